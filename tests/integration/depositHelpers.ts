import type { FastifyInstance } from 'fastify';
import type pg from 'pg';
import type { Envelope } from '../../src/core/api';
import type { Coin } from '../../src/core/currency';
import type { PaymentStatus } from '../../src/core/wallet/api';
import { PAY_CURRENCIES, SIGNATURE_HEADER, signIpn } from '../../server/wallet/payments/ipn';
import { moneySnapshot } from './helpers';

/** The IPN secret the deposit tests configure. */
export const SECRET = 'integration-ipn-secret-0001';
/** The demo provider's webhook. */
export const HOOK = '/v1/hooks/payments/demo';
/** App environment of the deposit tests: a known secret, fast simulated steps. */
export const DEPOSIT_ENV = { PAYMENT_IPN_SECRET: SECRET, PAYMENT_DEMO_STEP_MS: '5' };

let seq = 0;
/** A fresh provider payment id. */
export const nextPaymentId = (): number => 7_000_000_000 + process.pid * 1000 + ++seq;

/** A notification body in the provider's shape. */
export function ipnBody(p: {
  paymentId: number;
  coin: Coin;
  address: string;
  tag?: string | null;
  status: PaymentStatus;
  paid: string;
  confirmations?: number;
  orderId?: string | null;
  txHash?: string | null;
}): Record<string, unknown> {
  return {
    payment_id: p.paymentId,
    payment_status: p.status,
    pay_address: p.address,
    payin_extra_id: p.tag ?? null,
    pay_amount: p.paid,
    actually_paid: p.paid,
    pay_currency: PAY_CURRENCIES[p.coin],
    order_id: p.orderId ?? null,
    confirmations: p.confirmations ?? 0,
    tx_hash: p.txHash === undefined ? 'ab'.repeat(32) : p.txHash,
    updated_at: '2026-11-20T10:00:00.000Z',
  };
}

/** Posts a notification to the webhook: signed with SECRET unless `sig` says otherwise (null: no header). */
export async function sendHook(
  app: FastifyInstance,
  body: unknown,
  opts: { sig?: string | null; raw?: string; contentType?: string } = {},
): Promise<{ status: number; body: Envelope<{ outcome: string; depositId: number | null }> }> {
  // contentType '' sends no Content-Type header at all.
  const headers: Record<string, string> = opts.contentType === '' ? {} : { 'content-type': opts.contentType ?? 'application/json' };
  const sig = opts.sig === undefined ? signIpn(SECRET, body) : opts.sig;
  if (sig !== null) headers[SIGNATURE_HEADER] = sig;
  const res = await app.inject({
    method: 'POST',
    url: HOOK,
    payload: opts.raw ?? JSON.stringify(body),
    headers,
    remoteAddress: '203.0.113.7',
  });
  return { status: res.statusCode, body: res.json() };
}

/** Money, deposits, orders and notifications: equal before and after a request that must change nothing. */
export async function walletSnapshot(db: pg.Pool): Promise<string> {
  const deposits = await db.query(
    'SELECT id, user_id, status, amount::text, credited_amount::text, confirmations, credited_at FROM deposits ORDER BY id',
  );
  const orders = await db.query('SELECT id, status, updated_at FROM payment_orders ORDER BY id');
  const notes = await db.query('SELECT count(*)::int AS n FROM notifications');
  return JSON.stringify({ money: await moneySnapshot(db), deposits: deposits.rows, orders: orders.rows, notes: notes.rows[0] });
}

/** The DEPOSIT balance of a coin of a user, as stored. */
export async function depositBalance(db: pg.Pool, userId: number, coin: Coin): Promise<string> {
  const { rows } = await db.query<{ amount: string }>(
    `SELECT amount::text FROM balances WHERE user_id = $1 AND coin = $2 AND kind = 'DEPOSIT'`,
    [userId, coin],
  );
  return rows[0]?.amount ?? '0';
}

/** Waits until `check` holds (polling every 20 ms), or fails after timeoutMs. */
export async function until(check: () => Promise<boolean>, what: string, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
