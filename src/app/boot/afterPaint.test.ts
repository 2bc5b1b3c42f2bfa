import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { afterFirstContentfulPaint, PAINT_FALLBACK_MS, type PaintWindow } from './afterPaint';

/** A window whose paint entries and visibility the test controls. */
function fakeWindow(options: { painted?: boolean; hidden?: boolean; paintTiming?: boolean } = {}) {
  let painted = options.painted ?? false;
  let visibility: DocumentVisibilityState = options.hidden ? 'hidden' : 'visible';
  const observers: ((list: { getEntriesByName(name: string): unknown[] }) => void)[] = [];
  const listeners = new Set<() => void>();
  class FakeObserver {
    static supportedEntryTypes = options.paintTiming === false ? [] : ['paint'];
    constructor(private readonly cb: (list: { getEntriesByName(name: string): unknown[] }) => void) {}
    observe() {
      observers.push(this.cb);
    }
    disconnect() {
      observers.splice(observers.indexOf(this.cb), 1);
    }
  }
  const win = {
    setTimeout: (fn: () => void, ms?: number) => setTimeout(fn, ms),
    clearTimeout: (id: number) => clearTimeout(id),
    document: {
      get visibilityState() {
        return visibility;
      },
      addEventListener: (_type: string, fn: () => void) => listeners.add(fn),
      removeEventListener: (_type: string, fn: () => void) => listeners.delete(fn),
    },
    performance: { getEntriesByName: (name: string) => (painted && name === 'first-contentful-paint' ? [{}] : []) },
    PerformanceObserver: FakeObserver,
  } as unknown as PaintWindow;
  return {
    win,
    observers,
    listeners,
    paint(name = 'first-contentful-paint') {
      if (name === 'first-contentful-paint') painted = true;
      for (const cb of [...observers]) cb({ getEntriesByName: (n) => (n === name ? [{}] : []) });
    },
    hide() {
      visibility = 'hidden';
      for (const fn of [...listeners]) fn();
    },
  };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('afterFirstContentfulPaint', () => {
  it('waits for the first contentful paint, not the first paint, and runs once', () => {
    const page = fakeWindow();
    const fn = vi.fn();
    afterFirstContentfulPaint(fn, page.win);
    page.paint('first-paint');
    vi.advanceTimersByTime(100);
    expect(fn).not.toHaveBeenCalled();
    page.paint();
    expect(fn).toHaveBeenCalledTimes(1);
    page.paint();
    vi.advanceTimersByTime(PAINT_FALLBACK_MS);
    expect(fn).toHaveBeenCalledTimes(1);
    expect(page.observers).toHaveLength(0);
    expect(page.listeners.size).toBe(0);
  });

  it('runs on the next task when the page has already painted, is hidden, or has no paint timing', () => {
    for (const options of [{ painted: true }, { hidden: true }, { paintTiming: false }]) {
      const fn = vi.fn();
      afterFirstContentfulPaint(fn, fakeWindow(options).win);
      expect(fn).not.toHaveBeenCalled();
      vi.advanceTimersByTime(0);
      expect(fn, JSON.stringify(options)).toHaveBeenCalledTimes(1);
    }
  });

  it('runs when the tab is hidden before it painted, and after the fallback delay at the latest', () => {
    const hidden = fakeWindow();
    const onHide = vi.fn();
    afterFirstContentfulPaint(onHide, hidden.win);
    hidden.hide();
    expect(onHide).toHaveBeenCalledTimes(1);

    const never = fakeWindow();
    const late = vi.fn();
    afterFirstContentfulPaint(late, never.win);
    vi.advanceTimersByTime(PAINT_FALLBACK_MS - 1);
    expect(late).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(late).toHaveBeenCalledTimes(1);
  });

  it('does nothing once cancelled', () => {
    const page = fakeWindow();
    const fn = vi.fn();
    afterFirstContentfulPaint(fn, page.win)();
    page.paint();
    vi.advanceTimersByTime(PAINT_FALLBACK_MS);
    expect(fn).not.toHaveBeenCalled();
  });
});
