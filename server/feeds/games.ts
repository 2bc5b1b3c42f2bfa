import type { GameActivity, PlayedGamesPage } from '../../src/core/feeds';
import type { Queryable } from '../db/pool';

interface Row {
  code: number;
  name: string;
  title: string;
  img_url: string;
  bets: string;
  players: string;
  last_at: Date | null;
}

const toActivity = (r: Row): GameActivity => ({
  gameCode: r.code,
  gameName: r.name,
  title: r.title,
  imgUrl: r.img_url,
  bets: Number(r.bets),
  players: Number(r.players),
  lastPlayed: r.last_at?.getTime() ?? 0,
});

// Every bet with its player and time (a voided round's refunded stakes were never played out: no bets rows).
const ALL_BETS = `SELECT b.user_id, b.game, b.created_at AS at FROM bets b WHERE $1::timestamptz IS NULL OR b.created_at > $1`;

/** hgame: every house game of the catalogue ranked by its bets of the last 24 h (then players, then catalogue order). */
export async function hotGames(db: Queryable): Promise<GameActivity[]> {
  const { rows } = await db.query<Row>(
    `SELECT g.code, g.name, g.title, g.img_url, count(a.at) AS bets, count(DISTINCT a.user_id) AS players, max(a.at) AS last_at
       FROM games g LEFT JOIN (${ALL_BETS}) a ON a.game = g.name
      WHERE g.aggregator IS NULL
      GROUP BY g.code ORDER BY bets DESC, players DESC, g.sort, g.code`,
    [new Date(Date.now() - 24 * 3600_000)],
  );
  return rows.map(toActivity);
}

/** pageUserPlayedGames: the games the player bet on, the most recently played first. */
export async function playedGames(db: Queryable, userId: number, page: number, size: number): Promise<PlayedGamesPage> {
  const { rows } = await db.query<Row & { total: string }>(
    `WITH mine AS (SELECT game, count(*) AS bets, max(created_at) AS last_at FROM bets WHERE user_id = $1 GROUP BY game)
     SELECT g.code, g.name, g.title, g.img_url, m.bets, 1 AS players, m.last_at, count(*) OVER () AS total
       FROM mine m JOIN games g ON g.name = m.game
      ORDER BY m.last_at DESC, g.code LIMIT $2 OFFSET $3`,
    [userId, size, (page - 1) * size],
  );
  let total = Number(rows[0]?.total ?? 0);
  if (rows.length === 0 && page > 1) {
    const { rows: c } = await db.query<{ n: string }>(`SELECT count(DISTINCT game) AS n FROM bets WHERE user_id = $1`, [userId]);
    total = Number(c[0]!.n);
  }
  return { list: rows.map(toActivity), total, page, size };
}
