// Money in the demo book: amounts are decimal strings on the wire and integers of the coin's smallest unit (BigInt) in
// arithmetic, never floats. Payouts and offers round down to the coin's decimals.

/** A coin the book takes stakes in: the decimals it keeps (no more than the casino's) and its stake limits. */
export interface CoinRule {
  decimals: number;
  minStake: string;
  maxStake: string;
}

/** The casino's coins, each at the book's decimals and limits (about 0.10 to 5,000 US dollars a stake). */
export const COINS: Readonly<Record<string, CoinRule>> = {
  USDT: { decimals: 2, minStake: '0.1', maxStake: '5000' },
  BTC: { decimals: 8, minStake: '0.000001', maxStake: '0.05' },
  ETH: { decimals: 8, minStake: '0.00003', maxStake: '1.5' },
  XRP: { decimals: 4, minStake: '0.05', maxStake: '2500' },
  DOGE: { decimals: 2, minStake: '0.5', maxStake: '25000' },
  TRX: { decimals: 2, minStake: '0.4', maxStake: '20000' },
  BNB: { decimals: 6, minStake: '0.0002', maxStake: '8' },
  SOL: { decimals: 6, minStake: '0.0005', maxStake: '25' },
};

/** The rule of a coin, or undefined for a coin the book does not take. */
export function coinRule(currency: string): CoinRule | undefined {
  return Object.hasOwn(COINS, currency) ? COINS[currency] : undefined;
}

/** A non-negative decimal string as an integer of 10^-decimals; null if it has more decimals or is not a number. */
export function toUnits(text: string, decimals: number): bigint | null {
  const match = /^(\d{1,30})(?:\.(\d{1,30}))?$/.exec(text);
  if (!match) return null;
  const fraction = (match[2] ?? '').replace(/0+$/, '');
  if (fraction.length > decimals) return null;
  return BigInt(match[1]! + fraction.padEnd(decimals, '0'));
}

/** An integer of 10^-decimals as a decimal string with exactly that many decimals. */
export function fromUnits(units: bigint, decimals: number): string {
  const negative = units < 0n;
  const digits = (negative ? -units : units).toString().padStart(decimals + 1, '0');
  const text = decimals === 0 ? digits : `${digits.slice(0, -decimals)}.${digits.slice(-decimals)}`;
  return negative ? `-${text}` : text;
}

/** An exact decimal as an integer and its scale: "12.5" is 125 at scale 1. */
export interface Exact {
  int: bigint;
  scale: number;
}

/** Reads an exact non-negative decimal string. */
export function exact(text: string): Exact {
  const match = /^(\d+)(?:\.(\d+))?$/.exec(text);
  if (!match) throw new Error(`${text} is not a decimal`);
  const fraction = match[2] ?? '';
  return { int: BigInt(match[1]! + fraction), scale: fraction.length };
}

/** Writes an exact decimal with at least `minDecimals` decimals and no trailing zero beyond them. */
export function exactText(value: Exact, minDecimals = 0): string {
  const digits = value.int.toString().padStart(value.scale + 1, '0');
  let whole = digits.slice(0, digits.length - value.scale);
  let fraction = value.scale > 0 ? digits.slice(-value.scale) : '';
  fraction = fraction.replace(/0+$/, '');
  if (fraction.length < minDecimals) fraction = fraction.padEnd(minDecimals, '0');
  whole = whole.replace(/^0+(?=\d)/, '');
  return fraction ? `${whole}.${fraction}` : whole;
}

/** The product of prices (two-decimal strings), exact: a slip's odds, with at least two decimals. */
export function oddsOf(prices: readonly string[]): string {
  let product: Exact = { int: 1n, scale: 0 };
  for (const price of prices) {
    const p = exact(price);
    product = { int: product.int * p.int, scale: product.scale + p.scale };
  }
  return exactText(product, 2);
}

/** stake × multiplier, rounded down to the coin's smallest unit: a payout in units. */
export function payoutUnits(stakeUnits: bigint, multiplier: string): bigint {
  const m = exact(multiplier);
  return (stakeUnits * m.int) / 10n ** BigInt(m.scale);
}

/** stake × multiplier, rounded down to the coin's decimals, as a decimal string. */
export function payout(stake: string, multiplier: string, decimals: number): string {
  const units = toUnits(stake, decimals);
  if (units === null) throw new Error(`Stake ${stake} does not fit ${decimals} decimals`);
  return fromUnits(payoutUnits(units, multiplier), decimals);
}
