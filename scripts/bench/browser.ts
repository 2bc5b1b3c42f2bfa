import path from 'node:path';
import { chromium, type Page } from '@playwright/test';
import { build, preview } from 'vite';
import { measureFirstPaintJs, type FirstPaintJs } from './firstPaint';
import { FRAME_BOUND, FRAME_SAMPLE_MS, type FrameStats } from './frameBound';
import { percentile } from './load';
import type {} from '../../game-engine/fixtures/api';

/** Frame-time figures of one scene at one CPU throttle. */
export interface FrameRow {
  scene: string;
  throttle: number;
  mean: number;
  p99: number;
  frames: number;
  /** A game scene's row: its plain Pixi row of the same size, measured in turn with it (the bound compares them). */
  plain?: FrameStats;
}

/** JS fetched before the first paint of one path: the median of several page loads, with the range of the gzipped size. */
export interface FirstPaintRow {
  path: string;
  runs: number;
  firstPaintMs: number;
  jsFiles: number;
  jsRawBytes: number;
  jsGzipBytes: number;
  gzipMinBytes: number;
  gzipMaxBytes: number;
}

/** What the browser part of the bench measures. */
export interface BrowserFigures {
  firstPaint: FirstPaintRow[];
  frames: FrameRow[];
}

/** Paths whose JS before first paint the bench reports, one row each. */
export const FIRST_PAINT_PATHS = ['/', '/game/dice'] as const;
/** Page loads per path; the median is reported. */
export const FIRST_PAINT_RUNS = Number(process.env.BENCH_PAINT_RUNS ?? 5);

/**
 * Launches Debian's Chromium with WebGL on SwiftShader. `compositor: 'swiftshader'` puts the page compositor there too
 * (the frame-time and first-paint figures); 'software' leaves it on Chromium's software path as the e2e tests do (the
 * phone vitals: with the compositor on SwiftShader, Chromium reports no largest-contentful-paint).
 */
export function launch(compositor: 'swiftshader' | 'software' = 'swiftshader') {
  const args = ['--enable-unsafe-swiftshader', '--disable-background-networking', '--no-sandbox'];
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: compositor === 'swiftshader' ? ['--use-angle=swiftshader', ...args] : args,
  });
}

/** One page load in a fresh browser (no cache, no service worker): the JS fetched before its first paint. */
async function loadOnce(base: string, pagePath: string): Promise<FirstPaintJs> {
  const browser = await launch();
  try {
    const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
    return await measureFirstPaintJs(page, base, pagePath);
  } finally {
    await browser.close();
  }
}

/**
 * JS before first paint of every FIRST_PAINT_PATHS entry, in the same run: the paths are loaded in turn, FIRST_PAINT_RUNS
 * times, so a slow moment of the machine falls on all of them; each row is the median load by gzipped size, with the
 * smallest and largest size seen (a chunk fetched right around the paint can land on either side of it).
 */
export async function firstPaintFigures(base: string): Promise<FirstPaintRow[]> {
  const loads = new Map<string, FirstPaintJs[]>(FIRST_PAINT_PATHS.map((p) => [p, []]));
  for (let run = 0; run < FIRST_PAINT_RUNS; run++) {
    for (const pagePath of FIRST_PAINT_PATHS) loads.get(pagePath)!.push(await loadOnce(base, pagePath));
  }
  return FIRST_PAINT_PATHS.map((pagePath) => {
    const sorted = loads
      .get(pagePath)!
      .map((load) => load.firstPaint)
      .sort((a, b) => a.gzipBytes - b.gzipBytes);
    const median = sorted[Math.floor((sorted.length - 1) / 2)]!;
    return {
      path: pagePath,
      runs: sorted.length,
      firstPaintMs: median.paintMs,
      jsFiles: median.files.length,
      jsRawBytes: median.rawBytes,
      jsGzipBytes: median.gzipBytes,
      gzipMinBytes: sorted[0]!.gzipBytes,
      gzipMaxBytes: sorted[sorted.length - 1]!.gzipBytes,
    };
  });
}

declare global {
  interface Window {
    __frameMs?: number[];
  }
}

/**
 * JS time per frame: every requestAnimationFrame callback (Pixi's ticker runs in one) is timed with performance.now()
 * around it and the callbacks of one frame are summed, so the figure is the main-thread work of a frame: update and
 * render submission.
 */
export async function frameTimes(
  url: string,
  throttle: number,
  play: boolean,
  inFlight = 1,
): Promise<{ times: number[]; objects: number }> {
  const browser = await launch();
  try {
    const page = await browser.newPage({ viewport: { width: 1280, height: 720 } });
    await page.addInitScript(() => {
      // A frame runs several callbacks (the engine's ticker, Pixi's system ticker, gsap's): all of them get the
      // frame's timestamp, so their times are summed into one figure per frame.
      const raf = window.requestAnimationFrame.bind(window);
      const times: number[] = [];
      window.__frameMs = times;
      let frame = -1;
      window.requestAnimationFrame = (cb) =>
        raf((t) => {
          const start = performance.now();
          cb(t);
          const spent = performance.now() - start;
          if (t === frame) times[times.length - 1]! += spent;
          else {
            frame = t;
            times.push(spent);
          }
        });
    });
    await page.goto(url);
    await page.waitForSelector('body[data-ready="true"]');
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: throttle });
    if (play) {
      // Rounds back to back, so every sampled frame animates; `inFlight` rounds at once (plinko balls), each loop
      // starting its next round as soon as its last one has landed.
      await page.evaluate((n) => {
        for (let lane = 0; lane < n; lane++) {
          void (async () => {
            for (let i = lane; ; i += n) await window.fixture!.playFixture(i);
          })();
        }
      }, inFlight);
    }
    // Sampled once the rounds are under way: the scene has stopped growing (plinko's pooled balls all exist; on a busy
    // machine the trajectory file can take seconds) for a second.
    const objects = await settledObjectCount(page);
    await page.evaluate(() => window.__frameMs!.splice(0));
    await page.waitForTimeout(FRAME_SAMPLE_MS);
    // The last frame may still be collecting callbacks: left out.
    const times = await page.evaluate(() => window.__frameMs!.slice(0, -1));
    return { times, objects };
  } finally {
    await browser.close();
  }
}

/** Mean, p99 and count of frame times. */
export function summarize(times: number[]): { mean: number; p99: number; frames: number } {
  const mean = times.reduce((a, b) => a + b, 0) / Math.max(1, times.length);
  return { mean, p99: percentile(times, 99), frames: times.length };
}

/**
 * A scene and the plain sprite scene of its size, measured in turn `runs` times (scene, sprites, scene, sprites…) with
 * the frames of all runs pooled: a slow moment of the shared machine falls on both rows, not on one of them.
 */
async function sceneBesideSprites(
  base: string,
  sceneQuery: string,
  throttle: number,
  play: boolean,
  inFlight: number,
  runs: number,
): Promise<{ scene: ReturnType<typeof summarize> & { objects: number }; sprites: ReturnType<typeof summarize> }> {
  const sceneTimes: number[] = [];
  const spriteTimes: number[] = [];
  let objects = 0;
  for (let run = 0; run < runs; run++) {
    const scene = await frameTimes(`${base}/?${sceneQuery}`, throttle, play, inFlight);
    objects = scene.objects;
    sceneTimes.push(...scene.times);
    spriteTimes.push(...(await frameTimes(`${base}/?sprites=${objects}&nobar`, throttle, false)).times);
  }
  return { scene: { ...summarize(sceneTimes), objects }, sprites: summarize(spriteTimes) };
}

/**
 * Runs of each pair at the bound's throttle (its rows carry the bound, and a p99 needs frames: a run samples a few hundred
 * at most on this machine); at 1x each pair is measured once.
 */
const BOUNDED_RUNS = Number(process.env.BENCH_FRAME_RUNS ?? 3);

/** The stage's display-object count once it has held still for a second (at most 30 s). */
async function settledObjectCount(page: Page): Promise<number> {
  let last = -1;
  let stableSince = Date.now();
  for (const deadline = Date.now() + 30_000; Date.now() < deadline;) {
    const count = await page.evaluate(() => window.fixture?.stageObjects() ?? 0);
    if (count !== last) {
      last = count;
      stableSince = Date.now();
    } else if (Date.now() - stableSince >= 1000) break;
    await new Promise((r) => setTimeout(r, 100));
  }
  return last;
}

/** Serves a production build of the engine fixture page (never part of the app) on a local port. */
export async function serveFixtures(outDir: string): Promise<{ base: string; close(): Promise<void> }> {
  const configFile = 'game-engine/fixtures/vite.config.ts';
  await build({ configFile, logLevel: 'warn', build: { outDir: path.resolve(outDir), emptyOutDir: true } });
  const server = await preview({
    configFile,
    logLevel: 'warn',
    build: { outDir: path.resolve(outDir) },
    preview: { port: 0, strictPort: false },
  });
  const url = server.resolvedUrls?.local[0];
  if (!url) throw new Error('the fixture preview server has no address');
  return { base: url.replace(/\/$/, ''), close: () => server.close() };
}

/** The browser figures of the bench. */
export async function browserFigures(base: string, workDir: string): Promise<BrowserFigures> {
  const firstPaint = await firstPaintFigures(base);
  return { firstPaint, frames: await frameFigures(workDir) };
}

/**
 * JS per frame of every game scene at 1x and 4x CPU throttling, each beside the plain sprite scene of its size, from a
 * production build of the fixture page (no app server needed).
 */
export async function frameFigures(workDir: string, say: (m: string) => void = () => undefined): Promise<FrameRow[]> {
  const fixtures = await serveFixtures(path.join(workDir, 'fixtures'));
  const frames: FrameRow[] = [];
  try {
    const pair = async (label: (objects: number) => string, query: string, throttle: number, play: boolean, inFlight = 1) => {
      const runs = throttle === FRAME_BOUND.throttle ? BOUNDED_RUNS : 1;
      const { scene, sprites } = await sceneBesideSprites(fixtures.base, query, throttle, play, inFlight, runs);
      const plain = { mean: sprites.mean, p99: sprites.p99 };
      frames.push({ scene: label(scene.objects), throttle, ...scene, plain });
      frames.push({ scene: `plain Pixi, ${scene.objects} moving sprites`, throttle, ...sprites });
      say(
        `${label(scene.objects)} at ${throttle}x: ${scene.mean.toFixed(2)} / ${scene.p99.toFixed(1)} ms beside ${plain.mean.toFixed(2)} / ${plain.p99.toFixed(1)} ms`,
      );
    };
    for (const game of ['dice', 'limbo'] as const) {
      for (const throttle of [1, 4]) {
        await pair((n) => `${game} (${n} display objects)`, `game=${game}&mute&nobar`, throttle, true);
      }
    }
    // Plinko with 1, 20 and 100 balls in flight, beside a sprite scene of the same size.
    for (const balls of [1, 20, 100]) {
      for (const throttle of [1, 4]) {
        await pair((n) => `plinko, ${balls} balls in flight (${n} display objects)`, 'game=plinko&mute&nobar', throttle, true, balls);
      }
    }
    // Crash: a live round kept running (the fixture's simulated server ticks every 100 ms, players cash out), the
    // curve drawn on the server clock.
    for (const throttle of [1, 4]) {
      await pair((n) => `crash, running curve (${n} display objects)`, 'game=crash&bench&mute&nobar', throttle, false);
    }
  } finally {
    await fixtures.close();
  }
  return frames;
}
