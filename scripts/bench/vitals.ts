import type { Page } from '@playwright/test';
import { launch } from './browser';
import { browserCookies, registerPlayer } from './http';
import { percentile } from './load';

/** A mid-range phone: 4x slower CPU, 10 Mbit/s down, 5 up, 40 ms round trip, a 390x844 screen at 3x density. */
export const PHONE_PROFILE = {
  cpuThrottle: 4,
  downloadBytesPerSecond: (10 * 1024 * 1024) / 8,
  uploadBytesPerSecond: (5 * 1024 * 1024) / 8,
  latencyMs: 40,
  viewport: { width: 390, height: 844 },
  deviceScaleFactor: 3,
} as const;

/** Goals of the phone profile (Core Web Vitals "good" is LCP 2.5 s, INP 200 ms, CLS 0.1; ours are tighter). */
export const VITALS_GOALS = { lcpMs: 2000, inpMs: 150, cls: 0.05 } as const;

/** Web vitals of one page load under the phone profile. */
export interface VitalsLoad {
  lcpMs: number;
  /** What the largest contentful paint was: the element's tag and its id, test id or class. */
  lcpElement: string;
  cls: number;
  /** The slowest interaction's duration (event timing: input to the next paint), or null when none was made. */
  inpMs: number | null;
}

// Runs in the page before anything else: keeps the largest contentful paint, the layout shifts (CLS by session
// windows: shifts less than 1 s apart, a window at most 5 s long, the largest window counts) and the event timings.
const OBSERVE = `(() => {
  const v = (window.__vitals = { lcp: 0, lcpElement: '', shifts: [], events: [] });
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) {
      v.lcp = e.startTime;
      const el = e.element;
      v.lcpElement = el ? el.tagName.toLowerCase() + (el.dataset?.testid ? '[' + el.dataset.testid + ']' : el.id ? '#' + el.id : el.className ? '.' + String(el.className).split(' ')[0] : '') : '';
    }
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) if (!e.hadRecentInput) v.shifts.push({ t: e.startTime, value: e.value });
  }).observe({ type: 'layout-shift', buffered: true });
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) if (e.interactionId) v.events.push({ id: e.interactionId, duration: e.duration });
  }).observe({ type: 'event', buffered: true, durationThreshold: 16 });
})();`;

/** CLS from layout shifts: the largest session window (shifts under 1 s apart, a window at most 5 s long). */
export function clsOf(shifts: readonly { t: number; value: number }[]): number {
  let best = 0;
  let sum = 0;
  let start = -Infinity;
  let last = -Infinity;
  for (const s of [...shifts].sort((a, b) => a.t - b.t)) {
    if (s.t - last > 1000 || s.t - start > 5000) {
      sum = 0;
      start = s.t;
    }
    sum += s.value;
    last = s.t;
    best = Math.max(best, sum);
  }
  return best;
}

/** INP from event timings: each interaction's longest event; the worst one (the 98th percentile past 50 interactions). */
export function inpOf(events: readonly { id: number; duration: number }[]): number | null {
  const byInteraction = new Map<number, number>();
  for (const e of events) byInteraction.set(e.id, Math.max(byInteraction.get(e.id) ?? 0, e.duration));
  const durations = [...byInteraction.values()].sort((a, b) => a - b);
  if (durations.length === 0) return null;
  return durations.length < 50 ? durations.at(-1)! : percentile(durations, 98);
}

/**
 * Loads `url` under the phone profile in a page of its own, waits until `ready` shows, makes the interaction (if any),
 * then reads LCP, CLS and INP. The page's first input ends LCP: the interaction comes after LCP is read.
 */
export async function measureVitals(page: Page, url: string, ready: string, interact?: (page: Page) => Promise<void>): Promise<VitalsLoad> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: PHONE_PROFILE.cpuThrottle });
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: PHONE_PROFILE.latencyMs,
    downloadThroughput: PHONE_PROFILE.downloadBytesPerSecond,
    uploadThroughput: PHONE_PROFILE.uploadBytesPerSecond,
  });
  await page.addInitScript(OBSERVE);
  await page.goto(url, { waitUntil: 'load' });
  await page.locator(ready).first().waitFor({ state: 'visible', timeout: 60_000 });
  // LCP settles once the page stops painting larger content: the network at rest, an entry in, and no larger one for
  // 1.5 s (the hero may come in after the first content: fonts, its entrance).
  await page.waitForLoadState('networkidle');
  // Polled with evaluate (the page's CSP refuses the string predicates of waitForFunction).
  const deadline = Date.now() + 60_000;
  for (let last = 0, stableSince = Date.now(); last === 0 || Date.now() - stableSince < 1500;) {
    if (Date.now() > deadline) break;
    const now = (await page.evaluate('window.__vitals.lcp')) as number;
    if (now !== last) [last, stableSince] = [now, Date.now()];
    await new Promise((r) => setTimeout(r, 250));
  }
  const before = (await page.evaluate('({ lcp: window.__vitals.lcp, lcpElement: window.__vitals.lcpElement })')) as {
    lcp: number;
    lcpElement: string;
  };
  if (interact) await interact(page);
  const after = (await page.evaluate('({ shifts: window.__vitals.shifts, events: window.__vitals.events })')) as {
    shifts: { t: number; value: number }[];
    events: { id: number; duration: number }[];
  };
  await cdp.detach();
  if (!(before.lcp > 0)) throw new Error(`no largest-contentful-paint entry on ${url}`);
  return {
    lcpMs: before.lcp,
    lcpElement: before.lcpElement,
    cls: clsOf(after.shifts),
    inpMs: interact ? (inpOf(after.events) ?? 16) : null,
  };
}

/** The pages measured, what shows they are in, and the tap whose INP counts. */
const VITALS_PAGES: { path: string; ready: string; tap: string | null; what: string }[] = [
  { path: '/', ready: '[data-testid="home"]', tap: null, what: 'the lobby' },
  { path: '/game/dice', ready: '.engine-host[data-engine="ready"]', tap: 'bet-submit', what: 'the Bet tap' },
  { path: '/game/crash', ready: '.engine-host[data-engine="ready"]', tap: 'crash-main', what: 'the Bet tap' },
];

/** Web vitals of one path: the median of its loads (LCP, CLS and INP each their own median) and the LCP element. */
export interface VitalsRow {
  path: string;
  what: string;
  runs: number;
  lcpMs: number;
  lcpElement: string;
  cls: number;
  inpMs: number | null;
}

const median = (values: number[]) => percentile(values, 50);

/**
 * Web vitals under the phone profile: each path loaded `runs` times in turn, each time in a fresh browser context of
 * a new player (registered over http first, so the tap bets for real).
 */
export async function vitalsFigures(base: string, runs = Number(process.env.BENCH_VITALS_RUNS ?? 3)): Promise<VitalsRow[]> {
  const loads = new Map<string, VitalsLoad[]>(VITALS_PAGES.map((p) => [p.path, []]));
  for (let run = 0; run < runs; run++) {
    for (const p of VITALS_PAGES) {
      const browser = await launch('software');
      try {
        const context = await browser.newContext({
          viewport: PHONE_PROFILE.viewport,
          deviceScaleFactor: PHONE_PROFILE.deviceScaleFactor,
          isMobile: true,
          hasTouch: true,
        });
        // The bench's own sign-up; its session cookies go into the browser context.
        const { cookie } = await registerPlayer(base, 'vit');
        await context.addCookies(browserCookies(base, cookie));
        const page = await context.newPage();
        const tap = p.tap;
        const interact = tap
          ? async (pg: Page) => {
              await pg.getByTestId('bet-amount').fill('1');
              await pg.getByTestId(tap).tap();
              // Event timing entries are queued after the paint that follows the input: two frames and a task later
              // they are in. An interaction under 16 ms writes none (the smallest threshold) and counts as 16.
              await pg.evaluate('new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(r, 50))))');
            }
          : undefined;
        loads.get(p.path)!.push(await measureVitals(page, `${base}${p.path}`, p.ready, interact));
      } finally {
        await browser.close();
      }
    }
  }
  return VITALS_PAGES.map((p) => {
    const list = loads.get(p.path)!;
    const inps = list.map((l) => l.inpMs).filter((v): v is number => v !== null);
    const byLcp = [...list].sort((a, b) => a.lcpMs - b.lcpMs);
    return {
      path: p.path,
      what: p.what,
      runs: list.length,
      lcpMs: median(list.map((l) => l.lcpMs)),
      lcpElement: byLcp[Math.floor(byLcp.length / 2)]!.lcpElement,
      cls: median(list.map((l) => l.cls)),
      inpMs: inps.length ? median(inps) : null,
    };
  });
}

/** The Phone vitals section of docs/benchmarks.md. */
export function renderVitalsSection(rows: readonly VitalsRow[]): string {
  const good = (value: number, goal: number) => (value <= goal ? 'within' : 'over');
  const lines = [
    `A mid-range phone profile through Chrome's DevTools protocol: CPU ${PHONE_PROFILE.cpuThrottle}x slower, 10 Mbit/s down, 5 Mbit/s up,`,
    `${PHONE_PROFILE.latencyMs} ms round trip, ${PHONE_PROFILE.viewport.width}x${PHONE_PROFILE.viewport.height} at ${PHONE_PROFILE.deviceScaleFactor}x, touch; software WebGL, so read the figures as`,
    'relative. Each path is loaded by a new player in a fresh browser, in turn, and the median of each figure is',
    `given. Goals: LCP ≤ ${VITALS_GOALS.lcpMs / 1000} s, INP ≤ ${VITALS_GOALS.inpMs} ms on the bet tap, CLS ≤ ${VITALS_GOALS.cls}.`,
    '',
    '| path | loads | LCP | LCP element | CLS | INP (tap) |',
    '|---|---|---|---|---|---|',
    ...rows.map(
      (r) =>
        `| \`${r.path}\` | ${r.runs} | ${(r.lcpMs / 1000).toFixed(2)} s (${good(r.lcpMs, VITALS_GOALS.lcpMs)}) | \`${r.lcpElement || '?'}\` | ${r.cls.toFixed(3)} (${good(r.cls, VITALS_GOALS.cls)}) | ${r.inpMs === null ? '—' : `${r.inpMs <= 16 ? '≤ 16' : Math.round(r.inpMs)} ms, ${r.what} (${good(r.inpMs, VITALS_GOALS.inpMs)})`} |`,
    ),
  ];
  return `${lines.join('\n')}\n`;
}
