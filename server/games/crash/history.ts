import type { Queryable } from '../../db/pool';
import {
  CRASH_HISTORY_PAGE,
  hundredthsText,
  type CrashBetDetail,
  type CrashMyBet,
  type CrashPhase,
  type CrashRoundRecord,
} from '../../../src/core/games/crash';
import { HIDDEN_NAME } from '../bets/betView';
import { betView } from './CrashService';
import type { BetRow } from './statements';

// The published record of crash: finished rounds with their crash points and hashes (anyone can check the chain with
// them), a player's own bets with their rounds' results, and any one bet. Nothing of a round that is still open: its hash and
// crash point stay in the database until it ends.

/** Finished rounds, newest first, older than round `before` when given. */
export async function roundRecords(db: Queryable, before: number | null): Promise<CrashRoundRecord[]> {
  const { rows } = await db.query<{
    id: number;
    phase: 'crashed' | 'voided';
    crash_point: number;
    hash: string;
    ended_at: Date;
    bets: number;
  }>(
    `SELECT r.id::int AS id, r.phase, r.crash_point, r.hash, r.ended_at,
            (SELECT count(*)::int FROM crash_bets b WHERE b.round_id = r.id) AS bets
       FROM crash_rounds r
      WHERE r.phase IN ('crashed', 'voided') AND ($1::bigint IS NULL OR r.id < $1)
      ORDER BY r.id DESC LIMIT $2`,
    [before, CRASH_HISTORY_PAGE],
  );
  return rows.map((r) => ({
    roundId: r.id,
    phase: r.phase,
    crashPoint: hundredthsText(r.crash_point),
    hash: r.hash,
    endedAt: r.ended_at.toISOString(),
    bets: r.bets,
  }));
}

/** A player's crash bets, newest first, older than bet `before` when given; a round's result once it is over. */
export async function myCrashBets(db: Queryable, userId: number, before: number | null): Promise<CrashMyBet[]> {
  const { rows } = await db.query<BetRow & { created_at: Date; phase: CrashPhase; crash_point: number; hash: string }>(
    `SELECT b.id::int AS id, b.round_id::int AS round_id, b.user_id, b.coin, b.balance_type, b.amount, b.auto_cashout,
            b.state, b.cashout_at, b.payout, b.created_at, r.phase, r.crash_point, r.hash
       FROM crash_bets b JOIN crash_rounds r ON r.id = b.round_id
      WHERE b.user_id = $1 AND ($2::bigint IS NULL OR b.id < $2)
      ORDER BY b.id DESC LIMIT $3`,
    [userId, before, CRASH_HISTORY_PAGE],
  );
  return rows.map((r) => {
    const over = r.phase === 'crashed' || r.phase === 'voided';
    return {
      ...betView(r),
      createdAt: r.created_at.toISOString(),
      crashPoint: over ? hundredthsText(r.crash_point) : null,
      hash: over ? r.hash : null,
    };
  });
}

/** One crash bet for anyone (the name hidden by privacy unless the viewer is its player), or null. */
export async function crashBetDetail(db: Queryable, id: number, viewerId: number | null): Promise<CrashBetDetail | null> {
  const { rows } = await db.query<BetRow & { created_at: Date; phase: CrashPhase; crash_point: number; hash: string }>(
    `SELECT b.id::int AS id, b.round_id::int AS round_id, b.user_id, b.coin, b.balance_type, b.amount, b.auto_cashout,
            b.state, b.cashout_at, b.payout, b.created_at, u.nick_name, u.privacy, r.phase, r.crash_point, r.hash
       FROM crash_bets b JOIN users u ON u.id = b.user_id JOIN crash_rounds r ON r.id = b.round_id
      WHERE b.id = $1`,
    [id],
  );
  const r = rows[0];
  if (!r) return null;
  const over = r.phase === 'crashed' || r.phase === 'voided';
  return {
    ...betView(r),
    userName: r.privacy === 1 && r.user_id !== viewerId ? HIDDEN_NAME : r.nick_name,
    createdAt: r.created_at.toISOString(),
    crashPoint: r.phase === 'crashed' ? hundredthsText(r.crash_point) : null,
    hash: over ? r.hash : null,
  };
}
