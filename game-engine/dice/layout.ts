import { clamp } from '../core/theme';

/** Where the dice scene's parts go for a canvas of a given size (CSS pixels). Pure, unit-tested. */
export interface DiceLayout {
  width: number;
  height: number;
  /** Outer rounded panel around the track. */
  panelX: number;
  panelY: number;
  panelWidth: number;
  panelHeight: number;
  /** The 0..100 bar inside the panel (x of 0, width to 100, vertical centre, thickness). */
  trackX: number;
  trackWidth: number;
  trackY: number;
  barHeight: number;
  /** The rolled marker (die) size and centre y; the readout bubble centre y and font size above it. */
  markerSize: number;
  markerY: number;
  readoutY: number;
  readoutFont: number;
  /** Tick labels 0/25/50/75/100. */
  tickY: number;
  tickFont: number;
  /** History strip: right edge, top, available width, pill size. */
  historyRight: number;
  historyTop: number;
  historyMaxWidth: number;
  pillWidth: number;
  pillHeight: number;
}

/** The tick values under the track. */
export const DICE_TICKS = [0, 25, 50, 75, 100] as const;

/** Lays the dice scene out: the track fills the width on a phone, caps at 960 px on a stream. */
export function diceLayout(width: number, height: number): DiceLayout {
  const w = Math.max(1, width);
  const h = Math.max(1, height);
  const pad = clamp(w * 0.05, 14, 48);
  const panelWidth = Math.max(40, Math.min(w - 2 * pad, 960));
  const panelX = (w - panelWidth) / 2;
  const panelHeight = clamp(Math.min(w * 0.06, h * 0.14), 40, 76);
  const inset = Math.round(panelHeight * 0.45);
  const barHeight = Math.round(clamp(panelHeight * 0.24, 8, 18));
  const pillHeight = Math.round(clamp(Math.min(w * 0.025, h * 0.07), 22, 32));
  const pillWidth = Math.round(pillHeight * 2.5);
  const historyTop = Math.round(clamp(h * 0.05, 10, 28));
  const markerSize = Math.round(clamp(Math.min(w * 0.065, h * 0.15), 40, 80));
  const readoutFont = Math.round(clamp(markerSize * 0.36, 14, 26));
  const tickFont = Math.round(clamp(w * 0.011, 12, 16));

  // Stack, top to bottom: readout bubble, marker, panel, tick labels; centred in the room under the history strip.
  const readoutHeight = readoutFont * 1.9;
  const block = readoutHeight + 6 + markerSize + 8 + panelHeight + tickFont * 2.4;
  const roomTop = historyTop + pillHeight + 8;
  const blockTop = roomTop + Math.max(0, (h - roomTop - block) * 0.5);
  const readoutY = blockTop + readoutHeight / 2;
  const markerY = blockTop + readoutHeight + 6 + markerSize / 2;
  const panelY = markerY + markerSize / 2 + 8;
  const trackY = panelY + panelHeight / 2;

  return {
    width: w,
    height: h,
    panelX,
    panelY,
    panelWidth,
    panelHeight,
    trackX: panelX + inset,
    trackWidth: panelWidth - 2 * inset,
    trackY,
    barHeight,
    markerSize,
    markerY,
    readoutY,
    readoutFont,
    tickY: panelY + panelHeight + tickFont * 1.2,
    tickFont,
    historyRight: panelX + panelWidth,
    historyTop,
    historyMaxWidth: panelWidth,
    pillWidth,
    pillHeight,
  };
}

/** The x of a roll value (0..100, clamped) on the track. */
export function valueToX(value: number, layout: Pick<DiceLayout, 'trackX' | 'trackWidth'>): number {
  return layout.trackX + (clamp(value, 0, 100) / 100) * layout.trackWidth;
}

/** The win zone of a target and condition as [from, to] on 0..100. */
export function winZone(target: number, condition: 'over' | 'under'): [number, number] {
  const t = clamp(target, 0, 100);
  return condition === 'under' ? [0, t] : [t, 100];
}

/**
 * Outline (flat x, y pairs) of the part of a horizontal capsule (x0..x1, centre line cy, radius r) that lies between
 * xa and xb: the win zone's shape on the rounded bar, drawn directly instead of through a stencil mask. Writes into
 * `out` (cleared first) and returns it.
 */
export function capsuleSlice(
  x0: number,
  x1: number,
  cy: number,
  r: number,
  xa: number,
  xb: number,
  out: number[] = [],
  segments = 10,
): number[] {
  out.length = 0;
  const a = clamp(Math.min(xa, xb), x0, x1);
  const b = clamp(Math.max(xa, xb), x0, x1);
  if (b - a <= 0 || r <= 0) return out;
  const half = (x: number) => {
    const dx = x < x0 + r ? x0 + r - x : x > x1 - r ? x - (x1 - r) : 0;
    return Math.sqrt(Math.max(0, r * r - dx * dx));
  };
  // Sample x ascending: the slice ends plus the cap points inside them.
  const xs = SAMPLES;
  xs.length = 0;
  xs.push(a);
  for (let i = 1; i < segments; i++) {
    const left = x0 + r - r * Math.cos((i / segments) * (Math.PI / 2));
    if (left > a && left < b) xs.push(left);
  }
  for (let i = segments - 1; i >= 1; i--) {
    const right = x1 - r + r * Math.cos((i / segments) * (Math.PI / 2));
    if (right > a && right < b) xs.push(right);
  }
  xs.push(b);
  for (let i = 0; i < xs.length; i++) out.push(xs[i]!, cy - half(xs[i]!));
  for (let i = xs.length - 1; i >= 0; i--) out.push(xs[i]!, cy + half(xs[i]!));
  return out;
}

// Scratch list of capsuleSlice (the zone is redrawn on every frame of a target tween).
const SAMPLES: number[] = [];
