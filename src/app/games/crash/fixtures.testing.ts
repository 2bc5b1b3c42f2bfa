import type { CrashBetView, CrashPhase, CrashPlayerFrame, CrashRoundFrame, CrashState, CrashTickFrame } from '../../../core/games/crash';
import { MSG } from '../../../core/socket';
import { handleFrame } from '../../network/live';

// Crash's test data, shared by the tests of its client code, page and lobby card: a round's state answer, a bet, and
// the socket frames of a round, sent through the live socket's decoder as the server's would arrive.

/** A state answer (GET /api/games/crash/state): round 1 open for bets for 5 s from `now`, nobody on it yet. */
export function crashStateOf(patch: Partial<CrashState> = {}, now = Date.now()): CrashState {
  return {
    roundId: 1,
    phase: 'betting',
    serverTime: now,
    bettingEndsAt: now + 5000,
    startedAt: null,
    elapsedMs: null,
    crashPoint: null,
    hash: null,
    myBet: null,
    players: [],
    history: [],
    ...patch,
  };
}

/** My bet of 1 USDT on round 1, still in play, with no auto cash-out. */
export function crashBetOf(patch: Partial<CrashBetView> = {}): CrashBetView {
  return {
    id: 1,
    roundId: 1,
    coin: 'USDT',
    balanceType: 'DEPOSIT',
    amount: '1.000000',
    autoCashout: null,
    state: 'active',
    cashoutAt: null,
    payout: '0.000000',
    ...patch,
  };
}

/** A round frame (400) sent at `now`: betting for 5 s, or running since `now`; `patch` sets the rest. */
export function roundFrameOf(roundId: number, phase: CrashPhase, patch: Partial<CrashRoundFrame> = {}, now = Date.now()): CrashRoundFrame {
  return {
    roundId,
    phase,
    serverTime: now,
    bettingEndsAt: now + 5000,
    startedAt: phase === 'betting' ? null : now,
    elapsedMs: null,
    crashPoint: null,
    hash: null,
    ...patch,
  };
}

/** A player's bet frame (402) of 1 USDT; with `cashoutAt` and `payout`, their cash-out (403). */
export function playerFrameOf(roundId: number, betId: number, patch: Partial<CrashPlayerFrame> = {}): CrashPlayerFrame {
  return { roundId, betId, userName: 'bob', coin: 'USDT', amount: '1.000000', cashoutAt: null, payout: null, ...patch };
}

/** A tick frame (401) of a running round. */
export function tickFrameOf(roundId: number, seq: number, elapsedMs: number, now = Date.now()): CrashTickFrame {
  return { roundId, elapsedMs, seq, serverTime: now };
}

/** Crash frames as the socket delivers them: decoded by the frame schemas, then handed to the round's follower. */
export const sendCrash = {
  round: (data: CrashRoundFrame) => handleFrame({ type: MSG.CRASH_ROUND, data }),
  tick: (data: CrashTickFrame) => handleFrame({ type: MSG.CRASH_TICK, data }),
  bet: (data: CrashPlayerFrame) => handleFrame({ type: MSG.CRASH_BET, data }),
  cashout: (data: CrashPlayerFrame) => handleFrame({ type: MSG.CRASH_CASHOUT, data }),
};
