import { expect, test, type Page } from '@playwright/test';
import { generate } from 'otplib';
import { registerThroughDialog, shot, uniqueName } from './helpers';

const VIEWPORTS = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1440, height: 900 },
] as const;

/** The code the player's authenticator app shows, `steps` periods from now. */
const totp = (secret: string, steps = 0) => generate({ secret, epoch: Math.floor(Date.now() / 1000) + steps * 30 });

async function logOut(page: Page): Promise<void> {
  await page.getByTestId('user-menu').click();
  await page.getByTestId('logout').click();
  await expect(page.getByTestId('header-login')).toBeVisible();
}

for (const vp of VIEWPORTS) {
  test.describe(`at ${vp.width}x${vp.height}`, () => {
    test.use({ viewport: { width: vp.width, height: vp.height } });

    test('a player renames themself, turns on two-factor login with an app, and logs in with its code', async ({ page }) => {
      test.setTimeout(120_000);
      const userName = uniqueName(vp.name === 'phone' ? 'ap' : 'ad');
      await page.goto('/');
      await registerThroughDialog(page, userName);

      await page.goto('/profile/Account');
      await expect(page.getByTestId('profile-page')).toBeVisible();
      const nick = page.getByTestId('nickname-card');
      await nick.locator('input[name="nickName"]').fill(`Ace ${vp.name}`);
      await nick.getByTestId('nickname-submit').click();
      await expect(page.locator('.profile__head h1')).toHaveText(`Ace ${vp.name}`);
      await expect(page.getByTestId('email-state')).toHaveText('Not verified');
      await shot(page, `profile-account-${vp.name}`);

      await page.getByRole('tab', { name: 'Security' }).click();
      await expect(page).toHaveURL(/\/profile\/Security$/);
      const card = page.getByTestId('two-factor-card');
      await expect(card.getByTestId('two-factor-state')).toHaveText('Off');
      await card.getByTestId('two-factor-setup').click();
      await expect(card.getByTestId('qr-code')).toBeVisible();
      const secret = (await card.getByTestId('two-factor-secret').textContent())!.replace(/\s+/g, '');
      expect(secret).toMatch(/^[A-Z2-7]{32}$/);
      await shot(page, `profile-security-enrol-${vp.name}`);
      await card.locator('input[name="googleCode"]').fill('000000' === (await totp(secret)) ? '111111' : '000000');
      await card.getByTestId('two-factor-enable-submit').click();
      await expect(card.getByTestId('two-factor-enable-error')).toHaveText('The authenticator code is incorrect');
      await card.locator('input[name="googleCode"]').fill(await totp(secret));
      await card.getByTestId('two-factor-enable-submit').click();
      await expect(card.getByTestId('two-factor-state')).toHaveText('On');
      await shot(page, `profile-security-on-${vp.name}`);

      await logOut(page);
      await page.getByTestId('header-login').click();
      const dialog = page.getByTestId('login-dialog');
      await dialog.locator('input[name="userName"]').fill(userName);
      await dialog.locator('input[name="password"]').fill('Secret123');
      await dialog.getByTestId('login-submit').click();
      // The next step's code: the one just used to turn 2FA on is refused as a replay until the clock moves on.
      const next = await totp(secret, 1);
      if (vp.name === 'phone') {
        // On a phone the second step is its own page.
        await expect(page).toHaveURL(/\/Login\/mobilePage\/twoFa$/);
        const step = page.getByTestId('two-factor-step');
        await expect(step).toBeVisible();
        await shot(page, `two-fa-page-${vp.name}`);
        await step.locator('input[name="googleCode"]').fill(next);
        await step.getByTestId('two-factor-submit').click();
        await expect(page.getByTestId('two-fa-page')).toContainText("You're logged in");
      } else {
        const step = dialog.getByTestId('two-factor-step');
        await expect(step).toBeVisible();
        await shot(page, `two-fa-dialog-${vp.name}`);
        await step.locator('input[name="googleCode"]').fill(next);
        await step.getByTestId('two-factor-submit').click();
        await expect(dialog).toBeHidden();
      }
      await expect(page.getByTestId('balance-amount')).toHaveText(/^1,000(\.0+)?$/);
    });
  });
}
