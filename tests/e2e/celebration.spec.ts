import type { Page } from '@playwright/test';
import { expect, test } from './test';
import { registerThroughApi, shot, uniqueName } from './helpers';
import { api } from './api';
import { freshBrowser } from './launch';

// WebGL-heavy (the limbo stage and the celebration's canvas): a browser of its own (see launch.ts).
test.use(freshBrowser('celebration'));

// A player with low celebration thresholds plays limbo at 2x until a win: the big-win celebration shows once the result
// has landed, never before, and goes away by itself; with reduced motion it is the calm version.

declare global {
  interface Window {
    /** What the page showed as the last result when the celebration appeared ('true', 'false' or 'none'). */
    __celebrationSawResult?: string[];
  }
}

/** Notes, each time the celebration appears, whether the landed result on screen at that moment is a win. */
async function watchCelebration(page: Page): Promise<void> {
  await page.evaluate(() => {
    window.__celebrationSawResult = [];
    let shown = false;
    new MutationObserver(() => {
      const layer = document.querySelector('[data-testid="big-win"]');
      if (layer && !shown) {
        const result = document.querySelector('[data-testid="last-result"]');
        window.__celebrationSawResult!.push(result?.getAttribute('data-win') ?? 'none');
      }
      shown = layer !== null;
    }).observe(document.body, { childList: true, subtree: true });
  });
}

/** Clicks Bet until a round wins (each waits for the panel to take the next bet); returns the bets placed. */
async function betUntilWin(page: Page): Promise<number> {
  for (let n = 1; n <= 30; n++) {
    await expect(page.getByTestId('bet-submit')).toBeEnabled({ timeout: 60_000 });
    const chip = page.getByTestId('last-result');
    const before = await chip.getAttribute('data-bet-id');
    await page.getByTestId('bet-submit').click();
    // The round has landed when the result chip shows another bet.
    await expect.poll(() => chip.getAttribute('data-bet-id'), { timeout: 60_000 }).not.toBe(before);
    if ((await page.getByTestId('last-result').getAttribute('data-win')) === 'true') return n;
  }
  throw new Error('no win in 30 limbo bets at 2x');
}

test('a big win is celebrated after the result lands, then goes away; calm under reduced motion', async ({ page }) => {
  test.setTimeout(300_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  // The suite asks for reduced motion by default: the full version first.
  await page.emulateMedia({ reducedMotion: 'no-preference' });
  await registerThroughApi(page, uniqueName('party'));
  await api(page, '/v1/streamer/settings', { celebrateMultiplier: '2', celebrateUsd: '1', commandCooldown: 10 });
  await page.goto('/game/limbo');
  // The saved thresholds are read once after the session starts: a reload starts it again.
  await page.reload();
  await expect(page.getByTestId('balance-amount')).toHaveText(/^1,000(\.0+)?$/);
  await page.getByTestId('limbo-target').fill('2');
  await page.getByTestId('bet-amount').fill('1');
  await watchCelebration(page);

  await betUntilWin(page);
  const layer = page.getByTestId('big-win');
  await expect(layer).toBeVisible();
  await expect(layer).toHaveAttribute('data-motion', 'full');
  await expect(layer.locator('canvas')).toBeVisible();
  await expect(layer).toHaveAttribute('data-phase', 'shown');
  await shot(page, 'celebration-full');
  await expect(layer).toBeHidden({ timeout: 15_000 });
  // It appeared over a landed win, never over the previous (lost) round.
  expect(await page.evaluate(() => window.__celebrationSawResult)).toEqual(['true']);

  await page.emulateMedia({ reducedMotion: 'reduce' });
  await betUntilWin(page);
  await expect(layer).toBeVisible();
  await expect(layer).toHaveAttribute('data-motion', 'calm');
  await expect(layer).toHaveAttribute('data-phase', 'shown');
  await shot(page, 'celebration-calm');
  await expect(layer).toBeHidden({ timeout: 15_000 });
  expect(await page.evaluate(() => window.__celebrationSawResult)).toEqual(['true', 'true']);
});
