import type { Browser, Locator, Page } from '@playwright/test';
import { expect, test } from './test';
import { minesLayout } from '../../game-engine/mines/layout';
import { hoverMinesTile, registerThroughApi, shot, tapMinesTile, uniqueName, VIEWPORTS } from './helpers';
import { freshBrowser } from './launch';

// WebGL-heavy: a browser of its own (see launch.ts).
test.use(freshBrowser('game-layout'));

// Every overlay of the instant game pages has its own space on the stage, on a phone (touch) and a desktop: the result
// chip never sits on the game's art (the history pills, the dice track, the limbo multiplier), and mines' readout
// never sits on the top row of tiles. Each state is photographed for a person to look at.

type Box = { x: number; y: number; width: number; height: number };

/** The area two boxes share (0 when they only touch). */
function overlap(a: Box, b: Box): number {
  const w = Math.min(a.x + a.width, b.x + b.width) - Math.max(a.x, b.x);
  const h = Math.min(a.y + a.height, b.y + b.height) - Math.max(a.y, b.y);
  return w > 0 && h > 0 ? w * h : 0;
}

async function boxOf(locator: Locator): Promise<Box> {
  const box = await locator.boundingBox();
  expect(box, 'the element is on screen').not.toBeNull();
  return box!;
}

/** The overlay is inside the stage (not clipped) and shares no pixel with the canvas the game is drawn on. */
async function expectOwnSpace(page: Page, overlay: Locator): Promise<void> {
  await expect(overlay).toBeVisible();
  const o = await boxOf(overlay);
  const canvas = await boxOf(page.getByTestId('engine-canvas'));
  const stage = await boxOf(page.locator('.ig-stage'));
  expect(o.width).toBeGreaterThan(0);
  expect(overlap(o, canvas), 'the overlay covers none of the game art').toBe(0);
  expect(o.x).toBeGreaterThanOrEqual(stage.x - 0.5);
  expect(o.y).toBeGreaterThanOrEqual(stage.y - 0.5);
  expect(o.x + o.width).toBeLessThanOrEqual(stage.x + stage.width + 0.5);
  expect(o.y + o.height).toBeLessThanOrEqual(stage.y + stage.height + 0.5);
}

/** A player with the demo credit, on the game page at the viewport's size (the phone is a touch device). */
async function openGame(browser: Browser, viewport: (typeof VIEWPORTS)[number], game: string): Promise<Page> {
  const phone = viewport.name === 'phone';
  const context = await browser.newContext({
    viewport: { width: viewport.width, height: viewport.height },
    hasTouch: phone,
    isMobile: phone,
  });
  const page = await context.newPage();
  await page.goto('/');
  await registerThroughApi(page, uniqueName(game.slice(0, 4)));
  await page.goto(`/game/${game}`);
  await expect(page.locator('.engine-host[data-engine="ready"]')).toBeVisible({ timeout: 90_000 });
  await page.getByTestId('bet-amount').fill('1');
  // Hotkeys are offered where there is a keyboard only: the touch phone has no switch and no key list.
  await expect(page.getByTestId('volume')).toBeAttached();
  await expect(page.getByTestId('hotkeys-toggle')).toHaveCount(phone ? 0 : 1);
  await expect(page.getByTestId('hotkeys-help')).toHaveCount(phone ? 0 : 1);
  return page;
}

for (const game of ['dice', 'limbo'] as const) {
  test.describe(game, () => {
    for (const viewport of VIEWPORTS) {
      test(`${game} at ${viewport.width}: the result chip has its own space`, async ({ browser }) => {
        test.setTimeout(300_000);
        const page = await openGame(browser, viewport, game);
        const submit = page.getByTestId('bet-submit');
        const chip = page.getByTestId('last-result');
        // The fastest animation: a loaded machine draws few frames, and the engine's clock advances 100 ms a frame at most.
        await page.getByTestId('speed-select').selectOption('3');
        // Three rounds, so the history pills the chip used to cover are there.
        for (let i = 0; i < 3; i++) {
          await expect(submit).toBeEnabled({ timeout: 60_000 });
          await (viewport.name === 'phone' ? submit.tap() : submit.click());
          await expect(page.getByTestId('my-bet-row')).toHaveCount(i + 1, { timeout: 60_000 });
        }
        await expect(chip).toHaveAttribute('data-win', /true|false/);
        await expect(submit).toBeEnabled({ timeout: 60_000 });
        await expectOwnSpace(page, chip);
        await page.getByTestId('game-page').scrollIntoViewIfNeeded();
        await page.locator('.ig-stage').scrollIntoViewIfNeeded();
        await shot(page, `layout-${game}-${viewport.name}`);
        await page.context().close();
      });
    }
  });
}

test.describe('mines', () => {
  for (const viewport of VIEWPORTS) {
    test(`mines at ${viewport.width}: the readout and the result chip have their own space`, async ({ browser }) => {
      test.setTimeout(300_000);
      const touch = viewport.name === 'phone';
      const page = await openGame(browser, viewport, 'mines');
      const gamePage = page.getByTestId('game-page');
      await page.getByTestId('mines-count').selectOption('1');
      await page.getByTestId('bet-submit').click();
      const readout = page.getByTestId('mines-readout');
      await expect(readout).toBeVisible();
      await expectOwnSpace(page, readout);
      // The top row of tiles, where the engine's own layout puts it, is below the readout.
      const canvas = await boxOf(page.getByTestId('engine-canvas'));
      const l = minesLayout(canvas.width, canvas.height);
      const topRow = { x: canvas.x + l.left, y: canvas.y + l.top, width: l.board, height: l.tile };
      expect(overlap(await boxOf(readout), topRow)).toBe(0);

      // One tile (a gem 24 times in 25), photographed in play, then cashed out; a mine ends the round by itself. A mouse
      // first waits over the tile for the pointer cursor: the engine takes the tap (a click the engine got before the
      // game in play reached it was lost once).
      if (!touch) {
        await hoverMinesTile(page, 12);
        await expect(page.getByTestId('engine-canvas').locator('canvas')).toHaveCSS('cursor', 'pointer');
      }
      await tapMinesTile(page, 12, touch);
      await expect
        .poll(
          async () => (await gamePage.getAttribute('data-mines-phase')) === 'idle' || (await page.getByTestId('mines-cashout').isEnabled()),
          {
            timeout: 60_000,
          },
        )
        .toBe(true);
      await page.locator('.ig-stage').scrollIntoViewIfNeeded();
      if ((await gamePage.getAttribute('data-mines-phase')) !== 'idle') {
        await expect(page.getByTestId('mines-multiplier')).toHaveText('1.03×');
        await expectOwnSpace(page, readout);
        await shot(page, `layout-mines-play-${viewport.name}`);
        await page.getByTestId('mines-cashout').click();
      }
      await expect(gamePage).toHaveAttribute('data-mines-phase', 'idle', { timeout: 60_000 });
      const chip = page.getByTestId('last-result');
      await expect(chip).toHaveAttribute('data-win', /true|false/);
      await expectOwnSpace(page, chip);
      expect(overlap(await boxOf(chip), topRow)).toBe(0);
      await shot(page, `layout-mines-result-${viewport.name}`);
      await page.context().close();
    });
  }
});
