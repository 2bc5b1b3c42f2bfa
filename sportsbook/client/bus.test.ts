import { describe, expect, it, vi } from 'vitest';
import { BookBus, readHostMessage, type BusWindow } from './bus';

const HOST = 'http://127.0.0.1:3000';
const OTHER = 'http://localhost:3000';
const parent = { postMessage: vi.fn() };
const from = (data: unknown, origin = HOST, source: unknown = parent) => ({ data, origin, source }) as unknown as MessageEvent;
const read = (data: unknown, origin = HOST, source: unknown = parent) => readHostMessage(from(data, origin, source), [HOST, OTHER], parent);

const INIT = { sb: 1, type: 'init', token: 'tok', expiresAt: 1700000000000, lang: 'en_US', currency: 'USDT', path: '/soccer' };

describe('reading host messages', () => {
  it('takes each message of the protocol in its shape', () => {
    expect(read(INIT)).toEqual({ type: 'init', token: 'tok', expiresAt: 1700000000000, lang: 'en_US', currency: 'USDT', path: '/soccer' });
    expect(read({ ...INIT, currency: null })).toMatchObject({ type: 'init', currency: null });
    expect(read({ sb: 1, type: 'token', token: 't2', expiresAt: 5 })).toEqual({ type: 'token', token: 't2', expiresAt: 5 });
    expect(read({ sb: 1, type: 'navigate', path: '/soccer/north-premier?live=1' })).toEqual({
      type: 'navigate',
      path: '/soccer/north-premier?live=1',
    });
    expect(read({ sb: 1, type: 'viewport', width: 390, height: 844, top: 64, bottom: 64 })).toMatchObject({ type: 'viewport', top: 64 });
    expect(read({ sb: 1, type: 'viewport', width: 390, height: 844, top: 64, bottom: 0, offset: -300 })).toMatchObject({ offset: -300 });
    expect(read({ sb: 1, type: 'visibility', hidden: true })).toEqual({ type: 'visibility', hidden: true });
    expect(read({ sb: 1, type: 'logout' })).toEqual({ type: 'logout' });
    expect(read(JSON.stringify({ sb: 1, type: 'logout' }))).toEqual({ type: 'logout' });
  });

  it('drops messages from another origin or another window', () => {
    expect(read(INIT, 'https://evil.example')).toBeNull();
    expect(read(INIT, 'null')).toBeNull();
    expect(read(INIT, HOST, { postMessage: vi.fn() })).toBeNull();
    expect(read(INIT, HOST, null)).toBeNull();
  });

  it('drops anything out of shape', () => {
    const bad: unknown[] = [
      null,
      'not json',
      'x'.repeat(5000),
      [INIT],
      { ...INIT, sb: 2 },
      { ...INIT, sb: '1' },
      { ...INIT, type: 'hello' },
      { ...INIT, type: 'toString' },
      { ...INIT, token: '' },
      { ...INIT, expiresAt: '1' },
      { ...INIT, path: '//evil.example/x' },
      { ...INIT, path: 'https://evil.example' },
      { ...INIT, path: 'soccer' },
      { ...INIT, lang: '<script>' },
      { ...INIT, extra: 1 },
      { sb: 1, type: 'init', token: 'tok' },
      { sb: 1, type: 'viewport', width: 390, height: 844, top: 64 },
      { sb: 1, type: 'viewport', width: 390, height: Infinity, top: 64, bottom: 0 },
      { sb: 1, type: 'viewport', width: 390, height: 844, top: 64, bottom: 0, offset: 'x' },
      { sb: 1, type: 'visibility', hidden: 'yes' },
      { sb: 1, type: 'logout', now: true },
    ];
    for (const data of bad) expect(read(data), JSON.stringify(data)?.slice(0, 80)).toBeNull();
  });
});

/** A window the bus can use, with its messages dispatched by hand. */
function fakeWindow() {
  const listeners = new Set<(e: MessageEvent) => void>();
  const post = vi.fn();
  const win: BusWindow = {
    parent: { postMessage: post },
    addEventListener: (_t, l) => listeners.add(l),
    removeEventListener: (_t, l) => listeners.delete(l),
  };
  const deliver = (data: unknown, origin = HOST) => {
    for (const l of listeners) l({ data, origin, source: win.parent } as unknown as MessageEvent);
  };
  return { win, post, deliver, listeners };
}

describe('the bus', () => {
  it('posts every message with the version to the host origin the ancestry named', () => {
    const { win, post } = fakeWindow();
    const bus = new BookBus(win, [HOST, OTHER], OTHER, true);
    bus.send({ type: 'ready' });
    bus.send({ type: 'betslip', count: 2, open: true });
    expect(post.mock.calls).toEqual([
      [{ sb: 1, type: 'ready' }, OTHER],
      [{ sb: 1, type: 'betslip', count: 2, open: true }, OTHER],
    ]);
  });

  it('posts to each configured origin until the host speaks, then to its origin only', () => {
    const { win, post, deliver } = fakeWindow();
    const bus = new BookBus(win, [HOST, OTHER], 'https://not-configured.example', true);
    const heard = vi.fn();
    bus.listen(heard);
    bus.send({ type: 'ready' });
    expect(post.mock.calls.map((c) => c[1])).toEqual([HOST, OTHER]);
    deliver({ sb: 1, type: 'logout' }, OTHER);
    expect(heard).toHaveBeenCalledWith({ type: 'logout' });
    post.mockClear();
    bus.send({ type: 'login' });
    expect(post.mock.calls).toEqual([[{ sb: 1, type: 'login' }, OTHER]]);
  });

  it('never posts with a wildcard and never listens when standalone', () => {
    const { win, post, listeners } = fakeWindow();
    const bus = new BookBus(win, [HOST], null, false);
    bus.send({ type: 'ready' });
    expect(post).not.toHaveBeenCalled();
    expect(listeners.size).toBe(0);
    const framed = new BookBus(win, [HOST], null, true);
    framed.send({ type: 'balance' });
    expect(post.mock.calls.every((c) => c[1] !== '*')).toBe(true);
    framed.close();
    expect(listeners.size).toBe(0);
  });

  it('hands on valid messages only', () => {
    const { win, deliver } = fakeWindow();
    const bus = new BookBus(win, [HOST], HOST, true);
    const heard = vi.fn();
    bus.listen(heard);
    deliver({ sb: 1, type: 'logout' }, 'https://evil.example');
    deliver({ sb: 1, type: 'navigate', path: 'javascript:alert(1)' });
    deliver({ sb: 1, type: 'navigate', path: '/live' });
    expect(heard.mock.calls).toEqual([[{ type: 'navigate', path: '/live' }]]);
  });
});
