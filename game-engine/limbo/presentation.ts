/** Count-up duration at speed 1: grows with the log of the result (1.00x is a blink, 1000x about 2.6 s). */
export function countDurationMs(result: number): number {
  if (!Number.isFinite(result) || result <= 1) return 320;
  return Math.min(2600, 380 + 320 * Math.log(result));
}

/** The value shown at eased progress 0..1 of the count: interpolated in log space so big results do not blur. */
export function countValueAt(result: number, progress: number): number {
  if (!Number.isFinite(result) || result <= 1) return result;
  return Math.exp(Math.log(result) * progress);
}

/** "2.47" -> "2.47x", truncating (never rounding up) what is shown mid-count to 2 decimals. */
export function formatMultiplier(value: number): string {
  const floored = Math.floor(value * 100 + 1e-9) / 100;
  return `${floored.toFixed(2)}x`;
}
