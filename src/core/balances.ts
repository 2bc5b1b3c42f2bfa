import type { BalanceRow } from './api';
import { rowAmount } from './balanceRow';
import type { BalanceType, Coin } from './currency';
import { toDecimal } from './format';

export { rowAmount } from './balanceRow';

/** Balance list order: the selected coin first, then the others by amount descending. */
export function sortBalances(rows: readonly BalanceRow[], selected: Coin, type: BalanceType): BalanceRow[] {
  return [...rows].sort((a, b) => {
    if (a.coin === selected) return -1;
    if (b.coin === selected) return 1;
    return toDecimal(rowAmount(b, type)).comparedTo(toDecimal(rowAmount(a, type)));
  });
}
