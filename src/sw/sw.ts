/// <reference lib="webworker" />
/*
 * The service worker (built to /sw.js by vite-plugin-pwa; the rules it applies are in ./rules.ts).
 * - Precache: the shell (index.html, the entry and start page code with their CSS, fonts, icons, the manifest and the
 *   offline page), one consistent set per build; a new build's worker replaces it whole and drops the old one.
 * - Pages: always from the network while it answers, so an online page is always the deployed build's index.html
 *   and never names chunks that are gone. Offline, the start page and pages opened before in this build get the
 *   precached shell; any other page gets the offline page.
 * - Built files (/assets/, fingerprinted): from the cache once loaded (cache first); the public folder's static
 *   files (coins, plinko paths, icons): from the cache, refreshed in the background.
 * - Never answered: the API, the socket, latest.json, the outside parties' pages, other origins (rules.ts).
 * A new build's worker activates at once (skipWaiting, clientsClaim); the page then checks latest.json and reloads
 * on its next navigation, as for any new build.
 */
import { clientsClaim } from 'workbox-core';
import { ExpirationPlugin } from 'workbox-expiration';
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute } from 'workbox-precaching';
import { registerRoute } from 'workbox-routing';
import { CacheFirst, StaleWhileRevalidate } from 'workbox-strategies';
import { isBuiltAsset, isNetworkOnly, isPublicStatic, offlineAnswer, pageKey, PAGE_OPENED } from './rules';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: (string | { url: string; revision: string | null })[] };

/** Markers of the pages opened in this build (their code is in the cache): emptied when a new build activates. */
const PAGES = 'hs-pages';
const ASSETS = 'hs-assets';
const STATIC = 'hs-static';
const ORIGIN = self.location.origin;
const DAY_S = 24 * 60 * 60;

void self.skipWaiting();
clientsClaim();
cleanupOutdatedCaches();

self.addEventListener('activate', (event) => event.waitUntil(caches.delete(PAGES)));

// Pages first, so the precache never answers a navigation (it would serve its index.html while online).
registerRoute(
  ({ request, url }) => request.mode === 'navigate' && !isNetworkOnly(url, ORIGIN),
  async ({ request, url }) => {
    try {
      return await fetch(request);
    } catch (error) {
      const opened = Boolean(await (await caches.open(PAGES)).match(pageKey(url)));
      const page = offlineAnswer(url, opened) === 'shell' ? 'index.html' : 'offline.html';
      const cached = await matchPrecache(page);
      if (cached) return cached;
      throw error;
    }
  },
);

precacheAndRoute(self.__WB_MANIFEST);

registerRoute(
  ({ request, url }) => request.method === 'GET' && !isNetworkOnly(url, ORIGIN) && isBuiltAsset(url),
  new CacheFirst({
    cacheName: ASSETS,
    plugins: [new ExpirationPlugin({ maxEntries: 300, maxAgeSeconds: 30 * DAY_S, purgeOnQuotaError: true })],
  }),
);

registerRoute(
  ({ request, url }) => request.method === 'GET' && !isNetworkOnly(url, ORIGIN) && isPublicStatic(url),
  new StaleWhileRevalidate({
    cacheName: STATIC,
    plugins: [new ExpirationPlugin({ maxEntries: 100, maxAgeSeconds: 30 * DAY_S, purgeOnQuotaError: true })],
  }),
);

// A page tells which page it is once its code has loaded (its files are then in the cache: the page sends their
// addresses as CACHE_URLS, which workbox-routing answers through the routes above).
self.addEventListener('message', (event) => {
  const data = event.data as { type?: unknown; url?: unknown } | null;
  if (data?.type !== PAGE_OPENED || typeof data.url !== 'string') return;
  const url = new URL(data.url, ORIGIN);
  if (isNetworkOnly(url, ORIGIN)) return;
  event.waitUntil(caches.open(PAGES).then((cache) => cache.put(pageKey(url), new Response(''))));
});
