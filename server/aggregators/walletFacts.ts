import type pg from 'pg';
import type { Coin } from '../../src/core/currency';
import type { Product } from '../money/moves';
import { WalletError } from './types';

export interface GameRow {
  code: number;
  name: string;
  product: Product;
  maintain_state: number;
  /** USD: the operator's limit of one stake on the game (its own, or its category's when lower). */
  max_bet_amount: string;
}

/** What a call reads before it moves anything: the player, the game, the coin's USD rate and the balance. */
export interface CallFacts {
  /** An account closed by a merge: wins and rollbacks still reach it, bets do not. */
  blocked: boolean;
  /** null when the call names no game. */
  game: GameRow | null;
  usdRate: string | null;
  balance: string;
}

/**
 * One read for a call: the player (unknown: refused), the game of the aggregator when named (unknown: refused; a closed
 * category closes it, the lower of its and its category's caps applies), the coin's USD rate and the balance.
 */
export async function facts(
  db: pg.Pool | pg.PoolClient,
  aggregator: string,
  userId: number,
  coin: Coin,
  gameCode: number | null,
): Promise<CallFacts> {
  const { rows } = await db.query<
    Omit<GameRow, 'code'> & {
      code: number | null;
      user_id: number | null;
      blocked: boolean;
      usd_rate: string | null;
      balance: string | null;
    }
  >({
    name: 'wallet-facts',
    text: `SELECT u.id AS user_id, u.merged_into IS NOT NULL AS blocked, g.code, g.name, c.product,
            GREATEST(g.maintain_state, c.maintain_state) AS maintain_state,
            trim_scale(LEAST(g.max_bet_amount, c.max_bet_amount))::text AS max_bet_amount,
            r.usd_rate::text AS usd_rate, b.amount::text AS balance
       FROM (SELECT 1) one
       LEFT JOIN users u ON u.id = $1
       LEFT JOIN (games g JOIN game_categories c ON c.id = g.category_id) ON g.code = $2 AND g.aggregator = $3
       LEFT JOIN rates r ON r.code = $4 AND r.kind = 'COIN'
       LEFT JOIN balances b ON b.user_id = u.id AND b.coin = $4 AND b.kind = 'DEPOSIT'`,
    values: [userId, gameCode, aggregator, coin],
  });
  const row = rows[0]!;
  if (row.user_id === null) throw new WalletError('unknown_player', `Player ${userId} is unknown`);
  if (gameCode !== null && row.code === null) throw new WalletError('unknown_game', `Game ${gameCode} is not a game of ${aggregator}`);
  return {
    blocked: row.blocked,
    game:
      row.code === null
        ? null
        : { code: row.code, name: row.name, product: row.product, maintain_state: row.maintain_state, max_bet_amount: row.max_bet_amount },
    usdRate: row.usd_rate,
    balance: row.balance ?? '0',
  };
}
