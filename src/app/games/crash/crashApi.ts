import type { CrashBetAnswer, CrashBetRequest, CrashState } from '../../../core/games/crash';
import { get, post, type CallOptions } from '../../network/http';

// The calls of the shared crash round. Bets and cash-outs are POSTs, never retried by the http layer: the page sends a
// bet again with the same idempotency key after a lost answer (the server answers the bet it already took), and a
// cash-out again as is (a second cash-out answers the first). The chain and the finished rounds are in crashHistory.ts;
// settled crash bets are read with every game's (src/app/api/bets.ts).

/** POST /api/games/crash/bet: a bet on the round taking bets (its key answers a re-send with the first bet). */
export const crashBet = (body: CrashBetRequest, options?: CallOptions) => post<CrashBetAnswer>('/api/games/crash/bet', body, options);

/** POST /api/games/crash/cashout: cashes the player's bet on the running round out at the curve's value now. */
export const crashCashout = (roundId: number, options?: CallOptions) =>
  post<CrashBetAnswer>('/api/games/crash/cashout', { roundId }, options);

/** GET /api/games/crash/state: where the shared round stands (null data before the first round). */
export const crashState = () => get<CrashState | null>('/api/games/crash/state', undefined, { silent: true });
