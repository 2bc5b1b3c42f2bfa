import { CODE } from '../../core/api';
import * as api from '../api/notifications';
import { getState } from '../store';
import { emptyNotifications, markNotificationRead, setNotificationPage } from '../notifications/list';

/** Reads a page of the bell's notifications into the store (page 1 replaces the list). */
export async function loadNotifications(page = 1): Promise<void> {
  if (!getState().loggedIn) return;
  const env = await api.getNotify(page);
  if (env.code === CODE.OK && env.data) setNotificationPage(env.data);
}

/** Marks one notification read, or all of them without an id. */
export async function readNotification(id?: number): Promise<void> {
  const env = await api.updRead(id);
  if (env.code === CODE.OK && env.data) markNotificationRead(id ?? null, env.data.unread);
}

/** Deletes every notification of the player. */
export async function clearAllNotifications(): Promise<void> {
  const env = await api.cleanAll();
  if (env.code === CODE.OK) emptyNotifications();
}
