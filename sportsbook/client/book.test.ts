import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createBook, type Book } from './book';
import { bet, fakeFetch, FakeEventSource, flush, match, type Routes } from './fixtures.testing';

// The book as the host sees it: which messages it sends when, and what it does with the host's.

const HOST = 'http://127.0.0.1:3000';
const M1 = match('m1');
const M2 = match('m2', { home: 'Kestrel Town', away: 'Stonegate' });
const NOW = Date.UTC(2030, 0, 1, 17, 0);
const BASE: Routes = {
  'GET /api/catalog': { body: { sports: [] } },
  'GET /api/events': { body: { now: NOW, events: [M1, M2] } },
  'POST /api/session': { body: { session: 'sess-1', player: { name: 'Alice', currency: 'USDT' }, tokenExpiresAt: Date.now() + 300_000 } },
  'GET /api/bets?status=open': { body: { bets: [] } },
};

let post: ReturnType<typeof vi.fn>;
let book: Book;
let fetchMock: ReturnType<typeof fakeFetch>;

/** The window as a framed page has it: its parent is the host. */
function framed(): Window {
  const parent = { postMessage: post };
  return new Proxy(window, {
    get(target, key) {
      if (key === 'parent') return parent;
      const value = Reflect.get(target, key, target) as unknown;
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}

let parentRef: unknown;
/** A message from the host window (the framed window's parent). */
function fromHost(data: Record<string, unknown>, origin = HOST) {
  const event = new Event('message');
  Object.assign(event, { data: { sb: 1, ...data }, origin, source: parentRef });
  window.dispatchEvent(event);
}

const sent = () => post.mock.calls.map((c) => c[0] as Record<string, unknown>);
const sentTypes = () => sent().map((m) => m.type);

async function start(routes: Routes = {}) {
  fetchMock = fakeFetch({ ...BASE, ...routes });
  const win = framed();
  parentRef = win.parent;
  book = createBook(win, { casinoOrigins: [HOST], bookName: 'Test Book' });
  book.start();
  await flush();
}

async function logIn() {
  fromHost({ type: 'init', token: 'tok-alice', expiresAt: Date.now() + 300_000, lang: 'en_US', currency: 'USDT', path: '/' });
  await flush();
}

beforeEach(() => {
  window.history.replaceState(null, '', '/');
  post = vi.fn();
  FakeEventSource.instances = [];
  vi.stubGlobal('EventSource', FakeEventSource);
});
afterEach(() => {
  book?.close();
  localStorage.clear();
});

describe('on load', () => {
  it('says ready first, to the configured casino origin, and opens the live stream', async () => {
    await start();
    expect(post.mock.calls[0]).toEqual([{ sb: 1, type: 'ready' }, HOST]);
    expect(post.mock.calls.every((c) => c[1] === HOST)).toBe(true);
    expect(FakeEventSource.instances.map((e) => e.url)).toEqual(['/api/stream']);
    expect(book.store.get().eventsLoad).toBe('ready');
  });
});

describe('host messages', () => {
  it('init: trades the token for a session and moves to its path without echoing it', async () => {
    await start();
    fromHost({ type: 'init', token: 'tok-alice', expiresAt: Date.now() + 300_000, lang: 'en_US', currency: 'USDT', path: '/soccer' });
    await flush();
    const session = fetchMock.mock.calls.find((c) => c[0] === '/api/session')!;
    expect(JSON.parse(String(session[1]!.body))).toEqual({ token: 'tok-alice' });
    expect(book.store.get().player).toEqual({ name: 'Alice', currency: 'USDT' });
    expect(book.router.current).toBe('/soccer');
    expect(sentTypes()).not.toContain('navigate');
  });

  it('ignores a message from another origin', async () => {
    await start();
    fromHost({ type: 'init', token: 'tok-evil', expiresAt: 1, lang: 'en_US', currency: 'USDT', path: '/bets' }, 'https://evil.example');
    await flush();
    expect(fetchMock.mock.calls.some((c) => c[0] === '/api/session')).toBe(false);
    expect(book.router.current).toBe('/');
  });

  it('navigate: routes without a reload and without a navigate back', async () => {
    await start();
    fromHost({ type: 'navigate', path: '/live' });
    expect(book.router.currentRoute).toEqual({ name: 'live' });
    expect(sentTypes()).not.toContain('navigate');
    expect(sentTypes()).not.toContain('scrollTop');
  });

  it('visibility: closes the stream while hidden and opens a new one when shown', async () => {
    await start();
    fromHost({ type: 'visibility', hidden: true });
    expect(FakeEventSource.instances[0]!.closed).toBe(true);
    expect(book.store.get().feed).toBe('paused');
    fromHost({ type: 'visibility', hidden: false });
    expect(FakeEventSource.instances).toHaveLength(2);
    expect(FakeEventSource.instances[1]!.closed).toBe(false);
  });

  it('logout: drops the session, keeps the slip', async () => {
    await start();
    await logIn();
    book.tapPrice(M1, M1.markets[0]!, M1.markets[0]!.selections[0]!);
    fromHost({ type: 'logout' });
    expect(book.store.get().player).toBeNull();
    expect(book.store.get().session).toBeNull();
    expect(book.store.get().slip.picks).toHaveLength(1);
  });
});

describe('book messages', () => {
  it('navigate and scrollTop on the player route changes', async () => {
    await start();
    post.mockClear();
    book.go('/soccer/north-premier');
    expect(sent()).toEqual([
      { sb: 1, type: 'navigate', path: '/soccer/north-premier' },
      { sb: 1, type: 'scrollTop' },
    ]);
  });

  it('login when a guest taps a price; betslip with the count whenever the slip changes', async () => {
    await start();
    post.mockClear();
    book.tapPrice(M1, M1.markets[0]!, M1.markets[0]!.selections[0]!);
    expect(sent()).toContainEqual({ sb: 1, type: 'login' });
    expect(sent()).toContainEqual({ sb: 1, type: 'betslip', count: 1, open: true });
    post.mockClear();
    book.tapPrice(M1, M1.markets[0]!, M1.markets[0]!.selections[0]!);
    expect(sent()).toEqual([{ sb: 1, type: 'betslip', count: 0, open: false }]);
  });

  it('balance after a bet is placed; no login for a player', async () => {
    const placed = vi.fn(() => ({ body: { bets: [bet('b1')] } }));
    await start({ 'POST /api/bets': placed });
    await logIn();
    book.tapPrice(M1, M1.markets[0]!, M1.markets[0]!.selections[0]!);
    book.setStake('10');
    post.mockClear();
    await book.place();
    expect(placed).toHaveBeenCalledWith({
      type: 'singles',
      stake: '10',
      selections: [{ id: 'm1:1x2:home', price: '2.10' }],
      acceptOdds: 'none',
    });
    const bearer = fetchMock.mock.calls.find((c) => c[0] === '/api/bets')![1]!.headers as Record<string, string>;
    expect(bearer.authorization).toBe('Bearer sess-1');
    expect(sentTypes()).toContain('balance');
    expect(sentTypes()).not.toContain('login');
    expect(book.store.get().placing.status).toBe('done');
    expect(book.store.get().slip.picks).toEqual([]);
  });

  it('insufficient funds: shown by its code, with the deposit message on request', async () => {
    await start({ 'POST /api/bets': { status: 402, body: { code: 'insufficient_funds', message: 'No money' } } });
    await logIn();
    book.tapPrice(M1, M1.markets[0]!, M1.markets[0]!.selections[0]!);
    book.setStake('10');
    await book.place();
    expect(book.store.get().placing).toMatchObject({ status: 'error', code: 'insufficient_funds' });
    expect(sentTypes()).not.toContain('balance');
    book.deposit();
    expect(sent().at(-1)).toEqual({ sb: 1, type: 'deposit' });
  });

  it('odds changed: the slip shows the new prices for the player to accept', async () => {
    const changes = [{ id: 'm1:1x2:home', price: '1.95' }];
    await start({ 'POST /api/bets': { status: 409, body: { code: 'odds_changed', message: 'Moved', changes } } });
    await logIn();
    book.tapPrice(M1, M1.markets[0]!, M1.markets[0]!.selections[0]!);
    book.setStake('10');
    await book.place();
    expect(book.store.get().slip.picks[0]).toMatchObject({ price: '2.10', now: '1.95' });
    book.acceptChanges();
    expect(book.store.get().slip.picks[0]).toMatchObject({ price: '1.95' });
    expect(book.store.get().slip.picks[0]!.now).toBeUndefined();
  });

  it('a guest placing is asked to log in', async () => {
    await start();
    book.tapPrice(M1, M1.markets[0]!, M1.markets[0]!.selections[0]!);
    book.setStake('10');
    post.mockClear();
    await book.place();
    expect(sentTypes()).toEqual(['login']);
    expect(fetchMock.mock.calls.some((c) => c[0] === '/api/bets')).toBe(false);
  });

  it('resize with the content height, once per change', async () => {
    await start();
    post.mockClear();
    book.setHeight(1200.4);
    book.setHeight(1200.4);
    book.setHeight(900);
    expect(sent()).toEqual([
      { sb: 1, type: 'resize', height: 1201 },
      { sb: 1, type: 'resize', height: 900 },
    ]);
  });

  it('prices from the stream reach the slip', async () => {
    await start();
    book.tapPrice(M1, M1.markets[0]!, M1.markets[0]!.selections[0]!);
    FakeEventSource.instances[0]!.emit({ now: NOW, events: [match('m1', {}, ['2.40', '3.20', '2.90'])] });
    expect(book.store.get().events.m1!.markets[0]!.selections[0]!.price).toBe('2.40');
    expect(book.store.get().slip.picks[0]).toMatchObject({ price: '2.10', now: '2.40' });
  });
});
