import type { InstantGame } from '../../../src/core/bets';
import type { BalanceType, Coin } from '../../../src/core/currency';
import type { Queryable } from '../../db/pool';
import type { SettlementColumns } from './types';

/** What every bet statement hands back: the bet, the balance after it and the player's public name. */
export interface BetWrittenBase {
  id: string;
  created_at: Date;
  balance: string;
  nick_name: string;
  privacy: number;
}

/** Everything one settled bet writes, computed before the statement runs. */
export interface BetWrite extends SettlementColumns {
  userId: number;
  pairId: number;
  /** The nonce the outcome was computed with: the statement applies only while the pair is active at this nonce. */
  nonce: number;
  game: InstantGame;
  coin: Coin;
  kind: BalanceType;
  stake: string;
  idempotencyKey: string | null;
  /** When set, the statement applies only while this session of the user is live (not revoked, not idle too long). */
  session: { id: string; idleMs: number } | null;
}

/** What the statement wrote: the bet, the balance after it, its ledger ids (oldest first) and the player's name. */
export interface BetWritten extends BetWrittenBase {
  ledger_ids: string[];
}

/**
 * The whole bet in one autocommit statement, so the player's pair row is locked only while PostgreSQL executes and
 * commits it (no network round trip inside the lock):
 * - pair: takes the nonce, only while the pair is still the user's active one at the nonce the outcome was computed
 *   with (and, when given, while the request's session is live: the bet route's session check rides along). A concurrent bet or rotation holding the row makes this wait; once it commits the row is re-checked, and
 *   a moved nonce or a rotated pair matches nothing: the statement writes nothing and returns no row (retry).
 * - bet: the bets row. A reused idempotency key violates bets_idempotency_key and aborts everything.
 * - mv: the money move (move_money, server/money/moves.ts): the conditional debit of the stake and the credit of the
 *   payout in one UPDATE, and the 'bet' and 'payout' ledger rows (ref 'bet:<id>'), skipped for a zero-stake bet. A debit the
 *   balance does not cover raises a violation of ledger_balance_after_check: the statement aborts as a whole, so an
 *   overdraw can never leave a bet or a taken nonce behind.
 * - the bets row's trigger writes its wager (the wager stream), in this same statement.
 */
const BET_SQL = `WITH pair AS (
  UPDATE seed_pairs SET nonce = nonce + 1
   WHERE id = $2 AND user_id = $1 AND state = 'active' AND nonce = $3
     AND ($14::text IS NULL OR EXISTS (SELECT 1 FROM sessions s WHERE s.id = $14 AND s.user_id = $1 AND s.revoked_at IS NULL
                                        AND s.last_seen >= now() - $15::bigint * interval '1 millisecond'))
  RETURNING id
), bet AS (
  INSERT INTO bets (user_id, game, coin, balance_type, amount, multiplier, payout, win, paid, params, outcome, seed_pair_id, nonce, idempotency_key)
  SELECT $1, $4, $5, $6, $7, $8, $9, $10, $16, $11, $12, pair.id, $3, $13 FROM pair
  RETURNING id, created_at
), mv AS MATERIALIZED (
  SELECT m.balance, m.debit_id, m.credit_id FROM bet
   CROSS JOIN LATERAL move_money(p_user => $1, p_coin => $5, p_kind => $6, p_product => 'originals', p_debit => $7, p_credit => $9,
                                 p_game => $4, p_ref => 'bet:' || bet.id, p_key => $13) AS m
)
SELECT bet.id, bet.created_at, mv.balance, array_remove(ARRAY[mv.debit_id, mv.credit_id], NULL) AS ledger_ids, u.nick_name, u.privacy
  FROM bet JOIN mv ON true
  JOIN users u ON u.id = $1`;

/** Constraint whose violation means the idempotency key already settled a bet. */
export const IDEMPOTENCY_CONSTRAINT = 'bets_idempotency_key';

/**
 * Runs the bet statement; null when the pair moved on (another bet took the nonce, or a rotation retired the pair)
 * or the session given is no longer live.
 */
export async function writeBet(db: Queryable, w: BetWrite): Promise<BetWritten | null> {
  const { rows } = await db.query<BetWritten>({ name: 'bet-write', text: BET_SQL, values: betValues(w) });
  return rows[0] ?? null;
}

/** The parameters $1..$16 of a bet statement (this one, and the free bet's, which adds its own after them). */
export function betValues(w: BetWrite): unknown[] {
  return [
    w.userId,
    w.pairId,
    w.nonce,
    w.game,
    w.coin,
    w.kind,
    w.stake,
    w.multiplier,
    w.payout,
    w.win,
    JSON.stringify(w.params),
    JSON.stringify(w.outcome),
    w.idempotencyKey,
    w.session?.id ?? null,
    w.session?.idleMs ?? 0,
    w.paid,
  ];
}
