import { describe, expect, it } from 'vitest';
import type { CrashBetView, CrashPlayerFrame, CrashRoundFrame, CrashState } from '../../../core/games/crash';
import {
  applyPlayerFrame,
  applyRoundFrame,
  applyTick,
  EMPTY_CRASH_ROUND,
  roundFromState,
  settledAtCrash,
  sortedPlayers,
  withMyBet,
  type CrashRoundView,
} from './crashRound';

const state = (patch: Partial<CrashState> = {}): CrashState => ({
  roundId: 10,
  phase: 'running',
  serverTime: 1_000_000,
  bettingEndsAt: 990_000,
  startedAt: 995_000,
  elapsedMs: 5000,
  crashPoint: null,
  hash: null,
  myBet: null,
  players: [{ betId: 7, userName: 'bob', coin: 'USDT', amount: '5.000000', cashoutAt: null, payout: null }],
  history: [{ roundId: 9, crashPoint: '1.50', hash: 'a'.repeat(64) }],
  ...patch,
});
const frame = (patch: Partial<CrashRoundFrame>): CrashRoundFrame => ({
  roundId: 10,
  phase: 'running',
  serverTime: 1_000_000,
  bettingEndsAt: 990_000,
  startedAt: 995_000,
  elapsedMs: null,
  crashPoint: null,
  hash: null,
  ...patch,
});
const player = (patch: Partial<CrashPlayerFrame> = {}): CrashPlayerFrame => ({
  roundId: 10,
  betId: 7,
  userName: 'bob',
  coin: 'USDT',
  amount: '5.000000',
  cashoutAt: null,
  payout: null,
  ...patch,
});
const bet = (patch: Partial<CrashBetView> = {}): CrashBetView => ({
  id: 1,
  roundId: 10,
  coin: 'USDT',
  balanceType: 'DEPOSIT',
  amount: '1.000000',
  autoCashout: '2.00',
  state: 'active',
  cashoutAt: null,
  payout: '0.000000',
  ...patch,
});
const running = (): CrashRoundView => roundFromState(state(), 100);

describe('crash round rules', () => {
  it('anchors a state answer at its elapsed time and arrival', () => {
    const v = running();
    expect(v.anchor).toEqual({ roundId: 10, elapsedMs: 5000, localMs: 100, seq: -1 });
    expect(roundFromState(state({ phase: 'betting', elapsedMs: null, startedAt: null }), 7).anchor?.elapsedMs).toBe(0);
    expect(roundFromState(null, 1)).toBe(EMPTY_CRASH_ROUND);
  });

  it('moves the anchor on each tick and ignores stale seq and other rounds', () => {
    let v = applyTick(running(), { roundId: 10, elapsedMs: 5080, seq: 63, serverTime: 1 }, 180).next;
    expect(v.anchor).toEqual({ roundId: 10, elapsedMs: 5080, localMs: 180, seq: 63 });
    const stale = applyTick(v, { roundId: 10, elapsedMs: 5000, seq: 62, serverTime: 1 }, 200);
    expect(stale).toEqual({ next: v, refetch: false });
    expect(applyTick(v, { roundId: 10, elapsedMs: 5080, seq: 63, serverTime: 1 }, 260).next).toBe(v);
    expect(applyTick(v, { roundId: 9, elapsedMs: 1, seq: 99, serverTime: 1 }, 260).next).toBe(v);
    // A tick of a newer round: the running frame was missed; the state is read again, nothing is guessed.
    expect(applyTick(v, { roundId: 11, elapsedMs: 80, seq: 1, serverTime: 1 }, 260)).toEqual({ next: v, refetch: true });
    v = applyRoundFrame(v, frame({ phase: 'crashed', elapsedMs: 6000, crashPoint: '1.43', hash: 'b'.repeat(64) }), 300).next;
    expect(applyTick(v, { roundId: 10, elapsedMs: 6000, seq: 75, serverTime: 1 }, 320).next).toBe(v);
  });

  it('crashes: the point, the hash in the history, my bet lost or paid at its auto target', () => {
    const crashed = applyRoundFrame(
      { ...running(), myBet: bet({ autoCashout: '3.00' }) },
      frame({ phase: 'crashed', elapsedMs: 6000, crashPoint: '1.43', hash: 'b'.repeat(64) }),
      300,
    ).next;
    expect(crashed.phase).toBe('crashed');
    expect(crashed.crashPoint).toBe('1.43');
    expect(crashed.anchor).toMatchObject({ elapsedMs: 6000, localMs: 300 });
    expect(crashed.history[0]).toEqual({ roundId: 10, crashPoint: '1.43', hash: 'b'.repeat(64) });
    expect(crashed.myBet?.state).toBe('lost');
    expect(settledAtCrash(bet({ autoCashout: '1.20' }), '1.43')).toMatchObject({ state: 'cashed', cashoutAt: '1.20', payout: '1.200000' });
    // The same frame again changes nothing.
    expect(applyRoundFrame(crashed, frame({ phase: 'crashed', crashPoint: '1.43', hash: 'b'.repeat(64) }), 400).next).toBe(crashed);
  });

  it('a new round resets players and my bet; a jump past it is read again', () => {
    const crashed = applyRoundFrame(
      { ...running(), myBet: bet() },
      frame({ phase: 'crashed', elapsedMs: 6000, crashPoint: '1.43', hash: 'b'.repeat(64) }),
      300,
    ).next;
    const next = applyRoundFrame(crashed, frame({ roundId: 11, phase: 'betting', bettingEndsAt: 1_005_000, startedAt: null }), 500);
    expect(next.refetch).toBe(false);
    expect(next.next).toMatchObject({
      roundId: 11,
      phase: 'betting',
      players: [],
      myBet: null,
      crashPoint: null,
      bettingEndsAt: 1_005_000,
    });
    expect(next.next.history).toBe(crashed.history);
    expect(applyRoundFrame(crashed, frame({ roundId: 12, phase: 'betting' }), 500).refetch).toBe(true);
    // Round 11 opening while round 10 still runs here: the crash was missed.
    expect(applyRoundFrame(running(), frame({ roundId: 11, phase: 'betting' }), 500).refetch).toBe(true);
    expect(applyRoundFrame(crashed, frame({ roundId: 11, phase: 'running' }), 500).refetch).toBe(true);
    expect(applyRoundFrame(crashed, frame({ roundId: 9, phase: 'betting' }), 500)).toEqual({ next: crashed, refetch: false });
  });

  it('starts the curve from the running frame', () => {
    const betting = roundFromState(state({ phase: 'betting', elapsedMs: null, startedAt: null }), 0);
    const v = applyRoundFrame(betting, frame({ phase: 'running', serverTime: 995_020, startedAt: 995_000 }), 40).next;
    expect(v.phase).toBe('running');
    expect(v.anchor).toEqual({ roundId: 10, elapsedMs: 20, localMs: 40, seq: -1 });
  });

  it('lists bets and fills in cash-outs by bet id; a cash-out frame of my bet marks it cashed', () => {
    let v: CrashRoundView = { ...running(), myBet: bet({ id: 8, amount: '1.000000', autoCashout: '2.00' }) };
    v = applyPlayerFrame(v, player({ betId: 8, userName: 'Hidden', amount: '1.000000' }), 'bet').next;
    // Another private player's bet of the same amount is a bet of its own.
    v = applyPlayerFrame(v, player({ betId: 9, userName: 'Hidden', amount: '1.000000' }), 'bet').next;
    expect(v.players).toHaveLength(3);
    v = applyPlayerFrame(v, player({ cashoutAt: '1.50', payout: '7.500000' }), 'cashout').next;
    expect(v.players[0]).toMatchObject({ userName: 'bob', cashoutAt: '1.50' });
    // The same cash-out again (replayed over a state answer) is not listed twice.
    expect(applyPlayerFrame(v, player({ cashoutAt: '1.50', payout: '7.500000' }), 'cashout').next).toBe(v);
    expect(applyPlayerFrame(v, player({ betId: 8, userName: 'Hidden', amount: '1.000000' }), 'bet', { dedupe: true }).next).toBe(v);
    // The other Hidden bet cashing out is not mine.
    v = applyPlayerFrame(
      v,
      player({ betId: 9, userName: 'Hidden', amount: '1.000000', cashoutAt: '1.80', payout: '1.800000' }),
      'cashout',
    ).next;
    expect(v.myBet).toMatchObject({ state: 'active' });
    // Mine, at a multiplier that is not my auto target (the payout cap cashed everyone out).
    v = applyPlayerFrame(
      v,
      player({ betId: 8, userName: 'Hidden', amount: '1.000000', cashoutAt: '1.90', payout: '1.900000' }),
      'cashout',
    ).next;
    expect(v.myBet).toMatchObject({ state: 'cashed', cashoutAt: '1.90', payout: '1.900000' });
    expect(v.players.filter((p) => p.userName === 'Hidden').map((p) => p.cashoutAt)).toEqual(['1.90', '1.80']);
    expect(applyPlayerFrame(v, player({ roundId: 11 }), 'bet').refetch).toBe(true);
  });

  it('keeps my bet from answers without going back', () => {
    const v = { ...running(), myBet: bet({ state: 'cashed', cashoutAt: '1.20' }) };
    expect(withMyBet(v, bet())).toBe(v);
    expect(withMyBet(v, bet({ roundId: 9 }))).toBe(v);
    expect(withMyBet(running(), bet()).myBet?.id).toBe(1);
  });

  it('sorts cashed players by payout, then the rest by amount', () => {
    const list = sortedPlayers([
      { betId: 1, userName: 'a', coin: 'USDT', amount: '1', cashoutAt: null, payout: null },
      { betId: 2, userName: 'b', coin: 'USDT', amount: '9', cashoutAt: null, payout: null },
      { betId: 3, userName: 'c', coin: 'USDT', amount: '1', cashoutAt: '2.00', payout: '2' },
      { betId: 4, userName: 'd', coin: 'USDT', amount: '1', cashoutAt: '5.00', payout: '5' },
    ]);
    expect(list.map((p) => p.userName)).toEqual(['d', 'c', 'b', 'a']);
  });
});
