import type { Queryable } from '../db/pool';
import type { RateStore } from './RateFlusher';
import type { RateIncrement, RateTotal } from './SharedLimiter';

// Rows are written in key order, so two processes adding overlapping keys lock them in the same order (no deadlock).
// The previous window's count is read from the statement's snapshot; the limiter keeps the larger of that and what it
// learned, so a previous window incremented in the same statement is not undercounted.
const ADD_SQL = `
WITH input AS (
  SELECT * FROM unnest($1::text[], $2::text[], $3::bigint[], $4::bigint[], $5::int[])
    AS i (scope, key, window_start, prev_start, count)
), added AS (
  INSERT INTO rate_counts AS r (scope, key, window_start, count)
  SELECT scope, key, window_start, count FROM input ORDER BY scope, key, window_start
  ON CONFLICT (scope, key, window_start) DO UPDATE SET count = r.count + EXCLUDED.count
  RETURNING r.scope, r.key, r.window_start, r.count
)
SELECT a.scope, a.key, a.window_start::text, a.count, coalesce(p.count, 0) AS prev
FROM added a
JOIN input i USING (scope, key, window_start)
LEFT JOIN rate_counts p ON p.scope = a.scope AND p.key = a.key AND p.window_start = i.prev_start`;

const PRUNE_SQL = `
DELETE FROM rate_counts r USING unnest($1::text[], $2::bigint[]) AS s (scope, before)
WHERE r.scope = s.scope AND r.window_start < s.before`;

/** The shared rate counts in PostgreSQL (table rate_counts, migration 016): every server process adds to them. */
export function rateCountStore(db: Queryable): RateStore {
  return {
    async add(rows: readonly RateIncrement[]): Promise<RateTotal[]> {
      const { rows: totals } = await db.query<{ scope: string; key: string; window_start: string; count: number; prev: number }>(ADD_SQL, [
        rows.map((r) => r.scope),
        rows.map((r) => r.key),
        rows.map((r) => r.windowStart),
        rows.map((r) => r.prevStart),
        rows.map((r) => r.count),
      ]);
      return totals.map((t) => ({ scope: t.scope, key: t.key, windowStart: Number(t.window_start), count: t.count, prev: t.prev }));
    },
    async prune(scopes: readonly { scope: string; before: number }[]): Promise<void> {
      await db.query(PRUNE_SQL, [scopes.map((s) => s.scope), scopes.map((s) => s.before)]);
    },
  };
}
