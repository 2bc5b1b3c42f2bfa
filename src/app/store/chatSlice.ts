import type { ChatEntry, ChatPage, ChatRules, MentionState } from '../../core/chat/types';
import { addLive, CHAT_MEMORY_LIMIT, mentionsMe, mergeLatest, mergeOlder, removeEntry } from '../chat/entries';
import { MOBILE_MAX_WIDTH } from '../../core/device';
import { getChatOpenFlag } from '../storage/storage';
import type { SliceCreator } from './types';

export { CHAT_MEMORY_LIMIT };

/** A message sent and not yet confirmed by its broadcast (shown dimmed at the bottom). */
export interface PendingChat {
  clientId: string;
  text: string;
  atUsers: string[];
  createdAt: number;
}

/** A mute from frame 12: the composer shows `msg` until `until` (ms since the epoch). */
export interface ChatMute {
  until: number;
  msg: string;
}

/** Where the latest page stands: not asked, on its way, in, or failed (the panel offers a retry). */
export type ChatLoad = 'idle' | 'loading' | 'ready' | 'error';

/** The chat room: entries by id, history paging, sends awaiting confirmation, mute, mentions, rules, the panel. */
export interface ChatSlice {
  /** Oldest first, unique ids, at most CHAT_MEMORY_LIMIT. */
  chatEntries: ChatEntry[];
  /** Older entries exist on the server. */
  chatHasMore: boolean;
  chatLoad: ChatLoad;
  chatLoadingOlder: boolean;
  chatPending: PendingChat[];
  /** The last refusal of a send (the server's msg), shown in the composer until the next send or edit. */
  chatError: string | null;
  chatMute: ChatMute | null;
  /** My unread mentions (the badge). */
  chatMentions: MentionState;
  /** null until read (GET chatRoomRules). */
  chatRules: ChatRules | null;
  /** The panel is open (remembered across reloads, see actions/chatPanel). */
  chatOpen: boolean;
  /** The composer's text (a player card's mention writes here). */
  chatDraft: string;

  setChatLoad(load: ChatLoad): void;
  /** The latest page merged in (first open, reconnect). */
  applyChatLatest(page: ChatPage): void;
  /** An older page put before what is shown. */
  applyChatOlder(page: ChatPage): void;
  setChatLoadingOlder(loading: boolean): void;
  /**
   * A live entry (frames 10, 13 kind tip, 14): added once by id; one carrying the clientId of a pending send confirms
   * it; one mentioning me (not my own) counts in the badge.
   */
  addChatEntry(entry: ChatEntry): void;
  /** Frame 12 delete: the entry goes for everyone. */
  removeChatEntry(id: number): void;
  addChatPending(pending: PendingChat): void;
  /**
   * A send refused or failed: the pending line goes, `msg` shows in the composer and the text comes back to it when
   * the composer is empty. Returns whether a pending send matched.
   */
  failChatPending(clientId: string, msg: string): boolean;
  setChatError(msg: string | null): void;
  /** Frame 12 mute; `until` null or past clears it. The state clears itself when the mute ends. */
  setChatMute(until: number | null, msg: string): void;
  setChatMentions(state: MentionState): void;
  setChatRules(rules: ChatRules | null): void;
  setChatOpen(open: boolean): void;
  setChatDraft(draft: string): void;
  /** Forgets the player's own chat state (logout): pending sends, mute, mentions, rules acceptance. */
  resetChatPlayer(): void;
}

const NO_MENTIONS: MentionState = { unread: 0, ids: [] };
/** The docked panel opens as it was left; a phone's sheet always starts closed. */
function initialChatOpen(): boolean {
  return typeof window !== 'undefined' && window.innerWidth > MOBILE_MAX_WIDTH && getChatOpenFlag();
}

let muteTimer: ReturnType<typeof setTimeout> | null = null;

export const createChatSlice: SliceCreator<ChatSlice> = (set, get) => {
  const list = () => ({ entries: get().chatEntries, hasMore: get().chatHasMore });
  const clearMuteTimer = () => {
    if (muteTimer) clearTimeout(muteTimer);
    muteTimer = null;
  };
  return {
    chatEntries: [],
    chatHasMore: false,
    chatLoad: 'idle',
    chatLoadingOlder: false,
    chatPending: [],
    chatError: null,
    chatMute: null,
    chatMentions: NO_MENTIONS,
    chatRules: null,
    chatOpen: initialChatOpen(),
    chatDraft: '',

    setChatLoad: (chatLoad) => set({ chatLoad }),
    applyChatLatest: (page) => {
      const next = mergeLatest(list(), page);
      set({ chatEntries: next.entries, chatHasMore: next.hasMore, chatLoad: 'ready' });
    },
    applyChatOlder: (page) => {
      const next = mergeOlder(list(), page);
      set({ chatEntries: next.entries, chatHasMore: next.hasMore, chatLoadingOlder: false });
    },
    setChatLoadingOlder: (chatLoadingOlder) => set({ chatLoadingOlder }),
    addChatEntry: (entry) => {
      const s = get();
      const next = addLive(list(), entry);
      const patch: Partial<ChatSlice> = { chatEntries: next.entries, chatHasMore: next.hasMore };
      if (entry.clientId && s.chatPending.some((p) => p.clientId === entry.clientId)) {
        patch.chatPending = s.chatPending.filter((p) => p.clientId !== entry.clientId);
      }
      const me = s.user?.userName;
      const mine = !!me && entry.user?.userName.toLowerCase() === me.toLowerCase();
      if (!mine && mentionsMe(entry, me) && !s.chatMentions.ids.includes(entry.id)) {
        patch.chatMentions = { unread: s.chatMentions.unread + 1, ids: [entry.id, ...s.chatMentions.ids].slice(0, 50) };
      }
      set(patch);
    },
    removeChatEntry: (id) => {
      const next = removeEntry(list(), id);
      const { chatMentions } = get();
      const patch: Partial<ChatSlice> = { chatEntries: next.entries };
      if (chatMentions.ids.includes(id)) {
        patch.chatMentions = { unread: Math.max(0, chatMentions.unread - 1), ids: chatMentions.ids.filter((m) => m !== id) };
      }
      set(patch);
    },
    addChatPending: (pending) => set((s) => ({ chatPending: [...s.chatPending, pending], chatError: null })),
    failChatPending: (clientId, msg) => {
      const s = get();
      const pending = s.chatPending.find((p) => p.clientId === clientId);
      if (!pending) return false;
      set({
        chatPending: s.chatPending.filter((p) => p.clientId !== clientId),
        chatError: msg,
        chatDraft: s.chatDraft.trim() ? s.chatDraft : pending.text,
      });
      return true;
    },
    setChatError: (chatError) => set({ chatError }),
    setChatMute: (until, msg) => {
      clearMuteTimer();
      const left = until === null ? 0 : until - Date.now();
      if (left <= 0) {
        set({ chatMute: null });
        return;
      }
      set({ chatMute: { until: until!, msg } });
      // Timers cap at 2^31-1 ms (24.8 days): a longer mute re-arms itself.
      muteTimer = setTimeout(() => get().setChatMute(until, msg), Math.min(left, 2 ** 31 - 1));
    },
    setChatMentions: (chatMentions) => set({ chatMentions }),
    setChatRules: (chatRules) => set({ chatRules }),
    setChatOpen: (chatOpen) => set((s) => (s.chatOpen === chatOpen ? {} : { chatOpen })),
    setChatDraft: (chatDraft) => set({ chatDraft, chatError: null }),
    resetChatPlayer: () => {
      clearMuteTimer();
      set({ chatPending: [], chatError: null, chatMute: null, chatMentions: NO_MENTIONS, chatRules: null });
    },
  };
};
