import { Decimal } from './money';
import type { CurrencyType } from './currency';

// Plain decimal notation only: no hex, no Infinity/NaN that the Decimal constructor would accept.
const NUMERIC = /^[+-]?(\d+\.?\d*|\.\d+)(e[+-]?\d+)?$/i;

/** A zero or empty amount shows as 0.00. */
export const ZERO_DISPLAY = '0.00';
/** Decimals shown for coin amounts of a logged-in player. */
export const COIN_DISPLAY_DECIMALS = 6;
/** Decimals shown for fiat amounts and for everything else. */
export const FIAT_DISPLAY_DECIMALS = 2;

/** Reads an amount-like value; empty, null or non-numeric counts as 0 (amount helpers). */
export function toDecimal(value: unknown): Decimal {
  if (value instanceof Decimal) return value;
  if (typeof value === 'number') return Number.isFinite(value) ? new Decimal(value) : new Decimal(0);
  if (typeof value === 'string') {
    const text = value.trim();
    return NUMERIC.test(text) ? new Decimal(text) : new Decimal(0);
  }
  return new Decimal(0);
}

/** a / b, where a division by zero gives 0. */
export function safeDivide(a: unknown, b: unknown): Decimal {
  const divisor = toDecimal(b);
  return divisor.isZero() ? new Decimal(0) : toDecimal(a).dividedBy(divisor);
}

/** Inserts thousands commas into a plain fixed-point string ("-1234567.5" -> "-1,234,567.5"). */
export function groupThousands(fixed: string): string {
  const negative = fixed.startsWith('-');
  const body = negative ? fixed.slice(1) : fixed;
  const [int = '0', frac] = body.split('.');
  const grouped = int.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${negative ? '-' : ''}${grouped}${frac !== undefined ? `.${frac}` : ''}`;
}

/** Options of formatAmount. */
export interface AmountFormat {
  /** Decimals to round to. */
  decimals: number;
  /** Remove trailing zeros of the fraction (coin display). */
  trim?: boolean;
  /** decimal.js rounding mode; coin amounts round down so a balance is never shown larger than it is. */
  rounding?: Decimal.Rounding;
}

/**
 * Formats an amount for display: zero or empty shows "0.00", rounds to the given decimals, optionally trims trailing
 * zeros and groups thousands with commas.
 */
export function formatAmount(value: unknown, { decimals, trim = false, rounding = Decimal.ROUND_HALF_UP }: AmountFormat): string {
  const amount = toDecimal(value);
  if (amount.isZero()) return ZERO_DISPLAY;
  let fixed = amount.toDecimalPlaces(decimals, rounding).toFixed(decimals);
  if (trim && fixed.includes('.')) fixed = fixed.replace(/\.?0+$/, '');
  if (/^-?0(\.0*)?$/.test(fixed)) return ZERO_DISPLAY;
  return groupThousands(fixed);
}

/** A coin amount: up to 6 decimals with trailing zeros trimmed for a logged-in player, otherwise 2. */
export function formatCoin(value: unknown, loggedIn = true): string {
  return loggedIn
    ? formatAmount(value, { decimals: COIN_DISPLAY_DECIMALS, trim: true, rounding: Decimal.ROUND_DOWN })
    : formatAmount(value, { decimals: FIAT_DISPLAY_DECIMALS, rounding: Decimal.ROUND_DOWN });
}

/** Significant digits a compact amount keeps (never fewer than its whole part up to a million). */
export const COMPACT_DIGITS = 6;

const COMPACT_UNITS = [
  { min: new Decimal('1e12'), suffix: 'T' },
  { min: new Decimal('1e9'), suffix: 'B' },
  { min: new Decimal('1e6'), suffix: 'M' },
] as const;

/** A million or more as "1.23M" (2 decimals, trimmed, rounded down), else null. */
function withUnit(amount: Decimal): string | null {
  const unit = COMPACT_UNITS.find((u) => amount.abs().gte(u.min));
  if (!unit) return null;
  const scaled = amount
    .dividedBy(unit.min)
    .toDecimalPlaces(2, Decimal.ROUND_DOWN)
    .toFixed(2)
    .replace(/\.?0+$/, '');
  return `${groupThousands(scaled)}${unit.suffix}`;
}

/**
 * A coin amount for a narrow place (the phone header): COMPACT_DIGITS significant digits from 1 up (the coin display's
 * 6 decimals below 1), rounded down, trailing zeros trimmed, and a million or more as "1.23M". 1,000.398765 shows as 1,000.39,
 * 0.01234567 as 0.012345, 123,456.78 as 123,456. It never shows more than the player has.
 */
export function formatCompactCoin(value: unknown): string {
  const amount = toDecimal(value);
  if (amount.isZero()) return ZERO_DISPLAY;
  const unit = withUnit(amount);
  if (unit) return unit;
  const whole = amount.abs().truncated();
  // Below 1 every shown decimal matters: the coin display's 6.
  const decimals = whole.isZero() ? COIN_DISPLAY_DECIMALS : Math.max(0, COMPACT_DIGITS - whole.toFixed(0).length);
  return formatAmount(amount, { decimals, trim: true, rounding: Decimal.ROUND_DOWN });
}

/** A fiat amount for a narrow place: 2 decimals below 100,000, whole units up to a million, then "$1.23M". */
export function formatCompactFiat(value: unknown, symbol: string): string {
  const amount = toDecimal(value);
  const unit = withUnit(amount);
  const text = unit ?? formatAmount(amount, { decimals: amount.abs().gte(100_000) ? 0 : FIAT_DISPLAY_DECIMALS });
  return text.startsWith('-') ? `-${symbol}${text.slice(1)}` : `${symbol}${text}`;
}

/** A fiat amount with its symbol, 2 decimals: "$1,000.00", "-€3.50". */
export function formatFiat(value: unknown, symbol: string): string {
  const text = formatAmount(value, { decimals: FIAT_DISPLAY_DECIMALS });
  return text.startsWith('-') ? `-${symbol}${text.slice(1)}` : `${symbol}${text}`;
}

/** A coin amount converted to fiat at a price (fiat per coin). */
export function toFiat(amount: unknown, price: unknown): Decimal {
  return toDecimal(amount).times(toDecimal(price));
}

/** Formats money in COIN or FAIT mode: coin up to 6 decimals for a logged-in player, else 2, commas. */
export function formatMoney(
  amount: unknown,
  mode: { currencyType: CurrencyType; loggedIn: boolean; price?: unknown; symbol?: string },
): string {
  if (mode.currencyType === 'FAIT') return formatFiat(toFiat(amount, mode.price), mode.symbol ?? '');
  return formatCoin(amount, mode.loggedIn);
}
