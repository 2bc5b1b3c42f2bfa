import { create } from 'zustand';
import { createSessionSlice } from './sessionSlice';
import { createWalletSlice } from './walletSlice';
import { createUiSlice } from './uiSlice';
import { createLiveSlice } from './liveSlice';
import { createShellSlice } from './shellSlice';
import { createChatSlice } from './chatSlice';
import { createVipSlice } from './vipSlice';
import { createBonusSlice } from './bonusSlice';
import { createNotificationsSlice } from './notificationsSlice';
import { createGamesSlice } from './gamesSlice';
import { createBetSlice } from './betSlice';
import { createFavoritesSlice } from './favoritesSlice';
import { createProtectionSlice } from './protectionSlice';
import { createGameSlices } from '../games/registry';
import type { Store } from './types';

export type { Store } from './types';
export type { DialogName, Toast, ToastKind } from './uiSlice';
export type { SocketStatus } from './liveSlice';
export type { ChatLoad, ChatMute, PendingChat } from './chatSlice';
export type { GameConfig } from './gamesSlice';

/** The one zustand store of the app. */
export const useStore = create<Store>()((...a) => ({
  ...createSessionSlice(...a),
  ...createWalletSlice(...a),
  ...createUiSlice(...a),
  ...createLiveSlice(...a),
  ...createShellSlice(...a),
  ...createChatSlice(...a),
  ...createVipSlice(...a),
  ...createBonusSlice(...a),
  ...createNotificationsSlice(...a),
  ...createGamesSlice(...a),
  ...createBetSlice(...a),
  ...createFavoritesSlice(...a),
  ...createProtectionSlice(...a),
  ...createGameSlices(...a),
}));

/** Current state, for actions outside React. */
export const getState = useStore.getState;

/** Puts the store back to its initial state (tests). */
export function resetStore(): void {
  useStore.setState(useStore.getInitialState(), true);
}
