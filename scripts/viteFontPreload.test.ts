import { describe, expect, it } from 'vitest';
import { fontPreloadTags } from './viteFontPreload';

describe('fontPreloadTags', () => {
  const files = [
    'assets/index-abc.js',
    'assets/inter-latin-400-normal-C38f.woff2',
    'assets/inter-latin-400-normal-C38f.woff',
    'assets/inter-latin-ext-400-normal-C1nc.woff2',
    'assets/inter-latin-600-normal-LgqL.woff2',
    'assets/space-grotesk-latin-700-normal-Rjhw.woff2',
    'assets/space-grotesk-latin-500-normal-Xx.woff2',
  ];

  it('preloads the first screen faces, woff2 only, the heading face first', () => {
    expect(fontPreloadTags(files).map((t) => t.attrs.href)).toEqual([
      '/assets/space-grotesk-latin-700-normal-Rjhw.woff2',
      '/assets/inter-latin-400-normal-C38f.woff2',
      '/assets/inter-latin-600-normal-LgqL.woff2',
    ]);
  });

  it('as cross-origin font preloads in the head, under the base path', () => {
    const [tag] = fontPreloadTags(files, [/^inter-latin-600-normal-/], '/casino/');
    expect(tag).toEqual({
      tag: 'link',
      attrs: { rel: 'preload', href: '/casino/assets/inter-latin-600-normal-LgqL.woff2', as: 'font', type: 'font/woff2', crossorigin: '' },
      injectTo: 'head',
    });
  });

  it('leaves out a face the build does not have', () => {
    expect(fontPreloadTags(['assets/index.js'])).toEqual([]);
  });
});
