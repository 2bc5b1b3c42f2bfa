import { describe, expect, it, vi } from 'vitest';
import { listenToBook, postToBook, readBookMessage, type HostMessage } from './bookMessages';

const BOOK = 'https://sports.example.com';
const event = (data: unknown, origin = BOOK) => ({ origin, data });

describe('the sportsbook message bus', () => {
  it("reads the book's messages, as objects or JSON text", () => {
    expect(readBookMessage(event({ sb: 1, type: 'ready' }), BOOK)).toEqual({ sb: 1, type: 'ready' });
    expect(readBookMessage(event({ sb: 1, type: 'resize', height: 2400 }), BOOK)).toEqual({ sb: 1, type: 'resize', height: 2400 });
    expect(readBookMessage(event(JSON.stringify({ sb: 1, type: 'navigate', path: '/soccer/england?live=1' })), BOOK)).toEqual({
      sb: 1,
      type: 'navigate',
      path: '/soccer/england?live=1',
    });
    expect(readBookMessage(event({ sb: 1, type: 'betslip', count: 3, open: false }), BOOK)).toMatchObject({ count: 3 });
    for (const type of ['login', 'deposit', 'balance', 'token', 'scrollTop']) {
      expect(readBookMessage(event({ sb: 1, type }), BOOK), type).toEqual({ sb: 1, type });
    }
  });

  it('drops other origins, versions, types and shapes', () => {
    expect(readBookMessage(event({ sb: 1, type: 'ready' }, 'https://evil.example'), BOOK)).toBeNull();
    expect(readBookMessage(event({ sb: 1, type: 'ready' }), '')).toBeNull();
    for (const data of [
      { sb: 2, type: 'ready' },
      { type: 'ready' },
      { sb: 1, type: 'exit' },
      { sb: 1, type: 'resize', height: -1 },
      { sb: 1, type: 'resize', height: 1.5 },
      { sb: 1, type: 'navigate', path: '//evil.example/x' },
      { sb: 1, type: 'navigate', path: 'javascript:alert(1)' },
      { sb: 1, type: 'navigate', path: '/a"><script>' },
      { sb: 1, type: 'betslip', count: 3 },
      // A balance message carries no figure the host would read.
      { sb: 1, type: 'balance', amount: '1000000' },
      'not json',
      JSON.stringify({ sb: 1, type: 'ready', pad: 'x'.repeat(5000) }),
      null,
      42,
    ]) {
      expect(readBookMessage(event(data), BOOK), JSON.stringify(data)?.slice(0, 60)).toBeNull();
    }
  });

  it("posts to the book's origin only, and listens until stopped", () => {
    const target = { postMessage: vi.fn() };
    const init: HostMessage = { sb: 1, type: 'init', token: 't', expiresAt: 1, lang: 'en_US', currency: 'USDT', path: '/' };
    postToBook(target, BOOK, init);
    expect(target.postMessage).toHaveBeenCalledWith(init, BOOK);

    const seen: string[] = [];
    const stop = listenToBook(window, BOOK, (m) => seen.push(m.type));
    window.dispatchEvent(new MessageEvent('message', { origin: BOOK, data: { sb: 1, type: 'login' } }));
    window.dispatchEvent(new MessageEvent('message', { origin: 'https://evil.example', data: { sb: 1, type: 'deposit' } }));
    stop();
    window.dispatchEvent(new MessageEvent('message', { origin: BOOK, data: { sb: 1, type: 'balance' } }));
    expect(seen).toEqual(['login']);
  });
});
