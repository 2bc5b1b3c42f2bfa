import type { FastifyInstance } from 'fastify';
import {
  changeEmailSchema,
  mailCodeSchema,
  registerCodeSchema,
  userMailCodeSchema,
  validateEmailSchema,
  type CodeSentData,
} from '../../src/core/emailCodes';
import { z } from '../../src/core/zod';
import { emailSchema } from '../../src/core/schemas';
import { withTx } from '../db/pool';
import { ApiError, badRequest, unauthorized } from '../errors';
import { ok, parse } from '../plugins/envelope';
import { requireAuth } from '../plugins/session';
import { userInfo } from '../account/userInfo';
import { emailExists, getUser } from '../auth/users';

const mailboxQuerySchema = z.strictObject({ to: emailSchema.optional() });

/** Emailed codes (sign-up, verifying the address, changing it) and, in demo mode, the dev mailbox. */
export async function mailRoutes(app: FastifyInstance): Promise<void> {
  const codes = app.emailCodes;

  const registerCode = async (email: string, ip: string): Promise<CodeSentData> => {
    if (await emailExists(app.db, email)) throw badRequest('email is already registered');
    return codes.send('register', email, null, ip);
  };

  app.post('/v1/user/mail/common/registerCode', async (request) => {
    const { email } = parse(registerCodeSchema, request.body);
    return ok(await registerCode(email, request.ip), 'We emailed you a code');
  });

  app.post('/v1/mail/common/code', async (request) => {
    const body = parse(mailCodeSchema, request.body);
    if (body.type === 'register') return ok(await registerCode(body.email, request.ip), 'We emailed you a code');
    const { userId } = await requireAuth(request);
    const user = await getUser(app.db, userId);
    if (!user) throw unauthorized();
    if (user.email.toLowerCase() === body.email.toLowerCase()) throw badRequest('email is already the address of this account');
    if (await emailExists(app.db, body.email)) throw badRequest('email is already registered');
    return ok(await codes.send('change_new', body.email, userId, request.ip), 'We emailed a code to the new address');
  });

  app.post('/v1/user/mail/common/code', async (request) => {
    const { userId } = await requireAuth(request);
    const { type } = parse(userMailCodeSchema, request.body);
    const user = await getUser(app.db, userId);
    if (!user) throw unauthorized();
    if (!user.email) throw badRequest('Your account has no email yet: add one first');
    if (type === 'validateEmail' && user.emailAuth === 1) throw badRequest('Your email is already verified');
    const purpose = type === 'validateEmail' ? 'verify' : 'change_old';
    return ok(await codes.send(purpose, user.email, userId, request.ip), `We emailed a code to ${user.email}`);
  });

  app.post('/v1/user/validateEmail', async (request) => {
    const { userId } = await requireAuth(request);
    const { code } = parse(validateEmailSchema, request.body);
    const user = await getUser(app.db, userId);
    if (!user) throw unauthorized();
    if (!user.email) throw badRequest('Your account has no email yet: add one first');
    if (user.emailAuth === 1) throw badRequest('Your email is already verified');
    await codes.check('verify', user.email, code);
    await app.db.query('UPDATE users SET email_auth = 1 WHERE id = $1', [userId]);
    return ok(await userInfo(app.db, userId), 'Email verified');
  });

  app.post('/v1/user/changeEmail', async (request) => {
    const { userId } = await requireAuth(request);
    const body = parse(changeEmailSchema, request.body);
    const user = await getUser(app.db, userId);
    if (!user) throw unauthorized();
    if (user.email.toLowerCase() === body.email.toLowerCase()) throw badRequest('email is already the address of this account');
    // An account made by a third-party sign-in may have no address yet: adding one needs the new address's code only.
    const oldCode = user.email ? body.oldCode : undefined;
    if (user.email && oldCode === undefined) throw badRequest('oldCode: enter the code we emailed to your current address');
    // Both codes are checked first (a wrong one uses a try), then used up with the change in one transaction.
    if (oldCode !== undefined) await codes.check('change_old', user.email, oldCode, app.db, false);
    await codes.check('change_new', body.email, body.newCode, app.db, false);
    await withTx(app.db, async (client) => {
      if (oldCode !== undefined) await codes.check('change_old', user.email, oldCode, client);
      await codes.check('change_new', body.email, body.newCode, client);
      const { rowCount } = await client.query('UPDATE users SET email = $2, email_auth = 1 WHERE id = $1 AND email = $3', [
        userId,
        body.email,
        user.email,
      ]);
      if (rowCount !== 1) throw badRequest('Your email changed meanwhile, please start again');
    }).catch((error: unknown) => {
      if ((error as { constraint?: string }).constraint === 'users_email_lower_key') throw badRequest('email is already registered');
      throw error;
    });
    // The old address learns of the change (whoever asked, the owner should know).
    if (user.email) {
      await app.mailer
        .send({
          to: user.email,
          subject: 'Your HighStakes email was changed',
          text: `The email address of your HighStakes account ${user.userName} is now ${body.email}. If this was not you, contact support at once.\n`,
        })
        .catch((err: unknown) => app.log.warn({ err }, 'notice of an email change could not be sent'));
    }
    return ok(await userInfo(app.db, userId), user.email ? 'Email changed' : 'Email added');
  });

  // The dev mailbox: in demo mode only, the outbox's latest mails (all, or to one address) for a newcomer to read codes.
  app.get('/api/dev/mailbox', async (request) => {
    if (!app.config.demoMode) throw new ApiError(404, 'Not found');
    const { to } = parse(mailboxQuerySchema, request.query);
    return ok({ delivers: app.mailer.delivers, list: await app.mailer.latest(to ?? null) });
  });
}
