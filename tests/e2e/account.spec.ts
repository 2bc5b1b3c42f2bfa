import { expect, test } from './test';
import { generate } from 'otplib';
import sharp from 'sharp';
import { registerThroughDialog, logOut, shot, uniqueName, VIEWPORTS } from './helpers';
import { freshBrowser } from './launch';

// A browser of its own: a long-lived one's GPU process was seen slowing later specs until they timed out.
test.use(freshBrowser('account'));
// Its tests share nothing (each makes its own players): the workers split them.
test.describe.configure({ mode: 'parallel' });

/** The code the player's authenticator app shows, `steps` periods from now. */
const totp = (secret: string, steps = 0) => generate({ secret, epoch: Math.floor(Date.now() / 1000) + steps * 30 });

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

      // Payment details: the password unlocks the form (a wrong one is refused), saved details show masked.
      const pay = page.getByTestId('payment-card');
      await expect(pay.getByTestId('payment-state')).toHaveText('Not set');
      await pay.getByTestId('payment-edit').click();
      await pay.locator('input[name="password"]').fill('not-my-password-1');
      await pay.getByTestId('payment-unlock-submit').click();
      await expect(pay.getByTestId('payment-unlock-error')).toHaveText('password is incorrect');
      await pay.locator('input[name="password"]').fill('Secret123');
      await pay.getByTestId('payment-unlock-submit').click();
      const payForm = pay.getByTestId('payment-form');
      await payForm.locator('input[name="realName"]').fill('Ada Lovelace');
      // The date of birth given at registration stands, and cannot be changed here.
      await expect(payForm.locator('input[name="birth"]')).toHaveValue('1990-01-01');
      await expect(payForm.locator('input[name="birth"]')).not.toBeEditable();
      await payForm.locator('select[name="country"]').selectOption('GB');
      await payForm.locator('input[name="address"]').fill('12 St James Square, London');
      await payForm.locator('input[name="tell"]').fill('020 7946 0958');
      await payForm.getByTestId('payment-save-submit').click();
      await expect(payForm.getByText('tell must be an international number', { exact: false })).toBeVisible();
      await payForm.locator('input[name="tell"]').fill('+44 20 7946 0958');
      await pay.evaluate((el) => el.scrollIntoView({ block: 'center' }));
      await shot(page, `profile-payment-form-${vp.name}`);
      await payForm.getByTestId('payment-save-submit').click();
      await expect(pay.getByTestId('payment-state')).toHaveText('Saved');
      await expect(pay.getByTestId('payment-summary')).toContainText('A••• L•••');
      await expect(pay.getByTestId('payment-summary')).toContainText('United Kingdom');
      await expect(pay).not.toContainText('Lovelace');
      await pay.evaluate((el) => el.scrollIntoView({ block: 'center' }));
      await shot(page, `profile-payment-saved-${vp.name}`);
      await page.evaluate(() => window.scrollTo(0, 0));
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

      // A new avatar: a picture chosen from the device, previewed, uploaded, then shown in the header.
      await page.goto('/profile/HeadInfo');
      const avatar = page.getByTestId('avatar-card');
      await avatar
        .getByTestId('avatar-input')
        .setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not a picture') });
      await expect(avatar.getByTestId('avatar-error')).toHaveText('Choose a JPEG, PNG, WebP, GIF or AVIF picture');
      const picture = await sharp({ create: { width: 640, height: 480, channels: 3, background: { r: 240, g: 90, b: 40 } } })
        .png()
        .toBuffer();
      await avatar.getByTestId('avatar-input').setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: picture });
      await expect(avatar.getByTestId('avatar-preview')).toBeVisible();
      await avatar.getByTestId('avatar-upload').click();
      await expect(page.locator('.user-menu__btn .avatar img')).toHaveAttribute('src', /^\/media\/avatars\/[0-9a-f]{32}\.webp$/);
      await expect(avatar.getByTestId('avatar-preview')).toHaveCount(0);
      await shot(page, `profile-avatar-${vp.name}`);

      // Game history: a few dice bets (placed as the bet panel does), then their figures, curve and rows.
      const codes = await page.evaluate(async () => {
        const out: number[] = [];
        for (let i = 0; i < 6; i++) {
          const res = await fetch('/api/games/dice/bet', {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({ coin: 'USDT', amount: '1', balanceType: 'DEPOSIT', target: '50.50', condition: 'over' }),
          });
          out.push(((await res.json()) as { code: number }).code);
        }
        return out;
      });
      expect(codes).toEqual([200, 200, 200, 200, 200, 200]);
      await page.goto('/profile/GameHistory');
      await expect(page.getByTestId('stat-row').filter({ hasText: 'Dice' })).toContainText('6');
      await expect(page.getByTestId('profit-chart').locator('canvas')).toBeVisible();
      await expect(page.getByTestId('history-bet-row')).toHaveCount(6);
      await shot(page, `profile-gamehistory-${vp.name}`);
      await page.getByTestId('history-bet-row').first().click();
      await expect(page.getByRole('dialog')).toBeVisible();
      await page.keyboard.press('Escape');
      // Crash has its own tab in the bet list (no crash bets yet).
      const bets = page.getByTestId('history-bets');
      await bets.getByRole('tab', { name: 'Crash' }).click();
      await expect(bets).toContainText('No Crash bets yet.');

      await page.goto('/profile/Transactions');
      await expect(page.getByTestId('profile-page')).toHaveAttribute('data-section', 'Transactions');
      await shot(page, `profile-transactions-${vp.name}`);
    });
  });
}
