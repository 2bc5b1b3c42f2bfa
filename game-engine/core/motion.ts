/**
 * Whether the player asked the system for reduced motion (`prefers-reduced-motion: reduce`). Read when an effect starts,
 * so a change of the setting applies to the next one; false where there is no media query (tests, workers).
 */
export function prefersReducedMotion(): boolean {
  return reducedMotionQuery()?.matches ?? false;
}

/** Calls `listener` when the reduced-motion setting changes; returns the unsubscribe function. */
export function onReducedMotionChange(listener: () => void): () => void {
  const query = reducedMotionQuery();
  query?.addEventListener('change', listener);
  return () => query?.removeEventListener('change', listener);
}

// One query list, kept: its `matches` follows the setting, and reading it allocates nothing (a frame may ask often).
let kept: MediaQueryList | null | undefined;
function reducedMotionQuery(): MediaQueryList | null {
  kept ??= globalThis.matchMedia?.('(prefers-reduced-motion: reduce)') ?? null;
  return kept;
}

/** A damped wobble at progress 0..1 of `amplitude` px (a board or a chart shaking after a blast); 0 at both ends. */
export function shakeOffset(progress: number, amplitude: number): number {
  if (progress <= 0 || progress >= 1) return 0;
  return amplitude * (1 - progress) * Math.sin(progress * Math.PI * 7);
}

/**
 * Moves `current` towards `target` as a critically damped follow over `deltaMs` with time constant `tauMs` (63% of
 * the way per tau). Frame-rate independent, never overshoots; used for values that must glide to targets that move
 * (a chart's axis ranges).
 */
export function approach(current: number, target: number, deltaMs: number, tauMs: number): number {
  if (!(deltaMs > 0) || tauMs <= 0) return deltaMs > 0 ? target : current;
  const next = current + (target - current) * (1 - Math.exp(-deltaMs / tauMs));
  // Snap the last sub-pixel-sized remainder so a settled value stops changing.
  return Math.abs(target - next) <= Math.abs(target) * 1e-6 ? target : next;
}
