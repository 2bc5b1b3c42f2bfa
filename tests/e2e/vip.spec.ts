import type { Page } from '@playwright/test';
import { expect, test } from './test';
import { Decimal } from '../../src/core/money';
import type { BalanceData } from '../../src/core/api';
import type { LedgerPage } from '../../src/core/wallet/history';
import { registerThroughApi, shot, uniqueName, VIEWPORTS } from './helpers';
import { freshBrowser } from './launch';
import { api } from './api';

test.use(freshBrowser('vip'));
// Each test makes its own player: the workers split them.
test.describe.configure({ mode: 'parallel' });

// The VIP programme as a new player meets it: a few dice bets move the level's progress in the account menu live, the
// third reaches Steel I with a toast, and on /vip the rakeback and the level-up reward are claimed once each; the
// balances then equal the ledger's sums.

/** Every USDT ledger row of the player, summed per balance. */
async function ledgerSums(page: Page): Promise<{ DEPOSIT: Decimal; BONUS: Decimal }> {
  const sums = { DEPOSIT: new Decimal(0), BONUS: new Decimal(0) };
  let cursor: string | null = null;
  do {
    const pageOf: LedgerPage = await api<LedgerPage>(
      page,
      `/v1/account/transaction?coin=USDT&size=100${cursor ? `&cursor=${cursor}` : ''}`,
    );
    for (const r of pageOf.list) sums[r.kind] = sums[r.kind].plus(r.delta);
    cursor = pageOf.next;
  } while (cursor);
  return sums;
}

async function menuLevel(page: Page) {
  await page.getByTestId('user-menu').click();
  const level = page.getByTestId('user-menu-level');
  await expect(level).toBeVisible();
  return level;
}

for (const vp of VIEWPORTS) {
  test(`a new player climbs to Steel I, watches the progress move and claims rakeback and the level-up reward (${vp.name})`, async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await page.setViewportSize(vp);
    await registerThroughApi(page, uniqueName('vip'));
    await page.goto('/game/dice');
    await expect(page.getByTestId('bet-submit')).toBeEnabled();

    let level = await menuLevel(page);
    await expect(level).toContainText('Rookie');
    await expect(level).toContainText('0.00%');
    await page.keyboard.press('Escape');

    await page.getByTestId('bet-amount').fill('20');
    await page.getByTestId('bet-submit').click();
    await expect(page.getByTestId('bet-submit')).toBeEnabled();
    // 20 of the 50 XP to Steel I, pushed by the server after the bet settled.
    level = await menuLevel(page);
    await expect(level).toContainText('40.00%');
    await expect(level).toContainText('30 XP to Steel I');
    await page.keyboard.press('Escape');

    for (let i = 0; i < 2; i++) {
      await page.getByTestId('bet-submit').click();
      await expect(page.getByTestId('bet-submit')).toBeEnabled();
    }
    await expect(page.getByText('You reached Steel I!')).toBeVisible();

    await page.goto('/vip');
    const hero = page.getByTestId('vip-hero');
    await expect(hero.getByTestId('vip-level-name')).toHaveText('Steel I');
    await expect(page.getByTestId('levelup-usd')).toContainText('0.25');
    await shot(page, `vip-before-claims-${vp.name}`);

    // Rakeback: 3 × 20 × 1% house edge × 5% = 0.03 USDT.
    await page.getByTestId('claim-rakeback').click();
    await expect(page.getByText(/0\.03.*USDT/).first()).toBeVisible();
    await expect(page.getByTestId('claim-rakeback')).toBeDisabled();
    await expect(page.getByTestId('claim-levelup')).toHaveText('Claim $0.25 in USDT');
    await page.getByTestId('claim-levelup').click();
    await expect(page.getByTestId('claim-levelup')).toHaveText('Reach a new level to earn one');
    await expect(page.getByTestId('claim-levelup')).toHaveAttribute('aria-disabled', 'true');

    const balances = await api<BalanceData>(page, '/v1/account/findBalance');
    const usdt = balances.list.find((r) => r.coin === 'USDT')!;
    expect(usdt.bonusAmount).toBe('0.250000');
    const sums = await ledgerSums(page);
    expect(sums.DEPOSIT.eq(usdt.amount)).toBe(true);
    expect(sums.BONUS.eq(usdt.bonusAmount)).toBe(true);
    const history = await api<LedgerPage>(page, '/v1/account/transaction?coin=USDT&size=10');
    expect(
      history.list
        .map((r) => r.reason)
        .slice(0, 2)
        .sort(),
    ).toEqual(['vip_level_up', 'vip_rakeback']);
    await shot(page, `vip-after-claims-${vp.name}`);
  });
}

test('a guest sees the ladder and what each level gives, and is asked to join', async ({ page }) => {
  await page.setViewportSize(VIEWPORTS[0]);
  await page.goto('/vip');
  await expect(page.getByTestId('vip-guest')).toBeVisible();
  await expect(page.getByTestId('vip-ladder')).toContainText('Obsidian');
  await shot(page, 'vip-guest-phone');
});
