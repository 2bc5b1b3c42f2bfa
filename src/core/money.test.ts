// The global constructor is imported only to prove money.ts leaves it alone.
import DecimalJs from 'decimal.js';
import { describe, expect, it } from 'vitest';
import { Decimal, parseAmount, toFixedDown } from './money';

// NUMERIC(36,18) at its widest: 18 integer digits and 18 fraction digits (36 significant digits).
const WIDEST = '999999999999999999.999999999999999999';
const STEP = '0.000000000000000001';

describe('money Decimal', () => {
  it('is a clone: the global decimal.js constructor keeps its defaults after money.ts is imported', () => {
    expect(Decimal).not.toBe(DecimalJs);
    expect(DecimalJs.precision).toBe(20);
    expect(DecimalJs.rounding).toBe(DecimalJs.ROUND_HALF_UP);
    expect(Decimal.precision).toBe(50);
    expect(Decimal.rounding).toBe(Decimal.ROUND_DOWN);
  });

  it('keeps every digit of a NUMERIC(36,18) value through arithmetic', () => {
    const below = new Decimal(WIDEST).minus(STEP);
    expect(below.toFixed()).toBe('999999999999999999.999999999999999998');
    expect(below.plus(STEP).toFixed()).toBe(WIDEST);
    expect(parseAmount(WIDEST)?.times(1).toFixed(18)).toBe(WIDEST);
    // The same sum at the global default precision of 20 rounds: what the clone exists to prevent.
    expect(new DecimalJs(WIDEST).minus(STEP).toFixed()).not.toBe('999999999999999999.999999999999999998');
  });

  it('rounds down by default and keeps the decimal.js statics and types', () => {
    const third: Decimal = new Decimal(1).div(3);
    expect(third.toFixed()).toBe(`0.${'3'.repeat(50)}`);
    expect(new Decimal(2).div(3).toFixed().endsWith('6')).toBe(true);
    const value: Decimal.Value = '1.239';
    expect(toFixedDown(value, 2)).toBe('1.23');
    expect(Decimal.max(1, 2).toFixed()).toBe('2');
  });
});
