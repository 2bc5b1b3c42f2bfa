import pg from 'pg';

/** A pooled client or the pool itself: anything that can run a query. */
export type Queryable = pg.Pool | pg.PoolClient;

/** Thrown when the database cannot be reached or a connection died under a request. */
export class DatabaseUnavailableError extends Error {}

// Connection-level failures: the query never ran or its outcome is unknown, as opposed to a refused statement.
const CONNECTION_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'ENOTFOUND', 'EHOSTUNREACH', '57P01', '57P02', '57P03', '08000', '08003', '08006', '08001', '08004']);

/** True for an error that says the connection to PostgreSQL is gone or cannot be made (not a refused statement). */
export function isConnectionError(error: unknown): boolean {
  if (error instanceof DatabaseUnavailableError) return true;
  const e = error as { code?: string; message?: string } | null;
  if (e?.code && CONNECTION_CODES.has(e.code)) return true;
  return /Connection terminated|connection timeout|Client has encountered a connection error|Client was closed|terminating connection/i.test(
    e?.message ?? '',
  );
}

/** Opens a pool on a connection string; errors of idle clients are logged instead of crashing the process. */
export function createPool(connectionString: string, onError: (err: Error) => void): pg.Pool {
  const pool = new pg.Pool({ connectionString, max: 10, idleTimeoutMillis: 30_000, connectionTimeoutMillis: 10_000 });
  pool.on('error', onError);
  return pool;
}

/**
 * Borrows a client for fn and gives it back. While borrowed, the client's 'error' event (its connection died: a
 * terminated backend, a restarted server) is handled here; without a listener node would crash the process. A client
 * that failed is destroyed on release instead of going back to the pool.
 */
export async function withClient<T>(pool: pg.Pool, fn: (client: pg.PoolClient) => Promise<T>): Promise<T> {
  const client = await pool.connect().catch((error: unknown) => {
    throw isConnectionError(error) ? new DatabaseUnavailableError('database unavailable', { cause: error }) : error;
  });
  let failure: Error | undefined;
  const onError = (error: Error) => (failure ??= error);
  client.on('error', onError);
  try {
    return await fn(client);
  } catch (error) {
    if (isConnectionError(error)) failure ??= error as Error;
    throw error;
  } finally {
    client.off('error', onError);
    client.release(failure ?? false);
  }
}

/** Runs fn inside BEGIN/COMMIT, rolling back on any error; a dead connection answers as DatabaseUnavailableError. */
export async function withTx<T>(pool: pg.Pool, fn: (client: pg.PoolClient) => Promise<T>): Promise<T> {
  try {
    return await withClient(pool, async (client) => {
      await client.query('BEGIN');
      try {
        const result = await fn(client);
        await client.query('COMMIT');
        return result;
      } catch (error) {
        // A ROLLBACK that fails means the connection is dead: withClient destroys the client.
        await client.query('ROLLBACK').catch((rollbackError: Error) => {
          throw isConnectionError(error) ? error : rollbackError;
        });
        throw error;
      }
    });
  } catch (error) {
    if (isConnectionError(error) && !(error instanceof DatabaseUnavailableError)) {
      throw new DatabaseUnavailableError('database connection lost', { cause: error });
    }
    throw error;
  }
}
