import {
  BREAK_LENGTH_TEXT,
  COOLING_OFF_MS,
  EXCLUSION_LENGTHS,
  TIMEOUT_LENGTHS,
  type BreakLength,
  type BreakView,
  type ExclusionLength,
  type TakeBreak,
  type TimeoutLength,
} from '../../core/protection';

// Time-outs and self-exclusions as the Responsible gambling section explains them before the player confirms one.

/** What a break is called. */
export const BREAK_KIND_TEXT: Record<BreakView['kind'], string> = { timeout: 'Time-out', exclusion: 'Self-exclusion' };

/** What closes during a break (and its cooling-off). */
export const BREAK_CLOSES = [
  'Bets in every game and the sportsbook',
  'Deposits',
  'Tips and rain',
  'Chat',
  'Promotions and bonuses',
] as const;

/** What stays open during a break. */
export const BREAK_KEEPS = ['Logging in to withdraw your balance', 'Your game and transaction history'] as const;

const DAY_MS = 24 * 3600_000;
const FIXED_MS: Partial<Record<BreakLength, number>> = { '24h': DAY_MS, '7d': 7 * DAY_MS, '30d': 30 * DAY_MS, '6w': 42 * DAY_MS };
const MONTHS: Partial<Record<BreakLength, number>> = { '6m': 6, '1y': 12, '3y': 36, '5y': 60 };

/**
 * When a break taken at `from` would end (epoch ms), for the confirmation step; null: permanent. Months and years are
 * calendar ones, as the server counts them; the server's answer gives the exact end.
 */
export function breakEndsAt(length: BreakLength, from: number): number | null {
  const fixed = FIXED_MS[length];
  if (fixed !== undefined) return from + fixed;
  const months = MONTHS[length];
  if (months === undefined) return null;
  const end = new Date(from);
  const day = end.getUTCDate();
  end.setUTCDate(1);
  end.setUTCMonth(end.getUTCMonth() + months);
  // A month without that day ends on its last day (31 August + 6 months is 28 or 29 February), as PostgreSQL does.
  const last = new Date(Date.UTC(end.getUTCFullYear(), end.getUTCMonth() + 1, 0)).getUTCDate();
  end.setUTCDate(Math.min(day, last));
  return end.getTime();
}

/** When play opens again after a break ending at `endsAt` (null: never): the end plus the cooling-off. */
export function playOpensAt(endsAt: number | null): number | null {
  return endsAt === null ? null : endsAt + COOLING_OFF_MS;
}

/** "a time-out of 7 days", "a permanent self-exclusion": the break in a sentence. */
export function breakPhrase(kind: BreakView['kind'], length: BreakLength): string {
  const what = BREAK_KIND_TEXT[kind].toLowerCase();
  if (length === 'permanent') return `a permanent ${what}`;
  return `a ${what} of ${BREAK_LENGTH_TEXT[length]}`;
}

const isTimeout = (length: BreakLength): length is TimeoutLength => (TIMEOUT_LENGTHS as readonly string[]).includes(length);
const isExclusion = (length: BreakLength): length is ExclusionLength => (EXCLUSION_LENGTHS as readonly string[]).includes(length);

/** The body of POST /v1/protection/break, or null when the length is not one of that kind's. */
export function breakBody(kind: BreakView['kind'], length: BreakLength, password: string): TakeBreak | null {
  if (kind === 'timeout') return isTimeout(length) ? { kind, length, password } : null;
  return isExclusion(length) ? { kind, length, password } : null;
}
