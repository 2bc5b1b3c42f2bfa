// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { SharedLimiter } from './SharedLimiter';

const W = 10_000;

function limiter(max: number, clock: { now: number }, onDirty: () => void = () => {}) {
  return new SharedLimiter('t', { max, windowMs: W }, onDirty, () => clock.now);
}

describe('SharedLimiter', () => {
  it('lets max hits through in a window, then says when the next window has room', () => {
    const clock = { now: 5 * W + 1_000 };
    const l = limiter(3, clock);
    for (let i = 0; i < 3; i++) {
      expect(l.retryAfterMs('k')).toBe(0);
      l.hit('k');
    }
    // 9 s to the window's end, then 1/3 of a window until the 3 hits weigh 2.
    expect(l.retryAfterMs('k')).toBe(9_000 + Math.ceil(W / 3));
    expect(l.retryAfterMs('other')).toBe(0);
    expect(l.used('k')).toBe(3);
  });

  it('weighs the previous window by the share a sliding window still covers', () => {
    const clock = { now: 5 * W + 9_000 };
    const l = limiter(4, clock);
    for (let i = 0; i < 4; i++) l.hit('k');
    // A burst across the edge counts as one: 4 hits just before it leave no room just after it.
    clock.now = 6 * W + 500;
    expect(l.used('k')).toBe(4);
    expect(l.retryAfterMs('k')).toBe(2_000);
    clock.now = 6 * W + 2_500;
    expect(l.retryAfterMs('k')).toBe(0);
    l.hit('k');
    // 1 + 4 * 0.75 = 4: full again until the previous window weighs less than 3.
    expect(l.retryAfterMs('k')).toBe(2_500);
    // Two windows later the old hits are forgotten.
    clock.now = 8 * W;
    expect(l.used('k')).toBe(0);
  });

  it('hands unsent hits to one statement, adds hits made meanwhile, and learns the totals of every process', () => {
    const clock = { now: 3 * W };
    let dirty = 0;
    const l = limiter(10, clock, () => (dirty += 1));
    l.hit('a');
    l.hit('a');
    l.hit('b');
    expect(dirty).toBe(1);
    expect(l.drain()).toEqual([
      { scope: 't', key: 'a', windowStart: 3 * W, prevStart: 2 * W, count: 2 },
      { scope: 't', key: 'b', windowStart: 3 * W, prevStart: 2 * W, count: 1 },
    ]);
    expect(l.hasPending).toBe(false);
    // In flight, the hits still count; a new hit is pending for the next statement.
    l.hit('a');
    expect(dirty).toBe(2);
    expect(l.used('a')).toBe(3);
    // The store says 7 in this window (others added 5) and 4 in the one before.
    l.settle([
      { scope: 't', key: 'a', windowStart: 3 * W, count: 7, prev: 4 },
      { scope: 't', key: 'b', windowStart: 3 * W, count: 1, prev: 0 },
    ]);
    expect(l.used('a')).toBe(7 + 1 + 4);
    expect(l.drain()).toEqual([{ scope: 't', key: 'a', windowStart: 3 * W, prevStart: 2 * W, count: 1 }]);
  });

  it('puts the hits of a failed statement back for the next one', () => {
    const clock = { now: W };
    const l = limiter(10, clock);
    l.hit('a');
    l.drain();
    l.hit('a');
    l.restore();
    expect(l.used('a')).toBe(2);
    expect(l.drain()).toEqual([{ scope: 't', key: 'a', windowStart: W, prevStart: 0, count: 2 }]);
  });

  it('keeps the larger of a window total as its own row says and as the next window read it', () => {
    const clock = { now: 10 * W + 9_999 };
    const l = limiter(100, clock);
    l.hit('a');
    clock.now = 11 * W;
    l.hit('a');
    expect(l.drain().map((r) => r.windowStart)).toEqual([10 * W, 11 * W]);
    // The statement's snapshot read the old window before its own increment: 5, while the row itself says 9.
    l.settle([
      { scope: 't', key: 'a', windowStart: 10 * W, count: 9, prev: 0 },
      { scope: 't', key: 'a', windowStart: 11 * W, count: 1, prev: 5 },
    ]);
    expect(l.used('a')).toBe(1 + 9);
    // Totals of windows too old to matter are ignored.
    l.settle([{ scope: 't', key: 'x', windowStart: 7 * W, count: 50, prev: 50 }]);
    expect(l.used('x')).toBe(0);
  });

  it('keeps at most maxCells keys, still sending the hits of one it forgot', () => {
    const clock = { now: W };
    const l = new SharedLimiter(
      't',
      { max: 5, windowMs: W },
      () => {},
      () => clock.now,
      2,
    );
    l.hit('a');
    l.hit('b');
    l.hit('c');
    expect(l.used('a')).toBe(0);
    expect(l.drain().map((r) => r.key)).toEqual(['a', 'b', 'c']);
  });
});
