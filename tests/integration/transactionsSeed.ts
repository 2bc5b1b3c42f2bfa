import type pg from 'pg';
import type { Coin } from '../../src/core/currency';
import { Decimal } from '../../src/core/money';
import type { HistoryPage, PaymentStatus, WithdrawStatus } from '../../src/core/wallet/api';
import { COIN_CHAINS } from '../../src/core/wallet/chains';
import { withTx } from '../../server/db/pool';
import { applyMovements } from '../../server/money/moves';
import type { Client } from './helpers';

// Rows of the wallet written straight into the tables, with their ledger movements as the wallet's services write
// them (reason 'deposit' / 'withdraw' / 'withdraw_refund', ref '<kind>:<id>'), so the history can be read back.

let paymentSeq = 0;

/** A deposit of `amount`; credited in full when `status` is finished. With `order`, it pays a new buy-crypto order. */
export async function seedDeposit(
  db: pg.Pool,
  userId: number,
  coin: Coin,
  amount: string,
  opts: { status?: PaymentStatus; confirmations?: number; txHash?: string | null; order?: boolean } = {},
): Promise<{ id: number; orderId: string | null }> {
  const status = opts.status ?? 'finished';
  const credited = status === 'finished' ? amount : '0';
  return withTx(db, async (client) => {
    let order: { id: string; public_id: string } | undefined;
    if (opts.order) {
      const { rows } = await client.query<{ id: string; public_id: string }>(
        `INSERT INTO payment_orders (user_id, provider, coin, network, fiat, fiat_amount, amount, status)
         VALUES ($1, 'test', $2, $3, 'USD', 100, $4, $5) RETURNING id, public_id::text`,
        [userId, coin, COIN_CHAINS[coin].network, amount, status],
      );
      order = rows[0]!;
    }
    paymentSeq += 1;
    const { rows } = await client.query<{ id: string }>(
      `INSERT INTO deposits (user_id, coin, network, provider, provider_payment_id, order_id, address, amount, credited_amount,
                             status, confirmations, tx_hash, credited_at)
       VALUES ($1, $2, $3, 'test', $4, $5, 'addr-' || $1::int, $6, $7, $8, $9, $10, CASE WHEN $7::numeric > 0 THEN now() END)
       RETURNING id`,
      [
        userId,
        coin,
        COIN_CHAINS[coin].network,
        `pay-${process.pid}-${paymentSeq}`,
        order?.id ?? null,
        amount,
        credited,
        status,
        opts.confirmations ?? (status === 'finished' ? COIN_CHAINS[coin].confirmations : 0),
        opts.txHash === undefined ? `0xhash${paymentSeq}` : opts.txHash,
      ],
    );
    const id = Number(rows[0]!.id);
    if (credited !== '0')
      await applyMovements(client, [
        { userId, coin, kind: 'DEPOSIT', delta: new Decimal(credited), reason: 'deposit', product: 'wallet', ref: `deposit:${id}` },
      ]);
    return { id, orderId: order?.public_id ?? null };
  });
}

/** A withdrawal debited from the balance, then left pending, approved (with a txid) or rejected (refunded). */
export async function seedWithdrawal(
  db: pg.Pool,
  userId: number,
  coin: Coin,
  amount: string,
  status: WithdrawStatus = 'pending',
): Promise<{ id: number }> {
  const fee = COIN_CHAINS[coin].withdrawFee;
  return withTx(db, async (client) => {
    const { rows } = await client.query<{ id: string }>(
      `INSERT INTO withdrawals (user_id, coin, network, address, amount, fee, usd_value, status, txid, reason, decided_at)
       VALUES ($1, $2, $3, '0x1111222233334444555566667777888899990000', $4, $5, 0, $6, $7, $8, CASE WHEN $6 <> 'pending' THEN now() END)
       RETURNING id`,
      [
        userId,
        coin,
        COIN_CHAINS[coin].network,
        amount,
        fee,
        status,
        status === 'approved' ? `0xpaid${amount}` : null,
        status === 'rejected' ? 'Address failed the checks' : null,
      ],
    );
    const id = Number(rows[0]!.id);
    const total = new Decimal(amount).plus(fee);
    await applyMovements(client, [
      { userId, coin, kind: 'DEPOSIT', delta: total.neg(), reason: 'withdraw', product: 'wallet', ref: `withdraw:${id}` },
    ]);
    if (status === 'rejected')
      await applyMovements(client, [
        { userId, coin, kind: 'DEPOSIT', delta: total, reason: 'withdraw_refund', product: 'wallet', ref: `withdraw:${id}` },
      ]);
    return { id };
  });
}

/** Every page of a history call, following `next` (at most 100 pages); the query as a query string without cursor. */
export async function allPages<T>(client: Client, path: string, query: string): Promise<T[][]> {
  const pages: T[][] = [];
  let cursor: string | null = null;
  do {
    const url: string = `${path}?${query}${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`;
    const res = await client.get<HistoryPage<T>>(url);
    if (res.body.code !== 200) throw new Error(`${url}: ${res.body.code} ${res.body.msg}`);
    pages.push(res.body.data!.list);
    cursor = res.body.data!.next;
  } while (cursor !== null && pages.length < 100);
  return pages;
}
