import type { NotificationPage } from '../../core/feeds';
import { get } from '../network/http';

// The bell menu's calls (spec: /v1/user/notification/*). updRead and cleanAll are GETs in the spec; the server refuses
// them from other sites.

/** GET /v1/user/notification/getNotify?page=&size=: newest first, with the total and unread counts. */
export const getNotify = (page = 1, size = 20) =>
  get<NotificationPage>('/v1/user/notification/getNotify', { page, size }, { silent: true });

/** GET /v1/user/notification/updRead?id=: marks one notification read, or all without an id. */
export const updRead = (id?: number) => get<{ unread: number }>('/v1/user/notification/updRead', id === undefined ? {} : { id });

/** GET /v1/user/notification/cleanAll: deletes every notification of the player. */
export const cleanAll = () => get<{ removed: number }>('/v1/user/notification/cleanAll');
