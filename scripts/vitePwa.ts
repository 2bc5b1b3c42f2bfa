import type { Plugin } from 'vite';
import { VitePWA, type ManifestOptions } from 'vite-plugin-pwa';

/** The app's colours in the manifest: its page background (index.html's theme-color). */
export const THEME_COLOR = '#0b0f1a';

/** The web app manifest: what a phone installs. */
export const MANIFEST: Partial<ManifestOptions> = {
  id: '/',
  name: 'HighStakes: Crypto Casino & Originals',
  short_name: 'HighStakes',
  description: 'Provably fair crypto casino originals (Crash, Plinko, Dice, Limbo, Mines) with payouts in eight cryptocurrencies.',
  start_url: '/',
  scope: '/',
  display: 'standalone',
  orientation: 'any',
  theme_color: THEME_COLOR,
  background_color: THEME_COLOR,
  categories: ['games', 'entertainment'],
  icons: [
    { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
    { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
    { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
  ],
};

/** The start page's module: its code is precached with the shell, so the installed app opens offline. */
const START_PAGE = /\/ui\/pages\/HomePage\.tsx$/;

interface BuiltChunk {
  type: 'chunk';
  fileName: string;
  isEntry: boolean;
  facadeModuleId: string | null;
  imports: string[];
  viteMetadata?: { importedCss: Set<string> };
}

/** The files a chunk needs to run: itself, its static imports (transitively) and their CSS. */
export function staticClosure(bundle: Record<string, { type: string }>, roots: string[]): Set<string> {
  const files = new Set<string>();
  const stack = [...roots];
  while (stack.length) {
    const name = stack.pop()!;
    const chunk = bundle[name] as BuiltChunk | undefined;
    if (files.has(name) || chunk?.type !== 'chunk') continue;
    files.add(name);
    for (const css of chunk.viteMetadata?.importedCss ?? []) files.add(css);
    stack.push(...chunk.imports);
  }
  return files;
}

/**
 * The service worker (src/sw/sw.ts, built to sw.js) and the manifest. The precache is the shell: index.html, the
 * offline page, the entry chunk and the start page with their static imports and CSS, the fonts (woff2), the icons
 * and the manifest. Every other built file (games, dialogs, other pages) is cached at runtime when first loaded.
 * Registration is the app's own (src/app/pwa), after the page's load event, in production builds only.
 */
export function pwa(): Plugin[] {
  let shell = new Set<string>();
  const capture: Plugin = {
    name: 'hs-pwa-shell',
    apply: 'build',
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((c): c is typeof c & BuiltChunk => c.type === 'chunk') as unknown as BuiltChunk[];
      const roots = chunks.filter((c) => c.isEntry || START_PAGE.test(c.facadeModuleId ?? '')).map((c) => c.fileName);
      if (roots.length < 2) this.error('pwa: the entry chunk or the start page chunk was not found in the bundle');
      shell = staticClosure(bundle, roots);
    },
  };
  return [
    capture,
    ...VitePWA({
      strategies: 'injectManifest',
      srcDir: 'src/sw',
      filename: 'sw.ts',
      // The app registers the worker itself (src/app/pwa/serviceWorker.ts), lazily, after the load event.
      injectRegister: false,
      manifest: MANIFEST,
      // The icons (the manifest's and the apple-touch-icon) come from the glob below, once each.
      includeManifestIcons: false,
      devOptions: { enabled: false },
      injectManifest: {
        globPatterns: ['index.html', 'offline.html', 'offline.css', 'offline.js', 'favicon.svg', 'icons/*.png', 'assets/*.{js,css,woff2}'],
        manifestTransforms: [
          (entries) => ({
            manifest: entries.filter((e) => !e.url.startsWith('assets/') || e.url.endsWith('.woff2') || shell.has(e.url)),
            warnings: [],
          }),
        ],
      },
    }),
  ];
}
