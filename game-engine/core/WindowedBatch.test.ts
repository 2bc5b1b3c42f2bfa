import { describe, expect, it } from 'vitest';
import { Clock } from './Clock';
import { WindowedBatch } from './WindowedBatch';

/** Steps the clock like the ticker at 60 fps, letting resolved delays run between steps. */
async function run(clock: Clock, ms: number): Promise<void> {
  for (let t = 0; t < ms; t += 1000 / 60) {
    clock.advance(1000 / 60);
    await Promise.resolve();
    await Promise.resolve();
  }
}

describe('WindowedBatch', () => {
  it('shows the first item at once and the rest of each window together, at most once per window', async () => {
    const clock = new Clock();
    const shown: { at: number; items: readonly number[] }[] = [];
    const batch = new WindowedBatch<number>(clock, 500, (items) => shown.push({ at: clock.now, items }));
    // An item every 60 ms for 2 s: 34 items.
    for (let i = 0; i < 34; i++) {
      batch.add(i);
      await run(clock, 60);
    }
    await run(clock, 1000);
    expect(shown.flatMap((s) => s.items)).toEqual(Array.from({ length: 34 }, (_, i) => i));
    expect(shown[0]).toEqual({ at: 0, items: [0] });
    for (let i = 1; i < shown.length; i++) expect(shown[i]!.at - shown[i - 1]!.at).toBeGreaterThanOrEqual(500);
    // Two updates a second at most, over the 2 s of landings and the window after.
    expect(shown.length).toBeLessThanOrEqual(6);
  });

  it('keeps its window in real time at any game speed', async () => {
    const clock = new Clock();
    clock.setSpeed(3);
    const shown: number[] = [];
    const batch = new WindowedBatch<number>(clock, 500, () => shown.push(clock.now));
    for (let i = 0; i < 60; i++) {
      batch.add(i);
      await run(clock, 60);
    }
    // At 3x the clock runs 1500 ms per 500 ms of real time.
    for (let i = 1; i < shown.length; i++) expect(shown[i]! - shown[i - 1]!).toBeGreaterThanOrEqual(1500);
  });

  it('shows an item at once again after a quiet window, and nothing after stop()', async () => {
    const clock = new Clock();
    const shown: number[][] = [];
    const batch = new WindowedBatch<number>(clock, 500, (items) => shown.push([...items]));
    batch.add(1);
    await run(clock, 1200);
    batch.add(2);
    expect(shown).toEqual([[1], [2]]);
    batch.add(3);
    batch.stop();
    await run(clock, 1000);
    batch.add(4);
    expect(shown).toEqual([[1], [2]]);
  });
});
