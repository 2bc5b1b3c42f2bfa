import type { BalanceRow } from '../../core/api';
import type { SliceCreator } from './types';

/**
 * What the instant-game pages share with the shell. While a round is being presented the wallet shows the balances
 * held here (the stake taken, the win not yet added), so the balance changes when the animation reaches the win or
 * the loss, not when the response or a socket balance hint arrives (DESIGN.md, presentation of a round).
 */
export interface BetSlice {
  /** Balances to show instead of the live ones while a round is presented; null when nothing is held. */
  balanceHold: BalanceRow[] | null;
  setBalanceHold(rows: BalanceRow[] | null): void;
}

export const createBetSlice: SliceCreator<BetSlice> = (set) => ({
  balanceHold: null,
  setBalanceHold: (balanceHold) => set({ balanceHold }),
});
