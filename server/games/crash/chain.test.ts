// @vitest-environment node
import { randomBytes, randomInt } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { crashBits, crashPoint, hundredthsText, previousCrashHashes } from '../../../src/core/games/crash';
import { sha256Hex as browserSha256Hex } from '../../../src/core/fairness';
import { sha256Hex } from '../../lib/hmac';
import { gameBits, gameHundredths, previousGameHashes } from './chain';

// The server computes with node:crypto; players verify with the browser's crypto-js code. Both must agree exactly.
describe('server crash hashing (node:crypto) against the browser verifier (crypto-js)', () => {
  it('gives the same 52-bit number and crash point for 5,000 random games and salts', () => {
    for (let i = 0; i < 5000; i++) {
      const hash = randomBytes(32).toString('hex');
      const salt = i % 2 ? randomBytes(randomInt(1, 40)).toString('hex') : `salt ${i} ключ🙂`;
      const mine = { bits: gameBits(hash, salt), point: hundredthsText(gameHundredths(hash, salt)) };
      const theirs = { bits: crashBits(hash, salt), point: crashPoint(hash, salt) };
      if (mine.bits !== theirs.bits || mine.point !== theirs.point) expect({ hash, salt, ...mine }).toEqual({ hash, salt, ...theirs });
    }
  });

  it('walks the chain back exactly as the verifier does', () => {
    const hash = randomBytes(32).toString('hex');
    expect(previousGameHashes(hash, 200)).toEqual(previousCrashHashes(hash, 200));
  });

  it('refuses a hash that is not 64 lowercase hex characters', () => {
    for (const bad of ['', 'ab', 'A'.repeat(64), 'g'.repeat(64)]) {
      expect(() => gameBits(bad, 's')).toThrow(RangeError);
      expect(() => previousGameHashes(bad, 1)).toThrow(RangeError);
    }
  });

  it('hashes a seed to the same hex as the browser', () => {
    for (const text of ['', 'a', 'seed🙂ключ', randomBytes(64).toString('hex')]) expect(sha256Hex(text)).toBe(browserSha256Hex(text));
  });
});
