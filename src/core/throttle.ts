/** Default interval of the throttle wrapper (spec section 9). */
export const THROTTLE_DEFAULT_MS = 1000;

/** A throttled function: runs at most once per interval; calls inside the interval are dropped. */
export type Throttled<A extends unknown[]> = ((...args: A) => void) & { cancel(): void };

/**
 * Wraps fn so it runs on the first call and then at most once per `wait` ms (leading edge; calls in between are dropped,
 * which is what guards a button against double submits). Throws a TypeError when fn is not a function (spec section 5).
 */
export function throttle<A extends unknown[]>(fn: (...args: A) => unknown, wait = THROTTLE_DEFAULT_MS): Throttled<A> {
  if (typeof fn !== 'function') throw new TypeError('Expected a function');
  let timer: ReturnType<typeof setTimeout> | null = null;
  const throttled = (...args: A) => {
    if (timer !== null) return;
    timer = setTimeout(() => {
      timer = null;
    }, wait);
    fn(...args);
  };
  throttled.cancel = () => {
    if (timer !== null) clearTimeout(timer);
    timer = null;
  };
  return throttled;
}
