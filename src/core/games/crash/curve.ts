/**
 * The crash curve: the multiplier a running round shows `ms` after it started, from the server's clock:
 * floor(100 * e^(0.00006 * ms)) / 100 (2.00x at 11.55 s). Integer hundredths throughout, so the server (cash-outs,
 * the crash instant) and the browser (the readout) agree on every value.
 */

/** Growth rate per millisecond. */
export const CRASH_GROWTH = 0.00006;

/** The multiplier in hundredths `ms` after the start (100 until the first 0.01x step). */
export function multiplierHundredthsAt(ms: number): number {
  if (!(ms > 0)) return 100;
  return Math.floor(100 * Math.exp(CRASH_GROWTH * ms));
}

/**
 * The first whole millisecond at which the multiplier reaches `hundredths` (>= 100): where an auto cash-out at that
 * target pays and where a round crashing at that point ends. Exact against `multiplierHundredthsAt`: the estimate from
 * the logarithm is corrected by stepping, so float error cannot put it a millisecond off.
 */
export function msAtHundredths(hundredths: number): number {
  if (!Number.isInteger(hundredths) || hundredths < 100)
    throw new RangeError('a multiplier in hundredths is a whole number of at least 100');
  if (hundredths === 100) return 0;
  let ms = Math.max(0, Math.ceil(Math.log(hundredths / 100) / CRASH_GROWTH));
  while (ms > 0 && multiplierHundredthsAt(ms - 1) >= hundredths) ms--;
  while (multiplierHundredthsAt(ms) < hundredths) ms++;
  return ms;
}

/** A crash point's colour band: under 2x, 2x to under 10x, 10x and up (the stage's history chips, the pages' lists). */
export type CrashTier = 'low' | 'mid' | 'high';

/** The band of a multiplier in hundredths. */
export function crashTier(hundredths: number): CrashTier {
  if (hundredths < 200) return 'low';
  if (hundredths < 1000) return 'mid';
  return 'high';
}
