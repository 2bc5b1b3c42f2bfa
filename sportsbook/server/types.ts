import type { BetLeg, BookBet } from '../shared/api';

// What the book keeps: its bets (with the wallet calls it still owes the casino), its players' sessions, the matches
// that have ended and how, and the way it has been told to misbehave.

/** Ways the operator can make the book misbehave towards the casino's wallet, to prove the wallet survives them. */
export type Misbehaviour =
  /** Every call sent twice, at once. */
  | 'duplicate'
  /** A make's rollback sent before the make itself: the casino must answer the make `rolled_back`. */
  | 'rollback_first'
  /** Every call sent, then the connection dropped before the answer, then sent again with the same transaction. */
  | 'timeout'
  | 'none';

/** The wallet's calls (the path's last segment). */
export type WalletCallName = 'make' | 'commit' | 'discard' | 'win' | 'lost' | 'refund' | 'rollback';

/** A leg as the book keeps it: what the page shows, and what the wallet's `make` names. */
export interface StoredLeg extends BetLeg {
  sport: string;
  league: string;
  /** The match was in play when the bet was taken. */
  live: boolean;
}

/**
 * A wallet call the book owes the casino for a bet (after its make): sent until the casino answers, always with the
 * same transaction and fields, so a retry can never move money twice.
 */
export interface PendingCall {
  call: Exclude<WalletCallName, 'make'>;
  tx: string;
  fields: Record<string, unknown>;
  /** What the bet becomes once the casino took the call. */
  then: BetOutcome;
  /** A refusal drops the call (the bet stays as it was) instead of trying it again later: a cash-out's. */
  dropOnRefusal?: boolean;
  attempts: number;
  /** Not before this time (epoch ms): a failing call backs off. */
  nextAt: number;
  lastError?: string;
}

/** What a bet becomes once its pending call is answered. */
export type BetOutcome =
  | { kind: 'committed' }
  | { kind: 'rejected' }
  | { kind: 'settled'; status: 'won' | 'lost' | 'refunded' | 'cashed_out'; payout: string; legs: Record<string, BetLeg['result']> };

/** A bet as the book keeps it. */
export interface StoredBet extends Omit<BookBet, 'cashOut' | 'legs'> {
  /** The player's id at the casino (the token's subject). */
  player: string;
  legs: StoredLeg[];
  makeTx: string;
  /** The casino took the commit (the bet is open on its side too). */
  committed: boolean;
  pending: PendingCall | null;
}

/** A player's book session (kept under the hash of its id). */
export interface StoredSession {
  player: string;
  name: string;
  currency: string;
  lang: string;
  /** The casino's latest token for the player: the wallet's `make` carries it. */
  token: string;
  tokenExpiresAt: number;
  createdAt: number;
  lastSeen: number;
}

/** How a match ended as far as the book's bets go: finished with its score, or called off. */
export interface EventEnd {
  status: 'finished' | 'void';
  home: number;
  away: number;
  minute: number;
  endedAt: number;
  /** `operator`: a control order ended it early; `clock`: it played out and the book recorded its result. */
  by: 'operator' | 'clock';
}
