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
  /** The page's result chip (RESULT_SLOT) sits beside the triangle's apex (`corner`) or in a band above the board. */
  resultSlot: 'corner' | 'band';
  /** Font size of the bucket labels; narrow buckets drop the "x". */
  bucketFont: number;
  narrowBuckets: boolean;
}

/** Most results the column shows. */
export const MAX_CHIPS = 8;
/** Fewest results the column must show; the board shrinks to make room beside it if the corner is too small. */
const MIN_CHIPS = 5;

/**
 * The page's result chip over the stage (ui/games/plinko/plinko.css gives it this box: the top-left corner, fixed
 * height, at most this wide). The layout keeps every peg, bucket and the results column clear of it. Change both
 * together.
 */
export const RESULT_SLOT = { left: 12, top: 12, width: 300, height: 40 } as const;

/**
 * Fits the board to the canvas and puts the results column beside it (wide screens) or in the empty top-right corner
 * above the triangle's edge (phones, where the board takes the whole width). The result chip's slot goes in the
 * empty top-left corner beside the apex when it clears the triangle there; otherwise the board and the column move
 * down under a band that holds it.
 */
export function plinkoLayout(width: number, height: number, rows: number): PlinkoLayout {
  const w = Math.max(1, width);
  const h = Math.max(1, height);
  const corner = layoutBelow(w, h, rows, 0);
  if (slotClear(corner)) return corner;
  return layoutBelow(w, h, rows, RESULT_SLOT.top + RESULT_SLOT.height);
}

/** Whether the result slot stays clear of the triangle (its left edge, a ball's width out) and of the column. */
function slotClear(l: PlinkoLayout): boolean {
  const slotRight = RESULT_SLOT.left + RESULT_SLOT.width;
  const slotBottom = RESULT_SLOT.top + RESULT_SLOT.height;
  // The triangle's left edge at the slot's bottom (board units): pegs at x = -(y / 2 + spacing).
  const y = (slotBottom - l.originY) / l.scale;
  const edge = -(Math.max(0, y) / 2 + PEG_SPACING + BALL_RADIUS * 2);
  if ((slotRight - l.originX) / l.scale >= edge) return false;
  const columnBottom = l.columnTop + l.chips * (l.chipHeight + l.chipGap) - l.chipGap;
  return !(l.columnX < slotRight && l.columnTop < slotBottom && columnBottom > RESULT_SLOT.top);
}

/** The layout with nothing of the board above `reserved` px from the top (0: the whole canvas). */
function layoutBelow(w: number, h: number, rows: number, reserved: number): PlinkoLayout {
  const pad = clamp(Math.min(w, h) * 0.03, 6, 28);
  // The top of the board's area, and its height.
  const top = reserved > 0 ? reserved + Math.round(pad / 2) : pad;
  const room = Math.max(1, h - top - pad);
  const b = boardBounds(rows);
  const bw = b.right - b.left;
  const bh = b.bottom - b.top;
  const chipWidth = Math.round(clamp(w * 0.12, 46, 68));
  const chipHeight = Math.round(clamp(chipWidth * 0.5, 24, 32));
  const chipGap = Math.max(4, Math.round(chipHeight * 0.2));
  const columnGap = pad;

  const fit = (across: number) => Math.max(0.01, Math.min(across / bw, room / bh));
  let scale = fit(w - 2 * pad);
  let originX = w / 2 - ((b.left + b.right) / 2) * scale;
  const originYFor = (s: number) => top + (room - bh * s) / 2 - b.top * s;
  let originY = originYFor(scale);
  const columnFits = (count: number) => count * (chipHeight + chipGap) - chipGap <= room;

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
    columnTop = Math.max(top, originY + b.top * scale);
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
    resultSlot: reserved > 0 ? 'band' : 'corner',
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
