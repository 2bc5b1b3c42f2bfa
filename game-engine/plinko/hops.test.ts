import { describe, expect, it } from 'vitest';
import { BALL_RADIUS, bucketAt, landingY, PEG_RADIUS, pegCount, pegPositions } from './board';
import { hopTrajectory, pathFor } from './hops';
import { poseAt, type BallPose } from './playback';

// Paths spread over the 2^rows possible ones (a fixed multiplicative hash of n, so every run checks the same).
const spreadPath = (rows: number, n: number) => Array.from({ length: rows }, (_, i) => (Math.imul(n, 2654435761) >>> (i + 8)) & 1);

describe('hop trajectories (the fallback when the baked file is missing)', () => {
  // Every path of every board (tens of thousands of hops): a CPU-bound check, given the time a busy machine needs.
  it('land every path of every board in its bucket, touch one peg a row, and never sink into a peg', () => {
    const pose: BallPose = { x: 0, y: 0, angle: 0 };
    for (let rows = 8; rows <= 16; rows++) {
      const pegs = pegPositions(rows);
      for (let n = 0; n < 200; n++) {
        const path = n === 0 ? new Array(rows).fill(0) : n === 1 ? new Array(rows).fill(1) : spreadPath(rows, n);
        const bucket = path.reduce((a, b) => a + b, 0);
        const t = hopTrajectory(rows, path, Math.imul(n + rows, 0x9e3779b1) >>> 0);
        poseAt(t, t.landingMs, pose);
        expect(bucketAt(rows, pose.x)).toBe(bucket);
        expect(pose.y).toBeCloseTo(landingY(rows), 3);
        // One contact per row, keyframes in order, each a peg of its row.
        expect(t.contacts.length / 2).toBe(rows);
        for (let c = 0; c < rows; c++) {
          const peg = t.contacts[c * 2 + 1]!;
          expect(peg).toBeGreaterThanOrEqual(pegCount(c));
          expect(peg).toBeLessThan(pegCount(c + 1));
          if (c > 0) expect(t.contacts[c * 2]!).toBeGreaterThan(t.contacts[c * 2 - 2]!);
        }
        let closest = Infinity;
        for (let k = 0; k < t.count; k++) {
          const [x, y] = [t.frames[k * 3]!, t.frames[k * 3 + 1]!];
          for (let p = 0; p < pegs.length; p += 2) closest = Math.min(closest, Math.hypot(x - pegs[p]!, y - pegs[p + 1]!));
        }
        expect(closest).toBeGreaterThan(PEG_RADIUS + BALL_RADIUS - 0.5);
        // About as long as a baked drop (2.2 s for 8 rows, 4 s for 16).
        expect(t.landingMs).toBeGreaterThan(rows * 180);
        expect(t.landingMs).toBeLessThan(rows * 300 + 600);
      }
    }
  }, 60_000);

  it('a round without its path gets one with its bucket, the same for the same key', () => {
    for (let bucket = 0; bucket <= 16; bucket++) {
      const path = pathFor(16, bucket, `k${bucket}`);
      expect(path).toHaveLength(16);
      expect(path.reduce((a, b) => a + b, 0)).toBe(bucket);
      expect(pathFor(16, bucket, `k${bucket}`)).toEqual(path);
    }
    expect(() => hopTrajectory(8, [1, 0])).toThrow(RangeError);
  });
});
