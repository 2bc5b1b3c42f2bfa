import { describe, expect, it } from 'vitest';
import { clsOf, inpOf } from './vitals';

describe('phone vitals arithmetic', () => {
  it('CLS is the largest session window: shifts under 1 s apart, at most 5 s long', () => {
    expect(clsOf([])).toBe(0);
    // Two windows (a gap over 1 s between them): 0.02 + 0.03, then 0.04.
    expect(
      clsOf([
        { t: 100, value: 0.02 },
        { t: 900, value: 0.03 },
        { t: 2500, value: 0.04 },
      ]),
    ).toBeCloseTo(0.05);
    // A window closes at 5 s even when the shifts keep coming.
    const steady = Array.from({ length: 12 }, (_, i) => ({ t: i * 900, value: 0.01 }));
    expect(clsOf(steady)).toBeCloseTo(0.06);
  });

  it("INP is the worst interaction's longest event, or the 98th percentile past 50 interactions", () => {
    expect(inpOf([])).toBeNull();
    expect(
      inpOf([
        { id: 1, duration: 24 },
        { id: 1, duration: 40 },
        { id: 2, duration: 32 },
      ]),
    ).toBe(40);
    const many = Array.from({ length: 100 }, (_, i) => ({ id: i + 1, duration: i + 1 }));
    expect(inpOf(many)).toBe(98);
  });
});
