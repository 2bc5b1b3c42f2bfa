import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { CrashBetView, CrashState } from '../../../src/core/games/crash';
import { crashBetOf, crashStateOf } from '../../../src/app/games/crash/fixtures.testing';
import { DEFAULT_AUTO_CONFIG, type AutoConfig } from '../../../src/app/games/autoBet';
import { roundFromState } from '../../../src/app/games/crash/crashRound';
import { setCrashState } from '../../../src/app/games/crash/crashActions';
import { resetStore } from '../../../src/app/store';
import { CrashAuto } from './CrashAuto';
import type { CrashBetIntent } from './mainAction';

const view = (patch: Partial<CrashState>) => roundFromState(crashStateOf({ bettingEndsAt: 0, ...patch }, 0), 0);
const bet = (roundId: number, amount: string) => crashBetOf({ id: roundId, roundId, amount, autoCashout: '2.00', payout: '0' });

describe('crash auto mode', () => {
  let bettor: {
    bet: ReturnType<typeof vi.fn<(intent: CrashBetIntent) => Promise<CrashBetView | null>>>;
    getView: () => { error: string | null };
    error: string | null;
  };
  let amounts: string[];
  let auto: CrashAuto;
  const start = (config: Partial<AutoConfig>, balance = '100') =>
    auto.start({
      config: { ...DEFAULT_AUTO_CONFIG, ...config },
      intent: { amount: '1', autoCashout: '2.00' },
      decimals: 6,
      coin: 'USDT',
      balance: () => balance,
    });
  // The round `id` opens for bets, then crashes at `point` (my bet paid at 2.00 when the point is above it).
  const round = async (id: number, point: string) => {
    const betting = view({ roundId: id });
    setCrashState(null, 0);
    auto.onRound(betting, true);
    await vi.waitFor(() => expect(bettor.bet).toHaveBeenCalledTimes(id));
    const placed = await bettor.bet.mock.results[id - 1]!.value;
    auto.onRound(view({ roundId: id, phase: 'crashed', crashPoint: point, myBet: placed }), false);
  };

  beforeEach(() => {
    resetStore();
    amounts = [];
    bettor = {
      error: null,
      bet: vi.fn(async (intent: CrashBetIntent) => bet(bettor.bet.mock.calls.length, intent.amount)),
      getView: () => ({ error: bettor.error }),
    };
    auto = new CrashAuto(
      bettor,
      (a) => amounts.push(a),
      () => {},
    );
  });

  it('needs a target', () => {
    expect(
      auto.start({
        config: DEFAULT_AUTO_CONFIG,
        intent: { amount: '1', autoCashout: null },
        decimals: 6,
        coin: 'USDT',
        balance: () => '9',
      }),
    ).toBe(false);
    expect(auto.getView().on).toBe(false);
  });

  it('applies on win / on loss and stops on net profit', async () => {
    start({ onLoss: { mode: 'increase', percent: '100' }, stopProfit: '1.5' });
    await round(1, '1.50'); // lost 1
    expect(amounts.at(-1)).toBe('2');
    await round(2, '3.00'); // won 2 at 2.00x: net +1
    expect(amounts.at(-1)).toBe('1');
    await round(3, '2.50'); // won 1: net +2
    expect(auto.getView()).toMatchObject({ on: false, status: 'Stopped: net profit reached 2 USDT' });
  });

  it('stops when the server refuses a bet', async () => {
    start({});
    bettor.bet.mockImplementationOnce(async () => {
      bettor.error = 'Insufficient balance';
      return null;
    });
    auto.onRound(view({ roundId: 1 }), true);
    await vi.waitFor(() => expect(auto.getView().on).toBe(false));
    expect(auto.getView().status).toBe('Stopped: Insufficient balance');
  });

  it('stops before a bet the balance cannot cover', () => {
    start({}, '0.5');
    auto.onRound(view({ roundId: 1 }), true);
    expect(bettor.bet).not.toHaveBeenCalled();
    expect(auto.getView().status).toBe('Stopped: insufficient balance');
  });
});
