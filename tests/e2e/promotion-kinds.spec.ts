import { writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from './test';
import { Decimal } from '../../src/core/money';
import type { PlayerPromotion } from '../../src/core/promotions';
import { registerThroughApi, shot, uniqueName } from './helpers';
import { freshBrowser } from './launch';
import { api } from './api';
import { admin } from './servers';

test.use(freshBrowser('promotion-kinds'));
test.describe.configure({ mode: 'parallel' });

// Races, cashback and free bets as players meet them: a player joins a running race on its page and watches their bets
// put them on the board; another loses a few bets in a cashback period and claims its cashback on the page once it
// ends; a third takes the free bets and plays one from the dice panel.

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** Creates a promotion with the admin command; its id. */
async function createPromotion(kind: 'race' | 'cashback', startsAt: Date, reward: object): Promise<number> {
  const slug = uniqueName(kind).toLowerCase().replace(/_/g, '-');
  const file = path.join(os.tmpdir(), `${slug}.json`);
  await writeFile(
    file,
    JSON.stringify({
      kind,
      slug,
      titles: { en_US: kind === 'race' ? 'Sprint race' : 'Daily cashback' },
      summaries: { en_US: 'An end-to-end offer.' },
      bodies: { en_US: ['An end-to-end offer.'] },
      image: kind === 'race' ? '/promotions/daily-race.svg' : '/promotions/weekly-cashback.svg',
      startsAt: startsAt.toISOString(),
      reward,
      sort: 1,
    }),
  );
  const out = await admin('promo', 'create', file);
  const id = /^created promotion (\d+) /.exec(out)?.[1];
  expect(id, out).toBeDefined();
  return Number(id);
}

test('a player joins a running race on its page and their bets put them on the live board', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  const id = await createPromotion('race', new Date(Date.now() - HOUR), { periodDays: 1, prizesUsd: ['5', '3'], minWagerUsd: '2' });
  const name = uniqueName('racer');
  await registerThroughApi(page, name);
  await page.goto(`/promotions/details/${id}`);
  const board = page.getByTestId('race-board');
  await expect(board.getByTestId('race-prizes')).toContainText('5 USD');
  await page.getByTestId('promo-join').click();
  await expect(page.getByTestId('promo-joined')).toBeVisible();

  // Three dice bets of 1 USDT: the board reads them within its live interval.
  for (let i = 0; i < 3; i++) {
    await api(page, '/api/games/dice/bet', { coin: 'USDT', amount: '1', balanceType: 'DEPOSIT', target: '50.50', condition: 'over' });
  }
  const me = board.getByTestId('race-leaders').getByRole('row', { name: new RegExp(name) });
  await expect(me).toContainText('3.00', { timeout: 30_000 });
  await expect(me).toContainText('(you)');
  await expect(board.getByTestId('race-mine')).toContainText('1st');
  await shot(page, 'race-board-desktop');
});

test('a player loses in a cashback period and claims the cashback on the page when it ends (phone)', async ({ page }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 390, height: 844 });
  // A daily cashback whose first period ends in 40 s.
  const id = await createPromotion('cashback', new Date(Date.now() - DAY + 40_000), {
    periodDays: 1,
    rate: '0.1',
    maxUsd: '100',
    minLossUsd: '0.01',
    claimDays: 1,
  });
  await registerThroughApi(page, uniqueName('cashback'));
  await api(page, '/v1/activity/activityJoinThe', { id });
  // Three limbo bets at 1,000,000x: each loses (one in a million wins).
  for (let i = 0; i < 3; i++) {
    await api(page, '/api/games/limbo/bet', { coin: 'USDT', amount: '1', balanceType: 'DEPOSIT', target: '1000000' });
  }
  const standing = await api<PlayerPromotion>(page, `/v1/user/selectByActivityAndUser?id=${id}`);
  // The bets landed in the first period, running or just ended on a slow machine.
  expect([standing.cashback!.current?.netLossUsd, standing.cashback!.due[0]?.netLossUsd]).toContain('3.00');

  await page.goto(`/promotions/details/${id}`);
  const panel = page.getByTestId('cashback-panel');
  await expect(panel).toBeVisible();
  // When the period ends the page reads the standing again and offers the cashback.
  const due = panel.getByTestId('cashback-due-row');
  await expect(due).toContainText('0.30 USD', { timeout: 60_000 });
  await shot(page, 'cashback-due-phone');
  await panel.getByTestId('cashback-claim').click();
  await expect(panel.getByTestId('cashback-paid-row')).toContainText('0.3', { timeout: 15_000 });
  await expect(due).toHaveCount(0);
  const after = await api<PlayerPromotion>(page, `/v1/user/selectByActivityAndUser?id=${id}`);
  expect(after.cashback!.paid).toEqual([expect.objectContaining({ coin: 'USDT', amount: '0.3', usd: '0.30' })]);
});

test('a player takes the free bets on their page and plays one from the dice panel; it costs nothing', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await registerThroughApi(page, uniqueName('freebet'));
  // The seeded offer: 10 free bets of 0.1 USDT on dice and limbo.
  await page.goto('/promotions/details/5');
  await page.getByTestId('promo-take-free-bets').click();
  await expect(page.getByTestId('free-bets-left')).toContainText('10');
  await shot(page, 'free-bets-taken-desktop');

  const balance = async () => {
    const data = await api<{ list: { coin: string; amount: string }[] }>(page, '/v1/account/findBalance');
    return new Decimal(data.list.find((b) => b.coin === 'USDT')!.amount);
  };
  const before = await balance();
  await page.goto('/game/dice');
  const strip = page.getByTestId('free-bet-strip');
  await expect(strip.getByTestId('free-bet-text')).toContainText('10 free bets');
  await strip.getByTestId('free-bet-use').click();
  await expect(page.getByTestId('last-result')).toContainText('Free bet');
  await expect(strip.getByTestId('free-bet-text')).toContainText('9 free bets');
  // My bets says the stake was the house's.
  await expect(page.getByTestId('my-bet-row').first().getByTitle('A free bet: the house’s stake')).toHaveText('Free');
  await shot(page, 'free-bet-played-desktop');
  expect((await balance()).gte(before)).toBe(true);

  await page.goto('/promotions/details/5');
  await expect(page.getByTestId('free-bets-summary')).toContainText('Used 1');
});
