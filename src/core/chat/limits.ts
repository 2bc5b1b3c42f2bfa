/** Longest chat message, in characters (after trimming and NFC normalisation). */
export const MAX_LENGTH = 300;
/** Messages per page of history (POST /v1/user/userChat/getChatList). */
export const HISTORY_PAGE_SIZE = 50;
/** Most names in one message's atUsers. */
export const MAX_MENTIONS = 5;
/** Most suggestions of GET /v1/user/userChat/atUsers. */
export const AT_USERS_LIMIT = 10;

/** Flood control per user, across every socket and server process. */
export const FLOOD = {
  /** Minimum gap between two messages of one user. */
  minGapMs: 1_000,
  /** At most `burstMax` messages in `burstWindowMs`. */
  burstMax: 5,
  burstWindowMs: 10_000,
  /** The same text as the user's previous message is refused within this time. */
  repeatWindowMs: 60_000,
} as const;

/** Rain: who is eligible and how much each gets. */
export const RAIN = {
  /** Players who sent a message in this window are eligible (the sender excluded). */
  activeWindowMs: 10 * 60_000,
  /** Most recipients of one rain (the most recently active first). */
  maxRecipients: 25,
  /**
   * Smallest share per recipient, in USD at the rates table's price; the coin amount is stated in the refusal.
   * The server's value is configurable (CHAT_RAIN_MIN_SHARE_USD); this is its default.
   */
  minShareUsd: '0.01',
} as const;

/** Mute durations an admin or moderator may give, in minutes. */
export const MUTE_MINUTES = { min: 1, max: 7 * 24 * 60 } as const;

/** Name shown instead of a private player's (the same word as the bet feeds). */
export const HIDDEN_NAME = 'Hidden';
