import type { FastifyInstance } from 'fastify';
import { genTokenSchema } from '../../src/core/sportsbook';
import { getUser } from '../auth/users';
import { ok, parse } from '../plugins/envelope';
import { getAuth } from '../plugins/session';

/** The sportsbook's side of our API: its tokens and the key set it checks them with (docs/sportsbook.md). */
export async function sportsbookRoutes(app: FastifyInstance): Promise<void> {
  // A token for the frame: a player's names them, their coin (the one asked for, or their selected one) and language;
  // a guest's lets the book show prices and ask for a log-in before a bet.
  app.post('/v1/token/genToken', async (request) => {
    const body = parse(genTokenSchema, request.body ?? {});
    const lang = body.lang ?? 'en_US';
    const auth = await getAuth(request);
    const user = auth ? await getUser(app.db, auth.userId) : null;
    const holder =
      auth && user
        ? { userId: user.id, sessionId: auth.sessionId, name: user.nickName, coin: body.currency ?? user.selectedCoin }
        : { guest: true as const, coin: body.currency ?? null };
    return ok(await app.sportsTokens.issue(holder, lang));
  });

  // Public by nature: the book fetches it to verify our tokens (and again when a token names a key it does not know).
  app.get('/v1/sportsbook/jwks.json', async (_request, reply) => {
    reply.header('cache-control', 'public, max-age=300');
    return app.sportsTokens.keySet();
  });
}
