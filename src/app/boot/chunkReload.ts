import { storage } from '../storage/storage';

/*
 * Chunk-load failures ("reload, at most once per 10 s per path"). After a deploy the old build's
 * chunks are gone; a tab still running it fails to import a lazy page. We reload the page so the new build serves it,
 * but at most once per 10 s for the same path, tracked in session storage, so a chunk that is really broken cannot make
 * the page reload forever: the second failure within 10 s falls through to the error page.
 */

/** A failed chunk reloads the page at most once per 10 s for the same path. */
export const CHUNK_RELOAD_GUARD_MS = 10_000;
/** Session storage key (hs_ prefixed by storage) of the last reload time per path. */
export const CHUNK_RELOAD_KEY = 'chunkReload';

const CHUNK_ERROR =
  /Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed|Unable to preload CSS|Loading (CSS )?chunk .* failed|ChunkLoadError/i;

/** True for the errors browsers and Vite raise when a lazy chunk cannot be loaded. */
export function isChunkLoadError(error: unknown): boolean {
  if (!error) return false;
  const text = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
  return CHUNK_ERROR.test(text);
}

/** Records a reload for `path` and returns true, unless one was recorded less than 10 s ago (then false). */
export function claimChunkReload(path: string, now = Date.now()): boolean {
  const times = storage.getJson<Record<string, number>>(CHUNK_RELOAD_KEY) ?? {};
  const last = times[path];
  if (typeof last === 'number' && now - last < CHUNK_RELOAD_GUARD_MS && now >= last) return false;
  times[path] = now;
  storage.setJson(CHUNK_RELOAD_KEY, times);
  return true;
}

// The address bar shows the page asked for as soon as a navigation starts (the page before stays on screen while the
// next one loads), so a reload loads the page that failed.
function defaultReload(): void {
  window.location.reload();
}

// Set once this page has asked for a reload: further chunk errors until it happens wait for it instead of
// showing the error page (one failed import can report twice: the preload event, then the import itself).
let reloading = false;

// The wait for the network of a chunk that failed offline (removed by resetChunkReload).
let awaitingNetwork: (() => void) | null = null;

/**
 * Reloads for a chunk failure if the guard allows; returns whether a reload was started (or is under way). Offline, a
 * chunk that cannot load is no deploy: the page keeps what it shows, and the guarded reload waits for the network.
 */
export function reloadForChunkError(path = window.location.pathname, reload: () => void = defaultReload, now = Date.now()): boolean {
  if (reloading) return true;
  if (typeof navigator !== 'undefined' && navigator.onLine === false) {
    reloading = true;
    const online = () => {
      awaitingNetwork = null;
      reloading = false;
      reloadForChunkError(path, reload);
    };
    awaitingNetwork = () => window.removeEventListener('online', online);
    window.addEventListener('online', online, { once: true });
    return true;
  }
  if (!claimChunkReload(path, now)) return false;
  reloading = true;
  reload();
  return true;
}

/** Forgets a reload under way (tests). */
export function resetChunkReload(): void {
  awaitingNetwork?.();
  awaitingNetwork = null;
  reloading = false;
}

/**
 * Loads a lazy module; on a chunk failure reloads (guarded) and never settles, so the old page stays until the reload.
 * Other errors, and a chunk failure the guard refuses, reject as usual.
 */
export async function loadChunk<T>(load: () => Promise<T>, reload?: () => void): Promise<T> {
  const never = () => new Promise<T>(() => {});
  try {
    const mod = await load();
    // Vite's preload helper resolves to undefined when our vite:preloadError handler took the failure over.
    if (mod === undefined && reloading) return never();
    return mod;
  } catch (error) {
    if (isChunkLoadError(error) && reloadForChunkError(undefined, reload)) return never();
    throw error;
  }
}

/** Handles Vite's preload failures (the vite:preloadError event) with the same guarded reload. */
export function installChunkReload(target: Window = window, reload?: () => void): () => void {
  const onPreloadError = (event: Event) => {
    // preventDefault stops Vite from rethrowing; without a reload the error goes on to the error page.
    if (reloadForChunkError(undefined, reload)) event.preventDefault();
  };
  target.addEventListener('vite:preloadError', onPreloadError);
  return () => target.removeEventListener('vite:preloadError', onPreloadError);
}
