import type { FastifyInstance } from 'fastify';
import {
  playedGamesQuerySchema,
  plainQuerySchema,
  WIN_TABLE_SIZE,
  winTableQuerySchema,
  type SiteUserInfo,
  type WinRow,
} from '../../src/core/feeds';
import { ok, parse } from '../plugins/envelope';
import { requireAuth } from '../plugins/session';
import { hotGames, playedGames } from './games';
import { banners, betInfo, userInfo } from './stats';
import { Cached, CachedByKey } from '../lib/cached';
import { winTable, type WinOrder } from './wins';
import { gameStatistics, liveStats } from './history';
import { gameStatisticsSchema, liveStatsSchema } from '../../src/core/history';

/** The home page's feeds: win tables, hot and played games, site figures and banners (docs/feeds.md). */
export async function feedRoutes(app: FastifyInstance): Promise<void> {
  // The public feeds scan the bets of a window: one read serves every visitor for FEEDS_CACHE_SEC (a cache per
  // process; the database stays the truth). Common queries only: other pages and sizes are read each time.
  const ttl = app.config.feedsCacheMs;
  const bets = new Cached(ttl, () => betInfo(app.db));
  const users = new Cached(ttl, () => userInfo(app.db));
  const hot = new Cached(ttl, () => hotGames(app.db));
  const tables = new CachedByKey<WinRow[]>(ttl);

  const wins = (order: WinOrder) => async (request: { query: unknown }) => {
    const q = parse(winTableQuerySchema, request.query);
    const [type, page, size] = [q.type ?? 'M', q.page ?? 1, q.size ?? WIN_TABLE_SIZE];
    const read = () => winTable(app.db, order, type, page, size);
    return ok(await (page <= 3 ? tables.get(`${order}:${type}:${page}:${size}`, read) : read()));
  };
  app.get('/v1/home/center/gamewin', wins('payout'));
  app.get('/v1/home/center/getPlayersVictory', wins('multiplier'));

  app.get('/v1/home/main/hgame', async (request) => {
    parse(plainQuerySchema, request.query);
    return ok(await hot.get());
  });

  // The player's own history (profile → Game history): never cached, always theirs.
  app.get('/v1/user/selectUserGameStatistics', async (request) => {
    const { userId } = await requireAuth(request);
    const q = parse(gameStatisticsSchema, request.query);
    return ok(await gameStatistics(app.db, userId, q.days ?? 30));
  });

  app.get('/v1/user/selectLiveStatsByUser', async (request) => {
    const { userId } = await requireAuth(request);
    const q = parse(liveStatsSchema, request.query);
    return ok(await liveStats(app.db, userId, q.game ?? null, q.limit ?? 100));
  });

  app.get('/v1/home/center/pageUserPlayedGames', async (request) => {
    const { userId } = await requireAuth(request);
    const q = parse(playedGamesQuerySchema, request.query);
    return ok(await playedGames(app.db, userId, q.page ?? 1, q.size ?? 12));
  });

  app.get('/v1/home/selectBetInfo', async (request) => {
    parse(plainQuerySchema, request.query);
    return ok(await bets.get());
  });

  app.get('/v1/home/selectUserInfo', async (request) => {
    parse(plainQuerySchema, request.query);
    return ok<SiteUserInfo>({ ...(await users.get()), online: app.hub.online() });
  });

  app.get('/v1/home/listAdvertis', async (request) => {
    parse(plainQuerySchema, request.query);
    return ok(await banners(app.db));
  });
}
