import type { ChatMessage } from '../../core/socket';
import type { SliceCreator } from './types';

/** Messages kept in the chat list; older ones fall off the top. */
export const CHAT_LIMIT = 100;

/** One line of the chat: a player message (types 10 and 12) or a shared game (type 14). */
export type ChatEntry =
  ({ kind: 'message'; id: number; type: number } & ChatMessage) | { kind: 'game'; id: number; type: number; data: unknown };

/** The chat room fed by the live socket. */
export interface ChatSlice {
  chat: ChatEntry[];
  /** A sent chat message awaits the server's echo or error. */
  chatSending: boolean;
  /** Appends a player message (types 10 and 12). */
  appendChat(type: number, message: ChatMessage): void;
  /** Appends a shared game message (type 14). */
  appendSharedGame(data: unknown): void;
  setChatSending(sending: boolean): void;
  clearChat(): void;
}

let nextChatId = 1;

export const createChatSlice: SliceCreator<ChatSlice> = (set) => {
  const append = (entry: ChatEntry) => set((s) => ({ chat: [...s.chat, entry].slice(-CHAT_LIMIT) }));
  return {
    chat: [],
    chatSending: false,
    appendChat: (type, message) => append({ kind: 'message', id: nextChatId++, type, ...message }),
    appendSharedGame: (data) => append({ kind: 'game', id: nextChatId++, type: 14, data }),
    setChatSending: (chatSending) => set({ chatSending }),
    clearChat: () => set({ chat: [], chatSending: false }),
  };
};
