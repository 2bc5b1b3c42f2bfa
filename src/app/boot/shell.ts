import { afterFirstContentfulPaint } from './afterPaint';
import type { AppHistory } from '../routing/history';
import { installChunkReload } from './chunkReload';

/**
 * Browser-shell services that follow the history: the click sound (after the first gesture), the streamer-mode hotkey, the chunk-load reload guard,
 * the latest.json poll with reload on the next navigation, the service worker, and the configured analytics scripts. The poll and the
 * analytics start once the page has painted (their code is not part of the first paint; nobody clicks before it).
 * Returns a stop function (tests, hot reload).
 */
export function startShell(history: AppHistory): () => void {
  const stopChunkReload = installChunkReload();
  let stopped = false;
  let stopSound = () => {};
  let stopWatch = () => {};
  let stopStreamerHotkey = () => {};
  const stopLateStart = afterFirstContentfulPaint(() => {
    void import('../streamer/streamerMode').then(
      (m) => {
        if (!stopped) stopStreamerHotkey = m.installStreamerHotkey();
      },
      (error: unknown) => console.warn('the streamer-mode hotkey failed to load', error),
    );
    void import('../feedback/sound').then(
      (m) => {
        if (!stopped) stopSound = m.startClickSound();
      },
      (error: unknown) => console.warn('the click sound failed to load', error),
    );
    void import('./buildWatch').then(
      (m) => {
        if (stopped) return;
        // The poll's interval counts from the page's load, not from this late start.
        const pollMs = m.buildPollMs();
        const watcher = new m.BuildWatcher(m.BUILD_ID, undefined, pollMs).start(pollMs - performance.now());
        const stopReload = m.reloadOnNextNavigation(history, () => watcher.stale);
        // The service worker, production builds only (the dev server has none): a newer worker taking over this page
        // means a new deploy, so the latest build is checked at once instead of at the next poll.
        let stopWorker = () => {};
        if (import.meta.env.PROD) {
          void import('../pwa/serviceWorker').then(
            (sw) => {
              if (!stopped) stopWorker = sw.registerServiceWorker({ onNewWorker: () => void watcher.check() }).stop;
            },
            (error: unknown) => console.warn('the service worker registration failed to load', error),
          );
        }
        stopWatch = () => {
          watcher.stop();
          stopReload();
          stopWorker();
        };
      },
      (error: unknown) => console.warn('the build watch failed to load', error),
    );
  });
  // The analytics scripts load async whenever they are injected; injecting them once the page has painted keeps their
  // code out of the lobby's first paint. A failed chunk only costs the analytics (nothing of the player's depends on it).
  const stopAnalytics = afterFirstContentfulPaint(() => {
    void import('./analytics').then(
      (m) => m.startAnalytics(),
      (error: unknown) => console.warn('analytics failed to load', error),
    );
  });
  return () => {
    stopped = true;
    stopSound();
    stopStreamerHotkey();
    stopChunkReload();
    stopLateStart();
    stopWatch();
    stopAnalytics();
  };
}
