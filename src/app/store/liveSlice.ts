import type { LiveBet } from '../../core/socket';
import type { SliceCreator } from './types';

/** State of the live socket. */
export type SocketStatus = 'idle' | 'connecting' | 'open' | 'closed';

/** Entries kept in the live win / all-bets feed (default win-feed size 30). */
export const LIVE_BETS_LIMIT = 30;

/** What the live socket reports, and the browser's network state. */
export interface LiveSlice {
  online: number | null;
  socketStatus: SocketStatus;
  /** Newest first, at most LIVE_BETS_LIMIT (socket type 208). */
  liveBets: LiveBet[];
  /** The browser reports no network (offline event); the top progress bar shows meanwhile. */
  offline: boolean;
  setOnline(online: number): void;
  setSocketStatus(status: SocketStatus): void;
  /** Adds bets to the top of the feed (given oldest first), dropping the oldest past the limit. */
  addLiveBets(bets: readonly LiveBet[]): void;
  setOffline(offline: boolean): void;
}

export const createLiveSlice: SliceCreator<LiveSlice> = (set) => ({
  online: null,
  socketStatus: 'idle',
  liveBets: [],
  offline: false,
  setOnline: (online) => set({ online }),
  setSocketStatus: (socketStatus) => set({ socketStatus }),
  addLiveBets: (bets) => set((s) => ({ liveBets: [...[...bets].reverse(), ...s.liveBets].slice(0, LIVE_BETS_LIMIT) })),
  setOffline: (offline) => set({ offline }),
});
