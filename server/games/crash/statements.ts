import type pg from 'pg';
import type { BalanceType, Coin } from '../../../src/core/currency';
import type { CrashPhase } from '../../../src/core/games/crash';
import type { Queryable } from '../../db/pool';

/** Constraint whose violation means the player already has a bet on the round. */
export const ONE_PER_ROUND = 'crash_bets_one_per_round';
/** Constraint whose violation means the idempotency key already placed a bet. */
export const CRASH_KEY_CONSTRAINT = 'crash_bets_idempotency_key';

/** A round as stored. Times are PostgreSQL's clock, as epoch milliseconds. */
export interface RoundRow {
  id: number;
  hash: string;
  crash_point: number;
  crash_ms: number;
  phase: CrashPhase;
  betting_ends_at: number;
  started_at: number | null;
  ended_at: number | null;
  /** PostgreSQL's clock when the row was read (epoch ms). */
  db_now: number;
}

const ROUND_COLUMNS = `id::int AS id, hash, crash_point, crash_ms, phase,
  (extract(epoch FROM betting_ends_at) * 1000)::float8 AS betting_ends_at,
  (extract(epoch FROM started_at) * 1000)::float8 AS started_at,
  (extract(epoch FROM ended_at) * 1000)::float8 AS ended_at,
  (extract(epoch FROM clock_timestamp()) * 1000)::float8 AS db_now`;

/** The open round (betting or running), or null. */
export async function openRound(db: Queryable): Promise<RoundRow | null> {
  const { rows } = await db.query<RoundRow>(`SELECT ${ROUND_COLUMNS} FROM crash_rounds WHERE phase IN ('betting', 'running')`);
  return rows[0] ?? null;
}

/** The newest round, whatever its phase, or null before the first. */
export async function latestRound(db: Queryable): Promise<RoundRow | null> {
  const { rows } = await db.query<RoundRow>(`SELECT ${ROUND_COLUMNS} FROM crash_rounds ORDER BY id DESC LIMIT 1`);
  return rows[0] ?? null;
}

/** The last `limit` finished rounds, newest first. */
export async function endedRounds(db: Queryable, limit: number): Promise<RoundRow[]> {
  const { rows } = await db.query<RoundRow>(
    `SELECT ${ROUND_COLUMNS} FROM crash_rounds WHERE phase IN ('crashed', 'voided') ORDER BY id DESC LIMIT $1`,
    [limit],
  );
  return rows;
}

/** Makes round `id` in its betting phase, open for `bettingMs` from now (PostgreSQL's clock). */
export async function createRound(
  db: Queryable,
  r: { id: number; chainId: number; hash: string; crashPoint: number; crashMs: number; bettingMs: number },
): Promise<RoundRow> {
  const { rows } = await db.query<RoundRow>(
    `INSERT INTO crash_rounds (id, chain_id, hash, crash_point, crash_ms, betting_ends_at)
     VALUES ($1, $2, $3, $4, $5, clock_timestamp() + $6::int * interval '1 millisecond')
     RETURNING ${ROUND_COLUMNS}`,
    [r.id, r.chainId, r.hash, r.crashPoint, r.crashMs, r.bettingMs],
  );
  return rows[0]!;
}

/** Starts the curve of a round in its betting phase; null when it is not (another process moved it). */
export async function startRound(db: Queryable, id: number): Promise<RoundRow | null> {
  const { rows } = await db.query<RoundRow>(
    `UPDATE crash_rounds SET phase = 'running', started_at = clock_timestamp() WHERE id = $1 AND phase = 'betting'
     RETURNING ${ROUND_COLUMNS}`,
    [id],
  );
  return rows[0] ?? null;
}

/** Stamps PostgreSQL's clock on a running round: the loop runner is alive and the curve has got this far. */
export async function markAlive(db: Queryable, id: number): Promise<void> {
  await db.query({
    name: 'crash-alive',
    text: `UPDATE crash_rounds SET alive_at = clock_timestamp() WHERE id = $1 AND phase = 'running'`,
    values: [id],
  });
}

/**
 * How far a running round's curve had got when its runner last stamped it (ms after started_at, PostgreSQL's clock
 * both), or 0 when it never did.
 */
export async function aliveMs(db: Queryable, id: number): Promise<number> {
  const { rows } = await db.query<{ ms: number | null }>(
    `SELECT floor(extract(epoch FROM alive_at - started_at) * 1000)::int AS ms FROM crash_rounds WHERE id = $1`,
    [id],
  );
  return Math.max(0, rows[0]?.ms ?? 0);
}

/** A bet as stored, with its player's name and privacy. */
export interface BetRow {
  id: number;
  round_id: number;
  user_id: number;
  coin: Coin;
  balance_type: BalanceType;
  amount: string;
  auto_cashout: number | null;
  state: 'active' | 'cashed' | 'lost' | 'refunded';
  cashout_at: number | null;
  payout: string;
  nick_name: string;
  privacy: number;
}

const BET_COLUMNS = `b.id::int AS id, b.round_id::int AS round_id, b.user_id, b.coin, b.balance_type, b.amount, b.auto_cashout,
  b.state, b.cashout_at, b.payout, u.nick_name, u.privacy`;

/** Every bet on a round, oldest first. */
export async function roundBets(db: Queryable, roundId: number): Promise<BetRow[]> {
  const { rows } = await db.query<BetRow>(
    `SELECT ${BET_COLUMNS} FROM crash_bets b JOIN users u ON u.id = b.user_id WHERE b.round_id = $1 ORDER BY b.id`,
    [roundId],
  );
  return rows;
}

/** A player's bet on a round, or null. */
export async function playerBet(db: Queryable, roundId: number, userId: number): Promise<BetRow | null> {
  const { rows } = await db.query<BetRow>(
    `SELECT ${BET_COLUMNS} FROM crash_bets b JOIN users u ON u.id = b.user_id WHERE b.round_id = $1 AND b.user_id = $2`,
    [roundId, userId],
  );
  return rows[0] ?? null;
}

/** The player's bet on a round, locked for a cash-out, with the round's phase, crash time and ms elapsed now. */
export interface LockedBet extends BetRow {
  phase: string;
  crash_ms: number;
  ms: number | null;
}

/** Reads and locks the player's bet on a round for a cash-out (PostgreSQL's clock); null when there is none. */
export async function lockedBet(client: pg.PoolClient, roundId: number, userId: number): Promise<LockedBet | null> {
  const { rows } = await client.query<LockedBet>(
    `SELECT r.phase, r.crash_ms, floor(extract(epoch FROM clock_timestamp() - r.started_at) * 1000)::int AS ms, ${BET_COLUMNS}
       FROM crash_rounds r JOIN crash_bets b ON b.round_id = r.id AND b.user_id = $2 JOIN users u ON u.id = b.user_id
      WHERE r.id = $1
        FOR UPDATE OF b`,
    [roundId, userId],
  );
  return rows[0] ?? null;
}

/** A bet placed with this idempotency key, or null. */
export async function betByKey(db: Queryable, userId: number, key: string): Promise<BetRow | null> {
  const { rows } = await db.query<BetRow>(
    `SELECT ${BET_COLUMNS} FROM crash_bets b JOIN users u ON u.id = b.user_id WHERE b.user_id = $1 AND b.idempotency_key = $2`,
    [userId, key],
  );
  return rows[0] ?? null;
}

/** What placing a bet wrote: the bet (null: betting is closed), the balance after the stake and its ledger row. */
export interface PlacedRow {
  id: number | null;
  round_id: number | null;
  balance: string;
  ledger_id: string | null;
}

/**
 * A bet in one statement, on the round in its betting phase while PostgreSQL's clock is before betting_ends_at (the
 * round row is share-locked, so the loop's move to 'running' waits for the bet to commit, and no bet lands after it):
 * the bet row (a second bet of the player on the round violates crash_bets_one_per_round, a reused key
 * crash_bets_idempotency_key), and the money move (move_money): the conditional debit and its 'bet' ledger row (ref
 * 'crash:<bet id>'); a debit the balance does not cover aborts the whole statement.
 */
const PLACE_SQL = `WITH r AS (
  SELECT id FROM crash_rounds WHERE phase = 'betting' AND clock_timestamp() < betting_ends_at FOR SHARE
), bet AS (
  INSERT INTO crash_bets (round_id, user_id, coin, balance_type, amount, auto_cashout, idempotency_key)
  SELECT r.id, $1, $2, $3, $4, $5, $6 FROM r
  RETURNING id, round_id
), mv AS MATERIALIZED (
  SELECT m.balance, m.debit_id FROM bet
   CROSS JOIN LATERAL move_money(p_user => $1, p_coin => $2, p_kind => $3, p_product => 'originals', p_debit => $4,
                                 p_game => 'crash', p_ref => 'crash:' || bet.id, p_key => $6) AS m
)
SELECT (SELECT id::int FROM bet) AS id, (SELECT round_id::int FROM bet) AS round_id,
       COALESCE((SELECT balance FROM mv), b0.amount, 0) AS balance, (SELECT debit_id FROM mv) AS ledger_id
  FROM (SELECT 1) one LEFT JOIN balances b0 ON b0.user_id = $1 AND b0.coin = $2 AND b0.kind = $3`;

export async function placeBet(
  db: Queryable,
  w: { userId: number; coin: Coin; kind: BalanceType; stake: string; autoCashout: number | null; idempotencyKey: string | null },
): Promise<PlacedRow> {
  const { rows } = await db.query<PlacedRow>({
    name: 'crash-place',
    text: PLACE_SQL,
    values: [w.userId, w.coin, w.kind, w.stake, w.autoCashout, w.idempotencyKey],
  });
  return rows[0]!;
}

/** A cash-out as written: the bet after it, the balance and the payout's ledger row (null for a zero-stake bet). */
export interface CashedRow {
  balance: string;
  ledger_id: string | null;
}

/**
 * The bets row of a crash bet that settled (every stake is a bets row; crash_bets keeps the round's live state and
 * points at it): id drawn when crash_bets took its final state, no seed pair (the round's hash proves it), params
 * {autoCashout}, outcome {roundId, cashoutAt} in hundredths. The bets trigger writes its wager.
 */
export const SETTLED_BET_INSERT = `INSERT INTO bets (id, user_id, game, coin, balance_type, amount, multiplier, payout, win, paid, params, outcome, round_id)
       OVERRIDING SYSTEM VALUE`;

/**
 * Pays a bet still active at `at` hundredths (`ms` into the round): the bet is marked cashed only while active (a
 * concurrent cash-out or the crash that got there first makes this match nothing), its bets row at the cash-out's
 * multiplier, then the credit and its 'payout' ledger row. Runs inside the caller's transaction.
 */
export async function payCashout(
  client: pg.PoolClient,
  w: { betId: number; at: number; ms: number; payout: string },
): Promise<CashedRow | null> {
  const { rows } = await client.query<CashedRow>(
    `WITH b AS (
       UPDATE crash_bets SET state = 'cashed', cashout_at = $2, cashout_ms = $3, payout = $4, settled_at = now(),
              bet_id = nextval(pg_get_serial_sequence('bets', 'id'))
        WHERE id = $1 AND state = 'active'
       RETURNING id, user_id, coin, balance_type, amount, auto_cashout, round_id, bet_id
     ), bet AS (
       ${SETTLED_BET_INSERT}
       SELECT b.bet_id, b.user_id, 'crash', b.coin, b.balance_type, b.amount, $2 / 100.0, $4, $4::numeric > b.amount, true,
              jsonb_build_object('autoCashout', b.auto_cashout), jsonb_build_object('roundId', b.round_id, 'cashoutAt', $2::int), b.round_id
         FROM b
     ), mv AS MATERIALIZED (
       SELECT m.balance, m.credit_id FROM b
        CROSS JOIN LATERAL move_money(p_user => b.user_id, p_coin => b.coin, p_kind => b.balance_type, p_product => 'originals',
                                      p_credit => $4, p_game => 'crash', p_ref => 'crash:' || b.id) AS m
     )
     SELECT mv.balance, mv.credit_id AS ledger_id FROM mv`,
    [w.betId, w.at, w.ms, w.payout],
  );
  return rows[0] ?? null;
}
