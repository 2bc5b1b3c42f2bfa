/** Corrections up to this size (either way) are blended in over the smoothing window instead of jumping. */
export const LIVE_SNAP_MS = 1000;
/** Shortest blend of a correction; a backward one is blended over at least twice its size, so time keeps moving. */
export const LIVE_SMOOTH_MS = 250;

/**
 * The time base of a long server-timed round (crash): elapsed round time on the server clock, extrapolated from the
 * last anchor on the local clock. Unlike the presentation Clock it is not scaled by the speed setting and not capped
 * per frame: it is computed from the local time, not accumulated from frame deltas, so after a hidden tab (ticker
 * stopped) the next frame shows the right value at once.
 *
 * Re-anchoring on each server tick: a correction of at most LIVE_SNAP_MS is blended in linearly over
 * max(LIVE_SMOOTH_MS, 2 x |correction|), so a backward correction slows time down (to half speed at worst) instead of
 * turning it back: the value never decreases. A correction larger than LIVE_SNAP_MS (a resync after a long stall)
 * jumps, in either direction. `reset()` starts a new round.
 */
export class LiveTimeBase {
  private anchored = false;
  private anchorElapsed = 0;
  private anchorLocal = 0;
  /** Blend of the last correction: `offset` ms at `blendStart`, shrinking linearly to 0 over `blendMs`. */
  private offset = 0;
  private blendStart = 0;
  private blendMs = 1;

  /** Whether an anchor has been set since the last reset. */
  get isAnchored(): boolean {
    return this.anchored;
  }

  /** Sets the server's elapsed round time `serverElapsedMs` as seen at local time `localNowMs`. */
  anchor(serverElapsedMs: number, localNowMs: number): void {
    if (!Number.isFinite(serverElapsedMs) || !Number.isFinite(localNowMs)) return;
    if (!this.anchored) {
      this.set(serverElapsedMs, localNowMs, 0);
      return;
    }
    const shown = this.elapsedAt(localNowMs);
    const correction = serverElapsedMs - shown;
    if (Math.abs(correction) > LIVE_SNAP_MS) this.set(serverElapsedMs, localNowMs, 0);
    else this.set(serverElapsedMs, localNowMs, -correction);
  }

  /** Elapsed round time at local time `localNowMs` (0 before the first anchor). */
  elapsedAt(localNowMs: number): number {
    if (!this.anchored) return 0;
    const raw = this.anchorElapsed + (localNowMs - this.anchorLocal);
    if (this.offset === 0) return raw;
    const p = (localNowMs - this.blendStart) / this.blendMs;
    if (p >= 1) return raw;
    return raw + this.offset * (1 - Math.max(0, p));
  }

  /** Forgets the anchor (a new round starts). */
  reset(): void {
    this.anchored = false;
    this.offset = 0;
  }

  private set(elapsed: number, local: number, offset: number): void {
    this.anchored = true;
    this.anchorElapsed = elapsed;
    this.anchorLocal = local;
    this.offset = offset;
    this.blendStart = local;
    this.blendMs = Math.max(LIVE_SMOOTH_MS, 2 * Math.abs(offset));
  }
}
