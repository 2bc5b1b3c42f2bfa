import type { Coin } from '../../../src/core/currency';
import { coinDecimals } from '../../../src/core/currency';
import { Decimal, trimZeros } from '../../../src/core/money';
import type { Queryable } from '../../db/pool';
import { betValues, type BetWrite, type BetWritten } from './betStatement';

/**
 * An instant bet on one of the player's free bets, in one autocommit statement (the bet statement's shape, without the
 * batching: free bets are placed by hand):
 * - fb_lock: locks the free bet while it is the player's, unused, unexpired, of this coin and amount, for this game;
 * - pair: takes the nonce, only with the free bet locked and while the pair is the user's active one at the nonce the
 *   outcome was computed with (and the session live, when given);
 * - fb: marks the free bet used, only when the nonce was taken; so a bet and its free bet go together or not at all;
 * - bet: the bets row, pointing at the free bet (unique), DEPOSIT; its trigger writes no wager (the stake is the
 *   house's);
 * - mv: nothing is debited; a bet that paid more than its stake credits the difference (move_money's 'payout' row).
 * No row back: the free bet was not usable (the caller reads why) or the pair moved on (the caller retries).
 */
const FREE_BET_SQL = `WITH fb_lock AS MATERIALIZED (
  SELECT id FROM free_bets
   WHERE id = $17 AND user_id = $1 AND used_at IS NULL AND expires_at > now() AND coin = $5 AND amount = $7::numeric
     AND $4 = ANY (games) AND $6 = 'DEPOSIT'
     FOR UPDATE
), pair AS (
  UPDATE seed_pairs SET nonce = nonce + 1
   WHERE id = $2 AND user_id = $1 AND state = 'active' AND nonce = $3 AND EXISTS (SELECT 1 FROM fb_lock)
     AND ($14::text IS NULL OR EXISTS (SELECT 1 FROM sessions s WHERE s.id = $14 AND s.user_id = $1 AND s.revoked_at IS NULL
                                        AND s.last_seen >= now() - $15::bigint * interval '1 millisecond'))
  RETURNING id
), fb AS (
  UPDATE free_bets SET used_at = now() WHERE id = (SELECT id FROM fb_lock) AND EXISTS (SELECT 1 FROM pair)
  RETURNING id
), bet AS (
  INSERT INTO bets (user_id, game, coin, balance_type, amount, multiplier, payout, win, paid, params, outcome, seed_pair_id, nonce,
                    idempotency_key, free_bet_id)
  SELECT $1, $4, $5, $6, $7, $8, $9, $10, $16, $11, $12, pair.id, $3, $13, fb.id FROM pair CROSS JOIN fb
  RETURNING id, created_at
), mv AS MATERIALIZED (
  SELECT m.balance, m.credit_id FROM bet
   CROSS JOIN LATERAL move_money(p_user => $1, p_coin => $5, p_kind => $6, p_product => 'originals',
                                 p_credit => GREATEST($9::numeric - $7::numeric, 0), p_game => $4, p_ref => 'bet:' || bet.id) AS m
)
SELECT bet.id, bet.created_at, mv.balance, array_remove(ARRAY[mv.credit_id], NULL) AS ledger_ids, u.nick_name, u.privacy
  FROM bet JOIN mv ON true
  JOIN users u ON u.id = $1`;

/** Runs the free-bet statement (the bet statement's parameters, then the free bet's id); null when the free bet was not
 * usable or the pair moved on. */
export async function writeFreeBet(db: Queryable, w: BetWrite, freeBetId: number): Promise<BetWritten | null> {
  const { rows } = await db.query<BetWritten>({ name: 'free-bet-write', text: FREE_BET_SQL, values: [...betValues(w), freeBetId] });
  return rows[0] ?? null;
}

/** A free bet as the bet path checks it. */
export interface FreeBetCheck {
  coin: Coin;
  amount: string;
  games: string[];
  expires_at: Date;
  used_at: Date | null;
}

/** Why this free bet cannot pay for this bet, or null when it can. */
export function freeBetProblem(
  f: FreeBetCheck | null,
  bet: { game: string; coin: Coin; amount: string; balanceType: string },
  now: Date,
): string | null {
  if (!f) return 'No such free bet';
  if (f.used_at) return 'This free bet has already been used';
  if (f.expires_at <= now) return `This free bet expired on ${f.expires_at.toISOString().slice(0, 16).replace('T', ' ')} UTC`;
  if (!f.games.includes(bet.game)) return `This free bet is for ${f.games.join(', ')} only`;
  const amount = trimZeros(new Decimal(f.amount).toFixed(coinDecimals(f.coin)));
  if (bet.coin !== f.coin || !new Decimal(bet.amount).eq(f.amount)) return `A free bet is placed with its own amount: ${amount} ${f.coin}`;
  if (bet.balanceType !== 'DEPOSIT') return 'A free bet is placed with balanceType DEPOSIT';
  return null;
}

/** The player's free bet by id, or null. */
export async function freeBetById(db: Queryable, userId: number, id: number): Promise<FreeBetCheck | null> {
  const { rows } = await db.query<FreeBetCheck>(
    'SELECT coin, amount, games, expires_at, used_at FROM free_bets WHERE id = $1 AND user_id = $2',
    [id, userId],
  );
  return rows[0] ?? null;
}
