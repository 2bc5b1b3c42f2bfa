import { describe, expect, it } from 'vitest';
import {
  formatAmount,
  formatCoin,
  formatCompactCoin,
  formatCompactFiat,
  formatFiat,
  formatMoney,
  groupThousands,
  safeDivide,
  toDecimal,
  toFiat,
} from './format';
import { deviceClass } from './device';
import { sortBalances } from './balances';
import type { BalanceRow } from './api';

describe('toDecimal and safeDivide (amount helpers)', () => {
  it('treats empty, null and non-numeric values as 0', () => {
    for (const v of ['', '  ', null, undefined, 'abc', '0x1f', 'Infinity', 'NaN', NaN, {}, []]) {
      expect(toDecimal(v).toString()).toBe('0');
    }
  });
  it('reads decimal strings and numbers', () => {
    expect(toDecimal('12.5').toString()).toBe('12.5');
    expect(toDecimal(' 3 ').toString()).toBe('3');
    expect(toDecimal(-2).toString()).toBe('-2');
    expect(toDecimal('1e3').toString()).toBe('1000');
  });
  it('keeps the precision of NUMERIC(36,18) values', () => {
    expect(toDecimal('123456789012345678.123456789012345678').toFixed()).toBe('123456789012345678.123456789012345678');
  });
  it('gives 0 on division by zero', () => {
    expect(safeDivide('5', '0').toString()).toBe('0');
    expect(safeDivide('5', '').toString()).toBe('0');
    expect(safeDivide('5', '2').toString()).toBe('2.5');
  });
});

describe('groupThousands', () => {
  it('groups the integer part only', () => {
    expect(groupThousands('1234567.123456')).toBe('1,234,567.123456');
    expect(groupThousands('-1000')).toBe('-1,000');
    expect(groupThousands('999')).toBe('999');
    expect(groupThousands('0.5')).toBe('0.5');
  });
});

describe('money display', () => {
  it('shows zero or empty as 0.00', () => {
    expect(formatCoin('0')).toBe('0.00');
    expect(formatCoin('')).toBe('0.00');
    expect(formatCoin(null)).toBe('0.00');
    expect(formatCoin('0.000000')).toBe('0.00');
    expect(formatFiat('0', '$')).toBe('$0.00');
    expect(formatAmount(undefined, { decimals: 2 })).toBe('0.00');
  });
  it('shows coin amounts of a logged-in player with up to 6 decimals, trailing zeros trimmed', () => {
    expect(formatCoin('1.23450000')).toBe('1.2345');
    expect(formatCoin('0.12345678')).toBe('0.123456');
    expect(formatCoin('1234567.5')).toBe('1,234,567.5');
    expect(formatCoin('1000')).toBe('1,000');
    expect(formatCoin('0.00000049')).toBe('0.00');
  });
  it('rounds coin amounts down so a balance never shows more than it is', () => {
    expect(formatCoin('0.9999999')).toBe('0.999999');
    expect(formatCoin('2.999', false)).toBe('2.99');
  });
  it('shows 2 decimals when not logged in', () => {
    expect(formatCoin('1234.5', false)).toBe('1,234.50');
    expect(formatCoin('0.001', false)).toBe('0.00');
  });
  it('shows fiat with its symbol and 2 decimals, rounded', () => {
    expect(formatFiat('1000', '$')).toBe('$1,000.00');
    expect(formatFiat('1234.565', '€')).toBe('€1,234.57');
    expect(formatFiat('-3.5', '£')).toBe('-£3.50');
    expect(formatFiat('0.004', '$')).toBe('$0.00');
  });
  it('converts to fiat with the rate price', () => {
    expect(toFiat('0.5', '64000.10').toString()).toBe('32000.05');
    expect(toFiat('1', '').toString()).toBe('0');
    expect(formatMoney('0.5', { currencyType: 'FAIT', loggedIn: true, price: '64000.10', symbol: '$' })).toBe('$32,000.05');
    expect(formatMoney('0.5', { currencyType: 'COIN', loggedIn: true })).toBe('0.5');
  });
});

describe('compact amounts (the phone header)', () => {
  it('keeps 6 significant digits of a coin amount, rounded down and trimmed', () => {
    expect(formatCompactCoin('1000.398765')).toBe('1,000.39');
    expect(formatCompactCoin('12.3456789')).toBe('12.3456');
    expect(formatCompactCoin('123456.78')).toBe('123,456');
    expect(formatCompactCoin('999999.99')).toBe('999,999');
    expect(formatCompactCoin('1000')).toBe('1,000');
    expect(formatCompactCoin('0.01234567')).toBe('0.012345');
    expect(formatCompactCoin('0.00000049')).toBe('0.00');
    expect(formatCompactCoin('0')).toBe('0.00');
    expect(formatCompactCoin('')).toBe('0.00');
  });
  it('shows a million or more with a unit, never more than there is', () => {
    expect(formatCompactCoin('1000000')).toBe('1M');
    expect(formatCompactCoin('1239999.99')).toBe('1.23M');
    expect(formatCompactCoin('987654321098')).toBe('987.65B');
    expect(formatCompactCoin('1e17')).toBe('100,000T');
  });
  it('is never longer than 8 characters below a billion', () => {
    for (const v of ['1000.398765', '999999.999999', '0.123456789', '98765.4321', '999999999.99', '7.77777777']) {
      expect(formatCompactCoin(v).length).toBeLessThanOrEqual(8);
    }
  });
  it('shows fiat with 2 decimals below 100,000, whole units up to a million, then a unit', () => {
    expect(formatCompactFiat('1000.398', '$')).toBe('$1,000.40');
    expect(formatCompactFiat('123456.78', '€')).toBe('€123,457');
    expect(formatCompactFiat('2500000', '$')).toBe('$2.5M');
    expect(formatCompactFiat('-3.5', '£')).toBe('-£3.50');
    expect(formatCompactFiat('0', '$')).toBe('$0.00');
  });
});

describe('deviceClass: mobile up to 768 px, tablet up to 1200 px, else pc', () => {
  const desktop = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/130 Safari/537.36';
  it('classifies by width', () => {
    expect(deviceClass(desktop, 390)).toBe('mobile');
    expect(deviceClass(desktop, 768)).toBe('mobile');
    expect(deviceClass(desktop, 769)).toBe('tablet');
    expect(deviceClass(desktop, 1200)).toBe('tablet');
    expect(deviceClass(desktop, 1440)).toBe('pc');
  });
  it('classifies by agent', () => {
    expect(deviceClass('Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Mobile/15E148', 1440)).toBe('mobile');
    expect(deviceClass('Mozilla/5.0 (Linux; Android 14; Pixel 8) Mobile Safari/537.36', 1440)).toBe('mobile');
    expect(deviceClass('Mozilla/5.0 (iPad; CPU OS 17_0 like Mac OS X)', 1440)).toBe('tablet');
    expect(deviceClass('Mozilla/5.0 (Linux; Android 14; SM-X710) Safari/537.36', 1440)).toBe('tablet');
  });
});

describe('sortBalances: selected coin first, then by amount descending', () => {
  const rows: BalanceRow[] = [
    { coin: 'USDT', amount: '5', bonusAmount: '100' },
    { coin: 'BTC', amount: '0.5', bonusAmount: '0' },
    { coin: 'ETH', amount: '20', bonusAmount: '1' },
    { coin: 'DOGE', amount: '0', bonusAmount: '0' },
  ];
  it('puts the selected coin first, then by amount descending', () => {
    expect(sortBalances(rows, 'BTC', 'DEPOSIT').map((r) => r.coin)).toEqual(['BTC', 'ETH', 'USDT', 'DOGE']);
    expect(sortBalances(rows, 'DOGE', 'BONUS').map((r) => r.coin)).toEqual(['DOGE', 'USDT', 'ETH', 'BTC']);
  });
});
