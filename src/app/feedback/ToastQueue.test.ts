import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ToastQueue, TOAST_RELEASE_MS, toastTop, type ToastSink } from './ToastQueue';

function recordingSink() {
  const log: string[] = [];
  let next = 1;
  const onScreen = new Map<number, string>();
  const sink: ToastSink<string> = {
    show: (item) => {
      const id = next++;
      onScreen.set(id, item);
      log.push(`${Date.now()} show ${item}`);
      return id;
    },
    leave: (id) => void log.push(`${Date.now()} leave ${onScreen.get(id)}`),
    remove: (id) => {
      log.push(`${Date.now()} remove ${onScreen.get(id)}`);
      onScreen.delete(id);
    },
  };
  return { sink, log, onScreen };
}

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(0);
});
afterEach(() => vi.useRealTimers());

describe('toast placement', () => {
  it('puts the first toast 97 px from the top and each stacked one 82 px lower', () => {
    expect([0, 1, 2, 3].map((i) => toastTop(i, 1440))).toEqual([97, 179, 261, 343]);
    expect(toastTop(0, 768)).toBe(97);
  });
  it('uses a 6 px base on screens narrower than 768 px', () => {
    expect([0, 1, 2].map((i) => toastTop(i, 390))).toEqual([6, 88, 170]);
    expect(toastTop(0, 767)).toBe(6);
  });
});

describe('ToastQueue timing', () => {
  it('shows the first toast at once, about 3 s visible, removed at 4 s', () => {
    const { sink, log } = recordingSink();
    const q = new ToastQueue(sink);
    q.push('a');
    expect(log).toEqual(['0 show a']);
    vi.advanceTimersByTime(2999);
    expect(log).toEqual(['0 show a']);
    vi.advanceTimersByTime(1);
    expect(log).toEqual(['0 show a', '3000 leave a']);
    vi.advanceTimersByTime(999);
    expect(log).toHaveLength(2);
    vi.advanceTimersByTime(1);
    expect(log).toEqual(['0 show a', '3000 leave a', '4000 remove a']);
  });

  it('releases a burst one at a time, in order, one per tick', () => {
    const { sink, log, onScreen } = recordingSink();
    const q = new ToastQueue(sink);
    q.push('a');
    q.push('b');
    q.push('c');
    expect(log).toEqual(['0 show a']);
    expect(q.size).toBe(2);
    vi.advanceTimersByTime(TOAST_RELEASE_MS);
    expect(log).toEqual(['0 show a', `${TOAST_RELEASE_MS} show b`]);
    vi.advanceTimersByTime(TOAST_RELEASE_MS);
    expect(log.at(-1)).toBe(`${2 * TOAST_RELEASE_MS} show c`);
    expect([...onScreen.values()]).toEqual(['a', 'b', 'c']);
    vi.advanceTimersByTime(4000);
    expect(onScreen.size).toBe(0);
    expect(log.filter((l) => l.includes('remove'))).toEqual([
      '4000 remove a',
      `${4000 + TOAST_RELEASE_MS} remove b`,
      `${4000 + 2 * TOAST_RELEASE_MS} remove c`,
    ]);
  });

  it('waits a full tick after a release even for a toast pushed later, and is quiet again after it', () => {
    const { sink, log } = recordingSink();
    const q = new ToastQueue(sink);
    q.push('a');
    vi.advanceTimersByTime(100);
    q.push('b');
    expect(log).toEqual(['0 show a']);
    vi.advanceTimersByTime(TOAST_RELEASE_MS - 100);
    expect(log).toEqual(['0 show a', `${TOAST_RELEASE_MS} show b`]);
    vi.advanceTimersByTime(10_000);
    q.push('c');
    expect(log.at(-1)).toBe(`${10_000 + TOAST_RELEASE_MS} show c`);
  });

  it('clear() drops waiting toasts and cancels their timers', () => {
    const { sink, log } = recordingSink();
    const q = new ToastQueue(sink);
    q.push('a');
    q.push('b');
    q.clear();
    vi.advanceTimersByTime(10_000);
    expect(log).toEqual(['0 show a']);
  });
});
