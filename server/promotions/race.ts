import type pg from 'pg';
import { coinDecimals, type Coin } from '../../src/core/currency';
import { Decimal, trimZeros } from '../../src/core/money';
import {
  lastEndedPeriod,
  ordinal,
  periodAt,
  type Period,
  type RaceBoard,
  type RaceLeader,
  type RaceMine,
  type RaceRewardRule,
} from '../../src/core/promotions';
import type { NewsNotify } from '../../src/core/feeds';
import { createNotification } from '../feeds/notifications';
import { nameFor } from '../games/bets/betView';
import { applyMovements, type AppliedMovement } from '../money/moves';
import type { ReferenceData } from '../reference/ReferenceCache';
import type { Db, PromotionRow } from './catalog';

/*
 * Wager races: a race runs in periods (periodDays long from its start). Its joined players are ranked by what they
 * wagered in the period since they joined: each stake's USD value at the moment of the bet times its product's weight,
 * on the race's games (all when none are named). Ties go to whoever reached the score first. When a period ends, its
 * prizes (USD by rank, to players who wagered at least minWagerUsd) are paid once to each winner's deposit balance in
 * the coin they have selected, at its USD price then.
 */

/** Places shown on the board. */
export const BOARD_SIZE = 25;

/** A period is settled this long after its end, so stakes committing at its end are counted. */
export const RACE_GRACE_MS = 10_000;

/** The advisory lock class of a race's settlement (the second key is the promotion's id). */
const SETTLE_LOCK = 7303;

/** A player's score in a period. */
export interface StandingRow {
  user_id: number;
  nick_name: string;
  privacy: number;
  score: string;
  last: Date | null;
}

/** The race rule of a race promotion. */
export function raceRule(p: PromotionRow): RaceRewardRule {
  return p.reward as unknown as RaceRewardRule;
}

/** When the promotion stops: its end, or the moment it was ended, whichever is first. */
export function stopOf(p: PromotionRow): Date | null {
  if (p.ended_at && p.ends_at) return p.ended_at < p.ends_at ? p.ended_at : p.ends_at;
  return p.ended_at ?? p.ends_at;
}

/** The running period of a race or cashback at `now`, null when none runs. */
export function currentPeriod(p: PromotionRow, periodDays: number, now: Date): Period | null {
  return periodAt(p.starts_at, stopOf(p), periodDays, now);
}

/** The last period that ended by `now`. */
export function endedPeriod(p: PromotionRow, periodDays: number, now: Date): Period | null {
  return lastEndedPeriod(p.starts_at, stopOf(p), periodDays, now);
}

/** Every joined player's score in the period, best first. */
export async function standings(db: Db, p: PromotionRow, period: Period): Promise<StandingRow[]> {
  const { rows } = await db.query<StandingRow>(
    `SELECT e.user_id, u.nick_name, u.privacy, s.score, s.last
       FROM promotion_entries e
       JOIN users u ON u.id = e.user_id
      CROSS JOIN LATERAL (
        SELECT COALESCE(sum(w.usd * w.weight), 0) AS score, max(w.created_at) AS last
          FROM wagers w
         WHERE w.user_id = e.user_id AND w.created_at >= greatest(e.joined_at, $2) AND w.created_at < $3
           AND ($4::text[] IS NULL OR w.game = ANY ($4))
      ) s
      WHERE e.promotion_id = $1 AND e.period = '' AND e.state = 'joined' AND e.joined_at < $3
      ORDER BY s.score DESC, s.last ASC NULLS LAST, e.user_id`,
    [p.id, period.start, period.end, p.games],
  );
  return rows;
}

/** The prize of a place, in USD: null past the prizes or below the minimum wager. */
export function prizeOf(rule: RaceRewardRule, rank: number, score: Decimal.Value): string | null {
  if (rank > rule.prizesUsd.length || new Decimal(score).lt(rule.minWagerUsd)) return null;
  return rule.prizesUsd[rank - 1]!;
}

const usdText = (v: Decimal.Value) => new Decimal(v).toFixed(2, Decimal.ROUND_DOWN);

function leaderOf(rule: RaceRewardRule, row: StandingRow, rank: number, viewerId: number | null): RaceLeader {
  return {
    rank,
    name: nameFor(row, viewerId),
    wageredUsd: usdText(row.score),
    prizeUsd: prizeOf(rule, rank, row.score),
    me: row.user_id === viewerId,
  };
}

/** The paid places of a settled period, first place first. */
async function paidPlaces(db: Db, p: PromotionRow, period: Period, viewerId: number | null): Promise<RaceLeader[]> {
  const { rows } = await db.query<StandingRow & { rank: number; reward_usd: string }>(
    `SELECT e.user_id, u.nick_name, u.privacy, e.score_usd AS score, NULL::timestamptz AS last, e.rank, e.reward_usd
       FROM promotion_entries e JOIN users u ON u.id = e.user_id
      WHERE e.promotion_id = $1 AND e.period = $2 AND e.rank IS NOT NULL ORDER BY e.rank`,
    [p.id, period.key],
  );
  return rows.map((r) => ({
    rank: r.rank,
    name: nameFor(r, viewerId),
    wageredUsd: usdText(r.score),
    prizeUsd: trimZeros(new Decimal(r.reward_usd).toFixed(2)),
    me: r.user_id === viewerId,
  }));
}

/** Whether a period's prizes have been paid. */
async function settled(db: Db, p: PromotionRow, period: Period): Promise<boolean> {
  const { rows } = await db.query('SELECT 1 FROM promotion_periods WHERE promotion_id = $1 AND period = $2', [p.id, period.key]);
  return rows.length > 0;
}

/** The board: the running period's leaders (from standings read by the caller) and the last period's winners. */
export async function raceBoard(
  db: Db,
  p: PromotionRow,
  now: Date,
  current: { period: Period; rows: StandingRow[] } | null,
  viewerId: number | null,
): Promise<RaceBoard> {
  const rule = raceRule(p);
  const last = endedPeriod(p, rule.periodDays, now);
  let lastBoard: RaceBoard['last'] = null;
  if (last) {
    const paid = await settled(db, p, last);
    const winners = paid
      ? await paidPlaces(db, p, last, viewerId)
      : (await standings(db, p, last))
          .slice(0, rule.prizesUsd.length)
          .map((r, i) => leaderOf(rule, r, i + 1, viewerId))
          .filter((l) => l.prizeUsd !== null);
    // A period with no winner owes nothing: it reads as paid before its settlement ran.
    lastBoard = { start: last.start.toISOString(), end: last.end.toISOString(), winners, paid: paid || winners.length === 0 };
  }
  return {
    period: current && { start: current.period.start.toISOString(), end: current.period.end.toISOString() },
    prizesUsd: rule.prizesUsd,
    minWagerUsd: rule.minWagerUsd,
    periodDays: rule.periodDays,
    leaders: (current?.rows ?? []).slice(0, BOARD_SIZE).map((r, i) => leaderOf(rule, r, i + 1, viewerId)),
    players: current?.rows.length ?? 0,
    last: lastBoard,
  };
}

/** The player's place in the running period (rows: its standings). */
export function raceMine(p: PromotionRow, rows: StandingRow[], userId: number): RaceMine {
  const rule = raceRule(p);
  const i = rows.findIndex((r) => r.user_id === userId);
  const score = new Decimal(i >= 0 ? rows[i]!.score : 0);
  const prize = i >= 0 ? prizeOf(rule, i + 1, score) : null;
  let toPrize: string | null = null;
  if (prize === null) {
    // To take the last paid place: reach the minimum and pass whoever holds it.
    const holder = rows[rule.prizesUsd.length - 1];
    const bar = Decimal.max(rule.minWagerUsd, holder && holder.user_id !== userId ? new Decimal(holder.score).plus('0.01') : 0);
    toPrize = Decimal.max('0.01', bar.minus(score)).toFixed(2, Decimal.ROUND_UP);
  }
  return { rank: i >= 0 ? i + 1 : null, wageredUsd: usdText(score), prizeUsd: prize, toPrizeUsd: toPrize };
}

/** A prize paid: who, the movement, and the notice written. */
export interface PrizePaid {
  userId: number;
  applied: AppliedMovement[];
  notice: NewsNotify;
}

/**
 * Pays a period's prizes, once: under the race's lock, unless promotion_periods says it was settled, each winner's
 * prize goes to their deposit balance in their selected coin (at its price, rounded down), with an entry row of the
 * period (rank, score, reward) and a notification; the period row is written last, in the same transaction.
 */
export async function settleRace(client: pg.PoolClient, refs: ReferenceData, p: PromotionRow, period: Period): Promise<PrizePaid[] | null> {
  await client.query('SELECT pg_advisory_xact_lock($1, $2)', [SETTLE_LOCK, p.id]);
  if (await settled(client, p, period)) return null;
  const rule = raceRule(p);
  const rows = await standings(client, p, period);
  const title = p.titles.en_US ?? p.slug;
  const paid: PrizePaid[] = [];
  let total = new Decimal(0);
  for (const [i, row] of rows.entries()) {
    const rank = i + 1;
    const prize = prizeOf(rule, rank, row.score);
    if (prize === null) break;
    const { rows: who } = await client.query<{ coin: Coin }>('SELECT selected_coin AS coin FROM users WHERE id = $1', [row.user_id]);
    // A coin without a price pays in USDT.
    const priced = (c: Coin) => new Decimal(refs.usdPrice(c)).gt(0);
    const coin: Coin = who[0] && priced(who[0].coin) ? who[0].coin : 'USDT';
    const price = new Decimal(refs.usdPrice(coin));
    const amount = new Decimal(prize).div(price).toDecimalPlaces(coinDecimals(coin), Decimal.ROUND_DOWN);
    const applied = await applyMovements(client, [
      {
        userId: row.user_id,
        coin,
        kind: 'DEPOSIT',
        delta: amount,
        reason: 'race_prize',
        product: 'promotions',
        ref: `race:${p.id}:${period.key}`,
      },
    ]);
    await client.query(
      `INSERT INTO promotion_entries (promotion_id, user_id, period, state, reward_coin, reward_amount, reward_usd, rank, score_usd, ledger_id)
       VALUES ($1, $2, $3, 'claimed', $4, $5, $6, $7, $8, $9)`,
      [p.id, row.user_id, period.key, coin, amount.toFixed(), prize, rank, row.score, applied[0]?.ledgerId ?? null],
    );
    const amountText = `${trimZeros(amount.toFixed(coinDecimals(coin)))} ${coin}`;
    const notice = await createNotification(client, row.user_id, {
      kind: 'promotion',
      title: `You placed ${ordinal(rank)} in the ${title}`,
      body: `You wagered ${usdText(row.score)} USD in the race of ${period.start.toISOString().slice(0, 10)}: your prize of ${trimZeros(prize)} USD (${amountText}) is in your balance.`,
      data: { promotionId: p.id, link: `/promotions/details/${p.id}` },
    });
    total = total.plus(prize);
    paid.push({ userId: row.user_id, applied, notice });
  }
  await client.query('INSERT INTO promotion_periods (promotion_id, period, players, paid_usd) VALUES ($1, $2, $3, $4)', [
    p.id,
    period.key,
    rows.length,
    total.toFixed(),
  ]);
  return paid;
}
