import type { LoseEvent, WinEvent } from '../types';
import type { CrashPhase } from './api';

/**
 * The crash engine's contract (game-engine/crash). Crash rounds are live and shared: the scene draws the running round
 * from the host's live feed (`EngineHostOf.live()`: round id, phase, the elapsed server time at the last tick and the
 * local time it arrived), and the page pushes everything else with `show(state)`. `play(round)` is for a past round
 * only (the bet detail's Replay): the curve from 1.00x to its crash point, then the crash.
 */

/** The panel's fields the stage mirrors with `preview`: the auto cash-out target, drawn as a line on the chart. */
export interface CrashParams {
  /** "2.00", or null without a target. */
  autoCashout: string | null;
}

/** A finished round's record: its crash point and its (public) hash. */
export interface CrashOutcomeRecord {
  crashPoint: string;
  hash: string;
}

/** A past round to replay: its crash point and, when the viewer had a bet on it, where it was cashed out. */
export interface CrashRound {
  crashPoint: string;
  /** Where the viewer cashed out ("1.87"), or null (no bet, or lost). */
  cashoutAt: string | null;
  /** True when the viewer's bet was cashed out (paid). */
  win: boolean;
}

/** Replay events: the curve reached the cash-out (if any), the crash, then the landing. */
export type CrashEvent = { type: 'cashout'; at: string } | { type: 'crash'; crashPoint: string } | WinEvent | LoseEvent;

/** A tap on the stage while the player's bet is in: cash out (the page decides whether it can). */
export type CrashInput = { type: 'cashout' };

/** A cash-out drawn as a label on the curve, at its multiplier. */
export interface CrashCashoutLabel {
  userName: string;
  /** "1.87" */
  at: string;
  /** The viewer's own cash-out (drawn highlighted). */
  mine: boolean;
}

/** What the page shows the stage besides the live feed (pushed with `show` whenever it changes). */
export interface CrashStageState {
  /** The round's phase; 'idle' before the first round is known (no state yet, or the socket is down). */
  phase: CrashPhase | 'idle';
  roundId: number | null;
  /** Betting closes at this local time (the host's `now()` clock), for the countdown; null outside betting. */
  bettingEndsAtLocal: number | null;
  /** The crash point once the round crashed ("2.47"), else null. */
  crashPoint: string | null;
  /** Finished rounds, newest first (at most 30): the history bar. */
  history: { roundId: number; crashPoint: string }[];
  /** This round's cash-outs so far, in order. */
  cashouts: CrashCashoutLabel[];
  /** The viewer's bet on this round: its stake, its auto target, where it was cashed out; null without one. */
  myBet: { amount: string; coin: string; autoCashout: string | null; cashoutAt: string | null } | null;
  /** The page's hotkeys are on, so Space cashes out too (the stage's hint names it on a keyboard). */
  hotkeys?: boolean;
}

/** The crash type set of the engine contract. */
export interface CrashTypes {
  params: CrashParams;
  outcome: CrashOutcomeRecord;
  round: CrashRound;
  event: CrashEvent;
  input: CrashInput;
  state: CrashStageState;
}
