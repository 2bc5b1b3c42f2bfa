import type { NotificationItem } from '../../core/feeds';
import type { SliceCreator } from './types';

/** Notifications kept in the bell menu (pages are appended up to this). */
export const NOTIFICATIONS_LIMIT = 200;

/** Pushes that ask the page to re-read something, small widget payloads, and the bell menu's notifications. */
export interface NotificationsSlice {
  /** Incremented on each news notify without a payload (and at login): the bell re-reads its first page. */
  newsNotify: number;
  /** Last drag info (type 207), for the draggable floating widget. */
  dragInfo: unknown;
  /** Incremented on each refresh-button push (type 305): the page shows its refresh button. */
  refreshButton: number;
  /** The bell's notifications, newest first (the pages read so far plus those pushed since). */
  notifications: NotificationItem[];
  /** Unread notifications of the player (all of them, not only the loaded ones). */
  notifyUnread: number;
  /** Notifications of the player on the server. */
  notifyTotal: number;
  /** Pages read so far (0: none yet). */
  notifyPage: number;
  notifyNews(): void;
  /** Writes bell state (the list's rules are in src/app/notifications/list.ts, outside the first paint). */
  patchNotifications(patch: Partial<NotificationsState>): void;
  setDragInfo(info: unknown): void;
  showRefreshButton(): void;
  clearNotifications(): void;
}

/** The bell's list state (what patchNotifications writes). */
export type NotificationsState = Pick<NotificationsSlice, 'notifications' | 'notifyUnread' | 'notifyTotal' | 'notifyPage'>;

export const createNotificationsSlice: SliceCreator<NotificationsSlice> = (set) => ({
  newsNotify: 0,
  dragInfo: null,
  refreshButton: 0,
  notifications: [],
  notifyUnread: 0,
  notifyTotal: 0,
  notifyPage: 0,
  notifyNews: () => set((s) => ({ newsNotify: s.newsNotify + 1 })),
  patchNotifications: (patch) => set(patch),
  setDragInfo: (dragInfo) => set({ dragInfo }),
  showRefreshButton: () => set((s) => ({ refreshButton: s.refreshButton + 1 })),
  clearNotifications: () => set({ dragInfo: null, notifications: [], notifyUnread: 0, notifyTotal: 0, notifyPage: 0 }),
});
