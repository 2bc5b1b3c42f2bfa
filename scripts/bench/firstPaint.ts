import { gzipSync } from 'node:zlib';
import type { Page } from '@playwright/test';

/** One script file the page fetched. */
export interface ScriptFile {
  url: string;
  /** When its fetch started, ms since navigation start. */
  startMs: number;
  rawBytes: number;
  gzipBytes: number;
  /** npm packages bundled in it, from its source map (empty when it has none). */
  packages: string[];
}

/** The scripts fetched before one paint, with their totals. */
export interface ScriptsBefore {
  paintMs: number;
  files: ScriptFile[];
  rawBytes: number;
  gzipBytes: number;
}

/** JS a page fetched before its first paint and before its first contentful paint. */
export interface FirstPaintJs {
  path: string;
  firstPaint: ScriptsBefore;
  firstContentfulPaint: ScriptsBefore;
}

/** Longest wait for the paint entries of a page. */
const PAINT_TIMEOUT_MS = 30_000;

// Runs in the page: resolves with the first-paint and first-contentful-paint times once both are reported. A string,
// because the bench runs under tsx, whose name-keeping helper would not exist in the page.
const WAIT_FOR_PAINTS = `new Promise((resolve, reject) => {
  const read = () => {
    const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime;
    // Browsers without first-paint report only the contentful one; then both cutoffs are the same.
    const fp = performance.getEntriesByName('first-paint')[0]?.startTime ?? fcp;
    return fcp === undefined || fp === undefined ? null : { fp, fcp };
  };
  const done = read();
  if (done) return resolve(done);
  const timer = setTimeout(() => reject(new Error('no paint entries within ${PAINT_TIMEOUT_MS} ms')), ${PAINT_TIMEOUT_MS});
  new PerformanceObserver((_list, observer) => {
    const found = read();
    if (!found) return;
    observer.disconnect();
    clearTimeout(timer);
    resolve(found);
  }).observe({ type: 'paint', buffered: true });
})`;

/** npm packages named by a source map's sources (`node_modules/<name>/…`, scoped names kept whole). */
export function packagesOf(sources: readonly string[]): string[] {
  const names = new Set<string>();
  for (const source of sources) {
    const match = /node_modules\/((?:@[^/]+\/)?[^/]+)\//.exec(source);
    if (match) names.add(match[1]!);
  }
  return [...names].sort();
}

function sum(files: readonly ScriptFile[], key: 'rawBytes' | 'gzipBytes'): number {
  return files.reduce((total, f) => total + f[key], 0);
}

/**
 * Every .js file of the page whose fetch started by `cutoffMs` (ms since navigation start), each once, counted whole and
 * gzipped at level 9 (the figure does not depend on how the server compresses), with the packages its source map names.
 * It waits for the network to settle first (a resource entry is written when its response ends) and reads each body
 * once more from the server (fingerprinted files: the same bytes).
 */
export async function scriptsFetchedBy(page: Page, cutoffMs: number): Promise<ScriptFile[]> {
  await page.waitForLoadState('networkidle');
  const scripts = await page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .filter((e) => new URL(e.name).pathname.endsWith('.js'))
      .map((e) => ({ url: e.name, startMs: e.startTime })),
  );
  const files = new Map<string, ScriptFile>();
  for (const script of scripts.filter((s) => s.startMs <= cutoffMs)) {
    if (files.has(script.url)) continue;
    const res = await page.request.get(script.url);
    if (!res.ok()) throw new Error(`${script.url} answered ${res.status()} on the second read`);
    const body = await res.body();
    const map = await page.request.get(`${script.url}.map`);
    const sources = map.ok() ? (((await map.json()) as { sources?: string[] }).sources ?? []) : [];
    files.set(script.url, {
      url: script.url,
      startMs: script.startMs,
      rawBytes: body.length,
      gzipBytes: gzipSync(body, { level: 9 }).length,
      packages: packagesOf(sources),
    });
  }
  return [...files.values()];
}

/**
 * Loads `path` in a fresh page and returns the JavaScript fetched before its first paint and before its first
 * contentful paint: every .js whose fetch started before the paint, counted whole, gzipped at level 9 (the figure does
 * not depend on how the server compresses). It waits for the paint entries and for the network to settle instead of
 * for a fixed time, reads each body once more from the server (fingerprinted files: the same bytes), and fails when a
 * paint entry is missing, so a broken measurement cannot report zero.
 */
export async function measureFirstPaintJs(page: Page, base: string, path: string): Promise<FirstPaintJs> {
  await page.goto(`${base}${path}`, { waitUntil: 'load' });
  const paints = (await page.evaluate(WAIT_FOR_PAINTS)) as { fp: number; fcp: number };
  const files = await scriptsFetchedBy(page, paints.fcp);
  const summary = (paintMs: number): ScriptsBefore => {
    const list = files.filter((f) => f.startMs <= paintMs);
    return { paintMs, files: list, rawBytes: sum(list, 'rawBytes'), gzipBytes: sum(list, 'gzipBytes') };
  };
  return { path, firstPaint: summary(paints.fp), firstContentfulPaint: summary(paints.fcp) };
}
