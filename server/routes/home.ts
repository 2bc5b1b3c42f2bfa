import type { FastifyInstance } from 'fastify';
import type { GameEntry, GameRule, GameType } from '../../src/core/api';
import { DICE_MAX_WIN_CHANCE, DICE_MIN_WIN_CHANCE, LIMBO_MAX_TARGET, LIMBO_MIN_TARGET } from '../../src/core/fairness';
import { HOUSE_CHANNEL } from '../../src/core/games';
import { trimZeros } from '../../src/core/money';
import { gameTypeAllSchema, selectGameRuleSchema } from '../../src/core/schemas';
import { ok, parse } from '../plugins/envelope';

interface GameRow {
  code: number;
  name: string;
  title: string;
  channel: string;
  img_url: string;
  min_bet_amount: string;
  max_bet_amount: string;
  house_edge: string;
  maintain_state: number;
}

// Per-game rule limits the bet panels show.
const GAME_LIMITS: Record<string, Record<string, string>> = {
  dice: { minWinChance: DICE_MIN_WIN_CHANCE, maxWinChance: DICE_MAX_WIN_CHANCE },
  limbo: { minTarget: LIMBO_MIN_TARGET, maxTarget: LIMBO_MAX_TARGET },
};

/** Lobby configuration of the in-house games. */
export async function homeRoutes(app: FastifyInstance): Promise<void> {
  const games = async (): Promise<GameEntry[]> => {
    const { rows } = await app.db.query<GameRow>('SELECT * FROM games ORDER BY sort');
    return rows.map((g) => ({
      gameCode: g.code,
      gameName: g.name,
      title: g.title,
      channel: g.channel,
      imgUrl: g.img_url,
      minBetAmount: trimZeros(g.min_bet_amount),
      maxBetAmount: trimZeros(g.max_bet_amount),
      houseEdge: trimZeros(g.house_edge),
      maintainState: g.maintain_state,
    }));
  };

  app.post('/v1/home/selectGameRule', async (request) => {
    parse(selectGameRuleSchema, request.body);
    const rules: GameRule[] = (await games()).map((g) => ({
      typeCode: g.gameCode,
      name: g.gameName,
      imgUrl: g.imgUrl,
      content: JSON.stringify({
        maxBetAmount: g.maxBetAmount,
        minBetAmount: g.minBetAmount,
        // Bet limits are USD values; a coin bet is valued at the rates table price (server/README.md).
        betLimitCurrency: 'USD',
        houseEdge: g.houseEdge,
        ...GAME_LIMITS[g.gameName],
      }),
      inter: 0,
      maintainState: g.maintainState,
    }));
    return ok(rules);
  });

  app.get('/v1/home/gameTypeAll', async (request) => {
    parse(gameTypeAllSchema, request.query);
    return ok<GameType[]>([{ id: 1, code: HOUSE_CHANNEL, name: 'Originals', games: await games() }]);
  });
}
