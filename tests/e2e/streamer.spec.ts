import type { Page } from '@playwright/test';
import { Decimal } from '../../src/core/money';
import { registerThroughApi, shot, uniqueName, VIEWPORTS } from './helpers';
import { expect, test } from './test';

// Streamer mode: one switch in the account menu hides the balance, the player's name and email, amounts and the deposit
// address on every screen, and the page's HTML (attributes included) carries none of them; it is kept on this device,
// and turning it off asks first.
test.describe.configure({ mode: 'parallel' });

/** A call of the logged-in page's session; its data. */
async function api<T>(page: Page, url: string, data?: object): Promise<T> {
  const res = data ? await page.request.post(url, { data }) : await page.request.get(url);
  const body = (await res.json()) as { code: number; msg: string; data: T };
  expect(body, `${url}: ${body.msg}`).toMatchObject({ code: 200 });
  return body.data;
}

/** "1,001.31": an amount as the pages write it, to two decimals, grouped. */
function grouped(amount: Decimal): string {
  const [whole, cents] = amount.toFixed(2, Decimal.ROUND_DOWN).split('.') as [string, string];
  return `${whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',')}.${cents}`;
}

/** Goes to `path` inside the running app (as the back and forward buttons do) and waits for `ready`. */
async function go(page: Page, path: string, ready: string): Promise<void> {
  await page.evaluate((to) => {
    window.history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
  await expect(page.locator(ready).first()).toBeVisible({ timeout: 30_000 });
}

for (const vp of VIEWPORTS) {
  test(`streamer mode keeps the balance, name, email and deposit address off every screen (${vp.name})`, async ({ page }) => {
    test.setTimeout(240_000);
    const phone = vp.name === 'phone';
    await page.setViewportSize(vp);
    const userName = uniqueName(phone ? 'stp' : 'std');
    await page.goto('/');
    await registerThroughApi(page, userName, { acceptRules: true });
    const { address } = await api<{ address: string }>(page, '/api/wallet/deposit?coin=USDT');
    await api(page, '/api/games/dice/bet', { coin: 'USDT', amount: '1.37', balanceType: 'DEPOSIT', target: '50.50', condition: 'over' });
    const { list } = await api<{ list: { coin: string; amount: string }[] }>(page, '/v1/account/findBalance');
    const balance = grouped(new Decimal(list.find((r) => r.coin === 'USDT')!.amount));
    const secrets = { name: userName, email: `${userName}@example.com`, address, balance };

    // Before: the header shows the balance and the name.
    await page.reload();
    await expect(page.getByTestId('balance-amount')).toContainText(balance);

    // On, from the account menu: at once, with the header's badge.
    await page.getByTestId('user-menu').click();
    await page.getByTestId('streamer-toggle').click();
    await expect(page.getByTestId('streamer-badge')).toBeVisible();
    await page.keyboard.press('Escape');
    await shot(page, `streamer-on-${vp.name}`);

    const seen: string[] = [];
    const clean = async (where: string) => {
      const html = await page.content();
      for (const [what, value] of Object.entries(secrets)) if (html.includes(value)) seen.push(`${what} on ${where}`);
    };
    for (const [path, ready] of [
      ['/', '[data-testid="home"]'],
      ['/game/dice', '[data-testid="bet-submit"]'],
      ['/game/crash', '[data-testid="crash-main"]'],
      ['/profile/Account', '[data-testid="profile-page"]'],
      ['/profile/GameHistory', '[data-testid="game-statistics"]'],
      ['/profile/Transactions', '[data-testid="transactions"]'],
      ['/profile/Responsible', '[data-testid="limits-card"]'],
      ['/vip', '[data-testid="vip-hero"]'],
      ['/promotions/details/bonus', '[data-testid="my-bonuses"]'],
      ['/promotions/details/referral', '[data-testid="referral-page"]'],
      ['/MainPage/WinTable', '[data-testid="win-table-page"]'],
    ] as const) {
      await go(page, path, ready);
      await page.waitForLoadState('networkidle');
      await clean(path);
    }
    await go(page, '/game/dice', '[data-testid="bet-submit"]');
    await expect(page.getByTestId('my-bets').locator('tr').nth(1)).toBeAttached({ timeout: 15_000 });
    await clean('dice, my bets');
    await shot(page, `streamer-dice-${vp.name}`);

    // The dialogs: the account menu, the wallet's deposit and withdraw tabs, the notifications and the chat.
    await page.getByTestId('user-menu').click();
    await expect(page.getByTestId('streamer-toggle')).toHaveAttribute('aria-checked', 'true');
    await clean('account menu');
    await page.keyboard.press('Escape');
    if (phone) {
      await page.getByTestId('balance-pill').click();
      await clean('coin list');
      await page.getByTestId('wallet-panel-deposit').click();
    } else await page.getByTestId('header-deposit').click();
    const wallet = page.getByTestId('wallet-dialog');
    await expect(wallet.getByTestId('deposit-address')).toBeVisible();
    // No QR code to scan off the stream either.
    await expect(wallet.locator('canvas')).toHaveCount(0);
    await clean('wallet, deposit');
    await shot(page, `streamer-deposit-${vp.name}`);
    await wallet.getByTestId('wallet-tab-withdraw').click();
    await clean('wallet, withdraw');
    await page.keyboard.press('Escape');
    await expect(wallet).toBeHidden();
    await page.getByTestId('notify-bell').click();
    await clean('notifications');
    await page.keyboard.press('Escape');
    await page.getByTestId(phone ? 'chat-toggle-bar' : 'chat-toggle').click();
    await expect(page.getByTestId('chat-panel')).toBeVisible();
    await clean('chat');
    expect(seen).toEqual([]);

    // Kept on this device: still on after a reload.
    await page.reload();
    await expect(page.getByTestId('streamer-badge')).toBeVisible();
    await expect(page.getByTestId('balance-amount')).not.toContainText(balance);

    // Off only after a confirmation; keeping it is the default.
    await page.getByTestId('streamer-badge').click();
    const confirm = page.getByTestId('streamer-confirm');
    await expect(confirm).toBeVisible();
    await shot(page, `streamer-confirm-${vp.name}`);
    await page.keyboard.press('Escape');
    await expect(confirm).toBeHidden();
    await expect(page.getByTestId('streamer-badge')).toBeVisible();
    await page.getByTestId('streamer-badge').click();
    await page.getByTestId('streamer-off').click();
    await expect(page.getByTestId('streamer-badge')).toBeHidden();
    await expect(page.getByTestId('balance-amount')).toContainText(balance);
  });
}
