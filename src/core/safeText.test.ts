import { describe, expect, it } from 'vitest';
import { hasControlOrBidi, hasUnsafeNameChar, isReservedName, textField } from './safeText';
import { loginSchema, registerSchema, sendTipSchema, updateNameSchema } from './schemas';
import { describeZodError } from './schemas';

const refused = (schema: { safeParse(v: unknown): { success: boolean; error?: unknown } }, value: unknown): string => {
  const r = schema.safeParse(value);
  expect(r.success).toBe(false);
  return describeZodError(r.error as never);
};

describe('hasControlOrBidi', () => {
  it.each([
    'a\u0000b',
    'tab\there',
    'line\nbreak',
    '\u007f',
    '\u0085',
    'x\u202ey',
    '\u2066iso',
    '\u200fmark',
    'lone\ud800',
    '\udc00x',
    '\u061c',
  ])('refuses %j', (text) => expect(hasControlOrBidi(text)).toBe(true));

  it.each(['plain', 'émile', '名前', '🎲 lucky', '👨‍👩‍👧', 'a b-c_d.e'])('accepts %j', (text) => expect(hasControlOrBidi(text)).toBe(false));
});

describe('hasUnsafeNameChar', () => {
  it('refuses invisible characters in names, which free text may keep', () => {
    expect(hasUnsafeNameChar('ad\u200bmin')).toBe(true);
    expect(hasUnsafeNameChar('\u3164')).toBe(true);
    expect(hasUnsafeNameChar('soft\u00adhyphen')).toBe(true);
    expect(hasControlOrBidi('ad\u200bmin')).toBe(false);
    expect(hasUnsafeNameChar('Lucky 🎲')).toBe(false);
  });
});

describe('isReservedName', () => {
  it.each(['Hidden', 'HIDDEN', 'admin', 'Admin_1', 'ad.min', 'Support', 'moderator', 'mod', 'System', 'highstakes', 'ｓｕｐｐｏｒｔ'])(
    'reserves %s',
    (name) => expect(isReservedName(name)).toBe(true),
  );

  it.each(['hiddenfox', 'madmin', 'supporter', 'lucky_7', 'Modesty'])('leaves %s to players', (name) =>
    expect(isReservedName(name)).toBe(false),
  );
});

describe('textField and the schemas that use it', () => {
  it('names the field in each refusal', () => {
    expect(refused(textField('note', { max: 5 }), 'a\u0000')).toBe('note must not contain control, invisible or text-direction characters');
    expect(refused(textField('note', { max: 5 }), '')).toBe('note is required');
    expect(refused(textField('note', { max: 5 }), '123456')).toBe('note must be at most 5 characters');
    expect(refused(textField('nick', { min: 2, max: 5, name: true }), 'x')).toBe('nick must be 2-5 characters');
  });

  it('refuses NUL and bidi overrides in login, tip and nickname fields, and reserved nicknames', () => {
    expect(refused(loginSchema, { userName: 'bob\u0000', password: 'x' })).toMatch(/^userName must not contain/);
    expect(refused(sendTipSchema, { toUserName: '\u202eevil', coin: 'USDT', amount: '1' })).toMatch(/^toUserName must not contain/);
    expect(refused(updateNameSchema, { nickName: 'ab\u2067cd' })).toMatch(/^nickName must not contain/);
    expect(refused(updateNameSchema, { nickName: 'Hidden' })).toBe('nickName is reserved for the site, please choose another');
    expect(refused(updateNameSchema, { nickName: ' admin ' })).toBe('nickName is reserved for the site, please choose another');
    expect(updateNameSchema.parse({ nickName: 'Lucky 🎲' })).toEqual({ nickName: 'Lucky 🎲' });
  });

  it('refuses reserved user names and a referral code that is not letters and digits', () => {
    const base = { email: 'a@example.test', password: 'abcdefg1', birth: '1990-01-01' };
    expect(refused(registerSchema, { ...base, userName: 'support' })).toBe('userName is reserved for the site, please choose another');
    expect(refused(registerSchema, { ...base, userName: 'player1', sharCode: 'AB\u0000' })).toBe('sharCode must be letters and digits');
    expect(registerSchema.parse({ ...base, userName: 'player1', sharCode: 'ab12CD34' }).sharCode).toBe('ab12CD34');
  });
});
