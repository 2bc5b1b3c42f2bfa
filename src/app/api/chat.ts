import type { AtUserSuggestion, ChatPage, ChatRules, MentionState } from '../../core/chat/types';
import { get, post } from '../network/http';

// The chat panel's calls (docs/protocol.md, Chat). Reads are silent: the panel shows its own state for a failure.

/** POST /v1/user/userChat/getChatList: the latest page, or the page before `beforeId`, oldest first. */
export const getChatList = (beforeId?: number, size?: number) =>
  post<ChatPage>(
    '/v1/user/userChat/getChatList',
    { ...(beforeId === undefined ? {} : { beforeId }), ...(size === undefined ? {} : { size }) },
    { silent: true },
  );

/** GET /v1/user/userChat/atUsers?keyword=: up to 10 recent chatters whose handle starts with keyword. */
export const getAtUsers = (keyword: string) => get<AtUserSuggestion[]>('/v1/user/userChat/atUsers', { keyword }, { silent: true });

/** GET /v1/user/userChat/hasRead[?readTo=]: my unread mentions, after marking those up to `readTo` read. */
export const getMentionState = (readTo?: number) =>
  get<MentionState>('/v1/user/userChat/hasRead', readTo === undefined ? {} : { readTo }, { silent: true });

/** GET /v1/user/configure/chatRoomRules: the rules and whether I accepted them. */
export const getChatRules = () => get<ChatRules>('/v1/user/configure/chatRoomRules', undefined, { silent: true });

/** POST /v1/user/updateIsFirstPopUp: accepts the rules of `version`. */
export const acceptChatRules = (version?: number) =>
  post<ChatRules>('/v1/user/updateIsFirstPopUp', version === undefined ? {} : { version }, { silent: true });
