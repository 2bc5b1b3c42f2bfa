import type { RoundKey } from '../types';
import { decodeTrajectory, isTrajectoryFile, type Trajectory, type TrajectoryFile } from './trajectoryFormat';

/** A ball's pose at one moment, in board units and radians (written into, never allocated per frame). */
export interface BallPose {
  x: number;
  y: number;
  angle: number;
}

/**
 * The baked trajectories, decoded on first use of each. Pure (no Pixi, no I/O): the scene, the unit tests and the e2e
 * fixture all play balls through this and `poseAt`.
 */
export class TrajectoryBank {
  private readonly decoded = new Map<string, Trajectory>();

  constructor(private readonly file: TrajectoryFile) {}

  /** Parses the file's JSON value; throws on another format. */
  static from(value: unknown): TrajectoryBank {
    if (!isTrajectoryFile(value)) throw new Error('plinko: the trajectory file has an unknown format');
    return new TrajectoryBank(value);
  }

  /** Row counts the file covers. */
  get rowCounts(): number[] {
    return Object.keys(this.file.rows).map(Number);
  }

  /** Number of variants baked for a bucket (0 when the file lacks it). */
  variants(rows: number, bucket: number): number {
    return this.file.rows[rows]?.[bucket]?.length ?? 0;
  }

  /** The trajectory of a drop into `bucket` (variant taken modulo the variants baked). */
  trajectory(rows: number, bucket: number, variant: number): Trajectory {
    const list = this.file.rows[rows]?.[bucket];
    if (!list || list.length === 0) throw new RangeError(`plinko: no trajectory for bucket ${bucket} of ${rows} rows`);
    const index = ((variant % list.length) + list.length) % list.length;
    const id = `${rows}:${bucket}:${index}`;
    let trajectory = this.decoded.get(id);
    if (!trajectory) {
      trajectory = decodeTrajectory(list[index]!, this.file.keyMs);
      this.decoded.set(id, trajectory);
    }
    return trajectory;
  }
}

/**
 * The pose `ms` after release, interpolated linearly between keyframes (60 Hz, so a bounce keeps its corner), held
 * at the start before release and at the landing pose after it. Writes into `out` and returns it.
 */
export function poseAt(trajectory: Trajectory, ms: number, out: BallPose): BallPose {
  const { frames, count, keyMs } = trajectory;
  const f = Math.min(Math.max(ms / keyMs, 0), count - 1);
  const i = Math.min(Math.floor(f), count - 2);
  const t = f - i;
  const a = i * 3;
  out.x = frames[a]! + (frames[a + 3]! - frames[a]!) * t;
  out.y = frames[a + 1]! + (frames[a + 4]! - frames[a + 1]!) * t;
  out.angle = frames[a + 2]! + (frames[a + 5]! - frames[a + 2]!) * t;
  return out;
}

/** The keyframe index reached `ms` after release (for peg contacts). */
export function keyframeAt(trajectory: Trajectory, ms: number): number {
  return Math.min(trajectory.count - 1, Math.max(0, Math.floor(ms / trajectory.keyMs)));
}

/** The variant a round plays, chosen from its key (FNV-1a): the same bet always drops the same way. */
export function variantFor(key: RoundKey): number {
  const text = String(key);
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}
