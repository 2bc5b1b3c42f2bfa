import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { BalanceData } from '../../core/api';
import type { BetResponse } from '../../core/bets';
import { rowAmount } from '../../core/balances';
import { getState, resetStore } from '../store';
import { fakeUser } from '../api/fixtures.testing';
import { BALANCE_HINT_INTERVAL_MS, balanceHint, betFailed, betSent, holdForBet, landBet, setBalanceReader } from './wallet';

const shown = (coin = 'USDT' as const, type: 'DEPOSIT' | 'BONUS' = 'DEPOSIT') =>
  rowAmount(
    getState().balances.find((r) => r.coin === coin),
    type,
  );
const confirmed = () =>
  rowAmount(
    getState().confirmedBalances.find((r) => r.coin === 'USDT'),
    'DEPOSIT',
  );

const snapshot = (usdt: string, ledgerId?: number, eth = '0'): BalanceData => ({
  amountType: 'DEPOSIT',
  selectedCoinType: 'USDT',
  list: [
    { coin: 'USDT', amount: usdt, bonusAmount: '0' },
    { coin: 'ETH', amount: eth, bonusAmount: '0' },
  ],
  ...(ledgerId === undefined ? {} : { ledgerId }),
});

const answer = (payout: string, balance: string, ledgerId: number | null, id = 1): Pick<BetResponse, 'bet' | 'balance' | 'ledgerId'> => ({
  bet: { id, coin: 'USDT', balanceType: 'DEPOSIT', payout } as BetResponse['bet'],
  balance,
  ledgerId,
});

let reads = 0;
let finishRead: (() => void) | null = null;

beforeEach(() => {
  vi.useFakeTimers();
  resetStore();
  getState().setUser(fakeUser({ amountType: 'DEPOSIT' }));
  reads = 0;
  finishRead = null;
  // A read that stays in flight until the test ends it (single flight is visible).
  setBalanceReader(
    () =>
      new Promise<void>((resolve) => {
        reads += 1;
        finishRead = resolve;
      }),
  );
});
afterEach(() => {
  vi.useRealTimers();
});

async function endRead(): Promise<void> {
  finishRead?.();
  finishRead = null;
  await vi.advanceTimersByTimeAsync(0);
}

describe('versioned balance writes', () => {
  it('drops a findBalance answer older than the row shown, keeps the rows it is newer for', () => {
    getState().setBalanceData(snapshot('100', 10, '1'));
    expect(getState().writeBalance('USDT', 'DEPOSIT', '90', 20)).toBe(true);
    // A late read taken at 15: USDT (shown at 20) stays; ETH (shown at 10) takes the newer 2.
    getState().setBalanceData(snapshot('100', 15, '2'));
    expect(shown()).toBe('90');
    expect(shown('ETH' as 'USDT')).toBe('2');
    expect(getState().writeBalance('USDT', 'DEPOSIT', '95', 19)).toBe(false);
    expect(shown()).toBe('90');
    // Equal versions describe the same state and are taken.
    expect(getState().writeBalance('USDT', 'DEPOSIT', '90', 20)).toBe(true);
    getState().setBalanceData(snapshot('80', 21));
    expect(shown()).toBe('80');
  });

  it('a logout forgets the versions', () => {
    getState().setBalanceData(snapshot('100', 50));
    getState().clearWallet();
    getState().setBalanceData(snapshot('7', 3));
    expect(shown()).toBe('7');
  });
});

describe('holds: the shown balance waits for the landing', () => {
  it('shows the balance before the bet minus the stake until the win lands, then the settled balance', () => {
    getState().setBalanceData(snapshot('100', 10));
    betSent('r1', 'USDT', 'DEPOSIT');
    // A read answer that already contains the bet (debit and win) must not show the win before the answer.
    getState().setBalanceData(snapshot('109', 12));
    expect(shown()).toBe('100');
    holdForBet('r1', answer('10', '109', 12));
    expect(shown()).toBe('99');
    expect(confirmed()).toBe('109');
    landBet('r1');
    expect(shown()).toBe('109');
    landBet('r1');
    expect(shown()).toBe('109');
  });

  it('adds each payout as its own round lands (rounds answered out of order)', () => {
    getState().setBalanceData(snapshot('100', 10));
    betSent('a', 'USDT', 'DEPOSIT');
    betSent('b', 'USDT', 'DEPOSIT');
    // b was answered first and is newer: a's balance write is dropped, its payout still held back.
    holdForBet('b', answer('3', '102', 14, 2));
    holdForBet('a', answer('2', '99', 12, 1));
    expect(confirmed()).toBe('102');
    expect(shown()).toBe('97');
    landBet('a');
    expect(shown()).toBe('99');
    landBet('b');
    expect(shown()).toBe('102');
  });

  it('an answer of a server without ledger ids is written as it comes', () => {
    getState().setBalanceData(snapshot('100', 10));
    betSent('r', 'USDT', 'DEPOSIT');
    holdForBet('r', { ...answer('2', '101', null), ledgerId: undefined as unknown as null });
    expect(shown()).toBe('99');
    landBet('r');
    expect(shown()).toBe('101');
  });

  it('a free bet (no ledger id) writes nothing', () => {
    getState().setBalanceData(snapshot('100', 10));
    betSent('r', 'USDT', 'DEPOSIT');
    holdForBet('r', answer('0', '100', null));
    landBet('r');
    expect(shown()).toBe('100');
    expect(getState().balanceVersions['USDT:DEPOSIT']).toBe(10);
  });
});

describe('balance hints (socket type 3)', () => {
  it('coalesces hints that need a read: one in flight, at most one a second, one trailing', async () => {
    getState().setBalanceData(snapshot('100', 10));
    for (let id = 11; id < 31; id++) balanceHint({ coin: 'USDT', balanceType: 'DEPOSIT', ledgerId: id });
    expect(reads).toBe(1);
    await endRead();
    expect(reads).toBe(1);
    await vi.advanceTimersByTimeAsync(BALANCE_HINT_INTERVAL_MS - 1);
    expect(reads).toBe(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(reads).toBe(2);
    await endRead();
    await vi.advanceTimersByTimeAsync(5 * BALANCE_HINT_INTERVAL_MS);
    expect(reads).toBe(2);
  });

  it('skips a hint at or below the version shown', async () => {
    getState().setBalanceData(snapshot('100', 10));
    balanceHint({ coin: 'USDT', balanceType: 'DEPOSIT', ledgerId: 10 });
    balanceHint({ coin: 'USDT', balanceType: 'DEPOSIT', ledgerId: 7 });
    await vi.advanceTimersByTimeAsync(5000);
    expect(reads).toBe(0);
    balanceHint({ coin: 'USDT', balanceType: 'DEPOSIT', ledgerId: 11 });
    expect(reads).toBe(1);
  });

  it('skips hints while a bet holds the row; reads after the landing only when one was newer than the answer', async () => {
    getState().setBalanceData(snapshot('100', 10));
    betSent('r1', 'USDT', 'DEPOSIT');
    balanceHint({ coin: 'USDT', balanceType: 'DEPOSIT', ledgerId: 11 });
    holdForBet('r1', answer('0', '99', 12));
    balanceHint({ coin: 'USDT', balanceType: 'DEPOSIT', ledgerId: 12 });
    await vi.advanceTimersByTimeAsync(5000);
    expect(reads).toBe(0);
    landBet('r1');
    await vi.advanceTimersByTimeAsync(5000);
    expect(reads).toBe(0);

    // A tip (id 30) during the next round: read once the round has landed.
    betSent('r2', 'USDT', 'DEPOSIT');
    holdForBet('r2', answer('0', '98', 20));
    balanceHint({ coin: 'USDT', balanceType: 'DEPOSIT', ledgerId: 30 });
    expect(reads).toBe(0);
    landBet('r2');
    expect(reads).toBe(1);
  });

  it('a hint about another coin or type still reads', () => {
    getState().setBalanceData(snapshot('100', 10));
    betSent('r1', 'USDT', 'DEPOSIT');
    balanceHint({ coin: 'USDT', balanceType: 'BONUS', ledgerId: 11 });
    expect(reads).toBe(1);
  });

  it('a hint without a version reads', () => {
    balanceHint({});
    expect(reads).toBe(1);
  });

  it('a bet without an answer reads the balance once nothing holds the row; a refused one does not', async () => {
    getState().setBalanceData(snapshot('100', 10));
    betSent('r1', 'USDT', 'DEPOSIT');
    betFailed('r1', true);
    await vi.advanceTimersByTimeAsync(5000);
    expect(reads).toBe(0);
    betSent('r2', 'USDT', 'DEPOSIT');
    betSent('r3', 'USDT', 'DEPOSIT');
    betFailed('r2', false);
    expect(reads).toBe(0);
    holdForBet('r3', answer('0', '99', 12));
    landBet('r3');
    expect(reads).toBe(1);
  });
});
