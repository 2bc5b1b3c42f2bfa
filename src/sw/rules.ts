/*
 * What the service worker may answer, as pure functions of a URL (unit-tested; src/sw/sw.ts applies them).
 * Never from a cache: the API (/v1, /api), the live socket (/chat), the health check, the build housekeeping file the
 * app polls (latest.json), the outside parties' own pages (the demo sign-in and payment providers), the dev mailbox
 * (sign-up codes), the streamer's overlay pages (a streaming tool's browser source, always live), the worker itself, source maps, and anything of another origin. Everything else that is a GET of
 * the site is a static file or a page of the single-page app.
 */

/** Paths the worker never answers (the browser goes to the network as if there were no worker): a folder or a file. */
export const NETWORK_ONLY = /^\/(v1|api|chat|healthz|demo-oidc|demo-pay|dev|overlay)(\/|$)|^\/(latest\.json|sw\.js)$|\.map$/;

/** The page an installed app opens on (the manifest's start_url): offline it always gets the cached shell. */
export const START_PATH = '/';

/** True when the worker must leave the request to the network (never cached, never answered from a cache). */
export function isNetworkOnly(url: URL, origin: string): boolean {
  return url.origin !== origin || NETWORK_ONLY.test(url.pathname);
}

/** Built files: fingerprinted by the build, so a cached copy is the right one forever. */
export function isBuiltAsset(url: URL): boolean {
  return url.pathname.startsWith('/assets/');
}

/** The key under which an opened page is remembered: its path (the query and hash do not change the shell). */
export function pageKey(url: URL): string {
  return `${url.origin}${url.pathname}`;
}

/**
 * What an offline navigation gets: the cached shell for the start page and for pages opened before in this build
 * (their code is in the cache), else the offline page (the shell could not load that page's code).
 */
export function offlineAnswer(url: URL, opened: boolean): 'shell' | 'offline' {
  return url.pathname === START_PATH || opened ? 'shell' : 'offline';
}

/** Folders of the public folder served as is (their files change only with a deploy). */
export const PUBLIC_STATIC = /^\/(coins|plinko|icons)\/|^\/favicon\.svg$/;

/** Static files of the public folder: cached, refreshed in the background. */
export function isPublicStatic(url: URL): boolean {
  return PUBLIC_STATIC.test(url.pathname);
}

/** The message a page sends the worker once its code has loaded: `{ type: PAGE_OPENED, url }`. */
export const PAGE_OPENED = 'HS_PAGE_OPENED';
