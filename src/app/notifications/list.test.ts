import { beforeEach, describe, expect, it } from 'vitest';
import type { NotificationItem } from '../../core/feeds';
import { getState, resetStore } from '../store';
import { NOTIFICATIONS_LIMIT } from '../store/notificationsSlice';
import { addNotification, emptyNotifications, markNotificationRead, setNotificationPage } from './list';

const item = (id: number, read = false): NotificationItem => ({ id, kind: 'tip', title: `t${id}`, body: '', data: {}, read, time: id });
const ids = () => getState().notifications.map((n) => n.id);

beforeEach(() => resetStore());

describe('the bell list', () => {
  it('page 1 replaces the list, later pages append without repeating what a push already showed', () => {
    setNotificationPage({ list: [item(9), item(8)], total: 4, unread: 2, page: 1, size: 2 });
    addNotification({ item: item(10), unread: 3 });
    setNotificationPage({ list: [item(8), item(7)], total: 5, unread: 3, page: 2, size: 2 });
    expect(ids()).toEqual([10, 9, 8, 7]);
    expect(getState()).toMatchObject({ notifyUnread: 3, notifyTotal: 5, notifyPage: 2 });
    setNotificationPage({ list: [item(11)], total: 6, unread: 1, page: 1, size: 2 });
    expect(ids()).toEqual([11]);
  });

  it('a push goes on top once, with the unread count it carries; the list is capped', () => {
    addNotification({ item: item(1), unread: 1 });
    addNotification({ item: item(1), unread: 7 });
    expect(ids()).toEqual([1]);
    expect(getState().notifyUnread).toBe(1);
    expect(getState().notifyTotal).toBe(1);
    for (let i = 2; i <= NOTIFICATIONS_LIMIT + 5; i++) addNotification({ item: item(i), unread: i });
    expect(getState().notifications).toHaveLength(NOTIFICATIONS_LIMIT);
    expect(ids()[0]).toBe(NOTIFICATIONS_LIMIT + 5);
  });

  it("a tally's update replaces the text of its row in place: no new row, the place, read mark and counts stay", () => {
    setNotificationPage({ list: [item(2), item(1, true)], total: 2, unread: 1, page: 1, size: 20 });
    const tally = { ...item(1), title: 'Tips from ann', body: 'You received 3 tips totalling 3 USDT', data: { count: 3 } };
    addNotification({ item: tally, unread: 1 });
    expect(ids()).toEqual([2, 1]);
    expect(getState().notifications[1]).toMatchObject({ id: 1, title: 'Tips from ann', body: tally.body, data: { count: 3 }, read: true });
    expect(getState()).toMatchObject({ notifyUnread: 1, notifyTotal: 2 });
  });

  it('marks one or all read and empties the list', () => {
    setNotificationPage({ list: [item(2), item(1)], total: 2, unread: 2, page: 1, size: 20 });
    markNotificationRead(2, 1);
    expect(getState().notifications.map((n) => n.read)).toEqual([true, false]);
    markNotificationRead(null, 0);
    expect(getState().notifications.every((n) => n.read)).toBe(true);
    expect(getState().notifyUnread).toBe(0);
    emptyNotifications();
    expect(getState()).toMatchObject({ notifications: [], notifyUnread: 0, notifyTotal: 0, notifyPage: 0 });
  });
});
