import { expect, test } from './test';
import { registerThroughDialog, shot, uniqueName, VIEWPORTS } from './helpers';
import { freshBrowser } from './launch';

// A browser of its own: a long-lived one's GPU process was seen slowing later specs until they timed out.
test.use(freshBrowser('walking-skeleton'));
// Its tests share nothing (each makes its own players): the workers split them.
test.describe.configure({ mode: 'parallel' });

for (const vp of VIEWPORTS) {
  test.describe(`at ${vp.width}x${vp.height}`, () => {
    test.use({ viewport: { width: vp.width, height: vp.height } });

    test('a new player registers, sees the demo balance, toggles fiat, survives a reload and logs out', async ({ page }) => {
      await page.goto('/');
      await expect(page.getByTestId('header-login')).toBeVisible();
      await shot(page, `home-guest-${vp.name}`);

      const userName = uniqueName(vp.name === 'phone' ? 'ph' : 'dt');
      await page.getByTestId('header-register').click();
      await expect(page.getByTestId('register-dialog')).toBeVisible();
      await shot(page, `register-dialog-${vp.name}`);
      // Under 18 is refused at the field, before anything is sent.
      const birth = page.getByTestId('register-dialog').locator('input[name="birth"]');
      const seventeen = new Date();
      seventeen.setUTCFullYear(seventeen.getUTCFullYear() - 17);
      await birth.fill(seventeen.toISOString().slice(0, 10));
      await birth.blur();
      await expect(page.getByTestId('register-dialog').getByRole('alert')).toHaveText('You must be at least 18 years old');
      await page.keyboard.press('Escape');
      await expect(page.getByTestId('register-dialog')).toBeHidden();

      await registerThroughDialog(page, userName);

      // Demo mode credits 1,000 USDT through the ledger; USDT is the default coin.
      const amount = page.getByTestId('balance-amount');
      await expect(amount).toHaveText(/^1,000(\.0+)?$/);
      await shot(page, `home-player-${vp.name}`);

      // Coin -> fiat: 1,000 USDT at 1 USD shows as $1,000.00.
      await page.getByTestId('currency-toggle').click();
      await expect(amount).toHaveText('$1,000.00');
      await page.reload();
      await expect(page.getByTestId('balance-amount')).toHaveText('$1,000.00');
      await page.getByTestId('currency-toggle').click();
      await expect(page.getByTestId('balance-amount')).toHaveText(/^1,000(\.0+)?$/);

      // A new player has no bonus money: the bonus wallet (and its switch) shows once there is some (socket 206).
      await expect(page.getByTestId('balance-type-toggle')).toHaveCount(0);

      await page.getByTestId('user-menu').click();
      await page.getByTestId('logout').click();
      await expect(page.getByTestId('header-login')).toBeVisible();
      await page.reload();
      await expect(page.getByTestId('header-login')).toBeVisible();
      await expect(page.getByTestId('balance-pill')).toHaveCount(0);
    });

    test('an unknown path shows the 404 page with the path', async ({ page }) => {
      await page.goto('/no/such/place');
      await expect(page.getByTestId('not-found')).toBeVisible();
      await expect(page.getByTestId('not-found')).toContainText('Page not found');
      await expect(page.getByTestId('not-found-path')).toContainText('/no/such/place');
      await shot(page, `not-found-${vp.name}`);
    });

    test('a page not built yet shows a designed coming-soon page', async ({ page }) => {
      await page.goto('/blog');
      await expect(page.getByTestId('coming-soon')).toBeVisible();
      await shot(page, `coming-soon-${vp.name}`);
    });
  });
}

test('a path containing exit_iframe goes home', async ({ page }) => {
  await page.goto('/casino/exit_iframe');
  await expect(page).toHaveURL(/\/$/);
});
