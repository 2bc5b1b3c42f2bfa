import type { FastifyInstance } from 'fastify';
import type { GameEntry, GameRule, GameType } from '../../src/core/api';
import { HOUSE_CHANNEL, HOUSE_EDGE } from '../../src/core/games';
import { trimZeros } from '../../src/core/money';
import { gameTypeAllSchema, selectGameRuleSchema } from '../../src/core/schemas';
import { isGameOf } from './registry';
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

  app.get('/v1/home/gameTypeAll', async (request) => {
    parse(gameTypeAllSchema, request.query);
    return ok<GameType[]>([{ id: 1, code: HOUSE_CHANNEL, name: 'Originals', games: await games() }]);
  });
}
