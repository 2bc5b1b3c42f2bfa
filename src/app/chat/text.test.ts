import { describe, expect, it } from 'vitest';
import { inAppPath, tokenize } from './text';

const ORIGIN = 'http://127.0.0.1:3221';

describe('chat link classification', () => {
  it('the site itself is an in-app link: same origin or a path', () => {
    expect(inAppPath('http://127.0.0.1:3221/casino/dice?x=1#top', ORIGIN)).toBe('/casino/dice?x=1#top');
    expect(inAppPath('/vip', ORIGIN)).toBe('/vip');
    expect(inAppPath('http://127.0.0.1:3221', ORIGIN)).toBe('/');
  });

  it.each([
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    '//evil.com',
    '//evil.com/vip',
    '/\\evil.com',
    'https://evil.com/',
    'https://127.0.0.1.evil.com/',
    'http://127.0.0.1.evil.com:3221/',
    'http://127.0.0.1:3221@evil.com/',
    'http://user:pass@127.0.0.1:3221/',
    'https://127.0.0.1:3221/',
    'http://127.0.0.1:3222/',
    'http://127.0.0.1/',
    'ftp://127.0.0.1:3221/',
    'www.evil.com',
  ])('%s is not a link to the site', (raw) => {
    expect(inAppPath(raw, ORIGIN)).toBeNull();
  });
});

describe('chat text tokens', () => {
  it('splits text, mentions, site links and other URLs; trailing punctuation stays text', () => {
    expect(tokenize('hi @Bob see /casino/dice, or https://evil.com/x. @al', ORIGIN)).toEqual([
      { kind: 'text', text: 'hi ' },
      { kind: 'mention', text: '@Bob', handle: 'bob' },
      { kind: 'text', text: ' see ' },
      { kind: 'link', text: '/casino/dice', to: '/casino/dice' },
      { kind: 'text', text: ', or ' },
      { kind: 'url', text: 'https://evil.com/x' },
      { kind: 'text', text: '. @al' },
    ]);
  });

  it('reads a named player by the whole @nickname chat shows, spaces and symbols included', () => {
    const named = [{ name: 'Lucky 🎲', handle: 'Player_77' }];
    expect(tokenize('gg @Lucky 🎲 and @bob', ORIGIN, named)).toEqual([
      { kind: 'text', text: 'gg ' },
      { kind: 'mention', text: '@Lucky 🎲', handle: 'player_77' },
      { kind: 'text', text: ' and ' },
      { kind: 'mention', text: '@bob', handle: 'bob' },
    ]);
    // Inside a longer handle it is that handle.
    expect(tokenize('@Bobby_x', ORIGIN, [{ name: 'Bobby', handle: 'b1' }])).toEqual([
      { kind: 'mention', text: '@Bobby_x', handle: 'bobby_x' },
    ]);
  });

  it('lookalikes and script URLs stay text; an e-mail address is not a mention', () => {
    expect(tokenize('go https://127.0.0.1.evil.com/vip now', ORIGIN)).toEqual([
      { kind: 'text', text: 'go ' },
      { kind: 'url', text: 'https://127.0.0.1.evil.com/vip' },
      { kind: 'text', text: ' now' },
    ]);
    expect(tokenize('javascript:alert(1) data:text/html,x', ORIGIN)).toEqual([
      { kind: 'text', text: 'javascript:alert(1) data:text/html,x' },
    ]);
    expect(tokenize('mail me@example.com', ORIGIN)).toEqual([{ kind: 'text', text: 'mail me@example.com' }]);
    expect(tokenize('//evil.com', ORIGIN)).toEqual([{ kind: 'url', text: '//evil.com' }]);
    expect(tokenize('a/b and 1/2', ORIGIN)).toEqual([{ kind: 'text', text: 'a/b and 1/2' }]);
  });

  it('an absolute URL of the site becomes its path', () => {
    expect(tokenize(`${ORIGIN}/promotions`, ORIGIN)).toEqual([{ kind: 'link', text: `${ORIGIN}/promotions`, to: '/promotions' }]);
  });
});
