import type { FastifyInstance, FastifyRequest } from 'fastify';
import { minesActiveQuerySchema, minesCashoutSchema, minesRevealSchema, minesStartSchema } from '../../../src/core/games/mines';
import { ok, parse } from '../../plugins/envelope';
import { gameMove } from '../moves';
import { requireAuth } from '../../plugins/session';
import type { MinesOutcome } from './MinesService';

/**
 * Mines games in play: start, reveal, cash out, and the games in play for a resume after reload. The moves share
 * the instant bets' per-user budget (app.betLimiter), not the per-IP API budget.
 */
export async function minesRoutes(app: FastifyInstance): Promise<void> {
  // Commits, pushes its balance changes (type 3) and a settled game to the live feed.
  const move = <B, T>(request: FastifyRequest, body: (raw: unknown) => B, run: (userId: number, body: B) => Promise<MinesOutcome<T>>) =>
    gameMove(app, request, body, run, (outcome) => {
      if (outcome.live) app.hub.liveBet(outcome.live);
    });

  const exempt = { config: { rateLimit: false } } as const;

  app.post('/api/games/mines/start', exempt, (request) =>
    move(
      request,
      (raw) => parse(minesStartSchema, raw),
      (userId, body) => app.mines.start(userId, body),
    ),
  );

  app.post('/api/games/mines/reveal', exempt, (request) =>
    move(
      request,
      (raw) => parse(minesRevealSchema, raw),
      (userId, body) => app.mines.reveal(userId, body.gameId, body.tile),
    ),
  );

  app.post('/api/games/mines/cashout', exempt, (request) =>
    move(
      request,
      (raw) => parse(minesCashoutSchema, raw),
      (userId, body) => app.mines.cashout(userId, body.gameId),
    ),
  );

  app.get('/api/games/mines/active', async (request) => {
    const { userId } = await requireAuth(request);
    parse(minesActiveQuerySchema, request.query);
    return ok(await app.mines.active(userId));
  });
}
