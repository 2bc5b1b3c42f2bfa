import type { FastifyInstance, FastifyRequest } from 'fastify';
import { CODE } from '../../../src/core/api';
import { minesActiveQuerySchema, minesCashoutSchema, minesRevealSchema, minesStartSchema } from '../../../src/core/games/mines';
import { ApiError } from '../../errors';
import { ok, parse } from '../../plugins/envelope';
import { requireAuth } from '../../plugins/session';
import type { MinesOutcome } from './MinesService';

/**
 * Mines games in play: start, reveal, cash out, and the games in play for a resume after reload. The moves share
 * the instant bets' per-user budget (app.betLimiter), not the per-IP API budget.
 */
export async function minesRoutes(app: FastifyInstance): Promise<void> {
  // Checks the session and the body, then the budget (as a bet: a malformed body costs none), runs the move, pushes
  // what it committed (type 3, the live feed) and answers.
  const move = async <B, T>(
    request: FastifyRequest,
    body: (raw: unknown) => B,
    run: (userId: number, body: B) => Promise<MinesOutcome<T>>,
  ) => {
    const { userId } = await requireAuth(request);
    const parsed = body(request.body);
    const key = String(userId);
    const wait = app.betLimiter.retryAfterMs(key);
    if (wait > 0) throw new ApiError(CODE.TOO_MANY, `Too many bets, try again in ${Math.ceil(wait / 1000)} s`);
    app.betLimiter.hit(key);
    const outcome = await run(userId, parsed);
    app.hub.amountChanged(outcome.applied);
    if (outcome.live) app.hub.liveBet(outcome.live);
    return ok(outcome.response);
  };

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
