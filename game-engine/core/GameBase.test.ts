import { describe, expect, it } from 'vitest';
import type { LiveFeed } from '../types';
import { LIVE_SMOOTH_MS } from './LiveTimeBase';
import { makeFakeGame } from './fakeGame.testing';

describe('input channel (engine to page)', () => {
  it('delivers a scene input to the host, typed by the game', () => {
    const { game, log } = makeFakeGame(1);
    game.tap({ type: 'tile', index: 7 });
    game.tap({ type: 'cashout' });
    // @ts-expect-error: not one of the fake game's inputs
    game.tap({ type: 'spin' });
    expect(log.inputs).toEqual([{ type: 'tile', index: 7 }, { type: 'cashout' }, { type: 'spin' }]);
  });

  it('sends nothing after destroy', () => {
    const { game, log } = makeFakeGame(1);
    game.destroy();
    game.tap({ type: 'cashout' });
    expect(log.inputs).toEqual([]);
  });

  it('hands preview parameters to the game', () => {
    const { game, log } = makeFakeGame(1);
    game.preview({ rows: 12 });
    expect(log.params).toEqual([{ rows: 12 }]);
  });
});

describe('live mode (crash): a time base anchored to the server clock', () => {
  function live() {
    let now = 10_000;
    let feed: LiveFeed | null = { roundId: 'r1', phase: 'running', anchorElapsedMs: 1000, anchorLocalMs: 10_000 };
    const harness = makeFakeGame(1, { feed: () => feed, now: () => now });
    return {
      ...harness,
      /** Local time passes by `ms`, then one tick of the ticker with that delta. */
      tick(ms: number) {
        now += ms;
        harness.runtime.frame(ms);
        return harness.log.live[harness.log.live.length - 1]!;
      },
      /** The host hears a server tick: elapsed `elapsed` at the current local time. */
      serverTick(elapsed: number, roundId: string = 'r1') {
        feed = { roundId, phase: 'running', anchorElapsedMs: elapsed, anchorLocalMs: now };
      },
      end() {
        feed = null;
      },
    };
  }

  it('extrapolates between server ticks from the local clock', () => {
    const l = live();
    expect(l.tick(0)).toBe(1000);
    expect(l.tick(16)).toBe(1016);
    expect(l.tick(17)).toBe(1033);
  });

  it('re-anchors on each server tick, blending a small correction in without going backwards', () => {
    const l = live();
    l.tick(100); // shows 1100
    l.serverTick(1060); // the server says we are 40 ms ahead
    const seen = [l.tick(0)];
    for (let i = 0; i < 30; i++) seen.push(l.tick(16));
    expect(seen[0]).toBeCloseTo(1100, 6);
    for (let i = 1; i < seen.length; i++) expect(seen[i]!).toBeGreaterThanOrEqual(seen[i - 1]!);
    // After the smoothing window the value is the server's exactly: 1060 + elapsed local time.
    expect(seen[seen.length - 1]).toBeCloseTo(1060 + 30 * 16, 6);
    expect(30 * 16).toBeGreaterThan(LIVE_SMOOTH_MS);
    // A correction forward (460 ms) blends over twice its size, and lands on the server's value.
    l.serverTick(2000);
    const first = l.tick(0);
    expect(first).toBeCloseTo(1060 + 30 * 16, 6);
    expect(l.tick(460)).toBeLessThan(2000 + 460);
    l.tick(460);
    expect(l.tick(16)).toBeCloseTo(2000 + 936, 6);
  });

  it('jumps to the right value on the first frame after a hidden tab (no frame cap, unlike the clock)', () => {
    const l = live();
    l.tick(16);
    const clockBefore = l.runtime.clock.now;
    // The ticker was stopped for 8 s; the first frame after it has an 8 s delta.
    expect(l.tick(8000)).toBe(1000 + 16 + 8000);
    expect(l.runtime.clock.now - clockBefore).toBe(100);
  });

  it('ignores the speed setting and instant mode', () => {
    const l = live();
    l.game.setSpeed(3);
    l.tick(0);
    expect(l.tick(100)).toBe(1100);
    l.game.setSpeed(1, true);
    expect(l.tick(100)).toBe(1200);
  });

  it('starts a new time base with a new round and reads 0 without a feed', () => {
    const l = live();
    l.tick(500);
    l.serverTick(0, 'r2');
    expect(l.tick(0)).toBe(0);
    expect(l.tick(20)).toBe(20);
    l.end();
    expect(l.tick(20)).toBe(0);
  });
});
