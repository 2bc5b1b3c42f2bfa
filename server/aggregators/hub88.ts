import { z } from '../../src/core/zod';
import type { Coin } from '../../src/core/currency';
import { Decimal } from '../../src/core/money';
import type { WalletErrorCode } from './types';

// The hub88-style wallet (the shape of Hub88's operator wallet API): POST /user/balance, /transaction/bet,
// /transaction/win and /transaction/rollback, one transaction per call, each carrying the session token the game was
// launched with; amounts are integers in 1/100000 of the currency; the body is signed in X-Hub88-Signature (base64
// RSA-SHA256 with the aggregator's private key, checked with its public key). Every answer is HTTP 200 with a status:
// RS_OK, or RS_ERROR_* for a refusal.

/** Units per currency unit of every amount. */
export const HUB88_UNITS = 100_000;

const ID = z.string().min(1).max(128);
const UNITS = z.number().int().min(0).max(Number.MAX_SAFE_INTEGER);
const base = {
  user: z.string().regex(/^\d{1,10}$/, 'user is not a player id'),
  request_uuid: z.string().min(1).max(64),
  token: z.string().min(1).max(256),
  game_code: z.string().min(1).max(128),
};
const tx = {
  transaction_uuid: ID,
  supplier_transaction_id: z.string().max(128).optional(),
  supplier_user: z.string().max(128).nullable().optional(),
  round: ID,
  round_closed: z.boolean().optional(),
  meta: z.record(z.string(), z.unknown()).nullable().optional(),
};

/** POST /user/balance. */
export const hub88BalanceSchema = z.object({ ...base, currency: z.string().max(16).optional() }).strict();
/** POST /transaction/bet. */
export const hub88BetSchema = z
  .object({
    ...base,
    ...tx,
    currency: z.string().min(1).max(16),
    amount: UNITS,
    bet: z.string().max(256).nullable().optional(),
    reward_uuid: z.string().max(128).nullable().optional(),
    is_free: z.boolean().optional(),
    is_aggregated: z.boolean().optional(),
  })
  .strict();
/** POST /transaction/win. */
export const hub88WinSchema = z
  .object({
    ...base,
    ...tx,
    currency: z.string().min(1).max(16),
    amount: UNITS,
    reference_transaction_uuid: ID,
    bet: z.string().max(256).nullable().optional(),
    reward_uuid: z.string().max(128).nullable().optional(),
    is_free: z.boolean().optional(),
    is_aggregated: z.boolean().optional(),
  })
  .strict();
/** POST /transaction/rollback. */
export const hub88RollbackSchema = z.object({ ...base, ...tx, reference_transaction_uuid: ID }).strict();

/** An amount from hub88 units. */
export function fromHub88Units(value: number): Decimal {
  return new Decimal(value).div(HUB88_UNITS);
}

/** A balance in hub88 units (rounded down). */
export function toHub88Units(value: Decimal): number {
  return value.mul(HUB88_UNITS).floor().toNumber();
}

/** The answer status of each refusal. */
export const HUB88_STATUS: Record<WalletErrorCode, string> = {
  insufficient_funds: 'RS_ERROR_NOT_ENOUGH_MONEY',
  unknown_player: 'RS_ERROR_INVALID_TOKEN',
  session_expired: 'RS_ERROR_TOKEN_EXPIRED',
  limit_exceeded: 'RS_ERROR_LIMIT_REACHED',
  game_unavailable: 'RS_ERROR_INVALID_GAME',
  unknown_game: 'RS_ERROR_INVALID_GAME',
  player_blocked: 'RS_ERROR_USER_DISABLED',
  wrong_currency: 'RS_ERROR_WRONG_CURRENCY',
  round_closed: 'RS_ERROR_WRONG_SYNTAX',
  bet_not_found: 'RS_ERROR_TRANSACTION_DOES_NOT_EXIST',
  duplicate_mismatch: 'RS_ERROR_DUPLICATE_TRANSACTION',
  bad_request: 'RS_ERROR_WRONG_SYNTAX',
};

/** The answer of a call: its status, the player and, when known, the balance. */
export function hub88Answer(request: { user?: unknown; request_uuid?: unknown }, status: string, balance?: { value: Decimal; coin: Coin }) {
  return {
    user: typeof request.user === 'string' ? request.user : '',
    status,
    request_uuid: typeof request.request_uuid === 'string' ? request.request_uuid : '',
    ...(balance ? { currency: balance.coin, balance: toHub88Units(balance.value) } : {}),
  };
}
