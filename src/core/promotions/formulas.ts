import { Decimal } from '../money';

/**
 * How much of a stake counts toward a bonus's wagering: its amount times its game's house edge over the bonus's
 * reference edge, never more than its amount (a reversal, negative, takes the same share back).
 */
export function wagerProgress(amount: Decimal.Value, houseEdge: Decimal.Value, referenceEdge: Decimal.Value): Decimal {
  return new Decimal(amount).times(Decimal.min(1, new Decimal(houseEdge).div(referenceEdge)));
}
