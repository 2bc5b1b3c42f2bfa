// The demo sportsbook's own HTTP API, between its page (sportsbook/client) and its server (sportsbook/server). The
// casino never calls it: the casino and the book meet only through the player's token and the signed wallet calls
// (docs/sportsbook.md). Amounts and prices are decimal strings, times epoch milliseconds.

/** A sport the book offers, with its leagues. */
export interface SportInfo {
  /** Its route segment: `/soccer`, `/ice-hockey`. */
  slug: string;
  name: string;
  leagues: LeagueInfo[];
}

export interface LeagueInfo {
  /** Its route segment under the sport: `/soccer/premier-isles`. */
  code: string;
  name: string;
  country: string;
  /** Matches in play now and starting within the schedule the book shows. */
  live: number;
  upcoming: number;
}

/** GET /api/catalog */
export interface CatalogResponse {
  sports: SportInfo[];
}

export interface Selection {
  /** What a slip names: `${eventId}:${market}:${outcome}`. */
  id: string;
  label: string;
  /** Two decimals; null: not offered now (suspended, or a price above the book's cap). */
  price: string | null;
}

export interface Market {
  id: string;
  name: string;
  selections: Selection[];
  /** No bets now: the match is over, or a goal has just gone in. */
  suspended: boolean;
}

export type EventStatus = 'upcoming' | 'live' | 'finished' | 'void';

/** A match as the book shows it now. */
export interface SportEvent {
  id: string;
  sport: string;
  league: string;
  home: string;
  away: string;
  kickoff: number;
  status: EventStatus;
  /** The simulated minute (0 before kick-off). */
  minute: number;
  score: { home: number; away: number };
  markets: Market[];
}

/** GET /api/events/:id answers one match as a SportEvent (a match the lists no longer hold included); `not_found` else. */

/** GET /api/events?sport=&league=&status=live|upcoming (all filters optional): live first, then by kick-off. */
export interface EventsResponse {
  now: number;
  events: SportEvent[];
}

/**
 * GET /api/stream: server-sent events. Every 2 s (and at once on connecting) one `data:` line holding an EventsResponse
 * of every live match and those kicking off within the next hour; a page closes it while hidden.
 */
export type StreamMessage = EventsResponse;

/** POST /api/session: the casino's token (as the host's `init` or `token` message gave it). */
export interface SessionRequest {
  token: string;
}

/**
 * The answer: a player's book session (sent back as `Authorization: Bearer <session>` on bets calls), or a guest (no
 * session: prices only). A fresh casino token for the same player keeps the session and replaces its token.
 */
export interface SessionResponse {
  session: string | null;
  player: { name: string; currency: string } | null;
  /** When the casino token ends: the page asks the host for a fresh one before then. */
  tokenExpiresAt: number;
}

/** What the player accepts when a price moved between the slip and the book: nothing, only higher prices, any price. */
export type AcceptOdds = 'none' | 'higher' | 'any';

/**
 * POST /api/bets: singles (one bet per selection, each at `stake`) or a combo (one bet on every selection, at `stake`;
 * 2 to 12 selections of different matches). `price` is the price the slip showed.
 */
export interface PlaceBetsRequest {
  type: 'singles' | 'combo';
  stake: string;
  selections: { id: string; price: string }[];
  acceptOdds: AcceptOdds;
}

export interface PlaceBetsResponse {
  bets: BookBet[];
}

export type BetStatus = 'pending' | 'open' | 'won' | 'lost' | 'refunded' | 'cashed_out' | 'rejected';
export type LegResult = 'open' | 'won' | 'lost' | 'void';

export interface BetLeg {
  selectionId: string;
  eventId: string;
  /** "Home v Away". */
  eventName: string;
  kickoff: number;
  market: string;
  label: string;
  price: string;
  result: LegResult;
}

/** A bet as My bets shows it. */
export interface BookBet {
  id: string;
  type: 'single' | 'combo';
  stake: string;
  currency: string;
  /** The product of the legs' prices. */
  odds: string;
  potentialWin: string;
  status: BetStatus;
  /** What it paid (won, cashed out or refunded), else "0". */
  payout: string;
  placedAt: number;
  settledAt: number | null;
  legs: BetLeg[];
  /** The cash-out offer now: null when none (settled, a leg suspended or lost). */
  cashOut: string | null;
  /** Why a bet was rejected after its stake was taken (and given back). */
  reason?: string;
}

/** GET /api/bets?status=open|settled (default open) */
export interface BetsResponse {
  bets: BookBet[];
}

/** POST /api/bets/:id/cashout: the offer the player saw; a moved offer is refused with code `cashout_changed`. */
export interface CashOutRequest {
  amount: string;
}

/** The answer of a cash-out: the bet, now cashed out. */
export type CashOutResponse = BookBet;

/**
 * Every refusal: HTTP 4xx/5xx with this body. Codes: `bad_request`, `login_required` (no or ended session),
 * `odds_changed` (with `changes`), `suspended` (a market stopped), `insufficient_funds`, `limit_exceeded`,
 * `player_blocked`, `cashout_changed`, `not_found`, `casino_unavailable`, `too_many_requests` (placing too fast, or
 * the live stream full), `server_error`.
 */
export interface ApiErrorBody {
  code: string;
  message: string;
  /** The prices now of the slip's selections whose price moved (null: not offered now). */
  changes?: { id: string; price: string | null }[];
}
