import type { RoundKey } from '../types';
import { BALL_RADIUS, bucketCenterX, landingY, PEG_RADIUS, PEG_SPACING, pegCount, START_Y } from './board';
import { variantFor } from './playback';
import type { Trajectory } from './trajectoryFormat';

/**
 * A drawn trajectory for when the baked ones are not there (the file failed to load, or is still loading after
 * FALLBACK_WAIT_MS): the ball hops from peg to peg along the round's path in parabolic arcs, a small bounce off each
 * peg, rolling as it goes, and ends in the path's bucket. Pure arithmetic on the board's geometry (board.ts), so it
 * lands where the server said by construction: after row r the ball is half a peg spacing left or right.
 */

/** Keyframe spacing, as the baked file's (60 Hz). */
export const HOP_KEY_MS = 1000 / 60;
/** How high the ball bounces off a peg, in board units. */
const BOUNCE = 6;
/** Milliseconds of one peg-to-peg hop (the baked drops take about 230 ms a row). */
const HOP_MS = 225;
/** How far off a peg's top the ball touches it, towards the side it goes next. */
const SIDE = 5;
const CONTACT_Y = Math.sqrt((PEG_RADIUS + BALL_RADIUS) ** 2 - SIDE ** 2);
/** Gravity that makes a hop of `bounce` up then a row down last `hopMs`. */
const gravity = (bounce: number, hopMs: number) => ((Math.sqrt(2 * bounce) + Math.sqrt(2 * bounce + 2 * PEG_SPACING)) / hopMs) ** 2;

/** The path of a bucket when the round carries none (another player's bet): `bucket` rights, placed by the key. */
export function pathFor(rows: number, bucket: number, key: RoundKey): number[] {
  const path: number[] = Array.from({ length: rows }, (_, i) => (i < bucket ? 1 : 0));
  let h = variantFor(key) || 1;
  for (let i = rows - 1; i > 0; i--) {
    h ^= h << 13;
    h ^= h >>> 17;
    h ^= h << 5;
    const j = (h >>> 0) % (i + 1);
    [path[i], path[j]] = [path[j]!, path[i]!];
  }
  return path;
}

interface Segment {
  t0: number;
  t1: number;
  x0: number;
  y0: number;
  x1: number;
  /** Upward speed at the start (board units per ms; 0 for the first fall). */
  up: number;
  /** Peg touched at the segment's end (-1: none, the landing). */
  peg: number;
}

/**
 * The trajectory of a drop along `path` (0 left, 1 right per row) on a board of `rows`. `variant` (any 32-bit number,
 * e.g. the round key's) varies the start, the bounce and the pace a little, so balls on the same path do not overlap.
 */
export function hopTrajectory(rows: number, path: readonly number[], variant = 0): Trajectory {
  if (path.length !== rows) throw new RangeError(`plinko: a path of ${path.length} steps on ${rows} rows`);
  const spread = (shift: number) => ((variant >>> shift) & 255) / 255 - 0.5;
  const bounce = BOUNCE * (1 + spread(0) * 0.6);
  const G = gravity(bounce, HOP_MS * (1 + spread(8) * 0.16));
  const segments: Segment[] = [];
  const dir = (row: number) => (path[row] === 1 ? 1 : -1);
  // The first fall, from rest above the top row's middle peg to its top.
  let x = spread(16) * SIDE * 2;
  let y = START_Y;
  let pegX = 0;
  const firstY = -CONTACT_Y;
  const fall = Math.sqrt((2 * (firstY - y)) / G);
  segments.push({ t0: 0, t1: fall, x0: x, y0: y, x1: pegX + dir(0) * SIDE, up: 0, peg: pegCount(0) + pegX / PEG_SPACING + 1 });
  let t = fall;
  x = pegX + dir(0) * SIDE;
  y = firstY;
  for (let row = 0; row < rows; row++) {
    pegX += (dir(row) * PEG_SPACING) / 2;
    const last = row === rows - 1;
    const toX = last
      ? bucketCenterX(
          rows,
          path.reduce((a, b) => a + b, 0),
        )
      : pegX + dir(row + 1) * SIDE;
    const toY = last ? landingY(rows) : (row + 1) * PEG_SPACING - CONTACT_Y;
    const up = Math.sqrt(2 * G * bounce);
    // Time to rise BOUNCE and fall to toY: solve y + (-up t + G t²/2) = toY.
    const drop = toY - y;
    const dt = (up + Math.sqrt(up * up + 2 * G * drop)) / G;
    // Peg j of row r + 1 (r + 4 pegs centred on 0) has index pegCount(r + 1) + j.
    const peg = last ? -1 : pegCount(row + 1) + pegX / PEG_SPACING + (row + 3) / 2;
    segments.push({ t0: t, t1: t + dt, x0: x, y0: y, x1: toX, up, peg });
    t += dt;
    x = toX;
    y = toY;
  }

  const count = Math.ceil(t / HOP_KEY_MS) + 1;
  const frames = new Float32Array(count * 3);
  const contacts: number[] = [];
  let segment = 0;
  let angle = 0;
  let prevX = 0;
  for (let k = 0; k < count; k++) {
    const at = Math.min(k * HOP_KEY_MS, t);
    while (segment < segments.length - 1 && at > segments[segment]!.t1) {
      const s = segments[segment]!;
      if (s.peg >= 0) contacts.push(k, s.peg);
      segment++;
    }
    const s = segments[segment]!;
    const u = Math.min(1, (at - s.t0) / (s.t1 - s.t0));
    const local = at - s.t0;
    // Sideways fastest off the peg (ease-out), so the ball clears the peg it left before it drops past it.
    const px = s.x0 + (s.x1 - s.x0) * (s.up > 0 ? 1 - (1 - u) * (1 - u) : u);
    const py = k === count - 1 ? landingY(rows) : s.y0 - s.up * local + (G * local * local) / 2;
    angle += (px - prevX) / BALL_RADIUS;
    prevX = px;
    frames[k * 3] = px;
    frames[k * 3 + 1] = py;
    frames[k * 3 + 2] = angle;
  }
  return { frames, count, keyMs: HOP_KEY_MS, landingMs: (count - 1) * HOP_KEY_MS, contacts: Int32Array.from(contacts) };
}
