/**
 * The plinko board's geometry in board units: the one source shared by the trajectory bake
 * (scripts/bakePlinko.ts, matter-js in Node) and the scene (which scales board units to pixels). Pure, no Pixi.
 *
 * Row 0 is the top row with 3 pegs; row i has i + 3 pegs, PEG_SPACING apart, centred on x = 0; rows are PEG_SPACING
 * apart from y = 0 down. Bucket k (0 = far left .. rows = far right) sits under the gap between pegs k and k + 1 of
 * the last row. The ball is released above the top row and has landed when its centre reaches `landingY(rows)`.
 */

/** Distance between neighbouring pegs of a row, and between rows. */
export const PEG_SPACING = 40;
/** Peg radius. */
export const PEG_RADIUS = 4.5;
/** Ball radius: the gap between two pegs (31 units) lets it through with room to rattle. */
export const BALL_RADIUS = 9;
/** Where the ball's centre starts, above the top row. */
export const START_Y = -PEG_SPACING * 1.1;
/** Start positions (ball centre x) the bake draws from: around the top row's middle peg. */
export const START_X_RANGE = PEG_SPACING * 0.45;
/** How far below the last row the ball's centre is when it enters its bucket. */
export const LANDING_DROP = PEG_SPACING * 0.55;
/** A bucket's box: its width and height, its top relative to the landing line. */
export const BUCKET_WIDTH = PEG_SPACING * 0.9;
export const BUCKET_HEIGHT = PEG_SPACING * 0.62;
export const BUCKET_TOP_OFFSET = -PEG_SPACING * 0.05;

/** Pegs of a board: flat x, y pairs, row by row from the top, left to right (a peg's index is its pair index). */
export function pegPositions(rows: number): Float64Array {
  const out = new Float64Array(pegCount(rows) * 2);
  let i = 0;
  for (let row = 0; row < rows; row++) {
    const count = row + 3;
    for (let j = 0; j < count; j++) {
      out[i++] = (j - (count - 1) / 2) * PEG_SPACING;
      out[i++] = row * PEG_SPACING;
    }
  }
  return out;
}

/** Number of pegs of a board: 3 + 4 + … + (rows + 2). */
export function pegCount(rows: number): number {
  return (rows * (rows + 5)) / 2;
}

/** Number of buckets: rows + 1. */
export function bucketCount(rows: number): number {
  return rows + 1;
}

/** The x of bucket k's centre. */
export function bucketCenterX(rows: number, bucket: number): number {
  return (bucket - rows / 2) * PEG_SPACING;
}

/** A bucket's x-range: the column between its two last-row pegs' centres. A landed ball's centre lies inside it. */
export function bucketRange(rows: number, bucket: number): [number, number] {
  const c = bucketCenterX(rows, bucket);
  return [c - PEG_SPACING / 2, c + PEG_SPACING / 2];
}

/** The bucket whose x-range holds `x`, or -1 outside the board. */
export function bucketAt(rows: number, x: number): number {
  const k = Math.floor(x / PEG_SPACING + rows / 2 + 0.5);
  return k >= 0 && k <= rows ? k : -1;
}

/** The y of the last peg row. */
export function lastRowY(rows: number): number {
  return (rows - 1) * PEG_SPACING;
}

/** The y the ball's centre crosses when it enters its bucket (its trajectory ends there). */
export function landingY(rows: number): number {
  return lastRowY(rows) + LANDING_DROP;
}

/** The y of the buckets' top edge. */
export function bucketTopY(rows: number): number {
  return landingY(rows) + BUCKET_TOP_OFFSET;
}

/** The board's bounding box in board units (pegs, buckets and the ball's start), for fitting it to the screen. */
export function boardBounds(rows: number): { left: number; right: number; top: number; bottom: number } {
  const half = ((rows + 1) / 2) * PEG_SPACING;
  return { left: -half, right: half, top: START_Y - BALL_RADIUS, bottom: bucketTopY(rows) + BUCKET_HEIGHT };
}
