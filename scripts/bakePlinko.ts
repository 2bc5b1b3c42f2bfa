/**
 * Bakes the plinko ball's trajectories offline with matter-js (`npm run -s bake:plinko`), into
 * public/plinko/trajectories.json, which the scene loads lazily. matter-js gives different results in Node and in
 * browsers, so the browser never simulates: it replays a trajectory baked here that lands in the bucket the server
 * decided.
 *
 * For every row count 8..16 and every bucket, VARIANTS drops that differ in the pegs they touch. Each drop follows a
 * random Galton path to its bucket (a gentle guide on the sideways velocity, see simulate.ts; pegs still bounce and
 * spin the ball) from a random start x, speed and spin, and is kept only if starts ±0.1 and ±0.2 units around its own
 * land in the same bucket (robust, not knife-edge). Edge buckets are searched like any other (their path is all lefts
 * or all rights). The script exits with an error if any bucket lacks a trajectory after ATTEMPTS tries.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { spawn } from 'node:child_process';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PLINKO_ROW_COUNTS } from '../src/core/games/plinko/rules';
import { START_X_RANGE, bucketCount } from '../game-engine/plinko/board';
import { TRAJECTORY_FORMAT, encodeTrajectory, type EncodedTrajectory, type TrajectoryFile } from '../game-engine/plinko/trajectoryFormat';
import { KEY_MS, isRobust, simulateDrop, type Drop, type DropStart } from './plinko/simulate';

/** Trajectories kept per (rows, bucket). */
export const VARIANTS = 4;
/** Drops tried per (rows, bucket) before the bake gives up on it. */
const ATTEMPTS = 400;
const OUT = path.join('public', 'plinko', 'trajectories.json');
/** Row counts baked at the same time (child processes). */
const JOBS = Math.max(1, Math.min(2, availableParallelism()));

// A fixed-seed generator per row count: the same bake every run (on the same Node).
function generator(seed: number): (a: number, b: number) => number {
  let state = seed >>> 0;
  return (a, b) => {
    state = (Math.imul(state ^ (state >>> 15), 0x2c1b3c6d) + 0x6d2b79f5) >>> 0;
    return a + (b - a) * (state / 0x100000000);
  };
}

interface Kept {
  drop: Drop;
  signature: string;
}

/** A random start aimed at `bucket`: a Galton path with `bucket` rights in random order, start x, speed and spin. */
function startFor(rows: number, bucket: number, between: (a: number, b: number) => number): DropStart {
  const path: number[] = Array.from({ length: rows }, (_, i) => (i < bucket ? 1 : 0));
  for (let i = path.length - 1; i > 0; i--) {
    const j = Math.floor(between(0, i + 1));
    [path[i], path[j]] = [path[j]!, path[i]!];
  }
  return {
    x: between(-START_X_RANGE, START_X_RANGE),
    vx: between(-0.5, 0.5),
    vy: between(0, 0.6),
    spin: between(-0.08, 0.08),
    path,
    guide: between(1, 1.4),
  };
}

function signatureOf(drop: Drop): string {
  const pegs: number[] = [];
  for (let i = 1; i < drop.contacts.length; i += 2) pegs.push(drop.contacts[i]!);
  return pegs.join('.');
}

function bakeRows(rows: number): EncodedTrajectory[][] {
  const between = generator(0x2545f491 + rows);
  const kept: Kept[][] = Array.from({ length: bucketCount(rows) }, () => []);
  for (let bucket = 0; bucket < kept.length; bucket++) {
    const list = kept[bucket]!;
    for (let attempt = 0; list.length < VARIANTS && attempt < ATTEMPTS; attempt++) {
      const start = startFor(rows, bucket, between);
      const drop = simulateDrop(rows, start);
      if (drop.bucket !== bucket) continue;
      const signature = signatureOf(drop);
      if (list.some((k) => k.signature === signature) || !isRobust(rows, start, bucket)) continue;
      list.push({ drop, signature });
    }
  }
  const missing = kept.flatMap((list, bucket) => (list.length < VARIANTS ? [`bucket ${bucket} (${list.length}/${VARIANTS})`] : []));
  if (missing.length > 0) throw new Error(`plinko bake: ${rows} rows lacks trajectories for ${missing.join(', ')}`);
  return kept.map((list) => list.map((k) => encodeTrajectory(k.drop.frames, k.drop.contacts)));
}

/** Bakes `rows` in a child process (this script with `--part rows`), which prints the row count's JSON. */
function bakeInChild(rows: number): Promise<EncodedTrajectory[][]> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [...process.execArgv, fileURLToPath(import.meta.url), '--part', String(rows)], {
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.on('error', reject);
    child.on('exit', (code) => (code === 0 ? resolve(JSON.parse(out) as EncodedTrajectory[][]) : reject(new Error(`${rows} rows failed`))));
  });
}

async function main(): Promise<void> {
  const t0 = performance.now();
  const file: TrajectoryFile = { format: TRAJECTORY_FORMAT, keyMs: KEY_MS, rows: {} };
  // One child process per row count, JOBS at a time (each bake is independent and single-threaded).
  const queue = [...PLINKO_ROW_COUNTS].reverse();
  const worker = async () => {
    for (let rows = queue.shift(); rows !== undefined; rows = queue.shift()) {
      const t = performance.now();
      const baked = await bakeInChild(rows);
      file.rows[rows] = baked;
      const lengths = baked.flat().map((e) => ((e.n - 1) * KEY_MS) / 1000);
      const span = `${Math.min(...lengths).toFixed(1)}..${Math.max(...lengths).toFixed(1)} s`;
      console.log(`${rows} rows: ${rows + 1} buckets x ${VARIANTS}, drops ${span}, ${((performance.now() - t) / 1000).toFixed(1)} s`);
    }
  };
  await Promise.all(Array.from({ length: JOBS }, worker));
  const ordered: TrajectoryFile = { ...file, rows: Object.fromEntries(PLINKO_ROW_COUNTS.map((rows) => [rows, file.rows[rows]!])) };
  const json = JSON.stringify(ordered);
  mkdirSync(path.dirname(OUT), { recursive: true });
  writeFileSync(OUT, json);
  const gz = gzipSync(json, { level: 9 }).length;
  console.log(`${OUT}: ${json.length} bytes, ${gz} gzipped, in ${((performance.now() - t0) / 1000).toFixed(0)} s`);
}

const part = process.argv.indexOf('--part');
if (part >= 0) {
  try {
    process.stdout.write(JSON.stringify(bakeRows(Number(process.argv[part + 1]))));
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
} else {
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
