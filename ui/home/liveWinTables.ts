import type { RatesData } from '../../src/core/api';
import { fiatValue } from '../../src/core/coinSort';
import { isCoin } from '../../src/core/currency';
import type { WinRow } from '../../src/core/feeds';
import { HOUSE_GAME_INFO } from '../../src/core/games/catalog';
import { Decimal, toFixedDown } from '../../src/core/money';
import type { LiveBet } from '../../src/core/socket';

// The rules that keep the win tables live from socket 208 batches, the server's order (server/feeds/wins.ts) kept:
// a new win takes its place in the table, the table keeps its length, a win that ranks below a full table is dropped.

/** How a win table is ordered: big wins by the payout's USD value, lucky wins by the multiplier. */
export type WinTableOrder = 'payout' | 'multiplier';

/** How often a live win table reads its rows again (wins age out of the day and week, rates move). */
export const WIN_TABLE_REFRESH_MS = 60_000;

const HOUSE_GAMES = HOUSE_GAME_INFO as Record<string, { title: string } | undefined>;

/**
 * The win-table row of a live-feed entry, or null when it is not a win (a payout at or below the stake), is malformed,
 * or its USD value is unknown (no rate for its coin yet). Ids follow the server's: `b<bets id>`.
 */
export function winRowOf(bet: LiveBet, rates: RatesData | null): WinRow | null {
  try {
    const amount = new Decimal(bet.amount);
    const payout = new Decimal(bet.payout);
    if (!payout.gt(amount) || !isCoin(bet.coin)) return null;
    const usd = fiatValue(payout, bet.coin, 'USD', rates);
    if (usd === null) return null;
    return {
      id: `b${bet.id}`,
      userName: bet.userName,
      gameCode: bet.gameCode,
      gameName: bet.gameName,
      title: bet.title ?? HOUSE_GAMES[bet.gameName]?.title ?? bet.gameName,
      coin: bet.coin,
      amount: bet.amount,
      multiplier: toFixedDown(bet.multiplier, 2),
      payout: bet.payout,
      payoutUsd: toFixedDown(usd, 2),
      time: bet.time,
    };
  } catch {
    return null;
  }
}

// Negative when a ranks above b: the server's ORDER BY (then newer first, then the larger id).
function compare(order: WinTableOrder, a: WinRow, b: WinRow): number {
  const usd = new Decimal(b.payoutUsd).comparedTo(a.payoutUsd);
  const mult = new Decimal(b.multiplier).comparedTo(a.multiplier);
  const first = order === 'payout' ? [usd, mult] : [mult, usd];
  return first[0] || first[1] || b.time - a.time || (b.id < a.id ? -1 : b.id > a.id ? 1 : 0);
}

/**
 * The table with the wins inserted in order (oldest first, as a 208 frame lists them): a win already in the table is
 * skipped, one that ranks at or past `size` is not added, and the table is cut back to `size` rows.
 */
export function mergeWins(rows: readonly WinRow[], wins: readonly WinRow[], order: WinTableOrder, size: number): WinRow[] {
  const out = [...rows];
  const ids = new Set(out.map((r) => r.id));
  for (const win of wins) {
    if (ids.has(win.id)) continue;
    let at = out.findIndex((r) => compare(order, win, r) < 0);
    if (at < 0) at = out.length;
    if (at >= size) continue;
    out.splice(at, 0, win);
    ids.add(win.id);
    if (out.length > size) ids.delete(out.pop()!.id);
  }
  return out;
}

/** The wins of live-feed entries (given oldest first) as table rows, in the same order. */
export function winRowsOf(bets: readonly LiveBet[], rates: RatesData | null): WinRow[] {
  return bets.flatMap((b) => winRowOf(b, rates) ?? []);
}
