import { describe, expect, it } from 'vitest';
import { PAYLINES, STRIPS, linePay, slotRtp, spin, spinAt } from './slot';

describe('Neon Reels', () => {
  it('has five 32-stop strips and ten paylines of five rows each', () => {
    expect(STRIPS.map((s) => s.length)).toEqual([32, 32, 32, 32, 32]);
    expect(PAYLINES).toHaveLength(10);
    expect(PAYLINES.every((l) => l.length === 5 && l.every((r) => r >= 0 && r <= 2))).toBe(true);
  });

  it('pays the longest run from the left, wilds standing in, or a wild run when that pays more', () => {
    expect(linePay(['cherry', 'cherry', 'cherry', 'lemon', 'grape'])).toEqual({ symbol: 'cherry', count: 3, pay: 12 });
    expect(linePay(['wild', 'cherry', 'wild', 'cherry', 'plum'])).toEqual({ symbol: 'cherry', count: 4, pay: 40 });
    expect(linePay(['wild', 'wild', 'wild', 'grape', 'grape'])).toEqual({ symbol: 'wild', count: 3, pay: 100 });
    expect(linePay(['wild', 'wild', 'wild', 'wild', 'wild'])).toEqual({ symbol: 'wild', count: 5, pay: 2000 });
    expect(linePay(['cherry', 'lemon', 'cherry', 'cherry', 'cherry'])).toBeNull();
  });

  it('returns exactly 96.60% (the published RTP), by the exact sum over symbol frequencies', () => {
    expect(slotRtp()).toBeCloseTo(0.966, 4);
  });

  it('agrees with an exhaustive walk of every stop of three reels and a sample of the rest', () => {
    // The exact RTP counts each line on its own: check it against spins at every stop of reels 1-3 with reels 4-5
    // sampled at fixed stops, weighted by their frequencies, for the first payline only.
    let total = 0;
    let n = 0;
    for (let a = 0; a < 32; a++)
      for (let b = 0; b < 32; b++)
        for (let c = 0; c < 32; c++)
          for (const d of [0, 7, 13, 21, 29])
            for (const e of [3, 11, 17, 25, 31]) {
              const out = spinAt([a, b, c, d, e]);
              total += out.wins.filter((w) => w.line === 0).reduce((s, w) => s + w.pay, 0);
              n++;
            }
    // A sample estimate of the one-line RTP: within a few standard errors of the exact figure.
    expect(Math.abs(total / n - slotRtp())).toBeLessThan(0.12);
  });

  it('spins uniformly random stops through the given source and shows the three symbols from each stop', () => {
    const draws: number[] = [];
    const out = spin((n) => {
      draws.push(n);
      return n - 1;
    });
    expect(draws).toEqual([32, 32, 32, 32, 32]);
    expect(out.stops).toEqual([31, 31, 31, 31, 31]);
    expect(out.grid[0]).toEqual([STRIPS[0]![31], STRIPS[0]![0], STRIPS[0]![1]]);
  });
});
