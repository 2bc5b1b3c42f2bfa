import type { BetResponse, HouseBet, HouseBetOf, InstantGame, LiveHouseBetOf } from '../../core/bets';
import type { HouseGame } from '../../core/games/catalog';
import type { BetRequestOf } from '../../core/games';
import { get, post, type CallOptions } from '../network/http';

// Bet calls of the instant in-house games. Bets are POSTs: never retried by the http layer; each carries an
// idempotency key, so the bet runner may send the same bet again with the same key after a lost answer and the
// server answers it from the bet already settled.

/** POST /api/games/<game>/bet: one bet of any instant game. */
export const placeBet = <G extends InstantGame>(game: G, body: BetRequestOf<G>, options?: CallOptions) =>
  post<BetResponse<G>>(`/api/games/${game}/bet`, body, options);

/** GET /api/games/bets?game=&page=: the player's own settled bets of one house game, newest first. */
export const myBets = <G extends HouseGame>(game: G, page = 1) => get<HouseBetOf<G>[]>('/api/games/bets', { game, page }, { silent: true });

/** GET /api/games/bets/:id: one settled bet of any house game (an instant game's with seeds, nonce and result). */
export const betDetail = (id: number | string) => get<HouseBet>(`/api/games/bets/${encodeURIComponent(String(id))}`);

/** GET /api/games/bets/live?game=: the latest settled bets of everyone on one house game. */
export const liveBets = <G extends HouseGame>(game: G) => get<LiveHouseBetOf<G>[]>('/api/games/bets/live', { game }, { silent: true });

/** A fresh idempotency key: 32 hex characters (matches /^[A-Za-z0-9_-]{8,64}$/). */
export function idempotencyKey(): string {
  if (typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function') return crypto.randomUUID().replace(/-/g, '');
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}
