import type { UserInfo } from '../../core/api';
import type { SliceCreator } from './types';

/** Who is logged in. */
export interface SessionSlice {
  loggedIn: boolean;
  user: UserInfo | null;
  /** True once the first profile fetch at start has answered (either way). */
  sessionChecked: boolean;
  /** Logs a user in locally; also seeds the wallet display settings from the profile. */
  setUser(user: UserInfo): void;
  /** Merges changed profile fields. */
  patchUser(patch: Partial<UserInfo>): void;
  setSessionChecked(checked: boolean): void;
  /** Resets every profile field (logout). */
  clearSession(): void;
}

export const createSessionSlice: SliceCreator<SessionSlice> = (set) => ({
  loggedIn: false,
  user: null,
  sessionChecked: false,
  setUser: (user) =>
    set({
      loggedIn: true,
      user,
      amountType: user.amountType ?? 'DEPOSIT',
      selectedCoin: user.selectedCoinType ?? 'USDT',
      currencyType: user.currencyType ?? 'COIN',
      fiat: user.fiatType ?? 'USD',
    }),
  patchUser: (patch) => set((s) => (s.user ? { user: { ...s.user, ...patch } } : {})),
  setSessionChecked: (sessionChecked) => set({ sessionChecked }),
  clearSession: () => set({ loggedIn: false, user: null }),
});
