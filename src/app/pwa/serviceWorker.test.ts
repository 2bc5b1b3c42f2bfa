import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { afterLoad, CACHE_URLS, PAGE_OPENED, registerServiceWorker, SW_URL, type SwContainer, type SwWindow } from './serviceWorker';

/** A window whose load event and timers the test drives. */
function fakeWindow(readyState: DocumentReadyState = 'loading') {
  const loads: (() => void)[] = [];
  const win: SwWindow & { fireLoad(): void } = {
    document: { readyState },
    location: { href: 'http://127.0.0.1:3000/game/dice?x=1', origin: 'http://127.0.0.1:3000' },
    addEventListener: (_type, listener) => void loads.push(listener),
    removeEventListener: (_type, listener) => void loads.splice(loads.indexOf(listener), 1),
    setTimeout: (fn, ms) => setTimeout(fn, ms),
    performance: {
      getEntriesByType: () =>
        [
          { name: 'http://127.0.0.1:3000/assets/index-abc.js' },
          { name: 'http://127.0.0.1:3000/assets/GamePage-def.js' },
          { name: 'http://127.0.0.1:3000/assets/index-abc.js' },
          { name: 'https://cdn.example/x.js' },
        ] as PerformanceEntryList,
    },
    fireLoad() {
      win.document = { readyState: 'complete' };
      for (const fn of loads.splice(0)) fn();
    },
  };
  return win;
}

/** A service worker container: registration, the active worker's inbox and controller changes. */
function fakeContainer(controlled: boolean) {
  const messages: unknown[] = [];
  const changes: (() => void)[] = [];
  const container: SwContainer & { changeController(): void; register: ReturnType<typeof vi.fn> } = {
    controller: controlled ? {} : null,
    ready: Promise.resolve({ active: { postMessage: (m: unknown) => void messages.push(m) } }),
    register: vi.fn(() => Promise.resolve({})),
    addEventListener: (_type, listener) => void changes.push(listener),
    removeEventListener: (_type, listener) => void changes.splice(changes.indexOf(listener), 1),
    changeController: () => changes.forEach((fn) => fn()),
  };
  return { container, messages };
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('afterLoad', () => {
  it('waits for the load event', () => {
    const win = fakeWindow('interactive');
    const fn = vi.fn();
    afterLoad(fn, win);
    vi.advanceTimersByTime(60_000);
    expect(fn).not.toHaveBeenCalled();
    win.fireLoad();
    expect(fn).toHaveBeenCalledOnce();
  });
  it('runs on the next task when the page has loaded already, unless cancelled', () => {
    const fn = vi.fn();
    afterLoad(fn, fakeWindow('complete'));
    expect(fn).not.toHaveBeenCalled();
    vi.advanceTimersByTime(0);
    expect(fn).toHaveBeenCalledOnce();
    const cancelled = vi.fn();
    afterLoad(cancelled, fakeWindow('complete'))();
    vi.advanceTimersByTime(0);
    expect(cancelled).not.toHaveBeenCalled();
  });
});

describe('registerServiceWorker', () => {
  it('registers only after the load event, for the whole site, past the HTTP cache', async () => {
    const win = fakeWindow();
    const { container } = fakeContainer(false);
    const handle = registerServiceWorker({ onNewWorker: () => {}, container, win });
    await vi.advanceTimersByTimeAsync(30_000);
    expect(container.register).not.toHaveBeenCalled();
    win.fireLoad();
    await handle.done;
    expect(container.register).toHaveBeenCalledWith(SW_URL, { scope: '/', updateViaCache: 'none' });
  });

  it("hands the active worker the page's own files and its address", async () => {
    const win = fakeWindow('complete');
    const { container, messages } = fakeContainer(false);
    const handle = registerServiceWorker({ onNewWorker: () => {}, container, win });
    await vi.advanceTimersByTimeAsync(0);
    await handle.done;
    expect(messages).toEqual([
      { type: CACHE_URLS, payload: { urlsToCache: ['/assets/index-abc.js', '/assets/GamePage-def.js'] } },
      { type: PAGE_OPENED, url: 'http://127.0.0.1:3000/game/dice?x=1' },
    ]);
  });

  it("a page's first worker is an install; a worker replacing one is a new build", () => {
    const first = fakeContainer(false);
    const onFirst = vi.fn();
    registerServiceWorker({ onNewWorker: onFirst, container: first.container, win: fakeWindow() });
    first.container.changeController();
    expect(onFirst).not.toHaveBeenCalled();
    first.container.changeController();
    expect(onFirst).toHaveBeenCalledOnce();

    const controlled = fakeContainer(true);
    const onNew = vi.fn();
    const handle = registerServiceWorker({ onNewWorker: onNew, container: controlled.container, win: fakeWindow() });
    controlled.container.changeController();
    expect(onNew).toHaveBeenCalledOnce();
    handle.stop();
    controlled.container.changeController();
    expect(onNew).toHaveBeenCalledOnce();
  });

  it('a failed registration is only logged', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { container, messages } = fakeContainer(false);
    container.register.mockImplementation(() => Promise.reject(new Error('The script has an unsupported MIME type')));
    const handle = registerServiceWorker({ onNewWorker: () => {}, container, win: fakeWindow('complete') });
    await vi.advanceTimersByTimeAsync(0);
    await expect(handle.done).resolves.toBeUndefined();
    expect(messages).toEqual([]);
    expect(warn).toHaveBeenCalledWith('service worker registration failed', expect.any(Error));
    warn.mockRestore();
  });

  it('does nothing where the browser has no service workers', async () => {
    const handle = registerServiceWorker({ onNewWorker: () => {}, container: undefined, win: fakeWindow('complete') });
    await expect(handle.done).resolves.toBeUndefined();
  });
});
