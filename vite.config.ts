import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

// The dev server proxies the API and the socket to the house server (npm run server).
const target = `http://127.0.0.1:${process.env.PORT ?? '3000'}`;

export default defineConfig({
  plugins: [react()],
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
