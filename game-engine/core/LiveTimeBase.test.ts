import { describe, expect, it } from 'vitest';
import { LIVE_SMOOTH_MS, LIVE_SNAP_MS, LiveTimeBase } from './LiveTimeBase';

describe('LiveTimeBase', () => {
  it('is 0 before the first anchor, then extrapolates from it', () => {
    const t = new LiveTimeBase();
    expect(t.elapsedAt(123)).toBe(0);
    t.anchor(500, 1000);
    expect(t.elapsedAt(1000)).toBe(500);
    expect(t.elapsedAt(1250)).toBe(750);
  });

  it('absorbs a backward correction within the snap size by slowing to no less than half speed', () => {
    const t = new LiveTimeBase();
    t.anchor(0, 0);
    t.anchor(800, 1000); // 200 ms behind what was shown
    const window = Math.max(LIVE_SMOOTH_MS, 400);
    let prev = t.elapsedAt(1000);
    expect(prev).toBe(1000);
    for (let now = 1010; now <= 1000 + window; now += 10) {
      const v = t.elapsedAt(now);
      expect(v - prev).toBeGreaterThanOrEqual(5 - 1e-9);
      prev = v;
    }
    expect(t.elapsedAt(1000 + window)).toBeCloseTo(800 + window, 9);
  });

  it('jumps when the server corrects by more than the snap size', () => {
    const t = new LiveTimeBase();
    t.anchor(0, 0);
    t.anchor(5000 - LIVE_SNAP_MS - 1, 5000);
    expect(t.elapsedAt(5000)).toBe(5000 - LIVE_SNAP_MS - 1);
    t.anchor(20_000, 5000);
    expect(t.elapsedAt(5000)).toBe(20_000);
  });

  it('ignores anchors that are not numbers', () => {
    const t = new LiveTimeBase();
    t.anchor(Number.NaN, 0);
    expect(t.isAnchored).toBe(false);
  });
});
