import { luminance, redness, saturatedRed, SwingTracker, type SwingKind } from './swings';

/**
 * The rule "at most three flashes a second": a flash is a pair of opposing transitions (see swings.ts) of a block's
 * relative luminance, or of a saturated red; what is forbidden is more than three flashes within any one second over
 * a combined area of a quarter or more of any 10° visual field (341 × 256 CSS px at a usual viewing distance, the same
 * angle on any device since a CSS px is defined by its angle). Frames come as blocks of a grid in CSS px, each with
 * the mean linear R, G, B of its pixels; the recorder keeps only the transition times, so a long run costs little.
 */

/** The 10° field in CSS px. */
export const FIELD = { width: 341, height: 256 } as const;
/** A quarter of it: flashing blocks may cover less than this in any field. */
export const FIELD_AREA_LIMIT = 0.25 * FIELD.width * FIELD.height;
/** More flashes than this within one second make a block flashing. */
export const FLASHES_PER_SECOND = 3;
const WINDOW_MS = 1000;

/** The block grid over the page, in CSS px (the last column and row may be cut by the page's edge). */
export interface BlockGrid {
  cols: number;
  rows: number;
  /** A block's side. */
  block: number;
  width: number;
  height: number;
}

/** The grid of `block`-px blocks over a `width` x `height` page. */
export function gridFor(width: number, height: number, block: number): BlockGrid {
  return { cols: Math.ceil(width / block), rows: Math.ceil(height / block), block, width, height };
}

/** The worst one-second window of one rule. */
export interface FlashWindow {
  kind: SwingKind;
  /** The window [start, start + 1000) in frame time (ms). */
  start: number;
  /** The field (CSS px) with the most flashing area in it. */
  region: { x: number; y: number; width: number; height: number };
  /** CSS px² of blocks in it flashing more than three times in the window. */
  area: number;
  /** The most flashes a single block made in the window (anywhere on the page). */
  flashes: number;
}

/** What a run shows. */
export interface FlashReport {
  frames: number;
  /** The time the frames span, ms. */
  spanMs: number;
  /** Whether no window breaks the rule, for luminance and for red. */
  pass: boolean;
  /** The worst window of each rule (null when nothing flashed more than three times a second). */
  worst: { luminance: FlashWindow | null; red: FlashWindow | null };
  /** The most flashes any one block made within a second, whatever its size, and where and when. */
  peak: { flashes: number; kind: SwingKind; start: number; x: number; y: number } | null;
  /** Flashes of any rate anywhere: pairs of opposing transitions, summed over blocks. */
  totalFlashes: number;
}

/** Records frames (clock ms, blocks' mean linear R, G, B, three per block) and reports against the rule. */
export class FlashRecorder {
  private readonly count: number;
  private readonly trackers: Record<SwingKind, SwingTracker>;
  private readonly times: Record<SwingKind, number[][]>;
  private readonly lum: Float64Array;
  private readonly red: Float64Array;
  private readonly sat: Uint8Array;
  private first = Infinity;
  private last = -Infinity;
  private frames = 0;

  constructor(readonly grid: BlockGrid) {
    this.count = grid.cols * grid.rows;
    this.trackers = { luminance: new SwingTracker('luminance', this.count), red: new SwingTracker('red', this.count) };
    this.times = { luminance: blockLists(this.count), red: blockLists(this.count) };
    this.lum = new Float64Array(this.count);
    this.red = new Float64Array(this.count);
    this.sat = new Uint8Array(this.count);
  }

  /** A frame shown from time `t` on; `rgb` holds each block's mean linear R, G, B (row by row from the top left). */
  push(t: number, rgb: ArrayLike<number>): void {
    if (t < this.last) throw new Error(`frames out of order: ${t} after ${this.last}`);
    for (let i = 0, j = 0; i < this.count; i++, j += 3) {
      const r = rgb[j]!;
      const g = rgb[j + 1]!;
      const b = rgb[j + 2]!;
      this.lum[i] = luminance(r, g, b);
      this.red[i] = redness(r, g, b);
      this.sat[i] = saturatedRed(r, g, b) ? 1 : 0;
    }
    this.frames++;
    this.first = Math.min(this.first, t);
    this.last = t;
    const { luminance: lum, red } = this.trackers;
    if (!lum.ready) {
      lum.begin(this.lum);
      red.begin(this.red, this.sat);
      return;
    }
    for (let i = 0; i < this.count; i++) {
      if (lum.step(i, this.lum[i]!, 0) !== 0) this.times.luminance[i]!.push(t);
      if (red.step(i, this.red[i]!, this.sat[i]!) !== 0) this.times.red[i]!.push(t);
    }
  }

  report(): FlashReport {
    const luminance = worstWindow(this.grid, 'luminance', this.times.luminance);
    const red = worstWindow(this.grid, 'red', this.times.red);
    const peaks = [luminance.peak, red.peak].filter((p) => p !== null);
    const peak = peaks.sort((a, b) => b.flashes - a.flashes)[0] ?? null;
    let totalFlashes = 0;
    for (const kind of ['luminance', 'red'] as const) {
      for (const list of this.times[kind]) totalFlashes += Math.floor(list.length / 2);
    }
    return {
      frames: this.frames,
      spanMs: this.frames > 0 ? this.last - this.first : 0,
      pass: (luminance.worst?.area ?? 0) < FIELD_AREA_LIMIT && (red.worst?.area ?? 0) < FIELD_AREA_LIMIT,
      worst: { luminance: luminance.worst, red: red.worst },
      peak,
      totalFlashes,
    };
  }
}

function blockLists(count: number): number[][] {
  return Array.from({ length: count }, () => []);
}

/** A block's area in CSS px² (cut by the page's edge). */
function blockArea(grid: BlockGrid, col: number, row: number): number {
  const w = Math.min(grid.block, grid.width - col * grid.block);
  const h = Math.min(grid.block, grid.height - row * grid.block);
  return Math.max(0, w) * Math.max(0, h);
}

/**
 * Slides a one-second window over the transitions (it starts at each transition: moving a window's start on to the
 * next transition loses none) and a field over the grid in whole blocks. The field is rounded up to whole blocks, so
 * it is at least as large as the real one: a measure that errs towards failing.
 */
export function worstWindow(
  grid: BlockGrid,
  kind: SwingKind,
  times: readonly (readonly number[])[],
): { worst: FlashWindow | null; peak: FlashReport['peak'] } {
  const { cols, rows, block } = grid;
  const starts = [...new Set(times.flat())].sort((a, b) => a - b);
  const from = new Int32Array(times.length);
  const to = new Int32Array(times.length);
  const fw = Math.min(cols, Math.ceil(FIELD.width / block));
  const fh = Math.min(rows, Math.ceil(FIELD.height / block));
  // Summed-area table of the flashing blocks' areas, (cols + 1) x (rows + 1).
  const sums = new Float64Array((cols + 1) * (rows + 1));
  let worst: FlashWindow | null = null;
  let peak: FlashReport['peak'] = null;
  for (const start of starts) {
    let flashing = 0;
    let most = 0;
    for (let i = 0; i < times.length; i++) {
      const list = times[i]!;
      while (from[i]! < list.length && list[from[i]!]! < start) from[i]!++;
      if (to[i]! < from[i]!) to[i] = from[i]!;
      while (to[i]! < list.length && list[to[i]!]! < start + WINDOW_MS) to[i]!++;
      const flashes = Math.floor((to[i]! - from[i]!) / 2);
      if (flashes > most) most = flashes;
      if (flashes > (peak?.flashes ?? 0)) {
        peak = { flashes, kind, start, x: (i % cols) * block, y: Math.floor(i / cols) * block };
      }
      if (flashes > FLASHES_PER_SECOND) flashing++;
    }
    if (flashing === 0) continue;
    for (let row = 0; row < rows; row++) {
      let line = 0;
      for (let col = 0; col < cols; col++) {
        const i = row * cols + col;
        if (Math.floor((to[i]! - from[i]!) / 2) > FLASHES_PER_SECOND) line += blockArea(grid, col, row);
        sums[(row + 1) * (cols + 1) + col + 1] = sums[row * (cols + 1) + col + 1]! + line;
      }
    }
    for (let row = 0; row + fh <= rows; row++) {
      for (let col = 0; col + fw <= cols; col++) {
        const at = (r: number, c: number) => sums[r * (cols + 1) + c]!;
        const area = at(row + fh, col + fw) - at(row, col + fw) - at(row + fh, col) + at(row, col);
        if (area > (worst?.area ?? 0)) {
          const region = { x: col * block, y: row * block, width: fw * block, height: fh * block };
          worst = { kind, start, region, area, flashes: most };
        }
      }
    }
  }
  return { worst, peak };
}
