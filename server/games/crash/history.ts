import type { Queryable } from '../../db/pool';
import { CRASH_HISTORY_PAGE, hundredthsText, type CrashRoundRecord, type LiveCrashBet } from '../../../src/core/games/crash';
import type { RoundBetRow } from '../bets/betView';
import { BET_SELECT } from '../bets/views';
import { crashBets } from './bets';

// The published record of crash: finished rounds with their crash points and hashes (anyone can check the chain with
// them), and a round's settled bets for the live feed. Nothing of a round that is still open: its hash and crash point
// stay in the database until it ends. A player's bets and any one bet are bets rows, read with every game's.

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

/** The round's won and lost bets as live-feed entries, in the order they settled (its bets rows). */
export async function roundFeed(db: Queryable, roundId: number): Promise<LiveCrashBet[]> {
  const { rows } = await db.query<RoundBetRow<'crash'>>(`${BET_SELECT} WHERE b.round_id = $1 ORDER BY b.id`, [roundId]);
  return rows.map((r) => crashBets.live(r));
}
