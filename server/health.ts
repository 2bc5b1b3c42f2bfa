import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { guardClients } from './db/pool';

/** How long the probe waits for the database before answering 503. */
const PROBE_TIMEOUT_MS = 2_000;

/**
 * GET /healthz: 200 when the database answers, 503 while it does not (for orchestrators, not an envelope). The probe
 * has a one-connection pool of its own, so a pool saturated by requests does not read as an outage, and a short
 * time-out, so a database that hangs answers 503 in about two seconds instead of hanging the probe.
 */
export async function healthRoutes(app: FastifyInstance): Promise<void> {
  const url = app.config.databaseUrl;
  const probe = url
    ? new pg.Pool({
        connectionString: url,
        max: 1,
        idleTimeoutMillis: 10_000,
        connectionTimeoutMillis: PROBE_TIMEOUT_MS,
        query_timeout: PROBE_TIMEOUT_MS,
      })
    : app.db;
  if (probe !== app.db) {
    const lost = (err: Error) => app.log.debug(`health probe connection lost: ${err.message}`);
    probe.on('error', lost);
    guardClients(probe as pg.Pool, lost);
    app.addHook('onClose', async () => probe.end());
  }
  let healthy = true;
  app.get('/healthz', async (_request, reply) => {
    let timer: NodeJS.Timeout | undefined;
    try {
      await Promise.race([
        probe.query('SELECT 1'),
        new Promise((_, reject) => (timer = setTimeout(() => reject(new Error('health probe timed out')), PROBE_TIMEOUT_MS))),
      ]);
      if (!healthy) app.log.info('database reachable again');
      healthy = true;
      return { status: 'ok' };
    } catch (error) {
      if (healthy) app.log.warn(`database unreachable: ${(error as Error).message}`);
      healthy = false;
      return reply.code(503).send({ status: 'unavailable' });
    } finally {
      clearTimeout(timer);
    }
  });
}
