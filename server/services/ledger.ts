import type pg from 'pg';
import { BALANCE_TYPES, COINS, coinDecimals, type BalanceType, type Coin } from '../../src/core/currency';
import { Decimal, toFixedDown } from '../../src/core/money';
import type { AmountChange } from '../../src/core/socket';
import { badRequest } from '../errors';

/** One balance movement to apply: a positive delta credits, a negative one debits. */
export interface Movement {
  userId: number;
  coin: Coin;
  kind: BalanceType;
  delta: Decimal;
  reason: string;
  ref?: string;
  idempotencyKey?: string;
}

/** A movement once applied, ready to push (type 3) after commit. */
export type AppliedMovement = AmountChange & { userId: number; ledgerId: number; balanceAfter: string };

/** Creates the zero balance rows of a new user (every coin, both kinds). */
export async function openBalances(client: pg.PoolClient, userId: number): Promise<void> {
  const coins = COINS.flatMap((c) => BALANCE_TYPES.map((kind) => [c.coin, kind] as const));
  await client.query(
    `INSERT INTO balances (user_id, coin, kind)
     SELECT $1, c, k FROM unnest($2::text[], $3::text[]) AS t(c, k) ON CONFLICT DO NOTHING`,
    [userId, coins.map(([c]) => c), coins.map(([, k]) => k)],
  );
}

/**
 * Applies movements inside the caller's transaction. Rows are touched in (user, coin, kind) order so two
 * transactions never wait on each other crosswise; a debit is one conditional UPDATE, so a balance can't go
 * below zero whatever runs concurrently. Throws "Insufficient balance" (400) when a debit doesn't fit.
 */
export async function applyMovements(client: pg.PoolClient, movements: readonly Movement[]): Promise<AppliedMovement[]> {
  const ordered = [...movements].sort((a, b) => a.userId - b.userId || cmp(a.coin, b.coin) || cmp(a.kind, b.kind));
  const applied: AppliedMovement[] = [];
  for (const m of ordered) {
    if (m.delta.isZero()) continue;
    const amount = m.delta.abs().toFixed();
    const { rows } = m.delta.isNegative()
      ? await client.query<{ amount: string }>(
          `UPDATE balances SET amount = amount - $4, updated_at = now()
            WHERE user_id = $1 AND coin = $2 AND kind = $3 AND amount >= $4 RETURNING amount`,
          [m.userId, m.coin, m.kind, amount],
        )
      : await client.query<{ amount: string }>(
          `INSERT INTO balances (user_id, coin, kind, amount) VALUES ($1, $2, $3, $4)
           ON CONFLICT (user_id, coin, kind) DO UPDATE SET amount = balances.amount + EXCLUDED.amount, updated_at = now()
           RETURNING amount`,
          [m.userId, m.coin, m.kind, amount],
        );
    const balanceAfter = rows[0]?.amount;
    if (balanceAfter === undefined) throw badRequest('Insufficient balance');
    const ledger = await client.query<{ id: string }>(
      `INSERT INTO ledger (user_id, coin, kind, delta, balance_after, reason, ref, idempotency_key)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING id`,
      [m.userId, m.coin, m.kind, m.delta.toFixed(), balanceAfter, m.reason, m.ref ?? null, m.idempotencyKey ?? null],
    );
    const decimals = coinDecimals(m.coin);
    applied.push({
      userId: m.userId,
      ledgerId: Number(ledger.rows[0]!.id),
      coin: m.coin,
      balanceType: m.kind,
      amount: toFixedDown(balanceAfter, decimals),
      delta: m.delta.toFixed(decimals),
      reason: m.reason,
      balanceAfter,
    });
  }
  return applied;
}

// Code-unit order, the same in every process whatever its locale.
function cmp(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}
