import { HOUSE_GAMES, type HouseGame } from '../../src/core/games/catalog';
import type { GameStatistics, LiveStats, StatPeriod } from '../../src/core/history';
import { Decimal, toFixedDown } from '../../src/core/money';
import type { Queryable } from '../db/pool';

// Every settled bet of a player (a crash bet once cashed out or lost; a refunded one never counted). USD at today's
// rates, as the player card and the site figures value them.
const PLAYER_BETS = `
  SELECT b.game, b.amount * r.usd_rate AS wagered, (b.payout - b.amount) * r.usd_rate AS profit,
         (b.paid AND b.payout > b.amount) AS won, CASE WHEN b.paid THEN b.multiplier END AS multiplier, b.created_at AS at
    FROM bets b JOIN rates r ON r.code = b.coin AND r.kind = 'COIN'
   WHERE b.user_id = $1`;

const usd = (v: string | null | undefined) => toFixedDown(v ?? '0', 2);

/** selectUserGameStatistics: per game (in the catalogue's order) and in total, over the last `days` days (0: ever). */
export async function gameStatistics(db: Queryable, userId: number, days: StatPeriod): Promise<GameStatistics> {
  const { rows } = await db.query<{ game: HouseGame; bets: string; wins: string; wagered: string; profit: string; best: string | null }>(
    `SELECT game, count(*) AS bets, count(*) FILTER (WHERE won) AS wins, sum(wagered) AS wagered, sum(profit) AS profit,
            max(multiplier) FILTER (WHERE won) AS best
       FROM (${PLAYER_BETS}) p
      WHERE $2 = 0 OR at > now() - make_interval(days => $2)
      GROUP BY game`,
    [userId, days],
  );
  const games = HOUSE_GAMES.flatMap((game) => {
    const r = rows.find((row) => row.game === game);
    if (!r) return [];
    return [
      {
        game,
        bets: Number(r.bets),
        wins: Number(r.wins),
        wageredUsd: usd(r.wagered),
        profitUsd: usd(r.profit),
        bestMultiplier: r.best === null ? null : new Decimal(r.best).toDecimalPlaces(2, Decimal.ROUND_DOWN).toFixed(2),
      },
    ];
  });
  const sum = (key: 'wagered' | 'profit') => rows.reduce((s, r) => s.plus(r[key] ?? 0), new Decimal(0)).toFixed();
  return {
    days,
    games,
    total: {
      bets: games.reduce((n, g) => n + g.bets, 0),
      wins: games.reduce((n, g) => n + g.wins, 0),
      wageredUsd: usd(sum('wagered')),
      profitUsd: usd(sum('profit')),
    },
  };
}

/** selectLiveStatsByUser: the player's latest `limit` bets (one game or all) as counts and a running profit. */
export async function liveStats(db: Queryable, userId: number, game: HouseGame | null, limit: number): Promise<LiveStats> {
  const { rows } = await db.query<{ at: Date; won: boolean; wagered: string; profit: string }>(
    `SELECT at, won, wagered, profit FROM (
       SELECT * FROM (${PLAYER_BETS}) p WHERE $2::text IS NULL OR game = $2 ORDER BY at DESC LIMIT $3
     ) latest ORDER BY at`,
    [userId, game, limit],
  );
  let running = new Decimal(0);
  let wagered = new Decimal(0);
  const points = rows.map((r) => {
    running = running.plus(r.profit);
    wagered = wagered.plus(r.wagered);
    return { at: r.at.toISOString(), profitUsd: usd(running.toFixed()) };
  });
  const wins = rows.filter((r) => r.won).length;
  return {
    bets: rows.length,
    wins,
    losses: rows.length - wins,
    wageredUsd: usd(wagered.toFixed()),
    profitUsd: usd(running.toFixed()),
    points,
  };
}
