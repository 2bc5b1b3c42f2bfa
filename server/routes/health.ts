import type { FastifyInstance } from 'fastify';

/** GET /healthz: 200 once the database answers, 503 otherwise (for orchestrators, not an envelope). */
export async function healthRoutes(app: FastifyInstance): Promise<void> {
  app.get('/healthz', async (_request, reply) => {
    try {
      await app.db.query('SELECT 1');
      return { status: 'ok' };
    } catch {
      return reply.code(503).send({ status: 'unavailable' });
    }
  });
}
