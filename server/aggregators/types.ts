import type { Coin } from '../../src/core/currency';
import type { Decimal } from '../../src/core/money';

/** The wallet protocols an aggregator can speak to us in. */
export type Protocol = 'softswiss' | 'hub88';

/** One configured aggregator (server/aggregators/README.md lists the variables). */
export interface AggregatorConfig {
  /** Our name for it: the {aggregator} of the routes and the games rows' aggregator column. */
  code: string;
  name: string;
  protocol: Protocol;
  /** Base URL of its API (launch URLs, game list). */
  apiUrl: string;
  /** Origins its game frames are served from (the page's frame-src). */
  frameOrigins: string[];
  /** Our id at the aggregator (softswiss casino_id, hub88 operator_id). */
  casinoId: string;
  /** softswiss: the shared auth token both sides sign bodies with (HMAC-SHA256, hex). */
  secret?: string;
  /** hub88: its public key (PEM) that verifies the callbacks it signs (RSA-SHA256, base64). */
  publicKey?: string;
  /** hub88: our private key (PEM) that signs our requests to it. */
  privateKey?: string;
  /** Client IPs its callbacks may come from; empty: any. */
  allowIps: string[];
  /**
   * When above 0, a callback must carry X-Request-Timestamp (epoch ms) within this many ms of our clock, and its
   * signature covers "<timestamp>.<body>" instead of the body alone.
   */
  timestampWindowMs: number;
}

/** One money action of a wallet call, in our terms (an adapter translates its protocol's into these). */
export type WalletAction =
  | { action: 'bet'; txRef: string; amount: Decimal }
  | { action: 'win'; txRef: string; amount: Decimal; /** The bet it pays (hub88 names one; softswiss does not). */ betRef?: string }
  | { action: 'rollback'; txRef: string; /** The bet or win it undoes. */ refTx: string };

/** A wallet call: zero or more actions on one round of one player, applied all or none. */
export interface WalletCall {
  aggregator: string;
  userId: number;
  coin: Coin;
  /** The games row the call names. */
  gameCode: number;
  /** Absent on a balance-only call. */
  roundRef?: string;
  actions: readonly WalletAction[];
  /** The round ends with this call. */
  close: boolean;
  /** hub88: the session token the call carries (softswiss calls find the session by player, game and coin). */
  sessionToken?: string;
}

/** What each action of a call did. */
export interface WalletTxResult {
  txRef: string;
  action: WalletAction['action'];
  /** Our id of the transaction (the first one's on a repeat). */
  id: string;
  processedAt: Date;
  /** A repeat of a transaction already recorded: nothing moved this time. */
  repeat: boolean;
}

/** A wallet call's answer: the balance after it and each action's record. */
export interface WalletResult {
  balance: Decimal;
  txs: WalletTxResult[];
}

/** Why the wallet refused a call; each adapter maps these to its protocol's error codes. */
export type WalletErrorCode =
  | 'insufficient_funds'
  | 'player_blocked'
  | 'session_expired'
  | 'unknown_player'
  | 'unknown_game'
  | 'wrong_currency'
  | 'round_closed'
  | 'bet_not_found'
  | 'duplicate_mismatch'
  | 'bad_request'
  | 'game_unavailable'
  | 'limit_exceeded';

/** A refusal of the wallet: nothing of the call was applied. */
export class WalletError extends Error {
  constructor(
    readonly code: WalletErrorCode,
    message: string,
    /** The player's balance, when known (some protocols answer it with the error). */
    readonly balance?: Decimal,
  ) {
    super(message);
  }
}
