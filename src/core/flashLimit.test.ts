import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FLASH_WINDOW_MS, MAX_FLASHES, createFlashLimiter } from './flashLimit';

describe('flash limiter', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(0);
  });
  afterEach(() => vi.useRealTimers());

  it('allows three flashes in a second and refuses the fourth', () => {
    const limiter = createFlashLimiter();
    expect([limiter.tryFlash(), limiter.tryFlash(), limiter.tryFlash()]).toEqual([true, true, true]);
    expect(limiter.tryFlash()).toBe(false);
    expect(limiter.recent()).toBe(MAX_FLASHES);
  });

  it('allows the next one once the oldest has left the one-second window', () => {
    const limiter = createFlashLimiter();
    limiter.tryFlash();
    vi.advanceTimersByTime(100);
    limiter.tryFlash();
    vi.advanceTimersByTime(100);
    limiter.tryFlash();
    vi.advanceTimersByTime(FLASH_WINDOW_MS - 201);
    expect(limiter.tryFlash()).toBe(false);
    vi.advanceTimersByTime(1);
    expect(limiter.tryFlash()).toBe(true);
    expect(limiter.recent()).toBe(3);
  });

  it('never exceeds three in any sliding second over a long stream of requests', () => {
    const limiter = createFlashLimiter();
    const granted: number[] = [];
    for (let t = 0; t < 10_000; t += 16) {
      if (limiter.tryFlash()) granted.push(Date.now());
      vi.advanceTimersByTime(16);
    }
    for (let i = 3; i < granted.length; i++) expect(granted[i]! - granted[i - 3]!).toBeGreaterThanOrEqual(FLASH_WINDOW_MS);
    // Asking every frame still gets the full rate: about three a second.
    expect(granted.length).toBeGreaterThanOrEqual(29);
  });

  it('a limit of zero refuses every flash (the calm version)', () => {
    const limiter = createFlashLimiter(0);
    expect(limiter.tryFlash()).toBe(false);
    expect(limiter.recent()).toBe(0);
  });

  it('takes its own clock', () => {
    let now = 5000;
    const limiter = createFlashLimiter(1, 500, () => now);
    expect(limiter.tryFlash()).toBe(true);
    now += 499;
    expect(limiter.tryFlash()).toBe(false);
    now += 1;
    expect(limiter.tryFlash()).toBe(true);
  });
});
