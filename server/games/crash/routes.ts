import type { FastifyInstance, FastifyRequest } from 'fastify';
import { CODE } from '../../../src/core/api';
import { crashBetSchema, crashCashoutSchema, type CrashPlayerFrame } from '../../../src/core/games/crash';
import { MSG } from '../../../src/core/socket';
import { ApiError } from '../../errors';
import { ok, parse } from '../../plugins/envelope';
import { getAuth, requireAuth } from '../../plugins/session';
import type { CrashOutcome } from './CrashService';

/**
 * Crash: a bet on the round taking bets, a cash-out of the running round, the round's state (for a page that opens or
 * a socket that reconnects) and the public chain. Bets and cash-outs share the per-user bet budget.
 */
export async function crashRoutes(app: FastifyInstance): Promise<void> {
  const move = async <B>(
    request: FastifyRequest,
    body: (raw: unknown) => B,
    run: (userId: number, body: B) => Promise<CrashOutcome>,
    type: number,
  ) => {
    const { userId } = await requireAuth(request);
    const parsed = body(request.body);
    const key = String(userId);
    const wait = app.betLimiter.retryAfterMs(key);
    if (wait > 0) throw new ApiError(CODE.TOO_MANY, `Too many bets, try again in ${Math.ceil(wait / 1000)} s`);
    app.betLimiter.hit(key);
    const outcome = await run(userId, parsed);
    app.hub.amountChanged(outcome.applied);
    if (outcome.player) app.hub.broadcast({ type, data: outcome.player satisfies CrashPlayerFrame });
    return ok(outcome.response);
  };
  const exempt = { config: { rateLimit: false } } as const;

  app.post('/api/games/crash/bet', exempt, (request) =>
    move(
      request,
      (raw) => parse(crashBetSchema, raw),
      (userId, body) => app.crash.bet(userId, body),
      MSG.CRASH_BET,
    ),
  );

  app.post('/api/games/crash/cashout', exempt, (request) =>
    move(
      request,
      (raw) => parse(crashCashoutSchema, raw),
      (userId, body) => app.crash.cashout(userId, body.roundId),
      MSG.CRASH_CASHOUT,
    ),
  );

  app.get('/api/games/crash/state', async (request) => {
    const auth = await getAuth(request);
    return ok(await app.crash.state(auth?.userId ?? null));
  });

  app.get('/api/games/crash/chain', async () => {
    const { terminatingHash, salt, length } = app.crashChain;
    return ok({ terminatingHash, salt, length });
  });
}
