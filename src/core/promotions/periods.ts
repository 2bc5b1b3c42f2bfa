/** A day in milliseconds. */
export const DAY_MS = 86_400_000;

/** One period of a recurring promotion (a race, a cashback): [start, end), keyed by its start to the minute. */
export interface Period {
  /** 0 for the first period. */
  index: number;
  start: Date;
  end: Date;
  /** Its start as `YYYY-MM-DDTHH:MMZ` (the entry rows' period). */
  key: string;
}

/** The key of a period starting at `start`. */
export function periodKey(start: Date): string {
  return `${start.toISOString().slice(0, 16)}Z`;
}

/** The period of this index: `periodDays` long from `startsAt`, the last one cut at `endsAt`; null past the end. */
export function periodByIndex(startsAt: Date, endsAt: Date | null, periodDays: number, index: number): Period | null {
  if (index < 0) return null;
  const start = new Date(startsAt.getTime() + index * periodDays * DAY_MS);
  if (endsAt && start >= endsAt) return null;
  let end = new Date(start.getTime() + periodDays * DAY_MS);
  if (endsAt && end > endsAt) end = endsAt;
  return { index, start, end, key: periodKey(start) };
}

/** The period holding `at`, or null before the first and after the last. */
export function periodAt(startsAt: Date, endsAt: Date | null, periodDays: number, at: Date): Period | null {
  const ms = at.getTime() - startsAt.getTime();
  if (ms < 0) return null;
  const period = periodByIndex(startsAt, endsAt, periodDays, Math.floor(ms / (periodDays * DAY_MS)));
  // The last period, cut at the end, does not hold the times after it.
  return period && at < period.end ? period : null;
}

/** The last period that has ended by `at`, or null when none has. */
export function lastEndedPeriod(startsAt: Date, endsAt: Date | null, periodDays: number, at: Date): Period | null {
  const current = periodAt(startsAt, endsAt, periodDays, at);
  if (current) return periodByIndex(startsAt, endsAt, periodDays, current.index - 1);
  if (at < startsAt) return null;
  // Past the last period: the last one.
  const span = (endsAt ?? at).getTime() - startsAt.getTime();
  return periodByIndex(startsAt, endsAt, periodDays, Math.ceil(span / (periodDays * DAY_MS)) - 1);
}
