// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { closedLoop, percentile } from './load';

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
