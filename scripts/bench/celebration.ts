import path from 'node:path';
import react from '@vitejs/plugin-react';
import { build, preview } from 'vite';
import { FRAME_BOUND, FRAME_SAMPLE_MS, type FrameStats } from './frameBound';
import { frameTimes, serveFixtures, summarize, type FrameRow } from './browser';

/**
 * The big-win celebration layer's bound at 4x CPU: its JS per frame at most 1.5x the plain Pixi scene of the same size
 * (the same number of moving sprites on a canvas of the same size), measured in the same run.
 */
export const CELEBRATION_BOUND = { throttle: FRAME_BOUND.throttle, mean: 1.5 } as const;

/** Runs of each pair, in turn (layer, sprites, layer, sprites…), frames pooled. */
const RUNS = Number(process.env.BENCH_FRAME_RUNS ?? 3);

/** Serves a production build of the celebration bench page (scripts/bench/celebration) on a local port. */
async function serveCelebration(outDir: string): Promise<{ base: string; close(): Promise<void> }> {
  const root = path.resolve('scripts/bench/celebration');
  const config = { root, configFile: false as const, plugins: [react()], logLevel: 'warn' as const };
  await build({ ...config, build: { outDir: path.resolve(outDir), emptyOutDir: true } });
  const server = await preview({ ...config, build: { outDir: path.resolve(outDir) }, preview: { port: 0, strictPort: false } });
  const url = server.resolvedUrls?.local[0];
  if (!url) throw new Error('the celebration preview server has no address');
  return { base: url.replace(/\/$/, ''), close: () => server.close() };
}

/** The celebration layer (full and calm) beside the plain sprite scene of its size, at 1x and 4x. */
export async function celebrationFigures(workDir: string, say: (m: string) => void = () => undefined): Promise<FrameRow[]> {
  const page = await serveCelebration(path.join(workDir, 'celebration'));
  const fixtures = await serveFixtures(path.join(workDir, 'fixtures'));
  const rows: FrameRow[] = [];
  try {
    for (const calm of [false, true]) {
      for (const throttle of [1, CELEBRATION_BOUND.throttle]) {
        const layer: number[] = [];
        const plain: number[] = [];
        let objects = 0;
        for (let run = 0; run < (throttle === CELEBRATION_BOUND.throttle ? RUNS : 1); run++) {
          const scene = await frameTimes(`${page.base}/${calm ? '?calm' : ''}`, throttle, false);
          objects = scene.objects;
          layer.push(...scene.times);
          plain.push(...(await frameTimes(`${fixtures.base}/?sprites=${objects}&nobar`, throttle, false)).times);
        }
        const s = summarize(layer);
        const p = summarize(plain);
        const label = `celebration layer, ${calm ? 'calm' : 'full'} (${objects} display objects)`;
        rows.push({ scene: label, throttle, ...s, plain: { mean: p.mean, p99: p.p99 } });
        rows.push({ scene: `plain Pixi, ${objects} moving sprites`, throttle, ...p });
        say(`${label} at ${throttle}x: ${s.mean.toFixed(2)} / ${s.p99.toFixed(1)} ms beside ${p.mean.toFixed(2)} / ${p.p99.toFixed(1)} ms`);
      }
    }
  } finally {
    await page.close();
    await fixtures.close();
  }
  return rows;
}

/** The verdict cell of a layer row at the bound's throttle. */
function verdict(row: FrameRow): string {
  if (row.throttle !== CELEBRATION_BOUND.throttle || !row.plain) return '';
  const r = (plain: FrameStats) => (plain.mean > 0 ? row.mean / plain.mean : Number.POSITIVE_INFINITY);
  const ratio = r(row.plain);
  return `${ratio <= CELEBRATION_BOUND.mean ? 'pass' : '**fail**'} (mean ${ratio.toFixed(2)}x)`;
}

/** The Celebration section of docs/benchmarks.md. */
export function renderCelebrationSection(rows: FrameRow[]): string {
  const lines = [
    `JS milliseconds per frame of the big-win celebration layer (\`ui/celebration\`, @pixi/react) over a 1280x720`,
    `viewport, shown again each time it ends so every sampled frame animates, beside the engine fixture page's plain`,
    `Pixi scene with as many moving sprites on a canvas of the same size, measured in turn in the same run`,
    `(${RUNS} runs of ${FRAME_SAMPLE_MS / 1000} s each at ${CELEBRATION_BOUND.throttle}x, pooled). Bound at ${CELEBRATION_BOUND.throttle}x CPU: mean at most ${CELEBRATION_BOUND.mean}x the plain scene's.`,
    '',
    '| scene | CPU | mean ms | p99 ms | frames | bound |',
    '|---|---|---|---|---|---|',
    ...rows.map((r) => `| ${r.scene} | ${r.throttle}x | ${r.mean.toFixed(2)} | ${r.p99.toFixed(1)} | ${r.frames} | ${verdict(r)} |`),
  ];
  return lines.join('\n');
}
