import type pg from 'pg';
import type { SportsbookConfig } from '../sportsbook/config';
import { SportsTokens } from '../sportsbook/tokens';
import type { AdminResult } from './result';

/** Usage of the sportsbook commands. */
export const SPORTS_USAGE = `  sports settle <match> [<home>-<away>]   end a match of the sportsbook now (at the score given, else its own) and settle its bets
  sports void <match>                      call a match off: its singles are refunded, its legs of combos count 1
  sports misbehave duplicate|rollback_first|timeout|none   how the demo sportsbook sends its next wallet calls`;

/** What the sportsbook commands need: the book's address and our key, as the server has them. */
export interface SportsAdminContext {
  config: SportsbookConfig;
  demoMode: boolean;
  sessionIdleMs: number;
  fetch?: typeof fetch;
}

const MATCH = /^[a-z0-9-]{1,60}$/;

/**
 * Runs a sportsbook command: an order signed with our sportsbook key (the book checks it with our key set), posted to
 * the book's /control; prints the book's answer.
 */
export async function runSportsAdmin(db: pg.Pool, args: readonly string[], ctx: SportsAdminContext | undefined): Promise<AdminResult> {
  const [sub, a, b, ...rest] = args;
  const usage = (why: string): AdminResult => ({ code: 2, out: `${why}\nusage:\n${SPORTS_USAGE}` });
  let order: Record<string, unknown>;
  switch (sub) {
    case 'settle': {
      if (!a || !MATCH.test(a) || rest.length > 0) return usage('sports settle: a match id (such as soccer-north-2950123) is required');
      const score = b === undefined ? null : /^(\d{1,2})-(\d{1,2})$/.exec(b);
      if (b !== undefined && !score) return usage('sports settle: the score is <home>-<away>, such as 2-1');
      order = { order: 'settle', event: a, ...(score ? { score: { home: Number(score[1]), away: Number(score[2]) } } : {}) };
      break;
    }
    case 'void':
      if (!a || !MATCH.test(a) || b !== undefined) return usage('sports void: a match id is required');
      order = { order: 'void', event: a };
      break;
    case 'misbehave':
      if (!a || !['duplicate', 'rollback_first', 'timeout', 'none'].includes(a) || b !== undefined) {
        return usage('sports misbehave: duplicate, rollback_first, timeout or none');
      }
      order = { order: 'misbehave', mode: a };
      break;
    default:
      return usage(sub ? `unknown sports command: ${sub}` : 'a sports command is required');
  }
  if (!ctx?.config.url) return { code: 1, out: 'no sportsbook is configured (SPORTSBOOK_URL; in demo mode the book npm start runs)' };
  const payload = await new SportsTokens(db, ctx.config, ctx.demoMode, ctx.sessionIdleMs).signOrder(order);
  let res: Response;
  try {
    res = await (ctx.fetch ?? fetch)(new URL('control', ctx.config.url), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ payload }),
      signal: AbortSignal.timeout(15_000),
    });
  } catch (error) {
    return { code: 1, out: `the sportsbook at ${ctx.config.url} did not answer: ${(error as Error).message}` };
  }
  const answer = (await res.json().catch(() => null)) as Record<string, unknown> | null;
  if (!res.ok || !answer || answer.ok !== true) {
    return { code: 1, out: `the sportsbook refused: ${String(answer?.message ?? `HTTP ${res.status}`)}` };
  }
  if (answer.order === 'misbehave') return { code: 0, out: `the sportsbook now misbehaves: ${String(answer.mode)}` };
  const score = answer.score as { home: number; away: number };
  const ended = answer.status === 'void' ? 'was called off' : `ended ${score.home}-${score.away}`;
  return { code: 0, out: `${String(answer.event)} ${ended}: ${String(answer.settled)} bets settled, ${String(answer.open)} still open` };
}
