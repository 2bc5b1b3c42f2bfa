import type { FastifyInstance } from 'fastify';
import { genTokenSchema, SPORTS_BETS_PAGE, sportsBetsQuerySchema } from '../../src/core/sportsbook';
import { ApiError, CODE } from '../../src/core/api';
import { getUser } from '../auth/users';
import { ok, parse, toEnvelope } from '../plugins/envelope';
import { getAuth, requireAuth } from '../plugins/session';
import { sportsBetPage } from './bets';
import { SPORTS_CALLS, SPORTS_WALLET_STATUS, SportsWalletError, type SportsCall } from './walletProtocol';

/** Where the book's wallet calls arrive: /v1/sportsbook/wallet/{call}. */
export const SPORTS_WALLET_BASE = '/v1/sportsbook/wallet';

/**
 * The sportsbook's side of our API (docs/sportsbook.md): its tokens and the key set it checks them with, the wallet its
 * signed calls move money through, and the player's sports bets.
 */
export async function sportsbookRoutes(app: FastifyInstance): Promise<void> {
  // A token for the frame: a player's names them, their coin (the one asked for, or their selected one) and language;
  // a guest's lets the book show prices and ask for a log-in before a bet.
  app.post('/v1/token/genToken', async (request) => {
    const body = parse(genTokenSchema, request.body ?? {});
    const url = app.config.sportsbook.url;
    if (!url) throw new ApiError(CODE.ERROR, 'The sportsbook is not available right now');
    const lang = body.lang ?? 'en_US';
    const auth = await getAuth(request);
    const user = auth ? await getUser(app.db, auth.userId) : null;
    const holder =
      auth && user
        ? { userId: user.id, sessionId: auth.sessionId, name: user.nickName, coin: body.currency ?? user.selectedCoin }
        : { guest: true as const, coin: body.currency ?? null };
    return ok({ ...(await app.sportsTokens.issue(holder, lang)), url });
  });

  // Public by nature: the book fetches it to verify our tokens (and again when a token names a key it does not know).
  app.get('/v1/sportsbook/jwks.json', async (_request, reply) => {
    reply.header('cache-control', 'public, max-age=300');
    return app.sportsTokens.keySet();
  });

  // The player's sports bets, newest first (profile → game history).
  app.get('/v1/sportsbook/bets', async (request) => {
    const { userId } = await requireAuth(request);
    const { page } = parse(sportsBetsQuerySchema, request.query ?? {});
    return ok(await sportsBetPage(app.db, userId, page, SPORTS_BETS_PAGE));
  });

  // The book's wallet calls: server to server, each a JWT signed by the book. Not in the per-address API budget (the
  // book sends every player's calls from a few addresses); answers in the protocol's shape, never the site's envelope,
  // a body that is not JSON and a failure of ours included.
  await app.register(async (scope) => {
    scope.setErrorHandler((error: Error, request, reply) => {
      const { code, msg } = toEnvelope(error);
      if (code === CODE.BAD_REQUEST) return reply.code(400).send({ ok: false, code: 'bad_request', message: msg });
      request.log.error({ err: error }, 'sports wallet call failed');
      return reply.code(500).send({ ok: false, code: 'internal', message: 'The wallet failed: send the call again' });
    });
    scope.post<{ Params: { call: string } }>(
      `${SPORTS_WALLET_BASE}/:call`,
      { config: { rateLimit: false }, bodyLimit: 32 * 1024 },
      async (request, reply) => {
        const call = request.params.call as SportsCall;
        if (!SPORTS_CALLS.includes(call)) {
          return reply.code(404).send({ ok: false, code: 'bad_request', message: `Unknown wallet call ${request.params.call}` });
        }
        try {
          const body = request.body as { payload?: unknown } | null;
          const checked = await app.bookKey.read(call, body && typeof body === 'object' ? body.payload : undefined);
          const outcome = await app.sportsWallet.apply(checked);
          app.hub.amountChanged(outcome.applied);
          // A settled bet is a bet like any other: the all-bets feed and the win tables show it.
          if (outcome.live) app.hub.liveBet(outcome.live);
          return reply.code(200).send(outcome.answer);
        } catch (error) {
          if (!(error instanceof SportsWalletError)) throw error;
          const quiet = error.code !== 'bad_request' && error.code !== 'bad_signature';
          request.log[quiet ? 'info' : 'warn'](`sports wallet ${call} refused (${error.code}) from ${request.ip}: ${error.message}`);
          const answer = {
            ok: false,
            code: error.code,
            message: error.message,
            ...(error.balance !== undefined ? { balance: error.balance } : {}),
          };
          return reply.code(SPORTS_WALLET_STATUS[error.code]).send(answer);
        }
      },
    );
  });
}
