import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SportsToken } from '../../core/sportsbook';
import { BookHost, TOKEN_REFRESH_LEAD_MS, TOKEN_RETRY_MS, type BookHostDeps } from './bookHost';

const ORIGIN = 'https://book.example';
/** Lets answered promises run, without moving the clock. */
const flush = () => vi.advanceTimersByTimeAsync(0);
const TTL = 300_000;

function setup(path = '/soccer') {
  const posted: { message: Record<string, unknown>; origin: string }[] = [];
  let n = 0;
  const fetchToken = vi.fn(async (): Promise<SportsToken | null> => ({
    token: `t${++n}`,
    expiresAt: Date.now() + TTL,
    guest: false,
    url: `${ORIGIN}/`,
  }));
  const deps: BookHostDeps = {
    win: window,
    frame: () => ({
      postMessage: ((message: unknown, origin: string) => {
        posted.push({ message: message as Record<string, unknown>, origin });
      }) as Window['postMessage'],
    }),
    origin: ORIGIN,
    fetchToken,
    lang: () => 'en_US',
    currency: () => 'USDT',
    onLogin: vi.fn(),
    onDeposit: vi.fn(),
    onBalance: vi.fn(),
    onNavigate: vi.fn(),
    onResize: vi.fn(),
    onBetslip: vi.fn(),
    onScrollTop: vi.fn(),
  };
  const host = new BookHost(deps, path);
  host.start();
  const fromBook = (data: unknown, origin = ORIGIN) => window.dispatchEvent(new MessageEvent('message', { origin, data }));
  const types = () => posted.map((p) => p.message.type);
  return { host, deps, posted, fetchToken, fromBook, types };
}

describe('the sportsbook host', () => {
  let host: BookHost | null = null;
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    host?.dispose();
    vi.useRealTimers();
  });

  it('answers ready with init (token, language, coin, route), to the book origin only', async () => {
    const s = setup('/soccer/premier-isles');
    host = s.host;
    s.fromBook({ sb: 1, type: 'ready' });
    await flush();
    expect(s.posted).toHaveLength(1);
    expect(s.posted[0]).toEqual({
      origin: ORIGIN,
      message: {
        sb: 1,
        type: 'init',
        token: 't1',
        expiresAt: Date.now() + TTL,
        lang: 'en_US',
        currency: 'USDT',
        path: '/soccer/premier-isles',
      },
    });
  });

  it("drops another origin's messages and any other shape", async () => {
    const s = setup();
    host = s.host;
    s.fromBook({ sb: 1, type: 'ready' }, 'https://evil.example');
    s.fromBook({ sb: 2, type: 'ready' });
    s.fromBook({ sb: 1, type: 'balance', amount: '1000' });
    s.fromBook({ sb: 1, type: 'navigate', path: '//evil.example/x' });
    await vi.advanceTimersByTimeAsync(10);
    expect(s.posted).toEqual([]);
    expect(s.deps.onBalance).not.toHaveBeenCalled();
    expect(s.deps.onNavigate).not.toHaveBeenCalled();
  });

  it('keeps the token fresh: a new one a minute before the last ends, and whenever the book asks', async () => {
    const s = setup();
    host = s.host;
    s.fromBook({ sb: 1, type: 'ready' });
    await flush();
    expect(s.types()).toEqual(['init']);
    await vi.advanceTimersByTimeAsync(TTL - TOKEN_REFRESH_LEAD_MS - 1);
    expect(s.types()).toEqual(['init']);
    await vi.advanceTimersByTimeAsync(1);
    await flush();
    expect(s.types()).toEqual(['init', 'token']);
    expect(s.posted[1]!.message).toMatchObject({ token: 't2' });
    s.fromBook(JSON.stringify({ sb: 1, type: 'token' }));
    await flush();
    expect(s.types()).toEqual(['init', 'token', 'token']);
    expect(s.fetchToken).toHaveBeenCalledTimes(3);
  });

  it('retries a token our server did not give', async () => {
    const s = setup();
    host = s.host;
    s.fetchToken.mockResolvedValueOnce(null);
    s.fromBook({ sb: 1, type: 'ready' });
    await vi.advanceTimersByTimeAsync(TOKEN_RETRY_MS - 1);
    expect(s.posted).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    await flush();
    expect(s.types()).toEqual(['init']);
  });

  it('moves the book on our route changes but never echoes a route the book reported', async () => {
    const s = setup('/soccer');
    host = s.host;
    s.fromBook({ sb: 1, type: 'ready' });
    await flush();
    expect(s.types()).toEqual(['init']);
    s.host.routeChanged('/ice-hockey');
    expect(s.posted.at(-1)!.message).toEqual({ sb: 1, type: 'navigate', path: '/ice-hockey' });
    s.fromBook({ sb: 1, type: 'navigate', path: '/event/soccer-7' });
    expect(s.deps.onNavigate).toHaveBeenCalledWith('/event/soccer-7');
    // Our address bar follows: the route change that follows is the book's own.
    s.host.routeChanged('/event/soccer-7');
    expect(s.types()).toEqual(['init', 'navigate']);
    // Back to the first route (the browser's back button): the book is told.
    s.host.routeChanged('/ice-hockey');
    expect(s.types()).toEqual(['init', 'navigate', 'navigate']);
  });

  it('passes the book requests to our dialogs and reads the balance from our server', async () => {
    const s = setup();
    host = s.host;
    s.fromBook({ sb: 1, type: 'login' });
    s.fromBook({ sb: 1, type: 'deposit' });
    s.fromBook({ sb: 1, type: 'balance' });
    s.fromBook({ sb: 1, type: 'resize', height: 2400 });
    s.fromBook({ sb: 1, type: 'betslip', count: 3, open: false });
    s.fromBook({ sb: 1, type: 'scrollTop' });
    expect(s.deps.onLogin).toHaveBeenCalledOnce();
    expect(s.deps.onDeposit).toHaveBeenCalledOnce();
    expect(s.deps.onBalance).toHaveBeenCalledOnce();
    expect(s.deps.onResize).toHaveBeenCalledWith(2400);
    expect(s.deps.onBetslip).toHaveBeenCalledWith(3, false);
    expect(s.deps.onScrollTop).toHaveBeenCalledOnce();
  });

  it('on a log-out tells the book, then starts it again as a guest; a refresh begun before is not sent after', async () => {
    const s = setup();
    host = s.host;
    s.fromBook({ sb: 1, type: 'ready' });
    await flush();
    expect(s.types()).toEqual(['init']);
    let release: (t: SportsToken) => void = () => undefined;
    s.fetchToken.mockImplementationOnce(() => new Promise((resolve) => (release = resolve)));
    s.fromBook({ sb: 1, type: 'token' });
    s.host.sessionChanged(true);
    await flush();
    expect(s.types()).toEqual(['init', 'logout', 'init']);
    release({ token: 'stale', expiresAt: Date.now() + TTL, guest: false, url: `${ORIGIN}/` });
    await vi.advanceTimersByTimeAsync(10);
    expect(s.posted.map((p) => p.message.token)).not.toContain('stale');
  });

  it('sends the viewport and visibility once the book is ready', async () => {
    const s = setup();
    host = s.host;
    s.host.viewport({ width: 390, height: 844, top: 56, bottom: 64, offset: 56 });
    expect(s.posted).toEqual([]);
    s.fromBook({ sb: 1, type: 'ready' });
    await flush();
    // The last viewport follows the init.
    expect(s.types()).toEqual(['init', 'viewport']);
    s.host.viewport({ width: 390, height: 844, top: 56, bottom: 64, offset: -300 });
    s.host.visibility(true);
    expect(s.posted.slice(2).map((p) => p.message)).toEqual([
      { sb: 1, type: 'viewport', width: 390, height: 844, top: 56, bottom: 64, offset: -300 },
      { sb: 1, type: 'visibility', hidden: true },
    ]);
  });
});
