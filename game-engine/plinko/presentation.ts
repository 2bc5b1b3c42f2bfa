import { plinkoTable } from '../../src/core/games/plinko/rules';

/** Bucket colours from cool (lowest multiplier of the table) to hot (highest), by the multiplier's log. */
const HEAT_STOPS: readonly [number, number][] = [
  [0, 0x3d6bff],
  [0.28, 0x19c3c9],
  [0.5, 0xffd23f],
  [0.75, 0xff8a2b],
  [1, 0xff2d55],
];

/** 0 (coolest) .. 1 (hottest): where `multiplier` sits in its table, on a log scale. */
export function heatOf(multiplier: number, table: readonly string[]): number {
  let lo = Infinity;
  let hi = 0;
  for (const m of table) {
    const v = Number(m);
    lo = Math.min(lo, v);
    hi = Math.max(hi, v);
  }
  if (!(hi > lo) || !(multiplier > 0)) return 0;
  return Math.min(1, Math.max(0, Math.log(multiplier / lo) / Math.log(hi / lo)));
}

/** The colour (0xRRGGBB) of a heat 0..1, blended between the stops. */
export function heatColor(heat: number): number {
  const h = Math.min(1, Math.max(0, heat));
  for (let i = 1; i < HEAT_STOPS.length; i++) {
    const [t1, c1] = HEAT_STOPS[i]!;
    const [t0, c0] = HEAT_STOPS[i - 1]!;
    if (h <= t1) return mix(c0, c1, (h - t0) / (t1 - t0));
  }
  return HEAT_STOPS[HEAT_STOPS.length - 1]![1];
}

/** The colours of a board's buckets, left to right. */
export function bucketColors(rows: number, risk: Parameters<typeof plinkoTable>[1]): number[] {
  const table = plinkoTable(rows, risk);
  return table.map((m) => heatColor(heatOf(Number(m), table)));
}

/** A bucket's label: "1000x", "0.2x"; without the x when the bucket is narrow. */
export function bucketLabel(multiplier: string, narrow: boolean): string {
  return narrow ? multiplier : `${multiplier}x`;
}

/** Dark text on bright buckets, white on deep ones (perceived luminance). */
export function labelColor(background: number): number {
  const r = (background >> 16) & 0xff;
  const g = (background >> 8) & 0xff;
  const b = background & 0xff;
  return 0.299 * r + 0.587 * g + 0.114 * b > 150 ? 0x0f212e : 0xffffff;
}

/** Milliseconds of a bucket's bounce and of a peg's flash (clock time). */
export const BUCKET_BOUNCE_MS = 260;
export const PEG_FLASH_MS = 320;

function mix(a: number, b: number, t: number): number {
  const ch = (shift: number) => Math.round(((a >> shift) & 0xff) + (((b >> shift) & 0xff) - ((a >> shift) & 0xff)) * t);
  return (ch(16) << 16) | (ch(8) << 8) | ch(0);
}
