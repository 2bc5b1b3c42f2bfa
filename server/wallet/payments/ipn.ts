import { createHmac, timingSafeEqual } from 'node:crypto';
import { z } from '../../../src/core/zod';
import { COIN_CODES, type Coin } from '../../../src/core/currency';
import { DECIMAL_STRING } from '../../../src/core/money';
import { describeZodError } from '../../../src/core/schemas';
import { PAYMENT_STATUSES, type PaymentStatus } from '../../../src/core/wallet/api';
import { badRequest } from '../../errors';
import type { PaymentEvent } from './Provider';

// Instant payment notifications in the shape NOWPayments sends them: a JSON body signed with HMAC-SHA512 (hex, header
// x-nowpayments-sig) over the body re-serialised with its keys sorted recursively, keyed by the merchant's IPN secret.
// Two departures, both ours to choose as we send the demo's notifications: amounts are decimal strings (never JSON
// numbers, which would pass through floats), and `confirmations` and `tx_hash` say where the transaction stands.

/** The header carrying the notification's signature. */
export const SIGNATURE_HEADER = 'x-nowpayments-sig';

/** The provider's currency code of each coin on the network the site uses for it (chains.ts). */
export const PAY_CURRENCIES: Record<Coin, string> = {
  USDT: 'usdterc20',
  BTC: 'btc',
  ETH: 'eth',
  XRP: 'xrp',
  DOGE: 'doge',
  TRX: 'trx',
  BNB: 'bnbbsc',
  SOL: 'sol',
};

const COIN_OF = new Map(COIN_CODES.map((coin) => [PAY_CURRENCIES[coin], coin]));

/** Keys a body may never carry: they reach prototypes in naive code (ours copies fields one by one anyway). */
const FORBIDDEN_KEYS = new Set(['__proto__', 'constructor', 'prototype']);
const MAX_DEPTH = 8;

/** A copy of a JSON value with every object's keys sorted, as the provider's reference code sorts them. */
function sorted(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(sorted);
  if (value === null || typeof value !== 'object') return value;
  // A prototype-less object: a key named __proto__ stays a plain key.
  const out = Object.create(null) as Record<string, unknown>;
  for (const key of Object.keys(value).sort()) out[key] = sorted((value as Record<string, unknown>)[key]);
  return out;
}

/** The text the signature covers: JSON.stringify of the body with its keys sorted recursively. */
export function canonicalJson(body: unknown): string {
  return JSON.stringify(sorted(body));
}

/** The hex HMAC-SHA512 of a body under the IPN secret. */
export function signIpn(secret: string, body: unknown): string {
  return createHmac('sha512', secret).update(canonicalJson(body), 'utf8').digest('hex');
}

/** Parses a notification body strictly: a JSON object, no forbidden keys, not deeper than 8 levels. */
export function parseIpnJson(raw: Buffer): Record<string, unknown> {
  let value: unknown;
  try {
    value = JSON.parse(raw.toString('utf8'));
  } catch {
    throw badRequest('Request body is not valid JSON');
  }
  if (value === null || typeof value !== 'object' || Array.isArray(value)) throw badRequest('Request body must be a JSON object');
  const walk = (v: unknown, depth: number): void => {
    if (v === null || typeof v !== 'object') return;
    if (depth > MAX_DEPTH) throw badRequest('Request body is nested too deeply');
    for (const key of Object.keys(v)) {
      if (FORBIDDEN_KEYS.has(key)) throw badRequest(`Request body must not contain the key ${key}`);
      walk((v as Record<string, unknown>)[key], depth + 1);
    }
  };
  walk(value, 1);
  return value as Record<string, unknown>;
}

/** True when the signature header is the HMAC-SHA512 of this body under the secret (compared in constant time). */
export function verifyIpn(secret: string, raw: Buffer, header: string | string[] | undefined): boolean {
  if (typeof header !== 'string' || !/^[0-9a-fA-F]{128}$/.test(header)) return false;
  let body: unknown;
  try {
    body = parseIpnJson(raw);
  } catch {
    return false;
  }
  return timingSafeEqual(Buffer.from(header.toLowerCase(), 'hex'), Buffer.from(signIpn(secret, body), 'hex'));
}

const decimal = (field: string) =>
  z
    .string({ error: `${field} must be a decimal string such as "1.25"` })
    .regex(DECIMAL_STRING, { error: `${field} must be a plain non-negative decimal such as "1.25"` });

// The provider's statuses beyond ours: 'sending' (arrived, being forwarded to the merchant) reads as confirmed,
// 'refunded' as failed.
const STATUS_ALIASES: Record<string, PaymentStatus> = { sending: 'confirmed', refunded: 'failed' };
const STATUS_NAMES = [...PAYMENT_STATUSES, ...Object.keys(STATUS_ALIASES)];

/** The fields of a notification we read; the provider's other fields are let through unread. */
export const ipnSchema = z.object({
  payment_id: z.union([z.string().regex(/^[A-Za-z0-9_-]{1,64}$/), z.int().min(0).max(Number.MAX_SAFE_INTEGER)], {
    error: 'payment_id must be a whole number or an id of up to 64 letters and digits',
  }),
  payment_status: z
    .string({ error: 'payment_status must be a string' })
    .refine((s) => STATUS_NAMES.includes(s), { error: `payment_status must be one of ${STATUS_NAMES.join(', ')}` }),
  pay_address: z
    .string({ error: 'pay_address must be a string' })
    .regex(/^[A-Za-z0-9:._-]{8,128}$/, { error: 'pay_address must be 8-128 letters and digits' }),
  payin_extra_id: z
    .string({ error: 'payin_extra_id must be a string or null' })
    .regex(/^[\x21-\x7e]{1,64}$/, { error: 'payin_extra_id must be 1-64 printable characters' })
    .nullable()
    .optional(),
  pay_currency: z
    .string({ error: 'pay_currency must be a string' })
    .refine((c) => COIN_OF.has(c), { error: `pay_currency must be one of ${[...COIN_OF.keys()].join(', ')}` }),
  actually_paid: decimal('actually_paid'),
  pay_amount: decimal('pay_amount').optional(),
  order_id: z
    .string({ error: 'order_id must be a string or null' })
    .max(64, { error: 'order_id must be at most 64 characters' })
    .nullable()
    .optional(),
  confirmations: z
    .int({ error: 'confirmations must be a whole number' })
    .min(0, { error: 'confirmations must not be negative' })
    .max(1_000_000, { error: 'confirmations must be at most 1000000' })
    .nullable()
    .optional(),
  tx_hash: z
    .string({ error: 'tx_hash must be a string or null' })
    .regex(/^[A-Za-z0-9]{8,128}$/, { error: 'tx_hash must be 8-128 letters and digits' })
    .nullable()
    .optional(),
});

/** The body of a notification as the provider sends it (the fields we read and the ones the demo adds). */
export type IpnPayload = z.input<typeof ipnSchema> & Record<string, unknown>;

/** A notification body as a PaymentEvent; a malformed one is a 400 naming the field. */
export function ipnEvent(body: unknown): PaymentEvent {
  const result = ipnSchema.safeParse(body);
  if (!result.success) throw badRequest(describeZodError(result.error));
  const b = result.data;
  return {
    paymentId: String(b.payment_id),
    status: STATUS_ALIASES[b.payment_status] ?? (b.payment_status as PaymentStatus),
    coin: COIN_OF.get(b.pay_currency)!,
    address: b.pay_address,
    tag: b.payin_extra_id ?? null,
    paid: b.actually_paid,
    orderId: b.order_id ?? null,
    confirmations: b.confirmations ?? null,
    txHash: b.tx_hash ?? null,
  };
}
