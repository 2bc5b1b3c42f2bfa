// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { WindowLimiter } from './WindowLimiter';

describe('WindowLimiter', () => {
  it('allows max events per window, then says how long to wait', () => {
    let now = 1_000;
    const limiter = new WindowLimiter(3, 60_000, () => now);
    for (let i = 0; i < 3; i++) {
      expect(limiter.retryAfterMs('k')).toBe(0);
      limiter.hit('k');
      now += 1_000;
    }
    // Hits at 1000, 2000, 3000; now 4000: the oldest leaves the window at 61000.
    expect(limiter.retryAfterMs('k')).toBe(57_000);
    expect(limiter.retryAfterMs('other')).toBe(0);
  });

  it('slides: old events leave the window one by one', () => {
    let now = 0;
    const limiter = new WindowLimiter(2, 10_000, () => now);
    limiter.hit('k');
    now = 5_000;
    limiter.hit('k');
    now = 9_999;
    expect(limiter.retryAfterMs('k')).toBe(1);
    now = 10_000;
    expect(limiter.retryAfterMs('k')).toBe(0);
    limiter.hit('k');
    expect(limiter.retryAfterMs('k')).toBe(5_000);
  });

  it('reset forgets a key', () => {
    const limiter = new WindowLimiter(1, 10_000, () => 0);
    limiter.hit('k');
    expect(limiter.retryAfterMs('k')).toBeGreaterThan(0);
    limiter.reset('k');
    expect(limiter.retryAfterMs('k')).toBe(0);
  });

  it('evicts the least recently active key beyond maxKeys', () => {
    const limiter = new WindowLimiter(1, 10_000, () => 0, 2);
    limiter.hit('a');
    limiter.hit('b');
    limiter.hit('c');
    expect(limiter.retryAfterMs('a')).toBe(0);
    expect(limiter.retryAfterMs('b')).toBeGreaterThan(0);
    expect(limiter.retryAfterMs('c')).toBeGreaterThan(0);
  });
});
