import type { BalanceRow } from '../../core/api';
import { sortBalances } from '../../core/balances';
import { fiatValue, sortCoinsDogeFirst } from '../../core/coinSort';
import type { Coin } from '../../core/currency';
import { levelPercent } from '../../core/level';
import type { Decimal } from '../../core/money';
import type { Store } from './types';

// Pure selectors over the store. The list selectors return a new array per call: in React read them with useShallow.

/** Balance list order: the selected coin first, then the others by amount descending. */
export const selectBalanceList = (s: Store): BalanceRow[] => sortBalances(s.balances, s.selectedCoin, s.amountType);

/** The balances in the coin-sorting helper's order: DOGE first, then by amount descending. */
export const selectCoinsDogeFirst = (s: Store): BalanceRow[] => sortCoinsDogeFirst(s.balances, s.amountType);

/** Level progress percent of the logged-in user (0 when logged out). */
export const selectLevelPercent = (s: Store): number => (s.user ? levelPercent(s.user) : 0);

/** A coin amount in the selected fiat through the loaded rates, or null while the rate is unknown. */
export const selectFiatValue = (s: Store, coin: Coin, amount: unknown): Decimal | null => fiatValue(amount, coin, s.fiat, s.rates);

/** Unread badge of the VIP area plus the bonus area. */
export const selectUnreadTotal = (s: Store): number => s.vipUnread + s.bonusUnread;

/** The bonus wallet is shown (user flag, set by socket type 206 status 1). */
export const selectShowBonusWallet = (s: Store): boolean => s.user?.showBonusWallet === 1;
