import type { FastifyInstance } from 'fastify';
import { setFiatTypeSchema, updateNameSchema, updatePasswordSchema, updatePrivacySchema } from '../../src/core/schemas';
import { updatePaymentSchema, validatePassSchema, type PasswordValid } from '../../src/core/paymentDetails';
import { withTx } from '../db/pool';
import { badRequest, unauthorized } from '../errors';
import { ok, parse } from '../plugins/envelope';
import { requireAuth } from '../plugins/session';
import { hashPassword, verifyPassword } from '../auth/passwords';
import { confirmPassword, loadPaymentDetails, savePaymentDetails } from '../wallet/paymentDetails';
import { revokeOtherSessions } from '../auth/sessions';
import { userInfo } from './userInfo';
import { passwordHashOf } from '../auth/users';
import { BIRTH_ON_RECORD, assertOfAge } from '../protection/age';

/** Profile calls of a logged-in player. */
export async function profileRoutes(app: FastifyInstance): Promise<void> {
  const info = async (request: Parameters<typeof requireAuth>[0]) => ok(await userInfo(app.db, (await requireAuth(request)).userId));
  app.get('/v1/user/info', info);
  app.get('/v1/user/getMyInfo', info);

  app.post('/v1/user/updateName', async (request) => {
    const { userId } = await requireAuth(request);
    const { nickName } = parse(updateNameSchema, request.body);
    await app.db.query('UPDATE users SET nick_name = $2 WHERE id = $1', [userId, nickName]);
    return ok(await userInfo(app.db, userId));
  });

  app.post('/v1/user/updatePrivacy', async (request) => {
    const { userId } = await requireAuth(request);
    const { privacy } = parse(updatePrivacySchema, request.body);
    await app.db.query('UPDATE users SET privacy = $2 WHERE id = $1', [userId, privacy]);
    return ok(await userInfo(app.db, userId));
  });

  app.post('/v1/user/setFiatType', async (request) => {
    const { userId } = await requireAuth(request);
    const body = parse(setFiatTypeSchema, request.body);
    await app.db.query('UPDATE users SET currency_type = COALESCE($2, currency_type), fiat = COALESCE($3, fiat) WHERE id = $1', [
      userId,
      body.currencyType ?? null,
      body.fiat ?? null,
    ]);
    return ok(await userInfo(app.db, userId));
  });

  app.post('/v1/user/updateLoginPassword', async (request) => {
    const { userId, sessionId } = await requireAuth(request);
    const body = parse(updatePasswordSchema, request.body);
    const stored = await passwordHashOf(app.db, userId);
    if (stored === null) throw unauthorized();
    // An account made by a third-party sign-in has no password ('') until it sets its first one.
    const first = stored === '';
    if (!first) {
      if (body.oldPassword === undefined) throw badRequest('oldPassword is required');
      if (!(await verifyPassword(stored, body.oldPassword))) throw badRequest('oldPassword is incorrect');
      if (body.oldPassword === body.newPassword) throw badRequest('newPassword must differ from oldPassword');
    }
    const passwordHash = await hashPassword(body.newPassword);
    const ended = await withTx(app.db, async (client) => {
      const { rowCount } = await client.query(
        'UPDATE users SET password_hash = $2, password_changed_at = now() WHERE id = $1 AND password_hash = $3',
        [userId, passwordHash, stored],
      );
      if (rowCount !== 1) throw badRequest('Your password changed meanwhile, please try again');
      // Whoever might hold the old password may also hold a session: every other one ends; this browser proved it.
      return revokeOtherSessions(client, userId, sessionId);
    });
    if (ended.length > 0) app.hub.endSessions(ended);
    return ok(
      { ended: ended.length },
      first ? 'Password set; every other session is signed out' : 'Password changed; every other session is signed out',
    );
  });

  // The password guards the payment details: checked before the form opens, and again with the save.
  app.post('/v1/user/validatePass', async (request) => {
    const { userId } = await requireAuth(request);
    const { password } = parse(validatePassSchema, request.body);
    await confirmPassword(app.db, app.loginGuard, userId, password, request.ip);
    return ok<PasswordValid>({ valid: true });
  });

  app.post('/v1/user/updatePayment', async (request) => {
    const { userId } = await requireAuth(request);
    // Every field is checked before the password, so a bad field costs no guess and changes nothing.
    const { password, ...details } = parse(updatePaymentSchema, request.body);
    const onRecord = (await loadPaymentDetails(app.db, userId)).birth;
    if (onRecord !== '' && onRecord !== details.birth) throw badRequest(BIRTH_ON_RECORD);
    assertOfAge(request, app.config, details.birth);
    await confirmPassword(app.db, app.loginGuard, userId, password, request.ip);
    await savePaymentDetails(app.db, userId, details);
    return ok(await userInfo(app.db, userId), 'Payment details saved');
  });
}
