import { fiatValue } from '../../core/coinSort';
import type { Coin } from '../../core/currency';
import { getState } from '../store';

/*
 * The player's own settled results, told once each at the moment the game shows them (the ball, the rocket or the tile
 * has landed), never at the server's answer: a celebration before the landing would spoil the result. The page's
 * celebration host listens here and decides whether a result is big enough.
 */

/** A settled result as the celebration reads it. Amounts are decimal strings. */
export interface SettledWin {
  /** The multiplier paid ('0' for a loss that paid nothing). */
  multiplier: string;
  /** What was paid, in `coin`. */
  payout: string;
  /** The payout in USD at the store's current rate ('0' while the coin's rate is unknown). */
  payoutUsd: string;
  coin: Coin;
  /** The bet won (paid more than its stake). */
  win: boolean;
}

type Listener = (win: SettledWin) => void;

const listeners = new Set<Listener>();

/** The payout's USD value through the loaded rates, as a decimal string; '0' while the rate is unknown. */
export function payoutInUsd(payout: string, coin: Coin): string {
  return fiatValue(payout, coin, 'USD', getState().rates)?.toFixed() ?? '0';
}

/** Tells the listeners of a result that has just landed on screen. */
export function announceSettled(result: Omit<SettledWin, 'payoutUsd'>): void {
  if (listeners.size === 0) return;
  const win: SettledWin = { ...result, payoutUsd: payoutInUsd(result.payout, result.coin) };
  for (const listener of [...listeners]) {
    try {
      listener(win);
    } catch (error) {
      console.warn('a settled-win listener failed', error);
    }
  }
}

/** Listens to landed results; returns the function that stops listening. */
export function onSettled(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
