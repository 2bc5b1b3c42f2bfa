/** The eight coins of the site, with the decimals each one is kept to. */
export const COINS = [
  { coin: 'USDT', name: 'Tether', decimals: 6 },
  { coin: 'BTC', name: 'Bitcoin', decimals: 8 },
  { coin: 'ETH', name: 'Ethereum', decimals: 8 },
  { coin: 'XRP', name: 'XRP', decimals: 6 },
  { coin: 'DOGE', name: 'Dogecoin', decimals: 8 },
  { coin: 'TRX', name: 'TRON', decimals: 6 },
  { coin: 'BNB', name: 'BNB', decimals: 8 },
  { coin: 'SOL', name: 'Solana', decimals: 9 },
] as const;

/** A coin code. */
export type Coin = (typeof COINS)[number]['coin'];

/** Coin codes in display order. */
export const COIN_CODES = COINS.map((c) => c.coin) as unknown as readonly [Coin, ...Coin[]];

/** Decimals of a coin. */
export function coinDecimals(coin: Coin): number {
  return COINS.find((c) => c.coin === coin)?.decimals ?? 8;
}

/** True for a known coin code. */
export function isCoin(value: unknown): value is Coin {
  return typeof value === 'string' && COINS.some((c) => c.coin === value);
}

/** The fiat currencies a player can view balances in. */
export const FIATS = [
  { fiat: 'USD', symbol: '$' },
  { fiat: 'EUR', symbol: '€' },
  { fiat: 'GBP', symbol: '£' },
  { fiat: 'JPY', symbol: '¥' },
  { fiat: 'BRL', symbol: 'R$' },
  { fiat: 'INR', symbol: '₹' },
  { fiat: 'CAD', symbol: 'CA$' },
  { fiat: 'TRY', symbol: '₺' },
] as const;

/** A fiat code. */
export type Fiat = (typeof FIATS)[number]['fiat'];

/** The symbol a fiat amount is written with ("$", "CA$"); empty for a code we do not list. */
export function fiatSymbol(fiat: Fiat): string {
  return FIATS.find((f) => f.fiat === fiat)?.symbol ?? '';
}

/** Fiat codes. */
export const FIAT_CODES = FIATS.map((f) => f.fiat) as unknown as readonly [Fiat, ...Fiat[]];

/** Balance kinds: real deposits or promotional bonus funds. */
export const BALANCE_TYPES = ['DEPOSIT', 'BONUS'] as const;
/** A balance kind. */
export type BalanceType = (typeof BALANCE_TYPES)[number];

/** How amounts are displayed: in the coin or converted to the chosen fiat ("FAIT" is the spec's spelling). */
export const CURRENCY_TYPES = ['COIN', 'FAIT'] as const;
/** A display mode. */
export type CurrencyType = (typeof CURRENCY_TYPES)[number];
