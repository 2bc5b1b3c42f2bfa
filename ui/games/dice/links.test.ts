import { describe, expect, it } from 'vitest';
import { diceMultiplier, diceWinChance } from '../../../src/core/games';
import {
  chanceText,
  diceConfigLimits,
  diceConfigProblem,
  diceWinMultiplier,
  flipCondition,
  multiplierText,
  readDiceParams,
  stepTarget,
  targetForChance,
  targetForMultiplier,
  targetRange,
} from './links';

const CORE = diceConfigLimits(undefined);

describe('dice field links', () => {
  it('target <-> win chance for both conditions', () => {
    expect(chanceText('50.50', 'over')).toBe('49.50');
    expect(chanceText('49.50', 'under')).toBe('49.50');
    expect(chanceText('abc', 'over')).toBe('50.00');
    expect(targetForChance('25', 'over')).toBe('75.00');
    expect(targetForChance('25', 'under')).toBe('25.00');
    expect(targetForChance('x', 'under')).toBeNull();
  });

  it('win chance <-> multiplier agree with the core formulas', () => {
    expect(multiplierText('49.50')).toBe('2.0000');
    expect(multiplierText('98')).toBe('1.0102');
    expect(multiplierText('0.01')).toBe('9900.0000');
    expect(multiplierText('0.00')).toBe('0.0000');
    expect(multiplierText('14.14')).toBe(diceMultiplier(diceWinChance('85.86', 'over')).toFixed(4));
    expect(targetForMultiplier('2', 'over')).toBe('50.50');
    expect(targetForMultiplier('7', 'under')).toBe('14.14');
    // Below the smallest multiplier the chance stays at the core's 98% limit.
    expect(targetForMultiplier('1', 'under')).toBe('98.00');
    expect(targetForMultiplier('0', 'over')).toBeNull();
  });

  it('flips over/under keeping the chance', () => {
    expect(flipCondition({ target: '50.50', condition: 'over' })).toEqual({ target: '49.50', condition: 'under' });
    expect(flipCondition({ target: '10', condition: 'under' })).toEqual({ target: '90.00', condition: 'over' });
  });

  it('states the limits from the core, narrowed by the config', () => {
    expect(targetRange(CORE, 'over')).toEqual({ min: '2.00', max: '99.99' });
    expect(targetRange(CORE, 'under')).toEqual({ min: '0.01', max: '98.00' });
    const narrow = diceConfigLimits({ minWinChance: 1, maxWinChance: '95' });
    expect(narrow).toEqual({ minWinChance: '1', maxWinChance: '95' });
    expect(diceConfigProblem({ target: '50', condition: 'over' }, narrow)).toBeNull();
    expect(diceConfigProblem({ target: '99.5', condition: 'over' }, narrow)).toMatch(/between 5.00 and 99.00 \(win chance 1% to 95%\)/);
    expect(diceConfigProblem({ target: '99.5', condition: 'over' }, CORE)).toBeNull();
  });

  it('reads typed params and the multiplier a win pays', () => {
    expect(readDiceParams({ target: ' 50.5', condition: 'under' })).toEqual({ target: '50.5', condition: 'under' });
    expect(readDiceParams({ target: '', condition: 'under' })).toBeNull();
    expect(diceWinMultiplier({ target: '50.5', condition: 'over' })).toBe('2.0000');
    expect(diceWinMultiplier({ target: '100', condition: 'over' })).toBeNull();
  });

  it('keys step the target exactly and stay within the range', () => {
    const range = targetRange(CORE, 'over');
    expect(stepTarget('50.50', 'ArrowUp', false, range)).toBe('51.50');
    expect(stepTarget('50.50', 'ArrowLeft', false, range)).toBe('49.50');
    expect(stepTarget('50.50', 'ArrowRight', true, range)).toBe('50.51');
    expect(stepTarget('50.50', 'PageDown', false, range)).toBe('40.50');
    expect(stepTarget('50.50', 'Home', false, range)).toBe(range.min);
    expect(stepTarget('50.50', 'End', false, range)).toBe(range.max);
    expect(stepTarget(range.max, 'PageUp', false, range)).toBe(range.max);
    expect(stepTarget('abc', 'ArrowUp', false, range)).toBe('51.00');
    expect(stepTarget('50.50', 'Tab', false, range)).toBeNull();
  });
});
