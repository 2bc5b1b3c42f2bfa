import { z } from './zod';
import { BALANCE_TYPES, COIN_CODES, CURRENCY_TYPES, FIAT_CODES } from './currency';
import { DECIMAL_STRING } from './money';
import { birthSchema } from './paymentDetails';
import { isReservedName, textField } from './safeText';
import { totpCodeSchema } from './twoFactor';

/** Password rule, stated in its own error message. */
export const PASSWORD_RULE = 'Password must be 8-64 characters and include a letter and a digit';

export const userNameSchema = z
  .string({ error: 'userName is required' })
  .trim()
  .regex(/^[A-Za-z0-9_]{3,20}$/, { error: 'userName must be 3-20 letters, digits or underscores' })
  .refine((v) => !isReservedName(v), { error: 'userName is reserved for the site, please choose another' });

export const emailSchema = z
  .string({ error: 'email is required' })
  .trim()
  .max(254, { error: 'email is too long' })
  .pipe(z.email({ error: 'email is not a valid address' }));

/** A 6-digit emailed code as typed (spaces around it are forgiven). */
export const emailCodeSchema = z
  .string({ error: 'code is required' })
  .trim()
  .regex(/^\d{6}$/, { error: 'code must be 6 digits' });

export const passwordSchema = z
  .string({ error: 'password is required' })
  .min(8, { error: PASSWORD_RULE })
  .max(64, { error: PASSWORD_RULE })
  .refine((p) => /[A-Za-z]/.test(p) && /\d/.test(p), { error: PASSWORD_RULE });

/** POST /v1/user/register. */
export const registerSchema = z.strictObject({
  userName: userNameSchema,
  email: emailSchema,
  password: passwordSchema,
  /** YYYY-MM-DD; the player must be of age (18, or the jurisdiction's minimum the server applies). */
  birth: birthSchema,
  sharCode: z
    .string({ error: 'sharCode must be a string' })
    .trim()
    .max(32, { error: 'sharCode is too long' })
    .regex(/^[A-Za-z0-9_-]*$/, { error: 'sharCode must be letters and digits' })
    .optional(),
  /** The code mailed by registerCode: verifies the address at sign-up (required when the server says so). */
  code: emailCodeSchema.optional(),
});

/** POST /v1/user/login: userName holds a user name or an email. */
export const loginSchema = z.strictObject({
  userName: textField('userName', { max: 254 }),
  password: z.string({ error: 'password is required' }).min(1, { error: 'password is required' }).max(128),
  /** The authenticator code: the second step of an account with two-factor login on (asked for by a 428). */
  googleCode: totpCodeSchema.optional(),
});

/** A money amount: a strict decimal string, never a number. */
export const amountSchema = z
  .string({ error: 'amount must be a decimal string' })
  .regex(DECIMAL_STRING, { error: 'amount must be a plain non-negative decimal such as "1.25"' });

export const coinSchema = z.enum(COIN_CODES, { error: `coin must be one of ${COIN_CODES.join(', ')}` });
export const fiatSchema = z.enum(FIAT_CODES, { error: `fiat must be one of ${FIAT_CODES.join(', ')}` });

/** Idempotency key for money-moving calls. */
export const idempotencyKeySchema = z
  .string()
  .regex(/^[A-Za-z0-9_-]{8,64}$/, { error: 'idempotencyKey must be 8-64 letters, digits, - or _' });

/** POST /v1/account/sendTip. */
export const sendTipSchema = z.strictObject({
  toUserName: textField('toUserName', { max: 254 }),
  coin: coinSchema,
  amount: amountSchema,
  idempotencyKey: idempotencyKeySchema.optional(),
  /** The authenticator code, asked for (428) when two-factor login is on and the tip is worth TIP_2FA_USD or more. */
  googleCode: totpCodeSchema.optional(),
});

/** POST /v1/account/switchAccount: balance type and/or the selected coin. */
export const switchAccountSchema = z
  .strictObject({
    amountType: z.enum(BALANCE_TYPES, { error: 'amountType must be DEPOSIT or BONUS' }).optional(),
    coin: coinSchema.optional(),
  })
  .refine((v) => v.amountType !== undefined || v.coin !== undefined, { error: 'amountType or coin is required' });

/** POST /v1/user/setFiatType. */
export const setFiatTypeSchema = z
  .strictObject({
    currencyType: z.enum(CURRENCY_TYPES, { error: 'currencyType must be COIN or FAIT' }).optional(),
    fiat: fiatSchema.optional(),
  })
  .refine((v) => v.currencyType !== undefined || v.fiat !== undefined, { error: 'currencyType or fiat is required' });

/** POST /v1/user/updateName. */
export const updateNameSchema = z.strictObject({
  nickName: textField('nickName', { min: 2, max: 24, name: true }),
});

/** POST /v1/user/updateLoginPassword. */
export const updatePasswordSchema = z.strictObject({
  // Absent only for an account made by a third-party sign-in that sets its first password.
  oldPassword: z.string({ error: 'oldPassword is required' }).min(1, { error: 'oldPassword is required' }).max(128).optional(),
  newPassword: passwordSchema,
});

/** POST /v1/user/updatePrivacy: 1 hides the player's name in public feeds. */
export const updatePrivacySchema = z.strictObject({
  privacy: z.union([z.literal(0), z.literal(1)], { error: 'privacy must be 0 or 1' }),
});

/** GET /v1/user/checkEmail. */
export const checkEmailSchema = z.strictObject({ email: emailSchema });

/** The first issue of a zod error as "field: message". */
export function describeZodError(error: z.ZodError): string {
  const issue = error.issues[0];
  if (!issue) return 'Invalid request';
  const field = issue.path.join('.');
  if (issue.code === 'unrecognized_keys') return `Unknown field: ${issue.keys.join(', ')}`;
  return field && !issue.message.startsWith(field) ? `${field}: ${issue.message}` : issue.message;
}

/** Cache-busting parameter t of home calls (a timestamp or any short token). */
const cacheBuster = z.union([textField('t', { max: 32 }), z.number().int().nonnegative()], {
  error: 't must be a short string or a number',
});

/** POST /v1/home/selectGameRule body. */
export const selectGameRuleSchema = z.strictObject({ t: cacheBuster.optional() });

/** GET /v1/home/gameTypeAll query. */
export const gameTypeAllSchema = z.strictObject({ t: textField('t', { min: 0, max: 32 }).optional() });
