import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { buildInfo } from './scripts/viteBuildInfo.ts';

// The dev server proxies the API and the socket to the house server (npm run server).
const target = `http://127.0.0.1:${process.env.PORT ?? '3000'}`;

export default defineConfig({
  // buildInfo: the build id in the app and in dist/client/latest.json (build housekeeping, spec section 7).
  plugins: [react(), buildInfo()],
  build: { outDir: 'dist/client', sourcemap: true, chunkSizeWarningLimit: 1500 },
  server: {
    port: 5173,
    proxy: {
      '/v1': target,
      '/api': target,
      '/healthz': target,
      '/chat': { target, ws: true },
    },
  },
});
