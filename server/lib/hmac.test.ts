// @vitest-environment node
import { randomInt } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { cryptoJsHmac } from '../../src/core/fairness';
import { nodeHmac } from './hmac';

// A random string of valid code points across all planes (no lone surrogates: they are not text and crypto-js
// cannot encode them), including ASCII, the BMP above the surrogates and astral characters.
function randomText(maxLength: number): string {
  const length = randomInt(maxLength + 1);
  let out = '';
  for (let i = 0; i < length; i++) {
    const plane = randomInt(4);
    let cp: number;
    if (plane === 0) cp = randomInt(0x20, 0x7f);
    else if (plane === 1) cp = randomInt(0x80, 0xd800);
    else if (plane === 2) cp = randomInt(0xe000, 0x10000);
    else cp = randomInt(0x10000, 0x110000);
    out += String.fromCodePoint(cp);
  }
  return out;
}

describe('nodeHmac', () => {
  it('gives the same bytes as crypto-js on 10,000 random keys and unicode messages', () => {
    for (let i = 0; i < 10_000; i++) {
      const key = i % 3 === 0 ? randomText(80) : Buffer.from(Array.from({ length: 32 }, () => randomInt(256))).toString('hex');
      const message = randomText(100);
      const a = Buffer.from(nodeHmac(key, message)).toString('hex');
      const b = Buffer.from(cryptoJsHmac(key, message)).toString('hex');
      if (a !== b) expect({ key, message, a }).toEqual({ key, message, a: b });
    }
  });

  it('covers the edge cases: empty key and message, a key longer than the block size', () => {
    for (const [key, message] of [
      ['', ''],
      ['k'.repeat(200), 'm'],
      ['ключ🙂', '🙂:0:0'],
    ]) {
      expect(Buffer.from(nodeHmac(key!, message!)).toString('hex')).toBe(Buffer.from(cryptoJsHmac(key!, message!)).toString('hex'));
    }
  });
});
