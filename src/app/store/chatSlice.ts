import type { ChatEntry, ChatRules, MentionState } from '../../core/chat/types';
import { MOBILE_MAX_WIDTH } from '../../core/device';
import { getChatOpenFlag } from '../storage/storage';
import type { SliceCreator } from './types';

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

/** The chat room's state. Its rules (merging, confirmation, mute expiry, mentions) are in src/app/chat/room.ts. */
export interface ChatState {
  /** Oldest first, unique ids, at most CHAT_MEMORY_LIMIT (src/app/chat/entries.ts). */
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
  /** The panel is open (the docked one is remembered across reloads, see actions/chatPanel). */
  chatOpen: boolean;
  /** The composer's text (a player card's mention writes here). */
  chatDraft: string;
}

/**
 * The chat in the store. Only plain state and setters live here, in the first paint; the room's logic comes with the
 * socket and the panel (src/app/chat/room.ts).
 */
export interface ChatSlice extends ChatState {
  /** Sets chat fields (src/app/chat/room.ts does, keeping the room's rules). */
  patchChat(patch: Partial<ChatState>): void;
  setChatOpen(open: boolean): void;
  /** The composer's text; editing clears the last refusal. */
  setChatDraft(draft: string): void;
}

/** No unread mention. */
export const NO_MENTIONS: MentionState = { unread: 0, ids: [] };

/** The docked panel opens as it was left; a phone's sheet always starts closed. */
function initialChatOpen(): boolean {
  return typeof window !== 'undefined' && window.innerWidth > MOBILE_MAX_WIDTH && getChatOpenFlag();
}

export const createChatSlice: SliceCreator<ChatSlice> = (set) => ({
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
  patchChat: (patch) => set(patch),
  setChatOpen: (chatOpen) => set((s) => (s.chatOpen === chatOpen ? {} : { chatOpen })),
  setChatDraft: (chatDraft) => set({ chatDraft, chatError: null }),
});
