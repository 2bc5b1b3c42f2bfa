/** The throttle wrapper allows one call per 1000 ms unless told otherwise. */
export const THROTTLE_DEFAULT_MS = 1000;

/** A throttled function: runs at most once per interval; calls inside the interval are dropped. */
export type Throttled<A extends unknown[]> = ((...args: A) => void) & { cancel(): void };

/**
 * Wraps fn so it runs on the first call and then at most once per `wait` ms (leading edge; calls in between are dropped,
 * which is what guards a button against double submits). Throws a TypeError when fn is not a function.
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

/** A coalesced async call: `call()` asks for a run; `cancel()` drops a scheduled one. */
export type Coalesced = (() => void) & { cancel(): void };

/**
 * Coalesces requests for an async refresh: one run at a time (single flight), runs at least `minIntervalMs` apart,
 * and every request made while a run is in flight or waiting is served by one trailing run that starts after it. So
 * a burst of hints (a socket balance change per instant bet) costs at most one call per interval, the last hint is
 * always followed by a run, and answers arrive in the order the runs started (a late answer cannot overwrite a
 * newer one). Errors of fn are swallowed: the next request tries again.
 */
export function coalesce(fn: () => Promise<unknown>, minIntervalMs: number, now: () => number = () => Date.now()): Coalesced {
  let running = false;
  let wanted = false;
  let lastStart = Number.NEGATIVE_INFINITY;
  let timer: ReturnType<typeof setTimeout> | null = null;

  const start = () => {
    timer = null;
    wanted = false;
    running = true;
    lastStart = now();
    let run: Promise<unknown>;
    try {
      run = Promise.resolve(fn());
    } catch (error) {
      run = Promise.reject(error);
    }
    void run
      .catch(() => undefined)
      .finally(() => {
        running = false;
        if (wanted) schedule();
      });
  };
  const schedule = () => {
    if (running || timer !== null) return;
    const wait = lastStart + minIntervalMs - now();
    if (wait <= 0) start();
    else timer = setTimeout(start, wait);
  };
  const call = () => {
    wanted = true;
    schedule();
  };
  call.cancel = () => {
    if (timer !== null) clearTimeout(timer);
    timer = null;
    wanted = false;
  };
  return call;
}
