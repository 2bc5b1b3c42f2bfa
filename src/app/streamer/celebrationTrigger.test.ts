import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { BetResponse, SettledBet } from '../../core/bets';
import type { Envelope } from '../../core/api';
import { DEFAULT_CELEBRATE } from '../../core/overlay';
import { fakeUser } from '../api/fixtures.testing';
import { getState, resetStore } from '../store';
import { STORE_DEFAULT_CELEBRATE } from '../store/uiSlice';
import { BetRunner, resetReloadState } from '../games/betRunner';
import { announceSettled, onSettled, type SettledWin } from './bigWins';
import { createCelebrationTrigger, followSettled, type CelebrationRequest } from './celebrationTrigger';

vi.mock('../actions/toast', () => ({ toast: vi.fn(), toastError: vi.fn(), toastSuccess: vi.fn(), toastWarning: vi.fn() }));

const win = (multiplier: string, payoutUsd = '0', won = true): SettledWin => ({
  multiplier,
  payout: '1',
  payoutUsd,
  coin: 'USDT',
  win: won,
});

beforeEach(() => {
  resetStore();
  resetReloadState();
});

describe('the store', () => {
  it('defaults to the shared default thresholds and takes new ones', () => {
    expect(STORE_DEFAULT_CELEBRATE).toEqual(DEFAULT_CELEBRATE);
    expect(getState().celebrate).toEqual(DEFAULT_CELEBRATE);
    getState().setCelebrate({ multiplier: '2', usd: '1' });
    expect(getState().celebrate).toEqual({ multiplier: '2', usd: '1' });
  });
});

describe('celebration trigger', () => {
  const thresholds = { multiplier: '10', usd: '100' };
  let shown: CelebrationRequest[];
  beforeEach(() => {
    shown = [];
  });
  const trigger = () =>
    createCelebrationTrigger(
      () => thresholds,
      (r) => shown.push(r),
    );

  it('starts on a win at or above either threshold, never on a loss or a small win', () => {
    const t = trigger();
    expect(t.offer(win('9.99', '99.99'))).toBe(false);
    expect(t.offer(win('50', '0', false))).toBe(false);
    expect(t.offer(win('10'))).toBe(true);
    t.done();
    expect(t.offer(win('1.5', '100'))).toBe(true);
    expect(shown.map((r) => r.win.multiplier)).toEqual(['10', '1.5']);
  });

  it('shows one at a time: a big win during a celebration (an auto-bet run) is dropped, not queued', () => {
    const t = trigger();
    expect(t.offer(win('20'))).toBe(true);
    expect(t.busy()).toBe(true);
    expect(t.offer(win('30'))).toBe(false);
    expect(t.offer(win('40'))).toBe(false);
    t.done();
    expect(shown).toHaveLength(1);
    expect(t.offer(win('50'))).toBe(true);
    expect(shown.map((r) => r.win.multiplier)).toEqual(['20', '50']);
    expect(shown[1]!.id).toBeGreaterThan(shown[0]!.id);
  });

  it('reads the thresholds at each offer (the player saved new ones)', () => {
    let current = { multiplier: '100', usd: '1000' };
    const t = createCelebrationTrigger(
      () => current,
      (r) => shown.push(r),
    );
    expect(t.offer(win('5'))).toBe(false);
    current = { multiplier: '2', usd: '1' };
    expect(t.offer(win('5'))).toBe(true);
  });

  it('follows the announced results, with the payout in USD from the store rates', () => {
    getState().setRates({ rates: { BTC: { USD: { price: '50000' } } } } as never);
    const t = trigger();
    const stop = followSettled(t);
    announceSettled({ multiplier: '1.2', payout: '0.003', coin: 'BTC', win: true });
    expect(shown).toHaveLength(1);
    expect(shown[0]!.win.payoutUsd).toBe('150');
    stop();
    t.done();
    announceSettled({ multiplier: '99', payout: '1', coin: 'BTC', win: true });
    expect(shown).toHaveLength(1);
  });
});

describe('after the landing', () => {
  function settled(id: number): SettledBet {
    return {
      id,
      game: 'dice',
      userName: 'alice',
      coin: 'USDT',
      balanceType: 'DEPOSIT',
      amount: '1',
      multiplier: '60',
      payout: '60',
      win: true,
      nonce: id,
      clientSeed: 'c',
      serverSeedHash: 'h',
      createdAt: '2026-11-24T00:00:00Z',
      params: { target: '98.35', condition: 'over' },
      outcome: { roll: '99.00' },
    };
  }

  afterEach(() => vi.restoreAllMocks());

  it("an instant game's result is announced when its presentation lands, not at the server's answer", async () => {
    getState().setUser(fakeUser({ amountType: 'DEPOSIT' }));
    let land!: () => void;
    const landing = new Promise<void>((r) => (land = r));
    const heard: SettledWin[] = [];
    const stop = onSettled((w) => heard.push(w));
    const runner = new BetRunner(
      {
        game: 'dice',
        coin: 'USDT',
        balanceType: 'DEPOSIT',
        decimals: 6,
        send: async (): Promise<Envelope<BetResponse>> => ({ code: 200, msg: '', data: { bet: settled(7), balance: '159', ledgerId: 2 } }),
        present: () => landing,
        setAmount: vi.fn(),
      },
      { sleep: () => Promise.resolve() },
    );
    runner.mount();
    const outcome = await runner.place('1');
    expect('bet' in outcome).toBe(true);
    // The answer is in; the ball is still rolling.
    expect(heard).toHaveLength(0);
    land();
    await vi.waitFor(() => expect(heard).toHaveLength(1));
    expect(heard[0]).toMatchObject({ multiplier: '60', payout: '60', coin: 'USDT', win: true });
    runner.dispose();
    stop();
  });
});
