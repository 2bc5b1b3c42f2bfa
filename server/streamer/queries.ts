import { OVERLAY_BETS, type OverlayBet, type SessionStats } from '../../src/core/overlay';
import { Decimal } from '../../src/core/money';
import type { Queryable } from '../db/pool';

interface BetRow {
  id: string;
  game: string;
  title: string;
  coin: string;
  amount: string;
  payout: string;
  multiplier: string;
  win: boolean;
  created_at: Date;
  usd: string;
  payout_usd: string;
}

/** Decimal text without trailing zeros, cut to `places` (down: never shows more than was won). */
function plain(value: string | Decimal, places = 8): string {
  return new Decimal(value).toDecimalPlaces(places, Decimal.ROUND_DOWN).toFixed();
}

function overlayBet(r: BetRow): OverlayBet {
  return {
    id: r.id,
    game: r.game,
    title: r.title,
    coin: r.coin,
    amount: plain(r.amount),
    payout: plain(r.payout),
    multiplier: plain(r.multiplier, 4),
    win: r.win,
    amountUsd: plain(r.usd, 2),
    payoutUsd: plain(r.payout_usd, 2),
    time: r.created_at.getTime(),
  };
}

// A bet's stake and payout in USD are its wager's (the rate at settlement); a free-play bet has no wager (0).
const BET_SELECT = `
  SELECT b.id, b.game, COALESCE(g.title, b.game) AS title, b.coin, b.amount, b.payout, b.multiplier, b.win, b.created_at,
         COALESCE(w.usd, 0) AS usd, COALESCE(w.payout_usd, 0) AS payout_usd
    FROM bets b
    LEFT JOIN games g ON g.name = b.game
    LEFT JOIN game_categories c ON c.id = g.category_id
    LEFT JOIN wagers w ON w.product = COALESCE(c.product, 'originals') AND w.ref_id = b.id AND w.reverses IS NULL`;

/** The player's last bets, newest first. */
export async function lastBets(db: Queryable, userId: number, limit = OVERLAY_BETS): Promise<OverlayBet[]> {
  const { rows } = await db.query<BetRow>(`${BET_SELECT} WHERE b.user_id = $1 ORDER BY b.id DESC LIMIT $2`, [userId, limit]);
  return rows.map(overlayBet);
}

/** The player's bets after `afterId`, oldest first (at most `limit`, the newest of them). */
export async function betsAfter(db: Queryable, userId: number, afterId: string, limit = OVERLAY_BETS): Promise<OverlayBet[]> {
  const { rows } = await db.query<BetRow>(`${BET_SELECT} WHERE b.user_id = $1 AND b.id > $2 ORDER BY b.id DESC LIMIT $3`, [
    userId,
    afterId,
    limit,
  ]);
  return rows.map(overlayBet).reverse();
}

/** The newest bet id of the player ('0' when none). */
export async function lastBetId(db: Queryable, userId: number): Promise<string> {
  const { rows } = await db.query<{ id: string | null }>('SELECT max(id) AS id FROM bets WHERE user_id = $1', [userId]);
  return rows[0]?.id ?? '0';
}

/**
 * Session stats since `since` (null: the session start the streamer's settings hold), from the wager stream (every
 * real stake of every product, at its settlement rate): a reversed stake (a rolled-back third-party bet) counts for
 * nothing. Best multiplier: the highest payout over stake of a winning stake.
 */
export async function sessionStats(db: Queryable, userId: number, since: Date | null): Promise<SessionStats> {
  const { rows } = await db.query<{ since: Date; n: string; wagered: string; profit: string; best: string; biggest: string }>(
    `WITH s AS (SELECT COALESCE($2::timestamptz, (SELECT session_since FROM streamer_settings WHERE user_id = $1), now()) AS since)
     SELECT s.since, count(w.id) AS n, COALESCE(sum(w.usd), 0) AS wagered, COALESCE(sum(w.payout_usd - w.usd), 0) AS profit,
            COALESCE(max(w.payout_usd / w.usd) FILTER (WHERE w.usd > 0 AND w.payout_usd > w.usd), 0) AS best,
            COALESCE(max(w.payout_usd), 0) AS biggest
       FROM s
       LEFT JOIN wagers w ON w.user_id = $1 AND w.created_at >= s.since AND w.reverses IS NULL
        AND NOT EXISTS (SELECT 1 FROM wagers r WHERE r.reverses = w.id)
      GROUP BY s.since`,
    [userId, since],
  );
  const r = rows[0]!;
  return {
    since: r.since.toISOString(),
    bets: Number(r.n),
    wagered: plain(r.wagered, 2),
    profit: new Decimal(r.profit).toDecimalPlaces(2, Decimal.ROUND_HALF_EVEN).toFixed(),
    bestMultiplier: new Decimal(r.best).toDecimalPlaces(2, Decimal.ROUND_HALF_EVEN).toFixed(),
    biggestWin: plain(r.biggest, 2),
  };
}
