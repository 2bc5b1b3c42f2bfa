import type { PromotionCard } from '../../core/promotions/types';
import { toMillis } from '../../core/time';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** A time span in its two largest units, for a chip: "3d 4h", "5h 12m", "12m 30s", "45s"; never negative. */
export function shortDuration(ms: number): string {
  const t = Math.max(0, Math.floor(ms / 1000)) * 1000;
  if (t >= DAY) return `${Math.floor(t / DAY)}d ${Math.floor((t % DAY) / HOUR)}h`;
  if (t >= HOUR) return `${Math.floor(t / HOUR)}h ${Math.floor((t % HOUR) / MINUTE)}m`;
  if (t >= MINUTE) return `${Math.floor(t / MINUTE)}m ${Math.floor((t % MINUTE) / 1000)}s`;
  return `${t / 1000}s`;
}

/**
 * A promotion's time as its status chip says it: "Starts in 2d 3h", "Ends in 5h 12m", "Always on" (live without an
 * end), "Ended". The server's status decides the phase; the clock only counts down inside it.
 */
export function timingText(card: Pick<PromotionCard, 'status' | 'startsAt' | 'endsAt'>, now: number): string {
  if (card.status === 'ended') return 'Ended';
  if (card.status === 'upcoming') {
    const start = toMillis(card.startsAt);
    return start === null ? 'Starting soon' : start > now ? `Starts in ${shortDuration(start - now)}` : 'Starting now';
  }
  const end = toMillis(card.endsAt);
  if (end === null) return 'Always on';
  return end > now ? `Ends in ${shortDuration(end - now)}` : 'Ending now';
}

/** Milliseconds until a time (ISO string), or null when there is none. */
export function msUntil(at: string | null, now: number): number | null {
  const ms = toMillis(at);
  return ms === null ? null : ms - now;
}

const pad2 = (n: number) => String(n).padStart(2, '0');

/**
 * A period's countdown, to the second: "2d 05h 12m 08s left", "5h 12m 08s left", "12m 08s left", "8s left"; "Ending
 * now" once it is over. The leading unit is unpadded, the ones after it two digits, so the text keeps its width.
 */
export function countdownText(ms: number): string {
  const t = Math.floor(ms / 1000);
  if (t <= 0) return 'Ending now';
  const d = Math.floor(t / 86_400);
  const h = Math.floor((t % 86_400) / 3600);
  const m = Math.floor((t % 3600) / 60);
  const s = t % 60;
  if (d > 0) return `${d}d ${pad2(h)}h ${pad2(m)}m ${pad2(s)}s left`;
  if (h > 0) return `${h}h ${pad2(m)}m ${pad2(s)}s left`;
  if (m > 0) return `${m}m ${pad2(s)}s left`;
  return `${s}s left`;
}

/** The same countdown in words for a screen reader: "5 hours, 12 minutes and 8 seconds left". */
export function countdownWords(ms: number): string {
  const t = Math.floor(ms / 1000);
  if (t <= 0) return 'Ending now';
  const parts: [number, string][] = [
    [Math.floor(t / 86_400), 'day'],
    [Math.floor((t % 86_400) / 3600), 'hour'],
    [Math.floor((t % 3600) / 60), 'minute'],
    [t % 60, 'second'],
  ];
  const words = parts.filter(([n]) => n > 0).map(([n, unit]) => `${n} ${unit}${n === 1 ? '' : 's'}`);
  return `${new Intl.ListFormat('en', { type: 'conjunction' }).format(words)} left`;
}

const DAY_NAME = new Intl.DateTimeFormat('en-GB', { weekday: 'short', day: 'numeric', month: 'short', timeZone: 'UTC' });

/**
 * A period in days (UTC, as periods run): "Sun 30 Nov" for a one-day period, "Mon 24 Nov – Sun 30 Nov" for a week (its
 * end is the next period's start, so the last day shown is the one before it).
 */
export function periodLabel(start: string, end: string): string {
  const from = toMillis(start);
  const to = toMillis(end);
  if (from === null || to === null) return '';
  const first = DAY_NAME.format(from);
  const last = DAY_NAME.format(Math.max(from, to - 1));
  return first === last ? first : `${first} – ${last}`;
}

/** A period key ("2026-11-24T00:00Z", its start) as days, given its length: "Mon 24 Nov – Sun 30 Nov". */
export function periodKeyLabel(key: string, days: number | null): string {
  const from = toMillis(key);
  if (from === null) return key;
  if (days === null) return `Period from ${DAY_NAME.format(from)}`;
  return periodLabel(new Date(from).toISOString(), new Date(from + days * DAY).toISOString());
}

/** Whole days between two times (a period's length): 1, 7. */
export function daysBetween(start: string, end: string): number | null {
  const from = toMillis(start);
  const to = toMillis(end);
  return from === null || to === null ? null : Math.round((to - from) / DAY);
}
