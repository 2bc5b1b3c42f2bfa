import type { ChatEntry, ChatPage, ChatRules, MentionState } from '../../core/chat/types';
import { getState } from '../store';
import { NO_MENTIONS, type ChatLoad, type ChatState, type PendingChat } from '../store/chatSlice';
import { addLive, mentionsMe, mergeLatest, mergeOlder, removeEntry } from './entries';

/*
 * The chat room's rules over the store's chat state: entries by id, sends awaiting their broadcast, the mute and its
 * end, my mention badge. Used by the socket's frame handler and the chat actions (not part of the first paint).
 */

const patch = (p: Partial<ChatState>) => getState().patchChat(p);
const list = () => ({ entries: getState().chatEntries, hasMore: getState().chatHasMore });

export function setChatLoad(chatLoad: ChatLoad): void {
  patch({ chatLoad });
}

/** The latest page merged in (first open, reconnect). */
export function applyChatLatest(page: ChatPage): void {
  const next = mergeLatest(list(), page);
  patch({ chatEntries: next.entries, chatHasMore: next.hasMore, chatLoad: 'ready' });
}

/** An older page put before what is shown. */
export function applyChatOlder(page: ChatPage): void {
  const next = mergeOlder(list(), page);
  patch({ chatEntries: next.entries, chatHasMore: next.hasMore, chatLoadingOlder: false });
}

export function setChatLoadingOlder(chatLoadingOlder: boolean): void {
  patch({ chatLoadingOlder });
}

/**
 * A live entry (frames 10, 13 kind tip, 14): added once by id; one carrying the clientId of a pending send confirms
 * it; one mentioning me (not my own) counts in the badge.
 */
export function addChatEntry(entry: ChatEntry): void {
  const s = getState();
  const next = addLive(list(), entry);
  const p: Partial<ChatState> = { chatEntries: next.entries, chatHasMore: next.hasMore };
  if (entry.clientId && s.chatPending.some((x) => x.clientId === entry.clientId)) {
    p.chatPending = s.chatPending.filter((x) => x.clientId !== entry.clientId);
  }
  const me = s.user?.userName;
  const mine = !!me && entry.user?.userName.toLowerCase() === me.toLowerCase();
  if (!mine && mentionsMe(entry, me) && !s.chatMentions.ids.includes(entry.id)) {
    p.chatMentions = { unread: s.chatMentions.unread + 1, ids: [entry.id, ...s.chatMentions.ids].slice(0, 50) };
  }
  patch(p);
}

/** Frame 12 delete: the entry goes for everyone (and off my badge). */
export function removeChatEntry(id: number): void {
  const next = removeEntry(list(), id);
  const { chatMentions } = getState();
  const p: Partial<ChatState> = { chatEntries: next.entries };
  if (chatMentions.ids.includes(id)) {
    p.chatMentions = { unread: Math.max(0, chatMentions.unread - 1), ids: chatMentions.ids.filter((m) => m !== id) };
  }
  patch(p);
}

export function addChatPending(pending: PendingChat): void {
  patch({ chatPending: [...getState().chatPending, pending], chatError: null });
}

/**
 * A send refused or failed: the pending line goes, `msg` shows in the composer and the text comes back to it when
 * the composer is empty. Returns whether a pending send matched.
 */
export function failChatPending(clientId: string, msg: string): boolean {
  const s = getState();
  const pending = s.chatPending.find((p) => p.clientId === clientId);
  if (!pending) return false;
  patch({
    chatPending: s.chatPending.filter((p) => p.clientId !== clientId),
    chatError: msg,
    chatDraft: s.chatDraft.trim() ? s.chatDraft : pending.text,
  });
  return true;
}

export function setChatError(chatError: string | null): void {
  patch({ chatError });
}

let muteTimer: ReturnType<typeof setTimeout> | null = null;

/** Frame 12 mute; `until` null or past clears it. The mute clears itself when it ends. */
export function setChatMute(until: number | null, msg: string): void {
  if (muteTimer) clearTimeout(muteTimer);
  muteTimer = null;
  const left = until === null ? 0 : until - Date.now();
  if (left <= 0) return patch({ chatMute: null });
  patch({ chatMute: { until: until!, msg } });
  // Timers cap at 2^31-1 ms (24.8 days): a longer mute re-arms itself.
  muteTimer = setTimeout(() => setChatMute(until, msg), Math.min(left, 2 ** 31 - 1));
}

export function setChatMentions(chatMentions: MentionState): void {
  patch({ chatMentions });
}

export function setChatRules(chatRules: ChatRules | null): void {
  patch({ chatRules });
}

/** Forgets the player's own chat state (logout): pending sends, mute, mentions, rules acceptance. */
export function resetChatPlayer(): void {
  setChatMute(null, '');
  patch({ chatPending: [], chatError: null, chatMentions: NO_MENTIONS, chatRules: null });
}
