import { describe, expect, it } from 'vitest';
import {
  atLimit,
  betRules,
  clampUnits,
  fromUnits,
  mulDivFloor,
  normalizeBet,
  partOf,
  ratio,
  scaleBet,
  stepBet,
  subunitsText,
  toUnits,
} from './money';

const usdt = betRules({ min: '0.1', max: '100', step: '0.1' }, 6);
const btc = betRules({ min: '0.000001', max: '0.001', step: '0.000001' }, 8);
const xrp = betRules({ min: '0.05', max: '50', step: '0.05' }, 6);

describe('decimal strings as subunits', () => {
  it('parses plain decimals exactly, with a comma too', () => {
    expect(toUnits('1', 6)).toBe(1_000_000n);
    expect(toUnits('0.1', 6)).toBe(100_000n);
    expect(toUnits('1,25', 2)).toBe(125n);
    expect(toUnits('.5', 2)).toBe(50n);
    expect(toUnits('12345678901234.12345678', 8)).toBe(1234567890123412345678n);
  });

  it('refuses what is not an amount or has too many places', () => {
    for (const bad of ['', 'abc', '-1', '1e3', '1.2.3', ' ', 'NaN']) expect(toUnits(bad, 6)).toBeNull();
    expect(toUnits('0.0000001', 6)).toBeNull();
    expect(toUnits('0.1000000', 6)).toBe(100_000n);
  });

  it('formats without float error and keeps a minimum of places when asked', () => {
    expect(fromUnits(300_000n, 6)).toBe('0.3');
    expect(fromUnits(1n, 8)).toBe('0.00000001');
    expect(fromUnits(1_000_000_000n, 6)).toBe('1000');
    expect(fromUnits(1_500_000n, 6, 2)).toBe('1.50');
    expect(fromUnits(-250n, 2)).toBe('-2.5');
    expect(fromUnits(7n, 0)).toBe('7');
  });
});

describe('bet stepping and clamping', () => {
  it('steps on the grid of the step where 0.1 + 0.2 is exact', () => {
    expect(stepBet('0.1', 1, usdt)).toBe('0.2');
    expect(stepBet('0.2', 1, usdt)).toBe('0.3');
    expect(stepBet('0.3', -1, usdt)).toBe('0.2');
    expect(stepBet('0.000009', 1, btc)).toBe('0.00001');
    expect(stepBet('0.15', 1, xrp)).toBe('0.2');
  });

  it('snaps an off-grid amount to the next step in the direction pressed', () => {
    expect(stepBet('0.25', 1, usdt)).toBe('0.3');
    expect(stepBet('0.25', -1, usdt)).toBe('0.2');
  });

  it('holds the limits', () => {
    expect(stepBet('0.1', -1, usdt)).toBe('0.1');
    expect(stepBet('100', 1, usdt)).toBe('100');
    expect(stepBet('nonsense', 1, usdt)).toBe('0.1');
    expect(clampUnits(5n, usdt)).toBe(usdt.min);
    expect(clampUnits(10n ** 12n, usdt)).toBe(usdt.max);
  });

  it('makes typed amounts valid or falls back', () => {
    expect(normalizeBet('2.37', usdt, '1')).toBe('2.3');
    expect(normalizeBet('5000', usdt, '1')).toBe('100');
    expect(normalizeBet('0', usdt, '1')).toBe('0.1');
    expect(normalizeBet('abc', usdt, '1')).toBe('1');
    expect(normalizeBet('1.0000001', usdt, '1')).toBe('1');
  });

  it('halves and doubles within the limits', () => {
    expect(scaleBet('0.3', 'half', usdt)).toBe('0.1');
    expect(scaleBet('1', 'half', usdt)).toBe('0.5');
    expect(scaleBet('0.7', 'double', usdt)).toBe('1.4');
    expect(scaleBet('80', 'double', usdt)).toBe('100');
  });

  it('says when a limit is reached', () => {
    expect(atLimit('0.1', usdt)).toEqual({ low: true, high: false });
    expect(atLimit('100', usdt)).toEqual({ low: false, high: true });
    expect(atLimit('5', usdt)).toEqual({ low: false, high: false });
  });
});

describe('amounts derived from a bet', () => {
  it('pays a line as the server does: stake × pay / 10, rounded down', () => {
    expect(mulDivFloor('1', 5, 10, 6)).toBe('0.5');
    expect(mulDivFloor('0.000001', 7, 10, 8)).toBe('0.0000007');
    expect(mulDivFloor('0.3', 1, 10, 2)).toBe('0.03');
    expect(mulDivFloor('0.01', 1, 10, 2)).toBe('0');
  });

  it('counts up in exact steps and ends on the amount itself', () => {
    expect(partOf('10', 0.5, 6)).toBe('5');
    expect(partOf('0.3', 0.333, 6)).toBe('0.0999');
    expect(partOf('12.34', 1, 2)).toBe('12.34');
  });

  it('formats subunits and compares amounts for effects', () => {
    expect(subunitsText(1_500_000, 6)).toBe('1.5');
    expect(ratio('30', '2', 6)).toBe(15);
    expect(ratio('1', '0', 6)).toBe(0);
  });
});
