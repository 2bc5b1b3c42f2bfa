import { afterEach, describe, expect, it, vi } from 'vitest';

describe('prefersReducedMotion', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.resetModules();
  });

  it("follows the system's reduced-motion setting as it changes, through one kept query list", async () => {
    const list = { matches: false };
    const matchMedia = vi.fn(() => list);
    vi.stubGlobal('matchMedia', matchMedia);
    const { prefersReducedMotion } = await import('./motion');
    expect(prefersReducedMotion()).toBe(false);
    list.matches = true;
    expect(prefersReducedMotion()).toBe(true);
    expect(matchMedia).toHaveBeenCalledTimes(1);
    expect(matchMedia).toHaveBeenCalledWith('(prefers-reduced-motion: reduce)');
  });

  it('tells listeners when the setting changes, until they unsubscribe', async () => {
    const listeners = new Set<() => void>();
    const list = {
      matches: false,
      addEventListener: (_: string, l: () => void) => listeners.add(l),
      removeEventListener: (_: string, l: () => void) => listeners.delete(l),
    };
    vi.stubGlobal('matchMedia', () => list);
    const { onReducedMotionChange } = await import('./motion');
    const heard = vi.fn();
    const stop = onReducedMotionChange(heard);
    for (const l of listeners) l();
    expect(heard).toHaveBeenCalledTimes(1);
    stop();
    expect(listeners.size).toBe(0);
  });

  it('is false where there is no media query', async () => {
    vi.stubGlobal('matchMedia', undefined);
    const { prefersReducedMotion } = await import('./motion');
    expect(prefersReducedMotion()).toBe(false);
  });
});
