import { coinDecimals, type Coin } from '../../currency';
import { Decimal } from '../../money';
import { ints, TWO_POW_32, type HmacSha256 } from '../../fairness/rng';
import { HOUSE_RTP } from '../rtp';

/** Tiles of the 5x5 grid, numbered 0-24 left to right, top to bottom. */
export const MINES_TILES = 25;
/** Fewest mines a round may have. */
export const MINES_MIN = 1;
/** Most mines a round may have (one safe tile left). */
export const MINES_MAX = 24;
/** Integers of the fairness stream one layout consumes: 24 (3 HMAC rounds of 8). */
export const MINES_INTS = 24;
/** Decimals a mines multiplier is shown and stored with (rounded down; the payout itself is exact). */
export const MINES_MULTIPLIER_DECIMALS = 2;

// 0..24 in order; each layout starts from a copy.
const ALL_TILES: readonly number[] = Array.from({ length: MINES_TILES }, (_, i) => i);

/**
 * The mine layout of a round from its stream integers (Stake's scheme): for i = 0..23 the tile at index
 * floor(n_i * (25 - i) / 2^32) of the tiles still left (ascending) is picked and removed; the first `mines` picks are
 * the mines. Returned sorted. n * (25 - i) < 2^37 and dividing by 2^32 is exact in doubles, so this is integer math.
 */
export function minesLayout(stream: readonly number[], mines: number): number[] {
  const left = ALL_TILES.slice();
  const picked: number[] = [];
  for (let i = 0; i < mines; i++) {
    const index = Math.floor((stream[i]! * (MINES_TILES - i)) / TWO_POW_32);
    picked.push(left.splice(index, 1)[0]!);
  }
  return picked.sort((a, b) => a - b);
}

/** The layout of a seed pair and nonce (the 24 integers of its stream). */
export function minesLayoutOf(serverSeed: string, clientSeed: string, nonce: number, mines: number, hmac?: HmacSha256): number[] {
  return minesLayout(ints(serverSeed, clientSeed, nonce, MINES_INTS, hmac), mines);
}

/** C(n, k) for the small numbers of the grid (at most C(25, 12) = 5,200,300: exact in a double). */
export function binomial(n: number, k: number): number {
  if (k < 0 || k > n) return 0;
  let c = 1;
  // Each step's product is divisible by i + 1, so c stays a whole number.
  for (let i = 0; i < k; i++) c = (c * (n - i)) / (i + 1);
  return c;
}

/** True when a mine count is allowed (a whole number 1-24). */
export function validMines(mines: number): boolean {
  return Number.isInteger(mines) && mines >= MINES_MIN && mines <= MINES_MAX;
}

/** Most safe tiles a round with this many mines has (the reveal that takes the last one cashes out). */
export function minesSafeTiles(mines: number): number {
  return MINES_TILES - mines;
}

/** An exact multiplier as numerator / denominator, both decimal strings. */
export interface MinesRatio {
  readonly numerator: string;
  readonly denominator: string;
}

const ratioCache = new Map<number, MinesRatio>();
const displayCache = new Map<number, string>();

/**
 * The exact multiplier after `safe` safe reveals with `mines` mines, as a fraction of decimal strings:
 * RTP * C(25, k) / C(25 - mines, k). Payouts are computed from it, never from the rounded display value. Memoised
 * (settle runs on every bet and the statistics test runs it 24 million times).
 */
export function minesMultiplierRatio(mines: number, safe: number): MinesRatio {
  if (!validMines(mines) || !Number.isInteger(safe) || safe < 0 || safe > minesSafeTiles(mines)) {
    throw new RangeError(`no multiplier for ${mines} mines after ${safe} safe tiles`);
  }
  // Unique per valid pair: safe < 32.
  const key = mines * 32 + safe;
  let ratio = ratioCache.get(key);
  if (!ratio) {
    ratio = Object.freeze({
      numerator: new Decimal(HOUSE_RTP).times(binomial(MINES_TILES, safe)).toFixed(),
      denominator: String(binomial(MINES_TILES - mines, safe)),
    });
    ratioCache.set(key, ratio);
  }
  return ratio;
}

/**
 * The multiplier after `safe` safe reveals, rounded down to 2 decimals, for display and the bets table
 * (N = 1, k = 1: 0.99 * 25 / 24 = 1.03125 -> "1.03"). Before any reveal the round stands at "1.00" (the stake;
 * cashing out needs one safe tile). Memoised: the table has at most 24 x 25 entries.
 */
export function minesMultiplier(mines: number, safe: number): string {
  // Validates first: only valid (mines, safe) pairs have keys.
  const { numerator, denominator } = minesMultiplierRatio(mines, safe);
  const key = mines * 32 + safe;
  const hit = displayCache.get(key);
  if (hit !== undefined) return hit;
  const text = safe === 0 ? '1.00' : new Decimal(numerator).div(denominator).toFixed(MINES_MULTIPLIER_DECIMALS, Decimal.ROUND_DOWN);
  displayCache.set(key, text);
  return text;
}

/** The chance in percent that `safe` picked tiles are all safe, C(25 - mines, k) / C(25, k), rounded down to 2 decimals. */
export function minesWinChance(mines: number, safe: number): string {
  const { denominator } = minesMultiplierRatio(mines, safe);
  return new Decimal(denominator).times(100).div(binomial(MINES_TILES, safe)).toFixed(2, Decimal.ROUND_DOWN);
}

/** The multiplier the next safe reveal would reach, or null when no safe tile is left. */
export function minesNextMultiplier(mines: number, safe: number): string | null {
  return safe < minesSafeTiles(mines) ? minesMultiplier(mines, safe + 1) : null;
}

/**
 * The payout of a cash-out after `safe` safe reveals: stake * RTP * C(25, k) / C(25 - mines, k), computed exactly
 * (the one division truncates at 50 significant digits, which never crosses a coin unit) and rounded down to the
 * coin's decimals once.
 */
export function minesPayout(stake: Decimal.Value, mines: number, safe: number, coin: Coin): string {
  const { numerator, denominator } = minesMultiplierRatio(mines, safe);
  const d = coinDecimals(coin);
  return new Decimal(stake).times(numerator).div(denominator).toDecimalPlaces(d, Decimal.ROUND_DOWN).toFixed(d);
}

/** The message a player reads for a mine count, or null when it is allowed. */
export function minesCountError(mines: unknown): string | null {
  return typeof mines === 'number' && validMines(mines) ? null : `mines must be a whole number from ${MINES_MIN} to ${MINES_MAX}`;
}

/** The message a player reads for a tile number, or null when it is on the grid. */
export function minesTileError(tile: unknown): string | null {
  return typeof tile === 'number' && Number.isInteger(tile) && tile >= 0 && tile < MINES_TILES
    ? null
    : `tile must be a whole number from 0 to ${MINES_TILES - 1}`;
}

/** Checks a round's mine count and its picked tiles (distinct, 1 to 25 - mines of them, each 0-24). */
export function minesParamsError(mines: number, tiles: readonly number[]): string | null {
  const countError = minesCountError(mines);
  if (countError) return countError;
  if (tiles.length === 0) return 'tiles must name at least one tile';
  const most = minesSafeTiles(mines);
  if (tiles.length > most) return `with ${mines} mines at most ${most} ${most === 1 ? 'tile' : 'tiles'} can be picked`;
  const seen = new Set<number>();
  for (const tile of tiles) {
    const tileError = minesTileError(tile);
    if (tileError) return `tiles: ${tileError}`;
    if (seen.has(tile)) return `tiles: tile ${tile} is picked twice`;
    seen.add(tile);
  }
  return null;
}
