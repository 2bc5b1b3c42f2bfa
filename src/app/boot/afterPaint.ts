/*
 * Scheduling of work that the first paint must not wait for. The shell paints the lobby with the smallest script it can;
 * the services (http wiring, socket, session restore) start once the page has painted something the player can read,
 * and the code of what is opened next (dialogs, the logged-in header) is fetched when the main thread is idle after
 * that, so a click does not wait for the network.
 */

/** Safety net: start anyway this long after the call if no contentful paint was ever reported. */
export const PAINT_FALLBACK_MS = 10_000;
/** Longest wait for an idle period before idle work runs anyway. */
export const IDLE_TIMEOUT_MS = 2000;

/** The parts of a window the scheduling uses (a fake one in unit tests). */
export type PaintWindow = Pick<Window, 'setTimeout' | 'clearTimeout'> & {
  document: Pick<Document, 'visibilityState' | 'addEventListener' | 'removeEventListener'>;
  performance: Pick<Performance, 'getEntriesByName'>;
  PerformanceObserver?: typeof PerformanceObserver;
  requestIdleCallback?: Window['requestIdleCallback'];
};

/**
 * Runs `fn` once, right after the first contentful paint (text or an image on screen: the lobby, not the splash). It
 * runs at once when that paint has already happened, when the browser has no paint timing, or when the tab is or
 * becomes hidden (a background tab does not paint, and its socket and session must not wait for the player to look).
 * Returns a cancel function.
 */
export function afterFirstContentfulPaint(fn: () => void, win: PaintWindow = window): () => void {
  let done = false;
  let observer: PerformanceObserver | null = null;
  const stop = () => {
    done = true;
    observer?.disconnect();
    win.clearTimeout(fallback);
    win.document.removeEventListener('visibilitychange', onVisibility);
  };
  const run = () => {
    if (done) return;
    stop();
    fn();
  };
  const onVisibility = () => {
    if (win.document.visibilityState === 'hidden') run();
  };
  const fallback = win.setTimeout(run, PAINT_FALLBACK_MS);
  const painted = win.performance.getEntriesByName('first-contentful-paint').length > 0;
  const Observer = win.PerformanceObserver;
  if (painted || win.document.visibilityState === 'hidden' || !Observer?.supportedEntryTypes?.includes('paint')) {
    // Asynchronously, as on every other path: the caller finishes its own start first.
    win.setTimeout(run, 0);
  } else {
    observer = new Observer((list) => {
      if (list.getEntriesByName('first-contentful-paint').length > 0) run();
    });
    observer.observe({ type: 'paint', buffered: true });
    win.document.addEventListener('visibilitychange', onVisibility);
  }
  return stop;
}

/** Runs `fn` in an idle period of the main thread (or after IDLE_TIMEOUT_MS at the latest). */
export function whenIdle(fn: () => void, win: PaintWindow = window): void {
  if (win.requestIdleCallback) win.requestIdleCallback(() => fn(), { timeout: IDLE_TIMEOUT_MS });
  // Safari has no requestIdleCallback: a short timeout still lets the paint and its input handlers go first.
  else win.setTimeout(fn, 200);
}

/**
 * Fetches a module in the background once the page has painted and the main thread is idle. `load` goes through
 * loadChunk, so a chunk removed by a deploy follows the chunk reload rule; any other failure is left to the import
 * that needs the module.
 */
export function preloadAfterPaint(load: () => Promise<unknown>, win: PaintWindow = window): () => void {
  return afterFirstContentfulPaint(() => whenIdle(() => void load().catch(() => undefined), win), win);
}
