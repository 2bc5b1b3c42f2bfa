import { Decimal } from './money';
import { safeDivide, toDecimal } from './format';

/** The level fields of the user info that socket type 204 updates. */
export interface LevelProgress {
  currentLevelValue: unknown;
  progress: unknown;
  nextProgress: unknown;
}

/**
 * Level progress percent: (progress - currentLevelValue) / (nextProgress - currentLevelValue) * 100,
 * 100 when nextProgress equals progress, clamped to 0..100, computed in decimals and rounded down to 2 places.
 */
export function levelPercent({ currentLevelValue, progress, nextProgress }: LevelProgress): number {
  const current = toDecimal(currentLevelValue);
  const now = toDecimal(progress);
  const next = toDecimal(nextProgress);
  if (next.equals(now)) return 100;
  const ratio = safeDivide(now.minus(current), next.minus(current)).times(100);
  return Decimal.min(100, Decimal.max(0, ratio)).toDecimalPlaces(2, Decimal.ROUND_DOWN).toNumber();
}
