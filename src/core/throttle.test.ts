import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { THROTTLE_DEFAULT_MS, throttle } from './throttle';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('throttle (spec sections 5 and 9)', () => {
  it('rejects a non-function with a TypeError', () => {
    for (const v of [undefined, null, 1, 'fn', {}]) {
      expect(() => throttle(v as unknown as () => void)).toThrow(TypeError);
    }
  });
  it('runs at once, then at most once per 1000 ms by default', () => {
    expect(THROTTLE_DEFAULT_MS).toBe(1000);
    const fn = vi.fn();
    const t = throttle(fn);
    t('a');
    t('b');
    expect(fn).toHaveBeenCalledTimes(1);
    expect(fn).toHaveBeenCalledWith('a');
    vi.advanceTimersByTime(999);
    t('c');
    expect(fn).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1);
    t('d');
    expect(fn).toHaveBeenCalledTimes(2);
    expect(fn).toHaveBeenLastCalledWith('d');
  });
  it('takes a custom interval and can be cancelled', () => {
    const fn = vi.fn();
    const t = throttle(fn, 200);
    t();
    vi.advanceTimersByTime(200);
    t();
    expect(fn).toHaveBeenCalledTimes(2);
    t.cancel();
    t();
    expect(fn).toHaveBeenCalledTimes(3);
  });
});
