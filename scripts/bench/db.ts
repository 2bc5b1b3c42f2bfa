import pg from 'pg';
import { withTx } from '../../server/db/pool';
import { closedLoop, type LoadResult } from './load';

/**
 * The database's own ceiling for the work a bet does at its core: one transaction updating one balance row.
 * `rows` = 1 puts every worker on the same row (one account); `rows` = 8 gives each worker its own.
 */
export async function rawUpdates(url: string, workers: number, rows: number, seconds: number): Promise<LoadResult> {
  const pool = new pg.Pool({ connectionString: url, max: workers });
  try {
    await pool.query('CREATE TABLE IF NOT EXISTS bench_rows (id int PRIMARY KEY, amount NUMERIC(36,18) NOT NULL CHECK (amount >= 0))');
    await pool.query('TRUNCATE bench_rows');
    await pool.query('INSERT INTO bench_rows SELECT g, 1000000 FROM generate_series(1, $1) g', [rows]);
    return await closedLoop(workers, seconds, (w) =>
      withTx(pool, async (client) => {
        const res = await client.query('UPDATE bench_rows SET amount = amount - $2 WHERE id = $1 AND amount >= $2', [
          (w % rows) + 1,
          '0.01',
        ]);
        return res.rowCount === 1;
      }),
    );
  } finally {
    await pool.query('DROP TABLE IF EXISTS bench_rows').catch(() => undefined);
    await pool.end();
  }
}
