import { z } from '../zod';
import type { CodeSentData } from '../emailCodes';
import { amountSchema, coinSchema, idempotencyKeySchema } from '../schemas';
import { totpCodeSchema } from '../twoFactor';
import { MAX_MEMO_LENGTH } from './address';

// Request schemas of the withdrawal calls: strict objects (an unknown field is refused), money as decimal strings.
// What depends on the coin (the address's chain and checksum, the tag, decimals, minimum, fee) is checked after the
// shape, with messages that name the field. The address and tag are not trimmed: addressError (./address.ts) says
// what to fix, so the destination checked is the one paid.

/** Longest address accepted before it is checked against the coin's chain (the longest real ones are under 100). */
export const WITHDRAW_ADDRESS_MAX = 128;
/** Longest destination tag or memo accepted (UTF-16 units) before the coin's rules check it in characters. */
export const WITHDRAW_TAG_MAX = 256;

/** POST /v1/account/getWithdrawCode: no fields (the code goes to the account's own verified address). */
export const withdrawCodeSchema = z.strictObject({});

/** GET /api/wallet/withdraw?coin=: the coin whose terms are asked for. */
export const withdrawTermsQuerySchema = z.strictObject({ coin: coinSchema });

/** The 6-digit code mailed by getWithdrawCode, as typed (spaces around it are forgiven). */
export const withdrawEmailCodeSchema = z
  .string({
    error: (issue) =>
      issue.input === undefined
        ? 'emailCode is required: ask for a code and enter the 6 digits we email you'
        : 'emailCode must be a string of 6 digits',
  })
  .trim()
  .regex(/^\d{6}$/, { error: 'emailCode must be the 6 digits we emailed you' });

/** POST /v1/account/withdraw: the destination, the amount (without the fee) and the codes that confirm it. */
export const withdrawSchema = z.strictObject({
  coin: coinSchema,
  /** Optional: when sent it must be the coin's network (each coin is paid out on one network). */
  network: z.string({ error: 'network must be a string' }).trim().max(32, { error: 'network is not one the site pays out on' }).optional(),
  address: z
    .string({ error: (issue) => (issue.input === undefined ? 'address is required' : 'address must be a string') })
    .min(1, { error: 'address is required' })
    .max(WITHDRAW_ADDRESS_MAX, { error: `address is too long (at most ${WITHDRAW_ADDRESS_MAX} characters)` }),
  /** XRP destination tag or SOL memo; empty or null for none. */
  tag: z
    .string({ error: 'tag must be a string' })
    .max(WITHDRAW_TAG_MAX, { error: `tag is too long (a memo is at most ${MAX_MEMO_LENGTH} characters)` })
    .nullable()
    .optional()
    .transform((v) => (v ? v : null)),
  amount: amountSchema,
  emailCode: withdrawEmailCodeSchema,
  /** The authenticator code, required (428 without it) when two-factor login is on. */
  googleCode: totpCodeSchema.optional(),
  idempotencyKey: idempotencyKeySchema.optional(),
});

/** A parsed withdraw body. */
export type WithdrawBody = z.infer<typeof withdrawSchema>;

/** POST /v1/account/getWithdrawCode answer: where the code went (masked) and its timings. */
export interface WithdrawCodeSent extends CodeSentData {
  /** The account's address, masked ("ad***@example.com"). */
  email: string;
}

/** An email address with most of its local part hidden: "ada.lovelace@example.com" → "ad***@example.com". */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at < 1) return '***';
  const local = email.slice(0, at);
  const shown = local.length <= 2 ? local.slice(0, 1) : local.slice(0, 2);
  return `${shown}***${email.slice(at)}`;
}
