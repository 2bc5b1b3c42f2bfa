import { coinDecimals, type Coin, type Fiat } from '../../src/core/currency';
import { Decimal, toFixedDown } from '../../src/core/money';
import type { DepositReview, PayBody, PayOrder, PaymentStatus } from '../../src/core/wallet/api';
import { COIN_CHAINS } from '../../src/core/wallet/chains';
import { orderReturnUrl, type OrderParamsKey } from '../../src/core/wallet/orderParams';
import { payAmountProblem } from '../../src/core/wallet/paySchema';
import type { Queryable } from '../db/pool';
import { ApiError, badRequest } from '../errors';
import type { PaymentProvider } from './payments/Provider';
import type { ReferenceCache } from '../reference/ReferenceCache';

/** Orders a player may open per hour: a bound on rows made by a script, far above what a buyer needs. */
export const ORDERS_PER_HOUR = 20;

/** An order row with the sums of the payments that pay it. */
export interface OrderRow {
  id: string;
  public_id: string;
  user_id: number;
  provider: string;
  coin: Coin;
  network: string;
  fiat: Fiat;
  fiat_amount: string;
  amount: string;
  status: PaymentStatus;
  pay_url: string;
  created_at: Date;
  updated_at: Date;
  paid: string;
  credited: string;
  confirmations: number;
  payments: number;
  review: DepositReview | null;
}

const ORDER_SELECT = `SELECT o.id, o.public_id, o.user_id, o.provider, o.coin, o.network, o.fiat, o.fiat_amount, o.amount, o.status,
       o.pay_url, o.created_at, GREATEST(o.updated_at, max(d.updated_at)) AS updated_at,
       COALESCE(sum(d.amount), 0) AS paid, COALESCE(sum(d.credited_amount), 0) AS credited,
       COALESCE(max(d.confirmations), 0)::int AS confirmations, count(d.id)::int AS payments,
       CASE WHEN bool_or(d.review = 'held') THEN 'held' WHEN bool_or(d.review = 'rejected') THEN 'rejected' END AS review
  FROM payment_orders o LEFT JOIN deposits d ON d.order_id = o.id`;

/** An order by its public id (of one player when userId is given), with its payments' sums; null when unknown. */
export async function findOrder(db: Queryable, publicId: string, userId: number | null): Promise<OrderRow | null> {
  if (!/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(publicId)) return null;
  const { rows } = await db.query<OrderRow>(
    `${ORDER_SELECT} WHERE o.public_id = $1 AND ($2::int IS NULL OR o.user_id = $2) GROUP BY o.id`,
    [publicId, userId],
  );
  return rows[0] ?? null;
}

/** The wire form of an order. */
export function payOrderData(row: OrderRow): PayOrder {
  const decimals = coinDecimals(row.coin);
  return {
    orderId: row.public_id,
    coin: row.coin,
    network: row.network,
    fiat: row.fiat,
    fiatAmount: toFixedDown(row.fiat_amount, 2),
    amount: toFixedDown(row.amount, decimals),
    status: row.status,
    payUrl: row.pay_url,
    paidAmount: toFixedDown(row.paid, decimals),
    creditedAmount: toFixedDown(row.credited, decimals),
    confirmations: row.confirmations,
    confirmationsNeeded: COIN_CHAINS[row.coin].confirmations,
    review: row.review,
    createdAt: row.created_at.getTime(),
    updatedAt: row.updated_at.getTime(),
  };
}

/** What opening an order needs besides the request. */
export interface OrderDeps {
  db: Queryable;
  refs: ReferenceCache;
  provider: PaymentProvider;
  returnAes: OrderParamsKey;
}

/**
 * Opens a buy-crypto order: the fiat amount is checked against the USD bounds, the coin amount quoted from the rates
 * (rounded down to the coin), the order stored, then opened with the provider, whose hosted page is the answer's payUrl.
 */
export async function openOrder(deps: OrderDeps, userId: number, body: PayBody, origin: string): Promise<PayOrder> {
  const refs = await deps.refs.get();
  if (refs.coinEnabled.get(body.coin) !== true) throw badRequest(`${body.coin} cannot be bought at the moment`);
  const coinUsd = refs.usdPrice(body.coin);
  const fiatPerUsd = refs.fiatRate(body.fiat);
  const problem = payAmountProblem(body.fiatAmount, body.fiat, fiatPerUsd);
  if (problem) throw badRequest(problem);
  const decimals = coinDecimals(body.coin);
  const amount = new Decimal(body.fiatAmount).div(fiatPerUsd).div(coinUsd).toDecimalPlaces(decimals, Decimal.ROUND_DOWN);
  if (amount.isZero()) throw badRequest(`fiatAmount buys less than the smallest ${body.coin} amount`);

  const { rows: recent } = await deps.db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM payment_orders WHERE user_id = $1 AND created_at > now() - interval '1 hour'`,
    [userId],
  );
  if (recent[0]!.n >= ORDERS_PER_HOUR) throw new ApiError(429, 'Too many orders in the last hour, please try again later');

  const network = COIN_CHAINS[body.coin].network;
  const { rows } = await deps.db.query<{ id: string; public_id: string }>(
    `INSERT INTO payment_orders (user_id, provider, coin, network, fiat, fiat_amount, amount) VALUES ($1, $2, $3, $4, $5, $6, $7)
     RETURNING id, public_id`,
    [userId, deps.provider.name, body.coin, network, body.fiat, body.fiatAmount, amount.toFixed()],
  );
  const { id, public_id: publicId } = rows[0]!;
  let created;
  try {
    created = await deps.provider.createOrder({
      orderId: publicId,
      coin: body.coin,
      network,
      fiat: body.fiat,
      fiatAmount: body.fiatAmount,
      amount: amount.toFixed(),
      origin,
      returnUrl: orderReturnUrl(origin, publicId, deps.returnAes),
    });
  } catch (error) {
    await deps.db.query(`UPDATE payment_orders SET status = 'failed', updated_at = now() WHERE id = $1`, [id]);
    const failure = new ApiError(500, 'The payment provider could not open the order, please try again');
    // The envelope handler logs a 500 with its cause; the player sees the message only.
    failure.cause = error;
    throw failure;
  }
  await deps.db.query('UPDATE payment_orders SET provider_order_id = $2, pay_url = $3, updated_at = now() WHERE id = $1', [
    id,
    created.providerOrderId,
    created.payUrl,
  ]);
  return payOrderData((await findOrder(deps.db, publicId, userId))!);
}
