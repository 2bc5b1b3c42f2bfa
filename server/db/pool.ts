import pg from 'pg';

/** A pooled client or the pool itself: anything that can run a query. */
export type Queryable = pg.Pool | pg.PoolClient;

/** Thrown when the database cannot be reached or a connection died under a request. */
export class DatabaseUnavailableError extends Error {}

// Connection-level failures: the query never ran or its outcome is unknown, as opposed to a refused statement.
// 57P0x: the backend was terminated or the server is shutting down / starting; 08xxx: connection exceptions.
const CONNECTION_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'ENOTFOUND',
  'EHOSTUNREACH',
  '57P01',
  '57P02',
  '57P03',
  '08000',
  '08003',
  '08006',
  '08001',
  '08004',
]);

/** True for an error that says the connection to PostgreSQL is gone or cannot be made (not a refused statement). */
export function isConnectionError(error: unknown): boolean {
  if (error instanceof DatabaseUnavailableError) return true;
  const e = error as { code?: string; syscall?: string; message?: string } | null;
  if (e?.code && CONNECTION_CODES.has(e.code)) return true;
  // Over a Unix socket, a PostgreSQL that is down (or restarting) has no socket file: connect fails with ENOENT.
  if (e?.code === 'ENOENT' && e.syscall === 'connect') return true;
  return /Connection terminated|connection timeout|Client has encountered a connection error|Client was closed|terminating connection/i.test(
    e?.message ?? '',
  );
}

/** Opens a pool on a connection string; errors of idle clients are logged instead of crashing the process. */
export function createPool(connectionString: string, onError: (err: Error) => void): pg.Pool {
  const pool = new pg.Pool({
    connectionString,
    max: 10,
    idleTimeoutMillis: 30_000,
    connectionTimeoutMillis: 10_000,
    // A database host that vanished without closing its sockets is noticed by TCP keep-alive instead of never.
    keepAlive: true,
  });
  pool.on('error', onError);
  guardClients(pool, onError);
  return pool;
}

/**
 * Gives every client of the pool a listener of its own for 'error' from the moment it connects, so a connection that
 * dies (a terminated backend, a killed PostgreSQL) can never crash the process, whoever holds the client at that
 * moment. The pool's own listener still removes a dead idle client, and a borrower's (withClient) still marks it
 * failed; this one only reports the error.
 */
export function guardClients(pool: pg.Pool, onError: (err: Error) => void): void {
  pool.on('connect', (client) => client.on('error', onError));
}

/**
 * Borrows a client for fn and gives it back. While borrowed, the client's 'error' event (its connection died: a
 * terminated backend, a restarted server) is handled here; without a listener node would crash the process. A client
 * that failed is destroyed on release (`release(err)`) instead of going back to the pool. fn may also call
 * discard(err) for a client left in an unknown state (a failed ROLLBACK).
 */
export async function withClient<T>(pool: pg.Pool, fn: (client: pg.PoolClient, discard: (error: Error) => void) => Promise<T>): Promise<T> {
  const client = await pool.connect().catch((error: unknown) => {
    throw isConnectionError(error) ? new DatabaseUnavailableError('database unavailable', { cause: error }) : error;
  });
  let failure: Error | undefined;
  const discard = (error: Error) => void (failure ??= error);
  client.on('error', discard);
  try {
    return await fn(client, discard);
  } catch (error) {
    if (isConnectionError(error)) discard(error as Error);
    throw error;
  } finally {
    client.off('error', discard);
    client.release(failure ?? false);
  }
}

/** Runs fn inside BEGIN/COMMIT, rolling back on any error; a dead connection answers as DatabaseUnavailableError. */
export async function withTx<T>(pool: pg.Pool, fn: (client: pg.PoolClient) => Promise<T>): Promise<T> {
  try {
    return await withClient(pool, async (client, discard) => {
      await client.query('BEGIN');
      try {
        const result = await fn(client);
        await client.query('COMMIT');
        return result;
      } catch (error) {
        try {
          await client.query('ROLLBACK');
        } catch (rollbackError) {
          // The transaction may still be open on that connection: it must never serve another request. Nothing was
          // committed, so the first error still tells the truth.
          discard(rollbackError as Error);
        }
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
