import type { FastifyInstance } from 'fastify';
import { clientLogSchema, type ClearSessionsData, type SessionRow } from '../../src/core/accountSessions';
import { ApiError } from '../errors';
import { WindowLimiter } from '../lib/WindowLimiter';
import { ok, parse } from '../plugins/envelope';
import { refuseCrossSite } from '../plugins/origin';
import { getAuth, requireAuth } from '../plugins/session';
import { liveSessions, revokeOtherSessions } from './sessions';

// Client error reports per IP per minute, per process: a page that loops on an error cannot flood the table.
const CLIENT_LOGS_PER_MINUTE = 20;
// Reports are kept this long.
const KEEP_DAYS = 7;

/** The player's sessions (list, sign out everywhere else) and the browser's error reports. */
export async function sessionRoutes(app: FastifyInstance): Promise<void> {
  app.get('/api/account/sessions', async (request) => {
    const { userId, sessionId } = await requireAuth(request);
    return ok<SessionRow[]>(await liveSessions(app.db, userId, app.config.sessionIdleMs, sessionId));
  });

  // Spec: GET. Ends every other session of the player (this browser stays logged in) and drops their sockets.
  app.get('/v1/user/clearSessionId', async (request) => {
    refuseCrossSite(request);
    const { userId, sessionId } = await requireAuth(request);
    const ended = await revokeOtherSessions(app.db, userId, sessionId);
    if (ended.length > 0) app.hub.endSessions(ended);
    return ok<ClearSessionsData>({ ended: ended.length }, ended.length ? 'Signed out everywhere else' : 'No other sessions');
  });

  const limiter = new WindowLimiter(CLIENT_LOGS_PER_MINUTE, 60_000);
  app.post('/v1/user/currentClientLogs', async (request) => {
    const body = parse(clientLogSchema, request.body);
    if (limiter.retryAfterMs(request.ip) > 0) throw new ApiError(429, 'Too many reports, please slow down');
    limiter.hit(request.ip);
    const auth = await getAuth(request);
    await app.db.query(
      'INSERT INTO client_logs (user_id, ip, level, message, stack, url, user_agent) VALUES ($1, $2, $3, $4, $5, $6, $7)',
      [
        auth?.userId ?? null,
        request.ip,
        body.level,
        body.message,
        body.stack ?? null,
        body.url ?? null,
        request.headers['user-agent']?.slice(0, 512) ?? null,
      ],
    );
    return ok(null, 'Thanks, reported');
  });

  const prune = setInterval(
    () =>
      void app.db
        .query('DELETE FROM client_logs WHERE created_at < now() - make_interval(days => $1)', [KEEP_DAYS])
        .catch((err: unknown) => app.log.warn({ err }, 'pruning client logs failed')),
    60 * 60_000,
  );
  prune.unref();
  app.addHook('onClose', async () => clearInterval(prune));
}
