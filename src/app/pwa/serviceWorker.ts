/*
 * Registration of the service worker (public/sw.js, built from src/sw). Loaded lazily by the shell in production
 * builds only, and run after the page's load event, so it never competes with the first paint. Once the worker is
 * active, the page hands it the addresses of the files it has loaded (so the page's own code is cached even when it
 * loaded before the worker existed) and says which page it is (that page then opens offline from the cached shell).
 * A worker that takes over a page that already had one belongs to a newer deploy: the page checks the latest build
 * at once, and the build-id rule (reload on the next navigation) follows.
 */

/** Where the worker is served and what it controls. */
export const SW_URL = '/sw.js';
export const SW_SCOPE = '/';
/** The worker's message names (src/sw/rules.ts and workbox-routing's CACHE_URLS). */
export const PAGE_OPENED = 'HS_PAGE_OPENED';
export const CACHE_URLS = 'CACHE_URLS';

/** The parts of a registration this module uses. */
export interface SwRegistration {
  active: { postMessage(message: unknown): void } | null;
}

/** The parts of navigator.serviceWorker this module uses (a fake in unit tests). */
export interface SwContainer {
  readonly controller: object | null;
  readonly ready: Promise<SwRegistration>;
  register(url: string, options: RegistrationOptions): Promise<unknown>;
  addEventListener(type: 'controllerchange', listener: () => void): void;
  removeEventListener(type: 'controllerchange', listener: () => void): void;
}

/** The window parts: the load state and the page's loaded resources. */
export interface SwWindow {
  document: Pick<Document, 'readyState'>;
  location: Pick<Location, 'href' | 'origin'>;
  addEventListener(type: 'load', listener: () => void, options: AddEventListenerOptions): void;
  removeEventListener(type: 'load', listener: () => void): void;
  setTimeout(fn: () => void, ms: number): unknown;
  performance: Pick<Performance, 'getEntriesByType'>;
}

export interface RegisterOptions {
  /** A newer worker took over this page: check for a newer build now. */
  onNewWorker: () => void;
  container?: SwContainer | undefined;
  win?: SwWindow;
}

/** Runs `fn` after the page's load event (at once, on the next task, when it has already fired). */
export function afterLoad(fn: () => void, win: SwWindow = window): () => void {
  if (win.document.readyState === 'complete') {
    let cancelled = false;
    win.setTimeout(() => cancelled || fn(), 0);
    return () => {
      cancelled = true;
    };
  }
  const onLoad = () => fn();
  win.addEventListener('load', onLoad, { once: true });
  return () => win.removeEventListener('load', onLoad);
}

/** The same-origin files this page has loaded (scripts, styles, fonts, images), for the worker's runtime cache. */
export function loadedFiles(win: SwWindow): string[] {
  const files = new Set<string>();
  for (const entry of win.performance.getEntriesByType('resource')) {
    const url = new URL(entry.name, win.location.href);
    if (url.origin === win.location.origin) files.add(url.pathname);
  }
  return [...files];
}

/** A registration under way: `done` settles once the active worker has been told about this page (or it failed). */
export interface SwHandle {
  done: Promise<void>;
  /** Stops listening for a newer worker (tests, hot reload). */
  stop: () => void;
}

/**
 * Registers the worker after the load event, then tells the active worker about this page. A failure is only logged:
 * the site works without a worker.
 */
export function registerServiceWorker({
  onNewWorker,
  container = typeof navigator === 'undefined' ? undefined : navigator.serviceWorker,
  win = window,
}: RegisterOptions): SwHandle {
  if (!container) return { done: Promise.resolve(), stop: () => {} };
  // A page that starts uncontrolled gets its first worker through clientsClaim: that is an install, not a new build.
  let controlled = container.controller !== null;
  const onChange = () => {
    if (controlled) onNewWorker();
    controlled = true;
  };
  container.addEventListener('controllerchange', onChange);
  let cancelLoad = () => {};
  const done = new Promise<void>((resolve) => {
    cancelLoad = afterLoad(resolve, win);
  }).then(async () => {
    try {
      await container.register(SW_URL, { scope: SW_SCOPE, updateViaCache: 'none' });
      const registration = await container.ready;
      registration.active?.postMessage({ type: CACHE_URLS, payload: { urlsToCache: loadedFiles(win) } });
      registration.active?.postMessage({ type: PAGE_OPENED, url: win.location.href });
    } catch (error) {
      console.warn('service worker registration failed', error);
    }
  });
  return {
    done,
    stop: () => {
      cancelLoad();
      container.removeEventListener('controllerchange', onChange);
    },
  };
}
