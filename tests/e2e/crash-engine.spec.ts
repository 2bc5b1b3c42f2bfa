import type { Page } from '@playwright/test';
import { expect, test } from './test';
import { msAtHundredths, multiplierHundredthsAt } from '../../src/core/games/crash/curve';
import { THEME } from '../../game-engine/core/theme';
import { SHOTS_DIR } from './helpers';
import { freshBrowser } from './launch';

// WebGL-heavy: a browser of its own (see launch.ts).
// The motion is what this file tests: full motion, not the suite's reduced default.
test.use({ ...freshBrowser('crash-engine'), reducedMotion: 'no-preference' });
// Its tests share nothing (each opens its own fixture page): the workers split them.
// A replay or a round runs in real time, drawn in software GL: a busy machine stretches it well past a minute.
test.describe.configure({ mode: 'parallel', timeout: 150_000 });

// The crash engine on the dev-only fixture page (game-engine/fixtures, `?game=crash`), fed by the page's simulated
// server: a live round drawn from the server clock (ticks every 100 ms, extrapolated between them), the axes' glide,
// the lag state, the bust, replays. The spec reads what the scene shows through `window.fixture.crash.snapshot()`.
const fixtureURL = `http://127.0.0.1:${process.env.ENGINE_FIXTURE_PORT ?? 5199}/`;

const VIEWPORTS = {
  phone: { width: 390, height: 844 },
  desktop: { width: 1440, height: 900 },
} as const;

/** What the spec reads of the stage (a subset of the scene's snapshot). */
interface Snapshot {
  mode: string;
  round: string | number | null;
  replay: boolean;
  elapsedMs: number;
  localMs: number;
  hundredths: number;
  lagging: boolean;
  readout: { value: string; countdown: string; caption: string; sub: string; tint: number; betting: boolean };
  axes: { timeMs: number; top: number; targetTimeMs: number; targetTop: number };
  axisLabels: string[];
  cashouts: string[];
  history: string[];
  autoLine: boolean;
  bust: { playing: boolean; shakeX: number; shakeY: number; flash: number; core: boolean };
}

const RED = THEME.red;

async function openCrash(page: Page): Promise<string[]> {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  page.on('console', (m) => {
    if (m.type() === 'error' && !m.text().includes('404')) errors.push(m.text());
  });
  await page.goto(`${fixtureURL}?game=crash&nobar&mute`);
  await page.waitForFunction(() => document.body.dataset.ready === 'true', null, { timeout: 30_000 });
  await expect(page.locator('[data-engine-canvas]')).toHaveCount(1);
  // The spec drives the rounds itself.
  await page.evaluate(() => window.fixture!.crash!.pause());
  return errors;
}

const snapshot = (page: Page) => page.evaluate(() => window.fixture!.crash!.snapshot() as unknown as Snapshot);

/** Waits until the stage has drawn a frame of `predicate`. */
async function until(page: Page, predicate: (s: Snapshot) => boolean, timeout = 30_000): Promise<Snapshot> {
  let last: Snapshot | null = null;
  await expect
    .poll(
      async () => {
        last = await snapshot(page);
        return predicate(last);
      },
      { timeout },
    )
    .toBe(true);
  return last!;
}

test('crash: the readout follows the server clock, extrapolated between ticks', async ({ page }) => {
  await page.setViewportSize(VIEWPORTS.desktop);
  const errors = await openCrash(page);
  await page.evaluate(() => window.fixture!.crash!.run(4000));
  await until(page, (s) => s.mode === 'running' && s.elapsedMs >= 4000);
  let lastElapsed = 0;
  for (let i = 0; i < 12; i++) {
    // Read in a frame callback queued after the engine's own: no tick (a task) can land between the engine's draw and
    // the read, so the feed read is the one that frame drew with, however late a busy machine runs the frames.
    const sample = await page.evaluate(
      () =>
        new Promise<{ snap: Snapshot; feed: { anchorElapsedMs: number; anchorLocalMs: number }; now: number }>((resolve) =>
          requestAnimationFrame(() => {
            const c = window.fixture!.crash!;
            resolve({ snap: c.snapshot() as unknown as Snapshot, feed: c.feed()!, now: c.now() });
          }),
        ),
    );
    const { snap, feed, now } = sample;
    // The frame drew the feed's anchor extrapolated to that frame's host time. A tick the busy page delivered a little
    // late is a correction the time base blends in over LIVE_SMOOTH_MS instead of jumping, so the drawn time may sit
    // that lateness off the straight line for a moment: a clean-clone run saw 0.5 ms; more than 2 ms is a wrong clock.
    const atFrame = feed.anchorElapsedMs + (snap.localMs - feed.anchorLocalMs);
    expect(Math.abs(snap.elapsedMs - atFrame)).toBeLessThanOrEqual(2);
    expect(snap.hundredths).toBe(multiplierHundredthsAt(snap.elapsedMs));
    expect(snap.readout.value).toBe(`${(snap.hundredths / 100).toFixed(2)}x`);
    // Never ahead of the clock now (the next frame has not run yet; how far behind depends on the machine's load).
    const atNow = multiplierHundredthsAt(feed.anchorElapsedMs + (now - feed.anchorLocalMs));
    expect(atNow - snap.hundredths).toBeGreaterThanOrEqual(0);
    // And each sample shows a later frame than the one before: the readout keeps moving with the clock.
    expect(snap.elapsedMs).toBeGreaterThan(lastElapsed);
    lastElapsed = snap.elapsedMs;
    await page.waitForFunction((t) => window.fixture!.crash!.now() > t + 120, now);
  }
  expect(errors).toEqual([]);
});

test('crash: the axes glide to a larger range as the curve grows, never jump', async ({ page }) => {
  await page.setViewportSize(VIEWPORTS.desktop);
  await openCrash(page);
  // A round joined 7 s in starts on the first ranges (10 s, 2x); at 8 s the time axis grows, at 1.8x the multiplier.
  // The sampler starts in the same task as the round, so no frame of the glides is missed however slow the machine.
  const frames = await page.evaluate(
    () =>
      new Promise<{ mode: string; timeMs: number; top: number }[]>((resolve) => {
        const out: { mode: string; timeMs: number; top: number }[] = [];
        const crash = window.fixture!.crash!;
        crash.run(7000);
        const start = performance.now();
        const sample = () => {
          const s = crash.snapshot() as unknown as { mode: string; axes: { timeMs: number; top: number } };
          out.push({ mode: s.mode, timeMs: s.axes.timeMs, top: s.axes.top });
          if (performance.now() - start < 4500) requestAnimationFrame(sample);
          else resolve(out);
        };
        requestAnimationFrame(sample);
      }),
  );
  const running = frames.filter((f) => f.mode === 'running');
  expect(running[0]).toMatchObject({ timeMs: 10_000, top: 2 });
  // Bust the round where it is: once the glides are over, the ranges rest on nice steps at least as large as the
  // curve asked for.
  await page.evaluate(() => window.fixture!.crash!.crash());
  const settled = await until(
    page,
    (s) => s.mode === 'crashed' && Math.abs(s.axes.timeMs - s.axes.targetTimeMs) < 1 && Math.abs(s.axes.top - s.axes.targetTop) < 0.001,
  );
  expect(settled.axes.targetTimeMs).toBeGreaterThanOrEqual(15_000);
  expect(settled.axes.targetTop).toBeGreaterThanOrEqual(2.5);
  for (const [key, from, to] of [
    ['timeMs', 10_000, 15_000],
    ['top', 2, 2.5],
  ] as const) {
    // How many frames a glide gets depends on the machine's frame rate (a busy one draws a few a second); what does not
    // is that a glide passes through values between the two ranges and no frame covers it whole (a jump would). Its
    // smoothness per frame time is pinned by the unit test in game-engine/crash/presentation.test.ts.
    const values = running.map((f) => f[key]);
    const between = new Set(values.filter((v) => v > from && v < to));
    expect(between.size, `${key} glides through intermediate values`).toBeGreaterThanOrEqual(1);
    for (let i = 1; i < values.length; i++) {
      expect(values[i]!).toBeGreaterThanOrEqual(values[i - 1]!);
      expect(values[i]! - values[i - 1]!, `${key} moves in steps`).toBeLessThan(to - from);
    }
  }
  expect(settled.axisLabels).toContain('2.5x');
  expect(settled.axisLabels.some((l) => /^(1[2-9]|2\d)s$/.test(l))).toBe(true);
});

/** Busts a running round and samples the bust on every animation frame until it has played: the largest shake, flash and core. */
async function sampleBust(page: Page): Promise<{ shake: number; flash: number; core: boolean; frames: number }> {
  await page.evaluate(() => window.fixture!.crash!.run(3000));
  await until(page, (s) => s.mode === 'running' && s.elapsedMs >= 3000);
  return page.evaluate(
    () =>
      new Promise((resolve) => {
        const seen = { shake: 0, flash: 0, core: false, frames: 0 };
        window.fixture!.crash!.crash();
        const start = performance.now();
        const sample = () => {
          const b = (window.fixture!.crash!.snapshot() as unknown as Snapshot).bust;
          seen.frames++;
          seen.shake = Math.max(seen.shake, Math.abs(b.shakeX), Math.abs(b.shakeY));
          seen.flash = Math.max(seen.flash, b.flash);
          seen.core ||= b.core;
          if ((b.playing || performance.now() - start < 300) && performance.now() - start < 10_000) requestAnimationFrame(sample);
          else resolve(seen);
        };
        requestAnimationFrame(sample);
      }),
  );
}

test('crash: the bust shakes and flashes, and plays calm (no shake, no flash) when the player asks for reduced motion', async ({
  page,
}) => {
  await page.setViewportSize(VIEWPORTS.desktop);
  const errors = await openCrash(page);
  const full = await sampleBust(page);
  expect(full.frames).toBeGreaterThan(1);
  expect(full.shake).toBeGreaterThan(0);
  expect(full.flash).toBeGreaterThan(0);
  expect(full.core).toBe(true);
  // The setting is read when a bust starts: the next one plays calm, the tip still goes and the round still ends.
  await page.emulateMedia({ reducedMotion: 'reduce' });
  const calm = await sampleBust(page);
  expect(calm.frames).toBeGreaterThan(1);
  expect(calm).toMatchObject({ shake: 0, flash: 0, core: false });
  const after = await snapshot(page);
  expect(after.mode).toBe('crashed');
  expect(errors).toEqual([]);
});

test('crash: the lag badge shows once the ticks stop, the curve keeps extrapolating, and clears when they resume', async ({ page }) => {
  await page.setViewportSize(VIEWPORTS.phone);
  await openCrash(page);
  // The round started here (a frame of an earlier round may still be on screen when run() returns).
  const round = await page.evaluate(() => {
    const c = window.fixture!.crash!;
    c.run(3000);
    return c.feed()!.roundId;
  });
  const running = await until(page, (s) => s.round === round && s.mode === 'running' && !s.lagging);
  await page.evaluate(() => window.fixture!.crash!.ticks(false));
  const lagging = await until(page, (s) => s.round === round && s.lagging);
  const stale = await page.evaluate(() => {
    const c = window.fixture!.crash!;
    return c.now() - c.feed()!.anchorLocalMs;
  });
  expect(stale).toBeGreaterThan(300);
  expect(lagging.elapsedMs).toBeGreaterThan(running.elapsedMs);
  await page.screenshot({ path: `${SHOTS_DIR}/engine-crash-phone-lagging.png` });
  const later = await until(page, (s) => s.elapsedMs > lagging.elapsedMs + 500);
  expect(later.lagging).toBe(true);
  expect(later.hundredths).toBeGreaterThan(lagging.hundredths);
  await page.evaluate(() => window.fixture!.crash!.ticks(true));
  await until(page, (s) => !s.lagging);
});

for (const [name, viewport] of Object.entries(VIEWPORTS)) {
  test(`crash: a round runs with cash-outs and the auto line, then busts at its crash point (${name})`, async ({ page }) => {
    await page.setViewportSize(viewport);
    const errors = await openCrash(page);
    // The betting countdown first.
    await page.evaluate(() => window.fixture!.crash!.betting(3000));
    const betting = await until(page, (s) => s.mode === 'betting' && s.readout.betting);
    expect(betting.readout.countdown).toMatch(/^Next round in [0-3]\.\ds$/);
    expect(betting.autoLine).toBe(true);
    await page.screenshot({ path: `${SHOTS_DIR}/engine-crash-${name}-betting.png` });
    // A round with the viewer's bet (auto at 2.00x), 14 s in, crashing at 3.33x.
    await page.evaluate(() => window.fixture!.crash!.run(14_000, '3.33', true));
    const running = await until(page, (s) => s.mode === 'running' && s.cashouts.length >= 4 && s.hundredths >= 240);
    expect(running.readout.sub).toBe('You cashed out @ 2.00x');
    expect(running.cashouts).toContain('You 2.00x');
    expect(running.autoLine).toBe(true);
    await page.screenshot({ path: `${SHOTS_DIR}/engine-crash-${name}-running.png` });
    const crashed = await until(page, (s) => s.mode === 'crashed', 15_000);
    expect(crashed.hundredths).toBe(333);
    expect(crashed.elapsedMs).toBe(msAtHundredths(333));
    expect(crashed.readout).toMatchObject({ value: '3.33x', caption: 'CRASHED', tint: RED });
    expect(crashed.history[0]).toBe('3.33x');
    // A picture of the bust once its flash has faded (the sparks are still flying).
    await page.waitForFunction((t) => window.fixture!.crash!.now() > t + 300, crashed.localMs);
    await page.screenshot({ path: `${SHOTS_DIR}/engine-crash-${name}-crashed.png` });
    expect(errors).toEqual([]);
  });
}

test('crash: a tap on the running stage asks to cash out; taps while betting do nothing', async ({ page }) => {
  await page.setViewportSize(VIEWPORTS.phone);
  await openCrash(page);
  await page.evaluate(() => window.fixture!.crash!.betting(5000));
  await until(page, (s) => s.mode === 'betting');
  await page.locator('[data-engine-canvas]').click({ position: { x: 200, y: 400 } });
  expect(await page.evaluate(() => window.fixture!.inputs)).toEqual([]);
  await page.evaluate(() => window.fixture!.crash!.run(2000, null, true));
  // The hint names the input at hand (a tap on touch screens, a click, and Space with hotkeys on, with a mouse).
  await until(page, (s) => s.mode === 'running' && /^(Tap|Click|Click or press Space) to cash out$/.test(s.readout.sub));
  await page.locator('[data-engine-canvas]').click({ position: { x: 200, y: 400 } });
  await expect.poll(() => page.evaluate(() => window.fixture!.inputs)).toEqual([{ type: 'cashout' }]);
  // The fixture's "server" cashed the bet out at the value of the moment.
  const cashed = await until(page, (s) => s.readout.sub.startsWith('You cashed out @ '));
  expect(cashed.cashouts.some((c) => c.startsWith('You '))).toBe(true);
});

test('crash: a replay reaches the cash-out, crashes, then lands, in that order', async ({ page }) => {
  await page.setViewportSize(VIEWPORTS.desktop);
  await openCrash(page);
  const playing = page.evaluate(() => window.fixture!.playFixture(0));
  const mid = await until(page, (s) => s.replay && s.mode === 'running' && s.hundredths > 120);
  expect(mid.readout.caption).toBe('REPLAY');
  await playing;
  const landed = await page.evaluate(() => window.fixture!.landed.map((l) => l.event));
  expect(landed).toEqual([
    { type: 'cashout', at: '1.80' },
    { type: 'crash', crashPoint: '2.47' },
    { type: 'win', multiplier: '1.80' },
  ]);
  // (How much a long replay is compressed is a unit test of replayScale: wall time is no measure on a busy machine.)
  const end = await until(page, (s) => s.mode === 'crashed');
  expect(end.readout.value).toBe('2.47x');
  // Instant mode lands a replay at once.
  const instant = await page.evaluate(async () => {
    const f = window.fixture!;
    f.engine.setSpeed(1, true);
    const t = performance.now();
    await f.playFixture(2);
    return { ms: performance.now() - t, events: f.landed.slice(3).map((l) => l.event.type) };
  });
  // Far below the seconds a replay takes (a bound loose enough for a busy machine).
  expect(instant.ms).toBeLessThan(1500);
  expect(instant.events).toEqual(['cashout', 'crash', 'win']);
});
