import { Decimal } from '../../money';
import { CRASH_AUTO_MAX, CRASH_AUTO_MIN, hundredthsOf } from './api';
import { multiplierHundredthsAt } from './curve';

/** Stake x multiplier (hundredths), rounded down to the coin's decimals: what a cash-out pays (server and panel). */
export function crashPayout(amount: string, hundredths: number, decimals: number): string {
  return new Decimal(amount).times(hundredths).div(100).toDecimalPlaces(decimals, Decimal.ROUND_DOWN).toFixed(decimals);
}

/** Message of an auto cash-out target the server would refuse. */
export const CRASH_AUTO_RULE = 'Auto cash-out must be from 1.01 to 1000000 with at most 2 decimals, such as 2.00';

/**
 * Why a typed auto cash-out target cannot be sent, or null when it can (an empty text is no target: null too). Spaces
 * around it and a trailing dot ("2.") are tolerated, as in the other fields.
 */
export function crashAutoProblem(text: string): string | null {
  const t = text.trim().replace(/\.$/, '');
  if (t === '') return null;
  const h = hundredthsOf(t);
  return h !== null && h >= CRASH_AUTO_MIN && h <= CRASH_AUTO_MAX ? null : CRASH_AUTO_RULE;
}

/** The target as sent ("2" -> "2.00"), or null without one (or when it does not read: see crashAutoProblem). */
export function crashAutoWire(text: string): string | null {
  if (crashAutoProblem(text) !== null) return null;
  const h = hundredthsOf(text.trim().replace(/\.$/, ''));
  return h === null ? null : (h / 100).toFixed(2);
}

/**
 * Elapsed round time at local time `nowMs` from the last anchor (server elapsed at the tick, local arrival time):
 * linear, like the engine's time base, never before the anchor.
 */
export function crashElapsedAt(anchorElapsedMs: number, anchorLocalMs: number, nowMs: number): number {
  return anchorElapsedMs + Math.max(0, nowMs - anchorLocalMs);
}

/** What a bet of `amount` would pay if cashed out at round time `elapsedMs` (the panel's live Cash out figure). */
export function crashPayoutAt(amount: string, elapsedMs: number, decimals: number): string {
  return crashPayout(amount, multiplierHundredthsAt(elapsedMs), decimals);
}
