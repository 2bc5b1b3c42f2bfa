import { describe, expect, it } from 'vitest';
import { CACHE_URLS as APP_CACHE_URLS, PAGE_OPENED as APP_PAGE_OPENED } from '../app/pwa/serviceWorker';
import { isBuiltAsset, isNetworkOnly, isPublicStatic, offlineAnswer, pageKey, PAGE_OPENED } from './rules';

const ORIGIN = 'http://127.0.0.1:3000';
const url = (path: string) => new URL(path, ORIGIN);

describe('what the service worker never answers', () => {
  it('leaves the API, the socket, the health check and the build housekeeping file to the network', () => {
    for (const path of [
      '/v1/user/info',
      '/v1',
      '/api/games/dice/bet',
      '/api/fairness?x=1',
      '/api/dev/mailbox',
      '/chat',
      '/chat/socket',
      '/healthz',
      '/latest.json?t=123',
      '/sw.js',
    ])
      expect(isNetworkOnly(url(path), ORIGIN), path).toBe(true);
  });
  it("leaves the outside parties' sign-in and payment pages, the dev mailbox, source maps and other origins alone", () => {
    for (const path of ['/demo-oidc/auth?x=1', '/demo-pay/deposit', '/dev/mailbox', '/assets/index-abc.js.map'])
      expect(isNetworkOnly(url(path), ORIGIN), path).toBe(true);
    expect(isNetworkOnly(new URL('https://sportsbook.example/frame'), ORIGIN)).toBe(true);
  });
  it('answers the pages and static files of the site', () => {
    for (const path of ['/', '/game/dice', '/profile/Account', '/assets/index-abc.js', '/coins/btc.svg', '/apiary', '/v1x', '/chatroom'])
      expect(isNetworkOnly(url(path), ORIGIN), path).toBe(false);
  });
});

describe('runtime caches', () => {
  it('treats /assets/ as fingerprinted build output', () => {
    expect(isBuiltAsset(url('/assets/GamePage-abc.js'))).toBe(true);
    expect(isBuiltAsset(url('/coins/btc.svg'))).toBe(false);
  });
  it("keeps the public folder's static files, not the pages", () => {
    for (const path of ['/coins/btc.svg', '/plinko/trajectories.json', '/icons/icon-192.png', '/favicon.svg'])
      expect(isPublicStatic(url(path)), path).toBe(true);
    for (const path of ['/', '/game/dice', '/latest.json']) expect(isPublicStatic(url(path)), path).toBe(false);
  });
});

describe('offline navigations', () => {
  it('opens the start page from the cached shell, always', () => {
    expect(offlineAnswer(url('/?ref=abc'), false)).toBe('shell');
  });
  it('opens a page opened before in this build from the shell, any other one on the offline page', () => {
    expect(offlineAnswer(url('/game/dice'), true)).toBe('shell');
    expect(offlineAnswer(url('/game/dice'), false)).toBe('offline');
  });
  it('remembers a page by its path, whatever its query or hash', () => {
    expect(pageKey(url('/game/dice?x=1#y'))).toBe(`${ORIGIN}/game/dice`);
  });
});

describe('messages between the page and the worker', () => {
  it('use the same names on both sides', () => {
    expect(APP_PAGE_OPENED).toBe(PAGE_OPENED);
    // workbox-routing's default router caches the URLs of a CACHE_URLS message through the worker's routes.
    expect(APP_CACHE_URLS).toBe('CACHE_URLS');
  });
});
