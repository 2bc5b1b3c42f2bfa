import { gzipSync } from 'node:zlib';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { build, preview } from 'vite';
import { percentile } from './load';
import type {} from '../../game-engine/fixtures/main';

/** Frame-time figures of one scene at one CPU throttle. */
export interface FrameRow {
  scene: string;
  throttle: number;
  mean: number;
  p99: number;
  frames: number;
}

/** What the browser part of the bench measures. */
export interface BrowserFigures {
  firstPaintMs: number;
  jsFiles: number;
  jsRawBytes: number;
  jsGzipBytes: number;
  frames: FrameRow[];
}

/** Launches Debian's Chromium the way the e2e tests do. */
export function launch() {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--use-angle=swiftshader', '--enable-unsafe-swiftshader', '--disable-background-networking', '--no-sandbox'],
  });
}

/** JS fetched by a page before its first paint, raw and gzipped. */
async function jsBeforeFirstPaint(base: string, path: string) {
  const browser = await launch();
  try {
    const page = await browser.newPage();
    const bodies = new Map<string, Buffer>();
    page.on('response', async (res) => {
      if (res.request().resourceType() === 'script') bodies.set(res.url(), await res.body().catch(() => Buffer.alloc(0)));
    });
    await page.goto(`${base}${path}`, { waitUntil: 'networkidle' });
    const timing = await page.evaluate(() => ({
      firstPaint: performance.getEntriesByName('first-paint')[0]?.startTime ?? performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? NaN,
      scripts: performance
        .getEntriesByType('resource')
        .filter((e) => (e as PerformanceResourceTiming).initiatorType === 'script' || e.name.endsWith('.js'))
        .map((e) => ({ url: e.name, start: e.startTime })),
    }));
    const before = timing.scripts.filter((s) => s.start <= timing.firstPaint).map((s) => s.url);
    // The entry module is fetched by the document itself, not by a script: count every .js fetched before paint.
    const urls = [...new Set(before)].filter((u) => bodies.has(u));
    const raw = urls.reduce((sum, u) => sum + bodies.get(u)!.length, 0);
    const gz = urls.reduce((sum, u) => sum + gzipSync(bodies.get(u)!, { level: 9 }).length, 0);
    return { firstPaintMs: timing.firstPaint, jsFiles: urls.length, jsRawBytes: raw, jsGzipBytes: gz };
  } finally {
    await browser.close();
  }
}

declare global {
  interface Window {
    __frameMs?: number[];
  }
}

/**
 * JS time per frame: every requestAnimationFrame callback (Pixi's ticker runs in one) is timed with
 * performance.now() around it, so the figure is the main-thread work of update and render submission of a frame.
 */
async function frameTimes(url: string, throttle: number, play: boolean): Promise<{ mean: number; p99: number; frames: number; objects: number }> {
  const browser = await launch();
  try {
    const page = await browser.newPage({ viewport: { width: 1280, height: 720 } });
    await page.addInitScript(() => {
      const raf = window.requestAnimationFrame.bind(window);
      const times: number[] = [];
      window.__frameMs = times;
      window.requestAnimationFrame = (cb) =>
        raf((t) => {
          const start = performance.now();
          cb(t);
          times.push(performance.now() - start);
        });
    });
    await page.goto(url);
    await page.waitForSelector('body[data-ready="true"]');
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: throttle });
    const objects = await page.evaluate(() => window.fixture?.stageObjects() ?? 0);
    if (play) {
      // Rounds back to back, so every sampled frame animates.
      await page.evaluate(() => {
        void (async () => {
          for (let i = 0; ; i++) await window.fixture!.playFixture(i);
        })();
      });
    }
    await page.waitForTimeout(1000);
    await page.evaluate(() => window.__frameMs!.splice(0));
    await page.waitForTimeout(4000);
    const times = await page.evaluate(() => window.__frameMs!.slice());
    const mean = times.reduce((a, b) => a + b, 0) / Math.max(1, times.length);
    return { mean, p99: percentile(times, 99), frames: times.length, objects };
  } finally {
    await browser.close();
  }
}

/** Serves a production build of the engine fixture page (never part of the app) on a local port. */
async function serveFixtures(outDir: string): Promise<{ base: string; close(): Promise<void> }> {
  const configFile = 'game-engine/fixtures/vite.config.ts';
  await build({ configFile, logLevel: 'warn', build: { outDir: path.resolve(outDir), emptyOutDir: true } });
  const server = await preview({ configFile, logLevel: 'warn', build: { outDir: path.resolve(outDir) }, preview: { port: 0, strictPort: false } });
  const url = server.resolvedUrls?.local[0];
  if (!url) throw new Error('the fixture preview server has no address');
  return { base: url.replace(/\/$/, ''), close: () => server.close() };
}

/** The browser figures of the bench. */
export async function browserFigures(base: string, workDir: string): Promise<BrowserFigures> {
  const js = await jsBeforeFirstPaint(base, '/game/dice');
  const fixtures = await serveFixtures(path.join(workDir, 'fixtures'));
  const frames: FrameRow[] = [];
  try {
    for (const game of ['dice', 'limbo'] as const) {
      for (const throttle of [1, 4]) {
        const scene = await frameTimes(`${fixtures.base}/?game=${game}&mute&nobar`, throttle, true);
        const sprites = await frameTimes(`${fixtures.base}/?sprites=${scene.objects}&nobar`, throttle, false);
        frames.push({ scene: `${game} (${scene.objects} display objects)`, throttle, ...scene });
        frames.push({ scene: `plain Pixi, ${scene.objects} moving sprites`, throttle, ...sprites });
      }
    }
  } finally {
    await fixtures.close();
  }
  return { ...js, frames };
}
