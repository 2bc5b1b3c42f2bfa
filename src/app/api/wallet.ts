import type { Coin } from '../../core/currency';
import type { DepositAddress, PayBody, PayOrder, WithdrawResult, WithdrawTerms } from '../../core/wallet/api';
import type { ChuRuPage, DepositPage, HistoryQuery, LedgerPage, PersonPage, WithdrawPage } from '../../core/wallet/history';
import { get, post, type CallOptions, type Fields } from '../network/http';

// The wallet's calls (account and money; and the wallet's own /api/wallet reads): deposits, buy-crypto
// orders, withdrawals and the transaction history. Only the wallet dialog, the OrderDialog and Profile → Transactions
// import this module, all loaded lazily.

/** POST /v1/account/getWithdrawCode: mails the 6-digit code a withdrawal needs to the account's address. */
export const getWithdrawCode = (body: Fields = {}, options?: CallOptions) => post<unknown>('/v1/account/getWithdrawCode', body, options);

/** POST /v1/account/pay: a buy-crypto order with the payment provider; its payUrl is the hosted payment page. */
export const pay = (body: PayBody, options?: CallOptions) => post<PayOrder>('/v1/account/pay', body, options);

/** POST /v1/account/withdraw: the answer comes back unchanged, whatever its code (http layer). */
export const withdraw = (body: Fields) => post<WithdrawResult>('/v1/account/withdraw', body);

/** GET /api/wallet/deposit: the player's deposit address for a coin, with its minimum and confirmations. */
export const depositAddress = (coin: Coin) => get<DepositAddress>('/api/wallet/deposit', { coin }, { silent: true });

/** GET /api/wallet/withdraw: a coin's withdrawal terms for this player (fee, minimum, daily limit left, 2FA). */
export const withdrawTerms = (coin: Coin) => get<WithdrawTerms>('/api/wallet/withdraw', { coin }, { silent: true });

/** GET /api/wallet/order: a buy-crypto order's live status (the OrderDialog). */
export const payOrder = (orderId: string) => get<PayOrder>('/api/wallet/order', { orderId }, { silent: true });

/** GET /v1/account/findChuRu: deposit and withdrawal records. */
export const findChuRu = (query?: HistoryQuery) => get<ChuRuPage>('/v1/account/findChuRu', query);

/** GET /v1/account/myPay: deposit history. */
export const myPay = (query?: HistoryQuery) => get<DepositPage>('/v1/account/myPay', query);

/** GET /v1/account/myWithdraw: withdrawal history. */
export const myWithdraw = (query?: HistoryQuery) => get<WithdrawPage>('/v1/account/myWithdraw', query);

/** GET /v1/account/transaction. */
export const transaction = (query?: HistoryQuery) => get<LedgerPage>('/v1/account/transaction', query);

/** GET /v1/account/personTransaction. */
export const personTransaction = (query?: HistoryQuery) => get<PersonPage>('/v1/account/personTransaction', query);
