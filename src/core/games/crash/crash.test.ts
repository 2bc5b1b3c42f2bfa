// @vitest-environment node
import { createHash, createHmac, randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  crashBits,
  crashHundredthsOf,
  crashPoint,
  hundredthsText,
  isCrashHash,
  msAtHundredths,
  multiplierHundredthsAt,
  previousCrashHash,
  previousCrashHashes,
} from '.';

// An independent implementation (node:crypto) of the published scheme, to check the core's crypto-js one against.
const nodePrevious = (hash: string) => createHash('sha256').update(Buffer.from(hash, 'hex')).digest('hex');
const nodeCrash = (hash: string, salt: string) => {
  const h = createHmac('sha256', salt).update(Buffer.from(hash, 'hex')).digest('hex');
  const x = parseInt(h.slice(0, 13), 16) / 2 ** 52;
  return Math.max(1, Math.floor(99 / (1 - x)) / 100);
};

describe('crash fairness (bustabit v2)', () => {
  it('the previous hash is SHA-256 of the raw 32 bytes; the crash point is the published formula', () => {
    const salt = '0000000000000000000fa3b65e43e4240d71762a5bf397d5304b2596d116859c';
    for (let i = 0; i < 2000; i++) {
      const hash = randomBytes(32).toString('hex');
      expect(previousCrashHash(hash)).toBe(nodePrevious(hash));
      expect(Number(crashPoint(hash, salt))).toBe(nodeCrash(hash, salt));
    }
  });

  it('a chain read backwards: each listed hash is SHA-256 of the one before it', () => {
    const game = randomBytes(32).toString('hex');
    const list = previousCrashHashes(game, 50);
    expect(list).toHaveLength(50);
    expect(list[0]).toBe(nodePrevious(game));
    for (let i = 1; i < list.length; i++) expect(list[i]).toBe(nodePrevious(list[i - 1]!));
  });

  it('edges of X: 0 crashes at 1.00x, the largest 52-bit value at the top of the range', () => {
    expect(crashHundredthsOf(0)).toBe(100);
    // X < 1 - 0.99 gives less than 1.00x: still 1.00x.
    expect(crashHundredthsOf(Math.floor(0.0099 * 2 ** 52))).toBe(100);
    expect(crashHundredthsOf(Math.ceil(0.01 * 2 ** 52))).toBe(100);
    expect(crashHundredthsOf(2 ** 52 / 2)).toBe(198);
    expect(crashHundredthsOf(2 ** 52 - 1)).toBe(Math.floor(99 * 2 ** 52));
    expect(hundredthsText(100)).toBe('1.00');
    expect(hundredthsText(247)).toBe('2.47');
    expect(hundredthsText(120483)).toBe('1204.83');
  });

  it('P(crash >= x) = 0.99 / x over the 52-bit range (exact count of the r that reach x)', () => {
    // floor(99 / (1 - r/2^52)) >= 100x  <=>  r >= 2^52 (1 - 0.99/x); the count of such r over 2^52 is the probability.
    for (const x of [1.5, 2, 10, 100, 1000]) {
      let lo = 0;
      let hi = 2 ** 52;
      while (lo < hi) {
        const mid = Math.floor((lo + hi) / 2);
        if (crashHundredthsOf(mid) >= Math.round(100 * x)) hi = mid;
        else lo = mid + 1;
      }
      expect((2 ** 52 - lo) / 2 ** 52).toBeCloseTo(0.99 / x, 12);
    }
  });

  it('refuses what is not a 64-hex hash', () => {
    expect(isCrashHash('ab')).toBe(false);
    expect(isCrashHash('A'.repeat(64))).toBe(false);
    expect(() => previousCrashHash('xyz')).toThrow(RangeError);
    expect(() => crashBits('g'.repeat(64), 's')).toThrow(RangeError);
  });
});

describe('crash curve', () => {
  it('floor(100 e^(0.00006 ms)) / 100: 1.00x at the start, 2.00x at 11.55 s', () => {
    expect(multiplierHundredthsAt(0)).toBe(100);
    expect(multiplierHundredthsAt(-5)).toBe(100);
    expect(multiplierHundredthsAt(11_552)).toBe(199);
    expect(multiplierHundredthsAt(11_553)).toBe(200);
    expect(msAtHundredths(200)).toBe(11_553);
    expect(msAtHundredths(100)).toBe(0);
  });

  it('msAtHundredths is the first millisecond that reaches the value, for every value up to 10,000x', () => {
    for (let h = 101; h <= 1_000_000; h += h < 2_000 ? 1 : 97) {
      const ms = msAtHundredths(h);
      expect(multiplierHundredthsAt(ms)).toBeGreaterThanOrEqual(h);
      expect(multiplierHundredthsAt(ms - 1)).toBeLessThan(h);
    }
    expect(() => msAtHundredths(99)).toThrow(RangeError);
    expect(() => msAtHundredths(150.5)).toThrow(RangeError);
  });
});
