import { describe, expect, it } from 'vitest';
import { attemptFor, isWebUrl, refusedField } from './walletCalls';

describe('refusedField', () => {
  it('reads the field a 400 names, in the zod form and the sentence form, as the form words it', () => {
    expect(refusedField('address: Invalid checksum', null)).toEqual({ field: 'address', message: 'Invalid checksum' });
    expect(refusedField('emailCode must be the 6 digits we emailed you', null)).toEqual({
      field: 'emailCode',
      message: 'Email code must be the 6 digits we emailed you',
    });
    expect(refusedField('googleCode is incorrect', null)).toEqual({ field: 'googleCode', message: 'Authenticator code is incorrect' });
  });

  it('prefers the field in the data, and keeps a message that does not start with it', () => {
    expect(refusedField('Below the minimum withdrawal', { field: 'amount' })).toEqual({
      field: 'amount',
      message: 'Below the minimum withdrawal',
    });
  });

  it("puts the code checks' refusals under their code fields", () => {
    expect(refusedField('The code is incorrect (4 tries left)', null)).toEqual({
      field: 'emailCode',
      message: 'The code is incorrect (4 tries left)',
    });
    expect(refusedField('No valid code for this email: ask for a new one', null)?.field).toBe('emailCode');
    expect(refusedField('The authenticator code is incorrect', null)?.field).toBe('googleCode');
    expect(refusedField('This code was already used; wait for the next one', null)?.field).toBe('googleCode');
  });

  it('finds no field in other messages', () => {
    expect(refusedField('Withdrawals are paused', null)).toBeNull();
    expect(refusedField('coin must be one of USDT, BTC', null)).toBeNull();
    expect(refusedField('', { field: 'password' })).toBeNull();
  });
});

describe('attemptFor', () => {
  it('keeps the key while the same withdrawal is retried, and makes a new one for another', () => {
    const first = attemptFor(null, 'BTC|bc1q|0.1');
    expect(attemptFor(first, 'BTC|bc1q|0.1')).toBe(first);
    expect(attemptFor(first, 'BTC|bc1q|0.2').key).not.toBe(first.key);
  });
});

describe('isWebUrl', () => {
  it('accepts http(s) pages only', () => {
    expect(isWebUrl('https://pay.example/x')).toBe(true);
    expect(isWebUrl('/demo-pay/order?id=1')).toBe(true);
    expect(isWebUrl('javascript:alert(1)')).toBe(false);
    expect(isWebUrl('data:text/html,hi')).toBe(false);
  });
});
