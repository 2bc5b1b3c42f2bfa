import type pg from 'pg';
import { coinDecimals, type Coin } from '../../src/core/currency';
import type { NewsNotify } from '../../src/core/feeds';
import { Decimal, toFixedDown, trimZeros } from '../../src/core/money';
import type { DepositAddress, DepositReview, PaymentStatus } from '../../src/core/wallet/api';
import { COIN_CHAINS } from '../../src/core/wallet/chains';
import type { Queryable } from '../db/pool';
import { withTx } from '../db/pool';
import { ApiError } from '../errors';
import type { PaymentEvent } from './payments/Provider';
import { creditDue, reviewStep, statusAdvances, transition } from './payments/transitions';
import { deriveDepositAddress, type WalletKeys } from './derive';
import { welcomeOfferFor } from '../promotions/depositMatch';
import { applyMovements, type AppliedMovement } from '../money/moves';
import { createNotification } from '../feeds/notifications';

/** What became of a notification (payment_webhooks.outcome). */
export type WebhookOutcome =
  | 'credited'
  | 'recorded'
  | 'held'
  | 'rejected'
  | 'ignored_older'
  | 'ignored_final'
  | 'unknown_address'
  | 'unknown_order'
  | 'mismatch'
  | 'replay'
  | 'bad_signature'
  | 'malformed';

/** The result of applying a notification, with what to push once it committed. */
export interface WebhookResult {
  outcome: WebhookOutcome;
  depositId: number | null;
  /** The credit's balance movement (type 3 after commit); empty when nothing was credited. */
  applied: AppliedMovement[];
  /** The player's notification of a credit or of a hold for review (type 200 after commit). */
  notice: { userId: number; news: NewsNotify } | null;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The player's deposit address for a coin: the stored row, or one derived watch-only (index = user id) and stored on
 * first request. Concurrent first requests derive the same address and the primary key keeps one row; an address that
 * another player already has (a derivation collision) fails loudly instead of routing deposits to the wrong player.
 */
export async function ensureDepositAddress(
  db: Queryable,
  keys: WalletKeys,
  userId: number,
  coin: Coin,
): Promise<{ address: string; tag: string | null }> {
  const select = () =>
    db.query<{ address: string; tag: string | null }>('SELECT address, tag FROM deposit_addresses WHERE user_id = $1 AND coin = $2', [
      userId,
      coin,
    ]);
  const found = (await select()).rows[0];
  if (found) return found;
  const derived = deriveDepositAddress(keys, coin, userId);
  await db.query(
    `INSERT INTO deposit_addresses (user_id, coin, address, tag) VALUES ($1, $2, $3, $4) ON CONFLICT (user_id, coin) DO NOTHING`,
    [userId, coin, derived.address, derived.tag],
  );
  const row = (await select()).rows[0];
  if (!row) throw new ApiError(500, 'The deposit address could not be assigned, please try again');
  return row;
}

/** GET /api/wallet/deposit answer for an address row. */
export function depositAddressData(coin: Coin, row: { address: string; tag: string | null }, simulate: boolean): DepositAddress {
  const chain = COIN_CHAINS[coin];
  return {
    coin,
    network: chain.network,
    networkLabel: chain.networkLabel,
    address: row.address,
    tag: row.tag,
    tagLabel: chain.tagLabel,
    minDeposit: chain.minDeposit,
    confirmations: chain.confirmations,
    simulate,
  };
}

/** The player a payment belongs to: its order's owner, or the owner of the address (and tag) it was sent to. */
type Owner =
  { userId: number; orderId: string | null; publicId: string | null } | { outcome: 'unknown_address' | 'unknown_order' | 'mismatch' };

async function ownerOf(client: pg.PoolClient, provider: string, e: PaymentEvent): Promise<Owner> {
  if (e.orderId !== null) {
    if (!UUID.test(e.orderId)) return { outcome: 'unknown_order' };
    const { rows } = await client.query<{ id: string; user_id: number; coin: Coin; public_id: string }>(
      'SELECT id, user_id, coin, public_id FROM payment_orders WHERE public_id = $1 AND provider = $2',
      [e.orderId, provider],
    );
    const order = rows[0];
    if (!order) return { outcome: 'unknown_order' };
    if (order.coin !== e.coin) return { outcome: 'mismatch' };
    return { userId: order.user_id, orderId: order.id, publicId: order.public_id };
  }
  const { rows } = await client.query<{ user_id: number }>(
    `SELECT user_id FROM deposit_addresses WHERE coin = $1 AND address = $2 AND COALESCE(tag, '') = COALESCE($3, '')`,
    [e.coin, e.address, e.tag],
  );
  if (!rows[0]) return { outcome: 'unknown_address' };
  return { userId: rows[0].user_id, orderId: null, publicId: null };
}

interface DepositRow {
  id: string;
  user_id: number;
  coin: Coin;
  order_id: string | null;
  address: string;
  tag: string | null;
  status: PaymentStatus;
  amount: string;
  credited_amount: string;
  confirmations: number;
  review: DepositReview | null;
}

/**
 * Applies one verified notification in one transaction. The notification's body is recorded first: an identical body
 * (a replay, or the same one sent twenty times at once) waits on the unique index for the first and is then recorded
 * as a replay. The payment's row is then locked, so notifications of one payment apply one after another; a status
 * older in the lifecycle, or any change to a final one, is ignored; a credit is the difference between what arrived
 * and what was credited, once the funds count as arrived (transitions.ts), through the ledger with its notification.
 * A credit that would take the payment's total above the coin's review threshold (`reviewAbove`) is held for an
 * operator instead (the player is told it is under review); a held or rejected payment is never credited here.
 */
export async function applyPaymentEvent(
  pool: pg.Pool,
  provider: string,
  e: PaymentEvent,
  audit: { bodySha256: string; ip: string },
  reviewAbove: Readonly<Record<Coin, string>>,
): Promise<WebhookResult> {
  return withTx(pool, async (client): Promise<WebhookResult> => {
    const hook = await client.query<{ id: string }>(
      `INSERT INTO payment_webhooks (provider, body_sha256, outcome, payment_id, status, ip) VALUES ($1, $2, 'processing', $3, $4, $5)
       ON CONFLICT (provider, body_sha256) WHERE outcome NOT IN ('replay', 'bad_signature', 'malformed') DO NOTHING RETURNING id`,
      [provider, audit.bodySha256, e.paymentId, e.status, audit.ip],
    );
    const none = { depositId: null, applied: [], notice: null };
    if (!hook.rows[0]) {
      await client.query(
        `INSERT INTO payment_webhooks (provider, body_sha256, outcome, payment_id, status, ip) VALUES ($1, $2, 'replay', $3, $4, $5)`,
        [provider, audit.bodySha256, e.paymentId, e.status, audit.ip],
      );
      return { outcome: 'replay', ...none };
    }
    const hookId = hook.rows[0].id;
    const done = async (result: WebhookResult): Promise<WebhookResult> => {
      await client.query('UPDATE payment_webhooks SET outcome = $2, deposit_id = $3 WHERE id = $1', [
        hookId,
        result.outcome,
        result.depositId,
      ]);
      return result;
    };

    const owner = await ownerOf(client, provider, e);
    if ('outcome' in owner) return done({ outcome: owner.outcome, ...none });
    const chain = COIN_CHAINS[e.coin];
    await client.query(
      `INSERT INTO deposits (user_id, coin, network, provider, provider_payment_id, order_id, address, tag)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8) ON CONFLICT (provider, provider_payment_id) DO NOTHING`,
      [owner.userId, e.coin, chain.network, provider, e.paymentId, owner.orderId, e.address, e.tag],
    );
    const { rows } = await client.query<DepositRow>(
      `SELECT id, user_id, coin, order_id, address, tag, status, amount, credited_amount, confirmations, review FROM deposits
        WHERE provider = $1 AND provider_payment_id = $2 FOR UPDATE`,
      [provider, e.paymentId],
    );
    const row = rows[0]!;
    const depositId = Number(row.id);
    // A payment id is the provider's for one payment: the same id with another player, coin or order is not ours to move.
    const same = row.user_id === owner.userId && row.coin === e.coin && row.order_id === owner.orderId;
    if (!same || (owner.orderId === null && (row.address !== e.address || row.tag !== e.tag))) {
      return done({ outcome: 'mismatch', ...none, depositId });
    }
    const step = transition({ status: row.status, paid: row.amount, confirmations: row.confirmations }, e);
    if (!step.apply) return done({ outcome: step.reason === 'final' ? 'ignored_final' : 'ignored_older', ...none, depositId });

    const decimals = coinDecimals(e.coin);
    const creditable = creditDue(step.next, row.credited_amount, { needed: chain.confirmations, minDeposit: chain.minDeposit, decimals });
    const review = creditable.isZero() ? 'credit' : reviewStep(row.review, creditable.plus(row.credited_amount), reviewAbove[e.coin]);
    const due = review === 'credit' ? creditable : new Decimal(0);
    await client.query(
      `UPDATE deposits SET status = $2, amount = $3, confirmations = $4, tx_hash = COALESCE($5, tx_hash),
              credited_amount = credited_amount + $6,
              credited_at = CASE WHEN $6::numeric > 0 THEN COALESCE(credited_at, now()) ELSE credited_at END, updated_at = now(),
              review = CASE WHEN $7 THEN 'held' ELSE review END, held_at = CASE WHEN $7 THEN now() ELSE held_at END,
              reviewed_at = CASE WHEN $7 THEN NULL ELSE reviewed_at END
        WHERE id = $1`,
      [depositId, step.next.status, step.next.paid, step.next.confirmations, e.txHash, due.toFixed(), review === 'hold'],
    );
    if (owner.orderId !== null) {
      const order = await client.query<{ status: PaymentStatus }>('SELECT status FROM payment_orders WHERE id = $1 FOR UPDATE', [
        owner.orderId,
      ]);
      if (statusAdvances(order.rows[0]!.status, step.next.status)) {
        await client.query('UPDATE payment_orders SET status = $2, updated_at = now() WHERE id = $1', [owner.orderId, step.next.status]);
      }
    }
    if (review === 'held' || review === 'rejected') return done({ outcome: review, ...none, depositId });
    if (review === 'hold') {
      const shown = trimZeros(toFixedDown(creditable, decimals));
      // In the hold's transaction: the player hears of it exactly once, when it is held.
      const news = await createNotification(client, owner.userId, {
        kind: 'deposit',
        title: 'Deposit under review',
        body: `${shown} ${e.coin} arrived on ${chain.networkLabel} and is under review: it will be credited once our team has checked it`,
        data: { depositId, coin: e.coin, amount: shown, orderId: owner.publicId, txHash: e.txHash, review: 'held' },
      });
      return done({ outcome: 'held', ...none, depositId, notice: { userId: owner.userId, news } });
    }
    if (due.isZero()) return done({ outcome: 'recorded', ...none, depositId });

    const credit = await creditDeposit(client, {
      depositId,
      userId: owner.userId,
      coin: e.coin,
      due,
      orderId: owner.publicId,
      txHash: e.txHash,
    });
    return done({ outcome: 'credited', depositId, ...credit });
  });
}

/**
 * Credits `due` of a deposit to the player's DEPOSIT balance through the ledger ('deposit', ref 'deposit:<id>') with
 * its 'Deposit credited' notification, in the caller's transaction (which has already added `due` to the deposit's
 * credited_amount): the notice exists exactly when the credit does. Both are pushed after commit by the caller.
 */
export async function creditDeposit(
  client: pg.PoolClient,
  c: { depositId: number; userId: number; coin: Coin; due: Decimal; orderId: string | null; txHash: string | null },
): Promise<Pick<WebhookResult, 'applied' | 'notice'>> {
  const applied = await applyMovements(client, [
    { userId: c.userId, coin: c.coin, kind: 'DEPOSIT', delta: c.due, reason: 'deposit', product: 'wallet', ref: `deposit:${c.depositId}` },
  ]);
  // A deposit over one of the player's deposit limits is credited (crypto cannot be refused on chain) and flagged; the
  // address screen then refuses further deposits until the limit's window resets.
  const { rows: flagged } = await client.query<{ over: boolean; excluded: boolean }>(
    `UPDATE deposits SET over_limit = EXISTS (SELECT 1 FROM player_limits l WHERE l.user_id = $2 AND l.kind = 'deposit' AND l.used > l.amount)
      WHERE id = $1 RETURNING over_limit AS over, protection_refusal($2, 'promotions') IS NOT NULL AS excluded`,
    [c.depositId, c.userId],
  );
  const shown = trimZeros(toFixedDown(c.due, coinDecimals(c.coin)));
  // The player's first deposit while a welcome offer runs: the notice says a bonus waits to be claimed (never to a
  // player on a break: marketing is suppressed).
  const offer = flagged[0]?.excluded ? null : await welcomeOfferFor(client, c.userId, c.depositId, c.due);
  const news = await createNotification(client, c.userId, {
    kind: 'deposit',
    title: 'Deposit credited',
    body:
      `${shown} ${c.coin} arrived on ${COIN_CHAINS[c.coin].networkLabel} and was credited to your balance` +
      (flagged[0]?.over ? '. It went over your deposit limit: further deposits open when the limit resets' : '') +
      (offer ? `. It qualifies for the "${offer}" offer: claim your bonus on the Promotions page.` : ''),
    data: {
      depositId: c.depositId,
      coin: c.coin,
      amount: shown,
      orderId: c.orderId,
      txHash: c.txHash,
      ...(offer ? { link: '/promotions/details/bonus' } : {}),
    },
  });
  return { applied, notice: { userId: c.userId, news } };
}

/** Records a refused notification (bad signature, malformed) for audit. */
export async function recordRefusedWebhook(
  db: Queryable,
  provider: string,
  outcome: WebhookOutcome,
  bodySha256: string,
  ip: string,
): Promise<void> {
  await db.query('INSERT INTO payment_webhooks (provider, body_sha256, outcome, ip) VALUES ($1, $2, $3, $4)', [
    provider,
    bodySha256,
    outcome,
    ip,
  ]);
}

/** The IPN secret of demo mode: a random one made once per database, so every server process agrees on it. */
export async function demoIpnSecret(db: Queryable, fresh: string): Promise<string> {
  await db.query(`INSERT INTO server_keys (name, value) VALUES ('payment_ipn', $1) ON CONFLICT (name) DO NOTHING`, [fresh]);
  const { rows } = await db.query<{ value: string }>(`SELECT value FROM server_keys WHERE name = 'payment_ipn'`);
  return rows[0]!.value;
}

/** A payment's figures for the demo pages: its row, or null. */
export async function findPayment(db: Queryable, provider: string, paymentId: string) {
  const { rows } = await db.query<DepositRow & { tx_hash: string | null }>(
    `SELECT id, user_id, coin, order_id, address, tag, status, amount, credited_amount, confirmations, tx_hash FROM deposits
      WHERE provider = $1 AND provider_payment_id = $2`,
    [provider, paymentId],
  );
  return rows[0] ?? null;
}
