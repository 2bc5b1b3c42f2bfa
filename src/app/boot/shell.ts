import { afterFirstContentfulPaint } from './afterPaint';
import { BUILD_ID, BuildWatcher, buildPollMs, reloadOnNextNavigation, type NavigatingRouter } from './buildWatch';
import { installChunkReload, trackNavigationTarget } from './chunkReload';
import { startClickSound } from '../feedback/sound';

/**
 * Browser-shell services that need the router: the click sound (after the first gesture), the chunk-load reload guard,
 * the latest.json poll with reload on the next navigation, and the configured analytics scripts. Returns a stop
 * function (tests, hot reload).
 */
export function startShell(router: NavigatingRouter): () => void {
  const stopSound = startClickSound();
  const stopChunkReload = installChunkReload();
  const stopTracking = trackNavigationTarget(router);
  const watcher = new BuildWatcher(BUILD_ID, undefined, buildPollMs()).start();
  const stopReload = reloadOnNextNavigation(router, () => watcher.stale);
  // The analytics scripts load async whenever they are injected; injecting them once the page has painted keeps their
  // code out of the lobby's first paint. A failed chunk only costs the analytics (nothing of the player's depends on it).
  const stopAnalytics = afterFirstContentfulPaint(() => {
    void import('./analytics').then(
      (m) => m.startAnalytics(),
      (error: unknown) => console.warn('analytics failed to load', error),
    );
  });
  return () => {
    stopSound();
    stopChunkReload();
    stopTracking();
    watcher.stop();
    stopReload();
    stopAnalytics();
  };
}
