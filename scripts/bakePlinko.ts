/**
 * Bakes the plinko ball's trajectories offline with matter-js (`npm run -s bake:plinko`), into
 * public/plinko/trajectories.json, which the scene loads lazily. matter-js gives different results in Node and in
 * browsers, so the browser never simulates: it replays a trajectory baked here that lands in the bucket the server
 * decided.
 *
 * For every row count 8..16 and every bucket, VARIANTS trajectories that differ in the pegs they touch. A drop is kept
 * only if starts ±0.2 units around its own land in the same bucket (robust, not knife-edge): the bake scans start
 * x across the top in 0.2 steps for a start velocity and spin, and tries the midpoint of each pair of neighbouring
 * starts that land alike. Random velocities fill the middle buckets; the rare edge buckets are searched with lines
 * steered towards their side (a faster sideways start, then a slight tilt of gravity, growing until found). The script exits with an error if any bucket has fewer than
 * VARIANTS trajectories.
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
/** Scan lines with random start velocities per row count before steering. */
const RANDOM_LINES = 6;
/** Steered scan lines per missing bucket before the bake gives up. */
const STEERED_LINES = 200;
/** Start x step of a scan line. */
const SCAN_STEP = 0.2;
/** At most this many variants of one bucket from one scan line (variety). */
const PER_LINE = 3;
const OUT = path.join('public', 'plinko', 'trajectories.json');
/** Row counts baked at the same time (child processes). */
const JOBS = Math.max(1, Math.min(2, availableParallelism()));

// A fixed-seed generator: the same bake every run (on the same Node).
let seed = 0x2545f491;
function rand(): number {
  seed = (Math.imul(seed ^ (seed >>> 15), 0x2c1b3c6d) + 0x6d2b79f5) >>> 0;
  return seed / 0x100000000;
}
const between = (a: number, b: number) => a + (b - a) * rand();

/** A scan line: every start x across the top, with the same velocity, spin and tilt. */
type Line = Omit<DropStart, 'x'>;

interface Kept {
  drop: Drop;
  signature: string;
}

function randomLine(): Line {
  return { vx: between(-0.8, 0.8), vy: between(0, 0.6), spin: between(-0.08, 0.08), tilt: 0 };
}

/** A line aimed at `bucket`'s side: sideways speed, then a slight tilt, growing with the attempts spent. */
function steeredLine(rows: number, bucket: number, attempt: number): Line {
  const offset = (bucket - rows / 2) / (rows / 2);
  const side = Math.sign(offset) || (rand() < 0.5 ? -1 : 1);
  const reach = Math.abs(offset);
  const effort = Math.min(1, attempt / (STEERED_LINES * 0.5));
  return {
    vx: side * reach * between(0.1, 1.2 + 1.5 * effort),
    vy: between(0, 0.6),
    spin: between(-0.08, 0.08),
    // Up to 4% of gravity sideways: invisible at a glance, enough to walk the ball down the board's edge.
    tilt: side * reach * reach * between(0, 0.04 * effort),
  };
}

function signatureOf(drop: Drop): string {
  const pegs: number[] = [];
  for (let i = 1; i < drop.contacts.length; i += 2) pegs.push(drop.contacts[i]!);
  return pegs.join('.');
}

/**
 * Drops balls from start x across the top, SCAN_STEP apart, with one velocity, spin and tilt; where two neighbours
 * land in the same bucket that still needs variants, drops from their midpoint and keeps it if its ±0.2
 * neighbourhood lands there too (isRobust).
 */
function scanLine(rows: number, line: Line, kept: Kept[][]): void {
  const buckets: number[] = [];
  for (let x = -START_X_RANGE; x <= START_X_RANGE; x += SCAN_STEP) buckets.push(simulateDrop(rows, { ...line, x }).bucket);
  const fromLine = new Map<number, number>();
  for (let i = 1; i < buckets.length; i++) {
    const bucket = buckets[i]!;
    if (bucket < 0 || bucket !== buckets[i - 1]) continue;
    const list = kept[bucket]!;
    const taken = fromLine.get(bucket) ?? 0;
    if (list.length >= VARIANTS || taken >= PER_LINE) continue;
    const start = { ...line, x: -START_X_RANGE + (i - 0.5) * SCAN_STEP };
    const drop = simulateDrop(rows, start);
    if (drop.bucket !== bucket) continue;
    const signature = signatureOf(drop);
    if (list.some((k) => k.signature === signature) || !isRobust(rows, start, bucket)) continue;
    list.push({ drop, signature });
    fromLine.set(bucket, taken + 1);
  }
}

function bakeRows(rows: number): EncodedTrajectory[][] {
  const kept: Kept[][] = Array.from({ length: bucketCount(rows) }, () => []);
  for (let i = 0; i < RANDOM_LINES; i++) scanLine(rows, randomLine(), kept);
  for (let bucket = 0; bucket < kept.length; bucket++) {
    for (let attempt = 0; kept[bucket]!.length < VARIANTS && attempt < STEERED_LINES; attempt++) {
      // Every other line unsteered: a middle bucket may lack variants that a plain drop finds.
      scanLine(rows, attempt % 2 === 1 ? randomLine() : steeredLine(rows, bucket, attempt), kept);
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
