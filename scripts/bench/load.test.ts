// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { closedLoop, percentile, perSecond, pooled } from './load';

describe('percentile', () => {
  it('uses the nearest rank', () => {
    const v = Array.from({ length: 100 }, (_, i) => i + 1);
    expect(percentile(v, 50)).toBe(50);
    expect(percentile(v, 99)).toBe(99);
    expect(percentile(v, 100)).toBe(100);
    expect(percentile([7], 99)).toBe(7);
    expect(percentile([], 50)).toBeNaN();
  });
});

describe('closedLoop', () => {
  it('counts successes and failures separately', async () => {
    let n = 0;
    const r = await closedLoop(2, 0.05, async () => ++n % 2 === 0);
    expect(r.ops + r.errors).toBe(n);
    expect(r.latenciesMs).toHaveLength(n);
    expect(r.ops).toBeGreaterThan(0);
    expect(r.errors).toBeGreaterThan(0);
  });
});

describe('pooled', () => {
  it('adds runs up, so the rate is over their whole time', () => {
    const r = pooled([
      { ops: 100, errors: 1, seconds: 1, latenciesMs: [1, 2] },
      { ops: 300, errors: 0, seconds: 3, latenciesMs: [3] },
    ]);
    expect(r).toEqual({ ops: 400, errors: 1, seconds: 4, latenciesMs: [1, 2, 3] });
    expect(perSecond(r)).toBe(100);
  });
});
