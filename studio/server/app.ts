import { createHmac, timingSafeEqual } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import { z } from 'zod';
import { CURRENCY_DECIMALS, DEMO_CURRENCY, STUDIO_GAMES, studioGame } from './catalog';
import type { Misbehaviour } from './casino';
import { gamePage } from './page';
import { PlayError, StudioPlay } from './play';

/** How the studio is set up. */
export interface StudioOptions {
  /** The secret shared with the casino: it signs our wallet calls and checks the casino's launch calls. */
  secret: string;
  /** The casino's wallet base (…/v1/wallet/studio). */
  walletUrl: string;
  /** Origins allowed to frame the games (the casino's pages). */
  casinoOrigins: string[];
  /** The studio's own public origin (launch URLs point at it). */
  publicOrigin: string;
  /** Built client files (studio.js and its chunks); absent, the page says the client is not built. */
  clientDir: string;
  /** Static files (thumbnails). */
  staticDir: string;
  /** Sign wallet calls with a timestamp (the casino's window). */
  timestamped?: boolean;
  logger?: boolean;
  /** Draws of the games (tests fix them). */
  rng?: (n: number) => number;
}

const SIGN_HEADER = 'x-request-sign';
const URL_SCHEMA = z.string().url().max(2048).optional();

const sessionBody = z.object({
  casino_id: z.string().min(1).max(64),
  game: z.string().min(1).max(128),
  currency: z.string().min(1).max(16),
  locale: z.string().max(16).optional(),
  ip: z.string().max(64).optional(),
  client_type: z.enum(['desktop', 'mobile']).optional(),
  urls: z.object({ return_url: URL_SCHEMA, deposit_url: URL_SCHEMA }).optional(),
  user: z.object({ id: z.string().regex(/^\d{1,10}$/), nickname: z.string().max(64).optional(), country: z.string().max(2).optional() }),
});
const demoBody = z.object({
  casino_id: z.string().min(1).max(64),
  game: z.string().min(1).max(128),
  locale: z.string().max(16).optional(),
  client_type: z.enum(['desktop', 'mobile']).optional(),
  urls: z.object({ return_url: URL_SCHEMA }).optional(),
});
const controlBody = z.object({ misbehaviour: z.enum(['duplicate', 'burst', 'rollback_first', 'timeout_retry']).nullable() });

/**
 * The demo studio: a game provider speaking the softswiss-style protocol. The casino launches games with signed
 * POST /sessions (real money) and /demo, and reads the list with signed POST /games; the game pages it answers with
 * play through /api/{session}/…, and real-mode rounds move money through the casino's wallet with signed calls.
 */
export async function buildStudio(options: StudioOptions): Promise<FastifyInstance> {
  const app = Fastify({ logger: options.logger ?? false, bodyLimit: 16 * 1024 });
  const play = new StudioPlay(
    { walletUrl: options.walletUrl, secret: options.secret, timestamped: options.timestamped ?? true },
    options.rng,
  );
  app.decorate('studioPlay', play);

  // The casino's calls are signed on the raw body.
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => done(null, body));

  const signedJson = (request: FastifyRequest): unknown => {
    const raw = typeof request.body === 'string' ? request.body : '';
    const given = String(request.headers[SIGN_HEADER] ?? '');
    const expected = createHmac('sha256', options.secret).update(raw).digest('hex');
    if (!/^[0-9a-f]{64}$/.test(given) || !timingSafeEqual(Buffer.from(given, 'hex'), Buffer.from(expected, 'hex'))) {
      throw new PlayError('Forbidden: the request signature does not match', 403);
    }
    return JSON.parse(raw);
  };
  const json = (request: FastifyRequest): Record<string, unknown> => {
    try {
      const value: unknown = JSON.parse(typeof request.body === 'string' ? request.body : '{}');
      return typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};
    } catch {
      throw new PlayError('The body is not JSON');
    }
  };

  app.setErrorHandler((error, _request, reply) => {
    if (error instanceof PlayError) return reply.code(error.status).send({ code: error.status, message: error.message });
    if (error instanceof z.ZodError) return reply.code(400).send({ code: 400, message: error.issues[0]?.message ?? 'Bad request' });
    app.log.error(error);
    return reply.code(500).send({ code: 500, message: 'The studio failed' });
  });

  const launchUrl = (id: string) => `${options.publicOrigin}/play/${id}`;

  app.post('/sessions', async (request) => {
    const body = sessionBody.parse(signedJson(request));
    const game = studioGame(body.game);
    if (!game || !game.enabled) throw new PlayError(`Game ${body.game} is not available`, 412);
    if (CURRENCY_DECIMALS[body.currency] === undefined) throw new PlayError(`Currency ${body.currency} is not played`, 412);
    const session = play.open({
      mode: 'real',
      game,
      userId: body.user.id,
      currency: body.currency,
      returnUrl: body.urls?.return_url ?? null,
      depositUrl: body.urls?.deposit_url ?? null,
    });
    return { launch_url: launchUrl(session.id) };
  });

  app.post('/demo', async (request) => {
    const body = demoBody.parse(signedJson(request));
    const game = studioGame(body.game);
    if (!game || !game.enabled || !game.demo) throw new PlayError(`Game ${body.game} has no demo`, 412);
    const session = play.open({
      mode: 'demo',
      game,
      userId: null,
      currency: DEMO_CURRENCY,
      returnUrl: body.urls?.return_url ?? null,
      depositUrl: null,
    });
    return { launch_url: launchUrl(session.id) };
  });

  app.post('/games', async (request) => {
    signedJson(request);
    return { games: STUDIO_GAMES.map((g) => ({ ...g, url_thumb: `${options.publicOrigin}${g.url_thumb}` })) };
  });

  // Tells the studio to misbehave towards the casino (signed like the casino's calls: tests and operators only).
  app.post('/control', async (request) => {
    const body = controlBody.parse(signedJson(request));
    play.misbehaviour = body.misbehaviour as Misbehaviour | null;
    return { misbehaviour: play.misbehaviour };
  });

  const frameAncestors = ["'self'", ...options.casinoOrigins].join(' ');
  const pageHeaders = {
    'content-security-policy': [
      "default-src 'self'",
      "script-src 'self'",
      "style-src 'self' 'unsafe-inline'",
      "img-src 'self' data: blob:",
      "media-src 'self' data: blob:",
      "connect-src 'self' data: blob:",
      "worker-src 'self' blob:",
      `frame-ancestors ${frameAncestors}`,
      "base-uri 'none'",
      "form-action 'none'",
    ].join('; '),
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'no-referrer',
    'cache-control': 'no-store',
  };

  app.get<{ Params: { id: string } }>('/play/:id', async (request, reply) => {
    const session = (() => {
      try {
        return play.session(request.params.id);
      } catch {
        return null;
      }
    })();
    const html = gamePage(session ? { id: session.id, name: session.game.name } : null);
    return reply
      .code(session ? 200 : 404)
      .headers(pageHeaders)
      .type('text/html; charset=utf-8')
      .send(html);
  });

  const api = <T>(handler: (request: FastifyRequest<{ Params: { id: string } }>, reply: FastifyReply) => Promise<T>) => handler;
  app.get<{ Params: { id: string } }>(
    '/api/:id/state',
    api(async (request) => play.state(play.session(request.params.id))),
  );
  app.post<{ Params: { id: string } }>(
    '/api/:id/slot/spin',
    api(async (request) => play.spin(play.session(request.params.id), json(request).bet)),
  );
  app.post<{ Params: { id: string } }>(
    '/api/:id/keno/play',
    api(async (request) => {
      const body = json(request);
      return play.keno(play.session(request.params.id), body.bet, body.picks);
    }),
  );
  app.post<{ Params: { id: string } }>(
    '/api/:id/blackjack/deal',
    api(async (request) => play.deal(play.session(request.params.id), json(request).bet)),
  );
  app.post<{ Params: { id: string } }>(
    '/api/:id/blackjack/move',
    api(async (request) => play.move(play.session(request.params.id), json(request).move)),
  );

  // The built client and the thumbnails.
  const serve = async (dir: string, file: string, reply: FastifyReply) => {
    const full = path.resolve(dir, file);
    if (!full.startsWith(path.resolve(dir) + path.sep)) return reply.code(404).send({ code: 404, message: 'Not found' });
    try {
      const body = await readFile(full);
      const type = TYPES[path.extname(full)] ?? 'application/octet-stream';
      return reply.type(type).header('cache-control', 'public, max-age=3600').header('x-content-type-options', 'nosniff').send(body);
    } catch {
      return reply.code(404).send({ code: 404, message: 'Not found' });
    }
  };
  app.get<{ Params: { '*': string } }>('/static/*', async (request, reply) => serve(options.staticDir, request.params['*'], reply));
  app.get<{ Params: { '*': string } }>('/client/*', async (request, reply) => serve(options.clientDir, request.params['*'], reply));
  app.get('/healthz', async () => ({ ok: true }));
  return app;
}

const TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.webp': 'image/webp',
  '.json': 'application/json',
  '.woff2': 'font/woff2',
  '.wav': 'audio/wav',
};

declare module 'fastify' {
  interface FastifyInstance {
    studioPlay: StudioPlay;
  }
}
