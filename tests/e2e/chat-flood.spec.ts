import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { expect, test } from './test';
import { registerThroughApi, shot, uniqueName } from './helpers';
import { freshBrowser } from './launch';

// A browser of its own: a long-lived one's GPU process was seen slowing later specs until they timed out.
test.use(freshBrowser('chat-flood'));

// Tips are chat lines and share the sender's chat rate: a player who has just sent five tips sees the chat's own
// refusal in the tip dialog, nothing moves, and the tip goes once the rate allows. The receiver gets one bell row that
// counts the tips ("You received 5 tips totalling …") instead of one per tip.

const DESKTOP = { width: 1440, height: 900 };

async function player(browser: Browser, prefix: string): Promise<{ page: Page; name: string }> {
  const context = await browser.newContext({ viewport: DESKTOP });
  const page = await context.newPage();
  const name = uniqueName(prefix);
  await registerThroughApi(page, name);
  await page.goto('/');
  await expect(page.getByTestId('balance-amount')).toBeVisible();
  return { page, name };
}

/** Sends a tip through the API; a refusal for the chat rate is sent again once its retryAfterMs has passed. */
async function tipWithinRate(request: APIRequestContext, toUserName: string, amount: string): Promise<void> {
  await expect
    .poll(
      async () => {
        const res = await request.post('/v1/account/sendTip', { data: { toUserName, coin: 'USDT', amount } });
        const body = (await res.json()) as { code: number; msg: string };
        if (body.code !== 200 && body.code !== 429) throw new Error(body.msg);
        return body.code;
      },
      { timeout: 15_000, intervals: [250] },
    )
    .toBe(200);
}

const balanceOf = async (page: Page) => Number(((await page.getByTestId('balance-amount').textContent()) ?? '').replace(/,/g, ''));

test('a tip over the chat rate shows the chat refusal in the dialog and moves nothing; the receiver gets one tallied notice', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const alice = await player(browser, 'flooda');
  const bob = await player(browser, 'floodb');

  const start = await balanceOf(alice.page);
  // Alice opens a /tip from the chat and reaches its confirm step.
  await alice.page.getByTestId('chat-toggle').click();
  const accept = alice.page.getByTestId('chat-rules-accept');
  const input = alice.page.getByTestId('chat-input');
  await expect(alice.page.getByTestId('chat-panel')).toBeVisible();
  await expect(accept.or(input)).toBeVisible();
  if (await accept.isVisible()) {
    await expect(alice.page.getByTestId('chat-rules')).toContainText('Chat rules');
    await accept.click();
  }
  await expect(input).toBeVisible();
  await input.fill(`/tip @${bob.name} 1 USDT`);
  await input.press('Enter');
  await expect(alice.page.getByTestId('tip-confirm-text')).toContainText(bob.name);

  // Meanwhile five tips of hers go (one a second: the most the rate allows in ten seconds).
  for (let i = 0; i < 5; i++) await tipWithinRate(alice.page.request, bob.name, '0.01');

  // The sixth, sent from the dialog at once (within a second of the fifth, and while the five are within ten
  // seconds): it shows the chat's refusal, and nothing moved. The press is dispatched to the button (shown above):
  // a pointer click first waits for the element to be stable over two frames, which on a busy machine's software
  // renderer took 9 s, by when the rate allowed a tip again.
  await alice.page.getByTestId('tip-send').dispatchEvent('click');
  await expect(alice.page.getByTestId('tip-error')).toHaveText(/^(Too many messages: at most 5 in 10 seconds|You are sending too fast)/);
  await shot(alice.page, 'chat-tip-flood-refused-desktop');
  await expect.poll(() => balanceOf(alice.page)).toBeCloseTo(start - 0.05, 6);

  // Bob: one bell row counting the five tips (and one unread mark), not five.
  await expect(bob.page.getByTestId('notify-badge')).toHaveText('1');
  await bob.page.getByTestId('notify-bell').click();
  const item = bob.page.getByTestId('notify-item');
  await expect(item).toHaveCount(1);
  await expect(item.first()).toContainText(`Tips from ${alice.name}`);
  await expect(item.first()).toContainText('You received 5 tips totalling 0.05 USDT');
  await shot(bob.page, 'chat-tip-flood-bell-desktop');
  await bob.page.keyboard.press('Escape');

  // Once the rate allows, the same confirmed tip goes through (its retry keeps its key): Send again as a player would.
  await expect(async () => {
    const send = alice.page.getByTestId('tip-send');
    if (await send.isVisible()) await send.click();
    await expect(alice.page.getByTestId('tip-done')).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
  await expect.poll(() => balanceOf(alice.page)).toBeCloseTo(start - 1.05, 6);
});
