import type { ChatEntry, ChatPage } from '../../core/chat/types';

/** Most entries the panel keeps in memory (and so in the DOM): live lines push the oldest out. */
export const CHAT_MEMORY_LIMIT = 300;

/** The entries the panel shows, oldest first, and whether older ones exist on the server. */
export interface ChatList {
  entries: ChatEntry[];
  hasMore: boolean;
}

const byId = (a: ChatEntry, b: ChatEntry) => a.id - b.id;

/** Entries of both lists by id (the incoming copy wins), oldest first, without deleted ones. */
function union(current: readonly ChatEntry[], incoming: readonly ChatEntry[]): ChatEntry[] {
  const map = new Map<number, ChatEntry>();
  for (const e of current) map.set(e.id, e);
  for (const e of incoming) map.set(e.id, e);
  return [...map.values()].filter((e) => !e.deleted).sort(byId);
}

/** Keeps the newest `limit` entries; dropping some means older ones exist again. */
function capOldest(list: ChatList, limit: number): ChatList {
  if (list.entries.length <= limit) return list;
  return { entries: list.entries.slice(-limit), hasMore: true };
}

/** A live entry (frames 10, 13, 14): added once, in id order; the oldest fall off past the limit. */
export function addLive(list: ChatList, entry: ChatEntry, limit = CHAT_MEMORY_LIMIT): ChatList {
  if (entry.deleted) return list;
  const last = list.entries.at(-1);
  // The common case, a newer line, appends without sorting.
  if (!last || entry.id > last.id) return capOldest({ entries: [...list.entries, entry], hasMore: list.hasMore }, limit);
  return capOldest({ entries: union(list.entries, [entry]), hasMore: list.hasMore }, limit);
}

/**
 * The latest page (first open, or after a reconnect) merged into what is shown. When the page does not reach back to
 * the newest entry shown (more than a page was missed while away), the old entries are dropped rather than shown
 * next to the new ones as if nothing lay between. Shown entries inside the page's range that the page lacks were
 * deleted meanwhile and go too.
 */
export function mergeLatest(list: ChatList, page: ChatPage, limit = CHAT_MEMORY_LIMIT): ChatList {
  const first = page.list[0];
  if (!first) return page.hasMore ? list : { entries: [], hasMore: false };
  const newestShown = list.entries.at(-1);
  const gap = page.hasMore && (!newestShown || newestShown.id < first.id);
  if (gap || list.entries.length === 0) return capOldest({ entries: union([], page.list), hasMore: page.hasMore }, limit);
  const kept = list.entries.filter((e) => e.id < first.id || e.id > page.list.at(-1)!.id);
  // Older entries still shown keep their own answer to "is there more"; else the page's holds.
  const hasMore = kept.some((e) => e.id < first.id) ? list.hasMore : page.hasMore;
  return capOldest({ entries: union(kept, page.list), hasMore }, limit);
}

/** An older page (scrolling up) put before what is shown; nothing is dropped past the limit (see canLoadOlder). */
export function mergeOlder(list: ChatList, page: ChatPage, limit = CHAT_MEMORY_LIMIT): ChatList {
  const entries = union(list.entries, page.list);
  if (entries.length <= limit) return { entries, hasMore: page.hasMore };
  // Keep the newest: the panel is a live room, its bottom is what matters.
  return { entries: entries.slice(-limit), hasMore: true };
}

/** Whether scrolling up may fetch another page: older ones exist and memory has room for them. */
export function canLoadOlder(list: ChatList, limit = CHAT_MEMORY_LIMIT): boolean {
  return list.hasMore && list.entries.length > 0 && list.entries.length < limit;
}

/** The list without entry `id` (a moderator deleted it). */
export function removeEntry(list: ChatList, id: number): ChatList {
  if (!list.entries.some((e) => e.id === id)) return list;
  return { entries: list.entries.filter((e) => e.id !== id), hasMore: list.hasMore };
}

/** Whether an entry mentions the player `userName` (handles are compared lower-case). */
export function mentionsMe(entry: Pick<ChatEntry, 'atUsers'>, userName: string | null | undefined): boolean {
  if (!userName) return false;
  const me = userName.toLowerCase();
  return entry.atUsers.some((handle) => handle.toLowerCase() === me);
}
