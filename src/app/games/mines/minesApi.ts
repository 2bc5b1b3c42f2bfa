import type {
  MinesActiveAnswer,
  MinesRoundState,
  MinesSettledAnswer,
  MinesStartRequest,
  MinesStartResponse,
} from '../../../core/games/mines';
import { get, post, type CallOptions } from '../../network/http';

// The calls of a mines game in play (the whole-round bet with tiles picked in advance goes through placeBet). Moves
// are POSTs and never retried by the http layer: a lost answer is resolved by reading the game again (minesActive).

/** POST /api/games/mines/start: stakes the amount and starts a game (its idempotency key answers a re-send once). */
export const minesStart = (body: MinesStartRequest, options?: CallOptions) =>
  post<MinesStartResponse>('/api/games/mines/start', body, options);

/** POST /api/games/mines/reveal: turns one tile; the game goes on (active) or ends with its settled bet. */
export const minesReveal = (gameId: number, tile: number, options?: CallOptions) =>
  post<MinesActiveAnswer | MinesSettledAnswer>('/api/games/mines/reveal', { gameId, tile }, options);

/** POST /api/games/mines/cashout: ends the game after at least one safe tile and pays it. */
export const minesCashout = (gameId: number, options?: CallOptions) =>
  post<MinesSettledAnswer>('/api/games/mines/cashout', { gameId }, options);

/** GET /api/games/mines/active: the player's games in play (one per coin at most), never their layouts. */
export const minesActive = () => get<MinesRoundState[]>('/api/games/mines/active', undefined, { silent: true });
