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
