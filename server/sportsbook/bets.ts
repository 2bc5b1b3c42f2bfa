import type { SportsBetPage, SportsBetRecord } from '../../src/core/sportsbook';
import type { Queryable } from '../db/pool';
import { Decimal } from '../../src/core/money';

/** A page of the player's sports bets (made, open, settled, turned down), newest first. */
export async function sportsBetPage(db: Queryable, userId: number, page: number, size: number): Promise<SportsBetPage> {
  const { rows } = await db.query<{
    id: string;
    bet_id: string | null;
    kind: SportsBetRecord['kind'];
    coin: string;
    stake: string;
    odds: string;
    potential_win: string;
    payout: string;
    state: SportsBetRecord['state'];
    legs: SportsBetRecord['legs'];
    created_at: Date;
    settled_at: Date | null;
  }>({
    name: 'sports-bet-page',
    text: `SELECT id::text, bet_id::text, kind, coin, stake::text, odds::text, potential_win::text, payout::text, state, legs,
                  created_at, settled_at
             FROM sports_bets WHERE user_id = $1 ORDER BY id DESC LIMIT $2 OFFSET $3`,
    values: [userId, size + 1, (page - 1) * size],
  });
  const trim = (v: string) => new Decimal(v).toFixed();
  const list = rows.slice(0, size).map((r): SportsBetRecord => ({
    id: r.id,
    betId: r.bet_id,
    kind: r.kind,
    coin: r.coin,
    stake: trim(r.stake),
    odds: trim(r.odds),
    potentialWin: trim(r.potential_win),
    payout: trim(r.payout),
    state: r.state,
    legs: r.legs,
    placedAt: r.created_at.getTime(),
    settledAt: r.settled_at?.getTime() ?? null,
  }));
  return { list, next: rows.length > size ? page + 1 : null };
}
