import type { NewsNotify, NotificationItem, NotificationPage } from '../../src/core/feeds';
import { MSG, type SuccessToast } from '../../src/core/socket';
import type { Queryable } from '../db/pool';
import { ApiError } from '../errors';
import type { Hub } from './hub';

/** What a feature tells a player (a tip received; rain, deposits and withdrawals later). */
export interface NotificationInput {
  kind: string;
  title: string;
  body?: string;
  data?: Record<string, unknown>;
}

interface Row {
  id: string;
  kind: string;
  title: string;
  body: string;
  data: Record<string, unknown>;
  read_at: Date | null;
  created_at: Date;
}

const toItem = (r: Row): NotificationItem => ({
  id: Number(r.id),
  kind: r.kind,
  title: r.title,
  body: r.body,
  data: r.data,
  read: r.read_at !== null,
  time: r.created_at.getTime(),
});

/**
 * Writes a notification row. Called inside the feature's transaction (pass its client) so the notice exists exactly
 * when the thing it tells about does; push it with pushNotification once that transaction committed.
 */
export async function createNotification(db: Queryable, userId: number, input: NotificationInput): Promise<NewsNotify> {
  const { rows } = await db.query<Row & { unread: string }>(
    `WITH n AS (INSERT INTO notifications (user_id, kind, title, body, data) VALUES ($1, $2, $3, $4, $5)
                RETURNING id, kind, title, body, data, read_at, created_at)
     SELECT n.*, (SELECT count(*) FROM notifications WHERE user_id = $1 AND read_at IS NULL) + 1 AS unread FROM n`,
    [userId, input.kind, input.title.slice(0, 120), (input.body ?? '').slice(0, 1000), JSON.stringify(input.data ?? {})],
  );
  const row = rows[0]!;
  return { item: toItem(row), unread: Number(row.unread) };
}

/** Type 200 with the notification to every socket of the user, on every server process. */
export function pushNotification(hub: Hub, userId: number, notice: NewsNotify): void {
  hub.sendToUser(userId, { type: MSG.NEWS_NOTIFY, data: notice });
}

/** Type 202 to every socket of the user, on every server process: the browser shows the content as a success toast. */
export function pushSuccessToast(hub: Hub, userId: number, content: string): void {
  hub.sendToUser(userId, { type: MSG.SUCCESS_TOAST, data: { content } satisfies SuccessToast });
}

/** Writes a notification and pushes it: for callers outside a transaction. */
export async function notify(db: Queryable, hub: Hub, userId: number, input: NotificationInput): Promise<NewsNotify> {
  const notice = await createNotification(db, userId, input);
  pushNotification(hub, userId, notice);
  return notice;
}

/** A page of the user's notifications, newest first, with the total and unread counts. */
export async function notificationPage(db: Queryable, userId: number, page: number, size: number): Promise<NotificationPage> {
  const [list, counts] = await Promise.all([
    db.query<Row>(
      `SELECT id, kind, title, body, data, read_at, created_at FROM notifications WHERE user_id = $1
        ORDER BY id DESC LIMIT $2 OFFSET $3`,
      [userId, size, (page - 1) * size],
    ),
    db.query<{ total: string; unread: string }>(
      `SELECT count(*) AS total, count(*) FILTER (WHERE read_at IS NULL) AS unread FROM notifications WHERE user_id = $1`,
      [userId],
    ),
  ]);
  const c = counts.rows[0]!;
  return { list: list.rows.map(toItem), total: Number(c.total), unread: Number(c.unread), page, size };
}

/** Marks one notification (or all when id is null) of the user read; an id of someone else's is a 404. */
export async function markRead(db: Queryable, userId: number, id: string | null): Promise<{ unread: number }> {
  if (id !== null) {
    const { rows } = await db.query(
      `UPDATE notifications SET read_at = COALESCE(read_at, now()) WHERE id = $1 AND user_id = $2 RETURNING id`,
      [id, userId],
    );
    if (rows.length === 0) throw new ApiError(404, 'Notification not found');
  } else {
    await db.query(`UPDATE notifications SET read_at = now() WHERE user_id = $1 AND read_at IS NULL`, [userId]);
  }
  const { rows } = await db.query<{ unread: string }>(
    `SELECT count(*) AS unread FROM notifications WHERE user_id = $1 AND read_at IS NULL`,
    [userId],
  );
  return { unread: Number(rows[0]!.unread) };
}

/** Deletes every notification of the user. */
export async function clearAll(db: Queryable, userId: number): Promise<{ removed: number }> {
  const { rowCount } = await db.query(`DELETE FROM notifications WHERE user_id = $1`, [userId]);
  return { removed: rowCount ?? 0 };
}
