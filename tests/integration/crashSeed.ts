import type pg from 'pg';
import { SETTLED_BET_INSERT } from '../../server/games/crash/statements';

export type SeededCrashState = 'cashed' | 'lost' | 'refunded' | 'active';

/**
 * A crash bet written straight into the tables as the round's statements leave it (no money moved: for tests that
 * read bets): a round of its own (crashed; voided for a refund; running for an active bet unless `phase` says
 * otherwise), the crash_bets row and, once cashed out or lost, its bets row. Stake x cash-out is paid when cashed, the
 * stake back when refunded.
 */
export async function seedCrashBet(
  db: pg.Pool,
  userId: number,
  bet: {
    state: SeededCrashState;
    amount: string;
    crashPoint: number;
    cashoutAt?: number | null;
    phase?: 'crashed' | 'running';
    hash?: string;
  },
): Promise<{ id: number; roundId: number; hash: string; betId: number | null }> {
  const { rows: chain } = await db.query<{ id: number }>('SELECT id FROM crash_chains LIMIT 1');
  // A bet cashed out may sit in a round still running (phase 'running'); a lost bet's round has crashed.
  const phase =
    bet.state === 'refunded'
      ? 'voided'
      : bet.state === 'lost'
        ? 'crashed'
        : (bet.phase ?? (bet.state === 'active' ? 'running' : 'crashed'));
  const { rows: round } = await db.query<{ id: string; hash: string }>(
    `INSERT INTO crash_rounds (id, chain_id, hash, crash_point, crash_ms, phase, betting_ends_at, started_at, ended_at)
     VALUES ((SELECT COALESCE(max(id), 0) + 1 FROM crash_rounds), $1, COALESCE($4, encode(sha256(random()::text::bytea), 'hex')), $2, 9000, $3,
             now(), now(), CASE WHEN $3 = 'running' THEN NULL ELSE now() END)
     RETURNING id, hash`,
    [chain[0]!.id, bet.crashPoint, phase, bet.hash ?? null],
  );
  const cashoutAt = bet.state === 'cashed' ? (bet.cashoutAt ?? null) : null;
  const { rows } = await db.query<{ id: string; bet_id: string | null }>(
    `WITH c AS (
       INSERT INTO crash_bets (round_id, user_id, coin, balance_type, amount, state, cashout_at, cashout_ms, payout, settled_at, bet_id)
       VALUES ($1, $2, 'USDT', 'DEPOSIT', $3::numeric, $4, $5::int, CASE WHEN $5::int IS NULL THEN NULL ELSE 4000 END,
               CASE $4 WHEN 'cashed' THEN $3::numeric * $5::int / 100 WHEN 'refunded' THEN $3::numeric ELSE 0 END,
               CASE WHEN $4 = 'active' THEN NULL ELSE now() END,
               CASE WHEN $4 IN ('cashed', 'lost') THEN nextval(pg_get_serial_sequence('bets', 'id')) END)
       RETURNING *
     ), b AS (
       ${SETTLED_BET_INSERT}
       SELECT c.bet_id, c.user_id, 'crash', c.coin, c.balance_type, c.amount, COALESCE(c.cashout_at, r.crash_point) / 100.0, c.payout,
              c.payout > c.amount, c.state = 'cashed', jsonb_build_object('autoCashout', c.auto_cashout),
              jsonb_build_object('roundId', c.round_id, 'cashoutAt', c.cashout_at), c.round_id
         FROM c JOIN crash_rounds r ON r.id = c.round_id WHERE c.bet_id IS NOT NULL
     )
     SELECT id, bet_id FROM c`,
    [round[0]!.id, userId, bet.amount, bet.state, cashoutAt],
  );
  return {
    id: Number(rows[0]!.id),
    roundId: Number(round[0]!.id),
    hash: round[0]!.hash,
    betId: rows[0]!.bet_id === null ? null : Number(rows[0]!.bet_id),
  };
}
