import type pg from 'pg';
import { Decimal } from '../../src/core/money';
import { withTx } from '../db/pool';

/** A provider round once closed: its bets row (none when nothing stayed staked: every bet rolled back, or none made). */
export interface ClosedRound {
  roundId: string;
  userId: number;
  betId: string | null;
  game: string;
  coin: string;
  stake: string;
  payout: string;
}

/** Rounds idle this long are closed by the sweep (a game left mid-round; its studio never sent the close). */
export const STALE_ROUND_MS = 24 * 3600_000;

/**
 * Closes a round (the caller holds its row's lock): the money it kept, stakes less refunds, becomes one bets row of
 * the game, paid what its wins came to; the bets trigger writes the wager. The multiplier is payout over stake,
 * rounded down to 4 places.
 */
export async function closeRound(client: pg.PoolClient, roundId: string, game: string): Promise<ClosedRound> {
  const { rows } = await client.query<{
    user_id: number;
    coin: string;
    staked: string;
    won: string;
    refunded: string;
    round_ref: string;
    aggregator: string;
  }>(
    `UPDATE provider_rounds SET closed_at = now(), updated_at = now() WHERE id = $1
     RETURNING user_id, coin, staked::text, won::text, refunded::text, round_ref, aggregator`,
    [roundId],
  );
  const r = rows[0]!;
  const stake = new Decimal(r.staked).minus(r.refunded);
  const payout = new Decimal(r.won);
  const closed: ClosedRound = {
    roundId,
    userId: r.user_id,
    betId: null,
    game,
    coin: r.coin,
    stake: stake.toFixed(),
    payout: payout.toFixed(),
  };
  if (stake.lte(0)) return closed;
  const multiplier = payout.div(stake).toDecimalPlaces(4, Decimal.ROUND_DOWN);
  const { rows: bet } = await client.query<{ id: string }>(
    `INSERT INTO bets (user_id, game, coin, balance_type, amount, multiplier, payout, win, paid, params, outcome, provider_round_id)
     VALUES ($1, $2, $3, 'DEPOSIT', $4, $5, $6, $7, $8, '{}'::jsonb, jsonb_build_object('aggregator', $9::text, 'round', $10::text), $11)
     RETURNING id`,
    [
      r.user_id,
      game,
      r.coin,
      stake.toFixed(),
      multiplier.toFixed(),
      payout.toFixed(),
      payout.gt(stake),
      payout.gt(0),
      r.aggregator,
      r.round_ref,
      roundId,
    ],
  );
  closed.betId = bet[0]!.id;
  await client.query(`UPDATE provider_rounds SET bet_id = $2 WHERE id = $1`, [roundId, closed.betId]);
  return closed;
}

/** Closes every round idle past STALE_ROUND_MS, each in its own transaction; answers the rounds closed. */
export async function closeStaleRounds(pool: pg.Pool, now = new Date(), staleMs = STALE_ROUND_MS): Promise<ClosedRound[]> {
  const { rows } = await pool.query<{ id: string }>(
    `SELECT id FROM provider_rounds WHERE closed_at IS NULL AND updated_at < $1 ORDER BY updated_at LIMIT 500`,
    [new Date(now.getTime() - staleMs)],
  );
  const closed: ClosedRound[] = [];
  for (const { id } of rows) {
    const done = await withTx(pool, async (client) => {
      const { rows: locked } = await client.query<{ name: string }>(
        `SELECT g.name FROM provider_rounds r JOIN games g ON g.code = r.game_code
          WHERE r.id = $1 AND r.closed_at IS NULL AND r.updated_at < $2 FOR UPDATE OF r SKIP LOCKED`,
        [id, new Date(now.getTime() - staleMs)],
      );
      return locked[0] ? closeRound(client, id, locked[0].name) : null;
    });
    if (done) closed.push(done);
  }
  return closed;
}
