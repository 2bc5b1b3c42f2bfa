import { describe, expect, it } from 'vitest';
import {
  DEFAULT_DICE_LIMITS,
  DEFAULT_LIMBO_LIMITS,
  clampDiceChance,
  diceChance,
  diceChanceFromMultiplier,
  diceLimits,
  diceTargetFromChance,
  diceTargetProblem,
  diceTargetRange,
  flipDiceCondition,
  limboChance,
  limboTargetFromChance,
  limboTargetProblem,
  multiplierFromChance,
  profitOnWin,
} from './fieldLinks';

describe('dice field links', () => {
  it('target <-> win chance for both conditions', () => {
    expect(diceChance('50.50', 'over')).toBe('49.50');
    expect(diceChance('49.50', 'under')).toBe('49.50');
    expect(diceTargetFromChance('25', 'over')).toBe('75.00');
    expect(diceTargetFromChance('25', 'under')).toBe('25.00');
  });

  it('win chance <-> multiplier at a 1% edge', () => {
    expect(multiplierFromChance('49.50', '0.01')).toBe('2.0000');
    expect(multiplierFromChance('98', '0.01')).toBe('1.0102');
    expect(multiplierFromChance('0.01', '0.01')).toBe('9900.0000');
    expect(diceChanceFromMultiplier('2', '0.01')).toBe('49.50');
    expect(diceChanceFromMultiplier('7', '0.01')).toBe('14.14');
    expect(diceChanceFromMultiplier('0', '0.01')).toBeNull();
  });

  it('flips over/under keeping the chance', () => {
    expect(flipDiceCondition('50.50', 'over')).toEqual({ target: '49.50', condition: 'under' });
    expect(diceChance('49.50', 'under')).toBe(diceChance('50.50', 'over'));
  });

  it('states the limits and refuses targets out of them', () => {
    expect(diceTargetRange(DEFAULT_DICE_LIMITS, 'over')).toEqual({ min: '2.00', max: '99.99' });
    expect(diceTargetRange(DEFAULT_DICE_LIMITS, 'under')).toEqual({ min: '0.01', max: '98.00' });
    expect(diceTargetProblem('50.5', 'over', DEFAULT_DICE_LIMITS)).toBeNull();
    expect(diceTargetProblem('1', 'over', DEFAULT_DICE_LIMITS)).toMatch(/between 2.00 and 99.99/);
    expect(diceTargetProblem('50.123', 'over', DEFAULT_DICE_LIMITS)).toMatch(/2 decimals/);
    expect(diceTargetProblem('abc', 'over', DEFAULT_DICE_LIMITS)).toMatch(/Enter/);
    expect(clampDiceChance('99', DEFAULT_DICE_LIMITS)).toBe('98.00');
  });

  it('reads the limits from the game config content', () => {
    expect(diceLimits({ houseEdge: '0.02', minWinChance: 1, maxWinChance: '95' })).toEqual({ houseEdge: '0.02', minWinChance: '1', maxWinChance: '95' });
    expect(diceLimits(undefined)).toEqual(DEFAULT_DICE_LIMITS);
  });
});

describe('limbo field links', () => {
  it('target multiplier <-> win chance', () => {
    expect(limboChance('2', '0.01')).toBe('49.5');
    expect(limboChance('1000000', '0.01')).toBe('0.000099');
    expect(limboTargetFromChance('49.5', '0.01')).toBe('2.00');
    expect(limboTargetFromChance('33', '0.01')).toBe('3.00');
  });

  it('refuses targets out of the limits', () => {
    expect(limboTargetProblem('2', DEFAULT_LIMBO_LIMITS)).toBeNull();
    expect(limboTargetProblem('1', DEFAULT_LIMBO_LIMITS)).toMatch(/between 1.01× and 1000000×/);
    expect(limboTargetProblem('2000000', DEFAULT_LIMBO_LIMITS)).toMatch(/between/);
  });
});

it('profit on win rounds down to the coin decimals', () => {
  expect(profitOnWin('1', '2.0000', 6)).toBe('1.000000');
  expect(profitOnWin('0.333333', '1.0102', 6)).toBe('0.003399');
  expect(profitOnWin('', '2', 2)).toBe('0.00');
});
