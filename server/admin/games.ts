import type pg from 'pg';
import type { AggregatorConfig } from '../aggregators/types';
import { syncAggregator } from '../catalogue/sync';
import type { AdminResult } from './result';

/** Usage of the games commands. */
export const GAMES_USAGE = `  games sync [<aggregator>]      bring each configured aggregator's game list into the catalogue
  games list [<search>]           listed games (code, aggregator, provider, category, RTP, maintenance)
  games maintenance <code> on|off  a game under maintenance takes no bets (wins and rollbacks still settle)`;

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
        `SELECT g.code, g.title, g.aggregator, g.provider, c.code AS category, g.rtp::text, g.maintain_state
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
    default:
      return usage(sub ? `games: unknown command ${sub}` : 'games: a command is required');
  }
}
