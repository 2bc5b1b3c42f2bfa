/**
 * Plinko's rules: Stake's published multiplier tables and how the fairness stream picks a bucket. Pure functions on
 * plain numbers and decimal strings; no I/O.
 */

/** Fewest and most rows of pegs a board may have. */
export const PLINKO_MIN_ROWS = 8;
export const PLINKO_MAX_ROWS = 16;

/** The risk levels, lowest first. */
export const PLINKO_RISKS = ['low', 'medium', 'high'] as const;
/** A risk level. */
export type PlinkoRisk = (typeof PLINKO_RISKS)[number];

/** The row counts a board may have, 8..16. */
export const PLINKO_ROW_COUNTS: readonly number[] = Array.from(
  { length: PLINKO_MAX_ROWS - PLINKO_MIN_ROWS + 1 },
  (_, i) => PLINKO_MIN_ROWS + i,
);

// Stake's tables from the edge to the centre. Even rows: the last value is the single centre bucket; odd rows: the
// last value appears twice in the middle.
const HALF_TABLES: Readonly<Record<number, Readonly<Record<PlinkoRisk, readonly string[]>>>> = {
  8: { low: ['5.6', '2.1', '1.1', '1', '0.5'], medium: ['13', '3', '1.3', '0.7', '0.4'], high: ['29', '4', '1.5', '0.3', '0.2'] },
  9: { low: ['5.6', '2', '1.6', '1', '0.7'], medium: ['18', '4', '1.7', '0.9', '0.5'], high: ['43', '7', '2', '0.6', '0.2'] },
  10: {
    low: ['8.9', '3', '1.4', '1.1', '1', '0.5'],
    medium: ['22', '5', '2', '1.4', '0.6', '0.4'],
    high: ['76', '10', '3', '0.9', '0.3', '0.2'],
  },
  11: {
    low: ['8.4', '3', '1.9', '1.3', '1', '0.7'],
    medium: ['24', '6', '3', '1.8', '0.7', '0.5'],
    high: ['120', '14', '5.2', '1.4', '0.4', '0.2'],
  },
  12: {
    low: ['10', '3', '1.6', '1.4', '1.1', '1', '0.5'],
    medium: ['33', '11', '4', '2', '1.1', '0.6', '0.3'],
    high: ['170', '24', '8.1', '2', '0.7', '0.2', '0.2'],
  },
  13: {
    low: ['8.1', '4', '3', '1.9', '1.2', '0.9', '0.7'],
    medium: ['43', '13', '6', '3', '1.3', '0.7', '0.4'],
    high: ['260', '37', '11', '4', '1', '0.2', '0.2'],
  },
  14: {
    low: ['7.1', '4', '1.9', '1.4', '1.3', '1.1', '1', '0.5'],
    medium: ['58', '15', '7', '4', '1.9', '1', '0.5', '0.2'],
    high: ['420', '56', '18', '5', '1.9', '0.3', '0.2', '0.2'],
  },
  15: {
    low: ['15', '8', '3', '2', '1.5', '1.1', '1', '0.7'],
    medium: ['88', '18', '11', '5', '3', '1.3', '0.5', '0.3'],
    high: ['620', '83', '27', '8', '3', '0.5', '0.2', '0.2'],
  },
  16: {
    low: ['16', '9', '2', '1.4', '1.4', '1.2', '1.1', '1', '0.5'],
    medium: ['110', '41', '10', '5', '3', '1.5', '1', '0.5', '0.3'],
    high: ['1000', '130', '26', '9', '4', '2', '0.2', '0.2', '0.2'],
  },
};

/** True for a whole number of rows 8..16. */
export function isPlinkoRows(rows: unknown): rows is number {
  return typeof rows === 'number' && Number.isInteger(rows) && rows >= PLINKO_MIN_ROWS && rows <= PLINKO_MAX_ROWS;
}

/** The full table of a board, bucket 0 (far left) to bucket `rows` (far right): rows + 1 multipliers, mirrored. */
export function plinkoTable(rows: number, risk: PlinkoRisk): readonly string[] {
  const half = HALF_TABLES[rows]?.[risk];
  if (!half) throw new RangeError(`no plinko table for ${rows} rows, ${risk} risk`);
  const left = rows % 2 === 0 ? half.slice(0, -1) : half;
  const centre = rows % 2 === 0 ? [half[half.length - 1]!] : [];
  return [...left, ...centre, ...[...left].reverse()];
}

/** The multiplier of a bucket of a board. */
export function plinkoMultiplier(rows: number, risk: PlinkoRisk, bucket: number): string {
  const m = plinkoTable(rows, risk)[bucket];
  if (m === undefined) throw new RangeError(`bucket ${bucket} is outside a ${rows}-row board`);
  return m;
}

/** The ball's path from the stream: one integer per row, floor(n / 2^32 * 2): 0 goes left, 1 goes right. */
export function plinkoPath(ints: readonly number[], rows: number): number[] {
  return ints.slice(0, rows).map((n) => (n >= 2147483648 ? 1 : 0));
}

/** The bucket a path lands in: the number of rights. */
export function plinkoBucket(path: readonly number[]): number {
  return path.reduce((sum, step) => sum + step, 0);
}

/** The message a player reads for rows or risk outside the game, or null. */
export function plinkoParamsError(rows: number, risk: string): string | null {
  if (!isPlinkoRows(rows)) return `rows must be a whole number from ${PLINKO_MIN_ROWS} to ${PLINKO_MAX_ROWS}`;
  if (!(PLINKO_RISKS as readonly string[]).includes(risk)) return 'risk must be low, medium or high';
  return null;
}
