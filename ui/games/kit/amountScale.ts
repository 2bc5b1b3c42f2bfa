import { Decimal } from '../../../src/core/money';
import { readField } from '../../../src/app/games/fieldLinks';
import type { AmountScale } from './BetPanel';
import type { PanelLimits } from './useBetLimits';

/**
 * The amount after a ½ / 2× / Max / zero button (or hotkey): halving and doubling round down to the coin's decimals;
 * Max is the smaller of the balance and the game's maximum.
 */
export function scaledAmount(factor: AmountScale, amount: string, balance: string, limits: PanelLimits, decimals: number): string {
  if (factor === '0') return '0';
  if (factor === 'max') {
    const cap = Decimal.min(new Decimal(balance || '0'), limits.coinLimits.max);
    return cap.toDecimalPlaces(decimals, Decimal.ROUND_DOWN).toFixed();
  }
  const base = readField(amount) ?? new Decimal(0);
  const next = factor === '2' ? base.times(2) : base.div(2);
  return next.toDecimalPlaces(decimals, Decimal.ROUND_DOWN).toFixed();
}
