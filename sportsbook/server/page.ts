import { existsSync } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { sportOf } from './sports';

// The book's page: one HTML document for every client route, loading the built client from /client/ and carrying its
// settings in a JSON island (data, never run); a strict CSP that lets only the casino's origins frame it.

/** What the page needs. */
export interface PageOptions {
  /** The built client (book.js, book.css and their chunks). */
  clientDir: string;
  casinoOrigins: readonly string[];
  bookName: string;
}

/** Escapes text for HTML. */
const esc = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** JSON safe inside a script element: no `<` can close it. */
const islandJson = (value: unknown) =>
  JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

/** The page's HTML; without a built client, a page that says so. */
export function bookPage(options: PageOptions, built: boolean): string {
  const config = islandJson({ casinoOrigins: options.casinoOrigins, bookName: options.bookName });
  const head = built ? `<link rel="stylesheet" href="/client/book.css">\n<script type="module" src="/client/book.js"></script>` : '';
  const body = built
    ? '<div id="book-root"></div>'
    : `<main><h1>${esc(options.bookName)}</h1><p>Client not built: this book's page has not been built yet. Build it, then reload.</p></main>`;
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1, viewport-fit=cover">
<title>${esc(options.bookName)}</title>
<link rel="icon" href="data:,">
<script type="application/json" id="book-config">${config}</script>
${head}
</head>
<body>${body}</body>
</html>
`;
}

/** The page's security headers: only the casino's origins may frame it, and nothing inline runs. */
export function pageHeaders(casinoOrigins: readonly string[]): Record<string, string> {
  const ancestors = casinoOrigins.length > 0 ? casinoOrigins.join(' ') : "'none'";
  return {
    'content-security-policy': [
      "default-src 'self'",
      "script-src 'self'",
      "style-src 'self'",
      "img-src 'self' data:",
      "font-src 'self'",
      "connect-src 'self'",
      "object-src 'none'",
      `frame-ancestors ${ancestors}`,
      "base-uri 'none'",
      "form-action 'none'",
    ].join('; '),
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'no-referrer',
    'cache-control': 'no-cache',
  };
}

const TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.map': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.webp': 'image/webp',
  '.woff2': 'font/woff2',
  '.json': 'application/json',
};

/** The page on every client route, and the built client under /client/. */
export function pageRoutes(app: FastifyInstance, options: PageOptions): void {
  const headers = pageHeaders(options.casinoOrigins);
  const page = (reply: FastifyReply, status = 200) => {
    const built = existsSync(path.join(options.clientDir, 'book.js'));
    return reply
      .code(built ? status : 503)
      .headers(headers)
      .type('text/html; charset=utf-8')
      .send(bookPage(options, built));
  };
  for (const route of ['/', '/live', '/bets', '/event/:id']) app.get(route, async (_request, reply) => page(reply));
  // A path of no sport is no page (an unknown /api/… call among them); an unknown league of a sport is the page's 404.
  app.get<{ Params: { sport: string } }>('/:sport', async (request, reply) =>
    sportOf(request.params.sport) ? page(reply) : reply.callNotFound(),
  );
  app.get<{ Params: { sport: string; league: string } }>('/:sport/:league', async (request, reply) => {
    const sport = sportOf(request.params.sport);
    if (!sport) return reply.callNotFound();
    return page(reply, sport.leagues.some((l) => l.code === request.params.league) ? 200 : 404);
  });

  const root = path.resolve(options.clientDir);
  app.get<{ Params: { '*': string } }>('/client/*', async (request, reply) => {
    const full = path.resolve(root, request.params['*']);
    const missing = () => reply.code(404).header('x-content-type-options', 'nosniff').send({ code: 'not_found', message: 'No such file' });
    if (!full.startsWith(root + path.sep)) return missing();
    try {
      const info = await stat(full);
      if (!info.isFile()) return missing();
      // Hashed chunk names never change content; the entry files (book.js, book.css) are checked each time.
      const hashed = /[-.][A-Za-z0-9_-]{8,}\.(js|css|woff2|png|svg|webp)$/.test(full);
      return reply
        .type(TYPES[path.extname(full)] ?? 'application/octet-stream')
        .header('cache-control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache')
        .header('last-modified', info.mtime.toUTCString())
        .header('x-content-type-options', 'nosniff')
        .send(await readFile(full));
    } catch {
      return missing();
    }
  });
}
