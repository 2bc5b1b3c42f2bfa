import { coinDecimals, type Coin } from '../currency';
import { Decimal } from '../money';

/** Payout of a bet: amount * multiplier rounded down to the coin's decimals; 0 on a loss. */
export function payoutOf(amount: Decimal.Value, multiplier: Decimal.Value, win: boolean, coin: Coin): string {
  const decimals = coinDecimals(coin);
  if (!win) return new Decimal(0).toFixed(decimals);
  return new Decimal(amount).times(multiplier).toDecimalPlaces(decimals, Decimal.ROUND_DOWN).toFixed(decimals);
}
