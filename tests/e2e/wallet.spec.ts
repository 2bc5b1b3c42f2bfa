import { expect, test } from './test';
import { trimZeros } from '../../src/core/money';
import { shot, uniqueName, VIEWPORTS } from './helpers';
import { depositBalance, mailedCode, openWallet, registerVerified } from './walletSteps';
import { freshBrowser } from './launch';
import { admin } from './servers';

// A browser of its own: a long-lived one's GPU process was seen slowing later specs until they timed out.
test.use(freshBrowser('wallet'));
// Its tests share nothing (each makes its own players): the workers split them.
test.describe.configure({ mode: 'parallel' });

// The wallet as a new player meets it: a deposit through the demo payment provider's page, the balance rising once the
// network confirmations are in, a withdrawal confirmed with the code from the dev mailbox, the operator approving it
// from the admin command line, and Profile → Transactions showing both. Then a buy-crypto order paid on the provider's
// hosted checkout, whose return link opens the OrderDialog with the order's live status.

/** A valid Bitcoin address (the first receive address of BIP-84's test vector). */
const BTC_ADDRESS = 'bc1qcr8te4kr609gcawutmrza0j4xv80jy8z306fyu';

for (const vp of VIEWPORTS) {
  test.describe(`at ${vp.width}x${vp.height}`, () => {
    test.use({ viewport: { width: vp.width, height: vp.height } });

    test('a new player deposits through the demo provider, withdraws with the emailed code, the operator approves, and the history shows both', async ({
      page,
      context,
    }) => {
      test.setTimeout(240_000);
      const userName = uniqueName(vp.name === 'phone' ? 'wp' : 'wd');
      await page.goto('/');
      const email = await registerVerified(page, userName);
      const before = await depositBalance(page, 'BTC');

      // Deposit: BTC's address, its QR code, the minimum and the confirmations.
      await openWallet(page, vp.name === 'phone');
      const wallet = page.getByTestId('wallet-dialog');
      await wallet.getByTestId('coin-picker').click();
      await wallet.getByTestId('coin-option-BTC').click();
      const address = wallet.getByTestId('deposit-address');
      await expect(address).toHaveText(/^bc1q[02-9ac-hj-np-z]{38}$/);
      await expect(wallet.getByTestId('deposit-qr')).toBeVisible();
      await expect(wallet).toContainText('Minimum deposit 0.0001 BTC');
      await expect(wallet).toContainText('2 network confirmations');
      await shot(page, `wallet-deposit-${vp.name}`);

      // The demo provider's page: the player sends 0.01 BTC to that address and watches it confirm.
      const [provider] = await Promise.all([context.waitForEvent('page'), wallet.getByTestId('deposit-simulate').click()]);
      await provider.setViewportSize({ width: vp.width, height: vp.height });
      await expect(provider.getByRole('heading', { name: 'Send BTC to this address' })).toBeVisible();
      await provider.locator('input[name="amount"]').fill('0.01');
      await provider.getByRole('button', { name: 'Send payment' }).click();
      await expect(provider.getByRole('heading', { name: 'Confirming on the network' })).toBeVisible({ timeout: 30_000 });
      await shot(provider, `wallet-provider-confirming-${vp.name}`);
      await expect(provider.getByRole('heading', { name: 'Finished' })).toBeVisible({ timeout: 60_000 });
      await shot(provider, `wallet-provider-finished-${vp.name}`);
      await provider.close();

      // Back on the site, the wallet shows the balance risen by the deposit (the type 3 push, no reload).
      const after = trimZeros(before.plus('0.01').toFixed(8));
      await expect(wallet.getByTestId('coin-picker')).toContainText(after, { timeout: 30_000 });
      await shot(page, `wallet-deposit-credited-${vp.name}`);

      // Withdraw 0.005 BTC with the emailed code.
      await wallet.getByTestId('wallet-tab-withdraw').click();
      await wallet.getByTestId('withdraw-address').fill(BTC_ADDRESS);
      await wallet.getByTestId('withdraw-amount').fill('0.005');
      await expect(wallet).toContainText('0.0002');
      await wallet.getByTestId('withdraw-send-code').click();
      const code = await mailedCode(context, wallet.getByRole('link', { name: /dev mailbox/i }), email, vp);
      await wallet.getByTestId('withdraw-email-code').fill(code);
      await shot(page, `wallet-withdraw-form-${vp.name}`);
      await wallet.getByTestId('withdraw-submit').click();
      await expect(wallet.getByTestId('withdraw-success')).toBeVisible();
      await shot(page, `wallet-withdraw-pending-${vp.name}`);

      // The operator approves it from the command line, recording the payout's transaction id.
      const listed = await admin('withdrawals', 'list', '--user', userName);
      const id = /^\s*(\d+)\s/m.exec(listed.split('\n').slice(1).join('\n'))?.[1];
      expect(id, listed).toBeDefined();
      const txid = 'e2e'.padEnd(64, 'a');
      await admin('withdrawals', 'approve', id!, txid);

      // Profile → Transactions: the deposit and the approved withdrawal.
      await page.keyboard.press('Escape');
      await page.goto('/profile/Transactions');
      const history = page.getByTestId('transactions');
      await expect(history).toBeVisible();
      await expect(history.getByTestId('tx-row').filter({ hasText: 'Deposit' }).filter({ hasText: '+0.01' })).toHaveCount(1);
      await expect(history.getByTestId('tx-row').filter({ hasText: 'Withdrawal' }).filter({ hasText: '0.0052' })).toHaveCount(1);
      await shot(page, `wallet-history-${vp.name}`);
      await history.getByRole('tab', { name: 'Deposits' }).click();
      await expect(history.getByTestId('tx-status').first()).toHaveText(/credited|finished/i);
      await history.getByRole('tab', { name: 'Withdrawals' }).click();
      await expect(history.getByTestId('tx-status').first()).toHaveText('Approved');
      await expect(history.getByTestId('tx-explorer').first()).toHaveAttribute('href', `https://mempool.space/tx/${txid}`);
      await shot(page, `wallet-history-withdrawals-${vp.name}`);
    });

    test('a buy-crypto order is paid on the hosted checkout and the return link opens its live status', async ({ page }) => {
      test.setTimeout(180_000);
      await page.goto('/');
      await registerVerified(page, uniqueName(vp.name === 'phone' ? 'bp' : 'bd'));
      await openWallet(page, vp.name === 'phone');
      const wallet = page.getByTestId('wallet-dialog');
      await wallet.getByTestId('wallet-tab-buy').click();
      await wallet.getByTestId('buy-amount').fill('100');
      await shot(page, `wallet-buy-${vp.name}`);
      await wallet.getByTestId('buy-continue').click();

      // The provider's hosted checkout, in the same tab.
      await expect(page.getByRole('button', { name: 'Simulate payment' })).toBeVisible({ timeout: 30_000 });
      await shot(page, `wallet-checkout-${vp.name}`);
      await page.getByRole('button', { name: 'Simulate payment' }).click();
      await page.getByRole('link', { name: 'Return to site' }).click();

      // The site opens the OrderDialog from the encrypted params value and follows the order to its credit.
      const order = page.getByTestId('order-dialog');
      await expect(order).toBeVisible({ timeout: 30_000 });
      await expect(page.getByTestId('order-dialog-status')).toContainText(/credited/i, { timeout: 90_000 });
      await shot(page, `wallet-order-${vp.name}`);
    });
  });
}
