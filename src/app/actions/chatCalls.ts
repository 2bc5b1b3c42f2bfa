import { CODE, type TipData } from '../../core/api';
import type { RainResult } from '../../core/chat';
import type { Coin } from '../../core/currency';
import type { HouseGame } from '../../core/games/catalog';
import { sendTip } from '../api/account';
import { idempotencyKey } from '../api/bets';
import { chatRain, shareBet } from '../api/social';
import { NETWORK_FAILURE } from '../network/http';
import { balanceHint } from './wallet';

/** The outcome of a chat call (tip, rain, share): its answer, or the message to show as is (the server's, else ours). */
export type CallResult<T> = { ok: true; data: T } | { ok: false; message: string; code?: number };

/** Shown when a call got no answer: whether the money moved is unknown, and a retry with the same key is safe. */
export const NO_ANSWER = 'No answer from the server: check your connection and retry (it will not be sent twice)';

/** One money move the player confirmed: the same move keeps its idempotency key across retries. */
export interface ConfirmedMove {
  /** What was confirmed (receiver, coin, amount): a different move gets a new key. */
  signature: string;
  key: string;
}

/** The key of a confirmed move: the previous one when the move is the same (a retry), else a fresh one. */
export function keyFor(previous: ConfirmedMove | null, signature: string): ConfirmedMove {
  return previous && previous.signature === signature ? previous : { signature, key: idempotencyKey() };
}

function failure(code: number, msg: string): { ok: false; message: string; code: number } {
  return { ok: false, code, message: code === NETWORK_FAILURE ? NO_ANSWER : msg || 'Request failed, please retry' };
}

/**
 * Sends a confirmed tip (POST /v1/account/sendTip) from the deposit balance. On success the balance is read again
 * (coalesced with the type 3 push of the same move), since the answer carries no ledger version to write it by.
 * A large tip of a player with two-factor login on answers 428 until it carries the authenticator code.
 */
export async function tipPlayer(
  tip: { toUserName: string; coin: Coin; amount: string; googleCode?: string },
  move: ConfirmedMove,
): Promise<CallResult<TipData>> {
  const env = await sendTip({ ...tip, idempotencyKey: move.key }, { silent: true });
  if (env.code !== CODE.OK || !env.data) return failure(env.code, env.msg);
  balanceHint({ coin: tip.coin, balanceType: 'DEPOSIT' });
  return { ok: true, data: env.data };
}

/** Sends a confirmed rain (POST /v1/user/userChat/rain) from the deposit balance; the balance is read again after. */
export async function rainOnChat(rain: { coin: Coin; amount: string }, move: ConfirmedMove): Promise<CallResult<RainResult>> {
  const env = await chatRain({ ...rain, idempotencyKey: move.key }, { silent: true });
  if (env.code !== CODE.OK || !env.data) return failure(env.code, env.msg);
  balanceHint({ coin: rain.coin, balanceType: 'DEPOSIT' });
  return { ok: true, data: env.data };
}

/** Shares one of the player's settled bets in chat (POST /v1/user/userChat/shareBet), of `game` when named. */
export async function shareBetInChat(betId: number | string, game?: HouseGame): Promise<CallResult<null>> {
  const env = await shareBet({ betId: String(betId), ...(game ? { game } : {}) }, { silent: true });
  if (env.code !== CODE.OK) return failure(env.code, env.msg);
  return { ok: true, data: null };
}
