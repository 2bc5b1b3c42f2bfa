import type { SliceCreator } from './types';

/** State of the live socket. */
export type SocketStatus = 'idle' | 'connecting' | 'open' | 'closed';

/** What the live socket reports. */
export interface LiveSlice {
  online: number | null;
  socketStatus: SocketStatus;
  setOnline(online: number): void;
  setSocketStatus(status: SocketStatus): void;
}

export const createLiveSlice: SliceCreator<LiveSlice> = (set) => ({
  online: null,
  socketStatus: 'idle',
  setOnline: (online) => set({ online }),
  setSocketStatus: (socketStatus) => set({ socketStatus }),
});
