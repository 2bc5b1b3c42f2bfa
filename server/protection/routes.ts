import type { FastifyInstance } from 'fastify';
import {
  realityCheckSchema,
  setBirthSchema,
  setLimitSchema,
  takeBreakSchema,
  type ActivityStatement,
  type ProtectionState,
  type RealityCheck,
} from '../../src/core/protection';
import { passwordHashOf } from '../auth/users';
import { verifyPassword } from '../auth/passwords';
import { revokeUserSessions } from '../auth/sessions';
import { badRequest, unauthorized } from '../errors';
import { ok, parse } from '../plugins/envelope';
import { refuseCrossSite } from '../plugins/origin';
import { requireAuth } from '../plugins/session';
import { userInfo } from '../account/userInfo';
import { BIRTH_ON_RECORD, assertOfAge } from './age';

/**
 * The player's protection: GET /v1/protection (limits, break, locks, reality check), the changes (limits, a time-out
 * or self-exclusion confirmed with the password, the reality-check interval) and GET /v1/protection/reality (the
 * session so far, for the reality check). Every change answers the state after it; POST /v1/protection/birth (the date
 * of birth of an account without one) answers the profile.
 */
export async function protectionRoutes(app: FastifyInstance): Promise<void> {
  const protection = app.protection;
  const started = (auth: { startedAt?: Date }) => auth.startedAt ?? new Date();

  app.get('/v1/protection', async (request) => {
    const auth = await requireAuth(request);
    return ok<ProtectionState>(await protection.state(auth.userId, started(auth)));
  });

  app.post('/v1/protection/limit', async (request) => {
    refuseCrossSite(request);
    const auth = await requireAuth(request);
    const body = parse(setLimitSchema, request.body);
    await protection.setLimit(auth.userId, body);
    const state = await protection.state(auth.userId, started(auth));
    const period = body.kind === 'stake' || body.kind === 'session' ? 'once' : body.period;
    const limit = state.limits.find((l) => l.kind === body.kind && l.period === period);
    const msg = limit?.pending ? 'Saved: the change applies in 24 hours' : body.amount === null ? 'Limit removed' : 'Limit saved';
    return ok(state, msg);
  });

  app.post('/v1/protection/break', async (request) => {
    refuseCrossSite(request);
    const auth = await requireAuth(request);
    const body = parse(takeBreakSchema, request.body);
    const stored = await passwordHashOf(app.db, auth.userId);
    if (stored === null) throw unauthorized();
    if (stored === '') throw badRequest('Set a login password first (Security, Password): it confirms a break');
    if (!(await verifyPassword(stored, body.password))) throw badRequest('password is incorrect');
    const taken = await protection.takeBreak(auth.userId, body.kind, body.length);
    // In force at once: every session of the player ends, this one too (logging in again opens withdrawals only).
    app.hub.endSessions(await revokeUserSessions(app.db, auth.userId));
    return ok(taken, body.kind === 'timeout' ? 'Your time-out has started' : 'Your self-exclusion has started');
  });

  app.post('/v1/protection/reality', async (request) => {
    refuseCrossSite(request);
    const auth = await requireAuth(request);
    const { minutes } = parse(realityCheckSchema, request.body);
    await protection.setRealityCheck(auth.userId, minutes);
    return ok(
      await protection.state(auth.userId, started(auth)),
      minutes === null ? 'Reality checks are off' : `A reality check every ${minutes} minutes`,
    );
  });

  // The date of birth of an account without one (a third-party sign-in's): given once, of age where the player is.
  app.post('/v1/protection/birth', async (request) => {
    refuseCrossSite(request);
    const auth = await requireAuth(request);
    const { birth } = parse(setBirthSchema, request.body);
    assertOfAge(request, app.config, birth);
    const { rowCount } = await app.db.query('UPDATE users SET birth = $2::date WHERE id = $1 AND birth IS NULL', [auth.userId, birth]);
    if (!rowCount) throw badRequest(BIRTH_ON_RECORD);
    return ok(await userInfo(app.db, auth.userId), 'Date of birth saved');
  });

  app.get('/v1/protection/statement', async (request) => {
    const auth = await requireAuth(request);
    return ok<ActivityStatement>(await protection.statement(auth.userId));
  });

  app.get('/v1/protection/reality', async (request) => {
    const auth = await requireAuth(request);
    return ok<RealityCheck>(await protection.realityCheck(auth.userId, started(auth)));
  });
}
