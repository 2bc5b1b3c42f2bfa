import { createHmac, createSign, createVerify, timingSafeEqual } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';
import type { AggregatorConfig } from './types';

/** Header of the softswiss-style signature: hex HMAC-SHA256 of the raw body with the shared auth token. */
export const SOFTSWISS_SIGN_HEADER = 'x-request-sign';
/** Header of the hub88-style signature: base64 RSA-SHA256 of the raw body with the sender's private key. */
export const HUB88_SIGN_HEADER = 'x-hub88-signature';
/** Optional header (epoch ms) that binds a signature to its moment (AggregatorConfig.timestampWindowMs). */
export const TIMESTAMP_HEADER = 'x-request-timestamp';

/** Hex HMAC-SHA256 of data. */
export function hmacHex(secret: string, data: Buffer | string): string {
  return createHmac('sha256', secret).update(data).digest('hex');
}

/** Base64 RSA-SHA256 signature of data. */
export function rsaSign(privateKeyPem: string, data: Buffer | string): string {
  return createSign('RSA-SHA256').update(data).sign(privateKeyPem, 'base64');
}

/** Whether a base64 RSA-SHA256 signature of data verifies with the public key. */
export function rsaVerify(publicKeyPem: string, data: Buffer | string, signature: string): boolean {
  try {
    return createVerify('RSA-SHA256').update(data).verify(publicKeyPem, signature, 'base64');
  } catch {
    return false;
  }
}

/** What a signature covers: the body, or "<timestamp>.<body>" when timestamps are required. */
export function signedPayload(raw: Buffer, timestamp: string | undefined): Buffer {
  return timestamp === undefined ? raw : Buffer.concat([Buffer.from(`${timestamp}.`), raw]);
}

/** Why a callback was refused before its body was read, or null when it may be read. */
export type CallbackRefusal = 'ip' | 'timestamp' | 'signature' | null;

function header(headers: IncomingHttpHeaders, name: string): string | undefined {
  const value = headers[name];
  return Array.isArray(value) ? value[0] : value;
}

/**
 * Checks a callback of an aggregator: the sender's IP against its allow-list (when it has one), the timestamp window
 * (when configured), then the signature on the raw body in its protocol's header.
 */
export function checkCallback(
  config: AggregatorConfig,
  raw: Buffer,
  headers: IncomingHttpHeaders,
  ip: string,
  now = Date.now(),
): CallbackRefusal {
  if (config.allowIps.length > 0 && !config.allowIps.includes(normaliseIp(ip))) return 'ip';
  let timestamp: string | undefined;
  if (config.timestampWindowMs > 0) {
    timestamp = header(headers, TIMESTAMP_HEADER);
    if (!timestamp || !/^\d{1,15}$/.test(timestamp) || Math.abs(now - Number(timestamp)) > config.timestampWindowMs) return 'timestamp';
  }
  const payload = signedPayload(raw, timestamp);
  if (config.protocol === 'softswiss') {
    const given = header(headers, SOFTSWISS_SIGN_HEADER) ?? '';
    if (!config.secret || !/^[0-9a-f]{64}$/i.test(given)) return 'signature';
    const expected = Buffer.from(hmacHex(config.secret, payload), 'hex');
    return timingSafeEqual(expected, Buffer.from(given.toLowerCase(), 'hex')) ? null : 'signature';
  }
  const given = header(headers, HUB88_SIGN_HEADER) ?? '';
  if (!config.publicKey || given.length === 0 || given.length > 2048) return 'signature';
  return rsaVerify(config.publicKey, payload, given) ? null : 'signature';
}

/** An IPv4 address as written whether or not it came as IPv4-mapped IPv6. */
export function normaliseIp(ip: string): string {
  return ip.startsWith('::ffff:') ? ip.slice(7) : ip;
}
