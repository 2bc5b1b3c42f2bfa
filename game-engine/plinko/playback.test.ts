import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { PLINKO_ROW_COUNTS } from '../../src/core/games/plinko/rules';
import { bucketCount, bucketRange, landingY, pegCount, START_Y } from './board';
import { poseAt, TrajectoryBank, variantFor, type BallPose } from './playback';
import { decodeTrajectory, encodeTrajectory } from './trajectoryFormat';
import { loadTrajectories, TRAJECTORY_PATH } from './trajectories';

// The file the scene fetches, as committed (written by `npm run -s bake:plinko`).
const FILE = path.join('public', TRAJECTORY_PATH);
const text = readFileSync(FILE, 'utf8');
const bank = TrajectoryBank.from(JSON.parse(text));

/** Payload budget of the trajectory file, gzipped (it loads lazily, after the board is on screen). */
const GZIP_BUDGET_BYTES = 250_000;

describe('baked plinko trajectories', () => {
  it('cover every bucket of every row count with several variants', () => {
    expect(bank.rowCounts.sort((a, b) => a - b)).toEqual([...PLINKO_ROW_COUNTS]);
    for (const rows of PLINKO_ROW_COUNTS) {
      for (let bucket = 0; bucket < bucketCount(rows); bucket++) expect(bank.variants(rows, bucket)).toBeGreaterThanOrEqual(4);
    }
  });

  it('land 10,000 random drops inside their buckets, through the playback code path', () => {
    let seed = 12345;
    const rand = () => {
      seed = (Math.imul(seed, 1664525) + 1013904223) >>> 0;
      return seed / 0x100000000;
    };
    const pose: BallPose = { x: 0, y: 0, angle: 0 };
    let misses = 0;
    for (let i = 0; i < 10_000; i++) {
      const rows = PLINKO_ROW_COUNTS[Math.floor(rand() * PLINKO_ROW_COUNTS.length)]!;
      const bucket = Math.floor(rand() * bucketCount(rows));
      const trajectory = bank.trajectory(rows, bucket, variantFor(`bet-${i}`));
      // At the landing time and at any later time the ball is inside its bucket, at the bottom.
      for (const ms of [trajectory.landingMs, trajectory.landingMs + 500]) {
        poseAt(trajectory, ms, pose);
        const [left, right] = bucketRange(rows, bucket);
        if (!(pose.x > left && pose.x < right && pose.y >= landingY(rows))) misses++;
      }
      // Before landing it is above the landing line, and it starts at the top.
      poseAt(trajectory, trajectory.landingMs * rand() * 0.9, pose);
      if (!(pose.y < landingY(rows) && Number.isFinite(pose.angle))) misses++;
      if (poseAt(trajectory, 0, pose).y !== START_Y) misses++;
    }
    expect(misses).toBe(0);
  });

  it('flash only pegs of their board, in time order', () => {
    for (const rows of PLINKO_ROW_COUNTS) {
      for (let bucket = 0; bucket < bucketCount(rows); bucket++) {
        const t = bank.trajectory(rows, bucket, 0);
        for (let i = 0; i < t.contacts.length; i += 2) {
          expect(t.contacts[i + 1]).toBeLessThan(pegCount(rows));
          if (i > 0) expect(t.contacts[i]).toBeGreaterThanOrEqual(t.contacts[i - 2]!);
        }
      }
    }
  });

  it(`fits the payload budget (${GZIP_BUDGET_BYTES} bytes gzipped)`, () => {
    const gzipped = gzipSync(text, { level: 9 }).length;
    console.log(`plinko trajectories: ${text.length} bytes, ${gzipped} bytes gzipped`);
    expect(gzipped).toBeLessThanOrEqual(GZIP_BUDGET_BYTES);
  });
});

describe('plinko playback', () => {
  const frames = [0, -44, 0, 1, -40, 0.1, 3, -30, 0.25, 6, -15, 0.5];
  const trajectory = decodeTrajectory(encodeTrajectory(frames, [2, 0, 3, 4]), 10);

  it('decodes exactly the quantized keyframes the bake encoded', () => {
    expect([...trajectory.frames].map((v) => Math.round(v * 100) / 100)).toEqual(frames);
    expect(trajectory.landingMs).toBe(30);
    expect([...trajectory.contacts]).toEqual([2, 0, 3, 4]);
  });

  it('interpolates between keyframes and holds the ends', () => {
    const pose: BallPose = { x: 0, y: 0, angle: 0 };
    expect(poseAt(trajectory, 5, pose)).toEqual({ x: 0.5, y: -42, angle: expect.closeTo(0.05, 5) });
    expect(poseAt(trajectory, 25, pose)).toMatchObject({ x: 4.5, y: -22.5 });
    expect(poseAt(trajectory, -10, pose)).toMatchObject({ x: 0, y: -44 });
    expect(poseAt(trajectory, 99, pose)).toMatchObject({ x: 6, y: -15 });
  });

  it('chooses the same variant for the same round key, and spreads keys over variants', () => {
    expect(variantFor('bet-1')).toBe(variantFor('bet-1'));
    const seen = new Set<number>();
    for (let i = 0; i < 100; i++) seen.add(variantFor(i) % 4);
    expect(seen.size).toBe(4);
  });

  it('refuses a file of another format', () => {
    expect(() => TrajectoryBank.from({ format: 99, keyMs: 16, rows: {} })).toThrow(/unknown format/);
  });

  it('knows no trajectory for a bucket outside the board', () => {
    expect(() => bank.trajectory(8, 9, 0)).toThrow(RangeError);
  });
});

describe('plinko trajectory loading', () => {
  it('fetches the file once, and again after a failed load', async () => {
    const urls: string[] = [];
    let fail = true;
    const fetcher = (async (url: string) => {
      urls.push(url);
      if (fail) return new Response('', { status: 503 });
      return new Response(text, { status: 200 });
    }) as typeof fetch;
    await expect(loadTrajectories(fetcher)).rejects.toThrow(/503/);
    fail = false;
    const loaded = await loadTrajectories(fetcher);
    expect(await loadTrajectories(fetcher)).toBe(loaded);
    expect(urls).toEqual(['/plinko/trajectories.json', '/plinko/trajectories.json']);
    expect(loaded.variants(16, 0)).toBe(bank.variants(16, 0));
  });
});
