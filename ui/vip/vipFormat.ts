import type { UserInfo } from '../../src/core/api';
import { formatAmount, formatCompactCoin, formatFiat, toDecimal } from '../../src/core/format';
import { levelPercent } from '../../src/core/level';
import { Decimal, trimZeros } from '../../src/core/money';

// How the VIP page writes its numbers: every amount is a decimal string from the server, formatted with the shared
// helpers (never through a JS number).

/** A USD amount: "$1,234.50". */
export const usd = (value: unknown): string => formatFiat(value, '$');

/** A share as a percent: "0.05" → "5%", "0.125" → "12.5%". */
export function pct(share: unknown): string {
  return `${trimZeros(toDecimal(share).times(100).toFixed(2, Decimal.ROUND_DOWN))}%`;
}

/** An XP figure to 2 places, grouped, trailing zeros trimmed: "12,345.5"; zero is "0". */
export function xp(value: unknown): string {
  const d = toDecimal(value);
  return d.isZero() ? '0' : formatAmount(d, { decimals: 2, trim: true, rounding: Decimal.ROUND_DOWN });
}

/** A threshold for a narrow column: "250,000", "1M", "1B"; zero is "0". */
export function compactXp(value: unknown): string {
  return toDecimal(value).isZero() ? '0' : formatCompactCoin(value);
}

/** Whether an amount is above zero. */
export const positive = (value: unknown): boolean => toDecimal(value).gt(0);

const two = (n: number) => String(n).padStart(2, '0');

/** A countdown: "6d 23:59:59", "04:05:06"; never negative. */
export function countdown(ms: number): string {
  const total = Math.max(0, Math.floor(ms / 1000));
  const days = Math.floor(total / 86400);
  const clock = `${two(Math.floor((total % 86400) / 3600))}:${two(Math.floor((total % 3600) / 60))}:${two(total % 60)}`;
  return days > 0 ? `${days}d ${clock}` : clock;
}

/** A player's standing from the profile's level fields (kept live by socket type 204). */
export interface Standing {
  /** The spec's progress percent (levelPercent), 100 at the top level. */
  percent: number;
  /** No level above: the next threshold is not above the current one. */
  top: boolean;
  /** XP still needed for the next level ("0" when reached, null at the top). */
  xpNeeded: string | null;
}

/**
 * The standing of a player: the spec's percent between this level's threshold and the next one's. At the top level
 * there is no next threshold (the server sends this level's own): that counts as 100%, not as a division by zero.
 */
export function standingOf(user: Pick<UserInfo, 'currentLevelValue' | 'progress' | 'nextProgress'>): Standing {
  const current = toDecimal(user.currentLevelValue);
  const next = toDecimal(user.nextProgress);
  if (next.lte(current)) return { percent: 100, top: true, xpNeeded: null };
  const needed = Decimal.max(0, next.minus(toDecimal(user.progress)));
  return { percent: levelPercent(user), top: false, xpNeeded: needed.toFixed(2, Decimal.ROUND_UP) };
}
