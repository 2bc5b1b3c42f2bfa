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

  it('is false where there is no media query', async () => {
    vi.stubGlobal('matchMedia', undefined);
    const { prefersReducedMotion } = await import('./motion');
    expect(prefersReducedMotion()).toBe(false);
  });
});
