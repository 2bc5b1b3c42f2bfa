import type { Coin } from '../../src/core/currency';
import { HIDDEN_NAME, type ChatEntry, type ChatKind, type ChatShare, type ChatUser } from '../../src/core/chat';
import { coinDecimals } from '../../src/core/currency';
import { toFixedDown } from '../../src/core/money';
import type { Queryable } from '../db/pool';

/** A chat author as stored. */
export interface AuthorRow {
  id: number;
  user_name: string;
  nick_name: string;
  img_url: string;
  level_id: number;
  privacy: number;
}

/** Stored details of a tip entry. */
export interface TipPayload {
  tipId: number;
  to: number;
  coin: Coin;
  amount: string;
}
/** Stored details of a rain entry. */
export interface RainPayload {
  rainId: number;
  coin: Coin;
  amount: string;
  share: string;
  recipients: number[];
}
/** Stored details of a shared bet: what its card shows (frame 14). */
export type SharePayload = ChatShare;
type Payload = TipPayload | RainPayload | SharePayload | null;

/** A chat_messages row joined with its author. */
export interface EntryRow {
  id: string;
  kind: ChatKind;
  text: string;
  at_users: string[];
  payload: Payload;
  client_id: string | null;
  created_at: Date;
  author: AuthorRow | null;
}

/** Columns of an EntryRow (chat_messages m LEFT JOIN users u). */
export const ENTRY_COLUMNS = `m.id, m.kind, m.text, m.at_users, m.payload, m.client_id, m.created_at,
  CASE WHEN u.id IS NULL THEN NULL ELSE json_build_object('id', u.id, 'user_name', u.user_name, 'nick_name', u.nick_name,
    'img_url', u.img_url, 'level_id', COALESCE((SELECT a.level_id FROM vip_accounts a WHERE a.user_id = u.id), 1), 'privacy', u.privacy) END AS author`;

/** The author as other players see them: 'Hidden' when private. */
export function chatUser(a: AuthorRow): ChatUser {
  if (a.privacy === 1) return { name: HIDDEN_NAME, userName: HIDDEN_NAME, avatar: '', vipLevel: a.level_id, hidden: true };
  return { name: a.nick_name, userName: a.user_name, avatar: a.img_url, vipLevel: a.level_id, hidden: false };
}

const shownName = (a: AuthorRow | undefined): string => (!a ? HIDDEN_NAME : a.privacy === 1 ? HIDDEN_NAME : a.nick_name);

/** Users referenced by tip and rain payloads, by id. */
export async function payloadUsers(db: Queryable, rows: readonly EntryRow[]): Promise<Map<number, AuthorRow>> {
  const ids = new Set<number>();
  for (const r of rows) {
    if (r.kind === 'tip') ids.add((r.payload as TipPayload).to);
    if (r.kind === 'rain') for (const id of (r.payload as RainPayload).recipients) ids.add(id);
  }
  if (ids.size === 0) return new Map();
  const { rows: users } = await db.query<AuthorRow>(
    `SELECT u.id, u.user_name, u.nick_name, u.img_url, COALESCE((SELECT a.level_id FROM vip_accounts a WHERE a.user_id = u.id), 1) AS level_id, u.privacy
       FROM users u WHERE u.id = ANY($1::int[])`,
    [[...ids]],
  );
  return new Map(users.map((u) => [u.id, u]));
}

/** One entry as the browser receives it. */
export function toEntry(row: EntryRow, users: ReadonlyMap<number, AuthorRow>): ChatEntry {
  const user = row.author ? chatUser(row.author) : null;
  const entry: ChatEntry = {
    id: Number(row.id),
    kind: row.kind,
    text: row.text,
    user,
    atUsers: row.at_users,
    createdAt: row.created_at.getTime(),
    deleted: false,
    privacy: row.author?.privacy ?? 0,
    from: user && !user.hidden ? row.author!.id : 0,
    fromName: user?.name ?? '',
    imgUrl: user?.avatar ?? '',
  };
  if (row.client_id) entry.clientId = row.client_id;
  const p = row.payload;
  if (row.kind === 'tip' && p) {
    const tip = p as TipPayload;
    entry.tip = {
      fromName: user?.name ?? HIDDEN_NAME,
      toName: shownName(users.get(tip.to)),
      coin: tip.coin,
      amount: money(tip.amount, tip.coin),
    };
  } else if (row.kind === 'rain' && p) {
    const rain = p as RainPayload;
    entry.rain = {
      coin: rain.coin,
      amount: money(rain.amount, rain.coin),
      share: money(rain.share, rain.coin),
      recipients: rain.recipients.map((id) => shownName(users.get(id))),
    };
  } else if (row.kind === 'share' && p) {
    const s = p as SharePayload;
    entry.share = { ...s, amount: money(s.amount, s.coin), payout: money(s.payout, s.coin) };
  }
  return entry;
}

function money(value: string, coin: Coin): string {
  return toFixedDown(value, coinDecimals(coin));
}

/** Loads entries by id (deleted ones left out), in id order, ready to send. */
export async function loadEntries(db: Queryable, ids: readonly number[]): Promise<ChatEntry[]> {
  const { rows } = await db.query<EntryRow>(
    `SELECT ${ENTRY_COLUMNS} FROM chat_messages m LEFT JOIN users u ON u.id = m.user_id
      WHERE m.id = ANY($1::bigint[]) AND m.deleted_at IS NULL ORDER BY m.id`,
    [[...ids]],
  );
  const users = await payloadUsers(db, rows);
  return rows.map((r) => toEntry(r, users));
}

/** A page of history: the latest `size` entries before `beforeId` (all when absent), oldest first. */
export async function historyPage(db: Queryable, size: number, beforeId?: number): Promise<{ list: ChatEntry[]; hasMore: boolean }> {
  const { rows } = await db.query<EntryRow>(
    `SELECT ${ENTRY_COLUMNS} FROM chat_messages m LEFT JOIN users u ON u.id = m.user_id
      WHERE m.deleted_at IS NULL AND ($1::bigint IS NULL OR m.id < $1) ORDER BY m.id DESC LIMIT $2`,
    [beforeId ?? null, size + 1],
  );
  const hasMore = rows.length > size;
  const page = rows.slice(0, size).reverse();
  const users = await payloadUsers(db, page);
  return { list: page.map((r) => toEntry(r, users)), hasMore };
}

/** Inserts an entry inside the caller's transaction (tips and rains write theirs with the money); returns its id. */
export async function insertEntry(
  db: Queryable,
  e: { userId: number | null; kind: ChatKind; text?: string; atUsers?: string[]; payload?: Payload; clientId?: string | null },
): Promise<number> {
  const { rows } = await db.query<{ id: string }>(
    `INSERT INTO chat_messages (user_id, kind, text, at_users, payload, client_id) VALUES ($1, $2, $3, $4, $5, $6) RETURNING id`,
    [e.userId, e.kind, e.text ?? '', e.atUsers ?? [], e.payload === undefined ? null : JSON.stringify(e.payload), e.clientId ?? null],
  );
  return Number(rows[0]!.id);
}
