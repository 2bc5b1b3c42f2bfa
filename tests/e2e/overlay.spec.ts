import type { Browser, Page } from '@playwright/test';
import { expect, test } from './test';
import type { OverlayTokenMade } from '../../src/core/overlay';
import { registerThroughApi, shot, uniqueName, VIEWPORTS } from './helpers';
import { api } from './api';
import { freshBrowser } from './launch';

test.use(freshBrowser('overlay'));

// A streamer makes an overlay link on the profile, the overlay runs in a second browser (the streaming tool's browser
// source) and follows the streamer's play live; a moderator switches its scene with a chat command; a revoked link
// goes blank.

/** An overlay page in a browser of its own, at the browser source's 1920x1080. */
async function openOverlay(browser: Browser, token: string, view = 'live'): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1920, height: 1080 } });
  const page = await context.newPage();
  await page.goto(`/overlay/${token}/${view}`);
  await expect(page.getByTestId('overlay')).toBeVisible();
  return page;
}

/** Opens the chat (rules already accepted through the API) and sends one line. */
async function chatLine(page: Page, text: string, wide: boolean): Promise<void> {
  const input = page.getByTestId('chat-input');
  if (!(await input.isVisible())) await page.getByTestId(wide ? 'chat-toggle' : 'chat-toggle-bar').click();
  await input.fill(text);
  // Sent when the composer empties; a line inside the chat's one-second rate comes back to the composer, so it is
  // sent again once the rate allows.
  await expect(async () => {
    if ((await input.inputValue()) === text) await input.press('Enter');
    await expect(input).toHaveValue('', { timeout: 1000 });
  }).toPass({ intervals: [500, 1000] });
}

test('a streamer puts an overlay on stream: it follows each bet within a second, a moderator switches its scene by chat, a revoked link goes blank', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  const streamerName = uniqueName('strm');
  await registerThroughApi(page, streamerName, { acceptRules: true });
  // A cooldown no slow machine outlasts between the moderator's two commands below.
  await api(page, '/v1/streamer/settings', { celebrateMultiplier: '50', celebrateUsd: '1000', commandCooldown: 600 });

  // The link is made on the profile and shown once.
  await page.goto('/profile/Streaming');
  await page.getByTestId('overlay-link-label').fill('OBS main');
  await page.getByTestId('overlay-link-make').click();
  const made = page.getByTestId('overlay-link-made');
  await expect(made).toBeVisible();
  const token = (await made.getAttribute('data-token'))!;
  expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
  await expect(page.getByTestId('overlay-url-live').locator('input')).toHaveValue(new RegExp(`/overlay/${token}/live$`));
  await expect(page.getByTestId('overlay-link')).toHaveCount(1);
  await shot(page, 'streaming-profile-desktop');

  const overlay = await openOverlay(browser, token);
  await expect(overlay.getByTestId('overlay')).toHaveAttribute('data-scene', 'bets');
  await expect(overlay.getByTestId('overlay-current-game')).toHaveText('Waiting for the first bet');
  // Nothing private: no name, no email.
  expect(await overlay.content()).not.toContain(streamerName);

  // The streamer plays dice; each answered bet is on the overlay within a second of its answer.
  await page.goto('/game/dice');
  await page.getByTestId('bet-amount').fill('1');
  for (let i = 0; i < 3; i++) {
    const answer = page.waitForResponse((r) => r.url().includes('/api/games/dice/bet'));
    await page.getByTestId('bet-submit').click();
    const body = (await (await answer).json()) as { code: number; data: { bet: { id: number } } };
    expect(body.code).toBe(200);
    await expect(overlay.locator(`[data-testid="overlay-bet"][data-bet-id="${body.data.bet.id}"]`)).toBeVisible({ timeout: 1000 });
    await expect(page.getByTestId('bet-submit')).toBeEnabled();
  }
  await expect(overlay.getByTestId('overlay-current-game')).toHaveText('Dice');
  await expect(overlay.getByTestId('overlay-bet')).toHaveCount(3);
  await shot(overlay, 'overlay-bets');

  // A moderator, added on the profile, switches the scene from the chat.
  const modContext = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const mod = await modContext.newPage();
  const modName = uniqueName('mod');
  await registerThroughApi(mod, modName, { acceptRules: true });
  await page.goto('/profile/Streaming');
  await page.getByTestId('moderator-name').fill(modName);
  await page.getByTestId('moderator-add').click();
  await expect(page.getByTestId('moderator')).toHaveText(new RegExp(modName));
  await mod.goto('/');
  await chatLine(mod, '!scene stats', false);
  await expect(overlay.getByTestId('overlay')).toHaveAttribute('data-scene', 'stats');
  await expect(overlay.getByTestId('overlay-stats-bets')).toHaveText('3');
  await shot(overlay, 'overlay-stats');
  // A second command inside the cooldown is refused, and the scene stays.
  await chatLine(mod, '!scene hunt', false);
  await expect(mod.getByTestId('toast').filter({ hasText: 'The scene was switched moments ago' })).toBeVisible();
  await expect(overlay.getByTestId('overlay')).toHaveAttribute('data-scene', 'stats');

  // The streamer switches it from the profile too; then revokes the link, and the overlay goes blank.
  await page.getByTestId('on-air-hunt').click();
  await expect(overlay.getByTestId('overlay')).toHaveAttribute('data-scene', 'hunt');
  await page.getByTestId('overlay-link-revoke').click();
  await expect(page.getByTestId('overlay-link')).toHaveCount(0);
  await expect(overlay.getByTestId('overlay-gone')).toBeVisible();
  await modContext.close();
  await overlay.context().close();
});

test('a mod link switches the scene from its panel; a big win fires the win alert and the celebration', async ({ page, browser }) => {
  test.setTimeout(180_000);
  await registerThroughApi(page, uniqueName('strw'));
  await api(page, '/v1/streamer/settings', { celebrateMultiplier: '2', celebrateUsd: '1', commandCooldown: 3 });
  const view = await api<OverlayTokenMade>(page, '/v1/streamer/token', { kind: 'view', label: 'Alerts' });
  const modLink = await api<OverlayTokenMade>(page, '/v1/streamer/token', { kind: 'mod', label: 'Mods' });

  const panel = await openOverlay(browser, modLink.token, 'control');
  await panel.getByTestId('overlay-scene-alert').click();
  await expect(panel.getByTestId('overlay')).toHaveAttribute('data-scene', 'alert');
  const overlay = await openOverlay(browser, view.token);
  await expect(overlay.getByTestId('overlay')).toHaveAttribute('data-scene', 'alert');
  // A view link's panel only shows.
  const viewPanel = await openOverlay(browser, view.token, 'control');
  await expect(viewPanel.getByTestId('overlay-view-only')).toBeVisible();
  await expect(viewPanel.getByTestId('overlay-scenebar')).toHaveCount(0);
  await viewPanel.context().close();

  // Limbo at 2x until a win: the alert (2x and more) shows with the celebration over it.
  for (let i = 0; i < 40; i++) {
    const answer = await api<{ bet: { win: boolean } }>(page, '/api/games/limbo/bet', {
      coin: 'USDT',
      amount: '1',
      balanceType: 'DEPOSIT',
      target: '2',
    });
    if (answer.bet.win) break;
  }
  await expect(overlay.getByTestId('overlay-alert')).toBeVisible();
  await expect(overlay.getByTestId('big-win')).toBeAttached();
  await shot(overlay, 'overlay-alert');
  await expect(overlay.getByTestId('overlay-alert')).toBeHidden({ timeout: 10_000 });
  await panel.context().close();
  await overlay.context().close();
});

for (const vp of VIEWPORTS) {
  test(`the streaming section at ${vp.width}x${vp.height}`, async ({ page }) => {
    await page.setViewportSize({ width: vp.width, height: vp.height });
    await registerThroughApi(page, uniqueName('strv'));
    await page.goto('/profile/Streaming');
    await expect(page.getByTestId('overlay-links-card')).toBeVisible();
    await page.getByTestId('overlay-link-kind').selectOption('mod');
    await page.getByTestId('overlay-link-make').click();
    // The label is required: refused on the form, nothing made.
    await expect(page.getByTestId('overlay-link-error')).toHaveText('label is required');
    await page.getByTestId('overlay-link-label').fill('Mods');
    await page.getByTestId('overlay-link-make').click();
    await expect(page.getByTestId('overlay-url-control')).toBeVisible();
    await page.getByTestId('alerts-card').locator('input').first().fill('1');
    await page.getByTestId('alerts-submit').click();
    await expect(page.getByTestId('alerts-card')).toContainText('the multiplier is at least 2');
    await shot(page, `streaming-profile-${vp.name}`);
  });
}
