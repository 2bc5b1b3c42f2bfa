import type pg from 'pg';
import type { Coin } from '../../src/core/currency';
import { coinDecimals } from '../../src/core/currency';
import type { NewsNotify } from '../../src/core/feeds';
import type { AmountChange } from '../../src/core/socket';
import type { DepositReview, PaymentStatus } from '../../src/core/wallet/api';
import { COIN_CHAINS } from '../../src/core/wallet/chains';
import type { Queryable } from '../db/pool';
import { withTx } from '../db/pool';
import { ApiError, badRequest } from '../errors';
import { creditDue } from './payments/transitions';
import { creditDeposit } from './deposits';
import { createNotification } from '../feeds/notifications';
import { coinText } from './withdrawals';

// The operator's side of deposits held for review (applyPaymentEvent holds them): approve credits what has arrived
// through the ledger exactly as a notification would have, reject records the refusal; neither happens twice, as each
// locks the payment's row (the one a notification locks too) and acts only while it is held.

/** A deposit as the operator sees it. */
export interface ReviewRow {
  id: string;
  user_id: number;
  user_name: string;
  coin: Coin;
  network: string;
  provider: string;
  provider_payment_id: string;
  order_public_id: string | null;
  address: string;
  tag: string | null;
  status: PaymentStatus;
  amount: string;
  credited_amount: string;
  confirmations: number;
  tx_hash: string | null;
  review: DepositReview | null;
  review_reason: string | null;
  created_at: Date;
  held_at: Date | null;
  reviewed_at: Date | null;
}

/** The columns of a ReviewRow, over `deposits d JOIN users u LEFT JOIN payment_orders po`. */
export const REVIEW_SELECT = `SELECT d.id::text AS id, d.user_id, u.user_name, d.coin, d.network, d.provider, d.provider_payment_id,
       po.public_id::text AS order_public_id, d.address, d.tag, d.status, d.amount, d.credited_amount, d.confirmations,
       d.tx_hash, d.review, d.review_reason, d.created_at, d.held_at, d.reviewed_at
  FROM deposits d JOIN users u ON u.id = d.user_id LEFT JOIN payment_orders po ON po.id = d.order_id`;

/** What a decision did: the deposit after it, the balance frames (type 3) and the player's notification (type 200). */
export interface DepositDecision {
  row: ReviewRow;
  changes: (AmountChange & { userId: number })[];
  news: NewsNotify;
}

/** The deposit locked for a decision; refused when unknown or not held (a decision is final). */
async function heldDeposit(db: Queryable, id: string): Promise<ReviewRow> {
  const { rows } = await db.query<ReviewRow>(`${REVIEW_SELECT} WHERE d.id = $1 FOR UPDATE OF d`, [id]);
  const row = rows[0];
  if (!row) throw new ApiError(404, `There is no deposit ${id}`);
  if (row.review === null) throw badRequest(`Deposit ${id} is not held for review`);
  if (row.review !== 'held') {
    throw badRequest(`Deposit ${id} was already ${row.review} at ${row.reviewed_at!.toISOString()}: a decision is final`);
  }
  return row;
}

/**
 * Approves a held deposit: what has arrived and counts as arrived, less what was credited, is credited through the
 * ledger with its 'Deposit credited' notification, as a notification under the threshold would have. Refused (nothing
 * changes) when it is not held, or when nothing of it can be credited (not confirmed yet, or failed: reject it then).
 */
export async function approveDeposit(pool: pg.Pool, id: string): Promise<DepositDecision> {
  return withTx(pool, async (client) => {
    const held = await heldDeposit(client, id);
    const chain = COIN_CHAINS[held.coin];
    const state = { status: held.status, paid: held.amount, confirmations: held.confirmations };
    const due = creditDue(state, held.credited_amount, {
      needed: chain.confirmations,
      minDeposit: chain.minDeposit,
      decimals: coinDecimals(held.coin),
    });
    if (due.isZero()) {
      throw badRequest(`Deposit ${id} has nothing to credit yet (status ${held.status}): approve it once it is confirmed, or reject it`);
    }
    await client.query(
      `UPDATE deposits SET credited_amount = credited_amount + $2, credited_at = COALESCE(credited_at, now()),
              review = 'approved', reviewed_at = now(), updated_at = now()
        WHERE id = $1`,
      [id, due.toFixed()],
    );
    const credit = await creditDeposit(client, {
      depositId: Number(id),
      userId: held.user_id,
      coin: held.coin,
      due,
      orderId: held.order_public_id,
      txHash: held.tx_hash,
    });
    const row = (await client.query<ReviewRow>(`${REVIEW_SELECT} WHERE d.id = $1`, [id])).rows[0]!;
    const changes = credit.applied.map(({ balanceAfter: _after, ...change }) => change);
    return { row, changes, news: credit.notice!.news };
  });
}

/** Rejects a held deposit for good: nothing of it is ever credited, and the player reads the reason. */
export async function rejectDeposit(pool: pg.Pool, id: string, reason: string): Promise<DepositDecision> {
  return withTx(pool, async (client) => {
    const held = await heldDeposit(client, id);
    await client.query(
      `UPDATE deposits SET review = 'rejected', review_reason = $2, reviewed_at = now(), updated_at = now() WHERE id = $1`,
      [id, reason],
    );
    const news = await createNotification(client, held.user_id, {
      kind: 'deposit',
      title: 'Deposit rejected',
      body: `Your deposit of ${coinText(held.amount, held.coin)} was rejected after review and will not be credited: ${reason}`,
      data: { depositId: Number(id), coin: held.coin, orderId: held.order_public_id, txHash: held.tx_hash, review: 'rejected', reason },
    });
    const row = (await client.query<ReviewRow>(`${REVIEW_SELECT} WHERE d.id = $1`, [id])).rows[0]!;
    return { row, changes: [], news };
  });
}
