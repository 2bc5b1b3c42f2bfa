import type { HouseBet, LiveHouseBet } from '../../../src/core/bets';
import type { HouseGame } from '../../../src/core/games/catalog';
import { BETS_PAGE_SIZE, LIVE_BETS_SIZE } from '../../../src/core/betSchemas';
import { coinDecimals } from '../../../src/core/currency';
import { sameFields } from '../../../src/core/fairness';
import { Decimal, toFixedDown } from '../../../src/core/money';
import type { Queryable } from '../../db/pool';
import { ApiError, badRequest } from '../../errors';
import { serverGame, type ServerGames } from '../registry';
import type { BetInput, BetOutcome } from './types';
import type { BetRow, BetRowOf } from './betView';
import { BET_COLUMNS, BET_JOINS, BET_SELECT, listedGames, toHouseBet, toLiveHouseBet, toSettled } from './views';

/**
 * The answer of an earlier bet with the same idempotency key (null when the key is new), or a 400 when the key was
 * used for a different bet. The balance and ledger id are those its last ledger row wrote (a bet that moved no money: the balance now).
 */
export async function replayBet(db: Queryable, games: ServerGames, input: BetInput): Promise<BetOutcome | null> {
  if (!input.idempotencyKey) return null;
  const { rows } = await db.query<BetRow & { ledger_id: string | null; balance_after: string | null; balance_now: string | null }>(
    `SELECT ${BET_COLUMNS}, l.ledger_id, l.balance_after, n.balance_now FROM bets b ${BET_JOINS}
     LEFT JOIN LATERAL (SELECT id AS ledger_id, balance_after FROM ledger WHERE ref = 'bet:' || b.id ORDER BY id DESC LIMIT 1) l ON true
     LEFT JOIN LATERAL (SELECT amount AS balance_now FROM balances WHERE user_id = b.user_id AND coin = b.coin AND kind = b.balance_type) n ON true
     WHERE b.user_id = $1 AND b.idempotency_key = $2`,
    [input.userId, input.idempotencyKey],
  );
  const row = rows[0];
  if (!row) return null;
  const params = serverGame(input.game, games).def.canonicalParams(input.params);
  const same =
    row.game === input.game &&
    row.coin === input.coin &&
    row.balance_type === input.balanceType &&
    new Decimal(row.amount).eq(input.amount) &&
    sameFields(row.params, params);
  if (!same) throw badRequest('idempotencyKey was already used for a different bet');
  const balance = row.balance_after ?? row.balance_now ?? '0';
  return {
    response: {
      bet: toSettled(games, row, input.userId),
      balance: toFixedDown(balance, coinDecimals(row.coin)),
      ledgerId: row.ledger_id === null ? null : Number(row.ledger_id),
    },
    applied: [],
    live: null,
  };
}

// The lists and lookups show bets of the games in the server's registry and of the live games only: a game's rows are
// written before its registration (a stateful game's server part lands before its pages), and only the registry can
// present them.

/**
 * GET /api/games/bets: the user's bets, newest first, 20 per page. Each game's newest bets up to the page's end come
 * off bets_user_game_idx (user, game, id DESC) already in order, and the page is cut from their merge: a page costs
 * (games × page end) index rows, whatever the player's history.
 */
export async function myBets(
  db: Queryable,
  games: ServerGames,
  userId: number,
  game: HouseGame | undefined,
  page: number,
): Promise<HouseBet[]> {
  const offset = (page - 1) * BETS_PAGE_SIZE;
  const { rows } = await db.query<BetRowOf<string>>(
    `SELECT ${BET_COLUMNS} FROM unnest($2::text[]) AS g (game)
      CROSS JOIN LATERAL (SELECT * FROM bets x WHERE x.user_id = $1 AND x.game = g.game ORDER BY x.id DESC LIMIT $3) b
      ${BET_JOINS}
      ORDER BY b.id DESC LIMIT $4 OFFSET $5`,
    [userId, listed(games, game), offset + BETS_PAGE_SIZE, BETS_PAGE_SIZE, offset],
  );
  return rows.map((r) => toHouseBet(games, r, userId));
}

/** GET /api/games/bets/:id: anyone may look a bet up; only the owner sees a private player's name. */
export async function oneBet(db: Queryable, games: ServerGames, id: string, viewerId: number | null): Promise<HouseBet> {
  const { rows } = await db.query<BetRowOf<string>>(`${BET_SELECT} WHERE b.id = $1 AND b.game = ANY($2::text[])`, [id, listedGames(games)]);
  const row = rows[0];
  if (!row) throw new ApiError(404, 'Bet not found');
  return toHouseBet(games, row, viewerId);
}

/** GET /api/games/bets/live: the latest 30 bets of everyone, of every game or of one. */
export async function liveBets(db: Queryable, games: ServerGames, game: HouseGame | undefined): Promise<LiveHouseBet[]> {
  const { rows } = await db.query<BetRowOf<string>>(`${BET_SELECT} WHERE b.game = ANY($1::text[]) ORDER BY b.id DESC LIMIT $2`, [
    listed(games, game),
    LIVE_BETS_SIZE,
  ]);
  return rows.map((r) => toLiveHouseBet(games, r));
}

/** The games a list reads: the one asked for (when the server lists it), or all. */
function listed(games: ServerGames, game: HouseGame | undefined): string[] {
  const all = listedGames(games);
  return game ? all.filter((g) => g === game) : all;
}
