import { CODE, type Envelope } from '../../core/api';
import type { Coin } from '../../core/currency';
import { TWO_FACTOR_REQUIRED } from '../../core/twoFactor';
import type { DepositAddress, PayBody, PayOrder, WithdrawResult, WithdrawTerms } from '../../core/wallet/api';
import type { WithdrawCodeSent } from '../../core/wallet/withdrawSchema';
import type { RechargeActivityInfo } from '../../core/promotions/types';
import * as walletApi from '../api/wallet';
import { getUserRechargeActivityInfo } from '../api/activity';
import { idempotencyKey } from '../api/bets';
import { NETWORK_FAILURE } from '../network/http';
import type { CodeRequest } from './mailCodes';
import { balanceHint } from './wallet';

// The wallet dialog's calls, read into outcomes the forms can show. Loaded with the dialog, never in the first paint.

/** Shown when a money call got no answer: whether it went through is unknown, and a retry with the same key is safe. */
export const NO_ANSWER = 'No answer from the server: check your connection and try again (it will not be sent twice)';
/** Shown when a read failed without a message of its own. */
export const LOAD_FAILED = "Couldn't load this, check your connection and try again";

/** A read of the dialog: its data, or the message to show with a Retry. */
export type Loaded<T> = { ok: true; data: T } | { ok: false; message: string };

async function loaded<T>(call: Promise<Envelope<T>>): Promise<Loaded<T>> {
  const env = await call;
  if (env.code === CODE.OK && env.data) return { ok: true, data: env.data };
  return { ok: false, message: env.code === NETWORK_FAILURE || !env.msg ? LOAD_FAILED : env.msg };
}

/** The player's deposit address of a coin. */
export const loadDepositAddress = (coin: Coin) => loaded<DepositAddress>(walletApi.depositAddress(coin));

/** The bonus offers a deposit of a coin meets (the deposit tab). */
export const loadRechargeOffers = (coin: Coin) => loaded<RechargeActivityInfo>(getUserRechargeActivityInfo(coin));

/** A coin's withdrawal terms for the player. */
export const loadWithdrawTerms = (coin: Coin) => loaded<WithdrawTerms>(walletApi.withdrawTerms(coin));

// "…ask for another in 42 s": the wait a refusal names, so the button counts it down instead of failing again.
const WAIT = /in (\d+) s$/;

/** A code request's outcome, with the masked address it went to when the server names it. */
export type WithdrawCodeRequest = CodeRequest & { email?: string };

/** Mails the 6-digit withdrawal code to the account's address (POST /v1/account/getWithdrawCode). */
export async function requestWithdrawCode(): Promise<WithdrawCodeRequest> {
  const env = await walletApi.getWithdrawCode({}, { silent: true });
  if (env.code === CODE.OK) {
    const data = (env.data ?? {}) as Partial<WithdrawCodeSent>;
    return {
      ok: true,
      resendInSec: typeof data.resendInSec === 'number' ? data.resendInSec : 60,
      devMailbox: data.devMailbox === true,
      ...(typeof data.email === 'string' && data.email ? { email: data.email } : {}),
    };
  }
  const wait = WAIT.exec(env.msg ?? '')?.[1];
  const message = env.code === NETWORK_FAILURE || !env.msg ? 'The code could not be sent, please try again' : env.msg;
  return { ok: false, message, ...(wait ? { retryInSec: Number(wait) } : {}) };
}

/** The withdraw form's fields the server may name in a refusal. */
export const WITHDRAW_FIELDS = ['address', 'tag', 'amount', 'emailCode', 'googleCode'] as const;
/** A withdraw form field. */
export type WithdrawField = (typeof WITHDRAW_FIELDS)[number];

const FIELD_NAMES: Record<WithdrawField, string> = {
  address: 'Address',
  tag: 'Tag',
  amount: 'Amount',
  emailCode: 'Email code',
  googleCode: 'Authenticator code',
};

const isField = (value: unknown): value is WithdrawField => (WITHDRAW_FIELDS as readonly unknown[]).includes(value);

// The code checks word their refusals for people ("The code is incorrect (4 tries left)", "The authenticator code is
// incorrect", "This code was already used; wait for the next one"): they still belong under their field.
function codeFieldOf(msg: string): WithdrawField | null {
  if (/authenticator|wait for the next one/i.test(msg)) return 'googleCode';
  return /\bcode\b/i.test(msg) ? 'emailCode' : null;
}

/**
 * The field a 400 names, with the message to show under it: `data.field` when the server sends it, else the wire name
 * the message starts with ("address: not a valid BTC address", "emailCode is incorrect"), which reads as its label.
 */
export function refusedField(msg: string, data: unknown): { field: WithdrawField; message: string } | null {
  const named = typeof data === 'object' && data !== null ? (data as { field?: unknown }).field : undefined;
  const lead = /^(\w+)(:\s*|\s)/.exec(msg);
  const field = isField(named) ? named : isField(lead?.[1]) ? lead[1] : codeFieldOf(msg);
  if (!field) return null;
  if (!lead || lead[1] !== field) return { field, message: msg };
  const rest = msg.slice(lead[0].length);
  // "address: …" is the zod form (the rest is a sentence of its own); "emailCode is …" reads on with the label.
  const message = lead[2]!.startsWith(':') ? rest.charAt(0).toUpperCase() + rest.slice(1) : `${FIELD_NAMES[field]} ${rest}`;
  return { field, message };
}

/** What the withdraw form sends besides its idempotency key. */
export interface WithdrawRequest {
  coin: Coin;
  /** The network the player saw: the server refuses the withdrawal if the coin is paid out on another one. */
  network: string;
  address: string;
  tag?: string;
  amount: string;
  emailCode: string;
  googleCode?: string;
}

/** How a withdrawal attempt ended. `unknown`: no answer, re-send with the same key. */
export type WithdrawOutcome =
  | { kind: 'done'; result: WithdrawResult }
  | { kind: 'field'; field: WithdrawField; message: string }
  | { kind: 'twoFactor'; message: string }
  | { kind: 'refused'; message: string }
  | { kind: 'unknown'; message: string };

/**
 * Sends a withdrawal (POST /v1/account/withdraw). Its answer skips the http layer's code handling, so
 * every code is read here: 200 done, 400 with a field under that field, 428 the authenticator code, others their msg.
 */
export async function sendWithdrawal(request: WithdrawRequest, key: string): Promise<WithdrawOutcome> {
  const env = await walletApi.withdraw({ ...request, idempotencyKey: key });
  const msg = typeof env.msg === 'string' ? env.msg : '';
  if (env.code === CODE.OK && env.data) {
    // The answer carries no ledger version to write the balance by: read it (coalesced with the type 3 push).
    balanceHint({ coin: request.coin, balanceType: 'DEPOSIT' });
    return { kind: 'done', result: env.data };
  }
  if (env.code === NETWORK_FAILURE) return { kind: 'unknown', message: NO_ANSWER };
  if (env.code === TWO_FACTOR_REQUIRED) {
    return { kind: 'twoFactor', message: msg || 'Enter the 6-digit code of your authenticator app to confirm this withdrawal' };
  }
  if (env.code === CODE.BAD_REQUEST) {
    const named = refusedField(msg, env.data);
    if (named) return { kind: 'field', ...named };
  }
  return { kind: 'refused', message: msg || 'The withdrawal could not be requested, please try again' };
}

/** One withdrawal attempt: what it sends (coin, address, tag, amount) and its idempotency key. */
export interface WithdrawAttempt {
  signature: string;
  key: string;
}

/** The attempt's key: the previous one while the same withdrawal waits for a known answer, else a fresh one. */
export function attemptFor(previous: WithdrawAttempt | null, signature: string): WithdrawAttempt {
  return previous && previous.signature === signature ? previous : { signature, key: idempotencyKey() };
}

/** True for a URL the browser may be sent to (http or https only). */
export function isWebUrl(url: string): boolean {
  try {
    const { protocol } = new URL(url, window.location.href);
    return protocol === 'https:' || protocol === 'http:';
  } catch {
    return false;
  }
}

/** Starts a buy-crypto order (POST /v1/account/pay): its hosted payment page, or the message to show. */
export async function startPayment(body: PayBody): Promise<{ ok: true; order: PayOrder } | { ok: false; message: string }> {
  const env = await walletApi.pay(body, { silent: true });
  if (env.code === CODE.OK && env.data && isWebUrl(env.data.payUrl)) return { ok: true, order: env.data };
  if (env.code === CODE.OK) return { ok: false, message: 'The payment page is not available right now, please try again' };
  if (env.code === NETWORK_FAILURE) return { ok: false, message: 'No answer from the server, check your connection and try again' };
  return { ok: false, message: env.msg || 'The payment could not be started, please try again' };
}

/** Sends this tab to a URL (the payment provider's page, which returns to the site with the params query). */
export function assignLocation(url: string): void {
  window.location.assign(url);
}

/** A buy-crypto order's status read: the order, not found (unknown or another player's), logged out, or a failure to retry. */
export type OrderRead = { kind: 'order'; order: PayOrder } | { kind: 'missing' } | { kind: 'login' } | { kind: 'failed'; message: string };

/** Reads a buy-crypto order's live status (GET /api/wallet/order). */
export async function readOrder(orderId: string): Promise<OrderRead> {
  const env = await walletApi.payOrder(orderId);
  if (env.code === CODE.OK && env.data) return { kind: 'order', order: env.data };
  if (env.code === CODE.NOT_FOUND || env.code === CODE.FORBIDDEN || env.code === CODE.BAD_REQUEST) return { kind: 'missing' };
  if (env.code === CODE.UNAUTHORIZED) return { kind: 'login' };
  return { kind: 'failed', message: env.code === NETWORK_FAILURE || !env.msg ? LOAD_FAILED : env.msg };
}
