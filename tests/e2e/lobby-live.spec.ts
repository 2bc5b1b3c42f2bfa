import type { Browser, Page } from '@playwright/test';
import { expect, test } from './test';
import { registerThroughApi, shot, uniqueName } from './helpers';
import { freshBrowser } from './launch';

// A browser of its own: a long-lived one's GPU process was seen slowing later specs until they timed out.
test.use(freshBrowser('lobby-live'));
// Its tests share nothing (each makes its own players): the workers split them.
test.describe.configure({ mode: 'parallel' });

// A first visitor's lobby is alive: the crash round runs in it (countdown, a climbing multiplier, the crash points),
// fed by the socket the crash page uses, with no polling; nothing shows a bare 0; and a win's payout column is fully
// on screen at 1440 and at 390 px, without a "+" (a "+" marks net profit only).

const SIZES = [
  { name: 'desktop', width: 1440, height: 900 },
  { name: 'phone', width: 390, height: 844 },
] as const;

/** Waits until the lobby's card shows one round's multiplier at two different values, the later one higher. */
async function seeMultiplierClimb(page: Page): Promise<{ from: number; to: number }> {
  const handle = await page.waitForFunction(
    () => {
      const w = window as unknown as { climb?: { round: string; first: number } };
      const card = document.querySelector<HTMLElement>('[data-testid="crash-live"]');
      const readout = document.querySelector<HTMLElement>('[data-testid="crash-live-readout"]');
      if (!card || !readout || readout.dataset.kind !== 'running') return false;
      const round = card.querySelector('.crash-live__round')?.textContent ?? '';
      const now = Number(readout.dataset.hundredths);
      const figure = document.querySelector('[data-testid="crash-live-figure"]')?.textContent ?? '';
      // The figure on screen is the value the data attribute states.
      if (figure !== `${(now / 100).toFixed(2)}×`) return false;
      if (!w.climb || w.climb.round !== round) {
        w.climb = { round, first: now };
        return false;
      }
      return now > w.climb.first ? { from: w.climb.first, to: now } : false;
    },
    undefined,
    { polling: 100, timeout: 150_000 },
  );
  return (await handle.jsonValue()) as { from: number; to: number };
}

/** The round number the card shows. */
const roundOf = async (page: Page) => Number((await page.locator('.crash-live__round').textContent())?.replace(/\D/g, '') || 0);

/** Where the first big win's payout cell sits against its table's scroll box and the window. */
function payoutPlacement(page: Page) {
  return page.evaluate(() => {
    const table = document.querySelector('[data-testid="big-wins"]')!;
    const scroll = table.closest('.bet-table__scroll')!;
    const cell = table.querySelector('tbody td.bet-table__payout')!;
    const head = [...table.querySelectorAll('th')].find((th) => th.textContent === 'Payout')!;
    const c = cell.getBoundingClientRect();
    const s = scroll.getBoundingClientRect();
    const h = head.getBoundingClientRect();
    return {
      scrolls: scroll.scrollWidth > scroll.clientWidth + 1,
      inBox: c.left >= s.left - 1 && c.right <= s.right + 1 && h.right <= s.right + 1,
      inWindow: c.right <= window.innerWidth && c.width > 0,
      text: cell.textContent ?? '',
    };
  });
}

async function visitor(browser: Browser, size: (typeof SIZES)[number]) {
  const context = await browser.newContext({ viewport: { width: size.width, height: size.height } });
  const page = await context.newPage();
  const calls: string[] = [];
  page.on('request', (r) => {
    const path = new URL(r.url()).pathname;
    if (/^\/(api|v1)\//.test(path)) calls.push(path);
  });
  await page.goto('/');
  await expect(page.getByTestId('crash-live')).toBeVisible({ timeout: 30_000 });
  return { page, calls };
}

for (const size of SIZES) {
  test(`a first visitor sees the crash round move in the lobby and no bare zero (${size.name})`, async ({ browser }) => {
    // A round runs until its crash point: one in six passes 6x (30 s), one in a hundred 100x (77 s). The waits for a
    // phase allow for such rounds; a usual run takes under a minute.
    test.setTimeout(480_000);
    const { page, calls } = await visitor(browser, size);
    const card = page.getByTestId('crash-live');
    await expect(card).toHaveAttribute('href', '/game/crash');

    // The countdown while bets are taken, then the multiplier climbing during the run.
    await expect(page.getByTestId('crash-live-figure')).toHaveText(/^\d+\.\ds$/, { timeout: 150_000 });
    const climb = await seeMultiplierClimb(page);
    expect(climb.to).toBeGreaterThan(climb.from);
    // The rounds that busted are chips (the crash page's colour bands).
    await expect(page.getByTestId('crash-live-history').locator('li').first()).toHaveText(/^\d+\.\d\d×$/, { timeout: 150_000 });

    // Nothing on the lobby is a bare zero: figures with nothing yet invite instead.
    await expect(page.getByTestId('site-stats')).toBeVisible({ timeout: 30_000 });
    for (const text of await page.getByTestId('site-stats').locator('strong').allTextContents()) {
      expect(text, 'a site figure').not.toMatch(/^[+$]*0(\.0+)?$/);
    }
    await expect(page.getByTestId('site-stats')).toContainText('Biggest profit today');

    // Centred, clear of the phone's bottom bar.
    await card.evaluate((el) => el.scrollIntoView({ block: 'center' }));
    await shot(page, `lobby-live-crash-${size.name}`);

    // The card follows the round on socket frames alone: into the next round the lobby makes no request (the win
    // tables' once-a-minute read aside).
    const settled = calls.length;
    const start = await roundOf(page);
    await expect.poll(() => roundOf(page), { timeout: 240_000 }).toBeGreaterThanOrEqual(start + 1);
    const later = calls.slice(settled).filter((p) => !['/v1/home/center/gamewin', '/v1/home/center/getPlayersVictory'].includes(p));
    expect(later, 'requests while the rounds went by').toEqual([]);
    // The state is read when the card mounts and once more when the socket opens (frames may have been missed before).
    expect(calls.filter((p) => p === '/api/games/crash/state').length).toBeLessThanOrEqual(2);
    await page.context().close();
  });
}

test('a win lands in the lobby table with its payout column fully visible at 1440 and 390 px', async ({ browser }) => {
  test.setTimeout(240_000);
  const { page } = await visitor(browser, SIZES[0]);
  await expect(page.getByTestId('win-tables')).toBeVisible({ timeout: 30_000 });

  // A player wins (limbo at 1.01 wins 98 % of the time; five stakes fit the demo funds) with a long payout; the
  // visitor's table takes it live.
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  const player = await context.newPage();
  const name = uniqueName('payout');
  await registerThroughApi(player, name);
  await player.goto('/');
  await expect(player.getByTestId('balance-amount')).toBeVisible();
  let won = false;
  for (let i = 0; i < 5 && !won; i++) {
    const res = await player.request.post('/api/games/limbo/bet', {
      data: { coin: 'USDT', amount: '180.123456', balanceType: 'DEPOSIT', target: '1.01' },
    });
    const body = (await res.json()) as { code: number; msg: string; data: { bet: { win: boolean } } };
    expect(body.code, body.msg).toBe(200);
    won = body.data.bet.win;
  }
  expect(won, 'one of five limbo bets at 1.01 won').toBe(true);
  // On a fresh app it is the first row; after other tests' bigger wins it may rank below a full table.
  const row = page.getByTestId('big-wins-row').first();
  await expect(row).toBeVisible({ timeout: 30_000 });

  for (const size of SIZES) {
    await page.setViewportSize({ width: size.width, height: size.height });
    await page.getByTestId('win-tables').evaluate((el) => el.scrollIntoView({ block: 'center' }));
    await expect(row).toBeVisible();
    const placed = await payoutPlacement(page);
    expect(placed, size.name).toMatchObject({ scrolls: false, inBox: true, inWindow: true });
    // The payout is gross: no "+" on it.
    expect(placed.text).not.toContain('+');
    await shot(page, `lobby-win-table-${size.name}`);
  }
  await context.close();
  await page.context().close();
});
