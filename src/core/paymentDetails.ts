import { z } from './zod';
import { isCountryCode } from './countries';
import { hasUnsafeNameChar } from './safeText';

// Payment details: the payout identity of a player (the spec's UserInfo tell, birth, country and address, plus the
// real name). Changing them needs the login password (POST /v1/user/updatePayment, after POST /v1/user/validatePass
// unlocked the form); only the owner's profile carries them.

/** The youngest age that may play and be paid. */
export const ADULT_AGE = 18;
/** The oldest birth date accepted, in years before today. */
const MAX_AGE = 120;

/** The login password as typed to confirm an action (never trimmed: spaces may be part of it). */
export const currentPasswordSchema = z
  .string({ error: 'password is required' })
  .min(1, { error: 'password is required' })
  .max(128, { error: 'password is at most 128 characters' });

// NFC, trimmed, runs of spaces as one; control, invisible and text-direction characters are refused, not removed.
const cleanText = (field: string, min: number, max: number) =>
  z
    .string({ error: `${field} is required` })
    .refine((v) => !hasUnsafeNameChar(v), {
      error: `${field} must not contain control, invisible or text-direction characters`,
      abort: true,
    })
    .transform((v) => v.normalize('NFC').trim().replace(/ {2,}/g, ' '))
    .refine((v) => v.length > 0, { error: `${field} is required`, abort: true })
    .refine((v) => v.length >= min && v.length <= max, { error: `${field} must be ${min}-${max} characters`, abort: true });

// Words of letters (any script, with their combining marks) joined by a space, hyphen or apostrophe, or after an
// initial's period: "Jane Doe", "J. R. R. Tolkien", "Jean-Luc O'Brien", "María José", "李小龍".
const NAME = /^\p{L}[\p{L}\p{M}]*(?:(?:[ '’-]|\. ?)\p{L}[\p{L}\p{M}]*)*\.?$/u;

/** The real name, as on the player's identity document. */
export const realNameSchema = cleanText('realName', 2, 64).refine((v) => NAME.test(v), {
  error: 'realName may hold only letters, spaces, hyphens, apostrophes and the periods of initials',
});

const ADDRESS = /^[\p{L}\p{M}\p{N} ,.'’"#/()&:;-]+$/u;

/** The postal address, on one line. */
export const addressSchema = cleanText('address', 5, 200)
  .refine((v) => ADDRESS.test(v), {
    error: 'address may hold only letters, digits, spaces and , . \' " # / ( ) & : ; -',
    abort: true,
  })
  .refine((v) => /\p{L}/u.test(v), { error: 'address must contain letters' });

/** A birth date as YYYY-MM-DD, parsed; null when it is not a date of the calendar. */
export function parseDate(text: string): { y: number; m: number; d: number } | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!match) return null;
  const [y, m, d] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(y, m - 1, d));
  // Date.UTC rolls 2023-02-30 over to March: a date that does not come back unchanged does not exist.
  if (date.getUTCFullYear() !== y || date.getUTCMonth() !== m - 1 || date.getUTCDate() !== d) return null;
  return { y, m, d };
}

/** Whole years from a birth date to `today` (UTC); someone born on 29 February turns a year older on 1 March. */
export function ageOn(birth: { y: number; m: number; d: number }, today: Date): number {
  const [y, m, d] = [today.getUTCFullYear(), today.getUTCMonth() + 1, today.getUTCDate()];
  const hadBirthday = m > birth.m || (m === birth.m && d >= birth.d);
  return y - birth.y - (hadBirthday ? 0 : 1);
}

/** The refusal of a birth date younger than `minAge` on `today` (a jurisdiction's minimum age), or null. */
export function ageRefusal(birth: string, minAge: number, today = new Date()): string | null {
  const parsed = parseDate(birth);
  return parsed && ageOn(parsed, today) >= minAge ? null : `You must be at least ${minAge} years old`;
}

const isoDay = (date: Date) => date.toISOString().slice(0, 10);
// Today's date `years` earlier, as text (compared as text: "1906-02-29" sorts right even where it is no date).
const yearsAgo = (years: number) => {
  const today = isoDay(new Date());
  return `${String(Number(today.slice(0, 4)) - years).padStart(4, '0')}${today.slice(4)}`;
};

/** The birth date: a real date in the past, of someone 18 or older (and at most 120 years ago). */
export const birthSchema = z
  .string({ error: 'birth is required' })
  .trim()
  .min(1, { error: 'birth is required', abort: true })
  .regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'birth must be a date written YYYY-MM-DD', abort: true })
  .refine((v) => parseDate(v) !== null, { error: 'birth is not a real date', abort: true })
  .refine((v) => v < isoDay(new Date()), { error: 'birth must be in the past', abort: true })
  .refine((v) => ageRefusal(v, ADULT_AGE) === null, { error: `You must be at least ${ADULT_AGE} years old`, abort: true })
  .refine((v) => v >= yearsAgo(MAX_AGE), { error: `birth is more than ${MAX_AGE} years ago` });

/** The country of residence: an ISO 3166-1 alpha-2 code ("de" is read as "DE"). */
export const countrySchema = z
  .string({ error: 'country is required' })
  .trim()
  .min(1, { error: 'country is required', abort: true })
  .transform((v) => v.toUpperCase())
  .refine((v) => isCountryCode(v), { error: 'country must be an ISO 3166-1 alpha-2 code such as DE or US' });

const PHONE_RULE = 'tell must be an international number: + and the country code, such as +44 20 7946 0958';

/** The phone number (the spec's tell), international; stored as + and its digits. */
export const tellSchema = z
  .string({ error: 'tell is required' })
  .trim()
  .min(1, { error: 'tell is required', abort: true })
  .max(32, { error: 'tell is too long', abort: true })
  .regex(/^\+[1-9][0-9 ().-]*$/, { error: PHONE_RULE, abort: true })
  .transform((v) => `+${v.replace(/\D/g, '')}`)
  .refine((v) => v.length >= 9 && v.length <= 16, { error: 'tell must have 8 to 15 digits' });

/** The fields of the payment details form. */
export const paymentDetailsSchema = z.strictObject({
  realName: realNameSchema,
  birth: birthSchema,
  country: countrySchema,
  address: addressSchema,
  tell: tellSchema,
});

/** POST /v1/user/validatePass: the login password, checked (under the login budget) before a guarded form opens. */
export const validatePassSchema = z.strictObject({ password: currentPasswordSchema });

/** POST /v1/user/updatePayment: the login password again and every payment field; answers the profile. */
export const updatePaymentSchema = z.strictObject({ password: currentPasswordSchema, ...paymentDetailsSchema.shape });

/** Payment details as saved (each '' until the player saves them; birth as YYYY-MM-DD). */
export type PaymentDetails = z.output<typeof paymentDetailsSchema>;

/** The answer of POST /v1/user/validatePass when the password is right. */
export interface PasswordValid {
  valid: true;
}

/** True once the player has saved payment details. */
export function hasPaymentDetails(d: Pick<PaymentDetails, 'realName'>): boolean {
  return d.realName !== '';
}

/** Each word as its first character and dots: "Jane Doe" → "J••• D•••". */
export function maskWords(text: string): string {
  return text
    .split(/[ ,]+/)
    .filter(Boolean)
    .map((w) => `${Array.from(w)[0]}•••`)
    .join(' ');
}

/** The year of a birth date only: "1990-05-17" → "1990-••-••". */
export function maskBirth(birth: string): string {
  return birth ? `${birth.slice(0, 4)}-••-••` : '';
}

/** A phone number's last four digits only: "+442079460958" → "+••• ••• 0958". */
export function maskPhone(tell: string): string {
  return tell ? `+••• ••• ${tell.slice(-4)}` : '';
}
