import type { Page } from '@playwright/test';
import { expect, test } from './test';
import { Decimal } from '../../src/core/money';
import type { SettledBet } from '../../src/core/bets';
import { withDefinition } from '../../src/core/games';
import { registerThroughApi, shot, uniqueName } from './helpers';
import { freshBrowser } from './launch';
import { get } from './api';

// WebGL-heavy: a browser of its own (see launch.ts).
test.use(freshBrowser('dice-limbo'));

// A new player plays dice by hand and limbo on auto, then verifies the last bet on the fairness page.

/** The header balance as a Decimal (coin view: up to 6 decimals, thousands commas). */
async function headerBalance(page: Page): Promise<Decimal> {
  const text = (await page.getByTestId('balance-amount').textContent()) ?? '';
  return new Decimal(text.replace(/,/g, ''));
}

/** Every bet of the player, through the API with the page's own session cookie. */
async function myBets(page: Page, game: string): Promise<SettledBet[]> {
  const all: SettledBet[] = [];
  for (let p = 1; p < 20; p++) {
    const res = await get(page, `/api/games/bets?game=${game}&page=${p}`);
    const body = (await res.json()) as { code: number; data: SettledBet[] | { list: SettledBet[] } };
    expect(body.code).toBe(200);
    const list = Array.isArray(body.data) ? body.data : body.data.list;
    all.push(...list);
    if (list.length < 20) break;
  }
  return all;
}

/** A bet's result as the pages show it (the definition's resultText). */
const betResultText = (bet: SettledBet) => withDefinition(bet, (b, def) => def.resultText(b.outcome));

/** Net effect of bets on the balance: payouts minus stakes. */
const net = (bets: SettledBet[]) => bets.reduce((s, b) => s.plus(b.payout).minus(b.amount), new Decimal(0));

test('dice by hand, limbo on auto with a stop on profit, then the fairness page verifies the last bet', async ({ page }) => {
  // Every step waits for its condition; the budget is for software WebGL on a busy machine, where a limbo round of the
  // auto run was seen taking 4.5 s (20 of them: 90 s) and the first bet's engine start 14 s.
  test.setTimeout(330_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  await registerThroughApi(page, uniqueName('fair'));
  await page.goto('/');
  await expect(page.getByTestId('balance-amount')).toHaveText(/^1,000(\.0+)?$/);
  const start = await headerBalance(page);

  // Five manual dice bets.
  await page.goto('/game/dice');
  await page.getByTestId('bet-amount').fill('1');
  for (let i = 1; i <= 5; i++) {
    await page.getByTestId('bet-submit').click();
    await expect.poll(async () => (await myBets(page, 'dice')).length).toBe(i);
    await expect(page.getByTestId('bet-submit')).toBeEnabled();
  }
  await expect(page.getByTestId('my-bets').getByTestId('my-bet-row')).toHaveCount(5);
  const dice = await myBets(page, 'dice');
  await expect.poll(() => headerBalance(page).then((b) => b.toString())).toBe(start.plus(net(dice)).toString());

  // Replay a bet from its detail dialog: the engine plays the stored round again; nothing is bet, nothing changes.
  await page.getByTestId('my-bets').getByTestId('my-bet-row').first().click();
  await page.getByTestId('bet-replay-open').click();
  await expect(page.getByTestId('bet-replay')).toHaveAttribute('data-phase', 'done', { timeout: 45_000 });
  await shot(page, 'bet-replay-desktop');
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('bet-detail')).toBeHidden();
  expect(await myBets(page, 'dice')).toHaveLength(5);
  await expect.poll(() => headerBalance(page).then((b) => b.toString())).toBe(start.plus(net(dice)).toString());

  // Auto: 20 limbo bets at 2x, stopping once the net profit reaches 0.5.
  await page.goto('/game/limbo');
  await page.getByTestId('limbo-target').fill('2');
  await page.getByTestId('bet-amount').fill('0.5');
  await page.getByTestId('tab-auto').click();
  await page.getByTestId('auto-count').fill('20');
  await page.getByTestId('auto-stop-profit').fill('0.5');
  await page.getByTestId('auto-start').click();
  await expect(page.getByTestId('auto-status')).toContainText('Stopped', { timeout: 200_000 });
  const limbo = await myBets(page, 'limbo');
  expect(limbo.length).toBeGreaterThan(0);
  expect(limbo.length).toBeLessThanOrEqual(20);
  const limboNet = net(limbo);
  if (limbo.length < 20) expect(limboNet.gte('0.5')).toBe(true);
  await expect.poll(() => headerBalance(page).then((b) => b.toString())).toBe(start.plus(net(dice)).plus(limboNet).toString());

  // Rotate the seed pair, then recompute the last bet from the revealed seed.
  const last = limbo.reduce((a, b) => (b.id > a.id ? b : a));
  await page.goto('/fairness');
  const hashBefore = await page.getByTestId('fairness-server-hash').textContent();
  await page.getByTestId('fairness-rotate').click();
  await expect(page.getByTestId('fairness-revealed')).toContainText(/[0-9a-f]{64}/);
  await expect(page.getByTestId('fairness-server-hash')).not.toHaveText(hashBefore ?? '');
  await page.goto(`/fairness?bet=${last.id}`);
  await expect(page.getByTestId('calc-server-seed')).toHaveValue(/[0-9a-f]{64}/);
  await expect(page.getByTestId('calc-nonce')).toHaveValue(String(last.nonce));
  if (last.game !== 'limbo') throw new Error('the limbo list holds limbo bets');
  await expect(page.getByTestId('calc-target')).toHaveValue(last.params.target);
  await expect(page.getByTestId('calc-result')).toHaveText(betResultText(last));
  await expect(page.getByTestId('calc-bet-note')).toContainText('The recomputed result matches.');
});

for (const vp of [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1440, height: 900 },
] as const) {
  test(`dice and limbo look right at ${vp.width}x${vp.height}`, async ({ page }) => {
    test.setTimeout(150_000);
    await page.setViewportSize({ width: vp.width, height: vp.height });
    await registerThroughApi(page, uniqueName(vp.name.slice(0, 2)));
    await page.goto('/');
    for (const game of ['dice', 'limbo'] as const) {
      await page.goto(`/game/${game}`);
      await page.getByTestId('bet-amount').fill('1');
      await page.getByTestId('bet-submit').click();
      // The round lands when its animation reaches the result. Software WebGL on a busy machine can draw a large canvas
      // at a few frames a second, and the engine clock advances at most 100 ms a frame, so a long limbo count may need
      // far more than its nominal 2.6 s: wait for the landing itself.
      await expect(page.getByTestId('last-result')).not.toBeEmpty({ timeout: 45_000 });
      await expect(page.getByTestId('bet-submit')).toBeEnabled();
      await shot(page, `game-${game}-${vp.name}`);
    }
    await page.goto('/fairness');
    await expect(page.getByTestId('fairness-client-seed')).not.toBeEmpty();
    await shot(page, `fairness-${vp.name}`);
  });
}

test("another player's bet appears live in All bets (socket type 208)", async ({ page, browser }) => {
  await page.goto('/game/dice');
  await page.getByRole('tab', { name: 'All bets' }).click();
  await expect(page.getByTestId('all-bets')).toBeVisible();

  const other = await browser.newContext();
  try {
    const p2 = await other.newPage();
    const name = uniqueName('live');
    await registerThroughApi(p2, name);
    await p2.goto('/');
    const res = await p2.request.post('/api/games/dice/bet', {
      data: {
        coin: 'USDT',
        amount: '0.5',
        balanceType: 'DEPOSIT',
        target: '50.50',
        condition: 'over',
        idempotencyKey: `live${Date.now()}`,
      },
    });
    expect(((await res.json()) as { code: number }).code).toBe(200);
    // The guest's page did not reload or refetch: the row arrives over the socket.
    await expect(page.getByTestId('all-bets')).toContainText(name);
  } finally {
    await other.close();
  }
});
