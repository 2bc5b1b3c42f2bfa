/** Milliseconds the marker takes to slide (speed 1), longer for a longer way. */
export function rollDurationMs(from: number, to: number): number {
  return 420 + Math.min(100, Math.abs(to - from)) * 3.2;
}
