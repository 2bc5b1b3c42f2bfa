import type { Page } from '@playwright/test';
import sharp from 'sharp';
import { expect, test } from './test';
import type { ProtectionState } from '../../src/core/protection';
import { registerThroughApi, shot, uniqueName, VIEWPORTS } from './helpers';
import { freshBrowser } from './launch';
import { api } from './api';
import { openWallet, registerVerified } from './walletSteps';
import { admin } from './servers';

test.use(freshBrowser('protection'));
test.describe.configure({ mode: 'parallel' });

// Player protection as a player meets it: Responsible gambling two taps from any page, a loss limit set and hit at
// dice, a reality check after its interval, a 24-hour time-out that logs out and, after logging in again, closes
// every door but withdrawal; identity documents sent and approved by the operator.

async function logIn(page: Page, userName: string): Promise<void> {
  await page.getByTestId('header-login').click();
  const dialog = page.getByTestId('login-dialog');
  await dialog.locator('input[name="userName"]').fill(userName);
  await dialog.locator('input[name="password"]').fill('Secret123');
  await dialog.getByTestId('login-submit').click();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('balance-amount')).toBeVisible();
}

for (const vp of VIEWPORTS) {
  const phone = vp.name === 'phone';
  test(`a player sets a loss limit and hits it, gets a reality check, takes a time-out and finds only withdrawal open (${vp.name})`, async ({
    page,
  }) => {
    test.setTimeout(180_000);
    await page.setViewportSize(vp);
    // The browser's clock, so the reality check's 15 minutes can pass at once.
    await page.clock.install();
    const userName = uniqueName(phone ? 'rgp' : 'rgd');
    await page.goto('/');
    // A verified address, so the withdrawal form opens at the end.
    await registerVerified(page, userName);
    await page.goto('/game/dice');
    await expect(page.getByTestId('balance-amount')).toBeVisible();

    // Two taps from a game: the account menu, then Responsible gambling.
    await page.getByTestId('user-menu').click();
    await page.getByTestId('menu-responsible').click();
    await expect(page).toHaveURL(/\/profile\/Responsible$/);
    const limits = page.getByTestId('limits-card');
    await expect(limits.getByTestId('limits-empty')).toBeVisible();
    await shot(page, `protection-empty-${vp.name}`);

    // A 24-hour loss limit of 2 USD: in force at once.
    const form = page.getByTestId('limit-form');
    await form.getByTestId('limit-kind').selectOption('loss');
    await form.getByTestId('limit-window-day').check();
    await form.getByTestId('limit-amount').fill('2');
    await form.getByTestId('limit-save-submit').click();
    await expect(limits.getByTestId('limit-amount-loss-day')).toContainText('2');
    // A raise waits 24 hours, shown with its countdown, and can be cancelled.
    await form.getByTestId('limit-kind').selectOption('loss');
    await form.getByTestId('limit-window-day').check();
    await form.getByTestId('limit-amount').fill('50');
    await form.getByTestId('limit-save-submit').click();
    await expect(limits.getByTestId('limit-pending-loss-day')).toContainText('50');
    await shot(page, `protection-limits-${vp.name}`);
    await limits.getByTestId('limit-cancel-loss-day').click();
    await expect(limits.getByTestId('limit-pending-loss-day')).toBeHidden();

    // At the deposit: a deposit limit set in place, before the first deposit.
    await openWallet(page, phone);
    const wallet = page.getByTestId('wallet-dialog');
    await expect(wallet.getByTestId('deposit-address')).toBeVisible();
    await wallet.getByTestId('deposit-limit-open').click();
    const depositLimit = wallet.getByTestId('limit-form');
    await depositLimit.getByTestId('limit-window-week').check();
    await depositLimit.getByTestId('limit-amount').fill('500');
    await depositLimit.getByTestId('limit-save-submit').click();
    await expect(wallet.getByTestId('deposit-limit')).toContainText('Your deposit limit: 500.00 USD per 7 days (0.00 USD used)');
    await shot(page, `protection-deposit-limit-${vp.name}`);
    await page.keyboard.press('Escape');
    await expect(wallet).toBeHidden();
    await expect(limits.getByTestId('limit-amount-deposit-week')).toContainText('500');

    // Reality checks every 15 minutes: the header shows the session's time.
    await page.getByTestId('reality-interval-15').check();
    await page.getByTestId('reality-save-submit').click();
    await expect(page.getByTestId('reality-state')).toHaveText('Every 15 min');
    await expect(page.getByTestId('session-clock')).toBeVisible();

    // At dice: a 1 USD bet is taken; a 10 USD one would go over the limit whatever the first one did, and is refused,
    // saying so.
    await page.goto('/game/dice');
    await page.getByTestId('bet-amount').fill('1');
    await page.getByTestId('bet-submit').click();
    await expect(page.getByTestId('bet-submit')).toBeEnabled();
    await page.getByTestId('bet-amount').fill('10');
    await page.getByTestId('bet-submit').click();
    await expect(page.getByText(/would go over your 24-hour loss limit of 2 USD/).first()).toBeVisible();
    await shot(page, `protection-refused-${vp.name}`);

    // Fifteen minutes on: the reality check, with this session's stakes.
    await page.clock.fastForward('15:05');
    const reality = page.getByTestId('reality-modal');
    await expect(reality).toBeVisible({ timeout: 20_000 });
    await expect(reality.getByTestId('reality-wagered')).toContainText('1');
    await shot(page, `protection-reality-${vp.name}`);
    await reality.getByTestId('reality-continue').click();
    await expect(reality).toBeHidden();

    // A 24-hour time-out, confirmed with the password: logged out at once.
    await page.goto('/profile/Responsible');
    const breakCard = page.getByTestId('break-card');
    await breakCard.getByTestId('break-kind-timeout').check();
    await breakCard.getByTestId('break-length-24h').check();
    await breakCard.getByTestId('break-continue').click();
    await expect(page.getByTestId('break-warning')).toBeVisible();
    await page.getByTestId('break-password').fill('Secret123');
    await shot(page, `protection-break-confirm-${vp.name}`);
    await page.getByTestId('break-confirm').click();
    const notice = page.getByTestId('break-notice');
    await expect(notice).toBeVisible();
    await expect(notice.getByTestId('break-notice-until')).toBeVisible();
    await shot(page, `protection-break-taken-${vp.name}`);
    await notice.getByTestId('break-notice-close').click();
    await expect(page.getByTestId('header-login')).toBeVisible();

    // Logging in again: the section shows the break; bets and deposits are refused, withdrawal is open.
    await logIn(page, userName);
    const state = await api<ProtectionState>(page, '/v1/protection');
    expect(state.break).toMatchObject({ kind: 'timeout', length: '24h' });
    await page.goto('/profile/Responsible');
    await expect(page.getByTestId('break-banner')).toBeVisible();
    await shot(page, `protection-break-banner-${vp.name}`);
    await page.goto('/game/dice');
    await page.getByTestId('bet-amount').fill('1');
    await page.getByTestId('bet-submit').click();
    await expect(page.getByText(/You are on a time-out until/).first()).toBeVisible();
    await openWallet(page, phone);
    await expect(wallet.getByTestId('deposit-error')).toContainText('You are on a time-out');
    await wallet.getByTestId('wallet-tab-withdraw').click();
    await expect(wallet.getByTestId('withdraw-address')).toBeVisible();
    await shot(page, `protection-withdraw-open-${vp.name}`);
  });
}

/** A picture as a phone would take it, made here (the server encodes it anew). */
async function picture(name: string, width: number, height: number) {
  const buffer = await sharp({ create: { width, height, channels: 3, background: { r: 214, g: 196, b: 160 } } })
    .jpeg()
    .toBuffer();
  return { name, mimeType: 'image/jpeg', buffer };
}

for (const vp of VIEWPORTS) {
  test(`a player sends identity documents and sees them approved (${vp.name})`, async ({ page }) => {
    await page.setViewportSize(vp);
    const userName = uniqueName(vp.name === 'phone' ? 'kyp' : 'kyd');
    await registerThroughApi(page, userName);
    await page.goto('/profile/Account');
    const card = page.getByTestId('identity-card');
    await expect(card.getByTestId('identity-status')).toHaveAttribute('data-status', 'none');

    // Sent without pictures: told what is missing, nothing sent.
    await card.getByTestId('identity-doc-type-passport').check();
    await card.getByTestId('identity-doc-number').fill('p 1234 5678');
    await card.getByTestId('identity-submit').click();
    await expect(card.getByTestId('identity-document-error')).toBeVisible();

    await card.getByTestId('identity-document-file').setInputFiles(await picture('passport.jpg', 1600, 1100));
    await card.getByTestId('identity-selfie-file').setInputFiles(await picture('selfie.jpg', 900, 1200));
    await expect(card.getByTestId('identity-selfie-preview')).toBeVisible();
    await shot(page, `identity-form-${vp.name}`);
    await card.getByTestId('identity-submit').click();
    await expect(card.getByTestId('identity-status')).toHaveAttribute('data-status', 'pending');

    // The operator approves it: the card turns verified by itself (the notification reaches the page).
    const listed = await admin('kyc', 'list', '--user', userName);
    const id = /\n(\d+)\s/.exec(listed)![1]!;
    expect(await admin('kyc', 'approve', id)).toContain('approved: verified');
    await expect(card.getByTestId('identity-status')).toHaveAttribute('data-status', 'verified', { timeout: 20_000 });
    await expect(card).toContainText('••••5678');
    await shot(page, `identity-verified-${vp.name}`);
  });
}
