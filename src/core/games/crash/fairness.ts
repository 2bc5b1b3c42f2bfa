import HmacSHA256 from 'crypto-js/hmac-sha256.js';
import SHA256 from 'crypto-js/sha256.js';
import Hex from 'crypto-js/enc-hex.js';
import Utf8 from 'crypto-js/enc-utf8.js';

/**
 * Crash fairness, the bustabit v2 scheme, so players can check rounds with the public method:
 * - a chain of SHA-256 hashes, each the hash of the previous one's raw 32 bytes, made from a secret seed; games are
 *   played from its end backwards, so the hash of game n's hash is game n-1's hash, and the chain's terminating hash
 *   (published before the first game) is the hash of game 1's hash;
 * - a game's crash point: h = HMAC_SHA256(key = the salt as text, message = the game hash's raw 32 bytes);
 *   X = the first 52 bits of h / 2^52; crash = max(1, floor(99 / (1 - X)) / 100), computed in IEEE doubles exactly as
 *   written (X = r / 2^52 and 1 - X are exact; one rounded division). bustabit's own verifier also rounds X to 9
 *   significant digits first, which can move very high crash points by 0.01x; this formula has no such step.
 * Pure, crypto-js: the browser's verifier. The server computes the same with node:crypto (server/games/crash/chain.ts),
 * checked against this code by a test.
 */

/**
 * The salt of a house that was not given one (CRASH_SALT): fine for development and tests. A real deployment fixes its
 * salt publicly before its first game, e.g. the hash of a Bitcoin block announced in advance and mined after the chain's
 * terminating hash was published, so neither side could choose it.
 */
export const DEFAULT_CRASH_SALT = 'highstakes-crash-salt-v1';

/** Bits of the HMAC taken for X. */
export const CRASH_BITS = 52;
const TWO_POW_52 = 2 ** CRASH_BITS;

/** A game hash: 64 lowercase hex characters. */
export const CRASH_HASH_PATTERN = /^[0-9a-f]{64}$/;

/** True for 64 lowercase hex characters. */
export const isCrashHash = (value: string): boolean => CRASH_HASH_PATTERN.test(value);

/** The previous game's hash: SHA-256 of this hash's raw 32 bytes (game n -> game n-1; game 1 -> the terminating hash). */
export function previousCrashHash(hash: string): string {
  if (!isCrashHash(hash)) throw new RangeError('a crash game hash is 64 lowercase hex characters');
  return SHA256(Hex.parse(hash)).toString(Hex);
}

/** The 52-bit number r of a game (the first 13 hex digits of HMAC_SHA256(salt, hash bytes)). */
export function crashBits(hash: string, salt: string): number {
  if (!isCrashHash(hash)) throw new RangeError('a crash game hash is 64 lowercase hex characters');
  const h = HmacSHA256(Hex.parse(hash), Utf8.parse(salt)).toString(Hex);
  return parseInt(h.slice(0, CRASH_BITS / 4), 16);
}

/** The crash point of the 52-bit number r, in hundredths (100 = 1.00x): max(100, floor(99 / (1 - r / 2^52))). */
export function crashHundredthsOf(r: number): number {
  const x = r / TWO_POW_52;
  return Math.max(100, Math.floor(99 / (1 - x)));
}

/** A game's crash point as a decimal string with two decimals ("1.00", "2.47", "1204.83"). */
export function crashPoint(hash: string, salt: string): string {
  return hundredthsText(crashHundredthsOf(crashBits(hash, salt)));
}

/** Hundredths as a two-decimal string (exact: an integer split, no float formatting). */
export function hundredthsText(hundredths: number): string {
  const whole = Math.floor(hundredths / 100);
  return `${whole}.${String(hundredths - whole * 100).padStart(2, '0')}`;
}

/** The games before `hash`, newest first: `count` hashes, each the SHA-256 of the one before it in this list. */
export function previousCrashHashes(hash: string, count: number): string[] {
  const out: string[] = [];
  let h = hash;
  for (let i = 0; i < count; i++) out.push((h = previousCrashHash(h)));
  return out;
}
