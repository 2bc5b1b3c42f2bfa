import { createStore } from 'zustand/vanilla';
import type { Coin } from '../../core/currency';
import { getState, useStore } from '../store';

/** The wallet dialog's tabs. */
export const WALLET_TABS = ['deposit', 'withdraw', 'buy'] as const;
/** A wallet dialog tab. */
export type WalletTab = (typeof WALLET_TABS)[number];

/** The wallet dialog on screen: its tab (null when closed), the coin it last showed, and its opening's number. */
export interface WalletDialogState {
  tab: WalletTab | null;
  /** The coin picked last in this page's life; null until one is picked (the store's selected coin then). */
  coin: Coin | null;
  seq: number;
}

/**
 * The dialog's state, outside the app store: only the header's wallet parts and the dialog read it, so none of it is
 * in the first paint (the header's logged-in chunk carries it).
 */
export const walletDialogStore = createStore<WalletDialogState>()(() => ({ tab: null, coin: null, seq: 0 }));

/** Opens the wallet dialog on a tab (a guest gets the Login dialog instead); an open dialog switches to the tab. */
export function openWallet(tab: WalletTab = 'deposit'): void {
  if (!getState().loggedIn) {
    getState().openDialog('login');
    return;
  }
  walletDialogStore.setState((s) => ({ tab, seq: s.tab === null ? s.seq + 1 : s.seq }));
}

/** Switches the open dialog's tab. */
export function setWalletTab(tab: WalletTab): void {
  if (walletDialogStore.getState().tab !== null) walletDialogStore.setState({ tab });
}

/** Remembers the coin picked in the dialog, so the next opening starts on it. */
export function rememberWalletCoin(coin: Coin): void {
  walletDialogStore.setState({ coin });
}

/** Closes the wallet dialog. */
export function closeWallet(): void {
  walletDialogStore.setState({ tab: null });
}

// The dialog belongs to the session: a logout (or a forced one) closes it and forgets the coin.
useStore.subscribe((s, prev) => {
  if (prev.loggedIn && !s.loggedIn) walletDialogStore.setState({ tab: null, coin: null });
});
