import type pg from 'pg';
import { BALANCE_TYPES, COINS, coinDecimals, type BalanceType, type Coin } from '../../src/core/currency';
import { Decimal, toFixedDown } from '../../src/core/money';
import type { AmountChange } from '../../src/core/socket';
import { CODE } from '../../src/core/api';
import { ApiError, badRequest } from '../errors';

/**
 * What a movement belongs to (a `products` row): house games, and later third-party games and sports, are wagers;
 * the wallet (deposits, withdrawals, demo credits), social moves (tips, rain), VIP rewards and bonus money are not.
 */
export type Product = 'originals' | 'slots' | 'live' | 'sports' | 'wallet' | 'social' | 'vip' | 'promotions';

/** One balance movement to apply: a positive delta credits, a negative one debits. */
export interface Movement {
  userId: number;
  coin: Coin;
  kind: BalanceType;
  delta: Decimal;
  reason: string;
  product: Product;
  /** The game whose stake or payout this is. */
  game?: string;
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
 * The call of the database's one money statement, `move_money` (migration 025): a conditional debit and/or a credit of
 * one balance row and its ledger rows. Every balance change of the server goes through it: statements that move money
 * as part of a bigger write (a bet, a crash cash-out, a mines game) call it by these named parameters in SQL; code that
 * moves money on its own calls applyMovements. Its answer: balance (after both sides), debit_id, credit_id (ledger rows,
 * null for a side that is 0).
 */
export const MOVE_MONEY = 'move_money';

/**
 * Applies movements inside the caller's transaction. Rows are touched in (user, coin, kind) order so two
 * transactions never wait on each other crosswise; a debit applies only while the balance covers it, whatever runs
 * concurrently. Throws "Insufficient balance" (400) when a debit doesn't fit.
 */
export async function applyMovements(client: pg.PoolClient, movements: readonly Movement[]): Promise<AppliedMovement[]> {
  const ordered = [...movements].sort((a, b) => a.userId - b.userId || cmp(a.coin, b.coin) || cmp(a.kind, b.kind));
  const applied: AppliedMovement[] = [];
  for (const m of ordered) {
    if (m.delta.isZero()) continue;
    const debit = m.delta.isNegative();
    const row = await move(client, m, debit).catch((error: unknown) => {
      throw stakeRefusal(error) ?? error;
    });
    const decimals = coinDecimals(m.coin);
    applied.push({
      userId: m.userId,
      ledgerId: Number(debit ? row.debit_id : row.credit_id),
      coin: m.coin,
      balanceType: m.kind,
      amount: toFixedDown(row.balance, decimals),
      delta: m.delta.toFixed(decimals),
      reason: m.reason,
      balanceAfter: row.balance,
    });
  }
  return applied;
}

/** Constraint the money statement names when a debit does not fit the balance. */
export const OVERDRAW_CONSTRAINT = 'ledger_balance_after_check';

/** Whether a database error is a debit that did not fit its balance. */
export function isOverdraw(error: unknown): boolean {
  return (error as { constraint?: string } | null)?.constraint === OVERDRAW_CONSTRAINT;
}

/** The refusals of an open bonus's rules (migration 030): a stake over its max bet, bonus money off its games. */
const BONUS_RULE_CONSTRAINTS: ReadonlySet<string> = new Set(['bonus_max_bet', 'bonus_games']);

/**
 * A debit the player's protection refuses (migration 038): `blocked` by a time-out, self-exclusion or an operator's
 * lock, or over one of the player's `limit`s. Its message says which, and until when.
 */
export class ProtectionRefusal extends ApiError {
  constructor(
    readonly kind: 'blocked' | 'limit',
    message: string,
  ) {
    super(CODE.BAD_REQUEST, message);
  }
}

const PROTECTION_CONSTRAINTS: Readonly<Record<string, ProtectionRefusal['kind']>> = { player_blocked: 'blocked', player_limit: 'limit' };

/**
 * The player's answer to a money statement that refused a debit: an overdraw, a stake an open bonus's rules refuse
 * (its message names the rule), or a move the player's protection refuses; null for any other error.
 */
export function stakeRefusal(error: unknown): ApiError | null {
  if (isOverdraw(error)) return badRequest('Insufficient balance');
  const e = error as { constraint?: string; message?: string } | null;
  if (e?.constraint && BONUS_RULE_CONSTRAINTS.has(e.constraint)) return badRequest(e.message ?? 'Refused by your bonus rules');
  const protection = e?.constraint ? PROTECTION_CONSTRAINTS[e.constraint] : undefined;
  if (protection) return new ProtectionRefusal(protection, e?.message ?? 'Refused by your account protection');
  return null;
}

interface Moved {
  balance: string;
  debit_id: string | null;
  credit_id: string | null;
}

async function move(client: pg.PoolClient, m: Movement, debit: boolean): Promise<Moved> {
  const { rows } = await client.query<Moved>({
    name: 'move-money',
    text: `SELECT balance, debit_id, credit_id FROM ${MOVE_MONEY}(p_user => $1, p_coin => $2, p_kind => $3, p_product => $4,
             p_debit => $5, p_credit => $6, p_debit_reason => $7, p_credit_reason => $7, p_game => $8, p_ref => $9, p_key => $10)`,
    values: [
      m.userId,
      m.coin,
      m.kind,
      m.product,
      debit ? m.delta.abs().toFixed() : '0',
      debit ? '0' : m.delta.toFixed(),
      m.reason,
      m.game ?? null,
      m.ref ?? null,
      m.idempotencyKey ?? null,
    ],
  });
  return rows[0]!;
}

// Code-unit order, the same in every process whatever its locale.
function cmp(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}
