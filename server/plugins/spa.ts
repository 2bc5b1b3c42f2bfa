import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { CODE } from '../../src/core/api';
import { isApiPath } from '../context';

const NOT_BUILT = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>HighStakes: client not built</title></head>
<body style="font-family: system-ui, sans-serif; background: #0f1923; color: #e6edf3; padding: 3rem">
<h1>The browser app is not built yet</h1>
<p>Run <code>npm run build</code>, then restart the server. During development use <code>npm run dev</code>
(Vite on port 5173, which proxies the API to this server).</p>
</body></html>`;

// Files of the installable app that never fall back to index.html: a missing service worker must answer 404, which
// makes browsers drop a worker they still run (a page in its place would keep the old one forever).
const PWA_FILES = ['/sw.js', '/manifest.webmanifest'];

/** Paths that may fall back to index.html: never a missing asset, a socket path or a file of the installable app. */
export function isSpaPath(url: string): boolean {
  const p = url.split('?')[0] ?? '/';
  return !p.startsWith('/assets/') && p !== '/healthz' && p !== '/chat' && !p.startsWith('/chat/') && !PWA_FILES.includes(p);
}

/** Cache-Control of a built file by its path relative to the client dir. */
export function cacheControlFor(relativePath: string): string {
  const p = relativePath.split(path.sep).join('/');
  // latest.json tells running tabs about a newer build: it must never come from a cache.
  if (p === 'latest.json') return 'no-cache, no-store, must-revalidate';
  // Vite fingerprints everything under assets/; the rest (index.html, icons, and the service worker and manifest, so a
  // deploy reaches installed apps at once) must revalidate.
  return p.startsWith('assets/') ? 'public, max-age=31536000, immutable' : 'no-cache';
}

/** Serves the built SPA from config.clientDir; unknown GET pages get index.html, unknown API paths a 404 envelope. */
export async function registerSpa(app: FastifyInstance): Promise<void> {
  const root = app.config.clientDir;
  const built = existsSync(path.join(root, 'index.html'));
  if (built) {
    await app.register(fastifyStatic, {
      root,
      wildcard: true,
      // The build writes Brotli and gzip copies of its assets (scripts/vitePrecompress.ts): a browser that accepts
      // either gets it (with Vary: Accept-Encoding), at the build's highest levels and no CPU per request.
      preCompressed: true,
      // Our setHeaders decides caching; the plugin's own header would overwrite it.
      cacheControl: false,
      setHeaders(res, filePath) {
        res.setHeader('cache-control', cacheControlFor(path.relative(root, filePath)));
        // The same path answers in Brotli, gzip or plain by the request's Accept-Encoding: caches must keep them apart.
        res.setHeader('vary', 'accept-encoding');
      },
    });
  }
  app.setNotFoundHandler((request, reply) => {
    if (isApiPath(request.url)) return reply.code(200).send({ code: CODE.NOT_FOUND, msg: 'Not found', data: null });
    if ((request.method === 'GET' || request.method === 'HEAD') && isSpaPath(request.url)) {
      // The browser routes the path itself and renders its own 404 page when nothing matches.
      // The streamer's overlay pages are a page of their own, without the site's shell.
      const page = request.url.startsWith('/overlay/') ? 'overlay.html' : 'index.html';
      if (built) return reply.header('cache-control', 'no-cache').sendFile(page);
      return reply.type('text/html; charset=utf-8').send(NOT_BUILT);
    }
    return reply.code(404).send({ code: CODE.NOT_FOUND, msg: 'Not found', data: null });
  });
}
