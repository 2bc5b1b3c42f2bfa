import type pg from 'pg';
import { coinDecimals, type Coin } from '../../src/core/currency';
import { Decimal, trimZeros } from '../../src/core/money';
import { DAY_MS, type FreeBetRewardRule, type FreeBetsMine, type FreeBetView } from '../../src/core/promotions';
import type { Queryable } from '../db/pool';
import { badRequest } from '../errors';
import { statusOf, textIn, type PromotionRow } from './catalog';
import { entryRows, type MatchStanding } from './depositMatch';

/*
 * Free bets: a free-bet promotion gives a player who takes it `bets` free bets of `amount` `coin` on its games, usable
 * for `expiryDays`. Taking it is joining it, once per player (the entry row is the guard). A free bet is spent by an
 * instant bet that names it (server/games/bets/freeBetStatement.ts).
 */

/** The free-bet rule of a free-bet promotion. */
export function freeBetRule(p: PromotionRow): FreeBetRewardRule {
  return p.reward as unknown as FreeBetRewardRule;
}

interface FreeBetRow {
  id: string;
  promotion_id: number | null;
  title: string | null;
  coin: Coin;
  amount: string;
  games: string[];
  expires_at: Date;
}

const view = (r: FreeBetRow): FreeBetView => ({
  id: Number(r.id),
  promotionId: r.promotion_id,
  title: r.title ?? 'Free bet',
  coin: r.coin,
  amount: trimZeros(new Decimal(r.amount).toFixed(coinDecimals(r.coin))),
  games: r.games,
  expiresAt: r.expires_at.toISOString(),
});

/** The free bets the player holds now (unused, not expired), soonest to expire first. */
export async function openFreeBets(db: Queryable, userId: number): Promise<FreeBetView[]> {
  const { rows } = await db.query<FreeBetRow>(
    `SELECT f.id, f.promotion_id, p.titles ->> 'en_US' AS title, f.coin, f.amount, f.games, f.expires_at
       FROM free_bets f LEFT JOIN promotions p ON p.id = f.promotion_id
      WHERE f.user_id = $1 AND f.used_at IS NULL AND f.expires_at > now()
      ORDER BY f.expires_at, f.id LIMIT 100`,
    [userId],
  );
  return rows.map(view);
}

/** The player's free bets of one promotion: held, used, expired, and what the used ones paid. */
export async function freeBetsMine(db: Queryable, p: PromotionRow, userId: number): Promise<FreeBetsMine> {
  const { rows } = await db.query<FreeBetRow & { used_at: Date | null; won: string | null }>(
    `SELECT f.id, f.promotion_id, NULL AS title, f.coin, f.amount, f.games, f.expires_at, f.used_at,
            (SELECT GREATEST(b.payout - b.amount, 0) FROM bets b WHERE b.free_bet_id = f.id) AS won
       FROM free_bets f WHERE f.user_id = $1 AND f.promotion_id = $2 ORDER BY f.expires_at, f.id`,
    [userId, p.id],
  );
  const now = Date.now();
  const title = textIn(p.titles, 'en_US');
  const won = rows.reduce((sum, r) => sum.plus(r.won ?? 0), new Decimal(0));
  const coin = freeBetRule(p).coin;
  return {
    available: rows.filter((r) => !r.used_at && r.expires_at.getTime() > now).map((r) => ({ ...view(r), title })),
    used: rows.filter((r) => r.used_at).length,
    expired: rows.filter((r) => !r.used_at && r.expires_at.getTime() <= now).length,
    won: trimZeros(won.toFixed(coinDecimals(coin))),
  };
}

/**
 * Takes a free-bet promotion (in the caller's transaction): its entry row, once per player, then its free bets.
 * Refused when the player took it before (even if they used them all) or it does not run.
 */
export async function takeFreeBets(client: pg.PoolClient, p: PromotionRow, userId: number, now: Date): Promise<number> {
  if (statusOf(p, now) !== 'live') throw badRequest('This promotion is not running');
  const entry = await client.query(
    `INSERT INTO promotion_entries (promotion_id, user_id, period, state) VALUES ($1, $2, '', 'claimed')
     ON CONFLICT (promotion_id, user_id, period) DO NOTHING`,
    [p.id, userId],
  );
  if (!entry.rowCount) throw badRequest('You have already taken these free bets');
  const rule = freeBetRule(p);
  const { rowCount } = await client.query(
    `INSERT INTO free_bets (user_id, promotion_id, coin, amount, games, expires_at)
     SELECT $1, $2, $3, $4, $5, $6 FROM generate_series(1, $7)`,
    [userId, p.id, rule.coin, rule.amount, p.games, new Date(now.getTime() + rule.expiryDays * DAY_MS), rule.bets],
  );
  return rowCount ?? 0;
}

/** A free-bet promotion's standing for a player, in the deposit matches' shape, with the free bets. */
export type FreeBetStanding = MatchStanding & { freeBets: FreeBetsMine | null };

/** Where the player stands in a free-bet promotion: taken (state claimed, with the free bets) or not. */
export async function freeBetStanding(db: Queryable, p: PromotionRow, userId: number, now: Date): Promise<FreeBetStanding> {
  const entries = await entryRows(db, p.id, userId);
  const taken = entries.some((e) => e.period === '');
  const cannotJoin = taken
    ? 'You have already taken these free bets'
    : statusOf(p, now) !== 'live'
      ? 'This promotion is not running'
      : null;
  return {
    state: taken ? 'claimed' : 'none',
    firstState: null,
    offer: null,
    deposit: null,
    entries,
    canJoin: cannotJoin === null,
    cannotJoin,
    nothing: taken ? 'Your free bets are in the bet panel of their games' : 'Take the offer to get the free bets',
    freeBets: taken ? await freeBetsMine(db, p, userId) : null,
  };
}
