import { parse } from 'lossless-json';
import { COIN_CODES, FIAT_CODES, type Coin, type Fiat } from '../../src/core/currency';
import { Decimal } from '../../src/core/money';

/** One coin's price as a market-data provider quoted it: USD per coin, and the time of the quote. */
export interface CoinQuote {
  usd: Decimal;
  at: Date;
}

/** A provider's answer: the coins and fiats it quoted (a missing or unusable one is left out, never guessed). */
export interface RatesSnapshot {
  coins: Partial<Record<Coin, CoinQuote>>;
  /** Units of each fiat per one USD, with the time of the quote they were derived from. */
  fiats: Partial<Record<Fiat, { perUsd: Decimal; at: Date }>>;
}

/** Where live exchange rates come from. */
export interface RatesProvider {
  readonly name: string;
  fetch(signal: AbortSignal): Promise<RatesSnapshot>;
}

/** Thrown for a provider answer that cannot be used at all (HTTP error, not JSON, no coin quoted). */
export class RatesProviderError extends Error {}

/** The provider's id of each coin (CoinGecko's coin ids). */
export const COINGECKO_IDS: Record<Coin, string> = {
  USDT: 'tether',
  BTC: 'bitcoin',
  ETH: 'ethereum',
  XRP: 'ripple',
  DOGE: 'dogecoin',
  TRX: 'tron',
  BNB: 'binancecoin',
  SOL: 'solana',
};

/** The coin whose price in every fiat gives the fiats' legal rates (fiat per USD = its fiat price / its USD price). */
const FIAT_REFERENCE: Coin = 'BTC';

/** Settings of the CoinGecko adapter. */
export interface CoinGeckoOptions {
  /** API base, e.g. https://pro-api.coingecko.com/api/v3 (or a local stand-in speaking the same protocol). */
  url: string;
  /** API key, sent in `keyHeader`; none for a keyless endpoint. */
  key?: string | undefined;
  /** Header the key goes in (CoinGecko: x-cg-pro-api-key, or x-cg-demo-api-key for a demo key). */
  keyHeader?: string;
  fetch?: typeof fetch;
}

/** A decimal written by the provider, or null when it is not a positive finite number. */
function positive(value: unknown): Decimal | null {
  if (typeof value !== 'string' && typeof value !== 'number') return null;
  try {
    const d = new Decimal(value);
    return d.isFinite() && d.gt(0) ? d : null;
  } catch {
    return null;
  }
}

/** The quote time of a coin entry (last_updated_at, unix seconds), or the time the answer arrived. */
function quoteTime(value: unknown, received: Date): Date {
  const seconds = positive(value);
  if (!seconds) return received;
  const at = new Date(seconds.times(1000).toNumber());
  // A clock ahead of ours is read as now: a rate is never younger than the moment we received it.
  return at > received ? received : at;
}

/**
 * Reads a `/simple/price` answer: `{"bitcoin": {"usd": 95000.5, "eur": 87000.1, "last_updated_at": 1764300000}, …}`.
 * Numbers are read as written (lossless), never through a float. A coin without a positive USD price is left out;
 * fiats come from the reference coin's prices.
 */
export function readSimplePrice(text: string, received: Date): RatesSnapshot {
  let body: unknown;
  try {
    body = parse(text, null, (digits: string) => digits);
  } catch {
    throw new RatesProviderError('the rates provider answered something that is not JSON');
  }
  if (typeof body !== 'object' || body === null || Array.isArray(body))
    throw new RatesProviderError('the rates provider answered no prices');
  const entries = body as Record<string, unknown>;
  const coins: RatesSnapshot['coins'] = {};
  const fiats: RatesSnapshot['fiats'] = {};
  for (const coin of COIN_CODES) {
    const entry = entries[COINGECKO_IDS[coin]];
    if (typeof entry !== 'object' || entry === null) continue;
    const fields = entry as Record<string, unknown>;
    const usd = positive(fields.usd);
    if (!usd) continue;
    const at = quoteTime(fields.last_updated_at, received);
    coins[coin] = { usd, at };
    if (coin !== FIAT_REFERENCE) continue;
    for (const fiat of FIAT_CODES) {
      const price = fiat === 'USD' ? usd : positive(fields[fiat.toLowerCase()]);
      if (price) fiats[fiat] = { perUsd: price.div(usd), at };
    }
  }
  if (Object.keys(coins).length === 0) throw new RatesProviderError('the rates provider quoted none of our coins');
  return { coins, fiats };
}

/** The CoinGecko adapter: one `/simple/price` call for every coin in USD and every fiat. */
export function coinGeckoProvider(options: CoinGeckoOptions): RatesProvider {
  const base = options.url.replace(/\/+$/, '');
  const doFetch = options.fetch ?? fetch;
  const query = new URLSearchParams({
    ids: COIN_CODES.map((c) => COINGECKO_IDS[c]).join(','),
    vs_currencies: FIAT_CODES.map((f) => f.toLowerCase()).join(','),
    include_last_updated_at: 'true',
    precision: 'full',
  });
  return {
    name: 'coingecko',
    async fetch(signal) {
      const headers: Record<string, string> = { accept: 'application/json' };
      if (options.key) headers[options.keyHeader ?? 'x-cg-pro-api-key'] = options.key;
      const res = await doFetch(`${base}/simple/price?${query.toString()}`, { headers, signal });
      const text = await res.text();
      if (!res.ok) throw new RatesProviderError(`the rates provider answered HTTP ${res.status}`);
      return readSimplePrice(text, new Date());
    },
  };
}
