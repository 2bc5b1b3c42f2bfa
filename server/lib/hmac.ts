import { createHmac } from 'node:crypto';
import type { HmacSha256 } from '../../src/core/fairness';

/** HMAC-SHA256 through node:crypto; key and message are UTF-8 encoded, as crypto-js's Utf8.parse does. */
export const nodeHmac: HmacSha256 = (key, message) => createHmac('sha256', key).update(message, 'utf8').digest();
