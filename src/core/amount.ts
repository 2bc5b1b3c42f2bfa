import { Decimal } from './money';

/** The amount helpers compute with 20 significant digits. */
export const AMOUNT_PRECISION = 20;
/** A nonzero bet below 0.01 is invalid. */
export const MIN_BET_VALUE = '0.01';

// A private clone so the helpers keep precision 20 whatever the app-wide Decimal settings are.
const D = Decimal.clone({ precision: AMOUNT_PRECISION, rounding: Decimal.ROUND_HALF_UP });

// Plain decimal notation only: no hex, no Infinity/NaN that the Decimal constructor would accept.
const NUMERIC = /^[+-]?(\d+\.?\d*|\.\d+)(e[+-]?\d+)?$/i;

/** Reads an operand: empty, null, undefined and non-numeric values count as 0. */
export function readAmount(value: unknown): Decimal {
  if (value instanceof Decimal) return new D(value);
  if (typeof value === 'number') return Number.isFinite(value) ? new D(value) : new D(0);
  if (typeof value === 'string') {
    const text = value.trim();
    return NUMERIC.test(text) ? new D(text) : new D(0);
  }
  return new D(0);
}

// Plain notation without exponent ("0.0000001", never "1e-7"); "-0" reads as "0".
function out(value: Decimal): string {
  return value.isZero() ? '0' : value.toFixed();
}

/** a + b as a decimal string, precision 20. */
export function add(a: unknown, b: unknown): string {
  return out(readAmount(a).plus(readAmount(b)));
}

/** a - b as a decimal string, precision 20. */
export function sub(a: unknown, b: unknown): string {
  return out(readAmount(a).minus(readAmount(b)));
}

/** a * b as a decimal string, precision 20. */
export function mul(a: unknown, b: unknown): string {
  return out(readAmount(a).times(readAmount(b)));
}

/** a / b as a decimal string, precision 20; a division by zero gives "0". */
export function div(a: unknown, b: unknown): string {
  const divisor = readAmount(b);
  return divisor.isZero() ? '0' : out(readAmount(a).dividedBy(divisor));
}

/** Why a bet amount is refused: under the minimum value or over the game's maximum. */
export type BetAmountProblem = 'min' | 'max';

/**
 * Checks a bet amount: invalid if the converted value is nonzero and under 0.01, or above the game's
 * maxBetAmount. `converted` is the stake in the unit maxBetAmount is expressed in (the caller converts fiat input back
 * to coin first). Zero is allowed here: a free (zero) bet is a separate product decision of each game.
 */
export function betAmountProblem(converted: unknown, maxBetAmount: unknown): BetAmountProblem | null {
  const value = readAmount(converted);
  if (!value.isZero() && value.lessThan(MIN_BET_VALUE)) return 'min';
  const max = readAmount(maxBetAmount);
  if (value.greaterThan(max)) return 'max';
  return null;
}

/** True when betAmountProblem finds nothing wrong. */
export function isBetAmountValid(converted: unknown, maxBetAmount: unknown): boolean {
  return betAmountProblem(converted, maxBetAmount) === null;
}
