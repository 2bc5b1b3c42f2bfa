import type { Queryable } from '../db/pool';
import type { Product } from './moves';

/** A calendar period in UTC: the day, ISO week (from Monday) or month that holds the given moment. */
export type WagerPeriod = 'day' | 'week' | 'month';

/** A player's wagers of one product over a period. Decimal strings. */
export interface WagerSum {
  product: Product;
  /** How many stakes. */
  count: number;
  /** Their USD value at the rates of their moments. */
  usd: string;
  /** USD value times the product's weight: what VIP progress and bonus wagering count. */
  weighted: string;
  /** USD value times the game's house edge: the house's expected take, what rakeback is a share of. */
  edge: string;
}

/** Start (inclusive) and end (exclusive) of the UTC period holding `at`. */
export function periodBounds(period: WagerPeriod, at: Date): { from: Date; to: Date } {
  const y = at.getUTCFullYear();
  const m = at.getUTCMonth();
  const d = at.getUTCDate();
  if (period === 'month') return { from: new Date(Date.UTC(y, m, 1)), to: new Date(Date.UTC(y, m + 1, 1)) };
  if (period === 'day') return { from: new Date(Date.UTC(y, m, d)), to: new Date(Date.UTC(y, m, d + 1)) };
  const back = (at.getUTCDay() + 6) % 7;
  return { from: new Date(Date.UTC(y, m, d - back)), to: new Date(Date.UTC(y, m, d - back + 7)) };
}

/**
 * Sums of a player's wager stream per product over [from, to): one range of the wagers_user_time index, whose
 * included columns answer it without reading the table.
 */
export const WAGER_SUMS_SQL = `SELECT product, count(*)::int AS count, sum(usd)::text AS usd, sum(usd * weight)::text AS weighted,
       sum(usd * house_edge)::text AS edge
  FROM wagers WHERE user_id = $1 AND created_at >= $2 AND created_at < $3
 GROUP BY product ORDER BY product`;

/** A player's wager sums per product over the UTC day, week or month holding `at`. */
export async function wagerSums(db: Queryable, userId: number, period: WagerPeriod, at = new Date()): Promise<WagerSum[]> {
  const { from, to } = periodBounds(period, at);
  const { rows } = await db.query<WagerSum>({ name: 'wager-sums', text: WAGER_SUMS_SQL, values: [userId, from, to] });
  return rows;
}
