/** Socket message types (spec section 4). */
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
  FORCED_LOGOUT: 302,
  FORCED_LOGOUT_BANNED: 303,
  REFRESH_BUTTON: 305,
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

/** Payload of an error frame. */
export interface SocketError {
  msg: string;
}
