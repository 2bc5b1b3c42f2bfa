import type { CrashBetView, CrashHistoryEntry, CrashPhase, CrashPlayer } from '../../../core/games/crash/api';

// The shape of the shared crash round in the store, with no code behind it: the store (part of the shell's first
// paint) holds it; the rules that move it (crashRound.ts, with decimal.js and the crash core) load with the crash page.

/** The last server tick: the round time it stated and the local time (the page clock) it arrived. */
export interface CrashAnchor {
  roundId: number;
  elapsedMs: number;
  localMs: number;
  /** The tick's `seq` (-1 for an anchor taken from a round frame or the state). */
  seq: number;
}

/** What the browser knows of the shared round. */
export interface CrashRoundView {
  roundId: number | null;
  phase: CrashPhase | 'idle';
  /** Betting closes at (epoch ms, server clock). */
  bettingEndsAt: number | null;
  startedAt: number | null;
  anchor: CrashAnchor | null;
  crashPoint: string | null;
  hash: string | null;
  /** This round's bets, in the order they came, cash-outs filled in. */
  players: CrashPlayer[];
  /** Finished rounds, newest first. */
  history: CrashHistoryEntry[];
  myBet: CrashBetView | null;
}

/** No round known yet. */
export const EMPTY_CRASH_ROUND: CrashRoundView = {
  roundId: null,
  phase: 'idle',
  bettingEndsAt: null,
  startedAt: null,
  anchor: null,
  crashPoint: null,
  hash: null,
  players: [],
  history: [],
  myBet: null,
};
