import { expect, test } from '@playwright/test';
import { registerThroughDialog, uniqueName } from './helpers';

// A player runs 300 instant auto-bets, as a streamer would. Every settled bet pushes a balance hint (socket type 3);
// the page must not turn them into a flood of balance reads that trips the site's own per-address rate limit.

test('300 instant auto-bets finish with at most one balance read a second and no 429', async ({ page }) => {
  test.setTimeout(300_000);
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/');
  await registerThroughDialog(page, uniqueName('auto'));
  await page.goto('/game/dice');
  await expect(page.locator('[data-testid="game-page"] canvas')).toBeVisible();

  const balanceReads: number[] = [];
  const refused: string[] = [];
  page.on('request', (req) => {
    if (req.url().includes('/v1/account/findBalance')) balanceReads.push(Date.now());
  });
  page.on('response', (res) => {
    if (!/\/(v1|api)\//.test(res.url())) return;
    void res
      .json()
      .then((body: { code?: number; msg?: string }) => {
        if (body.code === 429) refused.push(`${res.url()} ${body.msg}`);
      })
      .catch(() => undefined);
  });

  await page.getByTestId('bet-amount').fill('0.01');
  await page.getByTestId('instant-toggle').click();
  await page.getByTestId('tab-auto').click();
  await page.getByTestId('auto-count').fill('300');
  const started = Date.now();
  await page.getByTestId('auto-start').click();
  await expect(page.getByTestId('auto-status')).toHaveText('Stopped: 300 bets done', { timeout: 240_000 });
  const seconds = (Date.now() - started) / 1000;

  expect(refused).toEqual([]);
  // One read a second at most, plus the trailing read after the last hint. (Counted, not timed pairwise: request
  // events reach the test process with their own delays on a busy machine; the spacing rule has its unit test.)
  const during = balanceReads.filter((t) => t >= started);
  expect(during.length).toBeLessThanOrEqual(Math.ceil(seconds) + 1);
  // Without coalescing each of the 300 settled bets would have caused a read.
  expect(during.length).toBeLessThan(150);
});
