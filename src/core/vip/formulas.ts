import { Decimal, toFixedDown } from '../money';
import type { CalendarPeriod, VipLevel, VipRewardKind } from './types';

/** Days a recharge runs. */
export const RECHARGE_DAYS = 7;
/** USD that must be wagered over the last 7 days before a recharge can start. */
export const RECHARGE_MIN_WAGER_USD = '1000';
const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

/** Rakeback of one stake: stake x house edge x the level's rakeback rate, exact (in the stake's coin). */
export function rakebackOf(stake: Decimal.Value, houseEdge: Decimal.Value, rate: Decimal.Value): Decimal {
  return new Decimal(stake).times(houseEdge).times(rate);
}

/**
 * A calendar reward in USD: rate x the period's weighted house edge + cashback x the period's net loss (stakes minus
 * payouts, when positive), rounded down to the cent.
 */
export function calendarReward(rate: Decimal.Value, cashback: Decimal.Value, edgeUsd: Decimal.Value, netLossUsd: Decimal.Value): Decimal {
  const loss = Decimal.max(0, netLossUsd);
  return new Decimal(rate).times(Decimal.max(0, edgeUsd)).plus(new Decimal(cashback).times(loss)).toDecimalPlaces(2, Decimal.ROUND_DOWN);
}

/** The rates of a level for a calendar period (daily has no cashback). */
export function calendarRates(
  level: Pick<VipLevel, 'dailyRate' | 'weeklyRate' | 'monthlyRate' | 'weeklyCashback' | 'monthlyCashback'>,
  period: CalendarPeriod,
): { rate: string; cashback: string } {
  if (period === 'daily') return { rate: level.dailyRate, cashback: '0' };
  if (period === 'weekly') return { rate: level.weeklyRate, cashback: level.weeklyCashback };
  return { rate: level.monthlyRate, cashback: level.monthlyCashback };
}

/** What a recharge started now is worth: its level's rate x the last 7 days' weighted house edge, to the cent. */
export function rechargeOffer(rate: Decimal.Value, last7DaysEdgeUsd: Decimal.Value): Decimal {
  return new Decimal(rate).times(Decimal.max(0, last7DaysEdgeUsd)).toDecimalPlaces(2, Decimal.ROUND_DOWN);
}

/** Windows of a recharge: 7 daily ones, or 168 hourly ones when rapid. */
export function rechargeWindows(rapid: boolean): { count: number; ms: number } {
  return rapid ? { count: RECHARGE_DAYS * 24, ms: HOUR_MS } : { count: RECHARGE_DAYS, ms: DAY_MS };
}

/**
 * The part of a recharge its passed windows have released, in USD rounded down to the cent: total x windows passed /
 * windows. Hourly windows release at least as much as daily ones at any moment, so going rapid never takes back.
 */
export function rechargeReleased(
  totalUsd: Decimal.Value,
  from: number,
  now: number,
  rapid: boolean,
): { usd: Decimal; done: number; count: number; nextAt: number | null } {
  const { count, ms } = rechargeWindows(rapid);
  const done = Math.max(0, Math.min(count, Math.floor((now - from) / ms)));
  const usd = new Decimal(totalUsd).times(done).div(count).toDecimalPlaces(2, Decimal.ROUND_DOWN);
  return { usd, done, count, nextAt: done >= count ? null : from + (done + 1) * ms };
}

/** USD as an amount of a coin at its USD price, rounded down to the coin's decimals ("0" when the price is 0). */
export function usdToCoin(usd: Decimal.Value, price: Decimal.Value, decimals: number): string {
  const p = new Decimal(price);
  if (p.lte(0)) return toFixedDown(0, decimals);
  return toFixedDown(new Decimal(usd).div(p), decimals);
}

/** The level an XP total reaches on a ladder (ids ascending with thresholds), never below a floor. */
export function levelForXp(
  levels: readonly Pick<VipLevel, 'levelId' | 'threshold'>[],
  xp: Decimal.Value,
  floor: number | null = null,
): number {
  const x = new Decimal(xp);
  let id = levels[0]?.levelId ?? 1;
  for (const l of levels) if (x.gte(l.threshold)) id = l.levelId;
  return floor !== null && floor > id ? floor : id;
}

/** The spec's progress percent between a level's threshold and the next one's, to 2 places; 100 at the top. */
export function progressPercent(xp: Decimal.Value, current: Decimal.Value, next: Decimal.Value): string {
  const c = new Decimal(current);
  const n = new Decimal(next);
  if (n.lte(c) || new Decimal(xp).gte(n)) return '100.00';
  const ratio = new Decimal(xp).minus(c).div(n.minus(c)).times(100);
  return Decimal.min(100, Decimal.max(0, ratio)).toFixed(2, Decimal.ROUND_DOWN);
}

/** The first day (UTC, YYYY-MM-DD) of the calendar period holding a moment. */
export function periodStart(period: CalendarPeriod, at: Date): string {
  return isoDay(periodBoundsUtc(period, at).from);
}

/** Bounds of the UTC day, ISO week (from Monday) or month holding a moment: [from, to). */
export function periodBoundsUtc(period: CalendarPeriod, at: Date): { from: Date; to: Date } {
  const y = at.getUTCFullYear();
  const m = at.getUTCMonth();
  const d = at.getUTCDate();
  if (period === 'monthly') return { from: new Date(Date.UTC(y, m, 1)), to: new Date(Date.UTC(y, m + 1, 1)) };
  if (period === 'daily') return { from: new Date(Date.UTC(y, m, d)), to: new Date(Date.UTC(y, m, d + 1)) };
  const back = (at.getUTCDay() + 6) % 7;
  return { from: new Date(Date.UTC(y, m, d - back)), to: new Date(Date.UTC(y, m, d - back + 7)) };
}

/** YYYY-MM-DD of a moment in UTC. */
export function isoDay(at: Date): string {
  return at.toISOString().slice(0, 10);
}

/** How each reward kind is computed, in words the page shows beside its number. */
export const VIP_FORMULAS: Record<VipRewardKind, string> = {
  rakeback: 'stake × house edge × your level’s rakeback rate, on every settled bet, in the coin you bet',
  recharge: `your level’s recharge rate × the house edge of your last ${RECHARGE_DAYS} days’ wagering, released over ${RECHARGE_DAYS} days (daily, or hourly when rapid)`,
  level_up: 'a fixed amount per level, paid once when you reach it',
  daily: 'daily rate × the day’s house edge on your wagering',
  weekly: 'weekly rate × the week’s house edge on your wagering + weekly cashback × the week’s net loss',
  monthly: 'monthly rate × the month’s house edge on your wagering + monthly cashback × the month’s net loss',
  birthday: 'a fixed amount by level, once a year from your birthday (date of birth in your payment details)',
  gift: 'a fixed amount by level, once every calendar month',
  grant: 'a reward given by our VIP team',
};
