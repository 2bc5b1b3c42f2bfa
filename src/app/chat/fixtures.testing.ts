import type { ChatEntry, ChatUser } from '../../core/chat/types';

/** A player as chat shows them. */
export function chatUser(userName: string, patch: Partial<ChatUser> = {}): ChatUser {
  return { name: userName, userName, avatar: '', vipLevel: 0, hidden: false, ...patch };
}

/** A text entry by `userName` (default 'bob') with id `id`. */
export function chatEntry(id: number, patch: Partial<ChatEntry> = {}): ChatEntry {
  const user = patch.user === undefined ? chatUser('bob') : patch.user;
  return {
    id,
    kind: 'text',
    text: `message ${id}`,
    user,
    atUsers: [],
    createdAt: 1_700_000_000_000 + id * 1000,
    deleted: false,
    privacy: 0,
    from: 7,
    fromName: user?.name ?? '',
    imgUrl: '',
    ...patch,
  };
}

/** Entries with ids from..to (inclusive), oldest first. */
export function chatEntries(from: number, to: number): ChatEntry[] {
  const out: ChatEntry[] = [];
  for (let id = from; id <= to; id++) out.push(chatEntry(id));
  return out;
}
