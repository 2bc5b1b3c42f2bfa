import path from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// The demo sportsbook's page: one entry built to dist/sportsbook/book.js and book.css, the names the book's page
// (sportsbook/server/page.ts) loads; any split chunk is hashed. No HTML entry: the book's server writes the page.
const book = path.dirname(fileURLToPath(import.meta.url));
const client = path.join(book, 'client');

export default defineConfig({
  root: client,
  base: '/client/',
  publicDir: false,
  plugins: [react()],
  // The repository's PostCSS or other configs are not this build's.
  css: { postcss: {} },
  build: {
    outDir: path.join(book, '..', 'dist', 'sportsbook'),
    emptyOutDir: true,
    // One stylesheet for the page.
    cssCodeSplit: false,
    // Nothing inlined as data URIs: the page's CSP allows them for images only.
    assetsInlineLimit: 0,
    modulePreload: false,
    target: 'es2022',
    rolldownOptions: {
      input: path.join(client, 'main.tsx'),
      output: {
        entryFileNames: 'book.js',
        chunkFileNames: 'chunks/[name]-[hash].js',
        assetFileNames: (asset) => (asset.names.some((name) => name.endsWith('.css')) ? 'book.css' : 'assets/[name]-[hash][extname]'),
      },
    },
  },
});
