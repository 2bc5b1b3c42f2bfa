import { Decimal } from '../../src/core/money';
import {
  CALENDAR_PERIODS,
  calendarRates,
  calendarReward,
  isoDay,
  periodBoundsUtc,
  type CalendarEntry,
  type CalendarPeriod,
  type GameStatistics,
  type UserStateBetAmount,
  type VipCalendar,
  type VipLevel,
  type WagerTotals,
} from '../../src/core/vip';
import type { Queryable } from '../db/pool';

/** A player's wagering on one UTC day (all products and games). */
export interface WagerDay {
  day: string;
  bets: number;
  usd: Decimal;
  xp: Decimal;
  edge: Decimal;
  payoutUsd: Decimal;
}

/** A player's days with wagering, oldest first. */
export async function loadDays(db: Queryable, userId: number, from: string | null = null): Promise<WagerDay[]> {
  const { rows } = await db.query<{ day: string; bets: number; usd: string; xp: string; edge: string; payout_usd: string }>({
    name: 'vip-days',
    text: `SELECT to_char(day, 'YYYY-MM-DD') AS day, sum(bets)::int AS bets, sum(usd)::text AS usd, sum(xp)::text AS xp,
                  sum(edge)::text AS edge, sum(payout_usd)::text AS payout_usd
             FROM wager_days_all WHERE user_id = $1 AND ($2::date IS NULL OR day >= $2::date) GROUP BY day ORDER BY day`,
    values: [userId, from],
  });
  return rows.map((r) => ({
    day: r.day,
    bets: r.bets,
    usd: new Decimal(r.usd),
    xp: new Decimal(r.xp),
    edge: new Decimal(r.edge),
    payoutUsd: new Decimal(r.payout_usd),
  }));
}

/** Sums of days. */
export interface DaySums {
  bets: number;
  usd: Decimal;
  xp: Decimal;
  edge: Decimal;
  netLoss: Decimal;
}

/** Sums the days in [from, to) (YYYY-MM-DD bounds; null: open). */
export function sumDays(days: readonly WagerDay[], from: string | null, to: string | null): DaySums {
  const s: DaySums = { bets: 0, usd: new Decimal(0), xp: new Decimal(0), edge: new Decimal(0), netLoss: new Decimal(0) };
  for (const d of days) {
    if ((from !== null && d.day < from) || (to !== null && d.day >= to)) continue;
    s.bets += d.bets;
    s.usd = s.usd.plus(d.usd);
    s.xp = s.xp.plus(d.xp);
    s.edge = s.edge.plus(d.edge);
    s.netLoss = s.netLoss.plus(d.usd).minus(d.payoutUsd);
  }
  return s;
}

const cents = (v: Decimal) => v.toFixed(2, Decimal.ROUND_DOWN);

/** The period kind's start of the day's period, YYYY-MM-DD. */
function startOf(period: CalendarPeriod, day: string): string {
  return isoDay(periodBoundsUtc(period, new Date(`${day}T00:00:00Z`)).from);
}

/** A completed period owed to the player: its first day and reward (USD, to the cent, > 0). */
export interface OwedPeriod {
  start: string;
  usd: Decimal;
}

/**
 * The completed periods of a calendar reward with something to pay and not claimed yet, oldest first: each period's
 * reward by the formula at the rates given (the level held when claiming).
 */
export function owedPeriods(
  days: readonly WagerDay[],
  period: CalendarPeriod,
  rates: { rate: string; cashback: string },
  claimed: ReadonlySet<string>,
  now: Date,
): OwedPeriod[] {
  const current = isoDay(periodBoundsUtc(period, now).from);
  const byStart = new Map<string, WagerDay[]>();
  for (const d of days) {
    const start = startOf(period, d.day);
    if (start >= current || claimed.has(start)) continue;
    const list = byStart.get(start);
    if (list) list.push(d);
    else byStart.set(start, [d]);
  }
  const out: OwedPeriod[] = [];
  for (const [start, list] of [...byStart].sort(([a], [b]) => (a < b ? -1 : 1))) {
    const s = sumDays(list, null, null);
    const usd = calendarReward(rates.rate, rates.cashback, s.edge, s.netLoss);
    if (usd.gt(0)) out.push({ start, usd });
  }
  return out;
}

/** Calendar periods already claimed, by reward. */
export async function claimedPeriods(db: Queryable, userId: number): Promise<Record<CalendarPeriod, Set<string>>> {
  const { rows } = await db.query<{ kind: CalendarPeriod; period: string }>({
    name: 'vip-claimed-periods',
    text: `SELECT kind, period FROM vip_claims WHERE user_id = $1 AND kind IN ('daily', 'weekly', 'monthly')`,
    values: [userId],
  });
  const out: Record<CalendarPeriod, Set<string>> = { daily: new Set(), weekly: new Set(), monthly: new Set() };
  for (const r of rows) out[r.kind].add(r.period);
  return out;
}

/** GET /v1/user/queryVipCalendar at the given level's rates. */
export function calendarOf(
  days: readonly WagerDay[],
  level: VipLevel,
  claimed: Record<CalendarPeriod, Set<string>>,
  now: Date,
): VipCalendar {
  const entries: CalendarEntry[] = CALENDAR_PERIODS.map((period) => {
    const rates = calendarRates(level, period);
    const { from, to } = periodBoundsUtc(period, now);
    const running = sumDays(days, isoDay(from), null);
    const owed = owedPeriods(days, period, rates, claimed[period], now);
    return {
      period,
      rate: rates.rate,
      cashback: rates.cashback,
      current: {
        start: isoDay(from),
        from: from.getTime(),
        to: to.getTime(),
        edgeUsd: cents(running.edge),
        netLossUsd: cents(running.netLoss),
        estimateUsd: cents(calendarReward(rates.rate, rates.cashback, running.edge, running.netLoss)),
      },
      claimable: owed.map((o) => ({ start: o.start, amountUsd: cents(o.usd) })),
      claimableUsd: cents(owed.reduce((s, o) => s.plus(o.usd), new Decimal(0))),
    };
  });
  return { entries, now: now.getTime() };
}

const totals = (s: DaySums): WagerTotals => ({ bets: s.bets, usd: cents(s.usd), xp: cents(s.xp) });

/** GET /v1/userVip/getUserStateBetAmount. */
export function stateBetAmount(days: readonly WagerDay[], now: Date): UserStateBetAmount {
  const day = (p: CalendarPeriod) => isoDay(periodBoundsUtc(p, now).from);
  return {
    today: totals(sumDays(days, day('daily'), null)),
    week: totals(sumDays(days, day('weekly'), null)),
    month: totals(sumDays(days, day('monthly'), null)),
    last7Days: totals(sumDays(days, last7From(now), null)),
    total: totals(sumDays(days, null, null)),
  };
}

/** First day of the last 7 UTC days, today included. */
export function last7From(now: Date): string {
  return isoDay(new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() - 6)));
}

/** GET /v1/user/queryGameStatistics: wagered and won per game, from the day roll-up. */
export async function gameStatistics(db: Queryable, userId: number): Promise<GameStatistics> {
  const { rows } = await db.query<{ product: string; game: string; bets: number; usd: string; payout_usd: string }>({
    name: 'vip-game-stats',
    text: `SELECT product, game, sum(bets)::int AS bets, sum(usd)::text AS usd, sum(payout_usd)::text AS payout_usd
             FROM wager_days_all WHERE user_id = $1 GROUP BY product, game HAVING sum(bets) > 0 ORDER BY sum(usd) DESC, game`,
    values: [userId],
  });
  let bets = 0;
  let wagered = new Decimal(0);
  let won = new Decimal(0);
  const games = rows.map((r) => {
    const w = new Decimal(r.usd);
    const p = new Decimal(r.payout_usd);
    bets += r.bets;
    wagered = wagered.plus(w);
    won = won.plus(p);
    return { product: r.product, game: r.game, bets: r.bets, wageredUsd: cents(w), wonUsd: cents(p), profitUsd: money(p.minus(w)) };
  });
  return { games, total: { bets, wageredUsd: cents(wagered), wonUsd: cents(won), profitUsd: money(won.minus(wagered)) } };
}

// A signed USD figure to the cent, rounded toward zero.
const money = (v: Decimal) => v.toFixed(2, Decimal.ROUND_DOWN);
