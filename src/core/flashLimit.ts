/**
 * Flash limiting for full-screen effects: a flash is a full-screen luminance jump (up and back down). Nothing may
 * flash more than three times in any one second, so an effect asks before each flash and skips the ones refused.
 */

/** Most flashes in any window of FLASH_WINDOW_MS. */
export const MAX_FLASHES = 3;
/** The sliding window the limit counts over, ms. */
export const FLASH_WINDOW_MS = 1000;

/** Asks before each flash; refuses one that would make more than `max` in any `windowMs`. */
export interface FlashLimiter {
  /** True (and counted) when a flash may start now; false when it would break the limit. */
  tryFlash(): boolean;
  /** Flashes counted in the window ending now. */
  recent(): number;
}

/**
 * A flash limiter over a clock (`now`, ms; the page's clock by default). Keeps the start times of the last `max`
 * flashes in a fixed ring, so asking allocates nothing (a frame may ask).
 */
export function createFlashLimiter(max = MAX_FLASHES, windowMs = FLASH_WINDOW_MS, now: () => number = () => Date.now()): FlashLimiter {
  const starts = new Array<number>(Math.max(0, max)).fill(Number.NEGATIVE_INFINITY);
  let next = 0;
  const inWindow = (t: number, at: number) => at - t < windowMs;
  return {
    tryFlash() {
      if (max <= 0) return false;
      const at = now();
      // The oldest kept start: a new flash is allowed only once it has left the window.
      if (inWindow(starts[next]!, at)) return false;
      starts[next] = at;
      next = (next + 1) % max;
      return true;
    },
    recent() {
      const at = now();
      let n = 0;
      for (const t of starts) if (inWindow(t, at)) n += 1;
      return n;
    },
  };
}
