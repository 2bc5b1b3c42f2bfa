import { describe, expect, it, vi } from 'vitest';
import { parseRoute, Router, routePath, type Route, type RouterWindow } from './router';

describe('routes', () => {
  it('reads each route of the book', () => {
    const cases: [string, Route][] = [
      ['/', { name: 'home' }],
      ['', { name: 'home' }],
      ['/live', { name: 'live' }],
      ['/live/', { name: 'live' }],
      ['/bets', { name: 'bets' }],
      ['/event/north-premier-2883021', { name: 'event', id: 'north-premier-2883021' }],
      ['/soccer', { name: 'sport', sport: 'soccer' }],
      ['/soccer/north-premier', { name: 'league', sport: 'soccer', league: 'north-premier' }],
      ['/soccer/north-premier?live=1#x', { name: 'league', sport: 'soccer', league: 'north-premier' }],
      ['/ice-hockey', { name: 'sport', sport: 'ice-hockey' }],
    ];
    for (const [path, route] of cases) expect(parseRoute(path), path).toEqual(route);
  });

  it('sends anything else to the missing page', () => {
    for (const path of ['/event', '/a/b/c', '/api', '/client/x', '/live/x', '/bets/1', '/%E0%A4%A', '/soc%20cer', '/<x>', '/event/a%2Fb'])
      expect(parseRoute(path), path).toEqual({ name: 'missing' });
  });

  it('writes paths that read back as the same route', () => {
    const routes: Route[] = [
      { name: 'home' },
      { name: 'live' },
      { name: 'bets' },
      { name: 'event', id: 'alpen-cup-12' },
      { name: 'sport', sport: 'soccer' },
      { name: 'league', sport: 'soccer', league: 'costa-liga' },
    ];
    for (const r of routes) expect(parseRoute(routePath(r))).toEqual(r);
  });
});

function fakeWindow(path = '/') {
  let popListener: (() => void) | null = null;
  const win = {
    location: { pathname: path, search: '' },
    history: {
      pushState: vi.fn((_d: unknown, _u: string, url: string) => void (win.location.pathname = url)),
      replaceState: vi.fn((_d: unknown, _u: string, url: string) => void (win.location.pathname = url)),
    },
    addEventListener: (_t: 'popstate', l: () => void) => void (popListener = l),
    removeEventListener: () => void (popListener = null),
  };
  const pop = (to: string) => {
    win.location.pathname = to;
    popListener?.();
  };
  return { win: win as RouterWindow & typeof win, pop };
}

describe('the router', () => {
  it('starts on the page it was opened at', () => {
    const { win } = fakeWindow('/soccer');
    expect(new Router(win).currentRoute).toEqual({ name: 'sport', sport: 'soccer' });
  });

  it('pushes the player moves and replaces the host moves, telling who moved', () => {
    const { win } = fakeWindow();
    const router = new Router(win);
    const seen = vi.fn();
    router.subscribe(seen);
    router.navigate('/live');
    router.navigate('/bets', 'host');
    expect(win.history.pushState).toHaveBeenCalledTimes(1);
    expect(win.history.pushState).toHaveBeenCalledWith(null, '', '/live');
    expect(win.history.replaceState).toHaveBeenCalledWith(null, '', '/bets');
    expect(seen.mock.calls).toEqual([
      ['/live', 'user'],
      ['/bets', 'host'],
    ]);
    expect(router.currentRoute).toEqual({ name: 'bets' });
  });

  it('does nothing for a move to the current path', () => {
    const { win } = fakeWindow('/live');
    const router = new Router(win);
    const seen = vi.fn();
    router.subscribe(seen);
    router.navigate('/live');
    router.navigate('/live', 'host');
    expect(seen).not.toHaveBeenCalled();
    expect(win.history.pushState).not.toHaveBeenCalled();
  });

  it('follows back and forward', () => {
    const { win, pop } = fakeWindow('/');
    const router = new Router(win);
    const seen = vi.fn();
    router.subscribe(seen);
    router.navigate('/live');
    pop('/');
    expect(router.currentRoute).toEqual({ name: 'home' });
    expect(seen).toHaveBeenLastCalledWith('/', 'history');
    router.close();
    pop('/bets');
    expect(router.current).toBe('/');
  });
});
