import { describe, expect, it } from 'vitest';
import { cacheControlFor } from './spa';

describe('cache headers of the built client', () => {
  it('never caches latest.json (build housekeeping)', () => {
    expect(cacheControlFor('latest.json')).toBe('no-cache, no-store, must-revalidate');
  });
  it('caches fingerprinted assets for a year and revalidates the rest', () => {
    expect(cacheControlFor('assets/index-abc.js')).toBe('public, max-age=31536000, immutable');
    expect(cacheControlFor('index.html')).toBe('no-cache');
    expect(cacheControlFor('favicon.svg')).toBe('no-cache');
  });
});
