import type { Locator, Page } from '@playwright/test';
import { expect, test } from './test';
import { formatCoin, formatCompactCoin } from '../../src/core/format';
import { registerThroughDialog, shot, uniqueName } from './helpers';
import { freshBrowser } from './launch';
import { get } from './api';

// A browser of its own: a long-lived one's GPU process was seen slowing later specs until they timed out.
test.use(freshBrowser('phone-shell'));

// What a phone player sees of the shell at 390x844: the header balance from login on, and the profile's tab bar.

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

/** The player's USDT deposit balance as the server holds it. */
async function serverBalance(page: Page): Promise<string> {
  const res = await get(page, '/v1/account/findBalance');
  const body = (await res.json()) as { data: { list: { coin: string; amount: string }[] } };
  return body.data.list.find((r) => r.coin === 'USDT')!.amount;
}

/** True when the element's text is cut (ellipsis or overflow). */
const isCut = (el: Locator) => el.evaluate((node) => node.scrollWidth > node.clientWidth);

test('after sign-up the header balance loads without a wrong 0.00, and a long balance stays readable', async ({ page }) => {
  // The first balance read after sign-up is held until the header has been looked at: until it answers there is no
  // number to show.
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/v1/account/findBalance', async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/');
  await registerThroughDialog(page, uniqueName('phone'));
  await expect(page.getByTestId('balance-loading')).toBeVisible();
  await expect(page.getByTestId('balance-amount')).toHaveCount(0);
  await expect(page.getByTestId('balance-pill')).not.toContainText('0.00');
  await shot(page, 'header-balance-loading-phone');
  // From here on every read goes straight through.
  release();
  const amount = page.getByTestId('balance-amount');
  await expect(amount).toHaveText(/^1,000(\.0+)?$/);
  await expect(page.getByTestId('balance-loading')).toHaveCount(0);

  // One bet of 0.398765 USDT leaves a balance with ten significant digits (999.601235 or a win above 1,000).
  const res = await page.request.post('/api/games/dice/bet', {
    data: {
      coin: 'USDT',
      amount: '0.398765',
      balanceType: 'DEPOSIT',
      target: '50.50',
      condition: 'over',
      idempotencyKey: `phone${Date.now()}`,
    },
  });
  expect(((await res.json()) as { code: number }).code).toBe(200);
  const balance = await serverBalance(page);
  await expect(amount).toHaveText(formatCompactCoin(balance));
  expect(await isCut(amount)).toBe(false);
  // The exact amount is one tap away: in the pill's label and in the coin list.
  await expect(page.getByTestId('balance-pill')).toHaveAttribute('aria-label', `Balance ${formatCoin(balance)} USDT. Choose coin`);
  await shot(page, 'header-balance-phone');
});

test("the profile's seven tabs are whole and tappable at 390 px", async ({ page }) => {
  await page.goto('/');
  await registerThroughDialog(page, uniqueName('tabs'));
  await page.goto('/profile/Account');
  const tabs = page.getByRole('tablist', { name: 'Profile sections' }).getByRole('tab');
  await expect(tabs).toHaveCount(7);
  for (const tab of await tabs.all()) {
    const box = (await tab.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(390);
    expect(box.height).toBeGreaterThanOrEqual(44);
    expect(await isCut(tab)).toBe(false);
  }
  await shot(page, 'profile-tabs-phone');
  await page.getByRole('tab', { name: 'Avatar' }).tap();
  await expect(page).toHaveURL(/\/profile\/HeadInfo$/);
  await expect(page.getByRole('tab', { name: 'Avatar' })).toHaveAttribute('aria-selected', 'true');
});
