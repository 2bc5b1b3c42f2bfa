import type { FastifyInstance } from 'fastify';
import type { GameEntry, GameRule, GameType } from '../../src/core/api';
import { HOUSE_CHANNEL, HOUSE_EDGE } from '../../src/core/games';
import { trimZeros } from '../../src/core/money';
import { gameTypeAllSchema, selectGameRuleSchema } from '../../src/core/schemas';
import { isGameOf } from './registry';
import { listGames } from '../catalogue/queries';
import type { CategoryCode } from '../../src/core/catalogue';
import { Decimal } from '../../src/core/money';

/** Games per third-party category row of gameTypeAll. */
const LOBBY_ROW = 24;
import { ok, parse } from '../plugins/envelope';

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

/** Lobby configuration of the in-house games. */
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
    return ok(rules);
  });

  // The lobby's rows: the house games, then each aggregator category with its most played games (listGame pages on).
  app.get('/v1/home/gameTypeAll', async (request) => {
    parse(gameTypeAllSchema, request.query);
    const house = await games();
    const { rows } = await app.db.query<{ id: number; code: string; name: string }>(
      `SELECT id, code, name FROM game_categories WHERE id <> 1 ORDER BY sort, id`,
    );
    const types: GameType[] = [{ id: 1, code: HOUSE_CHANNEL, name: 'Originals', total: house.length, games: house }];
    for (const c of rows) {
      const page = await listGames(app.db, { page: 1, size: LOBBY_ROW, category: c.code as CategoryCode, sort: 'popular' });
      if (page.total === 0) continue;
      types.push({
        id: c.id,
        code: c.code,
        name: c.name,
        total: page.total,
        games: page.list.map((g) => ({
          gameCode: g.gameCode,
          gameName: g.gameName,
          title: g.title,
          channel: g.channel,
          imgUrl: g.imgUrl,
          minBetAmount: '0.01',
          maxBetAmount: '10000',
          houseEdge: g.rtp === null ? '0' : new Decimal(1).minus(new Decimal(g.rtp).div(100)).toFixed(),
          maintainState: g.maintainState,
          catalogue: g,
        })),
      });
    }
    return ok(types);
  });
}
