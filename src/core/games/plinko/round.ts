import type { LoseEvent, WinEvent } from '../types';
import type { PlinkoRisk } from './rules';

/** The plinko fields of a bet: the board's rows (8..16) and its risk. */
export interface PlinkoParams {
  rows: number;
  risk: PlinkoRisk;
}

/**
 * What the stream decided: the bucket (0 = far left .. rows = far right) and the path (0 left, 1 right, one step per
 * row). The path is in the answer to the player's own bet only; feeds and other players' views carry the bucket.
 */
export interface PlinkoOutcomeRecord {
  bucket: number;
  path?: number[];
}

/** What the plinko scene needs to drop one ball. */
export interface PlinkoRound {
  rows: number;
  risk: PlinkoRisk;
  bucket: number;
  /** The bucket's multiplier, e.g. "0.5", "1000". */
  multiplier: string;
  /** True when the bucket pays more than the stake. */
  win: boolean;
  /** The path, when the round's outcome carries it (the player's own bets); the scene hops along it without trajectories. */
  path?: number[];
}

/**
 * Plinko presentation: the ball is released, lands in its bucket, then the round lands. Several balls can be in flight
 * at once; each one's events arrive in this order.
 */
export type PlinkoEvent = { type: 'drop' } | { type: 'bucket'; bucket: number; multiplier: string } | WinEvent | LoseEvent;
