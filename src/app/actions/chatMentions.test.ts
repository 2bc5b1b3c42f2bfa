import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AtUserSuggestion } from '../../core/chat/types';

vi.mock('../api/chat', () => ({ getAtUsers: vi.fn() }));
const { createMentionSuggester, SUGGEST_DEBOUNCE_MS } = await import('./chatMentions');

const user = (userName: string): AtUserSuggestion => ({ userName, name: userName, avatar: '' });

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('mention suggestions', () => {
  it('debounces: only the keyword typed last is asked, SUGGEST_DEBOUNCE_MS after the last keystroke', async () => {
    const source = vi.fn((k: string) => Promise.resolve([user(`${k}1`)]));
    const report = vi.fn();
    const s = createMentionSuggester(report, source);
    s.query('b');
    vi.advanceTimersByTime(SUGGEST_DEBOUNCE_MS - 1);
    s.query('bo');
    vi.advanceTimersByTime(SUGGEST_DEBOUNCE_MS - 1);
    expect(source).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(source.mock.calls).toEqual([['bo']]);
    expect(report).toHaveBeenCalledWith('bo', [user('bo1')]);
  });

  it('single flight: while one request is out the next waits, and only the newest keyword is asked', async () => {
    const releases: Array<() => void> = [];
    const source = vi.fn((k: string) => new Promise<AtUserSuggestion[]>((r) => releases.push(() => r([user(k)]))));
    const report = vi.fn();
    const s = createMentionSuggester(report, source);
    s.query('a');
    await vi.advanceTimersByTimeAsync(SUGGEST_DEBOUNCE_MS);
    s.query('ab');
    await vi.advanceTimersByTimeAsync(SUGGEST_DEBOUNCE_MS);
    s.query('abc');
    await vi.advanceTimersByTimeAsync(SUGGEST_DEBOUNCE_MS);
    expect(source).toHaveBeenCalledTimes(1);
    releases[0]!();
    await vi.advanceTimersByTimeAsync(0);
    // 'a' is stale: not reported; 'abc' is asked next, 'ab' never.
    expect(report).not.toHaveBeenCalled();
    expect(source.mock.calls).toEqual([['a'], ['abc']]);
    releases[1]!();
    await vi.advanceTimersByTimeAsync(0);
    expect(report.mock.calls).toEqual([['abc', [user('abc')]]]);
  });

  it('closing (null) drops the answer; a keyword asked before comes from memory', async () => {
    const source = vi.fn((k: string) => Promise.resolve([user(k)]));
    const report = vi.fn();
    const s = createMentionSuggester(report, source);
    s.query('al');
    await vi.advanceTimersByTimeAsync(SUGGEST_DEBOUNCE_MS);
    s.query(null);
    s.query('al');
    await vi.advanceTimersByTimeAsync(SUGGEST_DEBOUNCE_MS);
    expect(source).toHaveBeenCalledTimes(1);
    expect(report).toHaveBeenCalledTimes(2);
    s.query('x');
    s.query(null);
    await vi.advanceTimersByTimeAsync(SUGGEST_DEBOUNCE_MS * 2);
    expect(source).toHaveBeenCalledTimes(1);
    s.dispose();
  });
});
