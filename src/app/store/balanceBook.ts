import type { BalanceRow } from '../../core/api';
import type { BalanceType, Coin } from '../../core/currency';

// Pure helpers of the wallet slice: versioned balance writes and the balance shown while rounds present.
//
// Versions are kept per (coin, balance type), not per user. A findBalance answer is a snapshot of every row at one
// ledger id; a bet answer or a balance hint describes one row at its ledger id. With one version per user, a bet
// answer on BTC at id 100 would make a findBalance snapshot at id 99 useless for every other coin (an ETH deposit at
// id 98 would stay hidden until the next read). Per row, each row of a snapshot is taken when the snapshot is at
// least as new as what that row shows, so one stale row never blocks the fresh ones.

/** Key of one balance: coin and balance type. */
export type BalanceKey = `${Coin}:${BalanceType}`;

/** The key of a coin's balance of one type. */
export const balanceKey = (coin: Coin, type: BalanceType): BalanceKey => `${coin}:${type}`;

/** Ledger id of a write that carries none (an older server, a test): older than any real write. */
export const UNVERSIONED = 0;

/** Version of a key that has never been written: any write, even an unversioned one, is newer. */
export const NEVER_WRITTEN = -1;

/**
 * A bet whose outcome is not shown yet. While `payout` is null the bet was sent and its answer is not known; once
 * answered, the payout is held back from the shown balance until the presentation lands its win or loss.
 */
export interface HeldRound {
  coin: Coin;
  balanceType: BalanceType;
  payout: string | null;
}

/** The rows with one balance set (the row is added when the coin has none yet). */
export function withAmount(rows: readonly BalanceRow[], coin: Coin, type: BalanceType, amount: string): BalanceRow[] {
  const found = rows.some((r) => r.coin === coin);
  const list = found ? rows : [...rows, { coin, amount: '0', bonusAmount: '0' }];
  return list.map((r) => (r.coin !== coin ? r : type === 'BONUS' ? { ...r, bonusAmount: amount } : { ...r, amount }));
}

/** True when a write at `version` may replace what a key shows (equal versions describe the same state). */
export function isCurrent(versions: Readonly<Partial<Record<BalanceKey, number>>>, key: BalanceKey, version: number): boolean {
  return version >= (versions[key] ?? NEVER_WRITTEN);
}

/** Keys with a bet sent whose answer is not known: reads and hints must not write them (see walletSlice). */
export function keysInFlight(holds: Readonly<Record<string, HeldRound>>): Set<BalanceKey> {
  return new Set(
    Object.values(holds)
      .filter((h) => h.payout === null)
      .map((h) => balanceKey(h.coin, h.balanceType)),
  );
}

/** True when some bet of the key is sent or presenting. */
export function isHeld(holds: Readonly<Record<string, HeldRound>>, key: BalanceKey): boolean {
  return Object.values(holds).some((h) => balanceKey(h.coin, h.balanceType) === key);
}
