import { describe, expect, it } from 'vitest';
import { chanceText, limboConfigLimits, limboConfigProblem, readLimboParams, targetForChance } from './links';

describe('limbo field links', () => {
  it('target multiplier <-> win chance through the core formulas', () => {
    expect(chanceText('2')).toBe('49.50');
    expect(chanceText('3')).toBe('33.00');
    expect(chanceText('0')).toBe('0.00');
    expect(chanceText('x')).toBe('0.00');
    expect(targetForChance('49.5')).toBe('2.00');
    expect(targetForChance('33')).toBe('3.00');
    expect(targetForChance('9.9')).toBe('10.00');
    // Kept in the core's range.
    expect(targetForChance('99')).toBe('1.01');
    expect(targetForChance('0')).toBeNull();
  });

  it('applies the config limits on top of the core ones', () => {
    expect(limboConfigLimits(undefined)).toEqual({ minTarget: '1.01', maxTarget: '1000000' });
    const narrow = limboConfigLimits({ minTarget: '1.5', maxTarget: 1000 });
    expect(limboConfigProblem({ target: '2' }, narrow)).toBeNull();
    expect(limboConfigProblem({ target: '1.2' }, narrow)).toBe('Target must be between 1.5× and 1000×');
    expect(limboConfigProblem({ target: '5000' }, narrow)).toMatch(/between/);
  });

  it('reads the typed target', () => {
    expect(readLimboParams({ target: '2.' })).toEqual({ target: '2' });
    expect(readLimboParams({ target: 'two' })).toBeNull();
  });
});
