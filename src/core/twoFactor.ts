import { z } from './zod';

/** UserInfo.twoAuth: 1 off (the spec's default), 2 on. */
export const TWO_AUTH = { off: 1, on: 2 } as const;

/** TOTP as authenticator apps use it: 6 digits, 30-second steps, SHA-1 (RFC 6238 defaults). */
export const TOTP = { digits: 6, periodSec: 30, issuer: 'HighStakes' } as const;

/** The body code of a login that needs the authenticator code as its second step. */
export const TWO_FACTOR_REQUIRED = 428;

/** A 6-digit authenticator code as typed (spaces inside and around it are forgiven). */
export const totpCodeSchema = z
  .string({ error: 'googleCode is required' })
  .transform((v) => v.replace(/\s+/g, ''))
  .pipe(z.string().regex(/^\d{6}$/, { error: 'googleCode must be the 6 digits your authenticator app shows' }));

/** POST /v1/user/startTwoAuth: the code the app shows for the secret from GET /v1/user/secret. */
export const startTwoAuthSchema = z.strictObject({ googleCode: totpCodeSchema });

/** POST /v1/user/closeTwoAuth: a current code and the login password. */
export const closeTwoAuthSchema = z.strictObject({
  googleCode: totpCodeSchema,
  password: z.string({ error: 'password is required' }).min(1, { error: 'password is required' }).max(128),
});

/** GET /v1/user/checkGoogleCode: a code to check (and use up) for the logged-in player. */
export const checkGoogleCodeSchema = z.strictObject({ googleCode: totpCodeSchema });

/** GET /v1/user/secret: a fresh secret to enrol, shown this once; the otpauth URL is what the QR code carries. */
export interface TwoFactorSecret {
  secret: string;
  otpauthUrl: string;
}

/** GET /v1/user/googleCheck: whether 2FA is on for the logged-in player. */
export interface TwoFactorStatus {
  enabled: boolean;
}
