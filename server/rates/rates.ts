import type { RatePair, RatesData } from '../../src/core/api';
import { COIN_CODES, FIAT_CODES, type Coin, type Fiat } from '../../src/core/currency';
import { Decimal, trimZeros } from '../../src/core/money';
import type { Queryable } from '../db/pool';

/** USD-based rates as stored: coin price in USD, fiat units per USD. */
export interface RateTable {
  coinUsd: Record<Coin, Decimal>;
  fiatPerUsd: Record<Fiat, Decimal>;
  /** When the oldest rate was quoted (epoch ms). */
  updatedAt: number;
}

// Twelve significant digits keep tiny inverse prices (BTC per JPY) meaningful without exponent notation.
const SIGNIFICANT = 12;

/** A rate as a plain decimal string, 12 significant digits, half-up, no exponent, no trailing zeros. */
export function formatRate(value: Decimal): string {
  return trimZeros(value.toSignificantDigits(SIGNIFICANT, Decimal.ROUND_HALF_UP).toFixed());
}

/** Reads the rates table. */
export async function loadRates(db: Queryable): Promise<RateTable> {
  const { rows } = await db.query<{ code: string; kind: string; usd_rate: string; at: number }>(
    'SELECT code, kind, usd_rate, (extract(epoch FROM updated_at) * 1000)::float8 AS at FROM rates',
  );
  const byCode = new Map(rows.map((r) => [`${r.kind}:${r.code}`, new Decimal(r.usd_rate)]));
  const need = (key: string): Decimal => {
    const value = byCode.get(key);
    if (!value) throw new Error(`rate ${key} is missing from the rates table`);
    return value;
  };
  return {
    coinUsd: Object.fromEntries(COIN_CODES.map((c) => [c, need(`COIN:${c}`)])) as Record<Coin, Decimal>,
    fiatPerUsd: Object.fromEntries(FIAT_CODES.map((f) => [f, need(`FIAT:${f}`)])) as Record<Fiat, Decimal>,
    updatedAt: Math.floor(Math.min(...rows.map((r) => r.at))),
  };
}

/** Price of one coin in a fiat. */
export function coinPrice(table: RateTable, coin: Coin, fiat: Fiat): Decimal {
  return table.coinUsd[coin].times(table.fiatPerUsd[fiat]);
}

/** The price pair of a coin in a fiat. */
export function ratePair(table: RateTable, coin: Coin, fiat: Fiat): RatePair {
  const price = coinPrice(table, coin, fiat);
  return { price: formatRate(price), inversePrice: formatRate(new Decimal(1).div(price)) };
}

/** GET /v1/userApi/rateAll: every coin in every fiat, plus the fiat legal rates against USD. */
export function ratesData(table: RateTable, fixed: boolean): RatesData {
  const rates = Object.fromEntries(
    COIN_CODES.map((coin) => [coin, Object.fromEntries(FIAT_CODES.map((fiat) => [fiat, ratePair(table, coin, fiat)]))]),
  ) as RatesData['rates'];
  const legalRate = Object.fromEntries(FIAT_CODES.map((f) => [f, formatRate(table.fiatPerUsd[f])])) as RatesData['legalRate'];
  return { rates, legalRate, updatedAt: table.updatedAt, fixed };
}
