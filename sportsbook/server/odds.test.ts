import { describe, expect, it } from 'vitest';
import { MIN_PRICE, overround, prices, probabilities } from './odds';
import { SeededRandom } from './random';

const preMatch = { homeXg: 1.6, awayXg: 1.1, minute: 0, homeGoals: 0, awayGoals: 0 };

describe('the match model', () => {
  it('gives the stronger side the better chance, and the three outcomes sum to one', () => {
    const p = probabilities(preMatch);
    expect(p.home).toBeGreaterThan(p.away);
    expect(p.home + p.draw + p.away).toBeCloseTo(1, 12);
    // The model's values computed apart (independent Poisson goals, summed to 30 each): 0.4896, 0.2489, 0.2615, and
    // P(under 2.5) = P(Poisson(2.7) <= 2) = 0.4936.
    expect(p.home).toBeCloseTo(0.4896, 3);
    expect(p.draw).toBeCloseTo(0.2489, 3);
    expect(p.away).toBeCloseTo(0.2615, 3);
    expect(p.over['2.5']).toBeCloseTo(1 - 0.4936, 3);
    expect(p.over['1.5']).toBeGreaterThan(p.over['2.5']!);
    expect(p.homeMinus15).toBeLessThan(p.home);
  });

  it('moves with the score and the clock: a late lead is nearly a win, a finished match is certain', () => {
    const late = probabilities({ ...preMatch, minute: 85, homeGoals: 2, awayGoals: 0 });
    expect(late.home).toBeGreaterThan(0.97);
    const over = probabilities({ ...preMatch, minute: 60, homeGoals: 2, awayGoals: 1 });
    expect(over.over['2.5']).toBeCloseTo(1, 12);
    const done = probabilities({ ...preMatch, minute: 90, homeGoals: 1, awayGoals: 1 });
    expect(done).toMatchObject({ home: 0, draw: 1, away: 0 });
  });
});

describe('prices', () => {
  it('applies the margin, rounds down to 2 decimals, never below the minimum price', () => {
    const p = probabilities(preMatch);
    const priced = prices([p.home, p.draw, p.away], 0.06);
    expect(priced.every((x) => x !== null && /^\d+\.\d{2}$/.test(x))).toBe(true);
    // Rounding down keeps the overround at or above the margin, and close to it.
    expect(overround(priced)).toBeGreaterThanOrEqual(0.06 - 1e-9);
    expect(overround(priced)).toBeLessThan(0.075);
    expect(prices([0.999, 0.001], 0.05)).toEqual([MIN_PRICE.toFixed(2), null]);
    expect(prices([0, 1], 0.05)).toEqual([null, '1.01']);
  });
});

describe('the seeded random stream', () => {
  it('is the same for a seed and differs between seeds, in [0, 1)', () => {
    const a = new SeededRandom('day-1');
    const b = new SeededRandom('day-1');
    const c = new SeededRandom('day-2');
    const xs = Array.from({ length: 1000 }, () => a.next());
    expect(Array.from({ length: 1000 }, () => b.next())).toEqual(xs);
    expect(c.next()).not.toBe(xs[0]);
    expect(xs.every((x) => x >= 0 && x < 1)).toBe(true);
    // A fair stream: the mean of 1000 draws is near 0.5.
    expect(xs.reduce((s, x) => s + x, 0) / xs.length).toBeCloseTo(0.5, 1);
  });

  it('draws whole numbers in range, shuffles without loss, and Poisson goals with the right mean', () => {
    const r = new SeededRandom('goals');
    const ints = Array.from({ length: 500 }, () => r.int(1, 6));
    expect(Math.min(...ints)).toBe(1);
    expect(Math.max(...ints)).toBe(6);
    expect(r.shuffle([1, 2, 3, 4, 5]).sort()).toEqual([1, 2, 3, 4, 5]);
    const goals = Array.from({ length: 4000 }, () => r.poisson(1.4));
    expect(goals.reduce((s, g) => s + g, 0) / goals.length).toBeCloseTo(1.4, 1);
  });
});
