import { clamp } from '../core/theme';

/** Where the crash scene's parts go for a canvas of a given size (CSS pixels). Pure, unit-tested. */
export interface CrashLayout {
  width: number;
  height: number;
  /** The slot kept free for the page's "my bet" pill over the stage (STATUS_SLOT): nothing of the scene is drawn in it. */
  statusLeft: number;
  statusTop: number;
  statusWidth: number;
  statusHeight: number;
  /** The history bar: right edge, top, room, pill size (beside the status slot, or in a row under it when narrow). */
  historyRight: number;
  historyTop: number;
  historyMaxWidth: number;
  pillWidth: number;
  pillHeight: number;
  /** The plot: the curve starts at its bottom-left corner (0 s, 1.00x). */
  plotLeft: number;
  plotTop: number;
  plotWidth: number;
  plotHeight: number;
  /** Tick labels: font, the y labels' right edge, the x labels' top; how many intervals fit each axis. */
  tickFont: number;
  yLabelRight: number;
  xLabelTop: number;
  maxYIntervals: number;
  maxXIntervals: number;
  /** The big multiplier (centre and font), the caption above it, the line below it, the widest it may get. */
  centerX: number;
  readoutY: number;
  readoutFont: number;
  readoutMaxWidth: number;
  captionY: number;
  captionFont: number;
  subY: number;
  subFont: number;
  /** The betting countdown and its progress bar. */
  countdownFont: number;
  barWidth: number;
  barHeight: number;
  barY: number;
  /** The curve's solid core and its glow's half width (px); the rocket's size. */
  lineCore: number;
  lineHalfWidth: number;
  rocketSize: number;
  /** Cash-out labels on the curve: font and box height. */
  labelFont: number;
  labelHeight: number;
  /** The lag badge's font (top right of the plot). */
  badgeFont: number;
}

/** Upper bound of one glyph's advance relative to the font size (as limbo's layout). */
export const GLYPH_ADVANCE = 0.62;

/**
 * The page's "my bet" pill (ui/games/crash/crash.css gives it this box: top-left corner of the stage, fixed height, at
 * most this wide). The layout keeps it clear of the history chips and the chart at every size.
 */
export const STATUS_SLOT = { left: 8, top: 8, width: 220, height: 28 } as const;

/** History chips that must fit beside the status slot; with fewer, the history takes a row of its own under it. */
const HISTORY_BESIDE_MIN = 5;

/**
 * Lays the crash scene out: the status slot and the history on top (one row when wide, two when narrow), the chart
 * below with its axes, the readout in the plot's centre.
 */
export function crashLayout(width: number, height: number): CrashLayout {
  const w = Math.max(1, width);
  const h = Math.max(1, height);
  const small = Math.min(w, h);
  const pad = Math.round(clamp(w * 0.025, 10, 28));
  const pillHeight = Math.round(clamp(Math.min(w * 0.022, h * 0.05), 22, 30));
  const pillWidth = Math.round(pillHeight * 2.7);
  const pillGap = Math.max(4, Math.round(pillHeight * 0.22));
  const statusRight = STATUS_SLOT.left + STATUS_SLOT.width + pad;
  const besideRoom = w - pad - statusRight;
  const beside = besideRoom + pillGap >= HISTORY_BESIDE_MIN * (pillWidth + pillGap);
  const statusBottom = STATUS_SLOT.top + STATUS_SLOT.height;
  // Beside: level with the pill. Under: a row of its own below it.
  const historyTop = beside ? STATUS_SLOT.top + Math.round((STATUS_SLOT.height - pillHeight) / 2) : statusBottom + 6;
  const headerBottom = Math.max(statusBottom, historyTop + pillHeight);
  const tickFont = Math.round(clamp(small * 0.026, 11, 14));
  // "1000x" (5 glyphs) beside the plot.
  const yLabelWidth = Math.ceil(tickFont * GLYPH_ADVANCE * 5) + 10;
  const plotLeft = pad + yLabelWidth;
  const plotTop = headerBottom + Math.round(clamp(h * 0.04, 14, 40));
  const plotRight = w - pad;
  const plotBottom = h - pad - tickFont - 6;
  const plotWidth = Math.max(1, plotRight - plotLeft);
  const plotHeight = Math.max(1, plotBottom - plotTop);
  // "12.34x" (6 glyphs) fits the plot's width; the font stays under a quarter of its height.
  const readoutFont = Math.floor(clamp(Math.min(plotWidth / (6.4 * GLYPH_ADVANCE), plotHeight * 0.26), 36, 160));
  const readoutY = Math.round(plotTop + plotHeight * 0.4);
  const captionFont = Math.round(clamp(readoutFont * 0.19, 13, 26));
  const subFont = Math.round(clamp(readoutFont * 0.16, 12, 22));
  const countdownFont = Math.round(clamp(readoutFont * 0.3, 18, 44));
  const lineCore = clamp(small * 0.005, 2, 3.5);
  const labelFont = Math.round(clamp(small * 0.026, 10, 13));
  return {
    width: w,
    height: h,
    statusLeft: STATUS_SLOT.left,
    statusTop: STATUS_SLOT.top,
    statusWidth: STATUS_SLOT.width,
    statusHeight: STATUS_SLOT.height,
    historyRight: w - pad,
    historyTop,
    historyMaxWidth: beside ? besideRoom : w - 2 * pad,
    pillWidth,
    pillHeight,
    plotLeft,
    plotTop,
    plotWidth,
    plotHeight,
    tickFont,
    yLabelRight: plotLeft - 8,
    xLabelTop: plotBottom + 6,
    maxYIntervals: Math.round(clamp(Math.floor(plotHeight / 80), 2, 6)),
    maxXIntervals: Math.round(clamp(Math.floor(plotWidth / 100), 3, 10)),
    centerX: Math.round(plotLeft + plotWidth / 2),
    readoutY,
    readoutFont,
    readoutMaxWidth: plotWidth - 16,
    captionY: Math.round(readoutY - readoutFont * 0.5 - captionFont * 0.9),
    captionFont,
    subY: Math.round(readoutY + readoutFont * 0.5 + subFont * 1.1),
    subFont,
    countdownFont,
    barWidth: Math.round(Math.min(plotWidth * 0.6, 340)),
    barHeight: Math.round(clamp(countdownFont * 0.2, 5, 8)),
    barY: Math.round(readoutY + countdownFont * 0.95),
    lineCore,
    lineHalfWidth: lineCore * 3.6,
    rocketSize: Math.round(clamp(small * 0.085, 30, 64)),
    labelFont,
    labelHeight: labelFont + 8,
    badgeFont: tickFont,
  };
}

/** The chart's mapping from round time and multiplier to the stage: the plot box and the axis ranges shown. */
export interface ChartFrame {
  left: number;
  bottom: number;
  width: number;
  height: number;
  /** The time axis's end (ms) and the multiplier axis's top (its bottom is 1x). */
  timeMs: number;
  top: number;
}

/** Stage x of round time `ms`. */
export function chartX(c: ChartFrame, ms: number): number {
  return c.left + (ms / c.timeMs) * c.width;
}

/** Stage y of `multiplier`. */
export function chartY(c: ChartFrame, multiplier: number): number {
  return c.bottom - ((multiplier - 1) / (c.top - 1)) * c.height;
}

/** A placed label's box (top-left corner) and whether it found room. */
export interface LabelSlot {
  x: number;
  y: number;
  shown: boolean;
}

/** The area labels must stay in, and a box they must keep clear of (the readout). */
export interface LabelArea {
  left: number;
  top: number;
  right: number;
  bottom: number;
  avoidLeft: number;
  avoidTop: number;
  avoidRight: number;
  avoidBottom: number;
}

/** Candidate spots of a label around its point: rows above-left of it first, then rows below-right (under the curve). */
const ABOVE_ROWS = 4;
const BELOW_ROWS = 2;

/**
 * Places `count` labels (box widths `widths`, height `height`) at their points (`px`, `py`), in priority order: a
 * label sits above-left of its point (above-right when that would leave the area), moving up a row while it would
 * overlap a label placed before it or the area's avoid box; failing that, below-right of its point; a label that
 * finds no free spot is not shown. Writes `out`, and allocates nothing (it runs every frame while the axes move).
 */
export function placeLabels(
  px: ArrayLike<number>,
  py: ArrayLike<number>,
  widths: ArrayLike<number>,
  count: number,
  height: number,
  area: LabelArea,
  out: LabelSlot[],
  gap = 6,
): void {
  for (let i = 0; i < count; i++) {
    const slot = out[i]!;
    const w = widths[i]!;
    slot.shown = false;
    for (let k = 0; k < ABOVE_ROWS + BELOW_ROWS && !slot.shown; k++) {
      const above = k < ABOVE_ROWS;
      let x = above ? px[i]! - gap - w : px[i]! + gap;
      if (x < area.left) x = px[i]! + gap;
      if (x + w > area.right) x = area.right - w;
      const y = above ? py[i]! - gap - height - k * (height + 3) : py[i]! + gap + (k - ABOVE_ROWS) * (height + 3);
      if (y < area.top || y + height > area.bottom || x < area.left) continue;
      if (overlaps(x, y, w, height, area.avoidLeft, area.avoidTop, area.avoidRight - area.avoidLeft, area.avoidBottom - area.avoidTop))
        continue;
      let free = true;
      for (let j = 0; j < i && free; j++) {
        const other = out[j]!;
        if (other.shown && overlaps(x, y, w, height, other.x, other.y, widths[j]!, height)) free = false;
      }
      if (free) {
        slot.x = x;
        slot.y = y;
        slot.shown = true;
      }
    }
  }
}

function overlaps(x: number, y: number, w: number, h: number, ox: number, oy: number, ow: number, oh: number): boolean {
  return x < ox + ow + 2 && ox < x + w + 2 && y < oy + oh + 2 && oy < y + h + 2;
}
