import { clamp } from '../core/theme';
import { BALL_RADIUS, BUCKET_WIDTH, PEG_SPACING, boardBounds } from './board';

/** Where the plinko scene's parts go for a canvas of a given size (CSS pixels) and a board of `rows`. Pure. */
export interface PlinkoLayout {
  width: number;
  height: number;
  rows: number;
  /** Pixels per board unit, and where the board's origin (the top row's middle peg) lands on the canvas. */
  scale: number;
  originX: number;
  originY: number;
  /** The last-results column: left edge, top, chip size and gap, and how many chips fit. */
  columnX: number;
  columnTop: number;
  chipWidth: number;
  chipHeight: number;
  chipGap: number;
  chips: number;
  /** Font size of the bucket labels; narrow buckets drop the "x". */
  bucketFont: number;
  narrowBuckets: boolean;
}

/** Most results the column shows. */
export const MAX_CHIPS = 8;
/** Fewest results the column must show; the board shrinks to make room beside it if the corner is too small. */
const MIN_CHIPS = 5;

/**
 * Fits the board to the canvas and puts the results column beside it (wide screens) or in the empty top-right corner
 * above the triangle's edge (phones, where the board takes the whole width).
 */
export function plinkoLayout(width: number, height: number, rows: number): PlinkoLayout {
  const w = Math.max(1, width);
  const h = Math.max(1, height);
  const pad = clamp(Math.min(w, h) * 0.03, 6, 28);
  const b = boardBounds(rows);
  const bw = b.right - b.left;
  const bh = b.bottom - b.top;
  const chipWidth = Math.round(clamp(w * 0.12, 46, 68));
  const chipHeight = Math.round(clamp(chipWidth * 0.5, 24, 32));
  const chipGap = Math.max(4, Math.round(chipHeight * 0.2));
  const columnGap = pad;

  const fit = (room: number) => Math.max(0.01, Math.min(room / bw, (h - 2 * pad) / bh));
  let scale = fit(w - 2 * pad);
  let originX = w / 2 - ((b.left + b.right) / 2) * scale;
  const originYFor = (s: number) => pad + (h - 2 * pad - bh * s) / 2 - b.top * s;
  let originY = originYFor(scale);
  const columnFits = (count: number) => count * (chipHeight + chipGap) - chipGap <= h - 2 * pad;

  let columnX: number;
  let columnTop: number;
  let chips: number;
  const besideRoom = w - (originX + b.right * scale) - pad - columnGap;
  if (besideRoom >= chipWidth) {
    // Wide: beside the board's right edge, from the top of the board.
    columnX = originX + b.right * scale + columnGap;
    columnTop = originY + b.top * scale;
    chips = fitChips(h - pad - columnTop, chipHeight, chipGap);
  } else {
    // Narrow: the top-right corner, above the triangle's right edge (x = y / 2 + spacing in board units).
    columnX = w - pad - chipWidth;
    // Level with the board's top, so the column reads as part of the board when the board is centred in a tall stage.
    columnTop = Math.max(pad, originY + b.top * scale);
    chips = 0;
    const left = (columnX - originX) / scale;
    for (let i = 1; i <= MAX_CHIPS; i++) {
      const bottom = (columnTop + i * (chipHeight + chipGap) - chipGap - originY) / scale;
      if (left < bottom / 2 + PEG_SPACING + BALL_RADIUS * 2) break;
      chips = i;
    }
    if (chips < MIN_CHIPS && columnFits(MIN_CHIPS)) {
      // Too little corner: shrink the board to leave a column beside it.
      scale = fit(w - 2 * pad - chipWidth - columnGap);
      originX = pad + (w - 2 * pad - chipWidth - columnGap) / 2 - ((b.left + b.right) / 2) * scale;
      originY = originYFor(scale);
      columnX = w - pad - chipWidth;
      columnTop = originY + b.top * scale;
      chips = fitChips(h - pad - columnTop, chipHeight, chipGap);
    }
  }
  const bucketPx = BUCKET_WIDTH * scale;
  return {
    width: w,
    height: h,
    rows,
    scale,
    originX,
    originY,
    columnX,
    columnTop,
    chipWidth,
    chipHeight,
    chipGap,
    chips,
    bucketFont: Math.round(clamp(bucketPx * 0.34, 8, 16)),
    narrowBuckets: bucketPx < 34,
  };
}

function fitChips(room: number, chipHeight: number, gap: number): number {
  return Math.max(0, Math.min(MAX_CHIPS, Math.floor((room + gap) / (chipHeight + gap))));
}

/** Board units to canvas pixels (x). */
export function toScreenX(l: PlinkoLayout, x: number): number {
  return l.originX + x * l.scale;
}

/** Board units to canvas pixels (y). */
export function toScreenY(l: PlinkoLayout, y: number): number {
  return l.originY + y * l.scale;
}
