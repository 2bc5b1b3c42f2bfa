import { request, type FrameLocator, type Page } from '@playwright/test';
import { expect, test } from './test';
import type { SportsBetPage } from '../../src/core/sportsbook';
import type { LedgerRecord } from '../../src/core/wallet/history';
import type { HistoryPage } from '../../src/core/wallet/api';
import type { EventsResponse, SportEvent } from '../../sportsbook/shared/api';
import { Decimal } from '../../src/core/money';
import { formatCoin } from '../../src/core/format';
import { api, get } from './api';
import { shot, uniqueName } from './helpers';
import { freshBrowser } from './launch';
import { admin, workerServer } from './servers';

test.use(freshBrowser('sportsbook'));
test.describe.configure({ mode: 'parallel' });

// The sportsbook as a player meets it, against the demo book `npm start` runs beside the app: a guest taps a price and
// is asked to log in, logs in (the slip kept), moves between sports without the frame reloading, places a combo of two
// matches and a single, watches the combo settle when the operator ends its matches, cashes the single out, and the
// header, the book's bets, our game history and the ledger agree.

const SIZES = [
  { width: 390, height: 844 },
  { width: 1440, height: 900 },
] as const;

/** Matches of the book kicking off later than `afterMs` from now, earliest first (their prices do not move before). */
async function upcoming(afterMs: number): Promise<SportEvent[]> {
  const book = await request.newContext({ baseURL: `http://127.0.0.1:${workerServer().bookPort}` });
  try {
    const res = await get(book, '/api/events?status=upcoming');
    const { events, now } = (await res.json()) as EventsResponse;
    return events.filter((e) => e.kickoff > now + afterMs && e.markets[0]!.selections.every((s) => s.price !== null));
  } finally {
    await book.dispose();
  }
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** The home win's price button of a match, wherever the book shows it. */
const homeWin = (frame: FrameLocator, e: SportEvent) =>
  frame
    .getByRole('button', { name: new RegExp(`^${escape(e.home)} to win at [0-9.]+, [^,]+ result, ${escape(`${e.home} v ${e.away}`)}$`) })
    .first();

const bookFrame = (page: Page) => page.frameLocator('[data-testid="sportsbook-frame"]');

/** The book's frame as a Playwright frame (to mark its window: a reload would lose the mark). */
function bookWindow(page: Page) {
  const port = workerServer().bookPort;
  return page.frames().find((f) => f.url().startsWith(`http://127.0.0.1:${port}/`))!;
}

/** Opens a match in the book through our address bar's route (pushed into the frame, never reloading it). */
async function openMatch(page: Page, e: SportEvent): Promise<void> {
  await page.evaluate((path) => {
    window.history.pushState(null, '', path);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, `/sportsbook/event/${e.id}`);
  await expect(homeWin(bookFrame(page), e)).toBeVisible({ timeout: 20_000 });
}

for (const size of SIZES) {
  const phone = size.width < 768;
  test(`a guest logs in from a price, bets a combo and a single, sees the combo settle and cashes out (${size.width}x${size.height})`, async ({
    page,
    baseURL,
  }) => {
    test.setTimeout(240_000);
    await page.setViewportSize(size);
    const [a, b, c] = await upcoming(6 * 60_000);
    expect(c, 'three matches kicking off later').toBeDefined();

    // A player made elsewhere: this page stays a guest until it logs in from the book.
    const userName = uniqueName('sb');
    const other = await request.newContext({ baseURL });
    await api(other, '/v1/user/register', { userName, email: `${userName}@example.com`, password: 'Secret123', birth: '1990-01-01' });
    await other.dispose();

    await page.goto(`/sportsbook/event/${a!.id}`);
    const frame = bookFrame(page);
    await homeWin(frame, a!).click();
    const dialog = page.getByTestId('login-dialog');
    await expect(dialog).toBeVisible();
    await dialog.locator('input[name="userName"]').fill(userName);
    await dialog.locator('input[name="password"]').fill('Secret123');
    await dialog.getByTestId('login-submit').click();
    await expect(dialog).toBeHidden();
    await expect(page.getByTestId('balance-amount')).toBeVisible();

    // Moving between sports and back: our address follows the book, and the frame is never reloaded.
    await bookWindow(page).evaluate(() => ((window as unknown as { kept: string }).kept = 'yes'));
    await frame.getByRole('link', { name: 'Ice hockey', exact: true }).filter({ visible: true }).first().click();
    await expect(page).toHaveURL(/\/sportsbook\/ice-hockey$/);
    await page.goBack();
    await expect(page).toHaveURL(new RegExp(`/sportsbook/event/${a!.id}$`));
    expect(await bookWindow(page).evaluate(() => (window as unknown as { kept?: string }).kept)).toBe('yes');

    // The combo: the first pick was kept through the log-in; a second match's home win joins it.
    await openMatch(page, b!);
    await homeWin(frame, b!).click();
    if (phone) await frame.getByRole('button', { name: /^Open bet slip/ }).click();
    await frame.getByRole('tab', { name: 'Combo' }).click();
    await frame.getByText('Any change').click();
    await frame.getByLabel('Stake', { exact: true }).fill('5');
    await frame.getByRole('button', { name: 'Place bet' }).click();
    await expect(frame.getByText('Bet placed')).toBeVisible({ timeout: 20_000 });
    await shot(page, `sportsbook-receipt-${size.width}`);
    await frame.getByRole('button', { name: 'Done' }).click();

    // A single on a third match.
    await openMatch(page, c!);
    await homeWin(frame, c!).click();
    if (phone) await frame.getByRole('button', { name: /^Open bet slip/ }).click();
    await frame.getByLabel('Stake', { exact: true }).fill('3');
    await frame.getByRole('button', { name: 'Place bet' }).click();
    await expect(frame.getByText('Bet placed')).toBeVisible({ timeout: 20_000 });
    await frame.getByRole('button', { name: 'Done' }).click();
    await expect(page.getByTestId('balance-amount')).toHaveText(formatCoin('992'));

    // The operator ends the combo's two matches: the book settles the combo through our wallet.
    for (const e of [a!, b!]) expect(await admin('sports', 'settle', e.id)).toMatch(new RegExp(`^${e.id} ended \\d+-\\d+`));
    let mine = (await api<SportsBetPage>(page, '/v1/sportsbook/bets')).list;
    await expect
      .poll(async () => (mine = (await api<SportsBetPage>(page, '/v1/sportsbook/bets')).list).find((x) => x.kind === 'combo')?.state, {
        timeout: 30_000,
      })
      .toMatch(/^(won|lost)$/);

    // My bets in the book: the single's cash-out, confirmed.
    await page.evaluate(() => {
      window.history.pushState(null, '', '/sportsbook/bets');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    const single = frame.getByRole('article', { name: /^Single bet, Open/ });
    await expect(single).toBeVisible({ timeout: 20_000 });
    await single.getByRole('button', { name: /^Cash out/ }).click();
    await single.getByRole('button', { name: 'Confirm' }).click();
    // Cashed out, it leaves the open bets for the settled ones.
    await expect(single).toBeHidden({ timeout: 20_000 });
    await frame.getByRole('tab', { name: 'Settled' }).click();
    await expect(frame.getByRole('article', { name: /^Single bet, Cashed out/ })).toBeVisible();
    await shot(page, `sportsbook-my-bets-${size.width}`);

    // Everything agrees: our bets, the ledger's sums, the header.
    await expect
      .poll(async () => (mine = (await api<SportsBetPage>(page, '/v1/sportsbook/bets')).list).map((x) => x.state).sort())
      .toEqual([mine.find((x) => x.kind === 'combo')!.state, 'cashed_out'].sort());
    const rows = (await api<HistoryPage<LedgerRecord>>(page, '/v1/account/transaction?type=bets&coin=USDT&size=100')).list;
    expect(rows.every((r) => r.link?.kind === 'sports')).toBe(true);
    const balance = new Decimal(1000).plus(rows.reduce((s, r) => s.plus(r.delta), new Decimal(0)));
    const paid = mine.reduce((s, x) => s.plus(x.payout), new Decimal(0));
    expect(balance.toFixed()).toBe(new Decimal(1000).minus(8).plus(paid).toFixed());
    await expect(page.getByTestId('balance-amount')).toHaveText(formatCoin(balance.toFixed()));

    // Our game history lists both bets with their legs.
    await page.goto('/profile/GameHistory');
    await page.getByRole('tab', { name: 'Sports' }).click();
    await expect(page.getByTestId('sports-bet-row')).toHaveCount(2);
    await page.getByTestId('sports-bet-row').filter({ hasText: 'Combo of 2' }).getByRole('button').click();
    await expect(page.getByRole('list', { name: 'Selections' }).getByText(`${a!.home} v ${a!.away}`)).toBeVisible();
    await shot(page, `sportsbook-history-${size.width}`);
  });
}
