import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RealityCheckTimer, checkAfterContinue, firstCheckAt, sessionTimeText, sessionTimeWords } from './realityCheck';

const MIN = 60_000;
const START = Date.UTC(2026, 10, 21, 9, 0, 0);

describe('when a reality check is due', () => {
  it('the first is the next whole interval counted from the session start', () => {
    expect(firstCheckAt(START, 15, START)).toBe(START + 15 * MIN);
    expect(firstCheckAt(START, 15, START + 14 * MIN)).toBe(START + 15 * MIN);
    // A reload at 47 minutes: the checks at 15, 30 and 45 are behind, the next is at 60 (not one at once).
    expect(firstCheckAt(START, 15, START + 47 * MIN)).toBe(START + 60 * MIN);
    // Exactly on a check: the next one.
    expect(firstCheckAt(START, 30, START + 30 * MIN)).toBe(START + 60 * MIN);
    // A browser clock behind the session's start counts from the start.
    expect(firstCheckAt(START, 60, START - 5 * MIN)).toBe(START + 60 * MIN);
  });

  it('after Continue the next is one interval after the press', () => {
    expect(checkAfterContinue(START + 17 * MIN, 15)).toBe(START + 32 * MIN);
  });
});

describe('the session time', () => {
  it('reads mm:ss under an hour and h:mm from an hour', () => {
    expect(sessionTimeText(0)).toBe('00:00');
    expect(sessionTimeText(-5000)).toBe('00:00');
    expect(sessionTimeText(65_400)).toBe('01:05');
    expect(sessionTimeText(59 * MIN + 59_999)).toBe('59:59');
    expect(sessionTimeText(60 * MIN)).toBe('1:00');
    expect(sessionTimeText(125 * MIN + 30_000)).toBe('2:05');
    expect(sessionTimeText(25 * 60 * MIN)).toBe('25:00');
  });

  it('in words', () => {
    expect(sessionTimeWords(30_000)).toBe('0 minutes');
    expect(sessionTimeWords(MIN)).toBe('1 minute');
    expect(sessionTimeWords(60 * MIN)).toBe('1 hour');
    expect(sessionTimeWords(125 * MIN)).toBe('2 hours 5 minutes');
  });
});

describe('RealityCheckTimer', () => {
  let onDue: ReturnType<typeof vi.fn<() => void>>;
  let offset: number;
  let timer: RealityCheckTimer;

  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(START);
    onDue = vi.fn<() => void>();
    offset = 0;
    timer = new RealityCheckTimer(onDue, () => Date.now() + offset);
  });
  afterEach(() => {
    timer.stop();
    vi.useRealTimers();
  });

  it('calls once when the interval has passed, not before', () => {
    timer.start(START, 15);
    expect(timer.nextAt).toBe(START + 15 * MIN);
    vi.advanceTimersByTime(15 * MIN - 1);
    expect(onDue).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(onDue).toHaveBeenCalledTimes(1);
    expect(timer.nextAt).toBeNull();
  });

  it('counts no other check while one is showing', () => {
    timer.start(START, 15);
    vi.advanceTimersByTime(75 * MIN);
    expect(onDue).toHaveBeenCalledTimes(1);
  });

  it('after Continue the next is one interval later', () => {
    timer.start(START, 15);
    vi.advanceTimersByTime(15 * MIN);
    // The player reads the check for 2 minutes, then continues.
    vi.advanceTimersByTime(2 * MIN);
    timer.continue();
    expect(timer.nextAt).toBe(START + 32 * MIN);
    vi.advanceTimersByTime(15 * MIN - 1);
    expect(onDue).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1);
    expect(onDue).toHaveBeenCalledTimes(2);
  });

  it('a tab hidden for several intervals catches up with one check, not several', () => {
    timer.start(START, 15);
    // Hidden: the browser holds the timers back while the clock runs on for three intervals and more.
    vi.setSystemTime(START + 50 * MIN);
    expect(onDue).not.toHaveBeenCalled();
    timer.wake();
    expect(onDue).toHaveBeenCalledTimes(1);
    // The held-back timers fire late, and the tab wakes again: still the one check.
    vi.runOnlyPendingTimers();
    timer.wake();
    vi.advanceTimersByTime(60 * MIN);
    expect(onDue).toHaveBeenCalledTimes(1);
    timer.continue();
    expect(timer.nextAt).toBe(START + 125 * MIN);
  });

  it('a late timer alone (no visibility event) also shows just one', () => {
    timer.start(START, 30);
    vi.setSystemTime(START + 200 * MIN);
    vi.runOnlyPendingTimers();
    vi.runOnlyPendingTimers();
    expect(onDue).toHaveBeenCalledTimes(1);
  });

  it('counts on the server clock: a browser 2 minutes behind still checks on time', () => {
    offset = 2 * MIN;
    timer.start(START, 15);
    vi.advanceTimersByTime(13 * MIN - 1);
    expect(onDue).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(onDue).toHaveBeenCalledTimes(1);
  });

  it('a new interval starts over on the grid of the session; stop ends the counting', () => {
    timer.start(START, 15);
    vi.advanceTimersByTime(20 * MIN);
    timer.start(START, 60);
    expect(timer.nextAt).toBe(START + 60 * MIN);
    timer.stop();
    vi.advanceTimersByTime(120 * MIN);
    expect(onDue).toHaveBeenCalledTimes(1);
    expect(timer.nextAt).toBeNull();
    timer.continue();
    expect(timer.nextAt).toBeNull();
  });
});
