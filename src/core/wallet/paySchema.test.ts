import { describe, expect, it } from 'vitest';
import { payAmountProblem, payLimitsIn, paySchema } from './paySchema';

const parse = (body: unknown) => {
  const r = paySchema.safeParse(body);
  return r.success ? 'ok' : r.error.issues[0]!.message;
};

describe('paySchema', () => {
  it('takes a known coin and fiat and a fiat amount with at most 2 decimals', () => {
    expect(parse({ coin: 'BTC', fiat: 'EUR', fiatAmount: '50' })).toBe('ok');
    expect(parse({ coin: 'BTC', fiat: 'EUR', fiatAmount: '50.25' })).toBe('ok');
    expect(parse({ coin: 'BTC', fiat: 'EUR', fiatAmount: '50.255' })).toMatch(
      /^fiatAmount must be a plain decimal with at most 2 decimals/,
    );
    expect(parse({ coin: 'BTC', fiat: 'EUR', fiatAmount: 50 })).toMatch(/^fiatAmount must be a decimal string/);
    expect(parse({ coin: 'BTC', fiat: 'EUR', fiatAmount: '-5' })).toMatch(/^fiatAmount must be a plain decimal/);
    expect(parse({ coin: 'BTC', fiat: 'EUR', fiatAmount: '1e3' })).toMatch(/^fiatAmount must be a plain decimal/);
    expect(parse({ coin: 'ABC', fiat: 'EUR', fiatAmount: '50' })).toMatch(/^coin must be one of/);
    expect(parse({ coin: 'BTC', fiat: 'XYZ', fiatAmount: '50' })).toMatch(/^fiat must be one of/);
    expect(parse({ coin: 'BTC', fiat: 'EUR', fiatAmount: '50', extra: 1 })).toMatch(/extra/);
  });

  it('bounds the amount at 10 to 10000 USD in the chosen fiat', () => {
    expect(payLimitsIn('1')).toEqual({ min: '10.00', max: '10000.00' });
    expect(payLimitsIn('0.923456')).toEqual({ min: '9.24', max: '9234.56' });
    expect(payAmountProblem('9.99', 'USD', '1')).toBe('fiatAmount must be worth at least 10 USD');
    expect(payAmountProblem('10', 'USD', '1')).toBeNull();
    expect(payAmountProblem('10000', 'USD', '1')).toBeNull();
    expect(payAmountProblem('10000.01', 'USD', '1')).toBe('fiatAmount must be worth at most 10000 USD');
    expect(payAmountProblem('9.23', 'EUR', '0.923456')).toBe('fiatAmount must be worth at least 10 USD (9.24 EUR)');
    expect(payAmountProblem('9.24', 'EUR', '0.923456')).toBeNull();
  });
});
