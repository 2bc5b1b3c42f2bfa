import { randomBytes } from 'node:crypto';
import { expect, test } from './test';
import type { Envelope } from '../../src/core/api';
import type { InviteInfo } from '../../src/core/promotions';
import { registerThroughApi, shot, uniqueName, VIEWPORTS } from './helpers';
import { freshBrowser } from './launch';

test.use(freshBrowser('referrals'));
test.describe.configure({ mode: 'parallel' });

// Referrals as players meet them: the inviter picks a share code and copies the link; a friend on another network
// opens it, the Register dialog comes up with the code, they sign up and bet; the inviter sees them, their wager and
// the commission, and claims it.

for (const vp of VIEWPORTS) {
  test(`an invitee registers from a share link and the inviter claims the commission (${vp.name})`, async ({ page, browser }) => {
    test.setTimeout(180_000);
    await page.setViewportSize(vp);
    await registerThroughApi(page, uniqueName(vp.name === 'phone' ? 'ip' : 'id'));
    await page.goto('/promotions/details/referral');
    const code = `E${randomBytes(4).toString('hex').toUpperCase()}`;
    await page.getByTestId('invite-code-input').fill(code);
    await page.getByTestId('invite-code-save').click();
    await expect(page.getByTestId('invite-link')).toContainText(`?sharCode=${code}`);
    await expect(page.getByTestId('invite-code-input')).toHaveCount(0);
    await expect(page.getByTestId('invite-card')).toBeVisible();
    await shot(page, `referral-${vp.name}`);

    // The friend, on a network of their own, opens the link: Register comes up by itself and carries the code.
    const friend = await browser.newContext({
      viewport: vp,
      extraHTTPHeaders: { 'X-Forwarded-For': `203.0.113.${(randomBytes(1)[0]! % 200) + 20}` },
    });
    const other = await friend.newPage();
    await other.goto(`${new URL(page.url()).origin}/?sharCode=${code}`);
    const dialog = other.getByTestId('register-dialog');
    await expect(dialog).toBeVisible({ timeout: 15_000 });
    await expect(dialog.locator('input[name="sharCode"]')).toHaveValue(code);
    const friendName = uniqueName('fr');
    await dialog.locator('input[name="userName"]').fill(friendName);
    await dialog.locator('input[name="email"]').fill(`${friendName}@example.com`);
    await dialog.locator('input[name="password"]').fill('Secret123');
    await dialog.locator('input[name="birth"]').fill('1990-01-01');
    await dialog.getByTestId('register-submit').click();
    await expect(dialog).toBeHidden();
    // They bet 100 USDT at dice: 1 USD of house edge, 0.10 USD of commission.
    for (let i = 0; i < 2; i++) {
      const res = await other.request.post('/api/games/dice/bet', {
        data: { coin: 'USDT', amount: '50', balanceType: 'DEPOSIT', target: '50.50', condition: 'over' },
      });
      expect(((await res.json()) as Envelope<unknown>).code).toBe(200);
    }
    await friend.close();

    await page.reload();
    await expect(page.getByTestId('invitee-row')).toHaveCount(1);
    await expect(page.getByTestId('invitee-row')).toContainText('100');
    await expect(page.getByTestId('invite-claimable')).toContainText('0.10');
    await shot(page, `referral-commission-${vp.name}`);
    await page.getByTestId('invite-claim').click();
    await expect(page.getByText(/Claimed 0\.1 USDT/)).toBeVisible();
    const info = (await (await page.request.post('/v1/user/getMyInviteUserInfo', { data: {} })).json()) as Envelope<InviteInfo>;
    expect(info.data).toMatchObject({ invited: 1, active: 1, claimedUsd: '0.10', claimableUsd: '0.00' });
  });
}
