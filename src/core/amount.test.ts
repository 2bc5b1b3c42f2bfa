import { describe, expect, it } from 'vitest';
import { AMOUNT_PRECISION, add, betAmountProblem, div, isBetAmountValid, mul, readAmount, sub } from './amount';
import { Decimal } from './money';

describe('amount helpers', () => {
  it('count empty, null and non-numeric operands as 0', () => {
    for (const v of ['', '   ', null, undefined, 'abc', '12abc', '0x10', 'Infinity', NaN, {}, []]) {
      expect(readAmount(v).toString()).toBe('0');
      expect(add(v, '1.5')).toBe('1.5');
      expect(sub('1.5', v)).toBe('1.5');
      expect(mul(v, '3')).toBe('0');
    }
  });
  it('add, subtract, multiply and divide exactly, returning plain decimal strings', () => {
    expect(add('0.1', '0.2')).toBe('0.3');
    expect(add(0.1, 0.2)).toBe('0.3');
    expect(sub('1', '0.9')).toBe('0.1');
    expect(sub('0.1', '0.1')).toBe('0');
    expect(mul('1.1', '1.1')).toBe('1.21');
    expect(div('1', '4')).toBe('0.25');
    expect(mul('0.0000001', '1')).toBe('0.0000001');
    expect(add(new Decimal('2'), '-3')).toBe('-1');
  });
  it('gives 0 on division by zero or an empty divisor', () => {
    expect(div('5', '0')).toBe('0');
    expect(div('5', 0)).toBe('0');
    expect(div('5', '')).toBe('0');
    expect(div('5', null)).toBe('0');
  });
  it('works at 20 significant digits', () => {
    expect(AMOUNT_PRECISION).toBe(20);
    expect(div('1', '3')).toBe('0.33333333333333333333');
    expect(div('2', '3')).toBe('0.66666666666666666667');
    expect(add('12345678901234567890', '0.5')).toBe('12345678901234567891');
    // The app-wide Decimal (precision 50) is untouched by the helpers' clone.
    expect(new Decimal(1).dividedBy(3).toString()).toHaveLength(52);
  });
});

describe('bet amount validity', () => {
  it('refuses a nonzero value under 0.01', () => {
    expect(betAmountProblem('0.009', '100')).toBe('min');
    expect(betAmountProblem('0.00000001', '100')).toBe('min');
    expect(isBetAmountValid('0.01', '100')).toBe(true);
  });
  it('allows zero and treats empty input as zero', () => {
    expect(betAmountProblem('0', '100')).toBeNull();
    expect(betAmountProblem('', '100')).toBeNull();
  });
  it("refuses a value above the game's maxBetAmount, allows it exactly", () => {
    expect(betAmountProblem('100.000001', '100')).toBe('max');
    expect(betAmountProblem('100', '100')).toBeNull();
    expect(isBetAmountValid(10001, '10000')).toBe(false);
  });
});
