import { Decimal } from '../money';

/**
 * How much of a stake counts toward a bonus's wagering: its amount times its game's house edge over the bonus's
 * reference edge, never more than its amount (a reversal, negative, takes the same share back).
 */
export function wagerProgress(amount: Decimal.Value, houseEdge: Decimal.Value, referenceEdge: Decimal.Value): Decimal {
  return new Decimal(amount).times(Decimal.min(1, new Decimal(houseEdge).div(referenceEdge)));
}

/** A place in words: 1st, 2nd, 3rd, 4th … 11th, 12th, 13th … 21st. */
export function ordinal(n: number): string {
  const tens = n % 100;
  if (tens >= 11 && tens <= 13) return `${n}th`;
  return `${n}${['th', 'st', 'nd', 'rd'][n % 10] ?? 'th'}`;
}
