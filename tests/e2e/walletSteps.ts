import type { BrowserContext, Page } from '@playwright/test';
import { expect } from './test';
import { Decimal } from '../../src/core/money';
import { get } from './api';

// Wallet steps as a player takes them, shared by the specs that need a verified account, a deposit or a withdrawal.

/** The latest 6-digit code mailed to an address, read from the dev mailbox as a player reads their mail. */
export async function mailedCode(
  context: BrowserContext,
  link: ReturnType<Page['getByRole']>,
  email: string,
  vp: { width: number; height: number },
) {
  const [mailbox] = await Promise.all([context.waitForEvent('page'), link.click()]);
  await mailbox.setViewportSize(vp);
  const mail = mailbox.getByTestId('dev-mail').filter({ hasText: email });
  await expect(mail.first()).toBeVisible({ timeout: 15_000 });
  const code = (await mail.first().getByTestId('dev-mail-code').textContent())!.trim();
  expect(code).toMatch(/^\d{6}$/);
  await mailbox.close();
  return code;
}

/** Signs up through the Register dialog with the emailed code, so the account's address is verified. */
export async function registerVerified(page: Page, userName: string): Promise<string> {
  const email = `${userName}@example.com`;
  await page.getByTestId('header-register').click();
  const dialog = page.getByTestId('register-dialog');
  await expect(dialog).toBeVisible();
  await dialog.locator('input[name="userName"]').fill(userName);
  await dialog.locator('input[name="email"]').fill(email);
  await dialog.locator('input[name="password"]').fill('Secret123');
  await dialog.locator('input[name="birth"]').fill('1990-01-01');
  await dialog.getByTestId('register-send-code').click();
  let code = '';
  await expect(async () => {
    const res = await get(page, `/api/dev/mailbox?to=${encodeURIComponent(email)}`);
    const body = (await res.json()) as { data: { list: { text: string }[] } };
    code = /\b(\d{6})\b/.exec(body.data.list[0]?.text ?? '')?.[1] ?? '';
    expect(code).toMatch(/^\d{6}$/);
  }).toPass({ timeout: 15_000 });
  await dialog.locator('input[name="code"]').fill(code);
  await dialog.getByTestId('register-submit').click();
  await expect(dialog).toBeHidden();
  return email;
}

/** Opens the wallet as a player does: the header's Deposit button, or on a phone the balance pill's panel. */
export async function openWallet(page: Page, phone: boolean): Promise<void> {
  if (phone) {
    await page.getByTestId('balance-pill').click();
    await page.getByTestId('wallet-panel-deposit').click();
  } else await page.getByTestId('header-deposit').click();
  await expect(page.getByTestId('wallet-dialog')).toBeVisible();
}

/** The player's DEPOSIT balance of a coin, as the server has it. */
export async function depositBalance(page: Page, coin: string): Promise<Decimal> {
  const res = await get(page, '/v1/account/findBalance');
  const body = (await res.json()) as { data: { list: { coin: string; amount: string }[] } };
  return new Decimal(body.data.list.find((r) => r.coin === coin)!.amount);
}
