import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { COUNTRY_CODES, countryName, isCountryCode } from './countries';
import {
  ageOn,
  ageRefusal,
  hasPaymentDetails,
  maskBirth,
  maskPhone,
  maskWords,
  parseDate,
  paymentDetailsSchema,
  updatePaymentSchema,
  validatePassSchema,
} from './paymentDetails';
import { describeZodError } from './schemas';

const VALID = { realName: 'Jane Doe', birth: '1990-05-17', country: 'DE', address: '10 Downing Street, London', tell: '+44 20 7946 0958' };

/** The first error of a body with one field changed, or 'ok'. */
function errorOf(patch: Record<string, unknown>): string {
  const r = paymentDetailsSchema.safeParse({ ...VALID, ...patch });
  return r.success ? 'ok' : describeZodError(r.error);
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-03-10T12:00:00Z'));
});

afterEach(() => {
  vi.useRealTimers();
});

describe('payment details schema', () => {
  it('accepts a complete body and normalises it', () => {
    expect(paymentDetailsSchema.parse({ ...VALID, realName: '  Jane   Doe ', country: ' de ', address: ' 10  Downing Street ' })).toEqual({
      realName: 'Jane Doe',
      birth: '1990-05-17',
      country: 'DE',
      address: '10 Downing Street',
      tell: '+442079460958',
    });
  });

  it.each([
    ['Jane Doe'],
    ['J. R. R. Tolkien'],
    ["Jean-Luc O'Brien"],
    ['María José'],
    ['Mari\u0301a'],
    ['李小龍'],
    ['Zoë Ng Jr.'],
    ['Nguyễn Văn An'],
  ])('takes the real name %s', (realName) => {
    expect(errorOf({ realName })).toBe('ok');
  });

  it.each([
    ['', 'realName is required'],
    ['   ', 'realName is required'],
    ['J', 'realName must be 2-64 characters'],
    ['x'.repeat(65), 'realName must be 2-64 characters'],
    ['Jane2 Doe', 'realName may hold only letters'],
    ['Jane -Doe', 'realName may hold only letters'],
    ['-Jane', 'realName may hold only letters'],
    ['Jane <b>', 'realName may hold only letters'],
    ['Jane\u202eeoD', 'realName must not contain control, invisible or text-direction characters'],
    ['Ja\u200bne', 'realName must not contain control, invisible or text-direction characters'],
    ['Jane\nDoe', 'realName must not contain control, invisible or text-direction characters'],
    [42, 'realName is required'],
  ])('refuses the real name %j', (realName, message) => {
    expect(errorOf({ realName })).toContain(message);
  });

  it('checks the birth date: a real date, in the past, of an adult, not older than 120 years', () => {
    expect(errorOf({ birth: '2008-03-10' })).toBe('ok'); // 18 today
    expect(errorOf({ birth: '2008-03-11' })).toBe('birth: You must be at least 18 years old');
    expect(errorOf({ birth: '2026-03-09' })).toBe('birth: You must be at least 18 years old');
    expect(errorOf({ birth: '2026-03-10' })).toBe('birth must be in the past');
    expect(errorOf({ birth: '2030-01-01' })).toBe('birth must be in the past');
    expect(errorOf({ birth: '1990-02-30' })).toBe('birth is not a real date');
    expect(errorOf({ birth: '1990-13-01' })).toBe('birth is not a real date');
    expect(errorOf({ birth: '1990-00-10' })).toBe('birth is not a real date');
    expect(errorOf({ birth: '1992-02-29' })).toBe('ok');
    expect(errorOf({ birth: '1991-02-29' })).toBe('birth is not a real date');
    expect(errorOf({ birth: '1906-03-10' })).toBe('ok');
    expect(errorOf({ birth: '1906-03-09' })).toBe('birth is more than 120 years ago');
    for (const birth of ['17/05/1990', '1990-5-17', '19900517', '1990-05-17T00:00:00Z', ''])
      expect(errorOf({ birth }), birth).toMatch(/^birth (must be a date written YYYY-MM-DD|is required)$/);
  });

  it('counts age in whole years, a 29 February birthday turning on 1 March', () => {
    expect(ageOn(parseDate('2000-02-29')!, new Date('2018-02-28T23:59:59Z'))).toBe(17);
    expect(ageOn(parseDate('2000-02-29')!, new Date('2018-03-01T00:00:00Z'))).toBe(18);
    expect(ageOn(parseDate('2000-12-31')!, new Date('2018-12-31T00:00:00Z'))).toBe(18);
    expect(parseDate('2023-02-29')).toBeNull();
  });

  it("refuses an age under a jurisdiction's minimum, to the day", () => {
    const today = new Date('2026-06-15T12:00:00Z');
    expect(ageRefusal('2005-06-15', 21, today)).toBeNull();
    expect(ageRefusal('2005-06-15', 21, new Date('2026-06-14T23:59:59Z'))).toBe('You must be at least 21 years old');
    expect(ageRefusal('2005-06-16', 21, today)).toBe('You must be at least 21 years old');
    expect(ageRefusal('2008-06-15', 18, today)).toBeNull();
    expect(ageRefusal('2008-06-16', 18, today)).toBe('You must be at least 18 years old');
    expect(ageRefusal('not-a-date', 18, today)).toBe('You must be at least 18 years old');
  });

  it('takes assigned ISO 3166-1 alpha-2 codes only', () => {
    expect(COUNTRY_CODES).toHaveLength(249);
    expect(new Set(COUNTRY_CODES).size).toBe(249);
    expect([...COUNTRY_CODES].sort()).toEqual(COUNTRY_CODES);
    for (const code of ['DE', 'us', 'gb', 'AX', 'SS']) expect(errorOf({ country: code }), code).toBe('ok');
    for (const code of ['XK', 'UK', 'EU', 'ZZ', 'DEU', 'D', '', '12', 'Germany'])
      expect(errorOf({ country: code }), code).toMatch(/^country (must be an ISO 3166-1 alpha-2 code|is required)/);
    expect(isCountryCode('de')).toBe(false);
    expect(countryName('DE')).toBe('Germany');
  });

  it('checks the address: letters and the usual punctuation, 5-200 characters, one line', () => {
    for (const address of ['Flat 2/B, 221 Baker St. (rear)', 'Hauptstraße 5; 10115 Berlin', 'Calle "Sol" #3 & 4', '北京市朝阳区 1号'])
      expect(errorOf({ address }), address).toBe('ok');
    expect(errorOf({ address: 'Rd 1' })).toBe('address must be 5-200 characters');
    expect(errorOf({ address: 'a'.repeat(201) })).toBe('address must be 5-200 characters');
    expect(errorOf({ address: '12345 67' })).toBe('address must contain letters');
    expect(errorOf({ address: 'Main St <script>' })).toContain('address may hold only letters');
    expect(errorOf({ address: 'Main St\r\n5' })).toContain('must not contain control');
    expect(errorOf({ address: 'Main St\u2066 5' })).toContain('must not contain control');
  });

  it('takes international phone numbers only and keeps their digits', () => {
    const tell = (v: string) => paymentDetailsSchema.parse({ ...VALID, tell: v }).tell;
    expect(tell('+1 (555) 010-9999')).toBe('+15550109999');
    expect(tell(' +49.30.1234567 ')).toBe('+49301234567');
    for (const v of ['020 7946 0958', '0044 20 7946 0958', '+0 123 456 789', '+44 20 7946 0958 ext 2', '+44-20-7946-0958#'])
      expect(errorOf({ tell: v }), v).toContain('tell must be an international number');
    expect(errorOf({ tell: '+44 123' })).toBe('tell must have 8 to 15 digits');
    expect(errorOf({ tell: '+1234567890123456' })).toBe('tell must have 8 to 15 digits');
    expect(errorOf({ tell: '' })).toBe('tell is required');
  });

  it('refuses unknown keys and missing fields; the update needs the password, unchanged', () => {
    expect(errorOf({ extra: 1 })).toBe('Unknown field: extra');
    const { tell: _tell, ...missing } = VALID;
    expect(paymentDetailsSchema.safeParse(missing).success).toBe(false);
    expect(updatePaymentSchema.safeParse(VALID).success).toBe(false);
    expect(updatePaymentSchema.parse({ ...VALID, password: ' pass word ' }).password).toBe(' pass word ');
    expect(validatePassSchema.safeParse({ password: '' }).success).toBe(false);
    expect(validatePassSchema.safeParse({ password: 'x'.repeat(129) }).success).toBe(false);
    expect(validatePassSchema.safeParse({ password: 12345678 }).success).toBe(false);
    expect(validatePassSchema.safeParse({ password: 'secret', more: 1 }).success).toBe(false);
  });
});

describe('masks', () => {
  it('summarise the saved details without showing them', () => {
    expect(maskWords('Jane Doe')).toBe('J••• D•••');
    expect(maskWords('10 Downing Street, London')).toBe('1••• D••• S••• L•••');
    expect(maskWords('李小龍')).toBe('李•••');
    expect(maskBirth('1990-05-17')).toBe('1990-••-••');
    expect(maskPhone('+442079460958')).toBe('+••• ••• 0958');
    expect(maskBirth('')).toBe('');
    expect(maskPhone('')).toBe('');
    expect(hasPaymentDetails({ realName: '' })).toBe(false);
    expect(hasPaymentDetails({ realName: 'Jane Doe' })).toBe(true);
  });
});
