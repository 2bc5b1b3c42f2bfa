import { expect, test } from './test';
import { freshBrowser } from './launch';
import { Decimal } from '../../src/core/money';
import { betOnCrashRound, crashRoundIn } from './crashRounds';
import { ATTEMPTS, inPhase, main, page$, player, ROUND_WAIT, roundId } from './crashPage';

// A browser of its own that does not draw (launch.ts): these flows check the page's state (its phase, round, button
// and pill), never the stage's pixels; crash.spec.ts photographs the stage as drawn.
test.use(freshBrowser('crash-flows', { drawing: false }));

// The /game/crash page against the real server and its round loop (scripts/e2e-server.mjs: 6 s of betting, 3 s
// after a crash). The e2e chain is known ahead (crashRounds.ts): a test that needs time to act bets on a round that
// runs long enough. Every step waits for a condition (a phase, a round id); no fixed sleeps.

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
