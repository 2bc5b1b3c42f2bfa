import type { FastifyInstance } from 'fastify';
import {
  checkGoogleCodeSchema,
  closeTwoAuthSchema,
  startTwoAuthSchema,
  type TwoFactorSecret,
  type TwoFactorStatus,
} from '../../src/core/twoFactor';
import { badRequest, unauthorized } from '../errors';
import { ok, parse } from '../plugins/envelope';
import { requireAuth } from '../plugins/session';
import { verifyPassword } from './passwords';
import { userInfo } from '../account/userInfo';
import { getUser, passwordHashOf } from './users';

/** Two-factor login: enrolment, turning it on and off, checking a code. */
export async function twoFactorRoutes(app: FastifyInstance): Promise<void> {
  const tf = app.twoFactor;

  app.get('/v1/user/secret', async (request) => {
    const { userId } = await requireAuth(request);
    const user = await getUser(app.db, userId);
    if (!user) throw unauthorized();
    return ok<TwoFactorSecret>(await tf.enrol(userId, user.email || user.userName));
  });

  app.post('/v1/user/startTwoAuth', async (request) => {
    const { userId } = await requireAuth(request);
    const { googleCode } = parse(startTwoAuthSchema, request.body);
    await tf.enable(userId, googleCode, request.ip);
    return ok(await userInfo(app.db, userId), 'Two-factor login is on');
  });

  app.post('/v1/user/closeTwoAuth', async (request) => {
    const { userId } = await requireAuth(request);
    const body = parse(closeTwoAuthSchema, request.body);
    if (!(await tf.enabled(userId))) throw badRequest('Two-factor login is off for this account');
    // The password first: a wrong one must not use up the code.
    const stored = await passwordHashOf(app.db, userId);
    if (stored === null) throw unauthorized();
    // An account made by a third-party sign-in has no password ('') until it sets one.
    if (stored === '') throw badRequest('Set a login password first (Security, Password): it guards turning two-factor login off');
    if (!(await verifyPassword(stored, body.password))) throw badRequest('password is incorrect');
    await tf.disable(userId, body.googleCode, request.ip);
    return ok(await userInfo(app.db, userId), 'Two-factor login is off');
  });

  app.get('/v1/user/checkGoogleCode', async (request) => {
    const { userId } = await requireAuth(request);
    const { googleCode } = parse(checkGoogleCodeSchema, request.query);
    await tf.use(userId, googleCode, request.ip);
    return ok({ valid: true });
  });

  app.get('/v1/user/googleCheck', async (request) => {
    const { userId } = await requireAuth(request);
    return ok<TwoFactorStatus>({ enabled: await tf.enabled(userId) });
  });
}
