import { COIN_CODES } from './currency';
import { z } from './zod';

/** Body of POST /v1/token/genToken: the coin the sportsbook shows and takes stakes in, and its language. */
export const genTokenSchema = z.strictObject({
  currency: z.enum(COIN_CODES, { error: `currency must be one of ${COIN_CODES.join(', ')}` }).optional(),
  lang: z
    .string()
    .regex(/^[a-z]{2}(_[A-Z]{2})?$/, { error: 'lang must be a language code such as en or en_US' })
    .optional(),
});

/** The answer of POST /v1/token/genToken. */
export interface SportsToken {
  /** An ES256 JWT the sportsbook verifies with our published key (GET /v1/sportsbook/jwks.json). */
  token: string;
  /** Epoch milliseconds: the sportsbook asks for a fresh token before then. */
  expiresAt: number;
  /** A guest's token: the book shows prices, and asks for a log-in before a bet. */
  guest: boolean;
  /** The book's page: the frame's address (its origin is the only one the host talks to). */
  url: string;
}

/**
 * The claims of a sportsbook token: `iss` our brand, `aud` the sportsbook, `sub` the player's id (`guest` for a
 * guest), `jti` its own id; the player's display name, the coin and the language.
 */
export interface SportsTokenClaims {
  iss: string;
  aud: string;
  sub: string;
  jti: string;
  iat: number;
  exp: number;
  name: string | null;
  currency: string | null;
  lang: string;
}

/** The states of a sports bet in our wallet (docs/sportsbook.md). */
export type SportsBetState = 'made' | 'open' | 'discarded' | 'rolled_back' | 'won' | 'cashed_out' | 'lost' | 'refunded';

/** A leg of a sports bet, as the book made it; `result` once its settlement said. */
export interface SportsBetLeg {
  selectionId: string;
  eventId: string;
  eventName: string;
  sport: string;
  league: string;
  kickoff: number;
  market: string;
  label: string;
  price: string;
  live: boolean;
  result?: 'won' | 'lost' | 'void';
}

/** GET /v1/sportsbook/bets row: one of the player's sports bets (profile → game history). Amounts in its coin. */
export interface SportsBetRecord {
  id: string;
  /** Its bets row once settled as won, cashed out or lost. */
  betId: string | null;
  kind: 'single' | 'combo';
  coin: string;
  stake: string;
  odds: string;
  potentialWin: string;
  payout: string;
  state: SportsBetState;
  legs: SportsBetLeg[];
  placedAt: number;
  settledAt: number | null;
}

/** How many sports bets a page of GET /v1/sportsbook/bets holds. */
export const SPORTS_BETS_PAGE = 20;

/** Query of GET /v1/sportsbook/bets: the page, from 1. */
export const sportsBetsQuerySchema = z.strictObject({
  page: z.coerce
    .number({ error: 'page must be a whole number from 1' })
    .int({ error: 'page must be a whole number from 1' })
    .min(1, { error: 'page must be a whole number from 1' })
    .max(10_000, { error: 'page must be at most 10000' })
    .default(1),
});

/** A page of the player's sports bets, newest first; `next` is the next page's number when more follow. */
export interface SportsBetPage {
  list: SportsBetRecord[];
  next: number | null;
}
