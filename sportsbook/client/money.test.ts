import { describe, expect, it } from 'vitest';
import {
  addDec,
  cleanStakeInput,
  comboOdds,
  compareDec,
  currencyDecimals,
  formatAmount,
  parseDec,
  product,
  roundDown,
  singlesWin,
  stakeProblem,
  timesCount,
  trimZeros,
  winAt,
} from './money';

describe('decimal arithmetic', () => {
  it('parses plain non-negative decimals only', () => {
    expect(parseDec('2.10')).toEqual({ units: 210n, scale: 2 });
    expect(parseDec('15')).toEqual({ units: 15n, scale: 0 });
    for (const bad of ['', '-1', '1e3', '1.', '.5', ' 1', '1,5', 'NaN', '0x10']) expect(parseDec(bad)).toBeNull();
  });

  it('multiplies exactly where floats do not', () => {
    // 0.1 * 3 and 1.1 * 1.1 are the classic float errors.
    expect(product(['0.1', '3'])).toBe('0.3');
    expect(product(['1.10', '1.10'])).toBe('1.2100');
    expect(product(['2.10', '1.85', '3.40'])).toBe('13.209000');
    expect(product([])).toBe('1');
  });

  it('writes combo odds as the exact product, trailing zeros trimmed to two decimals', () => {
    expect(comboOdds(['2.10', '1.85'])).toBe('3.885');
    expect(comboOdds(['2.00', '1.50'])).toBe('3.00');
    expect(comboOdds(['1.01', '1.01', '1.01'])).toBe('1.030301');
  });

  it('rounds a win down to the currency decimals', () => {
    expect(winAt('10', '3.885', 6)).toBe('38.850000');
    expect(winAt('0.00012345', '2.37', 8)).toBe('0.00029257'); // 0.0002925765 cut, not rounded up
    expect(winAt('1', '1.999', 2)).toBe('1.99');
    expect(roundDown(parseDec('5')!, 3)).toBe('5.000');
  });

  it('sums singles as each single pays, each cut to the decimals', () => {
    // 0.333 * 1.5 = 0.4995 → 0.49 each at 2 decimals; the exact sum 0.999 would be 0.99.
    expect(singlesWin('0.333', ['1.50', '1.50'], 2)).toBe('0.98');
    expect(singlesWin('10', ['2.10', '3.40', '1.85'], 6)).toBe('73.500000');
    expect(timesCount('2.5', 3, 6)).toBe('7.500000');
  });

  it('compares and adds at any scales', () => {
    expect(compareDec('2.1', '2.10')).toBe(0);
    expect(compareDec('2.05', '2.1')).toBe(-1);
    expect(compareDec('10', '9.99')).toBe(1);
    expect(addDec('0.1', '0.2')).toBe('0.3');
  });

  it('trims zeros but keeps a minimum of decimals', () => {
    expect(trimZeros('3.8850')).toBe('3.885');
    expect(trimZeros('2.0000')).toBe('2.00');
    expect(trimZeros('7', 0)).toBe('7');
  });
});

describe('stakes', () => {
  it('accepts a positive decimal with at most the currency decimals', () => {
    expect(stakeProblem('', 6)).toBe('empty');
    expect(stakeProblem('abc', 6)).toBe('format');
    expect(stakeProblem('1.', 6)).toBe('format');
    expect(stakeProblem('0.1234567', 6)).toBe('decimals');
    expect(stakeProblem('0.000', 6)).toBe('zero');
    expect(stakeProblem('0.123456', 6)).toBeNull();
    expect(stakeProblem('0.000000001', currencyDecimals('SOL'))).toBeNull();
  });

  it('cleans keystrokes into a decimal', () => {
    expect(cleanStakeInput('1,5')).toBe('1.5');
    expect(cleanStakeInput('1.2.3')).toBe('1.23');
    expect(cleanStakeInput('007')).toBe('7');
    expect(cleanStakeInput('.5')).toBe('0.5');
    expect(cleanStakeInput('12a$')).toBe('12');
    expect(cleanStakeInput('3.')).toBe('3.');
  });

  it('knows the coins decimals and formats amounts for display', () => {
    expect(currencyDecimals('usdt')).toBe(6);
    expect(currencyDecimals('BTC')).toBe(8);
    expect(currencyDecimals('XYZ')).toBe(8);
    expect(formatAmount('1234567.500000', 6)).toBe('1,234,567.50');
    expect(formatAmount('0.00029257', 8)).toBe('0.00029257');
    expect(formatAmount('12', 6)).toBe('12.00');
    expect(formatAmount('1.239', 2)).toBe('1.23');
  });
});
