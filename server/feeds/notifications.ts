import type { NewsNotify, NotificationItem, NotificationPage } from '../../src/core/feeds';
import { Decimal } from '../../src/core/money';
import { MSG, type SuccessToast } from '../../src/core/socket';
import type { Queryable } from '../db/pool';
import { ApiError } from '../errors';
import type { Hub } from '../live/hub';

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

/** Money received (tips, rain shares) within this time of a row's first one is told in that row (per kind and coin). */
export const TALLY_WINDOW_MS = 10_000;
/** A tallied row's updates go to the player's sockets at most once in this time. */
export const TALLY_PUSH_GAP_MS = 1_000;

/** One amount received, to tell in the receiver's tally for its kind and coin. */
export interface TallyInput {
  kind: 'tip' | 'rain';
  coin: string;
  /** This one's amount in the coin (decimal string). */
  amount: string;
  fromName: string;
  /** The row's text while it tells this one alone. */
  single: { title: string; body: string };
  /** The row's text once it tells `count` of them, `total` in all; `fromName` when they all came from one player. */
  several: (count: number, total: Decimal, fromName: string | null) => { title: string; body: string };
  /** Details of this one (kept in the row's data beside `count` and `total`). */
  data: Record<string, unknown>;
}

/** A tallied notice: the row as it now reads, whether it is new and whether to push it now. */
export interface Tally {
  notice: NewsNotify;
  /** A new row, the first of its window: the only one of the window to show as a toast. */
  fresh: boolean;
  /** Push the row (type 200) now: a new row always, an updated one once per TALLY_PUSH_GAP_MS. */
  push: boolean;
}

/**
 * Tells a receiver of money in one notification row per kind and coin per TALLY_WINDOW_MS: the first amount writes a
 * row, the next ones in the window (while unread) update it to "N … totalling X". So a flood of tips or rain shares
 * makes one row and one toast per window for the receiver, and row pushes at most once per TALLY_PUSH_GAP_MS, on
 * every process alike (the row and its pushed_at are the shared state). Called in the money's transaction, after the
 * receiver's balance row is written: that row lock already orders two credits of one receiver, so the second sees the
 * first's tally.
 */
export async function tallyNotification(db: Queryable, userId: number, input: TallyInput): Promise<Tally> {
  const { rows: open } = await db.query<{ id: string; data: Record<string, unknown>; due: boolean }>(
    `SELECT id, data, clock_timestamp() - coalesce(pushed_at, created_at) >= make_interval(secs => $4) AS due
       FROM notifications
      WHERE user_id = $1 AND kind = $2 AND data->>'coin' = $3 AND read_at IS NULL
        AND created_at > clock_timestamp() - make_interval(secs => $5)
      ORDER BY id DESC LIMIT 1 FOR UPDATE`,
    [userId, input.kind, input.coin, TALLY_PUSH_GAP_MS / 1000, TALLY_WINDOW_MS / 1000],
  );
  const row = open[0];
  if (!row) {
    const data = { ...input.data, coin: input.coin, count: 1, total: input.amount, fromName: input.fromName };
    const { rows } = await db.query<Row & { unread: string }>(
      `WITH n AS (INSERT INTO notifications (user_id, kind, title, body, data, pushed_at) VALUES ($1, $2, $3, $4, $5, clock_timestamp())
                  RETURNING id, kind, title, body, data, read_at, created_at)
       SELECT n.*, (SELECT count(*) FROM notifications WHERE user_id = $1 AND read_at IS NULL) + 1 AS unread FROM n`,
      [userId, input.kind, input.single.title.slice(0, 120), input.single.body.slice(0, 1000), JSON.stringify(data)],
    );
    return { notice: { item: toItem(rows[0]!), unread: Number(rows[0]!.unread) }, fresh: true, push: true };
  }
  const count = Number(row.data.count ?? 1) + 1;
  const total = new Decimal(String(row.data.total ?? '0')).plus(input.amount);
  const sameSender = row.data.fromName === input.fromName;
  const text = input.several(count, total, sameSender ? input.fromName : null);
  const data = { ...input.data, coin: input.coin, count, total: total.toFixed(), fromName: sameSender ? input.fromName : null };
  const { rows } = await db.query<Row & { unread: string }>(
    `UPDATE notifications SET title = $2, body = $3, data = $4, pushed_at = CASE WHEN $5 THEN clock_timestamp() ELSE pushed_at END
      WHERE id = $1
      RETURNING id, kind, title, body, data, read_at, created_at,
                (SELECT count(*) FROM notifications WHERE user_id = $6 AND read_at IS NULL) AS unread`,
    [row.id, text.title.slice(0, 120), text.body.slice(0, 1000), JSON.stringify(data), row.due, userId],
  );
  return { notice: { item: toItem(rows[0]!), unread: Number(rows[0]!.unread) }, fresh: false, push: row.due };
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
