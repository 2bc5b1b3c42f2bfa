import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createTestHistory } from '../routing/history';
import { BUILD_POLL_MS, BuildWatcher, buildPollMs, fetchLatestBuildId, reloadOnNextNavigation } from './buildWatch';

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('latest.json polling', () => {
  it('polls every 60 s by default; VITE_BUILD_POLL_MS overrides it', () => {
    expect(BUILD_POLL_MS).toBe(60_000);
    expect(buildPollMs({})).toBe(60_000);
    expect(buildPollMs({ VITE_BUILD_POLL_MS: '5000' })).toBe(5000);
    expect(buildPollMs({ VITE_BUILD_POLL_MS: 'soon' })).toBe(60_000);
  });

  it('fetches /latest.json with a timestamp query past the cache', async () => {
    vi.setSystemTime(1_790_000_000_000);
    const fetchMock = vi.fn(async () => new Response(JSON.stringify({ buildId: 'b2' }), { status: 200 }));
    vi.stubGlobal('fetch', fetchMock);
    await expect(fetchLatestBuildId()).resolves.toBe('b2');
    expect(fetchMock).toHaveBeenCalledWith('/latest.json?t=1790000000000', expect.objectContaining({ cache: 'no-store' }));
  });

  it('only logs a failed fetch or a non-JSON answer', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('offline'))),
    );
    await expect(fetchLatestBuildId()).resolves.toBeNull();
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('<!doctype html>', { status: 200 })),
    );
    await expect(fetchLatestBuildId()).resolves.toBeNull();
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('', { status: 404 })),
    );
    await expect(fetchLatestBuildId()).resolves.toBeNull();
    expect(warn).toHaveBeenCalled();
    warn.mockRestore();
  });

  it('turns stale when latest.json names another build, and stops polling', async () => {
    const latest = vi.fn<() => Promise<string | null>>().mockResolvedValueOnce('b1').mockResolvedValueOnce(null).mockResolvedValue('b2');
    const watcher = new BuildWatcher('b1', latest, 60_000).start();
    await vi.advanceTimersByTimeAsync(59_999);
    expect(latest).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(latest).toHaveBeenCalledTimes(1);
    expect(watcher.stale).toBe(false);
    await vi.advanceTimersByTimeAsync(120_000);
    expect(latest).toHaveBeenCalledTimes(3);
    expect(watcher.stale).toBe(true);
    await vi.advanceTimersByTimeAsync(600_000);
    expect(latest).toHaveBeenCalledTimes(3);
  });
});

describe('a watcher started late', () => {
  it('checks first when the interval counted from the load ends, then every interval; stop() cancels the first check', async () => {
    vi.useFakeTimers();
    const latest = vi.fn<() => Promise<string | null>>().mockResolvedValue('b1');
    const watcher = new BuildWatcher('b1', latest, 60_000).start(60_000 - 1_500);
    await vi.advanceTimersByTimeAsync(58_499);
    expect(latest).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(latest).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(latest).toHaveBeenCalledTimes(2);
    watcher.stop();
    const late = new BuildWatcher('b1', latest, 60_000).start(-5);
    late.stop();
    await vi.advanceTimersByTimeAsync(120_000);
    expect(latest).toHaveBeenCalledTimes(2);
    vi.useRealTimers();
  });
});

describe('reload on the next navigation after a newer build', () => {
  it('navigates in the app while the build is current', () => {
    const history = createTestHistory('/');
    const load = vi.fn();
    reloadOnNextNavigation(history, () => false, load);
    history.push('/vip');
    expect(history.location.pathname).toBe('/vip');
    expect(load).not.toHaveBeenCalled();
  });

  it('loads the target from the server once stale, only once, as the navigation starts', () => {
    const history = createTestHistory('/');
    let stale = false;
    const load = vi.fn();
    reloadOnNextNavigation(history, () => stale, load);
    history.push('/vip');
    stale = true;
    expect(load).not.toHaveBeenCalled();
    history.push('/blog?x=1#top');
    expect(load).toHaveBeenCalledWith('/blog?x=1#top');
    history.push('/');
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('hears the back button too', () => {
    const history = createTestHistory('/');
    history.push('/vip');
    const load = vi.fn();
    reloadOnNextNavigation(history, () => true, load);
    history.go(-1);
    expect(load).toHaveBeenCalledWith('/');
  });
});
