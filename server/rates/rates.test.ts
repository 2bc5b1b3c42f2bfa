// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { COIN_CODES, FIAT_CODES } from '../../src/core/currency';
import { Decimal } from '../../src/core/money';
import { SEED_COIN_USD, SEED_FIAT_PER_USD } from '../db/seed';
import { formatRate, ratesData, type RateTable } from './rates';

const table: RateTable = {
  coinUsd: Object.fromEntries(COIN_CODES.map((c) => [c, new Decimal(SEED_COIN_USD[c])])) as RateTable['coinUsd'],
  fiatPerUsd: Object.fromEntries(FIAT_CODES.map((f) => [f, new Decimal(SEED_FIAT_PER_USD[f])])) as RateTable['fiatPerUsd'],
  updatedAt: 1_764_300_000_000,
};

describe('rates', () => {
  it('formats without exponents or trailing zeros, 12 significant digits half-up', () => {
    expect(formatRate(new Decimal('95000.000'))).toBe('95000');
    expect(formatRate(new Decimal(1).div(3))).toBe('0.333333333333');
    expect(formatRate(new Decimal(2).div(3))).toBe('0.666666666667');
    expect(formatRate(new Decimal('1e-12'))).toBe('0.000000000001');
  });

  it('derives cross rates from USD prices and legal rates', () => {
    const data = ratesData(table, true);
    expect(data).toMatchObject({ updatedAt: 1_764_300_000_000, fixed: true });
    expect(data.rates.BTC.JPY.price).toBe('14440000');
    expect(data.rates.DOGE.EUR.price).toBe('0.2944');
    expect(data.rates.USDT.USD).toEqual({ price: '1', inversePrice: '1' });
    expect(data.legalRate.TRY).toBe('39.5');
  });
});
