import { describe, expect, it } from 'vitest';
import { boundCell, FRAME_BOUND, frameVerdict } from './frameBound';

describe('the per-frame bound', () => {
  const plain = { mean: 2, p99: 10 };

  it('passes a scene at or under 1.3x the plain mean and 2x the plain p99', () => {
    expect(frameVerdict({ mean: 2.6, p99: 20 }, plain)).toEqual({ meanRatio: 1.3, p99Ratio: 2, pass: true });
    expect(frameVerdict({ mean: 1.5, p99: 8 }, plain).pass).toBe(true);
  });

  it('fails a scene over either ratio', () => {
    expect(frameVerdict({ mean: 2.7, p99: 10 }, plain)).toMatchObject({ meanRatio: 1.35, pass: false });
    expect(frameVerdict({ mean: 2, p99: 20.5 }, plain)).toMatchObject({ p99Ratio: 2.05, pass: false });
  });

  it('fails when the plain row has no time to compare with, or a figure is missing', () => {
    expect(frameVerdict({ mean: 1, p99: 1 }, { mean: 0, p99: 10 }).pass).toBe(false);
    expect(frameVerdict({ mean: Number.NaN, p99: 1 }, plain).pass).toBe(false);
    expect(frameVerdict({ mean: 0, p99: 0 }, { mean: 0, p99: 0 }).pass).toBe(true);
  });

  it('writes the verdict only on rows at the bound throttle that have a plain row', () => {
    expect(FRAME_BOUND.throttle).toBe(4);
    expect(boundCell(4, { mean: 2.2, p99: 12 }, plain)).toBe('pass (mean 1.10x, p99 1.20x)');
    expect(boundCell(4, { mean: 5.32, p99: 72.8 }, { mean: 2.03, p99: 13 })).toBe('**fail** (mean 2.62x, p99 5.60x)');
    expect(boundCell(1, { mean: 9, p99: 99 }, plain)).toBe('');
    expect(boundCell(4, { mean: 1, p99: 1 }, undefined)).toBe('');
  });
});
