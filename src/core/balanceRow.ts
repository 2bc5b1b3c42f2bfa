import type { BalanceRow } from './api';
import type { BalanceType } from './currency';

// Apart from balances.ts so the store can read a row without pulling decimal.js (through the sort) into the shell's
// first paint.

/** The amount of a balance row for a balance type. */
export function rowAmount(row: BalanceRow | undefined, type: BalanceType): string {
  if (!row) return '0';
  return type === 'BONUS' ? row.bonusAmount : row.amount;
}
