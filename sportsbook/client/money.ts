// Exact decimal arithmetic for stakes, prices and wins: a value is an integer of units and a scale (the digits after
// the point), held in BigInt. Money and odds never pass through a float. Only non-negative values occur here.

/** A non-negative decimal: `units / 10^scale`. */
export interface Dec {
  units: bigint;
  scale: number;
}

const DECIMAL = /^(\d+)(?:\.(\d+))?$/;

/** The decimal a string writes, or null when it is not a plain non-negative decimal ("2.10", "15", "0.0005"). */
export function parseDec(text: string): Dec | null {
  const m = DECIMAL.exec(text);
  if (!m) return null;
  const frac = m[2] ?? '';
  return { units: BigInt(m[1]! + frac), scale: frac.length };
}

function dec(text: string): Dec {
  const d = parseDec(text);
  if (!d) throw new Error(`Not a decimal: ${text}`);
  return d;
}

const pow10 = (n: number) => 10n ** BigInt(n);

/** Both values at the larger scale, so their units compare and add. */
function align(a: Dec, b: Dec): [bigint, bigint, number] {
  const scale = Math.max(a.scale, b.scale);
  return [a.units * pow10(scale - a.scale), b.units * pow10(scale - b.scale), scale];
}

/** Writes a decimal exactly, trailing zeros kept. */
export function decText(d: Dec): string {
  if (d.scale === 0) return d.units.toString();
  const digits = d.units.toString().padStart(d.scale + 1, '0');
  return `${digits.slice(0, -d.scale)}.${digits.slice(-d.scale)}`;
}

/** The value cut (rounded down) to `decimals` places, written with exactly that many. */
export function roundDown(d: Dec, decimals: number): string {
  const units = d.scale <= decimals ? d.units * pow10(decimals - d.scale) : d.units / pow10(d.scale - decimals);
  return decText({ units, scale: decimals });
}

/** Trailing zeros dropped, but at least `min` decimals kept: "3.8850" → "3.885", "2.00" stays. */
export function trimZeros(text: string, min = 2): string {
  const [int, frac = ''] = text.split('.');
  let f = frac.replace(/0+$/, '');
  if (f.length < min) f = f.padEnd(min, '0');
  return f ? `${int}.${f}` : int!;
}

/** a < b: -1, equal: 0, a > b: 1. */
export function compareDec(a: string, b: string): -1 | 0 | 1 {
  const [x, y] = align(dec(a), dec(b));
  return x < y ? -1 : x > y ? 1 : 0;
}

/** The exact sum. */
export function addDec(a: string, b: string): string {
  const [x, y, scale] = align(dec(a), dec(b));
  return decText({ units: x + y, scale });
}

/** The exact product of the values ("1" for none). */
export function product(values: readonly string[]): string {
  let acc: Dec = { units: 1n, scale: 0 };
  for (const v of values) {
    const d = dec(v);
    acc = { units: acc.units * d.units, scale: acc.scale + d.scale };
  }
  return decText(acc);
}

/** The total odds of a combo: the exact product of its prices, trailing zeros trimmed to two decimals at least. */
export function comboOdds(prices: readonly string[]): string {
  return trimZeros(product(prices));
}

/** What a stake returns at these odds, cut to the currency's decimals. */
export function winAt(stake: string, odds: string, decimals: number): string {
  return roundDown(dec(product([stake, odds])), decimals);
}

/** What singles at one stake each return if all win: the sum of each single's return (each cut to the decimals). */
export function singlesWin(stake: string, prices: readonly string[], decimals: number): string {
  return prices.reduce((sum, price) => addDec(sum, winAt(stake, price, decimals)), roundDown(dec('0'), decimals));
}

/** The stake times a count, at the currency's decimals. */
export function timesCount(stake: string, count: number, decimals: number): string {
  return roundDown(dec(product([stake, String(count)])), decimals);
}

/** Why a stake as typed cannot be placed, or null when it can. */
export type StakeProblem = 'empty' | 'format' | 'decimals' | 'zero';

/** Checks a typed stake: a plain decimal, at most the currency's decimals, above zero. */
export function stakeProblem(input: string, decimals: number): StakeProblem | null {
  if (input === '') return 'empty';
  const d = parseDec(input);
  if (!d || input.endsWith('.')) return 'format';
  if (d.scale > decimals) return 'decimals';
  if (d.units === 0n) return 'zero';
  return null;
}

/**
 * What a stake field keeps of a keystroke: a comma becomes a point, anything but digits and one point is dropped,
 * and leading zeros collapse ("007" → "7"); a trailing point stays so a player can go on typing.
 */
export function cleanStakeInput(raw: string): string {
  let s = raw.replace(/,/g, '.').replace(/[^\d.]/g, '');
  const dot = s.indexOf('.');
  if (dot !== -1) s = s.slice(0, dot + 1) + s.slice(dot + 1).replace(/\./g, '');
  s = s.replace(/^0+(?=\d)/, '');
  if (s.startsWith('.')) s = `0${s}`;
  return s.slice(0, 24);
}

/** An amount for display: cut to the decimals, trailing zeros trimmed to two, thousands grouped. */
export function formatAmount(amount: string, decimals: number): string {
  const d = parseDec(amount);
  if (!d) return amount;
  const text = trimZeros(roundDown(d, decimals), Math.min(2, decimals));
  const [int, frac] = text.split('.');
  const grouped = int!.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return frac === undefined ? grouped : `${grouped}.${frac}`;
}

/** Decimals each coin is kept to (the casino's eight coins); an unknown code gets 8. */
const DECIMALS: Record<string, number> = { USDT: 6, BTC: 8, ETH: 8, XRP: 6, DOGE: 8, TRX: 6, BNB: 8, SOL: 9 };

/** The number of decimals of a currency. */
export function currencyDecimals(currency: string): number {
  return DECIMALS[currency.toUpperCase()] ?? 8;
}

/** Quick stakes per coin: a few amounts of similar worth. */
const QUICK: Record<string, string[]> = {
  BTC: ['0.0001', '0.0005', '0.001', '0.005'],
  ETH: ['0.002', '0.01', '0.02', '0.1'],
  BNB: ['0.01', '0.05', '0.1', '0.5'],
  SOL: ['0.05', '0.1', '0.5', '1'],
  XRP: ['10', '25', '50', '100'],
  DOGE: ['50', '100', '250', '500'],
  TRX: ['50', '100', '250', '500'],
};

/** The quick stake buttons for a currency (the dollar coins' 5, 10, 25, 50 by default). */
export function quickStakes(currency: string): string[] {
  return QUICK[currency.toUpperCase()] ?? ['5', '10', '25', '50'];
}
