import type pg from 'pg';
import { coinDecimals, type Coin } from '../../src/core/currency';
import { toFixedDown } from '../../src/core/money';
import type { LiveBet } from '../../src/core/socket';
import { nameFor } from '../games/bets/betView';

// A sports bet in the bets table: made at its first settlement as won, cashed out or lost (a bets row is a wager of
// product 'sports', at the sportsbook game's edge and the product's weight), and kept in step with later settlements.
// The wager counts once, as first settled: its stake is what VIP and wagering count, and a re-settlement (rare: a
// corrected result) changes the bet's row, not the period sums already rolled up from it.

/** The game every sports bet is a bet of. */
export const SPORTS_GAME = 'sportsbook';

/**
 * Writes the bet's result to its bets row: the first settlement makes the row (its id from the bets sequence) and
 * answers its live-feed entry; a later one (after a rollback) updates the row's payout. A bet that was
 * only ever refunded has no row.
 */
export async function writeBetRow(client: pg.PoolClient, sportsBetId: string, payout: string): Promise<LiveBet | null> {
  const { rows } = await client.query<{ bet_id: string | null; made: boolean }>({
    name: 'sports-bet-row',
    text: `WITH s AS (SELECT id, user_id, book, book_bet_id, coin, stake, kind, odds, legs, bet_id FROM sports_bets WHERE id = $1),
       made AS (
         INSERT INTO bets (id, user_id, game, coin, balance_type, amount, multiplier, payout, win, paid, params, outcome, sports_bet_id)
         OVERRIDING SYSTEM VALUE
         SELECT nextval(pg_get_serial_sequence('bets', 'id')), user_id, $3, coin, 'DEPOSIT', stake, trunc($2::numeric / stake, 4), $2,
                $2::numeric > stake, $2::numeric > 0, '{}'::jsonb,
                jsonb_build_object('book', book, 'bet', book_bet_id, 'kind', kind, 'odds', trim_scale(odds)::text, 'legs', legs), id
           FROM s WHERE bet_id IS NULL
         RETURNING id
       ),
       linked AS (UPDATE sports_bets SET bet_id = (SELECT id FROM made) WHERE id = $1 AND EXISTS (SELECT 1 FROM made)),
       updated AS (
         UPDATE bets b SET payout = $2, multiplier = trunc($2::numeric / b.amount, 4), win = $2::numeric > b.amount, paid = $2::numeric > 0,
                outcome = b.outcome || jsonb_build_object('legs', (SELECT legs FROM s))
          WHERE b.id = (SELECT bet_id FROM s)
         RETURNING b.id
       )
     SELECT COALESCE((SELECT id FROM made), (SELECT id FROM updated))::text AS bet_id, EXISTS (SELECT 1 FROM made) AS made`,
    values: [sportsBetId, payout, SPORTS_GAME],
  });
  const row = rows[0];
  if (!row?.made || row.bet_id === null) return null;
  return liveEntry(client, row.bet_id);
}

/** Clears the result of the bet's row while its settlement is rolled back (the bet is open again). */
export async function clearBetRow(client: pg.PoolClient, betId: string | null): Promise<void> {
  if (betId === null) return;
  await client.query(`UPDATE bets SET payout = 0, multiplier = 0, win = false, paid = false WHERE id = $1`, [betId]);
}

/** A new bets row as the all-bets feed shows it (type 208): the player's name hidden when private. */
async function liveEntry(client: pg.PoolClient, betId: string): Promise<LiveBet> {
  const { rows } = await client.query<{
    user_id: number;
    nick_name: string;
    privacy: number;
    coin: Coin;
    amount: string;
    multiplier: string;
    payout: string;
    code: number;
    title: string;
    at: Date;
  }>(
    `SELECT b.user_id, u.nick_name, u.privacy, b.coin, b.amount::text, b.multiplier::text, b.payout::text, g.code, g.title,
            b.created_at AS at
       FROM bets b JOIN users u ON u.id = b.user_id JOIN games g ON g.name = b.game WHERE b.id = $1`,
    [betId],
  );
  const r = rows[0]!;
  const d = coinDecimals(r.coin);
  return {
    id: Number(betId),
    userName: nameFor(r, null),
    gameCode: r.code,
    gameName: SPORTS_GAME,
    title: r.title,
    coin: r.coin,
    amount: toFixedDown(r.amount, d),
    multiplier: toFixedDown(r.multiplier, 2),
    payout: toFixedDown(r.payout, d),
    time: r.at.getTime(),
  };
}
