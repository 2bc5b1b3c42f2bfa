import type { FastifyInstance, FastifyRequest } from 'fastify';
import { CODE } from '../../src/core/api';
import {
  GAME_PAGE_SIZE,
  collectListSchema,
  demoUrlSchema,
  gameInfoSchema,
  gameMarksQuerySchema,
  goToGameSchema,
  isLaunchCoin,
  likeCollectSchema,
  listGameSchema,
  webLobbyLoginSchema,
  type GameLaunchAnswer,
  type Operation,
} from '../../src/core/catalogue';
import type { Coin } from '../../src/core/currency';
import { ApiError, badRequest } from '../errors';
import { ok, parse } from '../plugins/envelope';
import { refuseCrossSite } from '../plugins/origin';
import { getAuth, requireAuth } from '../plugins/session';
import { AggregatorCallError, demoUrl, launchUrl } from '../aggregators/client';
import { openSession } from '../aggregators/sessions';
import { identityVerified } from '../identity/identity';
import { requestCountry } from '../protection/age';
import type { AggregatorConfig } from '../aggregators/types';
import { favoritesPage, gameDetail, gameMarks, listGames, providerCounts, setMark } from './queries';

/**
 * The catalogue: game lists (category, provider, typo-tolerant search, orders), providers, one game's page,
 * favourites and likes, thumbnails, and the launch of third-party games (real money through the aggregator's wallet,
 * or its demo).
 */
export async function catalogueRoutes(app: FastifyInstance): Promise<void> {
  const aggregators = new Map(app.config.aggregators.map((a) => [a.code, a]));

  app.post('/v1/home/center/listGame', async (request) => {
    const q = parse(listGameSchema, request.body ?? {});
    const search = q.name?.trim();
    if (search !== undefined && search.length === 1) throw badRequest('name must be at least 2 characters to search');
    return ok(
      await listGames(app.db, {
        page: q.page ?? 1,
        size: q.size ?? GAME_PAGE_SIZE,
        category: q.category,
        provider: q.provider,
        search: search || undefined,
        sort: q.sort ?? 'popular',
      }),
    );
  });

  app.get('/v1/home/header/listProviderGameCount', async () => ok(await providerCounts(app.db)));

  app.get('/v1/userApi/queryAllOperation', async () => {
    const { rows } = await app.db.query<{ aggregator: string; providers: string[]; games: string }>(
      `SELECT aggregator, array_agg(DISTINCT provider ORDER BY provider) AS providers, count(*) AS games
         FROM games WHERE aggregator IS NOT NULL AND listed GROUP BY aggregator`,
    );
    const found = new Map(rows.map((r) => [r.aggregator, r]));
    return ok<Operation[]>(
      [...aggregators.values()].map((a) => ({
        code: a.code,
        name: a.name,
        providers: found.get(a.code)?.providers ?? [],
        games: Number(found.get(a.code)?.games ?? 0),
      })),
    );
  });

  const detail = async (request: FastifyRequest, input: unknown) => {
    const q = parse(gameInfoSchema, input ?? {});
    const code = q.gameCode ?? q.id;
    if (code === undefined) throw badRequest('gameCode is required');
    const auth = await getAuth(request);
    const game = await gameDetail(app.db, code, auth?.userId ?? null);
    if (!game) throw new ApiError(CODE.NOT_FOUND, 'Game not found');
    return game;
  };
  app.get('/v1/home/selectH5GameInfo', async (request) => ok(await detail(request, request.query)));
  app.post<{ Params: { aggregator: string } }>('/v1/game/:aggregator/getGameByCode', async (request) => {
    const game = await detail(request, request.body);
    if (game.aggregator !== request.params.aggregator) throw new ApiError(CODE.NOT_FOUND, 'Game not found');
    return ok(game);
  });

  app.get('/v1/game/likeCollect/gameLikeCollectCount', async (request) => {
    const q = parse(gameMarksQuerySchema, request.query);
    const auth = await getAuth(request);
    await known(q.gameCode);
    return ok(await gameMarks(app.db, q.gameCode, auth?.userId ?? null));
  });

  const mark = async (request: FastifyRequest, input: unknown) => {
    const { userId } = await requireAuth(request);
    const q = parse(likeCollectSchema, input ?? {});
    await known(q.gameCode);
    return ok(await setMark(app.db, userId, q.gameCode, q.type === 'like' ? 'like' : 'favorite', q.on));
  };
  app.post('/v1/game/likeCollect/likeCollect', async (request) => mark(request, request.body));
  // The spec leaves the method open: a GET works too, refused when another site's page sends it.
  app.get('/v1/game/likeCollect/likeCollect', async (request) => {
    refuseCrossSite(request);
    return mark(request, request.query);
  });

  app.post('/v1/game/likeCollect/collectList', async (request) => {
    const { userId } = await requireAuth(request);
    const q = parse(collectListSchema, request.body ?? {});
    return ok(await favoritesPage(app.db, userId, q.page ?? 1, q.size ?? GAME_PAGE_SIZE));
  });

  app.get<{ Params: { code: string; width: string } }>('/thumbs/:code/:width.webp', async (request, reply) => {
    const code = Number(request.params.code);
    const width = Number(request.params.width);
    if (!Number.isSafeInteger(code) || ![240, 480].includes(width)) throw new ApiError(CODE.NOT_FOUND, 'Not found');
    const { rows } = await app.db.query<{ body: Buffer; updated_at: Date }>(
      'SELECT body, updated_at FROM game_thumbnails WHERE game_code = $1 AND width = $2',
      [code, width],
    );
    if (!rows[0]) throw new ApiError(CODE.NOT_FOUND, 'Not found');
    return reply
      .type('image/webp')
      .header('cache-control', 'public, max-age=86400')
      .header('last-modified', rows[0].updated_at.toUTCString())
      .send(rows[0].body);
  });

  // Launches: the game row names its aggregator; real money opens a session for the player's coin first.
  const thirdParty = async (code: number) => {
    const { rows } = await app.db.query<{
      aggregator: string | null;
      external_code: string | null;
      maintain_state: number;
      listed: boolean;
      has_demo: boolean;
      blocked_countries: string[];
    }>(
      `SELECT g.aggregator, g.external_code, GREATEST(g.maintain_state, c.maintain_state) AS maintain_state, g.listed, g.has_demo,
              g.blocked_countries
         FROM games g JOIN game_categories c ON c.id = g.category_id WHERE g.code = $1`,
      [code],
    );
    const game = rows[0];
    if (!game || !game.listed) throw new ApiError(CODE.NOT_FOUND, 'Game not found');
    if (!game.aggregator || !game.external_code) throw badRequest('This is a house game: open it from its own page');
    const config = aggregators.get(game.aggregator);
    if (!config) throw new ApiError(CODE.ERROR, 'This game is not available right now');
    if (game.maintain_state !== 0) throw new ApiError(CODE.ERROR, 'This game is under maintenance, try again later');
    return { config, externalCode: game.external_code, hasDemo: game.has_demo, blocked: game.blocked_countries };
  };
  // A provider may not offer a game in some countries (its list says which): the launch's country is the language's.
  const refuseBlocked = (blocked: readonly string[], country: string | undefined) => {
    if (country && blocked.includes(country.toUpperCase())) throw badRequest('This game is not available in your country');
  };
  /**
   * Where the operator's licence says so (KYC_DEMO_COUNTRIES), demo play needs a logged-in player with a verified
   * identity. The country is the trusted proxy's header when COUNTRY_HEADER names one, else the launch's own.
   */
  const refuseUnverifiedDemo = async (request: FastifyRequest, declared: string | undefined) => {
    const { identityDemoCountries } = app.config;
    if (identityDemoCountries.length === 0) return;
    const country = requestCountry(request, app.config) || (declared ?? '').toUpperCase();
    if (!identityDemoCountries.includes(country)) return;
    const auth = await getAuth(request);
    if (!auth || !(await identityVerified(app.db, auth.userId))) {
      throw badRequest('In your country demo play needs a verified identity: log in and verify it in your profile (Account, Identity)');
    }
  };
  const urls = (request: FastifyRequest) => {
    const origin = app.config.publicOrigin ?? `${request.protocol}://${request.headers.host ?? '127.0.0.1'}`;
    return { returnUrl: `${origin}/casino/exit_iframe`, depositUrl: `${origin}/?wallet=deposit` };
  };
  const answer = (config: AggregatorConfig, url: string, mode: 'real' | 'demo', gameCode: number, coin: Coin | null): GameLaunchAnswer => ({
    url,
    origin: new URL(url).origin,
    mode,
    gameCode,
    aggregator: config.code,
    coin,
  });
  const call = async <T>(fn: () => Promise<T>): Promise<T> => {
    try {
      return await fn();
    } catch (error) {
      if (error instanceof AggregatorCallError) {
        app.log.warn(`game launch failed: ${error.message}`);
        throw new ApiError(CODE.ERROR, 'The game provider is not answering, try again in a moment');
      }
      throw error;
    }
  };

  const realLaunch = async (
    request: FastifyRequest,
    userId: number,
    body: { gameCode: number; currency?: string; country?: string; device?: 'pc' | 'tablet' | 'mobile' },
  ) => {
    const { config, externalCode, blocked } = await thirdParty(body.gameCode);
    refuseBlocked(blocked, body.country);
    const { rows } = await app.db.query<{ selected_coin: Coin; nick_name: string }>(
      'SELECT selected_coin, nick_name FROM users WHERE id = $1',
      [userId],
    );
    const coin = isLaunchCoin(body.currency) ? (body.currency as Coin) : rows[0]!.selected_coin;
    if ((await app.refs.get()).coinEnabled.get(coin) === false) throw badRequest(`${coin} is not available`);
    const session = await openSession(app.db, config.code, userId, body.gameCode, coin);
    const url = await call(() =>
      launchUrl(config, {
        externalCode,
        userId,
        nickname: rows[0]!.nick_name,
        coin,
        token: session.token,
        locale: 'en',
        country: (body.country ?? '').toUpperCase(),
        ip: request.ip,
        device: body.device === 'mobile' ? 'mobile' : 'desktop',
        ...urls(request),
      }),
    );
    return answer(config, url, 'real', body.gameCode, coin);
  };

  app.post('/v1/user/game/goToGame', async (request) => {
    const { userId } = await requireAuth(request);
    return ok(await realLaunch(request, userId, parse(goToGameSchema, request.body ?? {})));
  });

  // The same launch on the game-API base path (a GET that opens a session: refused when another site's page sends it).
  app.get('/api/web-lobby/login', async (request) => {
    refuseCrossSite(request);
    const { userId } = await requireAuth(request);
    const q = parse(webLobbyLoginSchema, request.query);
    return ok(
      await realLaunch(request, userId, {
        gameCode: q.gameId,
        currency: q.currency,
        country: q.lang?.split('_')[1],
        device: q.horizontal === '1' ? 'pc' : 'mobile',
      }),
    );
  });

  app.post<{ Params: { aggregator: string } }>('/v1/game/:aggregator/DemoUrl', async (request) => {
    const body = parse(demoUrlSchema, request.body ?? {});
    const { config, externalCode, hasDemo, blocked } = await thirdParty(body.gameCode);
    refuseBlocked(blocked, body.country);
    await refuseUnverifiedDemo(request, body.country);
    if (config.code !== request.params.aggregator) throw new ApiError(CODE.NOT_FOUND, 'Game not found');
    if (!hasDemo) throw badRequest('This game has no demo');
    const url = await call(() =>
      demoUrl(config, {
        externalCode,
        locale: 'en',
        country: (body.country ?? '').toUpperCase(),
        ip: request.ip,
        device: body.device === 'mobile' ? 'mobile' : 'desktop',
        returnUrl: urls(request).returnUrl,
      }),
    );
    return ok(answer(config, url, 'demo', body.gameCode, null));
  });

  async function known(code: number): Promise<void> {
    const { rows } = await app.db.query('SELECT 1 FROM games WHERE code = $1', [code]);
    if (rows.length === 0) throw new ApiError(CODE.NOT_FOUND, 'Game not found');
  }
}
