import { describe, expect, it } from 'vitest';
import { cacheControlFor, isSpaPath } from './spa';

describe('cache headers of the built client', () => {
  it('never caches latest.json (build housekeeping)', () => {
    expect(cacheControlFor('latest.json')).toBe('no-cache, no-store, must-revalidate');
  });
  it('caches fingerprinted assets for a year and revalidates the rest', () => {
    expect(cacheControlFor('assets/index-abc.js')).toBe('public, max-age=31536000, immutable');
    expect(cacheControlFor('index.html')).toBe('no-cache');
    expect(cacheControlFor('favicon.svg')).toBe('no-cache');
  });
  it('revalidates the service worker, the manifest and the offline page on every load', () => {
    for (const file of ['sw.js', 'manifest.webmanifest', 'offline.html', 'icons/icon-192.png'])
      expect(cacheControlFor(file)).toBe('no-cache');
  });
});

describe('the page fallback', () => {
  it('answers app routes with the page', () => {
    expect(isSpaPath('/game/dice?x=1')).toBe(true);
    expect(isSpaPath('/')).toBe(true);
  });
  it('never answers a missing service worker, manifest, asset or socket with the page', () => {
    for (const p of ['/sw.js', '/manifest.webmanifest', '/assets/gone-abc.js', '/chat', '/healthz']) expect(isSpaPath(p)).toBe(false);
  });
});
