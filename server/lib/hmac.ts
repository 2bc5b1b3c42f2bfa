import { createHash, createHmac } from 'node:crypto';
import type { HmacSha256 } from '../../src/core/fairness';

/** HMAC-SHA256 through node:crypto; key and message are UTF-8 encoded, as crypto-js's Utf8.parse does. */
export const nodeHmac: HmacSha256 = (key, message) => createHmac('sha256', key).update(message, 'utf8').digest();

/** SHA-256 of a UTF-8 string as 64 lowercase hex characters (node:crypto; the browser's sha256Hex computes the same). */
export const sha256Hex = (text: string): string => createHash('sha256').update(text, 'utf8').digest('hex');
