import { expect, test } from './test';
import { shot } from './helpers';
import { freshBrowser } from './launch';
import { betOnCrashRound, crashHundredthsOfRound } from './crashRounds';
import { inPhase, main, myBet, page$, phase, player, roundId } from './crashPage';

// WebGL-heavy: a browser of its own (see launch.ts). This spec photographs the stage as drawn through a round; the
// flows of a single player (crash-flows.spec.ts) run in a browser that does not draw.
test.use(freshBrowser('crash'));

// The /game/crash page against the real server and its round loop (scripts/e2e-server.mjs: 6 s of betting, 3 s
// after a crash). The e2e chain is known ahead (crashRounds.ts): a test that needs time to act bets on a round that
// runs long enough. Every step waits for a condition (a phase, a round id); no fixed sleeps.

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
