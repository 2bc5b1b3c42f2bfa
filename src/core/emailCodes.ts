import { z } from './zod';
import { emailCodeSchema, emailSchema } from './schemas';

export { emailCodeSchema };

/** Emailed codes: 6 digits, alive 10 minutes, 5 tries, another one a minute after the last. */
export const EMAIL_CODE = { digits: 6, ttlMs: 10 * 60_000, tries: 5, resendMs: 60_000 } as const;

/** What a code is for: sign-up, verifying the account's address, the two sides of an email change, a withdrawal. */
export type EmailCodePurpose = 'register' | 'verify' | 'change_old' | 'change_new' | 'withdraw';

/** POST /v1/user/mail/common/registerCode: a sign-up code to an address not registered yet. */
export const registerCodeSchema = z.strictObject({ email: emailSchema });

/**
 * POST /v1/mail/common/code: a code to an address named in the body. type "register" (a guest signing up, as
 * registerCode) or "changeEmail" (the new address of a logged-in player's email change).
 */
export const mailCodeSchema = z.strictObject({
  email: emailSchema,
  type: z.enum(['register', 'changeEmail'], { error: 'type must be register or changeEmail' }),
});

/** POST /v1/user/mail/common/code: a code to the logged-in player's own address, to verify it or to change it. */
export const userMailCodeSchema = z.strictObject({
  type: z.enum(['validateEmail', 'changeEmail'], { error: 'type must be validateEmail or changeEmail' }),
});

/** POST /v1/user/validateEmail: the code mailed to the player's address. */
export const validateEmailSchema = z.strictObject({ code: emailCodeSchema });

/** POST /v1/user/changeEmail: the new address, the code mailed to the current one and the code mailed to the new one. */
/** POST /v1/user/changeEmail: the new address and its code, with the current address's code (none when the account has no address yet). */
export const changeEmailSchema = z.strictObject({ email: emailSchema, oldCode: emailCodeSchema.optional(), newCode: emailCodeSchema });

/**
 * What a code request answers: seconds the code lives, seconds until another may be asked for, and whether the mail
 * stayed in the server's outbox where the dev mailbox (/dev/mailbox, demo mode only) shows it.
 */
export interface CodeSentData {
  expiresInSec: number;
  resendInSec: number;
  devMailbox: boolean;
}

/** The page that shows the outbox in demo mode. */
export const DEV_MAILBOX_PATH = '/dev/mailbox';

/** One mail of the server's outbox, as the dev mailbox lists it. */
export interface OutboxMail {
  id: string;
  to: string;
  subject: string;
  text: string;
  createdAt: string;
  sentAt: string | null;
}

/** GET /api/dev/mailbox: whether mail also leaves over SMTP, and the latest mails, newest first. */
export interface DevMailbox {
  delivers: boolean;
  list: OutboxMail[];
}
