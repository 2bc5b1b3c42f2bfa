import { coinDecimals, type Coin } from '../currency';
import { Decimal } from '../money';
import type { Settlement } from '../games/types';

/** Payout of a bet: amount * multiplier rounded down to the coin's decimals; 0 on a loss. */
export function payoutOf(amount: Decimal.Value, multiplier: Decimal.Value, win: boolean, coin: Coin): string {
  const decimals = coinDecimals(coin);
  if (!win) return new Decimal(0).toFixed(decimals);
  return new Decimal(amount).times(multiplier).toDecimalPlaces(decimals, Decimal.ROUND_DOWN).toFixed(decimals);
}

/**
 * Payout of a settled bet: from its exact ratio when the game gives one (computed exactly, rounded down to the coin's
 * decimals once), else amount * multiplier as payoutOf; 0 on a loss.
 */
export function settlementPayout(amount: Decimal.Value, settled: Settlement<object>, coin: Coin): string {
  const ratio = settled.payoutRatio;
  if (!settled.win || !ratio) return payoutOf(amount, settled.multiplier, settled.win, coin);
  const decimals = coinDecimals(coin);
  return new Decimal(amount).times(ratio.numerator).div(ratio.denominator).toDecimalPlaces(decimals, Decimal.ROUND_DOWN).toFixed(decimals);
}
