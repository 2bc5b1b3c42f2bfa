import type { CatalogueGame, CategoryCode, GameDetail, GameMarks, GamePage, GameSort, ProviderCount } from '../../src/core/catalogue';
import { trimZeros } from '../../src/core/money';
import type { Queryable } from '../db/pool';
import { thumbPath } from './sync';

/** The columns of a catalogue entry (games g, providers p, game_categories c); a closed category closes its games. */
const GAME_COLUMNS = `g.code, g.name, g.title, g.channel, g.img_url, g.provider, p.name AS provider_name, c.code AS category,
  g.aggregator, g.rtp::text, g.volatility, g.has_demo, GREATEST(g.maintain_state, c.maintain_state) AS maintain_state,
  g.platforms, g.released_at::text, g.plays_7d, g.min_bet_amount::text,
  LEAST(g.max_bet_amount, c.max_bet_amount)::text AS max_bet_amount,
  EXISTS (SELECT 1 FROM game_thumbnails t WHERE t.game_code = g.code AND t.width = 240) AS small`;
const GAME_FROM = `games g JOIN providers p ON p.code = g.provider JOIN game_categories c ON c.id = g.category_id`;

interface GameRow {
  code: number;
  name: string;
  title: string;
  channel: string;
  img_url: string;
  provider: string;
  provider_name: string;
  category: CategoryCode;
  aggregator: string | null;
  rtp: string | null;
  volatility: CatalogueGame['volatility'];
  has_demo: boolean;
  maintain_state: number;
  platforms: CatalogueGame['platforms'];
  released_at: string | null;
  plays_7d: number;
  min_bet_amount: string;
  max_bet_amount: string;
  small: boolean;
}

const toGame = (r: GameRow): CatalogueGame => ({
  gameCode: r.code,
  gameName: r.name,
  title: r.title,
  channel: r.channel,
  imgUrl: r.img_url,
  imgUrlSmall: r.small ? thumbPath(r.code, 240) : null,
  provider: r.provider,
  providerName: r.provider_name,
  category: r.category,
  aggregator: r.aggregator,
  rtp: r.rtp === null ? null : trimZeros(r.rtp),
  volatility: r.volatility,
  hasDemo: r.has_demo,
  maintainState: r.maintain_state,
  platforms: r.platforms,
  releasedAt: r.released_at,
  plays: r.plays_7d,
  minBetAmount: trimZeros(r.min_bet_amount),
  maxBetAmount: trimZeros(r.max_bet_amount),
});

const ORDER: Record<GameSort, string> = {
  popular: 'g.plays_7d DESC, g.sort, g.code',
  new: 'g.released_at DESC NULLS LAST, g.code DESC',
  az: 'lower(g.title), g.code',
  rtp: 'g.rtp DESC NULLS LAST, g.code',
};

/** What listGame filters by. */
export interface GameQuery {
  page: number;
  size: number;
  category?: CategoryCode;
  provider?: string;
  /** Search text (already trimmed, 2+ characters). */
  search?: string;
  sort: GameSort;
}

/**
 * A page of listed games, and how many there are in all (two statements: the page walks an index in its order and
 * stops at the page; the count reads the filter's index). Search is typo-tolerant: a title matches when it contains
 * the text, or when a word of it is close to the text by trigram word similarity (pg_trgm's `<%`, default threshold
 * 0.6), both served by the title's trigram index; matches rank substring hits first, then by similarity.
 */
export async function listGames(db: Queryable, q: GameQuery): Promise<GamePage> {
  const where = ['g.listed'];
  const values: unknown[] = [];
  const add = (value: unknown) => {
    values.push(value);
    return `$${values.length}`;
  };
  // By the category's id (an init plan), so the games' own category indexes serve the filter and its order.
  if (q.category) where.push(`g.category_id = (SELECT id FROM game_categories WHERE code = ${add(q.category)})`);
  if (q.provider) where.push(`g.provider = ${add(q.provider)}`);
  let order = ORDER[q.sort];
  if (q.search) {
    const text = add(q.search.toLowerCase());
    const like = add(`%${q.search.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`);
    where.push(`(lower(g.title) LIKE ${like} OR ${text} <% lower(g.title))`);
    order = `(lower(g.title) LIKE ${like}) DESC, word_similarity(${text}, lower(g.title)) DESC, ${order}`;
  }
  const whereSql = where.join(' AND ');
  const filter = values.length;
  const [page, count] = await Promise.all([
    db.query<GameRow>(
      `SELECT ${GAME_COLUMNS} FROM ${GAME_FROM} WHERE ${whereSql} ORDER BY ${order} LIMIT $${filter + 1} OFFSET $${filter + 2}`,
      [...values, q.size, (q.page - 1) * q.size],
    ),
    db.query<{ n: string }>(`SELECT count(*) AS n FROM ${GAME_FROM} WHERE ${whereSql}`, values),
  ]);
  return { list: page.rows.map(toGame), total: Number(count.rows[0]!.n), page: q.page, size: q.size };
}

/** Listed providers with their number of listed games, the house first. */
export async function providerCounts(db: Queryable): Promise<ProviderCount[]> {
  const { rows } = await db.query<{ code: string; name: string; logo_url: string | null; games: string }>(
    `SELECT p.code, p.name, p.logo_url, count(g.code) AS games FROM providers p JOIN games g ON g.provider = p.code AND g.listed
      GROUP BY p.code ORDER BY p.sort, p.name`,
  );
  return rows.map((r) => ({ code: r.code, name: r.name, logoUrl: r.logo_url, games: Number(r.games) }));
}

/** One game (listed or not: an old bet may link to it), with the player's marks; null when unknown. */
export async function gameDetail(db: Queryable, code: number, userId: number | null): Promise<GameDetail | null> {
  const { rows } = await db.query<GameRow & { description: string | null; blocked_countries: string[] }>(
    `SELECT ${GAME_COLUMNS}, g.description, g.blocked_countries
       FROM ${GAME_FROM} WHERE g.code = $1`,
    [code],
  );
  const r = rows[0];
  if (!r) return null;
  return {
    ...toGame(r),
    description: r.description,
    blockedCountries: r.blocked_countries,
    marks: await gameMarks(db, code, userId),
  };
}

/** Likes and favourites of a game, and whether the player gave each. */
export async function gameMarks(db: Queryable, code: number, userId: number | null): Promise<GameMarks> {
  const { rows } = await db.query<{ likes: string; favorites: string; liked: boolean; favorited: boolean }>(
    `SELECT count(*) FILTER (WHERE kind = 'like') AS likes, count(*) FILTER (WHERE kind = 'favorite') AS favorites,
            coalesce(bool_or(kind = 'like' AND user_id = $2), false) AS liked,
            coalesce(bool_or(kind = 'favorite' AND user_id = $2), false) AS favorited
       FROM game_marks WHERE game_code = $1`,
    [code, userId],
  );
  const r = rows[0]!;
  return { gameCode: code, likes: Number(r.likes), favorites: Number(r.favorites), liked: r.liked, favorited: r.favorited };
}

/** Sets or clears a like or favourite (a toggle when `on` is undefined); answers the game's marks after it. */
export async function setMark(
  db: Queryable,
  userId: number,
  code: number,
  kind: 'like' | 'favorite',
  on: boolean | undefined,
): Promise<GameMarks> {
  const want =
    on ??
    (await db.query(`SELECT 1 FROM game_marks WHERE user_id = $1 AND kind = $2 AND game_code = $3`, [userId, kind, code])).rows.length ===
      0;
  if (want) {
    await db.query(`INSERT INTO game_marks (user_id, kind, game_code) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING`, [userId, kind, code]);
  } else {
    await db.query(`DELETE FROM game_marks WHERE user_id = $1 AND kind = $2 AND game_code = $3`, [userId, kind, code]);
  }
  return gameMarks(db, code, userId);
}

/** The player's favourites, the latest first. */
export async function favoritesPage(db: Queryable, userId: number, page: number, size: number): Promise<GamePage> {
  const { rows } = await db.query<GameRow & { total: string }>(
    `SELECT ${GAME_COLUMNS}, count(*) OVER () AS total
       FROM game_marks m JOIN ${GAME_FROM} ON g.code = m.game_code
      WHERE m.user_id = $1 AND m.kind = 'favorite'
      ORDER BY m.created_at DESC, g.code LIMIT $2 OFFSET $3`,
    [userId, size, (page - 1) * size],
  );
  let total = Number(rows[0]?.total ?? 0);
  if (rows.length === 0 && page > 1) {
    const { rows: c } = await db.query<{ n: string }>(`SELECT count(*) AS n FROM game_marks WHERE user_id = $1 AND kind = 'favorite'`, [
      userId,
    ]);
    total = Number(c[0]!.n);
  }
  return { list: rows.map(toGame), total, page, size };
}

/** Recounts every game's bets of the last 7 days (the "popular" order); answers how many games changed. */
export async function refreshPlays(db: Queryable): Promise<number> {
  const { rowCount } = await db.query(
    `WITH week AS (SELECT game, count(*)::int AS n FROM bets WHERE created_at > now() - interval '7 days' GROUP BY game)
     UPDATE games g SET plays_7d = coalesce(w.n, 0)
       FROM games g2 LEFT JOIN week w ON w.game = g2.name
      WHERE g.code = g2.code AND g.plays_7d IS DISTINCT FROM coalesce(w.n, 0)`,
  );
  return rowCount ?? 0;
}
