import type { z } from 'zod';
import type { BalanceData, CurrencyData, RatesData } from '../../core/api';
import type { switchAccountSchema } from '../../core/schemas';
import { get, post } from '../http';

/** Body of POST /v1/account/switchAccount. */
export type SwitchAccountBody = z.input<typeof switchAccountSchema>;

/** GET /v1/account/findBalance. */
export const findBalance = () => get<BalanceData>('/v1/account/findBalance', undefined, { silent: true });

/** POST /v1/account/switchAccount: balance type and/or selected coin. */
export const switchAccount = (body: SwitchAccountBody) =>
  post<BalanceData>('/v1/account/switchAccount', body, { toastServerError: true });

/** GET /v1/userApi/currency: coins and fiats. */
export const currencyList = () => get<CurrencyData>('/v1/userApi/currency', undefined, { silent: true });

/** GET /v1/userApi/rateAll: coin prices per fiat. */
export const rateAll = () => get<RatesData>('/v1/userApi/rateAll', undefined, { silent: true });
