/**
 * The baked trajectory file (public/plinko/trajectories.json), written by scripts/bakePlinko.ts and read by the
 * scene. Pure, no Pixi, no I/O.
 *
 * A trajectory is the ball's pose (x, y in board units, angle in radians) at keyframes KEY_MS apart, from its release
 * (keyframe 0) to its landing (the last keyframe), plus the pegs it touched. Poses are quantized (x, y to 1/POS_QUANT
 * of a unit, the angle to 1/ANGLE_QUANT of a radian) and stored as second differences: in free fall those are nearly
 * constant, so the JSON text is mostly short repeated numbers, which gzip shrinks well.
 */

/** Version of the file layout; the loader refuses another. */
export const TRAJECTORY_FORMAT = 1;
/** Quantization steps per board unit and per radian. */
export const POS_QUANT = 10;
export const ANGLE_QUANT = 100;

/** One baked trajectory as stored. */
export interface EncodedTrajectory {
  /** Number of keyframes (at least 2). */
  n: number;
  /** First keyframe (x, y, angle) then the first differences (keyframe 1 minus keyframe 0), quantized. */
  s: [number, number, number, number, number, number];
  /** Second differences of keyframes 2..n-1: x, y, angle each, flat. */
  d: number[];
  /** Peg contacts: keyframe index, peg index (see board.ts pegPositions), flat. */
  c: number[];
}

/** The whole file. */
export interface TrajectoryFile {
  format: number;
  /** Milliseconds between keyframes. */
  keyMs: number;
  /** Trajectories by row count, then by bucket (0..rows), then the variants. */
  rows: Record<string, EncodedTrajectory[][]>;
}

/** One trajectory decoded for playback. */
export interface Trajectory {
  /** Keyframes as x, y, angle triples. */
  readonly frames: Float32Array;
  /** Number of keyframes. */
  readonly count: number;
  readonly keyMs: number;
  /** Milliseconds from release to landing (the last keyframe). */
  readonly landingMs: number;
  /** Peg contacts as keyframe index, peg index pairs, in keyframe order. */
  readonly contacts: Int32Array;
}

/** Quantizes and encodes keyframes (x, y, angle triples, unquantized) and contacts. */
export function encodeTrajectory(frames: ArrayLike<number>, contacts: readonly number[]): EncodedTrajectory {
  const n = frames.length / 3;
  if (!Number.isInteger(n) || n < 2) throw new Error(`a trajectory needs at least 2 keyframes, got ${frames.length / 3}`);
  const q = new Int32Array(frames.length);
  for (let i = 0; i < frames.length; i++) q[i] = Math.round(frames[i]! * (i % 3 === 2 ? ANGLE_QUANT : POS_QUANT));
  const s: EncodedTrajectory['s'] = [q[0]!, q[1]!, q[2]!, q[3]! - q[0]!, q[4]! - q[1]!, q[5]! - q[2]!];
  const d: number[] = [];
  for (let k = 2; k < n; k++) {
    for (let c = 0; c < 3; c++) d.push(q[k * 3 + c]! - 2 * q[(k - 1) * 3 + c]! + q[(k - 2) * 3 + c]!);
  }
  return { n, s, d, c: [...contacts] };
}

/** Decodes a stored trajectory (exactly the quantized keyframes the bake wrote). */
export function decodeTrajectory(encoded: EncodedTrajectory, keyMs: number): Trajectory {
  const { n, s, d, c } = encoded;
  if (n < 2 || d.length !== (n - 2) * 3 || c.length % 2 !== 0) throw new Error('malformed plinko trajectory');
  const frames = new Float32Array(n * 3);
  const prev = [s[0], s[1], s[2]];
  const step = [s[3], s[4], s[5]];
  for (let k = 0; k < n; k++) {
    for (let i = 0; i < 3; i++) {
      if (k === 1) prev[i]! += step[i]!;
      else if (k > 1) {
        step[i]! += d[(k - 2) * 3 + i]!;
        prev[i]! += step[i]!;
      }
      frames[k * 3 + i] = prev[i]! / (i === 2 ? ANGLE_QUANT : POS_QUANT);
    }
  }
  return { frames, count: n, keyMs, landingMs: (n - 1) * keyMs, contacts: Int32Array.from(c) };
}

/** True when `value` has the shape of a trajectory file of this format (the loader's check before use). */
export function isTrajectoryFile(value: unknown): value is TrajectoryFile {
  if (typeof value !== 'object' || value === null) return false;
  const file = value as Partial<TrajectoryFile>;
  return file.format === TRAJECTORY_FORMAT && typeof file.keyMs === 'number' && typeof file.rows === 'object' && file.rows !== null;
}
