import { coinDecimals, isCoin } from '../../src/core/currency';
import type { WinRow, WinWindow } from '../../src/core/feeds';
import { toFixedDown } from '../../src/core/money';
import type { Queryable } from '../db/pool';
import { HIDDEN_NAME } from '../games/bets/betView';

const WINDOW: Record<WinWindow, string | null> = { D: '1 day', W: '7 days', M: '30 days', A: null };

/** How a win table is ordered: by the payout's USD value (big wins) or by the multiplier (lucky wins). */
export type WinOrder = 'payout' | 'multiplier';

interface Row {
  id: string;
  game: string;
  coin: string;
  amount: string;
  multiplier: string;
  payout: string;
  at: Date;
  payout_usd: string;
  nick_name: string;
  privacy: number;
  code: number;
  title: string;
}

// Every win: a bet of any house game that paid more than its stake (plinko's 0.5x bucket pays but is not a win here),
// keyed 'b<bets id>'.
const WINS = `
  SELECT 'b' || b.id AS id, b.user_id, b.game, b.coin, b.amount, b.multiplier, b.payout, b.created_at AS at
    FROM bets b
   WHERE b.paid AND b.payout > b.amount AND ($1::interval IS NULL OR b.created_at > now() - $1::interval)`;

/**
 * A page of the biggest (USD payout) or luckiest (multiplier) wins of the window, every player included; a player
 * whose privacy is on is shown as Hidden. Ties go to the newer win.
 */
export async function winTable(db: Queryable, order: WinOrder, window: WinWindow, page: number, size: number): Promise<WinRow[]> {
  const orderBy = order === 'payout' ? 'payout_usd DESC, w.multiplier DESC' : 'w.multiplier DESC, payout_usd DESC';
  const { rows } = await db.query<Row>(
    `SELECT w.id, w.game, w.coin, w.amount, w.multiplier, w.payout, w.at, w.payout * r.usd_rate AS payout_usd,
            u.nick_name, u.privacy, g.code, g.title
       FROM (${WINS}) w JOIN users u ON u.id = w.user_id JOIN games g ON g.name = w.game
       JOIN rates r ON r.code = w.coin AND r.kind = 'COIN'
      ORDER BY ${orderBy}, w.at DESC, w.id DESC LIMIT $2 OFFSET $3`,
    [WINDOW[window], size, (page - 1) * size],
  );
  return rows.map(toWinRow);
}

function toWinRow(r: Row): WinRow {
  const decimals = isCoin(r.coin) ? coinDecimals(r.coin) : 8;
  return {
    id: r.id,
    userName: r.privacy === 1 ? HIDDEN_NAME : r.nick_name,
    gameCode: r.code,
    gameName: r.game,
    title: r.title,
    coin: r.coin,
    amount: toFixedDown(r.amount, decimals),
    multiplier: toFixedDown(r.multiplier, 2),
    payout: toFixedDown(r.payout, decimals),
    payoutUsd: toFixedDown(r.payout_usd, 2),
    time: r.at.getTime(),
  };
}
