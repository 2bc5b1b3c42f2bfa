import type { BalanceType, Coin } from '../../../src/core/currency';
import type { Queryable } from '../../db/pool';
import type { BetWrittenBase } from '../bets/betStatement';
import type { SettlementColumns } from '../bets/types';

/** A mines_rounds row with the seeds of its pair (the layout and seeds stay on the server until the game ends). */
export interface RoundRow {
  id: string;
  user_id: number;
  coin: Coin;
  balance_type: BalanceType;
  amount: string;
  mines: number;
  seed_pair_id: string;
  nonce: string;
  layout: number[];
  revealed: number[];
  state: 'active' | 'settled';
  bet_id: string | null;
  idempotency_key: string | null;
  server_seed: string;
  client_seed: string;
  server_seed_hash: string;
  /** The stake's debit row (null for free play) and the balance it wrote. */
  ledger_id: string | null;
  balance_after: string | null;
  /** The balance as it is now. */
  balance_now: string | null;
}

/** Index whose violation means the player already has a game in play in this coin. */
export const ONE_ACTIVE_INDEX = 'mines_rounds_one_active';
/** Constraint whose violation means the start's idempotency key already started a game. */
export const ROUND_KEY_CONSTRAINT = 'mines_rounds_idempotency_key';

const ROUND_SELECT = `SELECT r.*, p.server_seed, p.client_seed, p.server_seed_hash, l.id AS ledger_id, l.balance_after,
       bn.amount AS balance_now
  FROM mines_rounds r JOIN seed_pairs p ON p.id = r.seed_pair_id
  LEFT JOIN ledger l ON l.ref = 'mines:' || r.id AND l.reason = 'bet'
  LEFT JOIN balances bn ON bn.user_id = r.user_id AND bn.coin = r.coin AND bn.kind = r.balance_type`;

const ROUND_BY_ID_SQL = `${ROUND_SELECT} WHERE r.id = $1 AND r.user_id = $2`;

/** One game of a player, or null. */
export async function readRound(db: Queryable, userId: number, id: number): Promise<RoundRow | null> {
  // Named: prepared once per connection (every reveal and cash-out reads its game first).
  const { rows } = await db.query<RoundRow>({ name: 'mines-round', text: ROUND_BY_ID_SQL, values: [id, userId] });
  return rows[0] ?? null;
}

/** The game a player started with an idempotency key, or null. */
export async function roundByKey(db: Queryable, userId: number, key: string): Promise<RoundRow | null> {
  const { rows } = await db.query<RoundRow>(`${ROUND_SELECT} WHERE r.user_id = $1 AND r.idempotency_key = $2`, [userId, key]);
  return rows[0] ?? null;
}

/** The player's games in play, one per coin at most. */
export async function activeRounds(db: Queryable, userId: number): Promise<RoundRow[]> {
  const { rows } = await db.query<RoundRow>(`${ROUND_SELECT} WHERE r.user_id = $1 AND r.state = 'active' ORDER BY r.id`, [userId]);
  return rows;
}

/** Everything a start writes, computed before the statement runs. */
export interface StartWrite {
  userId: number;
  pairId: number;
  /** The nonce the layout was computed with: the statement applies only while the pair is active at this nonce. */
  nonce: number;
  coin: Coin;
  kind: BalanceType;
  stake: string;
  mines: number;
  layout: number[];
  idempotencyKey: string | null;
}

/** What a start wrote: the game's id, the balance after the stake and the debit's ledger row (null for free play). */
export interface StartWritten {
  id: string;
  balance: string;
  ledger_id: string | null;
}

/**
 * A start in one autocommit statement, like a bet (server/games/bets/betStatement.ts):
 * - pair: takes the nonce while the pair is the user's active one at the nonce the layout was computed with;
 *   otherwise nothing is written and no row returns (the caller re-reads the pair and retries).
 * - round: the game. A second game in play in the coin violates mines_rounds_one_active, a reused key
 *   mines_rounds_idempotency_key: either aborts everything.
 * - mv: the money move (move_money): the conditional debit and its 'bet' ledger row (ref 'mines:<id>'); a debit the
 *   balance does not cover aborts the whole statement.
 */
const START_SQL = `WITH pair AS (
  UPDATE seed_pairs SET nonce = nonce + 1
   WHERE id = $2 AND user_id = $1 AND state = 'active' AND nonce = $3
  RETURNING id
), round AS (
  INSERT INTO mines_rounds (user_id, coin, balance_type, amount, mines, seed_pair_id, nonce, layout, idempotency_key)
  SELECT $1, $4, $5, $6, $7, pair.id, $3, $8::smallint[], $9 FROM pair
  RETURNING id
), mv AS MATERIALIZED (
  SELECT m.balance, m.debit_id FROM round
   CROSS JOIN LATERAL move_money(p_user => $1, p_coin => $4, p_kind => $5, p_product => 'originals', p_debit => $6,
                                 p_game => 'mines', p_ref => 'mines:' || round.id, p_key => $9) AS m
)
SELECT round.id, mv.balance, mv.debit_id AS ledger_id FROM round JOIN mv ON true`;

/** Runs the start statement; null when the pair moved on. */
export async function writeStart(db: Queryable, w: StartWrite): Promise<StartWritten | null> {
  const { rows } = await db.query<StartWritten>({
    name: 'mines-start',
    text: START_SQL,
    values: [w.userId, w.pairId, w.nonce, w.coin, w.kind, w.stake, w.mines, w.layout, w.idempotencyKey],
  });
  return rows[0] ?? null;
}

const REVEAL_SQL = `UPDATE mines_rounds SET revealed = revealed || $4::smallint, updated_at = now()
  WHERE id = $1 AND user_id = $2 AND state = 'active' AND cardinality(revealed) = $3
 RETURNING revealed`;

/** A safe tile that does not end the game: appended while the game is active with `count` tiles revealed. */
export async function writeReveal(db: Queryable, id: number, userId: number, count: number, tile: number): Promise<number[] | null> {
  const { rows } = await db.query<{ revealed: number[] }>({ name: 'mines-reveal', text: REVEAL_SQL, values: [id, userId, count, tile] });
  return rows[0]?.revealed ?? null;
}

/** Everything the end of a game writes, computed from the game as read with `count` tiles revealed. */
export interface SettleWrite extends SettlementColumns {
  id: number;
  userId: number;
  /** Revealed tiles when the game was read: the statement applies only if that is still so. */
  count: number;
  /** The game's tiles in order (the mine last when lost). */
  tiles: number[];
}

/** What the end of a game wrote. */
export interface SettleWritten extends BetWrittenBase {
  /** The payout's ledger row, or (no payout) the latest row of the balance: the version of `balance`. */
  ledger_id: string | null;
  paid_ledger_id: string | null;
}

/**
 * The end of a game in one autocommit statement: exactly once, whoever asks and however often.
 * - r: the one transition active -> settled, only while the game is active with the tiles it was read with. A
 *   concurrent end (a second cash-out, a reveal) waits for the row, then finds it settled or changed and matches
 *   nothing: no bet, no payout. The bet id is drawn here from the bets sequence.
 * - bet: the bets row (the game's pair and nonce: bets_seed_nonce is a second guard against a double bet).
 * - mv: the money move (move_money): the credit and its 'payout' ledger row with ref 'bet:<id>', as a bet's. The
 *   bets row's trigger writes the game's wager.
 */
const SETTLE_SQL = `WITH r AS (
  UPDATE mines_rounds SET state = 'settled', revealed = $4::smallint[], bet_id = nextval(pg_get_serial_sequence('bets', 'id')),
         settled_at = now(), updated_at = now()
   WHERE id = $1 AND user_id = $2 AND state = 'active' AND cardinality(revealed) = $3
  RETURNING bet_id, user_id, coin, balance_type, amount, seed_pair_id, nonce
), bet AS (
  INSERT INTO bets (id, user_id, game, coin, balance_type, amount, multiplier, payout, win, paid, params, outcome, seed_pair_id, nonce)
  OVERRIDING SYSTEM VALUE
  SELECT r.bet_id, r.user_id, 'mines', r.coin, r.balance_type, r.amount, $5, $6, $7, $10, $8, $9, r.seed_pair_id, r.nonce FROM r
  RETURNING id, created_at, user_id, coin, balance_type
), mv AS MATERIALIZED (
  SELECT m.balance, m.credit_id FROM bet
   CROSS JOIN LATERAL move_money(p_user => bet.user_id, p_coin => bet.coin, p_kind => bet.balance_type, p_product => 'originals',
                                 p_credit => $6, p_game => 'mines', p_ref => 'bet:' || bet.id) AS m
)
SELECT bet.id, bet.created_at, mv.balance, mv.credit_id AS paid_ledger_id,
       COALESCE(mv.credit_id,
                (SELECT max(l.id) FROM ledger l WHERE l.user_id = bet.user_id AND l.coin = bet.coin AND l.kind = bet.balance_type)) AS ledger_id,
       u.nick_name, u.privacy
  FROM bet JOIN mv ON true
  JOIN users u ON u.id = bet.user_id`;

/** Runs the end-of-game statement; null when the game was ended or changed since it was read. */
export async function writeSettle(db: Queryable, w: SettleWrite): Promise<SettleWritten | null> {
  const { rows } = await db.query<SettleWritten>({
    name: 'mines-settle',
    text: SETTLE_SQL,
    values: [w.id, w.userId, w.count, w.tiles, w.multiplier, w.payout, w.win, JSON.stringify(w.params), JSON.stringify(w.outcome), w.paid],
  });
  return rows[0] ?? null;
}
