import { useMemo } from 'react';
import { fiatValue } from '../../../src/core/coinSort';
import { isCoin } from '../../../src/core/currency';
import { useStore } from '../../../src/app/store';
import type { BetTableRow } from './types';

/** A bet worth at least this many USD (at the loaded rates) is a high roller's. */
export const HIGH_ROLLER_USD = 100;

/** The rows of bets worth HIGH_ROLLER_USD or more; none while the rates are not loaded. */
export function useHighRollers(rows: readonly BetTableRow[]): BetTableRow[] {
  const rates = useStore((s) => s.rates);
  return useMemo(
    () =>
      rows.filter((r) => {
        if (!isCoin(r.coin)) return false;
        const usd = fiatValue(r.amount, r.coin, 'USD', rates);
        return usd !== null && usd.gte(HIGH_ROLLER_USD);
      }),
    [rows, rates],
  );
}
