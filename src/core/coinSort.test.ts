import { describe, expect, it } from 'vitest';
import type { BalanceRow, RatesData } from './api';
import { fiatText, fiatValue, sortCoinsDogeFirst } from './coinSort';

const rows: BalanceRow[] = [
  { coin: 'USDT', amount: '10', bonusAmount: '900' },
  { coin: 'BTC', amount: '0.5', bonusAmount: '0' },
  { coin: 'DOGE', amount: '0', bonusAmount: '1' },
  { coin: 'ETH', amount: '250', bonusAmount: '3' },
];

describe('sortCoinsDogeFirst: DOGE first, then by amount descending', () => {
  it('puts DOGE first, then the others by amount descending', () => {
    expect(sortCoinsDogeFirst(rows, 'DEPOSIT').map((r) => r.coin)).toEqual(['DOGE', 'ETH', 'USDT', 'BTC']);
    expect(sortCoinsDogeFirst(rows, 'BONUS').map((r) => r.coin)).toEqual(['DOGE', 'USDT', 'ETH', 'BTC']);
  });

  it('does not reorder its input and works without DOGE', () => {
    const input = rows.filter((r) => r.coin !== 'DOGE');
    const copy = [...input];
    expect(sortCoinsDogeFirst(input, 'DEPOSIT').map((r) => r.coin)).toEqual(['ETH', 'USDT', 'BTC']);
    expect(input).toEqual(copy);
  });
});

describe('fiatValue', () => {
  const rates = {
    rates: { BTC: { USD: { price: '60000.5', inversePrice: '0.0000166' }, EUR: { price: '55000', inversePrice: '0' } } },
    legalRate: { USD: '1', EUR: '0.92' },
  } as unknown as RatesData;

  it('converts through the price of the coin in the fiat, in decimals', () => {
    expect(fiatValue('0.1', 'BTC', 'USD', rates)?.toString()).toBe('6000.05');
    expect(fiatValue('2', 'BTC', 'EUR', rates)?.toString()).toBe('110000');
    expect(fiatValue('', 'BTC', 'USD', rates)?.toString()).toBe('0');
  });

  it('is null while the rate is unknown', () => {
    expect(fiatValue('1', 'ETH', 'USD', rates)).toBeNull();
    expect(fiatValue('1', 'BTC', 'USD', null)).toBeNull();
  });

  it('fiatText writes the value with the fiat symbol and 2 decimals, or null while the rate is unknown', () => {
    expect(fiatText('0.1', 'BTC', 'USD', rates)).toBe('$6,000.05');
    expect(fiatText('2', 'BTC', 'EUR', rates)).toBe('€110,000.00');
    expect(fiatText('1', 'ETH', 'USD', rates)).toBeNull();
  });
});
