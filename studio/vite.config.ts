import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

// The demo studio's game client: one entry built to dist/studio/studio.js and studio.css, the names the studio's page
// (studio/server/page.ts) loads; each game's code is a hashed chunk fetched when its page opens. No HTML entry: the
// studio server writes the page.
const studio = path.dirname(fileURLToPath(import.meta.url));
const client = path.join(studio, 'client');

export default defineConfig({
  root: client,
  base: '/client/',
  publicDir: false,
  // The repository's PostCSS or other configs are not this build's.
  css: { postcss: {} },
  build: {
    outDir: path.join(studio, '..', 'dist', 'studio'),
    emptyOutDir: true,
    // One stylesheet for the page (only the entry imports CSS).
    cssCodeSplit: false,
    // Nothing inlined as data URIs: the page's CSP allows them for images, but hashed files cache better.
    assetsInlineLimit: 0,
    chunkSizeWarningLimit: 1500,
    modulePreload: false,
    rolldownOptions: {
      input: path.join(client, 'main.ts'),
      output: {
        entryFileNames: 'studio.js',
        chunkFileNames: 'chunks/[name]-[hash].js',
        assetFileNames: (asset) => (asset.names.some((name) => name.endsWith('.css')) ? 'studio.css' : 'assets/[name]-[hash][extname]'),
      },
    },
  },
});
