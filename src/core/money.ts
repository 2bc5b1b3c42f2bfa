import Decimal from 'decimal.js';

// NUMERIC(36,18) values carry up to 36 significant digits; the default precision of 20 would round them.
Decimal.set({ precision: 50, rounding: Decimal.ROUND_DOWN });

export { Decimal };

/** Strict decimal string: digits, optional fraction, no sign, no exponent. */
export const DECIMAL_STRING = /^(0|[1-9]\d{0,17})(\.\d{1,18})?$/;

/** Parses a strict non-negative decimal string into a Decimal, or returns null. */
export function parseAmount(value: unknown, maxDecimals = 18): Decimal | null {
  if (typeof value !== 'string' || !DECIMAL_STRING.test(value)) return null;
  const [, fraction = ''] = value.split('.');
  if (fraction.length > maxDecimals) return null;
  return new Decimal(value);
}

/** Rounds down to a number of decimals and returns a plain string without exponent. */
export function toFixedDown(value: Decimal.Value, decimals: number): string {
  return new Decimal(value).toDecimalPlaces(decimals, Decimal.ROUND_DOWN).toFixed(decimals);
}

/** Removes trailing zeros of a fixed string ("1.2300" -> "1.23", "5.000" -> "5"). */
export function trimZeros(fixed: string): string {
  return fixed.includes('.') ? fixed.replace(/\.?0+$/, '') : fixed;
}
