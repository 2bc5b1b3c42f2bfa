import { describe, expect, it } from 'vitest';
import { KENO_DRAWN, KENO_PAYS, kenoChance, kenoDraw, kenoRtp, validPicks } from './keno';

describe('Cosmic Keno', () => {
  it('has hit chances that sum to one for every count of marks', () => {
    for (let marks = 1; marks <= 10; marks++) {
      const sum = Array.from({ length: marks + 1 }, (_, h) => kenoChance(marks, h)).reduce((a, b) => a + b, 0);
      expect(sum).toBeCloseTo(1, 12);
      expect(KENO_PAYS[marks]).toHaveLength(marks + 1);
    }
  });

  it('returns between 96.7% and 97% at every count of marks', () => {
    for (let marks = 1; marks <= 10; marks++) {
      expect(kenoRtp(marks)).toBeGreaterThan(0.967);
      expect(kenoRtp(marks)).toBeLessThanOrEqual(0.97);
    }
  });

  it('draws ten different numbers of 1-40 and pays by the hits', () => {
    let i = 0;
    const out = kenoDraw([1, 2, 3], () => i++ % 3);
    expect(out.drawn).toHaveLength(KENO_DRAWN);
    expect(new Set(out.drawn).size).toBe(KENO_DRAWN);
    expect(out.drawn.every((n) => n >= 1 && n <= 40)).toBe(true);
    expect(out.pay).toBe(KENO_PAYS[3]![out.hits.length]);
  });

  it('accepts 1 to 10 distinct whole numbers from 1 to 40 only', () => {
    expect(validPicks([1])).toBe(true);
    expect(validPicks([1, 40, 7])).toBe(true);
    for (const bad of [[], [0], [41], [1, 1], [1.5], Array.from({ length: 11 }, (_, k) => k + 1), 'x', null])
      expect(validPicks(bad)).toBe(false);
  });
});
