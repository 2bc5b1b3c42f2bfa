import { coinDecimals, type Coin } from '../currency';
import { Decimal } from '../money';
import { isPaid, type Settlement } from '../games/types';

/**
 * Payout of a bet: amount * multiplier rounded down to the coin's decimals when the bet is paid (isPaid of its
 * settlement: a dice or limbo win, every plinko bucket), 0 when it is not.
 */
export function payoutOf(amount: Decimal.Value, multiplier: Decimal.Value, paid: boolean, coin: Coin): string {
  const decimals = coinDecimals(coin);
  if (!paid) return new Decimal(0).toFixed(decimals);
  return new Decimal(amount).times(multiplier).toDecimalPlaces(decimals, Decimal.ROUND_DOWN).toFixed(decimals);
}

/**
 * Payout of a settled bet: 0 when it is not paid (isPaid); else from its exact ratio when the game gives one (computed
 * exactly, rounded down to the coin's decimals once), else amount * multiplier as payoutOf.
 */
export function settlementPayout(amount: Decimal.Value, settled: Settlement<object>, coin: Coin): string {
  const ratio = settled.payoutRatio;
  const paid = isPaid(settled);
  if (!paid || !ratio) return payoutOf(amount, settled.multiplier, paid, coin);
  const decimals = coinDecimals(coin);
  return new Decimal(amount).times(ratio.numerator).div(ratio.denominator).toDecimalPlaces(decimals, Decimal.ROUND_DOWN).toFixed(decimals);
}
