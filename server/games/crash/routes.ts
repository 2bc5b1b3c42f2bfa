import type { FastifyInstance, FastifyRequest } from 'fastify';
import { crashBetSchema, crashCashoutSchema, crashHistoryQuerySchema, type CrashPlayerFrame } from '../../../src/core/games/crash';
import { MSG } from '../../../src/core/socket';
import { ok, parse } from '../../plugins/envelope';
import { getAuth } from '../../plugins/session';
import { gameMove } from '../moves';
import type { CrashOutcome } from './CrashService';
import { roundRecords } from './history';

/**
 * Crash: a bet on the round taking bets, a cash-out of the running round, the round's state (for a page that opens or
 * a socket that reconnects), the public chain and the finished rounds. Its settled bets are bets rows, which the bet
 * lists of every game serve. Bets and cash-outs share the per-user bet budget.
 */
export async function crashRoutes(app: FastifyInstance): Promise<void> {
  // Commits, pushes its balance changes (type 3) and the player's bet or cash-out to everyone (402, 403).
  const move = <B>(
    request: FastifyRequest,
    body: (raw: unknown) => B,
    run: (userId: number, body: B) => Promise<CrashOutcome>,
    type: number,
  ) =>
    gameMove(app, request, body, run, (outcome) => {
      if (outcome.player) app.hub.broadcast({ type, data: outcome.player satisfies CrashPlayerFrame });
    });
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

  app.get('/api/games/crash/rounds', async (request) => {
    const { before } = parse(crashHistoryQuerySchema, request.query);
    return ok(await roundRecords(app.db, before ?? null));
  });
}
