import type { z } from '../../core/zod';
import type { BalanceData, CurrencyConfigRow, CurrencyData, RatesData, TipData } from '../../core/api';
import type { sendTipSchema, switchAccountSchema } from '../../core/schemas';
import { get, post, type CallOptions } from '../network/http';

// Account and money calls that the shell itself makes: balances, rates, coins, tips. One small function
// per call. The wallet's own calls (deposits, orders, withdrawals, history) are in wallet.ts, which only the wallet's
// lazily loaded screens import, so they stay out of the first paint.

/** Body of POST /v1/account/switchAccount. */
export type SwitchAccountBody = z.input<typeof switchAccountSchema>;
/** Body of POST /v1/account/sendTip. */
export type SendTipBody = z.input<typeof sendTipSchema>;
/** GET /v1/account/findBalance. */
export const findBalance = () => get<BalanceData>('/v1/account/findBalance', undefined, { silent: true });

/** POST /v1/account/switchAccount: balance type and/or selected coin. */
export const switchAccount = (body: SwitchAccountBody) => post<BalanceData>('/v1/account/switchAccount', body, { toastError: true });

/** GET /v1/userApi/rateAll: coin prices per fiat. */
export const rateAll = () => get<RatesData>('/v1/userApi/rateAll', undefined, { silent: true });

/** GET /v1/userApi/currency: coins and fiats. */
export const currencyList = () => get<CurrencyData>('/v1/userApi/currency', undefined, { silent: true });

/** GET /v1/account/configCurrencyType: per coin limits. */
export const configCurrencyType = () => get<CurrencyConfigRow[]>('/v1/account/configCurrencyType');

/** POST /v1/account/sendTip: a tip to another player. */
export const sendTip = (body: SendTipBody, options?: CallOptions) => post<TipData>('/v1/account/sendTip', body, options);
