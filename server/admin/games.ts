import type pg from 'pg';
import type { AggregatorConfig } from '../aggregators/types';
import { syncAggregator } from '../catalogue/sync';
import type { AdminResult } from './result';
import { Decimal } from '../../src/core/money';

/** Usage of the games commands. */
export const GAMES_USAGE = `  games sync [<aggregator>]      bring each configured aggregator's game list into the catalogue
  games list [<search>]           listed games (code, aggregator, provider, category, RTP, maintenance)
  games maintenance <code> on|off  a game under maintenance takes no bets (wins and rollbacks still settle)
  games categories                the third-party categories: games, maintenance, USD cap of one stake
  games category <code> maintenance on|off   close or open every game of a category at once
  games category <code> max <usd>|none       cap one stake on any game of the category (beside each game's cap)`;

/** Runs a games command. */
export async function runGamesAdmin(db: pg.Pool, args: readonly string[], aggregators: readonly AggregatorConfig[]): Promise<AdminResult> {
  const [sub, a, b, ...rest] = args;
  const usage = (why: string): AdminResult => ({ code: 2, out: `${why}\nusage:\n${GAMES_USAGE}` });
  switch (sub) {
    case 'sync': {
      if (b !== undefined) return usage('games sync: unexpected arguments');
      const chosen = a === undefined ? aggregators : aggregators.filter((x) => x.code === a);
      if (a !== undefined && chosen.length === 0) return { code: 1, out: `no aggregator ${a} is configured (AGGREGATORS)` };
      if (chosen.length === 0)
        return { code: 1, out: 'no aggregator is configured (AGGREGATORS; in demo mode the studio started by npm start)' };
      const lines: string[] = [];
      for (const config of chosen) {
        try {
          const r = await syncAggregator(db, config, (msg) => lines.push(`  ${msg}`));
          lines.push(`${config.code}: ${r.added} added, ${r.updated} updated, ${r.delisted} delisted, ${r.thumbnails} thumbnails`);
        } catch (error) {
          return { code: 1, out: [...lines, `${config.code}: ${(error as Error).message}`].join('\n') };
        }
      }
      return { code: 0, out: lines.join('\n') };
    }
    case 'list': {
      if (b !== undefined) return usage('games list: unexpected arguments');
      const { rows } = await db.query<{
        code: number;
        title: string;
        aggregator: string | null;
        provider: string;
        category: string;
        rtp: string | null;
        maintain_state: number;
      }>(
        `SELECT g.code, g.title, g.aggregator, g.provider, c.code AS category, g.rtp::text,
                GREATEST(g.maintain_state, c.maintain_state) AS maintain_state
           FROM games g JOIN game_categories c ON c.id = g.category_id
          WHERE g.listed AND ($1::text IS NULL OR lower(g.title) LIKE '%' || lower($1) || '%')
          ORDER BY g.aggregator NULLS FIRST, g.sort, g.code LIMIT 200`,
        [a ?? null],
      );
      const out = rows.map(
        (r) =>
          `${String(r.code).padEnd(8)} ${r.title.padEnd(24)} ${(r.aggregator ?? 'house').padEnd(10)} ${r.provider.padEnd(16)} ${r.category.padEnd(8)} ${(r.rtp ?? '-').padEnd(7)} ${r.maintain_state ? 'maintenance' : 'open'}`,
      );
      return { code: 0, out: out.length > 0 ? out.join('\n') : 'no games' };
    }
    case 'maintenance': {
      if (!a || !/^\d{1,10}$/.test(a) || (b !== 'on' && b !== 'off') || rest.length > 0) return usage('games maintenance: <code> on|off');
      const { rowCount } = await db.query('UPDATE games SET maintain_state = $2 WHERE code = $1', [Number(a), b === 'on' ? 1 : 0]);
      if (!rowCount) return { code: 1, out: `no game ${a}` };
      return {
        code: 0,
        out: `game ${a} is ${b === 'on' ? 'under maintenance' : 'open'} (servers see it within their reference cache's life)`,
      };
    }
    case 'categories': {
      if (a !== undefined) return usage('games categories: unexpected arguments');
      const { rows } = await db.query<{ code: string; name: string; games: string; maintain_state: number; max: string }>(
        `SELECT c.code, c.name, count(g.code) FILTER (WHERE g.listed) AS games, c.maintain_state,
                coalesce(trim_scale(c.max_bet_amount)::text || ' USD', 'none') AS max
           FROM game_categories c LEFT JOIN games g ON g.category_id = c.id
          WHERE c.id <> $1 GROUP BY c.id ORDER BY c.sort, c.id`,
        [HOUSE_CATEGORY_ID],
      );
      const out = rows.map(
        (r) =>
          `${r.code.padEnd(8)} ${r.name.padEnd(14)} ${r.games.padStart(5)} games  ${r.maintain_state ? 'maintenance' : 'open'.padEnd(11)}  cap ${r.max}`,
      );
      return { code: 0, out: out.join('\n') };
    }
    case 'category':
      return categoryCommand(db, a, b, rest);
    default:
      return usage(sub ? `games: unknown command ${sub}` : 'games: a command is required');
  }
}

/** The house games' category: they close one by one (games maintenance), with limits of their own. */
const HOUSE_CATEGORY_ID = 1;

/** `games category <code> maintenance on|off` and `games category <code> max <usd>`. */
async function categoryCommand(
  db: pg.Pool,
  code: string | undefined,
  what: string | undefined,
  rest: readonly string[],
): Promise<AdminResult> {
  const usage = `games category <code> maintenance on|off | games category <code> max <usd>|none\nusage:\n${GAMES_USAGE}`;
  if (!code || rest.length !== 1 || (what !== 'maintenance' && what !== 'max')) return { code: 2, out: usage };
  const { rows } = await db.query<{ id: number }>('SELECT id FROM game_categories WHERE code = $1', [code]);
  const id = rows[0]?.id;
  if (id === undefined) return { code: 1, out: `no category ${code} (see games categories)` };
  if (id === HOUSE_CATEGORY_ID) return { code: 1, out: `${code} holds the house games: close them one by one with games maintenance` };
  const value = rest[0]!;
  if (what === 'maintenance') {
    if (value !== 'on' && value !== 'off') return { code: 2, out: usage };
    await db.query('UPDATE game_categories SET maintain_state = $2 WHERE id = $1', [id, value === 'on' ? 1 : 0]);
    return { code: 0, out: `every game of ${code} is ${value === 'on' ? 'under maintenance' : 'open (unless closed one by one)'}` };
  }
  if (value === 'none') {
    await db.query('UPDATE game_categories SET max_bet_amount = NULL WHERE id = $1', [id]);
    return { code: 0, out: `${code} has no cap of its own: each game's cap applies` };
  }
  if (!/^\d{1,12}(\.\d{1,8})?$/.test(value) || new Decimal(value).lte(0)) {
    return { code: 2, out: `games category ${code} max: a USD amount above 0 with at most 8 decimals, not ${value}` };
  }
  await db.query('UPDATE game_categories SET max_bet_amount = $2 WHERE id = $1', [id, value]);
  return { code: 0, out: `one stake on a game of ${code} is now worth at most ${new Decimal(value).toFixed()} USD` };
}
