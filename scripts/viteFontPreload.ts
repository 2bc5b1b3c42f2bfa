import type { Plugin } from 'vite';

/**
 * The faces the first screen is drawn in: the display face of the page heading (the lobby hero's title, the page's
 * largest text) and the interface face's regular and semi-bold weights. Their files are otherwise found only once the
 * stylesheet has been applied to rendered text, seconds later on a slow phone, and the heading is repainted when
 * its face arrives.
 */
export const FIRST_SCREEN_FONTS = [/^space-grotesk-latin-700-normal-/, /^inter-latin-400-normal-/, /^inter-latin-600-normal-/];

/** `<link rel="preload">` tags for the built font files whose names match `faces`, in the order of `faces`. */
export function fontPreloadTags(fileNames: readonly string[], faces: readonly RegExp[] = FIRST_SCREEN_FONTS, base = '/') {
  return faces.flatMap((face) => {
    const file = fileNames.find((f) => f.endsWith('.woff2') && face.test(f.slice(f.lastIndexOf('/') + 1)));
    return file
      ? [
          {
            tag: 'link',
            attrs: { rel: 'preload', href: `${base}${file}`, as: 'font', type: 'font/woff2', crossorigin: '' },
            injectTo: 'head' as const,
          },
        ]
      : [];
  });
}

/** Preloads the first screen's fonts from the page itself (build only: the dev server serves them unhashed). */
export function fontPreload(): Plugin {
  let base = '/';
  return {
    name: 'hs-font-preload',
    apply: 'build',
    configResolved(config) {
      base = config.base;
    },
    transformIndexHtml: {
      order: 'post',
      handler(_html, ctx) {
        return ctx.bundle ? fontPreloadTags(Object.keys(ctx.bundle), FIRST_SCREEN_FONTS, base) : [];
      },
    },
  };
}
