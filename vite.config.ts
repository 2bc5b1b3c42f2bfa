import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { buildInfo } from './scripts/viteBuildInfo.ts';
import { fontPreload } from './scripts/viteFontPreload.ts';
import { precompress } from './scripts/vitePrecompress.ts';
import { pwa } from './scripts/vitePwa.ts';

// The dev server proxies the API and the socket to the house server (npm run server).
const target = `http://127.0.0.1:${process.env.PORT ?? '3000'}`;

/** In development, /overlay/{token}/{view} is the overlay page (the house server does the same for the build). */
function overlayPages(): Plugin {
  return {
    name: 'overlay-pages',
    configureServer(server) {
      server.middlewares.use((req, _res, next) => {
        if (req.url?.startsWith('/overlay/')) req.url = '/overlay.html';
        next();
      });
    },
  };
}

export default defineConfig({
  // buildInfo: the build id in the app and in dist/client/latest.json (build housekeeping: a stale tab learns of a new build and reloads).
  // fontPreload: the first screen's fonts preloaded from the page. pwa: the web app manifest and the service worker
  // (sw.js), precaching the shell; registered by the app itself. precompress (last, once every file is written): Brotli
  // and gzip copies of the fingerprinted assets, which the house server sends pre-compressed.
  plugins: [react(), overlayPages(), buildInfo(), fontPreload(), ...pwa(), precompress()],
  build: {
    outDir: 'dist/client',
    sourcemap: true,
    chunkSizeWarningLimit: 1500,
    // Two pages: the site, and the streamer's overlay page (its own small entry, without the site's shell).
    rollupOptions: { input: { index: 'index.html', overlay: 'overlay.html' } },
    modulePreload: {
      // A lazily loaded chunk's own file and its CSS are named in its importer's preload map (the CSS must be there:
      // nothing else loads it); its JavaScript imports are left for the browser to fetch from the chunk itself. The
      // map of the entry chunk (every route and dialog) is part of the first paint, and every lazy screen grew it.
      resolveDependencies: (filename, deps, { hostType }) =>
        hostType === 'js' ? deps.filter((dep) => dep === filename || dep.endsWith('.css')) : deps,
    },
  },
  server: {
    port: 5173,
    proxy: {
      '/v1': { target, ws: true },
      '/api': target,
      '/healthz': target,
      '/chat': { target, ws: true },
    },
  },
});
