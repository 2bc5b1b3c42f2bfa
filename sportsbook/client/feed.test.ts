import { afterEach, describe, expect, it, vi } from 'vitest';
import { LiveFeed, POLL_MS, REFRESH_MS } from './feed';
import { FakeEventSource, match } from './fixtures.testing';

afterEach(() => vi.useRealTimers());

function feed() {
  vi.useFakeTimers();
  FakeEventSource.instances = [];
  const full = vi.fn(async () => ({ now: 1, events: [match('a')] }));
  const states: string[] = [];
  const onStream = vi.fn();
  const f = new LiveFeed({
    url: '/api/stream',
    EventSource: FakeEventSource as unknown as { new (url: string): EventSource },
    full,
    onStream,
    onFull: vi.fn(),
    onFullError: vi.fn(),
    onState: (s) => states.push(s),
    random: () => 1,
  });
  return { f, full, states, onStream, es: () => FakeEventSource.instances.at(-1)! };
}

describe('the live feed', () => {
  it('reads the full list and opens one stream; with the stream up it reads the list only now and then', async () => {
    const { f, full, states, onStream, es } = feed();
    f.start();
    f.start();
    expect(FakeEventSource.instances).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(0);
    expect(full).toHaveBeenCalledTimes(1);
    es().emit({ now: 2, events: [match('a')] });
    expect(onStream).toHaveBeenCalledTimes(1);
    expect(states).toEqual(['connecting', 'live']);
    await vi.advanceTimersByTimeAsync(REFRESH_MS - 1);
    expect(full).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(full).toHaveBeenCalledTimes(2);
  });

  it('ignores stream text out of shape', () => {
    const { f, onStream, es } = feed();
    f.start();
    es().onmessage?.({ data: 'nonsense' } as MessageEvent);
    es().emit({ events: 'x' });
    expect(onStream).not.toHaveBeenCalled();
  });

  it('polls while the stream is down and reopens it with a doubling delay', async () => {
    const { f, full, states, es } = feed();
    f.start();
    await vi.advanceTimersByTimeAsync(0);
    const first = es();
    first.onerror?.();
    expect(first.closed).toBe(true);
    expect(states.at(-1)).toBe('polling');
    await vi.advanceTimersByTimeAsync(1000);
    expect(FakeEventSource.instances).toHaveLength(2);
    es().onerror?.();
    await vi.advanceTimersByTimeAsync(1999);
    expect(FakeEventSource.instances).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(FakeEventSource.instances).toHaveLength(3);
    const before = full.mock.calls.length;
    await vi.advanceTimersByTimeAsync(POLL_MS);
    expect(full.mock.calls.length).toBeGreaterThan(before);
  });

  it('stops everything while hidden and starts afresh when shown', async () => {
    const { f, full, states, es } = feed();
    f.start();
    await vi.advanceTimersByTimeAsync(0);
    f.stop();
    expect(es().closed).toBe(true);
    expect(states.at(-1)).toBe('paused');
    const calls = full.mock.calls.length;
    await vi.advanceTimersByTimeAsync(10 * REFRESH_MS);
    expect(full.mock.calls.length).toBe(calls);
    expect(FakeEventSource.instances).toHaveLength(1);
    f.start();
    expect(FakeEventSource.instances).toHaveLength(2);
  });
});
