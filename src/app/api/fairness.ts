import type { FairnessState, SeedPairRecord } from '../../core/bets';
import { get, post, type CallOptions, type Fields } from '../network/http';

// Game-API calls: the http layer sends exactly these four paths to the game-API base
// (VITE_GAME_API_BASE, default the same origin).

/** GET /api/fairness: the active seed pair (server seed hash, client seed, nonce). */
export const fairness = (query?: Fields) => get<FairnessState>('/api/fairness', query);

/** POST /api/fairness/change: rotates the seed pair, revealing the old server seed. */
export const changeFairness = (body: Fields = {}, options?: CallOptions) =>
  post<{ revealed: SeedPairRecord; state: FairnessState }>('/api/fairness/change', body, options);

/** POST /api/fairness/history: past seed pairs. */
export const fairnessHistory = (body: Fields = {}) => post<SeedPairRecord[]>('/api/fairness/history', body);
