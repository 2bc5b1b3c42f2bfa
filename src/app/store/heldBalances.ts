import type { BalanceRow } from '../../core/api';
import { rowAmount } from '../../core/balanceRow';
import type { BalanceType, Coin } from '../../core/currency';
import { Decimal } from '../../core/money';
import { balanceKey, withAmount, type BalanceKey, type HeldRound } from './balanceBook';

/**
 * The balances to show: the confirmed balance of each coin and type minus the payouts of the answered bets on it
 * whose presentation has not landed yet. Never below zero: the confirmed row always includes the payouts held back
 * (a bet answer writes its row unless a newer write, which includes that payout, is already there).
 */
export function shownBalances(confirmed: readonly BalanceRow[], holds: Readonly<Record<string, HeldRound>>): BalanceRow[] {
  const held = new Map<BalanceKey, Decimal>();
  for (const h of Object.values(holds)) {
    if (h.payout === null) continue;
    const key = balanceKey(h.coin, h.balanceType);
    held.set(key, (held.get(key) ?? new Decimal(0)).plus(h.payout));
  }
  if (held.size === 0) return confirmed as BalanceRow[];
  let rows = [...confirmed];
  for (const [key, payout] of held) {
    const [coin, type] = key.split(':') as [Coin, BalanceType];
    const shown = Decimal.max(
      0,
      new Decimal(
        rowAmount(
          rows.find((r) => r.coin === coin),
          type,
        ),
      ).minus(payout),
    );
    rows = withAmount(rows, coin, type, shown.toFixed());
  }
  return rows;
}
