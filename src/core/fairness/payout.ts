import { coinDecimals, type Coin } from '../currency';
import { Decimal } from '../money';

/**
 * Payout of a bet: amount * multiplier rounded down to the coin's decimals when the bet is paid (isPaid of its
 * settlement: a dice or limbo win, every plinko bucket), 0 when it is not.
 */
export function payoutOf(amount: Decimal.Value, multiplier: Decimal.Value, paid: boolean, coin: Coin): string {
  const decimals = coinDecimals(coin);
  if (!paid) return new Decimal(0).toFixed(decimals);
  return new Decimal(amount).times(multiplier).toDecimalPlaces(decimals, Decimal.ROUND_DOWN).toFixed(decimals);
}
