// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { maskEmail, withdrawSchema } from '../../src/core/wallet/withdrawSchema';
import { describeZodError } from '../../src/core/schemas';
import { ConfigError, loadConfig } from '../config';
import { ApiError } from '../errors';
import { checkWithdrawAmount, coinText, shortAddress } from './withdrawals';

const refusal = (fn: () => unknown): string => {
  try {
    fn();
  } catch (error) {
    expect(error).toBeInstanceOf(ApiError);
    return (error as ApiError).message;
  }
  throw new Error('not refused');
};

describe('checkWithdrawAmount', () => {
  it('takes the minimum and the decimals of the coin', () => {
    expect(checkWithdrawAmount('USDT', '20').toFixed()).toBe('20');
    expect(checkWithdrawAmount('SOL', '0.123456789').toFixed()).toBe('0.123456789');
    expect(refusal(() => checkWithdrawAmount('USDT', '19.999999'))).toBe(
      'amount must be at least 20 USDT (the smallest withdrawal; the 5 USDT fee comes on top)',
    );
    expect(refusal(() => checkWithdrawAmount('BTC', '0.000000001'))).toBe('amount has more decimals than BTC allows (8)');
    expect(refusal(() => checkWithdrawAmount('ETH', '0'))).toMatch(/^amount must be at least 0.01 ETH/);
  });
});

describe('wording', () => {
  it('shows coin amounts without trailing zeros and addresses shortened', () => {
    expect(coinText('25.000000000000000000', 'USDT')).toBe('25 USDT');
    expect(coinText('0.123456789123', 'BTC')).toBe('0.12345678 BTC');
    expect(shortAddress('0x52908400098527886E0F7030069857D2E4169EE7')).toBe('0x529084…169EE7');
    expect(shortAddress('rShort')).toBe('rShort');
    expect(maskEmail('ada.lovelace@example.com')).toBe('ad***@example.com');
    expect(maskEmail('a@example.com')).toBe('a***@example.com');
  });
});

describe('withdrawSchema', () => {
  const base = { coin: 'XRP', address: 'rHb9CJAWyB4rj91VRWn96DkukG4bwdtyTh', amount: '20', emailCode: ' 123456 ' };
  const message = (extra: Record<string, unknown>) => {
    const r = withdrawSchema.safeParse({ ...base, ...extra });
    return r.success ? null : describeZodError(r.error);
  };

  it('reads an empty or null tag as none and keeps the address as typed', () => {
    expect(withdrawSchema.parse(base)).toEqual({ ...base, tag: null, emailCode: '123456' });
    expect(withdrawSchema.parse({ ...base, tag: '' }).tag).toBeNull();
    expect(withdrawSchema.parse({ ...base, tag: '7' }).tag).toBe('7');
    // Spaces are left for the address check to name, never silently removed.
    expect(withdrawSchema.parse({ ...base, address: ` ${base.address}` }).address).toBe(` ${base.address}`);
  });

  it('names the field of every refusal', () => {
    expect(message({ amount: 20 })).toBe('amount must be a decimal string');
    expect(message({ amount: '-1' })).toBe('amount must be a plain non-negative decimal such as "1.25"');
    expect(message({ address: 5 })).toBe('address must be a string');
    expect(message({ address: undefined })).toBe('address is required');
    expect(message({ tag: 5 })).toBe('tag must be a string');
    expect(message({ emailCode: undefined })).toBe('emailCode is required: ask for a code and enter the 6 digits we email you');
    expect(message({ emailCode: '12345' })).toBe('emailCode must be the 6 digits we emailed you');
    expect(message({ googleCode: '1' })).toBe('googleCode must be the 6 digits your authenticator app shows');
    expect(message({ balanceType: 'DEPOSIT' })).toBe('Unknown field: balanceType');
  });
});

describe('WITHDRAW_DAILY_USD', () => {
  it('defaults to the core limit and refuses what is not a positive amount', () => {
    expect(loadConfig({}).withdrawDailyUsd).toBe('10000');
    expect(loadConfig({ WITHDRAW_DAILY_USD: '2500.5' }).withdrawDailyUsd).toBe('2500.5');
    expect(() => loadConfig({ WITHDRAW_DAILY_USD: '0' })).toThrow(ConfigError);
    expect(() => loadConfig({ WITHDRAW_DAILY_USD: '-5' })).toThrow(/WITHDRAW_DAILY_USD/);
  });
});
