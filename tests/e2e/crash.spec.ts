import type { Browser, Page } from '@playwright/test';
import { expect, test } from './test';
import { registerThroughApi, shot, uniqueName } from './helpers';
import { freshBrowser } from './launch';
import { Decimal } from '../../src/core/money';

// WebGL-heavy: a browser of its own (see launch.ts).
test.use(freshBrowser('crash'));

// The /game/crash page against the real server and its round loop (scripts/e2e-server.mjs: 4 s of betting, 3 s
// after a crash). Crash points are random: every step waits for a condition (a phase, a round id), and a round that
// busts before the player could act is followed by the next one, a bounded number of times. No fixed sleeps.

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

/** Places a bet of `amount` in the next betting phase; false when the server refused it (betting closed meanwhile). */
async function betInBetting(page: Page, amount: string): Promise<boolean> {
  await inPhase(page, 'betting');
  await page.getByTestId('bet-amount').fill(amount);
  await expect(main(page)).toHaveAttribute('data-action', /bet|placed/);
  if ((await main(page).getAttribute('data-action')) === 'bet') await main(page).click();
  await expect(main(page)).toHaveAttribute('data-action', /placed|cashout|bet|queue|cancel/);
  // The betting phase closed as the bet went out: it is queued for the next round (the button cancels it). Take it
  // back, so the next attempt starts from a clean panel.
  if ((await main(page).getAttribute('data-action')) === 'cancel') {
    await main(page).click();
    await expect(main(page)).not.toHaveAttribute('data-action', 'cancel');
    return false;
  }
  await expect(main(page)).not.toHaveAttribute('data-action', 'sending');
  return (await page.getByTestId('crash-my-bet').count()) > 0;
}

test('crash: two players on one round; A cashes out with the button, B sees it on the list and the stage', async ({ browser }) => {
  test.setTimeout(600_000);
  const a = await player(browser, { width: 1440, height: 900 }, 'crashA');
  const b = await player(browser, { width: 390, height: 844 }, 'crashB');
  let cashedAt: string | null = null;
  for (let attempt = 0; attempt < ATTEMPTS && !cashedAt; attempt++) {
    if (!(await betInBetting(a.page, '1'))) continue;
    const round = await roundId(a.page);
    await inPhase(a.page, /running|crashed/);
    // The button shows the live payout while the bet is in; a round that busts first is followed by the next one.
    if ((await main(a.page).getAttribute('data-action')) === 'cashout') {
      // The round may bust a moment later (the payout then leaves with the button): it counts as a lost bet below.
      const payout = a.page.getByTestId('crash-live-payout');
      await expect.poll(async () => (await payout.isVisible()) || /lost|gone/.test((await myBet(a.page, round)).state)).toBe(true);
      if (await payout.isVisible()) {
        await expect(payout).toHaveText(/^\d[\d.,]* USDT$/);
        await main(a.page).click();
      }
    }
    let seen = { state: 'none', text: '' };
    await expect.poll(async () => (seen = await myBet(a.page, round)).state, { timeout: ROUND_WAIT }).toMatch(/cashed|lost|gone/);
    // B must still be on the same round to show A's cash-out live; on a busy machine the round may have moved on (then
    // this attempt is over, and the next one tries again).
    if (seen.state === 'cashed' && (await roundId(b.page)) === round) {
      cashedAt = seen.text.replace(/^.*at /, '').replace('×', '');
      // B, on the same round: A's row is green with the multiplier, and the stage got a cash-out label.
      const row = b.page.getByTestId('crash-player').filter({ hasText: a.name });
      await expect(row).toHaveAttribute('data-state', 'cashed');
      await expect(row).toContainText(`${cashedAt}×`);
      await expect(page$(b.page)).not.toHaveAttribute('data-cashouts', '0');
      // Both sizes at once: the pictures show the same moment of the round.
      if ((await phase(a.page)) === 'running')
        await Promise.all([shot(a.page, 'crash-running-desktop'), shot(b.page, 'crash-running-phone')]);
      // The phone's players list, under the panel.
      await b.page.getByTestId('crash-players').scrollIntoViewIfNeeded();
      await shot(b.page, 'crash-players-phone');
      await b.page.evaluate(() => window.scrollTo(0, 0));
      await Promise.all([inPhase(a.page, 'crashed'), inPhase(b.page, 'crashed')]);
      await Promise.all([shot(a.page, 'crash-bust-desktop'), shot(b.page, 'crash-bust-phone')]);
      // The round joins the bet tables: A's own list, and everyone's on B's page.
      await expect(a.page.getByTestId('my-bets').getByTestId('my-bet-row').first()).toContainText(`Out at ${cashedAt}×`);
      // (A's bets of earlier attempts, lost to a round that busted first, are rows of their own.)
      await expect(
        b.page
          .getByTestId('all-bets')
          .getByTestId('all-bet-row')
          .filter({ hasText: a.name })
          .filter({ hasText: `Out at ${cashedAt}×` }),
      ).toHaveCount(1);
      await a.page.getByTestId('my-bets').scrollIntoViewIfNeeded();
      await shot(a.page, 'crash-tables-desktop');
    } else await inPhase(a.page, /crashed|betting/);
  }
  expect(cashedAt).not.toBeNull();
  expect(cashedAt).toMatch(/^\d+\.\d\d$/);
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
    await inPhase(a.page, 'running');
    if ((await main(a.page).getAttribute('data-action')) !== 'queue') continue;
    const round = await roundId(a.page);
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
  for (let attempt = 0; attempt < ATTEMPTS && !restored; attempt++) {
    if (!(await betInBetting(a.page, '1'))) continue;
    const round = await roundId(a.page);
    await inPhase(a.page, /running|crashed/);
    if ((await phase(a.page)) !== 'running') continue;
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
