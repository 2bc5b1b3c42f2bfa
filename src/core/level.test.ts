import { describe, expect, it } from 'vitest';
import { levelPercent } from './level';

describe('levelPercent: progress between the current and next level value, in percent', () => {
  it('is (progress - current) / (next - current) in percent', () => {
    expect(levelPercent({ currentLevelValue: '100', progress: '150', nextProgress: '200' })).toBe(50);
    expect(levelPercent({ currentLevelValue: '0', progress: '1', nextProgress: '3' })).toBe(33.33);
    expect(levelPercent({ currentLevelValue: '100', progress: '100', nextProgress: '200' })).toBe(0);
  });

  it('uses decimals, not floats', () => {
    // In floats (0.3 - 0.1) / (0.5 - 0.1) * 100 is 49.99999999999999, which would show as 49.99.
    expect(levelPercent({ currentLevelValue: '0.1', progress: '0.3', nextProgress: '0.5' })).toBe(50);
    expect(
      levelPercent({
        currentLevelValue: '1000000000000000000.1',
        progress: '1000000000000000000.2',
        nextProgress: '1000000000000000000.3',
      }),
    ).toBe(50);
  });

  it('is 100 when next equals progress, even when next equals current', () => {
    expect(levelPercent({ currentLevelValue: '500', progress: '500', nextProgress: '500' })).toBe(100);
    expect(levelPercent({ currentLevelValue: '0', progress: '300', nextProgress: '300.00' })).toBe(100);
  });

  it('clamps to 0..100 and treats bad input as 0', () => {
    expect(levelPercent({ currentLevelValue: '100', progress: '50', nextProgress: '200' })).toBe(0);
    expect(levelPercent({ currentLevelValue: '100', progress: '350', nextProgress: '200' })).toBe(100);
    expect(levelPercent({ currentLevelValue: '100', progress: '150', nextProgress: '100' })).toBe(0); // no span: 0, not Infinity
    expect(levelPercent({ currentLevelValue: null, progress: 'abc', nextProgress: '10' })).toBe(0);
  });
});
