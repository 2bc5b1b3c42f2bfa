import type { Page } from '@playwright/test';
import { expect, test } from './test';
import { SHOTS_DIR } from './helpers';
import { freshBrowser } from './launch';

// WebGL-heavy: a browser of its own (see launch.ts).
// The motion is what this file tests: full motion, not the suite's reduced default.
// The scene's own pixels are counted, at the resolution a phone or desktop draws them.
test.use({ ...freshBrowser('engine'), reducedMotion: 'no-preference', deviceScaleFactor: 1 });
// Its tests share nothing (each opens its own fixture page): the workers split them.
test.describe.configure({ mode: 'parallel' });

// The Pixi engines on the dev-only fixture page (game-engine/fixtures, served by the second webServer of
// playwright.config.ts): recorded rounds played in real Chromium (WebGL on SwiftShader), pixels sampled, screenshots
// saved for a person to look at.
const fixtureURL = `http://127.0.0.1:${process.env.ENGINE_FIXTURE_PORT ?? 5199}/`;

const VIEWPORTS = {
  phone: { width: 390, height: 420 },
  desktop: { width: 1440, height: 640 },
} as const;

interface PixelStats {
  green: number;
  red: number;
  bright: number;
  total: number;
}

/** Decodes a screenshot in the page and counts vivid green, vivid red and near-white pixels. */
async function pixelStats(page: Page): Promise<PixelStats> {
  const png = await page.screenshot();
  return page.evaluate(async (b64) => {
    const blob = await (await fetch(`data:image/png;base64,${b64}`)).blob();
    const bitmap = await createImageBitmap(blob);
    const canvas = document.createElement('canvas');
    canvas.width = bitmap.width;
    canvas.height = bitmap.height;
    const ctx = canvas.getContext('2d') as CanvasRenderingContext2D;
    ctx.drawImage(bitmap, 0, 0);
    const { data } = ctx.getImageData(0, 0, bitmap.width, bitmap.height);
    const stats = { green: 0, red: 0, bright: 0, total: bitmap.width * bitmap.height };
    for (let i = 0; i < data.length; i += 4) {
      const r = data[i]!;
      const g = data[i + 1]!;
      const b = data[i + 2]!;
      // The theme green (#1fe584) and its shaded side (#12c76f): green well above red, blue at most mid.
      if (g > 180 && r < 90 && b < 160) stats.green++;
      if (r > 200 && g < 110 && b < 140) stats.red++;
      if (r > 220 && g > 220 && b > 220) stats.bright++;
    }
    return stats;
  }, png.toString('base64'));
}

async function openFixture(page: Page, game: 'dice' | 'limbo'): Promise<void> {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await page.goto(`${fixtureURL}?game=${game}&nobar&mute`);
  await page.waitForFunction(() => document.body.dataset.ready === 'true', null, { timeout: 30_000 });
  await expect(page.locator('[data-engine-canvas]')).toHaveCount(1);
  expect(errors).toEqual([]);
}

for (const [name, viewport] of Object.entries(VIEWPORTS)) {
  test.describe(`engines on a ${name}`, () => {
    test.use({ viewport });

    test(`dice plays recorded rolls in order, with zones, marker and history (${name})`, async ({ page }) => {
      // Eight animated rounds on software WebGL: about 15 s, and up to a minute on a loaded machine (a clean-clone run
      // timed out at the default 60 s).
      test.setTimeout(180_000);
      await openFixture(page, 'dice');
      const blank = await pixelStats(page);
      // Before any roll the track already shows both zones.
      expect(blank.green).toBeGreaterThan(200);
      expect(blank.red).toBeGreaterThan(200);

      const events = await page.evaluate(async () => {
        const f = window.fixture!;
        for (let i = 0; i < 8; i++) await f.playFixture(i);
        return f.events;
      });
      expect(events).toHaveLength(16);
      expect(events.slice(0, 4)).toEqual([
        { type: 'roll', value: '83.21' },
        { type: 'win', multiplier: '1.9800' },
        { type: 'roll', value: '12.07' },
        { type: 'lose' },
      ]);
      const stats = await pixelStats(page);
      // The history pills add green and red; the die and the labels add white.
      expect(stats.green).toBeGreaterThan(blank.green);
      expect(stats.red).toBeGreaterThan(blank.red);
      expect(stats.bright).toBeGreaterThan(300);
      await page.screenshot({ path: `${SHOTS_DIR}/engine-dice-${name}.png` });
    });

    test(`limbo counts up to recorded results and colours them (${name})`, async ({ page }) => {
      await openFixture(page, 'limbo');
      const events = await page.evaluate(async () => {
        const f = window.fixture!;
        for (let i = 0; i < 4; i++) await f.playFixture(i);
        return f.events;
      });
      expect(events).toEqual([
        { type: 'reveal', value: '1.37' },
        { type: 'lose' },
        { type: 'reveal', value: '3.42' },
        { type: 'win', multiplier: '2.00' },
        { type: 'reveal', value: '1.00' },
        { type: 'lose' },
        { type: 'reveal', value: '24.91' },
        { type: 'win', multiplier: '2.00' },
      ]);
      const stats = await pixelStats(page);
      // A won round leaves a big green multiplier.
      expect(stats.green).toBeGreaterThan(name === 'phone' ? 1500 : 5000);
      await page.screenshot({ path: `${SHOTS_DIR}/engine-limbo-${name}.png` });
    });
  });
}

test('instant mode resolves play() at once and a speed of 2 halves the time', async ({ page }) => {
  await page.setViewportSize(VIEWPORTS.desktop);
  await openFixture(page, 'limbo');
  const timings = await page.evaluate(async () => {
    const f = window.fixture!;
    const round = { result: '50.00', target: '2.00', win: true };
    const time = async () => {
      const t0 = performance.now();
      await f.play(round);
      return performance.now() - t0;
    };
    // Each speed twice, in turn, and the shorter of each pair compared: a stall of the busy machine (the clock caps
    // one frame's step at 100 ms, so a stalled frame stretches the wall time) falls on one run, not on both.
    const normal: number[] = [];
    const fast: number[] = [];
    for (let i = 0; i < 2; i++) {
      f.engine.setSpeed(1);
      normal.push(await time());
      f.engine.setSpeed(2);
      fast.push(await time());
    }
    f.engine.setSpeed(1, true);
    const instant = await time();
    return { normal: Math.min(...normal), fast: Math.min(...fast), instant };
  });
  expect(timings.instant).toBeLessThan(50);
  expect(timings.fast).toBeLessThan(timings.normal * 0.75);
  expect(timings.normal).toBeGreaterThan(1000);
});

test('events are reported with the key of their round', async ({ page }) => {
  await page.setViewportSize(VIEWPORTS.phone);
  await openFixture(page, 'dice');
  const landed = await page.evaluate(async () => {
    const f = window.fixture!;
    f.engine.setSpeed(4);
    await Promise.all([
      f.play({ roll: '83.21', target: '50.50', condition: 'over', win: true, multiplier: '1.9800' }, 'bet-a'),
      f.play({ roll: '12.07', target: '50.50', condition: 'over', win: false, multiplier: '0' }, 'bet-b'),
    ]);
    return f.landed;
  });
  expect(landed).toEqual([
    { event: { type: 'roll', value: '83.21' }, key: 'bet-a' },
    { event: { type: 'win', multiplier: '1.9800' }, key: 'bet-a' },
    { event: { type: 'roll', value: '12.07' }, key: 'bet-b' },
    { event: { type: 'lose' }, key: 'bet-b' },
  ]);
});

test('dice mirrors the target live and survives repeated mount and unmount', async ({ page }) => {
  // Six engines built one after another on software WebGL: several seconds each when the machine is busy.
  test.slow();
  await page.setViewportSize(VIEWPORTS.desktop);
  await openFixture(page, 'dice');
  const before = await pixelStats(page);
  // Under 90: the green zone grows from half the track to nine tenths.
  await page.evaluate(() => window.fixture!.engine.preview({ target: '90.00', condition: 'under' }));
  // The zone is redrawn on a coming frame: read the screen until it shows (a busy machine paints late).
  await expect
    .poll(async () => {
      const after = await pixelStats(page);
      return { grew: after.green > before.green * 1.5, shrank: after.red < before.red * 0.5 };
    })
    .toEqual({ grew: true, shrank: true });

  for (let i = 0; i < 6; i++) await page.evaluate(() => window.fixture!.remount());
  await expect(page.locator('[data-engine-canvas]')).toHaveCount(1);
  await page.evaluate(() => window.fixture!.playFixture(0));
  await expect.poll(async () => (await pixelStats(page)).green).toBeGreaterThan(200);
});

test('the canvas follows its container size', async ({ page }) => {
  await page.setViewportSize(VIEWPORTS.desktop);
  await openFixture(page, 'dice');
  await page.setViewportSize(VIEWPORTS.phone);
  await expect.poll(() => page.locator('[data-engine-canvas]').evaluate((c) => Math.round(c.getBoundingClientRect().width))).toBe(390);
});

test('a hidden tab freezes the presentation; showing the tab resumes it', async ({ page }) => {
  await page.setViewportSize(VIEWPORTS.phone);
  await openFixture(page, 'limbo');
  const setHidden = (hidden: boolean) =>
    page.evaluate((h) => {
      Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => (h ? 'hidden' : 'visible') });
      document.dispatchEvent(new Event('visibilitychange'));
    }, hidden);
  await setHidden(true);
  await page.evaluate(() => {
    const w = window as unknown as { done?: boolean };
    w.done = false;
    void window.fixture!.play({ result: '3.00', target: '2.00', win: true }).then(() => (w.done = true));
  });
  await page.waitForTimeout(2500);
  expect(await page.evaluate(() => (window as unknown as { done: boolean }).done)).toBe(false);
  await setHidden(false);
  await page.waitForFunction(() => (window as unknown as { done: boolean }).done, null, { timeout: 10_000 });
});

test('twenty mounts and unmounts leave one canvas and no WebGL context warnings', async ({ page }) => {
  // Twenty WebGL contexts made and lost in turn (past Chromium's cap of 16 live ones): each costs a context and Pixi's
  // shaders compiled on software GL, seen taking 9 s apiece in a slow stretch of a clean-clone run (180 s in all).
  test.setTimeout(480_000);
  await page.setViewportSize(VIEWPORTS.phone);
  const warnings: string[] = [];
  page.on('console', (m) => {
    if (/context|webgl/i.test(m.text())) warnings.push(m.text());
  });
  await openFixture(page, 'dice');
  for (let i = 0; i < 20; i++) await page.evaluate(() => window.fixture!.remount());
  await expect(page.locator('canvas')).toHaveCount(1);
  await page.evaluate(() => window.fixture!.playFixture(1));
  expect(warnings).toEqual([]);
});

test('the engine starts without waiting for web fonts and switches to them when they arrive', async ({ page }) => {
  await page.setViewportSize(VIEWPORTS.desktop);
  await page.goto(`${fixtureURL}?game=limbo&nobar&mute&nofontwait`);
  await page.waitForFunction(() => document.body.dataset.ready === 'true', null, { timeout: 30_000 });
  await page.evaluate(() => document.fonts.ready);
  await page.evaluate(() => window.fixture!.playFixture(1));
  const stats = await pixelStats(page);
  expect(stats.green).toBeGreaterThan(5000);
  await page.screenshot({ path: `${SHOTS_DIR}/engine-limbo-late-fonts.png` });
});
