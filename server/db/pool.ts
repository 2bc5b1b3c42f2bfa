import pg from 'pg';

/** A pooled client or the pool itself: anything that can run a query. */
export type Queryable = pg.Pool | pg.PoolClient;

/** Opens a pool on a connection string; errors of idle clients are logged instead of crashing the process. */
export function createPool(connectionString: string, onError: (err: Error) => void): pg.Pool {
  const pool = new pg.Pool({ connectionString, max: 10, idleTimeoutMillis: 30_000, connectionTimeoutMillis: 10_000 });
  pool.on('error', onError);
  return pool;
}

/** Runs fn inside BEGIN/COMMIT, rolling back on any error. */
export async function withTx<T>(pool: pg.Pool, fn: (client: pg.PoolClient) => Promise<T>): Promise<T> {
  const client = await pool.connect();
  let broken = false;
  try {
    await client.query('BEGIN');
    const result = await fn(client);
    await client.query('COMMIT');
    return result;
  } catch (error) {
    // A client whose ROLLBACK fails has a dead connection: destroy it rather than return it to the pool.
    await client.query('ROLLBACK').catch(() => (broken = true));
    throw error;
  } finally {
    client.release(broken);
  }
}
