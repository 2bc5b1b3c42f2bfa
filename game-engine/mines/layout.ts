import { MINES_COLUMNS } from '../../src/core/games/mines/grid';
import { MINES_TILES } from '../../src/core/games/mines/rules';

/** Where the mines grid sits on a stage of a given size (CSS pixels). */
export interface MinesLayout {
  width: number;
  height: number;
  /** Side of one tile. */
  tile: number;
  gap: number;
  /** Top-left corner of the grid. */
  left: number;
  top: number;
  /** Side of the whole grid. */
  board: number;
  radius: number;
  /** The mine-count line under the grid. */
  labelY: number;
  labelFont: number;
}

const PAD = 12;
// The page's readouts (multiplier, next tile, result) have a band of their own above the canvas, so the grid starts
// near the canvas's top edge: nothing is drawn over it.
const TOP_SPACE = 10;
const LABEL_SPACE = 30;
const MAX_TILE = 96;

/** The grid's layout: a square of 5x5 tiles as large as fits (tiles up to 96 px), centred across, the label beneath. */
export function minesLayout(width: number, height: number): MinesLayout {
  const w = Math.max(1, width);
  const h = Math.max(1, height);
  const room = Math.max(40, Math.min(w - 2 * PAD, h - PAD - TOP_SPACE - LABEL_SPACE));
  // The gap is about 8% of a tile: 5 tiles and 4 gaps = 5.32 tiles.
  const tile = Math.floor(Math.min(MAX_TILE, room / (MINES_COLUMNS + 0.08 * (MINES_COLUMNS - 1))));
  const gap = Math.max(4, Math.round(tile * 0.08));
  const board = tile * MINES_COLUMNS + gap * (MINES_COLUMNS - 1);
  const left = Math.round((w - board) / 2);
  // Hung from the top, not centred: a stage growing with the panel (the Auto tab's fields) leaves
  // the grid where it was.
  const top = TOP_SPACE;
  return {
    width: w,
    height: h,
    tile,
    gap,
    left,
    top,
    board,
    radius: Math.max(4, Math.round(tile * 0.12)),
    labelY: top + board + LABEL_SPACE / 2 + 2,
    labelFont: tile >= 64 ? 15 : 13,
  };
}

/** The centre of a tile (0-24, row by row). */
export function tileCenter(l: MinesLayout, tile: number): { x: number; y: number } {
  const col = tile % MINES_COLUMNS;
  const row = Math.floor(tile / MINES_COLUMNS);
  return { x: l.left + col * (l.tile + l.gap) + l.tile / 2, y: l.top + row * (l.tile + l.gap) + l.tile / 2 };
}

/** The tile under a point, or null for a gap or outside the grid. */
export function tileAt(l: MinesLayout, x: number, y: number): number | null {
  const step = l.tile + l.gap;
  const cx = x - l.left;
  const cy = y - l.top;
  if (cx < 0 || cy < 0 || cx >= l.board || cy >= l.board) return null;
  const col = Math.floor(cx / step);
  const row = Math.floor(cy / step);
  if (cx - col * step > l.tile || cy - row * step > l.tile) return null;
  const tile = row * MINES_COLUMNS + col;
  return tile < MINES_TILES ? tile : null;
}

/** The line under the grid: "3 mines · 22 gems", or with tiles picked for auto play "… · 4 picked". */
export function countLabel(mines: number, picked = 0): string {
  const gems = MINES_TILES - mines;
  const base = `${mines} ${mines === 1 ? 'mine' : 'mines'} · ${gems} ${gems === 1 ? 'gem' : 'gems'}`;
  return picked > 0 ? `${base} · ${picked} picked` : base;
}
