import DecimalJs from 'decimal.js';

/**
 * decimal.js for money: a clone at precision 50 rounding down, so importing this module never reconfigures the
 * global decimal.js constructor that other code (or a library) may rely on.
 */
// NUMERIC(36,18) values carry up to 36 significant digits; the default precision of 20 would round them.
export const Decimal: DecimalJs.Constructor = /* @__PURE__ */ DecimalJs.clone({ precision: 50, rounding: DecimalJs.ROUND_DOWN });

/** An instance of the money Decimal (a clone's instances have the same shape as decimal.js's). */
export type Decimal = DecimalJs;

// Keeps decimal.js's type namespace (`Decimal.Value`, `Decimal.Rounding`...) under the exported name, so callers
// written against `import Decimal from 'decimal.js'` keep compiling. It holds types only, so it merges with the const.
// eslint-disable-next-line @typescript-eslint/no-namespace
export declare namespace Decimal {
  /** What the Decimal constructor accepts. */
  export type Value = DecimalJs.Value;
  /** A rounding mode (Decimal.ROUND_DOWN...). */
  export type Rounding = DecimalJs.Rounding;
  /** A modulo mode. */
  export type Modulo = DecimalJs.Modulo;
  /** A constructor configuration. */
  export type Config = DecimalJs.Config;
  /** The constructor type (the money Decimal, or another clone). */
  export type Constructor = DecimalJs.Constructor;
  /** An instance. */
  export type Instance = DecimalJs.Instance;
}

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
