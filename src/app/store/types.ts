import type { StateCreator } from 'zustand';
import type { SessionSlice } from './sessionSlice';
import type { WalletSlice } from './walletSlice';
import type { UiSlice } from './uiSlice';
import type { LiveSlice } from './liveSlice';
import type { ShellSlice } from './shellSlice';
import type { ChatSlice } from './chatSlice';
import type { VipSlice } from './vipSlice';
import type { BonusSlice } from './bonusSlice';
import type { NotificationsSlice } from './notificationsSlice';
import type { GamesSlice } from './gamesSlice';
import type { BetSlice } from './betSlice';
import type { FavoritesSlice } from './favoritesSlice';
import type { ProtectionSlice } from './protectionSlice';
import type { GameSlices } from '../games/registry';

/** The one store of the app: the union of its slices (the shell's, and the games' own from their folders). */
export type Store = SessionSlice &
  WalletSlice &
  UiSlice &
  LiveSlice &
  ShellSlice &
  ChatSlice &
  VipSlice &
  BonusSlice &
  NotificationsSlice &
  GamesSlice &
  BetSlice &
  FavoritesSlice &
  ProtectionSlice &
  GameSlices;

/** A slice creator over the whole store (zustand slices pattern). */
export type SliceCreator<Slice> = StateCreator<Store, [], [], Slice>;
