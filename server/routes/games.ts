import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { InstantGame } from '../../src/core/bets';
import { betIdSchema, diceBetSchema, limboBetSchema, liveBetsQuerySchema, myBetsQuerySchema } from '../../src/core/betSchemas';
import { CODE } from '../../src/core/api';
import { MSG } from '../../src/core/socket';
import { ApiError } from '../errors';
import { WindowLimiter } from '../lib/WindowLimiter';
import { ok, parse } from '../plugins/envelope';
import { getAuth, requireAuth } from '../plugins/session';
import { liveBets, myBets, oneBet, placeBet, type BetInput } from '../services/bets';

/** Bets of the instant games: dice and limbo, the player's bet list, one bet and the live feed. */
export async function gameRoutes(app: FastifyInstance): Promise<void> {
  const { max, windowMs } = app.config.betRateLimit;
  const limiter = new WindowLimiter(max, windowMs);

  const bet = async (request: FastifyRequest, game: InstantGame) => {
    const { userId } = await requireAuth(request);
    const input: BetInput =
      game === 'dice' ? { ...parse(diceBetSchema, request.body), game, userId } : { ...parse(limboBetSchema, request.body), game, userId };
    // Counted only for a new bet: the retry of a settled one is answered from it, rate limit or not.
    const admit = () => {
      const key = String(userId);
      const wait = limiter.retryAfterMs(key);
      if (wait > 0) throw new ApiError(CODE.TOO_MANY, `Too many bets, try again in ${Math.ceil(wait / 1000)} s`);
      limiter.hit(key);
    };
    const outcome = await placeBet(app.db, input, admit);
    // Pushed only now, after the transaction committed; a replayed key pushes nothing.
    app.hub.amountChanged(outcome.applied);
    if (outcome.live) app.hub.broadcast({ type: MSG.LIVE_BETS, data: outcome.live });
    return ok(outcome.response);
  };

  // Bets have their own per-user budget (auto-bet is ~10/s), so they don't use up the per-IP API budget.
  const exempt = { config: { rateLimit: false } } as const;
  app.post('/api/games/dice/bet', exempt, (request) => bet(request, 'dice'));
  app.post('/api/games/limbo/bet', exempt, (request) => bet(request, 'limbo'));

  app.get('/api/games/bets', async (request) => {
    const { userId } = await requireAuth(request);
    const query = parse(myBetsQuerySchema, request.query);
    return ok(await myBets(app.db, userId, query.game, query.page ?? 1));
  });

  app.get('/api/games/bets/live', async (request) => {
    const query = parse(liveBetsQuerySchema, request.query);
    return ok(await liveBets(app.db, query.game));
  });

  app.get('/api/games/bets/:id', async (request) => {
    const { id } = parse(betIdSchema, request.params);
    const auth = await getAuth(request);
    return ok(await oneBet(app.db, id, auth?.userId ?? null));
  });
}
