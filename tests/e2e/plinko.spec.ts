import type { Page } from '@playwright/test';
import { expect, test } from './test';
import { Decimal } from '../../src/core/money';
import type { SettledBet } from '../../src/core/bets';
import { withDefinition } from '../../src/core/games';
import { registerThroughApi, shot, uniqueName } from './helpers';
import { freshBrowser } from './launch';
import { get } from './api';

// WebGL-heavy: a browser of its own (see launch.ts).
test.use(freshBrowser('plinko'));

// A new player drops plinko balls by hand and on auto, the balance follows the bets, and the fairness page reproduces
// the last one from the revealed seed.

async function headerBalance(page: Page): Promise<Decimal> {
  const text = (await page.getByTestId('balance-amount').textContent()) ?? '';
  return new Decimal(text.replace(/,/g, ''));
}

/** Every plinko bet of the player, through the API with the page's own session cookie. */
async function plinkoBets(page: Page): Promise<SettledBet[]> {
  const all: SettledBet[] = [];
  for (let p = 1; p < 20; p++) {
    const res = await get(page, `/api/games/bets?game=plinko&page=${p}`);
    const body = (await res.json()) as { code: number; data: SettledBet[] };
    expect(body.code).toBe(200);
    all.push(...body.data);
    if (body.data.length < 20) break;
  }
  return all;
}

const net = (bets: SettledBet[]) => bets.reduce((s, b) => s.plus(b.payout).minus(b.amount), new Decimal(0));
const resultText = (bet: SettledBet) => withDefinition(bet, (b, def) => def.resultText(b.outcome, b.params));

test('plinko: balls by hand and 20 on auto, balance = bets, the fairness page reproduces the last drop', async ({ page }) => {
  test.setTimeout(240_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  await registerThroughApi(page, uniqueName('pl'));
  await page.goto('/');
  await expect(page.getByTestId('balance-amount')).toHaveText(/^1,000(\.0+)?$/);
  const start = await headerBalance(page);

  await page.goto('/game/plinko');
  await expect(page.locator('[data-engine="ready"]')).toBeVisible({ timeout: 30_000 });
  await page.getByTestId('plinko-rows').selectOption('12');
  await page.getByTestId('plinko-risk').selectOption('high');
  await page.getByTestId('bet-amount').fill('1');
  // Three balls by hand, sent while earlier ones may still be falling.
  for (let i = 0; i < 3; i++) {
    await expect(page.getByTestId('bet-submit')).toBeEnabled();
    await page.getByTestId('bet-submit').click();
  }
  await expect.poll(async () => (await plinkoBets(page)).length, { timeout: 30_000 }).toBe(3);
  await shot(page, 'game-plinko-desktop');

  // Twenty on auto.
  await page.getByTestId('bet-amount').fill('0.5');
  await page.getByTestId('tab-auto').click();
  await page.getByTestId('auto-count').fill('20');
  await page.getByTestId('auto-start').click();
  await expect.poll(async () => (await plinkoBets(page)).length, { timeout: 150_000 }).toBe(23);
  await expect(page.getByTestId('auto-start')).toBeEnabled({ timeout: 60_000 });
  const bets = await plinkoBets(page);
  for (const b of bets) expect(b.params).toEqual(expect.objectContaining({ rows: 12, risk: 'high' }));
  await expect.poll(() => headerBalance(page).then((b) => b.toString()), { timeout: 60_000 }).toBe(start.plus(net(bets)).toString());

  // Rotate the pair, then recompute the last drop from the revealed seed.
  const last = bets.reduce((a, b) => (b.id > a.id ? b : a));
  await page.goto('/fairness');
  await page.getByTestId('fairness-rotate').click();
  await expect(page.getByTestId('fairness-revealed')).toContainText(/[0-9a-f]{64}/);
  await page.goto(`/fairness?bet=${last.id}`);
  await expect(page.getByTestId('calc-server-seed')).toHaveValue(/[0-9a-f]{64}/);
  await expect(page.getByTestId('calc-nonce')).toHaveValue(String(last.nonce));
  await expect(page.getByTestId('calc-result')).toHaveText(resultText(last));
  await expect(page.getByTestId('calc-bet-note')).toContainText('The recomputed result matches.');
});

test('plinko looks right on a 390x844 phone with balls in flight', async ({ page }) => {
  test.setTimeout(150_000);
  await page.setViewportSize({ width: 390, height: 844 });
  await registerThroughApi(page, uniqueName('pp'));
  await page.goto('/');
  await page.goto('/game/plinko');
  await expect(page.locator('[data-engine="ready"]')).toBeVisible({ timeout: 30_000 });
  await page.getByTestId('bet-amount').fill('1');
  for (let i = 0; i < 4; i++) {
    await expect(page.getByTestId('bet-submit')).toBeEnabled();
    await page.getByTestId('bet-submit').click();
  }
  await expect.poll(async () => (await plinkoBets(page)).length, { timeout: 30_000 }).toBe(4);
  // The stage sits above the panel on a phone: look at it.
  await page.getByTestId('engine-canvas').scrollIntoViewIfNeeded();
  await shot(page, 'game-plinko-phone');
  await expect(page.getByTestId('last-result')).not.toBeEmpty({ timeout: 45_000 });
  await shot(page, 'game-plinko-phone-landed');
});
