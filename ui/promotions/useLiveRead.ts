import { useCallback, useEffect, useRef } from 'react';

const visible = () => typeof document === 'undefined' || document.visibilityState === 'visible';

/**
 * Keeps a screen live: while `enabled` and the page is visible, runs `read` every `everyMs` after the last read ended
 * (the first one `everyMs` after enabling: the screen has just been read). One read at a time; nothing while the page
 * is hidden, and on its return a read at once if one is due. The returned `readNow` asks for a read now (a countdown
 * reached its end): it waits for a read on its way, or for the page to show again.
 */
export function useLiveRead(read: () => Promise<unknown>, everyMs: number, enabled: boolean): () => void {
  const readRef = useRef(read);
  useEffect(() => {
    readRef.current = read;
  });
  const control = useRef<{ now(): void } | null>(null);

  useEffect(() => {
    if (!enabled) return;
    let alive = true;
    let timer: ReturnType<typeof setTimeout> | null = null;
    let inFlight = false;
    // A read asked for while one was on its way (or the page hidden): it runs as soon as it can.
    let wanted = false;
    let lastEnd = Date.now();

    const clear = () => {
      if (timer !== null) clearTimeout(timer);
      timer = null;
    };
    const run = () => {
      clear();
      if (!alive) return;
      if (inFlight || !visible()) {
        wanted = true;
        return;
      }
      wanted = false;
      inFlight = true;
      void Promise.resolve()
        .then(() => readRef.current())
        .catch(() => undefined)
        .finally(() => {
          inFlight = false;
          lastEnd = Date.now();
          if (!alive) return;
          if (wanted) run();
          else schedule();
        });
    };
    const schedule = () => {
      clear();
      if (!alive || inFlight || !visible()) return;
      timer = setTimeout(run, Math.max(0, lastEnd + everyMs - Date.now()));
    };
    const onVisibility = () => {
      if (!visible()) clear();
      else if (wanted) run();
      else schedule();
    };

    control.current = { now: run };
    document.addEventListener('visibilitychange', onVisibility);
    schedule();
    return () => {
      alive = false;
      clear();
      control.current = null;
      document.removeEventListener('visibilitychange', onVisibility);
    };
  }, [enabled, everyMs]);

  return useCallback(() => control.current?.now(), []);
}
