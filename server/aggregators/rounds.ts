import type pg from 'pg';
import { coinDecimals, type Coin } from '../../src/core/currency';
import { toFixedDown } from '../../src/core/money';
import type { LiveBet } from '../../src/core/socket';
import { withTx } from '../db/pool';
import { nameFor } from '../games/bets/betView';

/** A provider round once closed: its bets row (none when nothing stayed staked: every bet rolled back, or none made). */
export interface ClosedRound {
  roundId: string;
  userId: number;
  betId: string | null;
  game: string;
  coin: string;
  stake: string;
  payout: string;
  /** Its bets row as the live feed (type 208) shows it; null without a bets row. */
  live: LiveBet | null;
}

/** Rounds idle this long are closed by the sweep (a game left mid-round; its studio never sent the close). */
export const STALE_ROUND_MS = 24 * 3600_000;

/**
 * Closes a round (the caller holds its row's lock): the money it kept, stakes less refunds, becomes one bets row of
 * the game, paid what its wins came to; the bets trigger writes the wager. The multiplier is payout over stake,
 * rounded down to 4 places. One statement: the round takes its bet's id from the bets sequence as it closes.
 */
export async function closeRound(client: pg.PoolClient, roundId: string, game: string): Promise<ClosedRound> {
  const { rows } = await client.query<{
    user_id: number;
    coin: Coin;
    stake: string;
    payout: string;
    multiplier: string | null;
    bet_id: string | null;
    nick_name: string;
    privacy: number;
    game_code: number;
    title: string;
    at: Date;
  }>({
    name: 'wallet-close',
    text: `WITH r AS (
       UPDATE provider_rounds SET closed_at = now(), updated_at = now(),
              bet_id = CASE WHEN staked > refunded THEN nextval(pg_get_serial_sequence('bets', 'id')) END
        WHERE id = $1
        RETURNING id, user_id, coin, staked - refunded AS stake, won, round_ref, aggregator, bet_id
     ), b AS (
       INSERT INTO bets (id, user_id, game, coin, balance_type, amount, multiplier, payout, win, paid, params, outcome,
                         provider_round_id)
       OVERRIDING SYSTEM VALUE
       SELECT bet_id, user_id, $2, coin, 'DEPOSIT', stake, trunc(won / stake, 4), won, won > stake, won > 0, '{}'::jsonb,
              jsonb_build_object('aggregator', aggregator, 'round', round_ref), id
         FROM r WHERE bet_id IS NOT NULL
     )
     SELECT r.user_id, r.coin, trim_scale(r.stake)::text AS stake, trim_scale(r.won)::text AS payout,
            CASE WHEN r.bet_id IS NOT NULL THEN trunc(r.won / r.stake, 4)::text END AS multiplier, r.bet_id::text,
            u.nick_name, u.privacy, g.code AS game_code, g.title, now() AS at
       FROM r JOIN users u ON u.id = r.user_id JOIN games g ON g.name = $2`,
    values: [roundId, game],
  });
  const r = rows[0]!;
  // The feed's entry, as a house game's bet: the game's title beside its name (the browser knows only the house
  // games' titles), the player's name hidden when private, amounts at the coin's decimals.
  const d = coinDecimals(r.coin);
  const live: LiveBet | null =
    r.bet_id === null
      ? null
      : {
          id: Number(r.bet_id),
          userName: nameFor(r, null),
          gameCode: r.game_code,
          gameName: game,
          title: r.title,
          coin: r.coin,
          amount: toFixedDown(r.stake, d),
          multiplier: toFixedDown(r.multiplier!, 2),
          payout: toFixedDown(r.payout, d),
          time: r.at.getTime(),
        };
  return { roundId, userId: r.user_id, betId: r.bet_id, game, coin: r.coin, stake: r.stake, payout: r.payout, live };
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
