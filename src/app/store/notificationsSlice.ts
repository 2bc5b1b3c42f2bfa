import type { NewsNotify, NotificationItem, NotificationPage } from '../../core/feeds';
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
  /** A notification pushed by the socket (type 200 with a payload): added on top, the unread count taken from it. */
  addNotification(news: NewsNotify): void;
  /** A page read from the server: page 1 replaces the list, later pages are appended. */
  setNotificationPage(page: NotificationPage): void;
  /** One notification (or all, id null) marked read, with the unread count the server answered. */
  markNotificationRead(id: number | null, unread: number): void;
  /** The list emptied (cleanAll). */
  emptyNotifications(): void;
  setDragInfo(info: unknown): void;
  showRefreshButton(): void;
  clearNotifications(): void;
}

export const createNotificationsSlice: SliceCreator<NotificationsSlice> = (set) => ({
  newsNotify: 0,
  dragInfo: null,
  refreshButton: 0,
  notifications: [],
  notifyUnread: 0,
  notifyTotal: 0,
  notifyPage: 0,
  notifyNews: () => set((s) => ({ newsNotify: s.newsNotify + 1 })),
  addNotification: ({ item, unread }) =>
    set((s) =>
      s.notifications.some((n) => n.id === item.id)
        ? {}
        : {
            notifications: [item, ...s.notifications].slice(0, NOTIFICATIONS_LIMIT),
            notifyUnread: unread,
            notifyTotal: s.notifyTotal + 1,
          },
    ),
  setNotificationPage: (page) =>
    set((s) => {
      const base = page.page === 1 ? [] : s.notifications;
      const seen = new Set(base.map((n) => n.id));
      return {
        notifications: [...base, ...page.list.filter((n) => !seen.has(n.id))].slice(0, NOTIFICATIONS_LIMIT),
        notifyUnread: page.unread,
        notifyTotal: page.total,
        notifyPage: page.page,
      };
    }),
  markNotificationRead: (id, unread) =>
    set((s) => ({
      notifications: s.notifications.map((n) => (id === null || n.id === id ? { ...n, read: true } : n)),
      notifyUnread: unread,
    })),
  emptyNotifications: () => set({ notifications: [], notifyUnread: 0, notifyTotal: 0, notifyPage: 0 }),
  setDragInfo: (dragInfo) => set({ dragInfo }),
  showRefreshButton: () => set((s) => ({ refreshButton: s.refreshButton + 1 })),
  clearNotifications: () => set({ dragInfo: null, notifications: [], notifyUnread: 0, notifyTotal: 0, notifyPage: 0 }),
});
