import HmacSHA256 from 'crypto-js/hmac-sha256.js';
import SHA256 from 'crypto-js/sha256.js';
import Hex from 'crypto-js/enc-hex.js';
import Utf8 from 'crypto-js/enc-utf8.js';

/**
 * HMAC-SHA256 of a UTF-8 message under a UTF-8 key, returning the 32-byte digest. Injectable so a Node process can
 * use node:crypto for bulk simulation; a unit test proves both give the same bytes.
 */
export type HmacSha256 = (key: string, message: string) => Uint8Array;

/** Bytes of one HMAC round. */
export const BYTES_PER_ROUND = 32;
/** Floats per HMAC round (4 bytes each). */
export const FLOATS_PER_ROUND = 8;
/** 2^32, the number of distinct 4-byte values. */
export const TWO_POW_32 = 4294967296;

/** The default HMAC: crypto-js, the browser's (the server injects node:crypto with setHmac). */
export const cryptoJsHmac: HmacSha256 = (key, message) => wordsToBytes(HmacSHA256(Utf8.parse(message), Utf8.parse(key)));

let hmacImpl: HmacSha256 = cryptoJsHmac;

/** Replaces the HMAC implementation (server and tests may pass node:crypto); returns the previous one. */
export function setHmac(fn: HmacSha256): HmacSha256 {
  const previous = hmacImpl;
  hmacImpl = fn;
  return previous;
}

/** The HMAC implementation in use. */
export function getHmac(): HmacSha256 {
  return hmacImpl;
}

/** SHA-256 of a UTF-8 string as 64 lowercase hex characters (a server seed's published hash). */
export function sha256Hex(text: string): string {
  return SHA256(Utf8.parse(text)).toString(Hex);
}

/** HMAC-SHA256 as lowercase hex (for display and verification pages). */
export function hmacHex(key: string, message: string, hmac: HmacSha256 = hmacImpl): string {
  return Array.from(hmac(key, message), (b) => b.toString(16).padStart(2, '0')).join('');
}

function wordsToBytes(words: { words: number[]; sigBytes: number }): Uint8Array {
  const out = new Uint8Array(words.sigBytes);
  for (let i = 0; i < words.sigBytes; i++) out[i] = (words.words[i >>> 2]! >>> (24 - (i % 4) * 8)) & 0xff;
  return out;
}

/**
 * The first `count` 4-byte integers (0 .. 2^32-1, big-endian) of the stream
 * HMAC_SHA256(serverSeed, `${clientSeed}:${nonce}:${round}`), round = 0, 1, ... taking 8 integers per round.
 * float = n / 2^32 exactly equals b0/256 + b1/256^2 + b2/256^3 + b3/256^4.
 */
export function ints(serverSeed: string, clientSeed: string, nonce: number, count: number, hmac: HmacSha256 = hmacImpl): number[] {
  if (!Number.isSafeInteger(nonce) || nonce < 0) throw new RangeError('nonce must be a non-negative integer');
  if (!Number.isSafeInteger(count) || count < 0) throw new RangeError('count must be a non-negative integer');
  const out: number[] = [];
  for (let round = 0; out.length < count; round++) {
    const bytes = hmac(serverSeed, `${clientSeed}:${nonce}:${round}`);
    for (let i = 0; i < BYTES_PER_ROUND && out.length < count; i += 4) {
      // Multiplication instead of << keeps the top byte unsigned.
      out.push(bytes[i]! * 16777216 + bytes[i + 1]! * 65536 + bytes[i + 2]! * 256 + bytes[i + 3]!);
    }
  }
  return out;
}

/** A 4-byte integer as Stake's float: b0/256 + b1/256^2 + b2/256^3 + b3/256^4 (exact in a double). */
export function intToFloat(n: number): number {
  return n / TWO_POW_32;
}

/** The first `count` floats in [0, 1) of a (serverSeed, clientSeed, nonce) stream. */
export function floats(serverSeed: string, clientSeed: string, nonce: number, count: number, hmac: HmacSha256 = hmacImpl): number[] {
  return ints(serverSeed, clientSeed, nonce, count, hmac).map(intToFloat);
}

/** A server seed: 64 lowercase hex characters (32 random bytes). */
export const SERVER_SEED_PATTERN = /^[0-9a-f]{64}$/;

/** Client seed rule: 1-64 printable ASCII characters (space to tilde). */
export const CLIENT_SEED_PATTERN = /^[\x20-\x7e]{1,64}$/;
