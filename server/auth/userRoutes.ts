import { randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { WsInfo } from '../../src/core/api';
import { checkEmailSchema, loginSchema, registerSchema } from '../../src/core/schemas';
import type { Queryable } from '../db/pool';
import { ApiError, badRequest } from '../errors';
import { TWO_FACTOR_REQUIRED } from '../../src/core/twoFactor';
import { ok, parse } from '../plugins/envelope';
import { clearSessionCookie, getAuth, setSessionCookie } from '../plugins/session';
import { accountKey } from './loginGuard';
import { pushNotification } from '../feeds/notifications';
import { hashPassword, verifyAgainstDummy, verifyPassword } from './passwords';
import { createSession, revokeSession } from './sessions';
import { ensureDevice, originOf } from './origin';
import { userInfo } from '../account/userInfo';
import { assertAvailable, createUser, emailExists, findLogin, noDemoCreditReason } from './users';
import { assertOfAge } from '../protection/age';

/** Ends this browser's current session (if any) and starts a fresh one: a new random id at every login. */
export async function rotateSession(app: FastifyInstance, request: FastifyRequest, reply: FastifyReply, userId: number): Promise<void> {
  const previous = await getAuth(request);
  if (previous && (await revokeSession(app.db, previous.sessionId))) {
    // The page that logs in reconnects its socket itself; the old session's sockets just go.
    app.hub.dropSessions([previous.sessionId]);
  }
  const device = ensureDevice(request, reply);
  const { token } = await createSession(app.db, userId, { ip: request.ip, userAgent: request.headers['user-agent'], device });
  setSessionCookie(reply, token);
}

/** Two-factor login: a 2FA account without its code answers 428 (no session); the code is checked and used once. */
export async function secondFactor(app: FastifyInstance, userId: number, googleCode: string | undefined, ip: string): Promise<void> {
  if (!(await app.twoFactor.enabled(userId))) return;
  if (googleCode === undefined) throw new ApiError(TWO_FACTOR_REQUIRED, 'Enter the 6-digit code from your authenticator app');
  await app.twoFactor.use(userId, googleCode, ip);
}

/**
 * A login's credentials (a name or an email and the password, counted by the login guard) and its second factor; the
 * account's id. Unknown names cost the same argon2 work and get the same words as a wrong password.
 */
export async function checkLogin(
  app: FastifyInstance,
  body: { userName: string; password: string; googleCode?: string | undefined },
  ip: string,
): Promise<number> {
  const found = await findLogin(app.db, body.userName);
  const ticket = await app.loginGuard.beginLogin(accountKey(body.userName, found?.id), found?.id, ip);
  const valid = found ? await verifyPassword(found.passwordHash, body.password) : await verifyAgainstDummy(body.password);
  if (!found || !valid) throw badRequest('Incorrect username or password');
  await ticket.succeeded();
  await secondFactor(app, found.id, body.googleCode, ip);
  return found.id;
}

/** Registration, login and logout, and the small session-less user calls. */
export async function userRoutes(app: FastifyInstance): Promise<void> {
  // Old sign-in events are dropped now and then; a failed prune is retried at the next tick.
  const prune = setInterval(
    () => void app.loginGuard.prune().catch((err) => app.log.warn({ err }, 'pruning auth events failed')),
    10 * 60_000,
  );
  prune.unref();
  app.addHook('onClose', async () => clearInterval(prune));

  app.post('/v1/user/register', async (request, reply) => {
    const body = parse(registerSchema, request.body);
    assertOfAge(request, app.config, body.birth);
    const { demoCredit } = await app.loginGuard.beginRegistration(request.ip);
    await assertAvailable(app.db, body.userName, body.email);
    const { code, ...fields } = body;
    if (code === undefined && app.config.registerEmailCode) throw badRequest('code: enter the code we emailed you');
    // A wrong code uses a try now (committed); the right one is used up in the creating transaction.
    if (code !== undefined) await app.emailCodes.check('register', body.email, code, app.db, false);
    const useEmailCode = code === undefined ? undefined : (db: Queryable) => app.emailCodes.check('register', body.email, code, db);
    const passwordHash = await hashPassword(body.password);
    const credit = demoCredit ? { ip: request.ip, guard: app.loginGuard } : null;
    const origin = originOf(request);
    const { userId, applied, notice } = await createUser(app.db, app.config, { ...fields, passwordHash, useEmailCode, origin }, credit);
    await rotateSession(app, request, reply, userId);
    app.hub.amountChanged(applied);
    if (notice) pushNotification(app.hub, userId, notice);
    // The answer says why a demo account starts empty; the browser shows it beside the welcome.
    return ok(await userInfo(app.db, userId), notice ? noDemoCreditReason(app.config.demoFundsIpDaily) : 'success');
  });

  app.get('/v1/user/checkEmail', async (request) => {
    const { email } = parse(checkEmailSchema, request.query);
    return ok({ exists: await emailExists(app.db, email) });
  });

  app.post('/v1/user/login', async (request, reply) => {
    const userId = await checkLogin(app, parse(loginSchema, request.body), request.ip);
    await rotateSession(app, request, reply, userId);
    return ok(await userInfo(app.db, userId));
  });

  app.post('/v1/user/offlineUser', async (request, reply) => {
    const auth = await getAuth(request);
    if (auth && (await revokeSession(app.db, auth.sessionId))) {
      // Other tabs of this browser share the cookie, so they are logged out too: tell them (302).
      app.hub.endSessions([auth.sessionId]);
    }
    clearSessionCookie(reply);
    return ok(null, 'Logged out');
  });

  app.get('/v1/user/getUuid', async () => ok({ uuid: randomUUID() }));

  app.get('/v1/user/wsinfo', async () => ok<WsInfo>({ path: '/chat', heartbeatMs: 3000, reconnectMs: 5000, online: app.hub.online() }));
}
