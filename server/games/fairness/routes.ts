import type { FastifyInstance } from 'fastify';
import { fairnessChangeSchema, fairnessHistorySchema, fairnessQuerySchema } from '../../../src/core/betSchemas';
import { ok, parse } from '../../plugins/envelope';
import { requireAuth } from '../../plugins/session';
import { fairnessState, pairHistory, rotatePair } from './seeds';

/** Provable fairness: the seed pair (hash only), its rotation and the revealed history. */
export async function fairnessRoutes(app: FastifyInstance): Promise<void> {
  app.get('/api/fairness', async (request) => {
    const { userId } = await requireAuth(request);
    parse(fairnessQuerySchema, request.query);
    return ok(await fairnessState(app.db, userId));
  });

  app.post('/api/fairness/change', async (request) => {
    const { userId } = await requireAuth(request);
    const { clientSeed } = parse(fairnessChangeSchema, request.body);
    const change = await rotatePair(app.db, userId, clientSeed);
    // Saves the next bet a retry: it would find the remembered pair retired and re-read it anyway.
    app.bets.forgetPair(userId);
    return ok(change);
  });

  app.post('/api/fairness/history', async (request) => {
    const { userId } = await requireAuth(request);
    const { page } = parse(fairnessHistorySchema, request.body);
    return ok(await pairHistory(app.db, userId, page ?? 1));
  });
}
