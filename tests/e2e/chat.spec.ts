import type { Browser, Page } from '@playwright/test';
import { expect, test } from './test';
import { apiChatter, seedMessages } from './chatSeed';
import { admin } from './servers';
import { registerThroughApi, shot, uniqueName } from './helpers';
import { freshBrowser } from './launch';
import { api } from './api';

// A browser of its own: a long-lived one's GPU process was seen slowing later specs until they timed out.
test.use(freshBrowser('chat'));

// The live chat as players use it: two players chat and mention each other (suggestions, highlight, badge, the player
// card), tip and rain on each other, a guest's send asks for login, history pages in on scroll-up, a moderator's delete
// and a mute reach the open panels live.
// Screenshots of the panel on a desktop (docked) and a phone (sheet).

const DESKTOP = { width: 1440, height: 900 };
const PHONE = { width: 390, height: 844 };

async function player(browser: Browser, prefix: string): Promise<{ page: Page; name: string }> {
  const context = await browser.newContext({ viewport: DESKTOP });
  const page = await context.newPage();
  const name = uniqueName(prefix);
  await registerThroughApi(page, name);
  await page.goto('/');
  await expect(page.getByTestId('balance-amount')).toBeVisible();
  return { page, name };
}

/** Opens the docked panel and accepts the rules when they are shown. */
async function openChat(page: Page): Promise<void> {
  await page.getByTestId('chat-toggle').click();
  await expect(page.getByTestId('chat-panel')).toBeVisible();
  const accept = page.getByTestId('chat-rules-accept');
  const input = page.getByTestId('chat-input');
  await expect(accept.or(input)).toBeVisible();
  if (await accept.isVisible()) {
    await expect(page.getByTestId('chat-rules')).toContainText('Chat rules');
    await accept.click();
  }
  await expect(input).toBeVisible();
}

/** Types a message and sends it with Enter; waits for its confirmed row. */
async function send(page: Page, text: string): Promise<void> {
  const input = page.getByTestId('chat-input');
  await input.fill(text);
  await input.press('Enter');
  await expect(input).toHaveValue('');
  await expect(page.getByTestId('chat-row').filter({ hasText: text }).last()).toBeVisible();
  await expect(page.getByTestId('chat-pending')).toHaveCount(0);
}

/**
 * Sends the confirmed tip or rain. Both are chat lines: within a second of the player's last message the dialog shows
 * the chat rate's refusal, and the player sends again, as here, until it goes (the retry keeps its key).
 */
async function sendConfirmed(page: Page, move: 'tip' | 'rain'): Promise<void> {
  await expect(async () => {
    const send = page.getByTestId(`${move}-send`);
    if (await send.isVisible()) await send.click();
    await expect(page.getByTestId(`${move}-done`)).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
}

const rowWith = (page: Page, text: string) => page.getByTestId('chat-row').filter({ hasText: text });

/** The header's balance of the selected coin (USDT), as a number. */
const balanceOf = async (page: Page) => Number(((await page.getByTestId('balance-amount').textContent()) ?? '').replace(/,/g, ''));

test('two players chat, mention each other and see the badge; links to other sites are not clickable', async ({ browser }) => {
  test.setTimeout(180_000);
  const alice = await player(browser, 'alice');
  const bob = await player(browser, 'bob');

  await openChat(alice.page);
  await openChat(bob.page);
  await send(bob.page, `hi from ${bob.name}`);
  await expect(rowWith(alice.page, `hi from ${bob.name}`)).toBeVisible();

  // The remembered state: the panel stays open across a reload.
  await alice.page.reload();
  await expect(alice.page.getByTestId('chat-panel')).toBeVisible();
  await expect(rowWith(alice.page, `hi from ${bob.name}`)).toBeVisible();

  // Bob closes the panel; Alice mentions him through the suggestions.
  await bob.page.getByTestId('chat-close').click();
  await expect(bob.page.getByTestId('chat-panel')).toBeHidden();
  const input = alice.page.getByTestId('chat-input');
  await input.click();
  await input.pressSequentially(`gg @${bob.name.slice(0, 5)}`);
  const suggest = alice.page.getByTestId('chat-suggest');
  await expect(suggest.getByRole('option', { name: new RegExp(bob.name) })).toBeVisible();
  await shot(alice.page, 'chat-suggestions-desktop');
  // Arrow keys move the choice; Enter picks the one chosen.
  const options = suggest.getByRole('option');
  const index = (await options.allTextContents()).findIndex((t) => t.includes(bob.name));
  for (let i = 0; i < index; i++) await input.press('ArrowDown');
  await input.press('Enter');
  await expect(input).toHaveValue(`gg @${bob.name} `);
  await input.pressSequentially('nice one');
  await input.press('Enter');
  await expect(rowWith(alice.page, 'nice one')).toBeVisible();

  // Bob's badge counts the mention while his panel is closed, and clears once he has seen it.
  await expect(bob.page.getByTestId('chat-toggle').getByTestId('chat-mention-badge')).toHaveText('1');
  await bob.page.getByTestId('chat-toggle').click();
  const mentioned = rowWith(bob.page, 'nice one');
  await expect(mentioned).toHaveAttribute('data-mentioned', 'true');
  await expect(mentioned.locator('.chat-mention.is-me')).toHaveText(`@${bob.name}`);
  await expect(bob.page.getByTestId('chat-toggle').getByTestId('chat-mention-badge')).toHaveCount(0);
  await expect.poll(async () => (await api<{ unread: number }>(bob.page.request, '/v1/user/userChat/hasRead')).unread).toBe(0);

  // Bob answers from Alice's card: her name opens it (her stats), Mention writes @alice into his composer.
  await rowWith(bob.page, 'nice one').getByTestId('chat-author').click();
  await expect(bob.page.getByTestId('player-card-name')).toHaveText(alice.name);
  await expect(bob.page.getByTestId('player-card-stats')).toBeVisible();
  await bob.page.getByTestId('player-card-mention').click();
  await expect(bob.page.getByTestId('player-card-name')).toHaveCount(0);
  await expect(bob.page.getByTestId('chat-input')).toHaveValue(`@${alice.name} `);
  await bob.page.getByTestId('chat-input').press('End');
  await bob.page.getByTestId('chat-input').pressSequentially('thanks! see /vip and https://evil.example/x');
  await bob.page.getByTestId('chat-input').press('Enter');
  const repliedAt = Date.now();
  const reply = rowWith(alice.page, 'thanks!');
  await expect(reply).toHaveAttribute('data-mentioned', 'true');
  // A site path is an in-app link; another site's URL is text only.
  await expect(reply.getByRole('link', { name: '/vip' })).toHaveAttribute('href', '/vip');
  await expect(reply.getByRole('link')).toHaveCount(1);
  await expect(reply).toContainText('https://evil.example/x');

  // The same text again at once is refused (too fast, or a repeat): the server's message shows and the text stays.
  const bobInput = bob.page.getByTestId('chat-input');
  // The server wants a second between two messages of one player: the next one goes once that has passed.
  await expect.poll(() => Date.now() - repliedAt).toBeGreaterThan(1_200);
  await send(bob.page, 'one more');
  await bobInput.fill('one more');
  await bobInput.press('Enter');
  await expect(bob.page.getByTestId('chat-error')).toHaveText(/You are sending too fast|You just sent that message/);
  await expect(bobInput).toHaveValue('one more');
  await expect(rowWith(alice.page, 'one more')).toHaveCount(1);
  // The site link opens in the app.
  await reply.getByRole('link', { name: '/vip' }).click();
  await expect(alice.page).toHaveURL(/\/vip$/);
  await expect(alice.page.getByTestId('chat-panel')).toBeVisible();

  // Pictures: the docked panel on a desktop, the sheet on a phone.
  await alice.page.goto('/');
  await expect(rowWith(alice.page, 'thanks!')).toBeVisible();
  // Beside the panel the content shrinks and the header still shows the whole balance.
  const fits = () =>
    alice.page.getByTestId('balance-amount').evaluate((el) => el.scrollWidth <= el.clientWidth + 1 && el.getBoundingClientRect().width > 0);
  await expect.poll(fits).toBe(true);
  const mainRight = await alice.page.locator('.shell__main').evaluate((el) => el.getBoundingClientRect().right);
  const panelLeft = await alice.page.getByTestId('chat-panel').evaluate((el) => el.getBoundingClientRect().left);
  expect(mainRight).toBeLessThanOrEqual(panelLeft + 1);
  await shot(alice.page, 'chat-desktop');
  await alice.page.setViewportSize({ width: 1024, height: 768 });
  await expect.poll(fits).toBe(true);
  await shot(alice.page, 'chat-tablet');
  await bob.page.setViewportSize(PHONE);
  await bob.page.reload();
  await expect(bob.page.getByTestId('chat-panel')).toBeHidden();
  await bob.page.getByTestId('chat-toggle-bar').click();
  await expect(rowWith(bob.page, 'thanks!')).toBeVisible();
  await shot(bob.page, 'chat-phone');
  await bob.page.getByTestId('chat-close').click();
  await expect(bob.page.getByTestId('chat-panel')).toBeHidden();
});

test("a guest's send opens the Login dialog", async ({ page }) => {
  await page.setViewportSize(PHONE);
  await page.goto('/');
  await expect(page.getByTestId('chat-toggle-bar')).toBeVisible();
  await expect(page.getByTestId('chat-toggle')).toBeHidden();
  await shot(page, 'chat-bottom-bar-phone');
  await page.getByTestId('chat-toggle-bar').click();
  const input = page.getByTestId('chat-input');
  await expect(input).toHaveAttribute('placeholder', 'Log in to chat');
  await input.fill('hello?');
  await input.press('Enter');
  await expect(page.getByTestId('login-dialog')).toBeVisible();
  await expect(input).toHaveValue('hello?');
});

test('history: the latest 50 first, older ones on scroll-up without moving what is on screen', async ({ page, baseURL }) => {
  test.setTimeout(120_000);
  const tag = `hist${Date.now().toString(36)}`;
  await seedMessages(baseURL!, 60, tag);
  await page.setViewportSize(DESKTOP);
  await page.goto('/');
  await page.getByTestId('chat-toggle').click();
  const last = rowWith(page, `${tag} 59`);
  await expect(last).toBeVisible();
  await expect(rowWith(page, `${tag} 9`)).toHaveCount(0);
  // The list starts at the bottom.
  const list = page.getByTestId('chat-list');
  // Scrolling up to the top fetches the page before the oldest shown. Where the oldest shown line sits is read in the
  // same task as the scroll, before the scroll event can start that fetch.
  const anchor = rowWith(page, `${tag} 10`);
  const before = await list.evaluate((el, text) => {
    el.scrollTop = 0;
    const row = [...el.querySelectorAll('[data-testid="chat-row"]')].find((r) => r.querySelector('.chat-row__text')?.textContent === text);
    return row!.getBoundingClientRect().y;
  }, `${tag} 10`);
  await expect(rowWith(page, `${tag} 0`)).toHaveCount(1);
  // What was on screen stays put.
  await expect.poll(async () => Math.abs((await anchor.boundingBox())!.y - before)).toBeLessThan(200);
  const ids = await page.getByTestId('chat-row').evaluateAll((rows) => rows.map((r) => Number(r.getAttribute('data-id'))));
  expect(ids).toEqual([...ids].sort((a, b) => a - b));
  expect(new Set(ids).size).toBe(ids.length);
  // Scrolling on to the top reaches the room's first message (other tests' messages may come before this test's).
  await expect
    .poll(
      async () => {
        await list.evaluate((el) => (el.scrollTop = 0));
        return page.getByTestId('chat-edge').textContent();
      },
      { timeout: 60_000 },
    )
    .toBe('This is the start of the chat');

  // Scrolled up, a new message shows the pill instead of moving the list; the pill goes to the bottom.
  const late = await apiChatter(baseURL!, 'late');
  try {
    await late.say(`${tag} late`);
  } finally {
    await late.close();
  }
  const pill = page.getByTestId('chat-new-pill');
  await expect(pill).toHaveText('1 new message');
  await expect(rowWith(page, `${tag} late`)).not.toBeInViewport();
  await pill.click();
  await expect(rowWith(page, `${tag} late`)).toBeInViewport();
  await expect(pill).toHaveCount(0);
});

test('a moderator deletes a message and it disappears live; a mute shows in the composer until lifted', async ({ browser, baseURL }) => {
  test.setTimeout(120_000);
  const viewer = await player(browser, 'viewer');
  await openChat(viewer.page);
  const author = await apiChatter(baseURL!, 'author');
  const mod = await apiChatter(baseURL!, 'mod');
  try {
    expect(await admin('grant-moderator', mod.userName)).toContain('is a moderator now');
    const entry = await author.say('this will be removed');
    const row = rowWith(viewer.page, 'this will be removed');
    await expect(row).toBeVisible();
    await api(mod.api, '/v1/user/userChat/delete', { id: entry.id });
    await expect(row).toHaveCount(0);

    await api(mod.api, '/v1/user/userChat/mute', { userName: viewer.name, minutes: 5 });
    await expect(viewer.page.getByTestId('chat-mute')).toContainText(/You are muted .*until/);
    await expect(viewer.page.getByTestId('chat-input')).toBeDisabled();
    await api(mod.api, '/v1/user/userChat/mute', { userName: viewer.name, minutes: 0 });
    await expect(viewer.page.getByTestId('chat-mute')).toHaveCount(0);
    await expect(viewer.page.getByTestId('chat-input')).toBeEnabled();
  } finally {
    await author.close();
    await mod.close();
  }
});

test('two players tip and rain on each other from the chat', async ({ browser }) => {
  test.setTimeout(180_000);
  const alice = await player(browser, 'tipa');
  const bob = await player(browser, 'tipb');
  await openChat(alice.page);
  await openChat(bob.page);
  // Both have chatted in the last 10 minutes: each is eligible for the other's rain.
  await send(alice.page, `hello from ${alice.name}`);
  await send(bob.page, `hello from ${bob.name}`);
  const bobBalance = await balanceOf(bob.page);

  // Alice tips Bob with the /tip command: the dialog asks to confirm, with the fiat value, before anything moves.
  const input = alice.page.getByTestId('chat-input');
  await input.fill(`/tip @${bob.name} 1.5 USDT`);
  await input.press('Enter');
  await expect(input).toHaveValue('');
  await expect(alice.page.getByTestId('tip-confirm-text')).toContainText('1.5');
  await expect(alice.page.getByTestId('tip-confirm-text')).toContainText(bob.name);
  await shot(alice.page, 'chat-tip-confirm-desktop');
  await sendConfirmed(alice.page, 'tip');
  await alice.page.keyboard.press('Escape');
  // The tip is a line in both chats and a toast to Bob; his balance grows by the tip.
  for (const page of [alice.page, bob.page]) {
    await expect(page.getByTestId('chat-row').and(page.locator('[data-kind="tip"]')).filter({ hasText: bob.name }).last()).toBeVisible();
  }
  await expect(bob.page.getByTestId('toast').filter({ hasText: alice.name }).first()).toBeVisible();
  await expect.poll(() => balanceOf(bob.page)).toBeCloseTo(bobBalance + 1.5, 6);

  // Bob rains on the chat from the panel's Rain button: Alice is among the recipients.
  await bob.page.getByTestId('chat-rain').click();
  await expect(bob.page.getByTestId('rain-rule')).toContainText('10 minutes');
  await bob.page.getByTestId('rain-amount').fill('2');
  await bob.page.getByTestId('rain-continue').click();
  await expect(bob.page.getByTestId('rain-confirm-text')).toBeVisible();
  await sendConfirmed(bob.page, 'rain');
  await shot(bob.page, 'chat-rain-done-desktop');
  await bob.page.keyboard.press('Escape');
  const rain = alice.page.getByTestId('chat-row').and(alice.page.locator('[data-kind="rain"]')).filter({ hasText: bob.name }).last();
  await expect(rain).toBeVisible();
  const names = rain.getByTestId('chat-rain-names');
  if (await rain.getByRole('button', { name: /more$/ }).isVisible()) await rain.getByRole('button', { name: /more$/ }).click();
  await expect(names).toContainText(alice.name);
  await shot(alice.page, 'chat-rain-line-desktop');
});
