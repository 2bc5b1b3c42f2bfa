import { Decimal } from '../../money';
import { plinkoTable, type PlinkoRisk } from './rules';

// Plinko's exact math: every path of a board is equally likely (each row is one fair left/right), so bucket k is
// reached by C(rows, k) of the 2^rows paths. Everything here is exact decimal arithmetic, never floats.

/** Multipliers of a board are stated with one decimal at most ("5.6", "1000"). */
export const PLINKO_MULTIPLIER_DECIMALS = 1;

/** C(n, k) for the small n of a board, exactly. */
export function binomial(n: number, k: number): Decimal {
  let c = new Decimal(1);
  for (let i = 1; i <= k; i++) c = c.times(n - k + i).div(i);
  return c;
}

/** The chance of each bucket of a board, bucket 0 .. rows: C(rows, k) / 2^rows, exact. */
export function plinkoBucketChances(rows: number): Decimal[] {
  const paths = new Decimal(2).pow(rows);
  return Array.from({ length: rows + 1 }, (_, k) => binomial(rows, k).div(paths));
}

/** A bucket wins when it pays more than the stake (above 1×); 1× and below are paid but are not wins. */
export function plinkoIsWin(multiplier: string): boolean {
  return new Decimal(multiplier).gt(1);
}

/** The exact return to player of a table: the sum of each bucket's chance times its multiplier ("0.98984375"). */
export function plinkoRtp(rows: number, risk: PlinkoRisk): string {
  const table = plinkoTable(rows, risk);
  return plinkoBucketChances(rows)
    .reduce((sum, chance, k) => sum.plus(chance.times(table[k]!)), new Decimal(0))
    .toFixed();
}

/** The chance, in percent, that a drop on this board lands in a winning bucket (above 1×), exact. */
export function plinkoWinChance(rows: number, risk: PlinkoRisk): string {
  const table = plinkoTable(rows, risk);
  return plinkoBucketChances(rows)
    .reduce((sum, chance, k) => (plinkoIsWin(table[k]!) ? sum.plus(chance) : sum), new Decimal(0))
    .times(100)
    .toFixed();
}

/** The highest multiplier of a board (its edge buckets). */
export function plinkoMaxMultiplier(rows: number, risk: PlinkoRisk): string {
  return plinkoTable(rows, risk)[0]!;
}
