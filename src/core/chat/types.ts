import type { Coin } from '../currency';

/** What a chat entry is: a player's text, a tip, a rain, a shared bet, or a line from the site (mute, rules…). */
export type ChatKind = 'text' | 'tip' | 'rain' | 'share' | 'system';

/** The author of an entry as everyone sees it; a private player is {name: 'Hidden', userName: 'Hidden', avatar: ''}. */
export interface ChatUser {
  /** Display name (nick name), or 'Hidden'. */
  name: string;
  /** Handle for @mentions, /tip and the player card (GET /v1/user/betRecord/userbet), or 'Hidden'. */
  userName: string;
  avatar: string;
  vipLevel: number;
  hidden: boolean;
}

/** A tip as shown in chat (frame 13). */
export interface ChatTip {
  fromName: string;
  toName: string;
  coin: Coin;
  amount: string;
}

/** A rain as shown in chat (frame 10, kind 'rain'). */
export interface ChatRain {
  coin: Coin;
  /** Total handed out (share × recipients); the remainder went back to the sender. */
  amount: string;
  share: string;
  /** Recipients' display names ('Hidden' for private players). */
  recipients: string[];
}

/** A shared bet's card (frame 14): a settled bet of any house game, which anyone can open (GET /api/games/bets/:id). */
export interface ChatShare {
  betId: string;
  game: string;
  coin: Coin;
  amount: string;
  /** The multiplier paid ("0" when the bet paid nothing); a crash bet's cash-out. */
  multiplier: string;
  payout: string;
  win: boolean;
}

/**
 * One chat entry as the browser receives it, in history and in frames 10 (text, rain, system), 13 (tip) and
 * 14 (share). The spec's chat message fields (privacy, from, fromName, imgUrl) are filled for older readers: `from`
 * is 0 for a private player.
 */
export interface ChatEntry {
  id: number;
  kind: ChatKind;
  /** Plain text, never HTML: render as text. Empty for tip, rain and share. */
  text: string;
  /** null for system lines. */
  user: ChatUser | null;
  /** Handles mentioned (lower-case as stored). */
  atUsers: string[];
  /** Milliseconds since the epoch. */
  createdAt: number;
  /** Always false in frames and history (deleted entries are left out); a 12 'delete' event removes a shown one. */
  deleted: boolean;
  /** Echo of the sender's clientId (frame 10 only, text entries): confirms a send without revealing who sent it. */
  clientId?: string;
  tip?: ChatTip;
  rain?: ChatRain;
  share?: ChatShare;
  privacy: number;
  from: number;
  fromName: string;
  imgUrl: string;
}

/** Frame 12: a chat event. */
export type ChatEvent =
  /** To everyone: remove the entry (a moderator deleted it). */
  | { event: 'delete'; id: number }
  /** To the muted player's sockets only. `until` in ms since the epoch; null when unmuted. */
  | { event: 'mute'; until: number | null; msg: string };

/** Answer of POST /v1/user/userChat/getChatList: oldest first. */
export interface ChatPage {
  list: ChatEntry[];
  /** True when older entries exist (ask again with beforeId = list[0].id). */
  hasMore: boolean;
}

/** One suggestion of GET /v1/user/userChat/atUsers. */
export interface AtUserSuggestion {
  userName: string;
  name: string;
  avatar: string;
}

/** Answer of GET /v1/user/userChat/hasRead. */
export interface MentionState {
  /** Mentions of the caller not marked read. */
  unread: number;
  /** Ids of those entries, newest first (at most 50). */
  ids: number[];
}

/** Answer of GET /v1/user/configure/chatRoomRules. */
export interface ChatRules {
  version: number;
  rules: string[];
  /** Whether the caller accepted this version (false for guests). */
  accepted: boolean;
  maxLength: number;
}

/** Answer of POST /v1/user/userChat/rain. */
export interface RainResult {
  id: number;
  coin: Coin;
  /** Total handed out. */
  amount: string;
  share: string;
  recipients: number;
  /** Returned to the sender (the rounding remainder). */
  refund: string;
  /** The sender's deposit balance of the coin after the rain. */
  balance: string;
}

/** Answer of GET /v1/user/betRecord/userbet. */
export type UserBetCard =
  | { hidden: true; name: string }
  | {
      hidden: false;
      userName: string;
      name: string;
      avatar: string;
      vipLevel: number;
      bets: number;
      wins: number;
      /** USD at the time of each bet. */
      wageredUsd: string;
      biggestMultiplier: string;
      joinedAt: number;
    };

/** Chat state of the caller (GET /v1/user/userChat/hasRead carries mentions; this comes with the rules). */
export interface ChatStatus {
  /** 1: may chat; 0: muted until `mutedUntil`. */
  chatStatus: number;
  mutedUntil: number | null;
}
