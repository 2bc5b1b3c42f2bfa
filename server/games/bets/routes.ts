import type { FastifyInstance, FastifyRequest } from 'fastify';
import { betIdSchema, liveBetsQuerySchema, myBetsQuerySchema } from '../../../src/core/betSchemas';
import { CODE } from '../../../src/core/api';
import { splitBetRequest, type InstantGame } from '../../../src/core/games';
import { ApiError, unauthorized } from '../../errors';
import { gameNames, serverGame } from '../registry';
import { ok, parse } from '../../plugins/envelope';
import { betAuth, forgetBetAuth, getAuth, requireAuth, type DeferredAuth } from '../../plugins/session';
import type { BetInput } from './types';
import { liveBets, myBets, oneBet, replayBet } from './bets';

/**
 * Bets of the instant games (one route per registry entry); the player's bet list, one bet and the live feed of every
 * house game's settled bets.
 */
export async function gameRoutes(app: FastifyInstance): Promise<void> {
  const limiter = app.betLimiter;
  const games = app.games;

  const bet = async <G extends InstantGame>(request: FastifyRequest, game: G) => {
    const auth = await betAuth(request);
    try {
      return await settle(request, game, auth);
    } catch (error) {
      // A refusal must not tell a dead session anything but 401: check it in full before answering.
      if (auth.deferred && (await getAuth(request)) === null) {
        forgetBetAuth(request, auth.sessionId);
        throw unauthorized();
      }
      throw error;
    }
  };

  const settle = async <G extends InstantGame>(request: FastifyRequest, game: G, auth: DeferredAuth) => {
    const { userId } = auth;
    const { def, requestSchema } = serverGame(game, games);
    const { common, params } = splitBetRequest(game, parse(requestSchema, request.body), def);
    const input: BetInput<G> = { ...common, game, params, userId };
    const key = String(userId);
    const wait = limiter.retryAfterMs(key);
    if (wait > 0) {
      // The retry of a settled bet is answered from it, rate limit or not (the session checked first).
      if (auth.deferred) await requireAuth(request);
      const replay = await replayBet(app.db, games, input);
      if (replay) return ok(replay.response);
      throw new ApiError(CODE.TOO_MANY, `Too many bets, try again in ${Math.ceil(wait / 1000)} s`);
    }
    limiter.hit(key);
    const session = auth.deferred
      ? { id: auth.sessionId, idleMs: app.config.sessionIdleMs, alive: async () => (await getAuth(request)) !== null }
      : null;
    const outcome = await app.bets.place(input, session);
    // Pushed only now, after the statement committed; a replayed key pushes nothing.
    app.hub.amountChanged(outcome.applied);
    if (outcome.live) app.hub.liveBet(outcome.live);
    // A free bet was spent: the player's tabs see the free bets they have left (type 209).
    if (input.freeBetId !== undefined && outcome.live) void app.promotions.pushBonuses(userId).catch(() => undefined);
    return ok(outcome.response);
  };

  // Bets have their own per-user budget (auto-bet is ~10/s), so they don't use up the per-IP API budget.
  const exempt = { config: { rateLimit: false } } as const;
  for (const game of gameNames(games)) app.post(`/api/games/${game}/bet`, exempt, (request) => bet(request, game));

  app.get('/api/games/bets', async (request) => {
    const { userId } = await requireAuth(request);
    const query = parse(myBetsQuerySchema, request.query);
    return ok(await myBets(app.db, games, userId, query.game, query.page ?? 1));
  });

  app.get('/api/games/bets/live', async (request) => {
    const query = parse(liveBetsQuerySchema, request.query);
    return ok(await liveBets(app.db, games, query.game));
  });

  app.get('/api/games/bets/:id', async (request) => {
    const { id } = parse(betIdSchema, request.params);
    const auth = await getAuth(request);
    return ok(await oneBet(app.db, games, id, auth?.userId ?? null));
  });
}
