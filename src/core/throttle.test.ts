import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { coalesce, THROTTLE_DEFAULT_MS, throttle } from './throttle';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('throttle: needs a function, default interval 1000 ms', () => {
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

describe('coalesce', () => {
  /** An async fn whose runs finish when the test says so. */
  function controllable() {
    const runs: (() => void)[] = [];
    const fn = vi.fn(() => new Promise<void>((resolve) => runs.push(resolve)));
    return { fn, finish: async () => (runs.shift()?.(), await vi.advanceTimersByTimeAsync(0)) };
  }

  it('runs at once when idle, then keeps one run in flight and serves a burst with one trailing run', async () => {
    const { fn, finish } = controllable();
    const call = coalesce(fn, 1000);
    call();
    expect(fn).toHaveBeenCalledTimes(1);
    for (let i = 0; i < 20; i++) call();
    expect(fn).toHaveBeenCalledTimes(1);
    await finish();
    // The trailing run waits for the interval since the first start.
    expect(fn).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1000);
    expect(fn).toHaveBeenCalledTimes(2);
    await finish();
    await vi.advanceTimersByTimeAsync(5000);
    expect(fn).toHaveBeenCalledTimes(2);
  });

  it('costs at most one run per interval under a steady stream of hints, and the last hint is followed by a run', async () => {
    const { fn, finish } = controllable();
    const starts: number[] = [];
    const call = coalesce(() => (starts.push(Date.now()), fn()), 1000);
    const begin = Date.now();
    let lastHint = 0;
    // 20 hints a second for 10 seconds; each run takes about 300 ms.
    for (let t = 0; t < 10_000; t += 50) {
      lastHint = Date.now();
      call();
      await vi.advanceTimersByTimeAsync(50);
      if (t % 300 === 250) await finish();
    }
    for (let i = 0; i < 3; i++) {
      await finish();
      await vi.advanceTimersByTimeAsync(1000);
    }
    // About one run a second over the ten seconds, never two within an interval.
    expect(starts.length).toBeLessThanOrEqual(12);
    expect(starts.length).toBeGreaterThanOrEqual(8);
    for (let i = 1; i < starts.length; i++) expect(starts[i]! - starts[i - 1]!).toBeGreaterThanOrEqual(1000);
    expect(starts[0]).toBe(begin);
    // The last hint was followed by a run.
    expect(starts.at(-1)!).toBeGreaterThanOrEqual(lastHint);
  });

  it('keeps going after a failed run and can be cancelled', async () => {
    const fn = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValue(undefined);
    const call = coalesce(fn, 100);
    call();
    await vi.advanceTimersByTimeAsync(0);
    call();
    await vi.advanceTimersByTimeAsync(100);
    expect(fn).toHaveBeenCalledTimes(2);
    call();
    call.cancel();
    await vi.advanceTimersByTimeAsync(1000);
    expect(fn).toHaveBeenCalledTimes(2);
  });
});
