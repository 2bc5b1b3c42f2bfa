import { expect, test } from './test';
import { Decimal } from '../../src/core/money';
import type { MyPromotions } from '../../src/core/promotions';
import { registerThroughApi, shot, uniqueName, VIEWPORTS } from './helpers';
import { freshBrowser } from './launch';
import { api } from './api';
import { admin } from './servers';
import { mailedCode, openWallet, registerVerified } from './walletSteps';

test.use(freshBrowser('promotions'));
test.describe.configure({ mode: 'parallel' });

// Promotions as players meet them: a new player deposits through the demo provider, takes the welcome match, watches
// its wagering bar move at dice until the bonus converts, and withdraws; another redeems a code; the list, an offer's
// rules and joining the reload. Screenshots of every promotion screen.

const ETH_ADDRESS = '0x52908400098527886E0F7030069857D2E4169EE7';

for (const vp of VIEWPORTS) {
  test(`a new player deposits, takes the welcome match, wagers it at dice to conversion and withdraws (${vp.name})`, async ({
    page,
    context,
  }) => {
    test.setTimeout(300_000);
    await page.setViewportSize(vp);
    const phone = vp.name === 'phone';
    await page.goto('/');
    const email = await registerVerified(page, uniqueName(phone ? 'pp' : 'pd'));

    // The deposit dialog shows the welcome offer for USDT; the demo provider's page sends 10 USDT.
    await openWallet(page, phone);
    const wallet = page.getByTestId('wallet-dialog');
    await wallet.getByTestId('coin-picker').click();
    await wallet.getByTestId('coin-option-USDT').click();
    await expect(wallet.getByTestId('deposit-offers')).toContainText('100% up to 500 USD');
    await shot(page, `promo-deposit-offer-${vp.name}`);
    const [provider] = await Promise.all([context.waitForEvent('page'), wallet.getByTestId('deposit-simulate').click()]);
    await provider.locator('input[name="amount"]').fill('10');
    await provider.getByRole('button', { name: 'Send payment' }).click();
    await expect(provider.getByRole('heading', { name: 'Finished' })).toBeVisible({ timeout: 90_000 });
    await provider.close();
    await page.keyboard.press('Escape');

    // My bonuses: the match waits; claiming opens a 10 USDT bonus with 100 USDT to wager.
    await page.goto('/promotions/details/bonus');
    const first = page.getByTestId('first-deposit');
    await expect(first.getByTestId('first-offer')).toContainText('10', { timeout: 30_000 });
    await shot(page, `promo-first-claim-${vp.name}`);
    await first.getByTestId('first-claim').click();
    // The welcome bonus shows in its offer's card.
    const card = page.locator('[data-testid^="bonus-card-"]').first();
    await expect(card.getByTestId('bonus-balance')).toContainText('10 USDT');
    await expect(card.getByTestId('bonus-remaining')).toContainText('100');
    await shot(page, `promo-bonus-open-${vp.name}`);

    // Dice: the bar under the stake follows each bet; stakes over 10 USD are refused while it wagers.
    await page.goto('/game/dice');
    const bar = page.getByTestId('rollover-bar');
    await expect(bar).toContainText('0 / 100 USDT');
    await page.getByTestId('bet-amount').fill('11');
    await page.getByTestId('bet-submit').click();
    await expect(page.getByText('a stake can be worth at most 10 USD')).toBeVisible();
    await page.getByTestId('bet-amount').fill('10');
    for (let i = 1; i <= 9; i++) {
      await page.getByTestId('bet-submit').click();
      await expect(bar).toContainText(`${i * 10} / 100 USDT`);
      await expect(page.getByTestId('bet-submit')).toBeEnabled();
    }
    await shot(page, `promo-dice-bar-${vp.name}`);
    // The tenth reaches 100: the bonus converts, the bar goes.
    await page.getByTestId('bet-submit').click();
    await expect(bar).toBeHidden({ timeout: 15_000 });
    const mine = await api<MyPromotions>(page, '/v1/activity/selectPromotionByUserId');
    expect(mine.bonuses[0]).toMatchObject({ status: 'converted', source: 'first_deposit' });
    expect(mine.bonuses[0]!.endNote).toMatch(/^Wagering complete: [\d.]+ USDT of bonus money is now in your withdrawable balance\.$/);
    await page.goto('/promotions/details/bonus');
    await expect(page.getByTestId('bonus-history')).toContainText('Wagering complete');
    await shot(page, `promo-bonus-history-${vp.name}`);

    // And withdraws 20 USDT (the deposit balance holds the converted bonus now).
    await openWallet(page, phone);
    await wallet.getByTestId('wallet-tab-withdraw').click();
    await wallet.getByTestId('withdraw-address').fill(ETH_ADDRESS);
    await wallet.getByTestId('withdraw-amount').fill('20');
    await wallet.getByTestId('withdraw-send-code').click();
    const code = await mailedCode(context, wallet.getByRole('link', { name: /dev mailbox/i }), email, vp);
    await wallet.getByTestId('withdraw-email-code').fill(code);
    await wallet.getByTestId('withdraw-submit').click();
    await expect(wallet.getByTestId('withdraw-success')).toBeVisible();
  });
}

test('a player redeems a bonus code: a wrong code is told inline, the right one opens a bonus with its wagering (phone)', async ({
  page,
}) => {
  const vp = VIEWPORTS.find((v) => v.name === 'phone')!;
  await page.setViewportSize(vp);
  const code = `E2E-${uniqueName('c')
    .toUpperCase()
    .replace(/[^A-Z0-9]/g, '')}`.slice(0, 32);
  expect(await admin('promo', 'code', 'create', code, '5', 'USDT', '--uses', '3', '--bonus', '--wager', '2')).toContain(
    `created code ${code}`,
  );
  await registerThroughApi(page, uniqueName('pr'));
  await page.goto('/promotions/details/bonus');
  const form = page.getByTestId('redeem');
  await form.getByTestId('redeem-input').fill('NOT-A-CODE');
  await form.getByTestId('redeem-submit').click();
  await expect(form.getByTestId('redeem-error')).toHaveText('This code is not valid or has expired');
  await form.getByTestId('redeem-input').fill(code.toLowerCase());
  await form.getByTestId('redeem-submit').click();
  await expect(form.getByTestId('redeem-done')).toBeVisible();
  const card = page.getByTestId('open-bonuses').locator('[data-testid^="bonus-card-"]').first();
  await expect(card.getByTestId('bonus-remaining')).toContainText('10');
  await shot(page, `promo-redeemed-${vp.name}`);
  // The ledger row is in Transactions.
  const rows = await api<{ list: { reason: string; delta: string }[] }>(page, '/v1/account/transaction?coin=USDT&size=20');
  expect(rows.list.filter((r) => r.reason === 'code_redeem').map((r) => new Decimal(r.delta).toFixed())).toEqual(['5']);
});

test('the list, an offer with every rule before joining, joining the reload and the FAQ (desktop)', async ({ page }) => {
  const vp = VIEWPORTS.find((v) => v.name !== 'phone')!;
  await page.setViewportSize(vp);
  // A guest sees the offers.
  await page.goto('/promotions');
  await expect(page.getByTestId('promo-grid')).toContainText('100% welcome match up to 500 USD');
  await shot(page, `promo-list-guest-${vp.name}`);
  await registerThroughApi(page, uniqueName('pl'));
  await page.goto('/promotions?tab=available');
  const reload = page.getByTestId('promo-grid').locator('[data-testid^="promo-card-"]').filter({ hasText: 'Friday reload' });
  await reload.click();
  const detail = page.getByTestId('promotion-detail');
  for (const rule of ['Match', 'Minimum deposit', 'Wagering', 'How stakes count', 'Max bet', 'Games', 'Time to wager', 'Cancel'])
    await expect(detail).toContainText(rule);
  await expect(page.getByTestId('promo-games')).toContainText('Dice');
  await shot(page, `promo-detail-${vp.name}`);
  await page.getByTestId('promo-action').getByRole('button', { name: /join/i }).click();
  await expect(page.getByTestId('promo-joined')).toBeVisible();
  await page.goto('/promotions?tab=joined');
  await expect(page.getByTestId('promo-grid')).toContainText('Friday reload');
  await shot(page, `promo-list-joined-${vp.name}`);
  await page.goto('/promotions/details/Faq');
  await expect(page.getByTestId('promotion-faq')).toContainText('How bonuses and wagering work');
  await shot(page, `promo-faq-${vp.name}`);
});
