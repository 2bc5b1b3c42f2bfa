import { expect, test } from './test';
import type { BalanceData } from '../../src/core/api';
import { formatCoin } from '../../src/core/format';
import { registerThroughApi, uniqueName } from './helpers';
import { freshBrowser } from './launch';
import { get } from './api';

// A browser of its own: a long-lived one's GPU process was seen slowing later specs until they timed out.
test.use(freshBrowser('auto-bet-load'));

// A player runs 500 instant auto-bets at the per-player bet limit, as a streamer would. Every settled bet pushes a
// balance hint (socket type 3); the page must not turn them into a flood of balance reads that trips the site's own
// per-address rate limit. Hints about a coin with a bet in flight or presenting, and hints at or below the ledger id
// already shown, cost no read at all; the rest are coalesced to at most one read a second.

const BETS = 500;

test(`${BETS} instant auto-bets finish with at most one balance read a second and no 429`, async ({ page }) => {
  // About 30 s of betting at 16-17 bets a second; the rest is headroom for a busy machine.
  test.setTimeout(400_000);
  await page.setViewportSize({ width: 1280, height: 800 });
  await registerThroughApi(page, uniqueName('auto'));
  await page.goto('/');
  await page.goto('/game/dice');
  // The engine starts on software WebGL here: slow on a busy machine.
  await expect(page.locator('[data-testid="game-page"] canvas')).toBeVisible({ timeout: 60_000 });

  const balanceReads: number[] = [];
  const bets: number[] = [];
  const refused: string[] = [];
  page.on('request', (req) => {
    if (req.url().includes('/v1/account/findBalance')) balanceReads.push(Date.now());
    if (/\/api\/games\/\w+\/bet$/.test(new URL(req.url()).pathname)) bets.push(Date.now());
  });
  page.on('response', (res) => {
    if (!/\/(v1|api)\//.test(res.url())) return;
    if (res.status() === 429) refused.push(`${res.url()} HTTP 429`);
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
  await page.getByTestId('auto-count').fill(String(BETS));
  const started = Date.now();
  await page.getByTestId('auto-start').click();
  await expect(page.getByTestId('auto-status')).toHaveText(`Stopped: ${BETS} bets done`, { timeout: 360_000 });
  const seconds = (Date.now() - started) / 1000;
  // The trailing read of the last hint may still be on its way: wait until no read has started for two intervals.
  await expect.poll(() => Date.now() - Math.max(started, ...balanceReads), { timeout: 15_000, intervals: [250] }).toBeGreaterThan(2_000);

  const during = balanceReads.filter((t) => t >= started);
  const summary = `${BETS} bets in ${seconds.toFixed(1)} s, ${bets.length} bet requests, ${during.length} findBalance reads`;
  test.info().annotations.push({ type: 'auto-bet-load', description: summary });
  console.log(summary);

  expect(refused).toEqual([]);
  // Every bet was sent once (a lost answer would be re-sent with its key, which this run must not need).
  expect(bets.length).toBe(BETS);
  // At most one read a second of play, plus the trailing read after the last hint. (Counted, not timed pairwise:
  // request events reach the test process with their own delays on a busy machine; the spacing rule has its unit
  // test in src/app/actions/wallet.test.ts.)
  expect(during.length).toBeLessThanOrEqual(Math.ceil(seconds) + 1);

  // With hints skipped, the header's balance rests on the versioned bet answers: it must end on the server's.
  const res = await get(page, '/v1/account/findBalance');
  const server = ((await res.json()) as { data: BalanceData }).data.list.find((r) => r.coin === 'USDT')!.amount;
  await expect(page.getByTestId('balance-amount')).toHaveText(formatCoin(server, true));
});
