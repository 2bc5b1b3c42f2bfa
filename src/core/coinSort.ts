import type { BalanceRow, RatesData } from './api';
import { fiatSymbol, type BalanceType, type Coin, type Fiat } from './currency';
import { sortBalances } from './balances';
import type { Decimal } from './money';
import { formatFiat, toFiat } from './format';

/** The coin the coin-sorting helper puts first. */
export const FIRST_COIN: Coin = 'DOGE';

/** Coin sort: DOGE first, then the others by amount of the balance type descending. */
export function sortCoinsDogeFirst(rows: readonly BalanceRow[], type: BalanceType): BalanceRow[] {
  return sortBalances(rows, FIRST_COIN, type);
}

/** A coin amount converted to a fiat through the rate table, or null while the rate is unknown. */
export function fiatValue(amount: unknown, coin: Coin, fiat: Fiat, rates: RatesData | null | undefined): Decimal | null {
  const price = rates?.rates?.[coin]?.[fiat]?.price;
  return price === undefined ? null : toFiat(amount, price);
}

/** A coin amount as the player's fiat shows it ("$1.50"), or null while the rate is unknown. */
export function fiatText(amount: unknown, coin: Coin, fiat: Fiat, rates: RatesData | null | undefined): string | null {
  const value = fiatValue(amount, coin, fiat, rates);
  return value === null ? null : formatFiat(value, fiatSymbol(fiat));
}
