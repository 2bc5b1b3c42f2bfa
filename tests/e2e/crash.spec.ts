import type { Browser, Page } from '@playwright/test';
import { expect, test } from './test';
import { registerThroughApi, shot, uniqueName } from './helpers';
import { freshBrowser } from './launch';
import { Decimal } from '../../src/core/money';
import { betOnCrashRound, crashHundredthsOfRound, crashRoundIn } from './crashRounds';

// WebGL-heavy: a browser of its own (see launch.ts).
test.use(freshBrowser('crash'));

// The /game/crash page against the real server and its round loop (scripts/e2e-server.mjs: 6 s of betting, 3 s
// after a crash). The e2e chain is known ahead (crashRounds.ts): a test that needs time to act bets on a round that
// runs long enough. Every step waits for a condition (a phase, a round id); no fixed sleeps.

const ROUND_WAIT = 150_000; // a round can run a long time (a 50x round runs 65 s)
const ATTEMPTS = 6;

const page$ = (page: Page) => page.getByTestId('game-page');
const phase = (page: Page) => page$(page).getAttribute('data-crash-phase');
const roundId = async (page: Page) => Number(await page$(page).getAttribute('data-round'));
const main = (page: Page) => page.getByTestId('crash-main');

/** Waits for the page to show `want` as the round's phase. */
const inPhase = (page: Page, want: string | RegExp, timeout = ROUND_WAIT) =>
  expect(page$(page)).toHaveAttribute('data-crash-phase', want, { timeout });

/** A new player with the demo funds, on the crash page with its engine running. */
async function player(browser: Browser, viewport: { width: number; height: number }, prefix: string) {
  const context = await browser.newContext({ viewport });
  const name = uniqueName(prefix);
  await registerThroughApi(context, name);
  const page = await context.newPage();
  const stateCalls: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/api/games/crash/state')) stateCalls.push(r.url());
  });
  await page.goto('/game/crash');
  await expect(page.getByTestId('balance-amount')).toHaveText(/^1,000(\.0+)?$/);
  await expect(page.locator('.engine-host[data-engine="ready"]')).toBeVisible({ timeout: 30_000 });
  await inPhase(page, /betting|running|crashed/, 30_000);
  return { context, page, name, stateCalls };
}

/**
 * The player's pill on round `round`: its state and text; 'none' before it shows, 'gone' once the page follows a newer
 * round (the pill belongs to its round, and a round that busts at once can come and go between two looks on a busy
 * machine).
 */
async function myBet(page: Page, round: number): Promise<{ state: string; text: string }> {
  return page.evaluate((r) => {
    const game = document.querySelector('[data-testid="game-page"]');
    if (Number(game?.getAttribute('data-round')) !== r) return { state: 'gone', text: '' };
    const pill = document.querySelector('[data-testid="crash-my-bet"]');
    return { state: pill?.getAttribute('data-state') ?? 'none', text: pill?.textContent ?? '' };
  }, round);
}

test('crash: two players on one round; A cashes out with the button, B sees it on the list and the stage', async ({ browser }) => {
  test.setTimeout(600_000);
  const a = await player(browser, { width: 1440, height: 900 }, 'crashA');
  const b = await player(browser, { width: 390, height: 844 }, 'crashB');
  // A round that runs 18 to 38 s (3.00x to 10.00x): time enough for the button on a busy machine, and a bust soon after.
  await a.page.getByTestId('bet-amount').fill('1');
  const { round } = await betOnCrashRound(a.page, { min: 300, max: 1000 });
  const bust = crashHundredthsOfRound(round);
  await inPhase(a.page, 'running');
  // The button shows the live payout while the bet is in.
  await expect(main(a.page)).toHaveAttribute('data-action', 'cashout');
  await expect(a.page.getByTestId('crash-live-payout')).toHaveText(/^\d[\d.,]* USDT$/);
  await main(a.page).click();
  await expect.poll(async () => (await myBet(a.page, round)).state).toBe('cashed');
  const cashedAt = (await myBet(a.page, round)).text.replace(/^.*at /, '').replace('×', '');
  expect(cashedAt).toMatch(/^\d+\.\d\d$/);
  expect(Math.round(Number(cashedAt) * 100)).toBeLessThan(bust);
  // B, on the same round: A's row is green with the multiplier, and the stage got a cash-out label.
  await expect.poll(() => roundId(b.page)).toBe(round);
  const row = b.page.getByTestId('crash-player').filter({ hasText: a.name });
  await expect(row).toHaveAttribute('data-state', 'cashed');
  await expect(row).toContainText(`${cashedAt}×`);
  await expect(page$(b.page)).not.toHaveAttribute('data-cashouts', '0');
  // Both sizes at once: the pictures show the same moment of the round.
  if ((await phase(a.page)) === 'running') await Promise.all([shot(a.page, 'crash-running-desktop'), shot(b.page, 'crash-running-phone')]);
  // The phone's players list, under the panel.
  await b.page.getByTestId('crash-players').scrollIntoViewIfNeeded();
  await shot(b.page, 'crash-players-phone');
  await b.page.evaluate(() => window.scrollTo(0, 0));
  await Promise.all([inPhase(a.page, 'crashed'), inPhase(b.page, 'crashed')]);
  await Promise.all([shot(a.page, 'crash-bust-desktop'), shot(b.page, 'crash-bust-phone')]);
  // The round joins the bet tables: A's own list, and everyone's on B's page.
  await expect(a.page.getByTestId('my-bets').getByTestId('my-bet-row').first()).toContainText(`Out at ${cashedAt}×`);
  await expect(
    b.page
      .getByTestId('all-bets')
      .getByTestId('all-bet-row')
      .filter({ hasText: a.name })
      .filter({ hasText: `Out at ${cashedAt}×` }),
  ).toHaveCount(1);
  await a.page.getByTestId('my-bets').scrollIntoViewIfNeeded();
  await shot(a.page, 'crash-tables-desktop');
  // No polling: the state was read on mount and when the socket opened, never again over these rounds.
  expect(a.stateCalls.length).toBeLessThanOrEqual(2);
  expect(b.stateCalls.length).toBeLessThanOrEqual(2);
  await a.context.close();
  await b.context.close();
});

test('crash: a bet queued during a run is placed when the next round opens for bets', async ({ browser }) => {
  test.setTimeout(300_000);
  const a = await player(browser, { width: 1440, height: 900 }, 'crashQ');
  await a.page.getByTestId('bet-amount').fill('2');
  await a.page.getByTestId('crash-auto-cashout').fill('1.5');
  const balance = async () => new Decimal(((await a.page.getByTestId('balance-amount').textContent()) ?? '0').replace(/,/g, ''));
  let queuedIn = 0;
  let before = new Decimal(0);
  for (let attempt = 0; attempt < ATTEMPTS && !queuedIn; attempt++) {
    // A run of at least 18 s (3.00x), so the click lands while it runs.
    const round = await crashRoundIn(a.page, 'running', { min: 300 });
    await expect(main(a.page)).toHaveAttribute('data-action', 'queue');
    before = await balance();
    await main(a.page).click();
    await expect(main(a.page)).toHaveAttribute('data-action', /cancel|placed|cashout|cashed/);
    // The round may bust as the click goes out: the bet then goes straight into the next round. Let it settle and
    // queue on a later run.
    if ((await main(a.page).getAttribute('data-action')) !== 'cancel') continue;
    queuedIn = round;
    await expect(main(a.page)).toContainText('Queued for the next round');
    await expect(a.page.getByTestId('bet-amount')).toBeDisabled();
  }
  expect(queuedIn).toBeGreaterThan(0);
  await expect(main(a.page)).toHaveAttribute('data-action', /placed|cashout|cashed/, { timeout: ROUND_WAIT });
  expect(await roundId(a.page)).toBe(queuedIn + 1);
  await expect(a.page.getByTestId('crash-player').filter({ hasText: a.name })).toContainText('2');
  // The stake left the balance when the queued bet was placed; a cash-out at 1.5x then pays 3 back.
  await expect
    .poll(async () => {
      const now = await balance();
      return now.eq(before.minus(2)) || now.eq(before.plus(1));
    })
    .toBe(true);
  await a.context.close();
});

test('crash: a reload mid-round restores my bet, and it can still be cashed out', async ({ browser }) => {
  test.setTimeout(420_000);
  const a = await player(browser, { width: 390, height: 844 }, 'crashR');
  let restored = false;
  await a.page.getByTestId('bet-amount').fill('1');
  for (let attempt = 0; attempt < 3 && !restored; attempt++) {
    // A round that runs 27 s or more (5.00x and up): time for the reload and the button on a busy machine. No upper
    // bound: the test ends at its cash-out, however long the round then runs.
    const { round } = await betOnCrashRound(a.page, { min: 500 });
    await inPhase(a.page, 'running');
    await a.page.reload();
    await expect(a.page.locator('.engine-host[data-engine="ready"]')).toBeVisible({ timeout: 30_000 });
    await expect(page$(a.page)).toHaveAttribute('data-round', /^\d+$/, { timeout: 30_000 });
    // On a slow machine the round can end while the page reloads: that attempt shows the next round, try again.
    if ((await roundId(a.page)) !== round) continue;
    await expect(a.page.getByTestId('crash-my-bet')).toBeVisible();
    if ((await main(a.page).getAttribute('data-action')) !== 'cashout') continue;
    await main(a.page).click();
    await expect(a.page.getByTestId('crash-my-bet')).toHaveAttribute('data-state', /cashed|lost/, { timeout: ROUND_WAIT });
    restored = (await a.page.getByTestId('crash-my-bet').getAttribute('data-state')) === 'cashed';
  }
  expect(restored).toBe(true);
  await a.context.close();
});
