import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  CHUNK_RELOAD_GUARD_MS,
  claimChunkReload,
  installChunkReload,
  isChunkLoadError,
  loadChunk,
  reloadForChunkError,
  resetChunkReload,
} from './chunkReload';

beforeEach(() => {
  resetChunkReload();
  sessionStorage.clear();
  localStorage.clear();
});

const chunkError = new TypeError('Failed to fetch dynamically imported module: http://x/assets/VipPage-abc.js');

describe('chunk-load failure', () => {
  it('recognises chunk-load errors of Chromium, Firefox, Safari and Vite', () => {
    expect(isChunkLoadError(chunkError)).toBe(true);
    expect(isChunkLoadError(new TypeError('error loading dynamically imported module'))).toBe(true);
    expect(isChunkLoadError(new TypeError('Importing a module script failed.'))).toBe(true);
    expect(isChunkLoadError(new Error('Unable to preload CSS for /assets/a.css'))).toBe(true);
    expect(isChunkLoadError(new Error('boom'))).toBe(false);
    expect(isChunkLoadError(null)).toBe(false);
  });

  it('reloads at most once per 10 s per path, tracked in session storage', () => {
    const reload = vi.fn();
    expect(CHUNK_RELOAD_GUARD_MS).toBe(10_000);
    expect(reloadForChunkError('/vip', reload, 1_000_000)).toBe(true);
    expect(JSON.parse(sessionStorage.getItem('hs_chunkReload')!)).toEqual({ '/vip': 1_000_000 });
    // Each call below stands for a fresh page after the reload.
    resetChunkReload();
    expect(reloadForChunkError('/vip', reload, 1_009_999)).toBe(false);
    expect(reloadForChunkError('/blog', reload, 1_009_999)).toBe(true);
    resetChunkReload();
    expect(reloadForChunkError('/vip', reload, 1_010_000)).toBe(true);
    expect(reload).toHaveBeenCalledTimes(3);
    expect(localStorage.length).toBe(0);
  });

  it('offline, waits for the network instead of reloading, then reloads (guarded) once it is back', () => {
    const reload = vi.fn();
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    try {
      expect(reloadForChunkError('/', reload, 1_000)).toBe(true);
      // Another failure meanwhile waits too; nothing was counted against the guard.
      expect(reloadForChunkError('/', reload, 1_001)).toBe(true);
      expect(reload).not.toHaveBeenCalled();
      expect(sessionStorage.getItem('hs_chunkReload')).toBeNull();
      onLine.mockReturnValue(true);
      window.dispatchEvent(new Event('online'));
      expect(reload).toHaveBeenCalledTimes(1);
      window.dispatchEvent(new Event('online'));
      expect(reload).toHaveBeenCalledTimes(1);
    } finally {
      onLine.mockRestore();
    }
  });

  it('survives a corrupt stored value', () => {
    sessionStorage.setItem('hs_chunkReload', '{nope');
    expect(claimChunkReload('/', 5)).toBe(true);
  });

  it('loadChunk reloads on a lazy import failure and never settles; a second failure within 10 s rejects', async () => {
    const reload = vi.fn();
    const settled = vi.fn();
    void loadChunk(() => Promise.reject(chunkError), reload).then(settled, settled);
    await new Promise((r) => setTimeout(r, 0));
    expect(reload).toHaveBeenCalledTimes(1);
    expect(settled).not.toHaveBeenCalled();
    // While that reload is under way, another failure waits for it too.
    void loadChunk(() => Promise.reject(chunkError), reload).then(settled, settled);
    await new Promise((r) => setTimeout(r, 0));
    expect(settled).not.toHaveBeenCalled();
    // The reloaded page fails again within 10 s: the error goes on to the error page.
    resetChunkReload();
    await expect(loadChunk(() => Promise.reject(chunkError), reload)).rejects.toBe(chunkError);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('loadChunk waits for the reload when the preload handler swallowed the failure (module undefined)', async () => {
    const reload = vi.fn();
    const off = installChunkReload(window, reload);
    const settled = vi.fn();
    const viteLikeImport = async () => {
      const e = new Event('vite:preloadError', { cancelable: true });
      window.dispatchEvent(e);
      if (!e.defaultPrevented) throw chunkError;
      return undefined as unknown as { default: string };
    };
    void loadChunk(viteLikeImport, reload).then(settled, settled);
    await new Promise((r) => setTimeout(r, 0));
    expect(reload).toHaveBeenCalledTimes(1);
    expect(settled).not.toHaveBeenCalled();
    off();
  });

  it('loadChunk passes other errors and successes through', async () => {
    const reload = vi.fn();
    await expect(loadChunk(() => Promise.resolve(7), reload)).resolves.toBe(7);
    await expect(loadChunk(() => Promise.reject(new Error('bug')), reload)).rejects.toThrow('bug');
    expect(reload).not.toHaveBeenCalled();
  });

  it('handles vite:preloadError with the same guard', () => {
    const reload = vi.fn();
    const off = installChunkReload(window, reload);
    const first = new Event('vite:preloadError', { cancelable: true });
    window.dispatchEvent(first);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(first.defaultPrevented).toBe(true);
    resetChunkReload(); // the reloaded page
    const second = new Event('vite:preloadError', { cancelable: true });
    window.dispatchEvent(second);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(second.defaultPrevented).toBe(false);
    off();
  });

  it('counts the page in the address bar, which shows the page asked for while it loads', () => {
    const before = window.location.href;
    window.history.pushState(null, '', '/vip?tab=1');
    const reload = vi.fn();
    expect(reloadForChunkError(undefined, reload, 2_000_000)).toBe(true);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(JSON.parse(sessionStorage.getItem('hs_chunkReload')!)).toEqual({ '/vip': 2_000_000 });
    window.history.replaceState(null, '', before);
  });
});
