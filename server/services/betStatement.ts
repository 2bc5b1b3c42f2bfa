import type { InstantGame } from '../../src/core/bets';
import type { BalanceType, Coin } from '../../src/core/currency';
import type { Queryable } from '../db/pool';

/** Everything one settled bet writes, computed before the statement runs. */
export interface BetWrite {
  userId: number;
  pairId: number;
  /** The nonce the outcome was computed with: the statement applies only while the pair is active at this nonce. */
  nonce: number;
  game: InstantGame;
  coin: Coin;
  kind: BalanceType;
  stake: string;
  multiplier: string;
  payout: string;
  win: boolean;
  /** The bet paid stake × multiplier (isPaid of its settlement); false pays nothing. */
  paid: boolean;
  params: object;
  outcome: object;
  idempotencyKey: string | null;
  /** When set, the statement applies only while this session of the user is live (not revoked, not idle too long). */
  session: { id: string; idleMs: number } | null;
}

/** What the statement wrote: the bet, the balance after it, its ledger ids (oldest first) and the player's name. */
export interface BetWritten {
  id: string;
  created_at: Date;
  balance: string;
  ledger_ids: string[];
  nick_name: string;
  privacy: number;
}

/**
 * The whole bet in one autocommit statement, so the player's pair row is locked only while PostgreSQL executes and
 * commits it (no network round trip inside the lock):
 * - pair: takes the nonce, only while the pair is still the user's active one at the nonce the outcome was computed
 *   with (and, when given, while the request's session is live: the bet route's session check rides along). A concurrent bet or rotation holding the row makes this wait; once it commits the row is re-checked, and
 *   a moved nonce or a rotated pair matches nothing: the statement writes nothing and returns no row (retry).
 * - bet: the bets row. A reused idempotency key violates bets_idempotency_key and aborts everything.
 * - bal: the conditional debit and the credit as one UPDATE (amount >= stake), skipped for a free bet.
 * - led: the 'bet' and 'payout' ledger rows (ref 'bet:<id>') with their balance_after. When the debit did not apply
 *   their balance_after is -1, which CHECK (balance_after >= 0) refuses: the statement aborts as a whole, so an
 *   overdraw can never leave a bet or a taken nonce behind.
 * - the answer: the balance the debit left; only a free bet (no debit) reads the balance row, in a sub-select that
 *   COALESCE never evaluates once the debit answered (an uncorrelated sub-select runs when first needed).
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
), bal AS (
  UPDATE balances SET amount = amount - $7 + $9, updated_at = now()
   WHERE user_id = $1 AND coin = $5 AND kind = $6 AND amount >= $7 AND $7::numeric > 0 AND EXISTS (SELECT 1 FROM bet)
  RETURNING amount
), led AS (
  INSERT INTO ledger (user_id, coin, kind, delta, balance_after, reason, ref, idempotency_key)
  SELECT $1, $5, $6, m.delta, m.after, m.reason, 'bet:' || bet.id, $13
    FROM bet LEFT JOIN bal ON true
   CROSS JOIN LATERAL (VALUES (1, -$7::numeric, COALESCE(bal.amount - $9, -1), 'bet'),
                              (2, $9::numeric, COALESCE(bal.amount, -1), 'payout')) AS m (ord, delta, after, reason)
   WHERE m.delta <> 0
   ORDER BY m.ord
  RETURNING id
)
SELECT bet.id, bet.created_at,
       COALESCE(bal.amount, (SELECT b0.amount FROM balances b0 WHERE b0.user_id = $1 AND b0.coin = $5 AND b0.kind = $6), 0) AS balance,
       ARRAY(SELECT id FROM led ORDER BY id) AS ledger_ids, u.nick_name, u.privacy
  FROM bet LEFT JOIN bal ON true
  JOIN users u ON u.id = $1`;

/** Constraint whose violation means the debit did not fit the balance. */
export const OVERDRAW_CONSTRAINT = 'ledger_balance_after_check';
/** Constraint whose violation means the idempotency key already settled a bet. */
export const IDEMPOTENCY_CONSTRAINT = 'bets_idempotency_key';

/**
 * Runs the bet statement; null when the pair moved on (another bet took the nonce, or a rotation retired the pair)
 * or the session given is no longer live.
 */
export async function writeBet(db: Queryable, w: BetWrite): Promise<BetWritten | null> {
  const { rows } = await db.query<BetWritten>({
    name: 'bet-write',
    text: BET_SQL,
    values: [
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
    ],
  });
  return rows[0] ?? null;
}
