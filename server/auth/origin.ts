import { randomBytes } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { aesDecryptText } from '../../src/core/aesText';
import type { Origin } from '../promotions/referrals';

/** The browser's device cookie: a random id set at its first sign-in or registration, kept 400 days. */
export const DEVICE_COOKIE = 'hs_dev';
const DEVICE_ID = /^[A-Za-z0-9_-]{22}$/;
const DEVICE_MAX_AGE_S = 400 * 86_400;
// What an affiliate tag or partner may hold: printable ASCII, at most 120 characters.
const TAG = /^[\x20-\x7e]{1,120}$/;

/** The device id this browser already had, or null. */
export function deviceOf(request: FastifyRequest): string | null {
  const id = request.cookies[DEVICE_COOKIE];
  return id && DEVICE_ID.test(id) ? id : null;
}

/** The device id of this browser, set now when it had none. */
export function ensureDevice(request: FastifyRequest, reply: FastifyReply): string {
  const known = deviceOf(request);
  if (known) return known;
  const id = randomBytes(16).toString('base64url');
  void reply.setCookie(DEVICE_COOKIE, id, {
    httpOnly: true,
    sameSite: 'lax',
    path: '/',
    secure: request.server.config.cookieSecure,
    maxAge: DEVICE_MAX_AGE_S,
  });
  return id;
}

/**
 * Where a registration comes from: its address, the browser's device id (if it had one before), the affiliate tag of
 * the stag cookie (stored AES encrypted by the browser) and the partner cookie. Unreadable cookies count as absent.
 */
export function originOf(request: FastifyRequest): Origin {
  const stagRaw = request.cookies.stag;
  const stag = stagRaw ? aesDecryptText(stagRaw, request.server.config.payments.returnAes) : null;
  const partner = request.cookies.partner ?? null;
  return {
    ip: request.ip,
    device: deviceOf(request),
    stag: stag && TAG.test(stag) ? stag : null,
    partner: partner && TAG.test(partner) ? partner : null,
  };
}

/** The share code the browser holds (the spec's shareCode cookie, set when it arrived with ?sharCode=), or undefined. */
export function heldShareCode(request: FastifyRequest): string | undefined {
  const code = request.cookies.shareCode ?? request.cookies.sharCode;
  return code && /^[A-Za-z0-9_-]{1,32}$/.test(code) ? code : undefined;
}
