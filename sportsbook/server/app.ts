import { createRemoteJWKSet, importPKCS8, type JWTVerifyGetKey } from 'jose';
import Fastify, { type FastifyError, type FastifyInstance } from 'fastify';
import { ZodError } from 'zod';
import type { BookContext } from './context';
import { controlRoutes } from './control';
import { BookError, zodMessage } from './errors';
import { MATCH_MS } from './fixtures';
import { Outbox } from './outbox';
import { pageRoutes } from './page';
import { apiRoutes } from './routes';
import { Schedule } from './schedule';
import { Sessions } from './sessions';
import { Settlement } from './settlement';
import { BookStore } from './store';
import { Streams } from './stream';
import { WalletClient } from './wallet';

/** How the demo book is set up. */
export interface BookOptions {
  /** The casino's sports wallet base: calls go to `${walletUrl}/${call}`. */
  walletUrl: string;
  /** The casino's public keys: its JWKS URL, or a key resolver (tests pass a local key set). */
  casinoKeys: string | JWTVerifyGetKey;
  /** Origins allowed to frame the page and to receive its messages. */
  casinoOrigins: string[];
  /** The casino's brand: its tokens' issuer and the audience of our wallet calls. Default `highstakes`. */
  brand?: string;
  /** Our id (the wallet calls' issuer). Default `demo-book`. */
  bookId?: string;
  /** The book's ES256 private key: a PKCS #8 PEM or a key already imported. */
  privateKey: string | CryptoKey;
  /** Where the store file lives; null keeps everything in memory. */
  dataDir: string | null;
  /** The built page (book.js, book.css). */
  clientDir: string;
  /** The name the page shows. */
  bookName?: string;
  /** The fixtures' seed. */
  seed?: string;
  /** Real time a match takes (any sport). Default 12 minutes. */
  matchMs?: number;
  /** A league starts a match this often. Default five sixths of a match (10 minutes for 12). */
  slotMs?: number;
  /** The clock (epoch ms). */
  now?: () => number;
  /** How the book waits (the live delay): tests pass one that moves their clock. */
  sleep?: (ms: number) => Promise<void>;
  /** The live bet delay. Default 2 s. */
  liveDelayMs?: number;
  /** The settlement loop's period; 0 starts no loop (tests run it by hand). Default 1 s. */
  settleEveryMs?: number;
  /** The waits before the wallet client's three retries. Default 250, 750, 2000 ms. */
  retryDelaysMs?: number[];
  /** How long a wallet call waits for its answer. Default 5 s. */
  walletTimeoutMs?: number;
  /** The live stream's period and heartbeat, and its most clients. Defaults 2 s, 15 s, 500. */
  streamEveryMs?: number;
  streamHeartbeatMs?: number;
  maxStreams?: number;
  /** A session unused this long ends. Default 30 minutes. */
  sessionIdleMs?: number;
  /** The store's write delay after a change. Default 200 ms. */
  saveDelayMs?: number;
  logger?: boolean;
  /** Where the book's warnings go (unanswered wallet calls, control orders). Default the fastify logger. */
  log?: (message: string) => void;
}

/** The book's parts, for its tests and its process. */
export interface BookParts {
  ctx: BookContext;
  settlement: Settlement;
  streams: Streams;
}

/**
 * The demo sportsbook: its page and API for the player, the operator's /control, and the settlement loop, all over
 * one store; it reaches the casino only through the player's token and the signed wallet calls.
 */
export async function buildBook(options: BookOptions): Promise<FastifyInstance> {
  const app = Fastify({ logger: options.logger ?? false, bodyLimit: 16 * 1024, forceCloseConnections: true });
  const now = options.now ?? Date.now;
  const brand = options.brand ?? 'highstakes';
  const matchMs = options.matchMs ?? MATCH_MS;
  const keys = typeof options.casinoKeys === 'string' ? createRemoteJWKSet(new URL(options.casinoKeys)) : options.casinoKeys;
  const key = typeof options.privateKey === 'string' ? await importPKCS8(options.privateKey, 'ES256') : options.privateKey;
  const log = options.log ?? ((message: string) => app.log.warn(message));

  const store = await BookStore.open(options.dataDir, options.saveDelayMs);
  const schedule = new Schedule(
    { seed: options.seed ?? 'demo-book', matchMs, slotMs: options.slotMs ?? Math.round((matchMs * 5) / 6), now },
    store,
  );
  const wallet = new WalletClient({
    url: options.walletUrl.replace(/\/+$/, ''),
    bookId: options.bookId ?? 'demo-book',
    brand,
    key,
    now,
    mode: () => store.misbehaviour,
    retryDelaysMs: options.retryDelaysMs ?? [250, 750, 2000],
    timeoutMs: options.walletTimeoutMs ?? 5000,
    log,
  });
  const ctx: BookContext = {
    store,
    schedule,
    sessions: new Sessions(store, { keys, brand, now, idleMs: options.sessionIdleMs ?? 30 * 60_000 }),
    wallet,
    outbox: new Outbox(store, wallet, now, log),
    now,
    sleep: options.sleep ?? ((ms) => new Promise((resolve) => setTimeout(resolve, ms))),
    liveDelayMs: options.liveDelayMs ?? 2000,
    busy: new Set(),
    log,
  };
  const settlement = new Settlement(ctx);
  const streams = new Streams(schedule, {
    everyMs: options.streamEveryMs ?? 2000,
    heartbeatMs: options.streamHeartbeatMs ?? 15_000,
    max: options.maxStreams ?? 500,
    now,
  });
  app.decorate('book', { ctx, settlement, streams } satisfies BookParts);

  app.setErrorHandler((error: FastifyError | BookError | ZodError, request, reply) => {
    if (error instanceof BookError) return reply.code(error.status).send(error.body());
    if (error instanceof ZodError) return reply.code(400).send({ code: 'bad_request', message: zodMessage(error) });
    const status = (error as FastifyError).statusCode ?? 500;
    if (status < 500) {
      const message =
        status === 413
          ? 'body: too large (at most 16 KiB)'
          : status === 415
            ? 'body: must be JSON (content-type: application/json)'
            : `body: ${error.message}`;
      // The operator's endpoint answers in the wallet's shape (`ok: false`), the page's API in its own.
      return reply.code(400).send({ ...(request.url.startsWith('/control') ? { ok: false } : {}), code: 'bad_request', message });
    }
    app.log.error(error);
    return reply.code(500).send({ code: 'server_error', message: 'The book failed: try again' });
  });
  app.setNotFoundHandler((request, reply) =>
    reply.code(404).send({ code: 'not_found', message: `No ${request.method} ${request.url.split('?')[0]} here` }),
  );
  app.addHook('onSend', async (_request, reply) => {
    reply.header('x-content-type-options', 'nosniff');
    if (!reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
  });

  apiRoutes(app, ctx, streams);
  controlRoutes(app, ctx, settlement, { keys, brand });
  pageRoutes(app, { clientDir: options.clientDir, casinoOrigins: options.casinoOrigins, bookName: options.bookName ?? 'Demo Sportsbook' });
  app.get('/healthz', async () => ({ ok: true }));

  // Streams never end on their own: they are ended before the server waits for its connections to close.
  app.addHook('preClose', async () => streams.closeAll());
  app.addHook('onClose', async () => {
    await settlement.stop();
    await store.flush();
  });
  settlement.start(options.settleEveryMs ?? 1000);
  return app;
}

declare module 'fastify' {
  interface FastifyInstance {
    book: BookParts;
  }
}
