import type { Page } from '@playwright/test';
import { expect, test } from './test';
import { Decimal } from '../../src/core/money';
import type { SettledBet } from '../../src/core/bets';
import { minesLayout } from '../../game-engine/mines/layout';
import { hoverMinesTile, registerThroughApi, shot, tapMinesTile, uniqueName } from './helpers';
import { freshBrowser } from './launch';
import { get } from './api';

// WebGL-heavy: a browser of its own (see launch.ts).
test.use(freshBrowser('mines'));

// A new player plays mines: a round cashed out, a round ended by a mine, then a few auto rounds; the header balance
// matches the bets' sum, and the page is photographed on a phone and a desktop.

/**
 * What the header's balance shows, against an exact balance: the header may show fewer decimals (a phone header cuts
 * them), so the expected value is cut down to the decimals shown.
 */
async function headerMatches(page: Page, expected: Decimal): Promise<string> {
  const text = ((await page.getByTestId('balance-amount').textContent()) ?? '').replace(/,/g, '');
  const decimals = text.includes('.') ? text.split('.')[1]!.length : 0;
  return new Decimal(text).eq(expected.toDecimalPlaces(decimals, Decimal.ROUND_DOWN)) ? 'matches' : `${text} vs ${expected.toString()}`;
}

async function myBets(page: Page): Promise<SettledBet[]> {
  const res = await get(page, '/api/games/bets?game=mines&page=1');
  const body = (await res.json()) as { code: number; data: SettledBet[] | { list: SettledBet[] } };
  expect(body.code).toBe(200);
  return Array.isArray(body.data) ? body.data : body.data.list;
}

const net = (bets: SettledBet[]) => bets.reduce((s, b) => s.plus(b.payout).minus(b.amount), new Decimal(0));

/** True once a tap's answer is shown: the game goes on with a gem, or it ended. */
async function settledAfterTap(page: Page): Promise<boolean> {
  const phase = await page.getByTestId('game-page').getAttribute('data-mines-phase');
  if (phase === 'idle') return true;
  return phase === 'playing' && (await page.getByTestId('mines-multiplier').textContent()) !== '1.00×';
}

/** Waits until no round is in play or presenting. */
const idle = (page: Page) => expect(page.getByTestId('game-page')).toHaveAttribute('data-mines-phase', 'idle', { timeout: 30_000 });

test('mines: a cash-out, a mine, auto rounds; the balance matches the bets', async ({ page }) => {
  test.setTimeout(240_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  await registerThroughApi(page, uniqueName('mines'));
  await page.goto('/');
  await expect(page.getByTestId('balance-amount')).toHaveText(/^1,000(\.0+)?$/);
  const start = new Decimal(1000);

  await page.goto('/game/mines');
  await expect(page.locator('.engine-host[data-engine="ready"]')).toBeVisible({ timeout: 30_000 });
  await page.getByTestId('bet-amount').fill('1');

  // A cash-out: one mine, one tile (a gem 24 times in 25; a mine ends the round and we try again).
  await page.getByTestId('mines-count').selectOption('1');
  for (let attempt = 0; attempt < 6; attempt++) {
    await page.getByTestId('bet-submit').click();
    await expect(page.getByTestId('mines-readout')).toBeVisible();
    // The mouse over a covered tile of the game in play: the pointer cursor (the stage's own pointer handling).
    await hoverMinesTile(page, 12);
    await expect(page.getByTestId('engine-canvas').locator('canvas')).toHaveCSS('cursor', 'pointer');
    await tapMinesTile(page, 12);
    const cashout = page.getByTestId('mines-cashout');
    // A gem: the game goes on with 1.03x; a mine: the round ends.
    await expect.poll(() => settledAfterTap(page), { timeout: 30_000 }).toBe(true);
    // Cash out is there only while the game goes on (isEnabled on a missing element would wait for it to appear).
    if ((await cashout.count()) > 0 && (await cashout.isEnabled())) {
      await expect(page.getByTestId('mines-multiplier')).toHaveText('1.03×');
      await shot(page, 'mines-in-play-desktop');
      await cashout.click();
      await idle(page);
      if ((await page.getByTestId('last-result').getAttribute('data-win')) === 'true') break;
    }
    await idle(page);
  }
  await expect(page.getByTestId('last-result')).toHaveAttribute('data-win', 'true');
  await expect(page.getByTestId('last-result')).toContainText('Profit +');

  // A mine: 24 mines, so the first tile is a mine 24 times in 25 (the one gem ends the round as a win).
  await page.getByTestId('mines-count').selectOption('24');
  for (let attempt = 0; attempt < 6; attempt++) {
    await page.getByTestId('bet-submit').click();
    await expect(page.getByTestId('mines-readout')).toBeVisible();
    await tapMinesTile(page, attempt);
    await idle(page);
    if ((await page.getByTestId('last-result').getAttribute('data-win')) === 'false') break;
  }
  await expect(page.getByTestId('last-result')).toHaveAttribute('data-win', 'false');
  await shot(page, 'mines-bust-desktop');

  // Auto: pick three tiles on the grid, run 4 rounds.
  await page.getByTestId('mines-count').selectOption('3');
  await page.getByTestId('tab-auto').click();
  await expect(page.getByTestId('mines-hint')).toBeVisible();
  // Under reduced motion nothing transitions, the canvas's size included (a 0.01 ms one lagged a frame behind).
  await expect(page.getByTestId('engine-canvas').locator('canvas')).toHaveCSS('transition-duration', '0s');
  // The default pick is the centre tile; add 6 and 18 (each tap waits for the panel to count it).
  const picked = page.getByTestId('mines-picked');
  await expect(picked).toHaveText(/1 tile picked/);
  for (const [tile, count] of [
    [6, 2],
    [18, 3],
  ] as const) {
    await tapMinesTile(page, tile);
    await expect(picked).toHaveText(new RegExp(`${count} tiles picked`));
  }
  await shot(page, 'mines-auto-picks-desktop');
  await page.getByTestId('auto-count').fill('4');
  await page.getByTestId('auto-start').click();
  await expect(page.getByTestId('auto-status')).toContainText('Stopped', { timeout: 120_000 });

  const bets = await myBets(page);
  expect(bets.length).toBeGreaterThanOrEqual(6);
  expect(bets.filter((b) => b.game === 'mines' && (b.params as { tiles: number[] }).tiles.length === 3)).toHaveLength(4);
  await expect.poll(() => headerMatches(page, start.plus(net(bets))), { timeout: 15_000 }).toBe('matches');

  // The bet detail's replay plays a mines round.
  await page.getByTestId('my-bets').getByTestId('my-bet-row').first().click();
  await page.getByTestId('bet-replay-open').click();
  await expect(page.getByTestId('bet-replay')).toHaveAttribute('data-phase', 'done', { timeout: 45_000 });
  await shot(page, 'mines-replay-desktop');
  await page.keyboard.press('Escape');

  // Phone: a game in play on a 390 px screen.
  await page.getByTestId('tab-manual').click();
  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByTestId('mines-count').selectOption('3');
  await page.getByTestId('bet-submit').click();
  await expect(page.getByTestId('mines-readout')).toBeVisible();
  const box = (await page.getByTestId('engine-canvas').boundingBox())!;
  expect(minesLayout(box.width, box.height).tile).toBeGreaterThanOrEqual(56);
  await page.getByTestId('engine-canvas').scrollIntoViewIfNeeded();
  await shot(page, 'mines-in-play-phone');
  await tapMinesTile(page, 0);
  // A gem (the game goes on: cash out) or a mine (the round is over, Cash out is gone): wait for the answer, not a time.
  await expect.poll(() => settledAfterTap(page), { timeout: 30_000 }).toBe(true);
  const cashout = page.getByTestId('mines-cashout');
  if ((await cashout.count()) > 0 && (await cashout.isEnabled())) await cashout.click();
  await idle(page);
  await page.getByTestId('engine-canvas').scrollIntoViewIfNeeded();
  await shot(page, 'mines-end-phone');
  const all = await myBets(page);
  await expect.poll(() => headerMatches(page, start.plus(net(all))), { timeout: 15_000 }).toBe('matches');
});
