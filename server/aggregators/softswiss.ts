import { z } from '../../src/core/zod';
import { coinDecimals, isCoin, type Coin } from '../../src/core/currency';
import { Decimal } from '../../src/core/money';
import { WalletError, type WalletAction, type WalletCall, type WalletErrorCode, type WalletResult } from './types';

// The softswiss-style wallet (the shape of SoftSwiss's casino protocol): the aggregator POSTs /play with a list of
// bet and win actions of one round (game_id) and /rollback with rollback actions; amounts are integers in the
// currency's subunits (here 10^decimals of the coin); each call is signed in X-REQUEST-SIGN (hex HMAC-SHA256 of the
// raw body with the shared auth token). A refusal is an HTTP error status with {code, message} (and the balance when
// funds are short).

const ID = z.string().min(1).max(128);
const SUBUNITS = z.number().int().min(0).max(Number.MAX_SAFE_INTEGER);

const playAction = z.object({ action: z.enum(['bet', 'win']), amount: SUBUNITS, action_id: ID }).strict();
const rollbackAction = z.object({ action: z.literal('rollback'), action_id: ID, original_action_id: ID }).strict();

const base = {
  user_id: z.string().regex(/^\d{1,10}$/, 'user_id is not a player id'),
  currency: z.string().min(1).max(16),
  game: z.string().min(1).max(128),
  game_id: ID.optional(),
  finished: z.boolean().optional(),
  session_id: z.string().max(128).optional(),
};

/** POST /play: a balance request (no actions) or the actions of one round. */
export const playSchema = z.object({ ...base, actions: z.array(playAction).max(20).optional() }).strict();
/** POST /rollback: rollback actions of one round. */
export const rollbackSchema = z.object({ ...base, actions: z.array(rollbackAction).min(1).max(20) }).strict();

/** A decimal amount of the coin from its integer subunits. */
export function fromSubunits(value: number, coin: Coin): Decimal {
  return new Decimal(value).div(new Decimal(10).pow(coinDecimals(coin)));
}

/** A balance in integer subunits of the coin (rounded down). */
export function toSubunits(value: Decimal, coin: Coin): number {
  return value
    .mul(new Decimal(10).pow(coinDecimals(coin)))
    .floor()
    .toNumber();
}

/** The wallet call of a parsed /play or /rollback body (gameCode already resolved from `game`). */
export function softswissCall(
  aggregator: string,
  gameCode: number,
  body: z.infer<typeof playSchema> | z.infer<typeof rollbackSchema>,
): WalletCall {
  if (!isCoin(body.currency)) throw new WalletError('wrong_currency', `Currency ${body.currency} is not played here`);
  const coin = body.currency;
  const actions: WalletAction[] = (body.actions ?? []).map((a) =>
    a.action === 'rollback'
      ? { action: 'rollback', txRef: a.action_id, refTx: a.original_action_id }
      : { action: a.action, txRef: a.action_id, amount: fromSubunits(a.amount, coin) },
  );
  if (actions.length > 0 && !body.game_id) throw new WalletError('bad_request', 'game_id is required with actions');
  return {
    aggregator,
    userId: Number(body.user_id),
    coin,
    gameCode,
    roundRef: body.game_id,
    actions,
    close: body.finished === true,
  };
}

/** The success answer: the balance after the call and one record per action. */
export function softswissAnswer(result: WalletResult, coin: Coin, gameId: string | undefined) {
  return {
    balance: toSubunits(result.balance, coin),
    ...(gameId !== undefined ? { game_id: gameId } : {}),
    transactions: result.txs.map((t) => ({ action_id: t.txRef, tx_id: t.id, processed_at: t.processedAt.toISOString() })),
  };
}

/** HTTP status and protocol code of each refusal. */
export const SOFTSWISS_ERRORS: Record<WalletErrorCode, { status: number; code: number }> = {
  insufficient_funds: { status: 412, code: 100 },
  unknown_player: { status: 412, code: 101 },
  session_expired: { status: 412, code: 101 },
  limit_exceeded: { status: 412, code: 105 },
  game_unavailable: { status: 412, code: 107 },
  unknown_game: { status: 412, code: 107 },
  player_blocked: { status: 412, code: 110 },
  wrong_currency: { status: 400, code: 400 },
  round_closed: { status: 400, code: 400 },
  bet_not_found: { status: 400, code: 400 },
  duplicate_mismatch: { status: 400, code: 400 },
  bad_request: { status: 400, code: 400 },
};

/** Signature refused (403 / 403), and anything unexpected (500 / 500). */
export const SOFTSWISS_FORBIDDEN = { status: 403, code: 403, message: 'Forbidden: request signature does not match' };
export const SOFTSWISS_UNKNOWN = { status: 500, code: 500, message: 'Unknown error' };

/** The error answer of a refusal. */
export function softswissError(error: WalletError, coin: Coin | null) {
  const { status, code } = SOFTSWISS_ERRORS[error.code];
  const body: { code: number; message: string; balance?: number } = { code, message: error.message };
  if (error.balance !== undefined && coin) body.balance = toSubunits(error.balance, coin);
  return { status, body };
}
