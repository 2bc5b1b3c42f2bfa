import type { FastifyInstance } from 'fastify';
import { playedGamesQuerySchema, plainQuerySchema, WIN_TABLE_SIZE, winTableQuerySchema, type SiteUserInfo } from '../../src/core/feeds';
import { ok, parse } from '../plugins/envelope';
import { requireAuth } from '../plugins/session';
import { hotGames, playedGames } from './games';
import { banners, betInfo, Cached, userInfo } from './stats';
import { winTable, type WinOrder } from './wins';

// Site totals scan every bet: one read serves every visitor for this long (a cache; the database stays the truth).
const STATS_TTL_MS = 10_000;

/** The home page's feeds: win tables, hot and played games, site figures and banners (docs/feeds.md). */
export async function feedRoutes(app: FastifyInstance): Promise<void> {
  const bets = new Cached(STATS_TTL_MS, () => betInfo(app.db));
  const users = new Cached(STATS_TTL_MS, () => userInfo(app.db));

  const wins = (order: WinOrder) => async (request: { query: unknown }) => {
    const q = parse(winTableQuerySchema, request.query);
    return ok(await winTable(app.db, order, q.type ?? 'M', q.page ?? 1, q.size ?? WIN_TABLE_SIZE));
  };
  app.get('/v1/home/center/gamewin', wins('payout'));
  app.get('/v1/home/center/getPlayersVictory', wins('multiplier'));

  app.get('/v1/home/main/hgame', async (request) => {
    parse(plainQuerySchema, request.query);
    return ok(await hotGames(app.db));
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
