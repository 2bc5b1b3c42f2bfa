import type { SliceCreator } from './types';

/** Pushes that ask the page to re-read something, and small widget payloads. */
export interface NotificationsSlice {
  /** Incremented on each news notify (socket type 200, and at login): the notification panel re-reads when it changes. */
  newsNotify: number;
  /** Last drag info (type 207), for the draggable floating widget. */
  dragInfo: unknown;
  /** Incremented on each refresh-button push (type 305): the page shows its refresh button. */
  refreshButton: number;
  notifyNews(): void;
  setDragInfo(info: unknown): void;
  showRefreshButton(): void;
  clearNotifications(): void;
}

export const createNotificationsSlice: SliceCreator<NotificationsSlice> = (set) => ({
  newsNotify: 0,
  dragInfo: null,
  refreshButton: 0,
  notifyNews: () => set((s) => ({ newsNotify: s.newsNotify + 1 })),
  setDragInfo: (dragInfo) => set({ dragInfo }),
  showRefreshButton: () => set((s) => ({ refreshButton: s.refreshButton + 1 })),
  clearNotifications: () => set({ dragInfo: null }),
});
