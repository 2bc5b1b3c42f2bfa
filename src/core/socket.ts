/** Socket message types. */
export const MSG = {
  HEARTBEAT: 0,
  ONLINE_COUNT: 2,
  AMOUNT_CHANGE: 3,
  VIP_UNREAD: 5,
  CHAT: 10,
  CHAT_ALT: 12,
  TIP: 13,
  SHARED_GAME: 14,
  NEWS_NOTIFY: 200,
  SUCCESS_TOAST: 202,
  REFRESH_RATES: 203,
  LEVEL_UPDATE: 204,
  REFRESH_PROFILE: 205,
  BONUS_WALLET: 206,
  DRAG_INFO: 207,
  LIVE_BETS: 208,
  /** The player's open bonuses and their wagering, after stakes moved them or one ended (server-defined). */
  BONUS_PROGRESS: 209,
  FORCED_LOGOUT: 302,
  FORCED_LOGOUT_BANNED: 303,
  REFRESH_BUTTON: 305,
  /** Crash (docs/protocol.md): a round's phase changed (betting, running, crashed with its point and hash). */
  CRASH_ROUND: 400,
  /** Crash: the running round's elapsed server time, at least every 100 ms. */
  CRASH_TICK: 401,
  /** Crash: a player's bet on the round. */
  CRASH_BET: 402,
  /** Crash: a player's cash-out (by hand or at the auto target). */
  CRASH_CASHOUT: 403,
} as const;

/** Heartbeat acknowledgement code. */
export const HEARTBEAT_ACK_CODE = 1;
/** Largest frame the server accepts, in bytes. */
export const MAX_FRAME_BYTES = 16 * 1024;

/** A frame on the socket: a type, an optional code and a payload. */
export interface SocketFrame<T = unknown> {
  type: number;
  code?: number;
  data?: T;
}

/** Payload of type 3. */
export interface AmountChange {
  coin: string;
  balanceType: 'DEPOSIT' | 'BONUS';
  amount: string;
  delta: string;
  reason: string;
  /**
   * Id of the ledger row that wrote `amount`. Ledger ids only grow: a browser that has shown a balance written at a
   * higher id drops this one as stale.
   */
  ledgerId: number;
}

/** Payload of type 13. */
export interface TipNotice {
  fromName: string;
  coin: string;
  amount: string;
}

/** Payload of type 2. */
export interface OnlineCount {
  online: number;
}

/** Type of the server's error frames: {type: -1, code, data: {msg}}. */
export const ERROR_FRAME_TYPE = -1;

/** Close code of a handshake refused because its address holds the most sockets allowed. */
export const CLOSE_TOO_MANY_FROM_ADDRESS = 4029;
/** Close code of a handshake refused because the account holds the most sockets allowed (too many tabs). */
export const CLOSE_TOO_MANY_FOR_ACCOUNT = 4030;
/** Close code of a socket dropped because it stopped reading what the server sends. */
export const CLOSE_SLOW_CONSUMER = 4031;

/** Payload of an error frame: the reason, and for a refused chat send its clientId and when to try again. */
export interface SocketError {
  msg: string;
  clientId?: string;
  retryAfterMs?: number;
  /** Set on the refusal of what an accepted message asked for (a chat command): shown to its sender, the message stays. */
  notice?: true;
}

/** Chat message fields: payload of incoming types 10 and 12 and of an outgoing type 10. */
export interface ChatMessage {
  text: string;
  /** The sender's privacy setting (1 hides the name from other players). */
  privacy: number;
  /** Sender user id. */
  from: number;
  fromName: string;
  imgUrl: string;
  /** User names mentioned with @. */
  atUsers: string[];
}

/** Payload of type 5: the unread flag word (see vipFlags.ts), sent bare or as {flags}. */
export type VipUnreadPayload = number | { flags: number };

/**
 * Payload of type 204: the spec's three fields, plus the level and its level-up reward state (the profile's fields of
 * the same names), sent within a second of every settled bet and on a level change.
 */
export interface LevelUpdate {
  currentLevelValue: string;
  progress: string;
  nextProgress: string;
  levelId?: number;
  currentProgress?: string;
  canGetUpReward?: number;
  canGetUpRewardAmount?: string;
}

/** Payload of type 202: a success toast the server asks the browser to show (the content is plain text). */
export interface SuccessToast {
  content: string;
}

/** Payload of type 206: status 1 shows the bonus wallet. */
export interface BonusWalletFlag {
  status: number;
}

/** One entry of type 208: a live win or a bet of the all-bets feed. */
export interface LiveBet {
  id: string | number;
  userName: string;
  gameCode: number;
  gameName: string;
  /** A third-party game's title (the browser knows the house games' own). */
  title?: string;
  coin: string;
  amount: string;
  multiplier: string;
  payout: string;
  time: number;
}

/** Payload of type 208: one bet or a batch. */
export type LiveBetsPayload = LiveBet | { list: LiveBet[] };
