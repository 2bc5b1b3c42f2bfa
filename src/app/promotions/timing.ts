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
