import type { NewsNotify, NotificationPage } from '../../core/feeds';
import { getState } from '../store';
import { NOTIFICATIONS_LIMIT } from '../store/notificationsSlice';

/*
 * The bell's list rules over the store's notification state: pages merged by id, live pushes on top, read marks. Used by
 * the socket's frame handler and the notification actions (not part of the first paint).
 */

/**
 * A notification pushed by the socket (type 200 with a payload): added on top, the unread count taken from it. A push of
 * one already listed is a tally's update (the same row now telling "N tips totalling X"): its text is replaced in
 * place, its place, read mark and the counts stay.
 */
export function addNotification({ item, unread }: NewsNotify): void {
  const s = getState();
  const at = s.notifications.findIndex((n) => n.id === item.id);
  if (at >= 0) {
    const list = [...s.notifications];
    list[at] = { ...list[at]!, title: item.title, body: item.body, data: item.data };
    s.patchNotifications({ notifications: list });
    return;
  }
  s.patchNotifications({
    notifications: [item, ...s.notifications].slice(0, NOTIFICATIONS_LIMIT),
    notifyUnread: unread,
    notifyTotal: s.notifyTotal + 1,
  });
}

/** A page read from the server: page 1 replaces the list, later pages are appended (without the ones already shown). */
export function setNotificationPage(page: NotificationPage): void {
  const s = getState();
  const base = page.page === 1 ? [] : s.notifications;
  const seen = new Set(base.map((n) => n.id));
  s.patchNotifications({
    notifications: [...base, ...page.list.filter((n) => !seen.has(n.id))].slice(0, NOTIFICATIONS_LIMIT),
    notifyUnread: page.unread,
    notifyTotal: page.total,
    notifyPage: page.page,
  });
}

/** One notification (or all, id null) marked read, with the unread count the server answered. */
export function markNotificationRead(id: number | null, unread: number): void {
  const s = getState();
  s.patchNotifications({
    notifications: s.notifications.map((n) => (id === null || n.id === id ? { ...n, read: true } : n)),
    notifyUnread: unread,
  });
}

/** The list emptied (cleanAll). */
export function emptyNotifications(): void {
  getState().patchNotifications({ notifications: [], notifyUnread: 0, notifyTotal: 0, notifyPage: 0 });
}
