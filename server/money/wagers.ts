import type { Queryable } from '../db/pool';
import type { Product } from './moves';
import { periodBoundsUtc } from '../../src/core/vip/formulas';
import type { CalendarPeriod } from '../../src/core/vip/types';

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

const CALENDAR: Record<WagerPeriod, CalendarPeriod> = { day: 'daily', week: 'weekly', month: 'monthly' };

/** Start (inclusive) and end (exclusive) of the UTC period holding `at`. */
export function periodBounds(period: WagerPeriod, at: Date): { from: Date; to: Date } {
  return periodBoundsUtc(CALENDAR[period], at);
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
