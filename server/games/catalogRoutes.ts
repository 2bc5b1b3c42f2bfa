import type { FastifyInstance } from 'fastify';
import type { GameEntry, GameRule, GameType } from '../../src/core/api';
import type { CatalogueGame, CategoryCode } from '../../src/core/catalogue';
import { HOUSE_CHANNEL, HOUSE_EDGE } from '../../src/core/games';
import { Decimal, trimZeros } from '../../src/core/money';
import { gameTypeAllSchema, selectGameRuleSchema } from '../../src/core/schemas';
import { listGames } from '../catalogue/queries';
import { Cached } from '../lib/cached';
import { ok, parse } from '../plugins/envelope';
import { isGameOf } from './registry';

/** Games per third-party category row of gameTypeAll. */
const LOBBY_ROW = 24;

/** The config answer of one game as the bet panel reads it (selectGameRule content). */
export interface GameRuleContent {
  /** USD. */
  minBetAmount: string;
  /** USD. */
  maxBetAmount: string;
  betLimitCurrency: 'USD';
  /** The house edge settlement uses (HOUSE_EDGE of src/core), a fraction. */
  houseEdge: string;
  [limit: string]: string;
}

/** The config answer of a third-party category (selectGameRule content): its games' limits and return range. */
export interface CategoryRuleContent {
  /** USD: the lowest stake any of its games takes. */
  minBetAmount: string;
  /** USD: the most one stake on any of its games may be worth (the category's cap, or its games' when lower). */
  maxBetAmount: string;
  betLimitCurrency: 'USD';
  /** Percent returned to players, lowest and highest of its games ('' when none states it). */
  rtpMin: string;
  rtpMax: string;
  /** Its listed games. */
  games: string;
}

interface CategoryRow {
  id: number;
  code: string;
  name: string;
  maintain_state: number;
  games: string;
  min_bet: string;
  max_bet: string;
  rtp_min: string | null;
  rtp_max: string | null;
}

const toEntry = (g: CatalogueGame): GameEntry => ({
  gameCode: g.gameCode,
  gameName: g.gameName,
  title: g.title,
  channel: g.channel,
  imgUrl: g.imgUrl,
  minBetAmount: g.minBetAmount,
  maxBetAmount: g.maxBetAmount,
  houseEdge: g.rtp === null ? '0' : new Decimal(1).minus(new Decimal(g.rtp).div(100)).toFixed(),
  maintainState: g.maintainState,
  catalogue: g,
});

/** The house games' config and the lobby's rows (selectGameRule, gameTypeAll). */
export async function homeRoutes(app: FastifyInstance): Promise<void> {
  const games = async (): Promise<GameEntry[]> =>
    (await app.refs.get()).games.map((g) => ({
      gameCode: g.code,
      gameName: g.name,
      title: g.title,
      channel: g.channel,
      imgUrl: g.imgUrl,
      minBetAmount: trimZeros(g.minBetAmount),
      maxBetAmount: trimZeros(g.maxBetAmount),
      // Settlement's edge, whatever the column says: the column mirrors it (server/db/seed.ts).
      houseEdge: HOUSE_EDGE,
      maintainState: g.maintainState,
    }));

  // Every visitor reads both at start: one read per process serves them for FEEDS_CACHE_SEC, as the home feeds.
  const ttl = app.config.feedsCacheMs;
  const categories = new Cached(ttl, async () => {
    // A category is closed by the operator, or when every one of its games is.
    const { rows } = await app.db.query<CategoryRow>(
      `SELECT c.id, c.code, c.name, GREATEST(c.maintain_state, min(g.maintain_state)) AS maintain_state, count(*) AS games,
              trim_scale(min(g.min_bet_amount))::text AS min_bet,
              trim_scale(LEAST(c.max_bet_amount, max(g.max_bet_amount)))::text AS max_bet,
              trim_scale(min(g.rtp))::text AS rtp_min, trim_scale(max(g.rtp))::text AS rtp_max
         FROM game_categories c JOIN games g ON g.category_id = c.id AND g.listed
        WHERE c.id <> 1 GROUP BY c.id ORDER BY c.sort, c.id`,
    );
    return rows;
  });
  const lobbyRows = new Cached(ttl, async (): Promise<GameType[]> => {
    const types: GameType[] = [];
    for (const c of await categories.get()) {
      const page = await listGames(app.db, { page: 1, size: LOBBY_ROW, category: c.code as CategoryCode, sort: 'popular' });
      if (page.total === 0) continue;
      types.push({ id: c.id, code: c.code, name: c.name, total: page.total, games: page.list.map(toEntry) });
    }
    return types;
  });

  app.post('/v1/home/selectGameRule', async (request) => {
    parse(selectGameRuleSchema, request.body);
    const rules: GameRule[] = (await games()).map((g) => {
      const content: GameRuleContent = {
        maxBetAmount: g.maxBetAmount,
        minBetAmount: g.minBetAmount,
        // Bet limits are USD values; a coin bet is valued at the rates table price (server/README.md).
        betLimitCurrency: 'USD',
        houseEdge: g.houseEdge,
        ...(isGameOf(app.games, g.gameName) ? app.games[g.gameName].ruleLimits : {}),
      };
      return {
        typeCode: g.gameCode,
        name: g.gameName,
        imgUrl: g.imgUrl,
        content: JSON.stringify(content),
        inter: 0,
        maintainState: g.maintainState,
      };
    });
    // Then one entry per third-party category with games, its type code the category's id.
    for (const c of await categories.get()) {
      const content: CategoryRuleContent = {
        minBetAmount: c.min_bet,
        maxBetAmount: c.max_bet,
        betLimitCurrency: 'USD',
        rtpMin: c.rtp_min ?? '',
        rtpMax: c.rtp_max ?? '',
        games: c.games,
      };
      rules.push({ typeCode: c.id, name: c.code, imgUrl: '', content: JSON.stringify(content), inter: 0, maintainState: c.maintain_state });
    }
    return ok(rules);
  });

  // The lobby's rows: the house games, then each aggregator category with its most played games (listGame pages on).
  app.get('/v1/home/gameTypeAll', async (request) => {
    parse(gameTypeAllSchema, request.query);
    const house = await games();
    const head: GameType = { id: 1, code: HOUSE_CHANNEL, name: 'Originals', total: house.length, games: house };
    return ok([head, ...(await lobbyRows.get())]);
  });
}
