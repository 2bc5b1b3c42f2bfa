import type { BalanceRow, RatesData } from './api';
import type { BalanceType, Coin, Fiat } from './currency';
import { sortBalances } from './balances';
import type { Decimal } from './money';
import { toFiat } from './format';

/** The coin the coin-sorting helper puts first (spec section 4). */
export const FIRST_COIN: Coin = 'DOGE';

/** Coin sort (spec section 4): DOGE first, then the others by amount of the balance type descending. */
export function sortCoinsDogeFirst(rows: readonly BalanceRow[], type: BalanceType): BalanceRow[] {
  return sortBalances(rows, FIRST_COIN, type);
}

/** A coin amount converted to a fiat through the rate table, or null while the rate is unknown. */
export function fiatValue(amount: unknown, coin: Coin, fiat: Fiat, rates: RatesData | null | undefined): Decimal | null {
  const price = rates?.rates?.[coin]?.[fiat]?.price;
  return price === undefined ? null : toFiat(amount, price);
}
