import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './test';
import type { SettledBet } from '../../src/core/bets';
import type { ChatEntry, ChatPage } from '../../src/core/chat';
import type { SettledCrashBet } from '../../src/core/games/crash';
import { registerThroughApi, shot, uniqueName } from './helpers';
import { freshBrowser } from './launch';
import { get } from './api';

// A browser of its own: a long-lived one's GPU process was seen slowing later specs until they timed out.
test.use(freshBrowser('chat-share'));

// A player shares bets in chat from their detail dialogs: a dice bet and a crash bet (a settled crash bet is a bet
// like any other, numbered with them). The chat panel that shows the cards is built elsewhere: the shares are checked in the chat history
// (POST /v1/user/userChat/getChatList, public), where the panel reads them.

const ROUND_WAIT = 150_000;

/** A new player with the demo funds who accepted the chat rules (the panel's rules prompt is not on this page). */
// Registration is not what these tests are about: the player signs up through the API (the rules accepted) and opens the site.
async function chatPlayer(page: Page, prefix: string): Promise<string> {
  const name = uniqueName(prefix);
  await registerThroughApi(page, name, { acceptRules: true });
  await page.goto('/');
  await expect(page.getByTestId('balance-amount')).toHaveText(/^1,000(\.0+)?$/);
  return name;
}

/** The latest chat history page, read as a guest would (a request context without the page's session). */
async function history(guest: APIRequestContext): Promise<ChatEntry[]> {
  const res = await guest.post('/v1/user/userChat/getChatList', { data: {} });
  const body = (await res.json()) as { code: number; data: ChatPage };
  expect(body.code).toBe(200);
  return body.data.list;
}

const sharedToast = (page: Page) => page.getByTestId('toast').filter({ hasText: 'Shared in chat' });

test('a dice bet shared from its detail shows up in the chat history, for everyone', async ({ page, browser, request }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  const name = await chatPlayer(page, 'share');

  await page.goto('/game/dice');
  await page.getByTestId('bet-amount').fill('1');
  await page.getByTestId('bet-submit').click();
  const row = page.getByTestId('my-bets').getByTestId('my-bet-row').first();
  await expect(row).toBeVisible();
  const betId = Number(await row.getAttribute('data-bet-id'));
  const bet = ((await (await get(page, `/api/games/bets/${betId}`)).json()) as { data: SettledBet }).data;

  await row.click();
  const detail = page.getByTestId('bet-detail');
  await expect(detail).toContainText(`Bet #${betId}`);
  await expect(detail.getByTestId('bet-share')).toBeVisible();
  await shot(page, 'chat-share-detail-desktop');
  await detail.getByTestId('bet-share').click();
  await expect(sharedToast(page)).toBeVisible();

  const entry = (await history(request)).find((e) => e.kind === 'share' && e.share?.betId === String(betId));
  expect(entry).toBeDefined();
  expect(entry!.user).toMatchObject({ userName: name, hidden: false });
  expect(entry!.share).toMatchObject({ game: 'dice', coin: 'USDT', win: bet.win, amount: '1.000000' });

  // Another player opening the same bet gets no Share button (it is not theirs).
  const other = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const otherPage = await other.newPage();
  await chatPlayer(otherPage, 'peek');
  const refused = await otherPage.request.post('/v1/user/userChat/shareBet', { data: { betId: String(betId) } });
  expect(((await refused.json()) as { msg: string }).msg).toBe('Bet not found: share a bet id from your own bet history');
  await other.close();
});

test('a crash bet shared from the crash bet dialog carries game crash and its bets id', async ({ page, request }) => {
  test.setTimeout(420_000);
  await page.setViewportSize({ width: 390, height: 844 });
  await chatPlayer(page, 'crshare');
  await page.goto('/game/crash');
  const game = page.getByTestId('game-page');
  const main = page.getByTestId('crash-main');
  await expect(page.locator('.engine-host[data-engine="ready"]')).toBeVisible({ timeout: 30_000 });

  // One bet, placed in a betting phase; a bet refused because betting closed meanwhile is tried in the next round.
  for (let attempt = 0; attempt < 6 && (await page.getByTestId('crash-my-bet').count()) === 0; attempt++) {
    await expect(game).toHaveAttribute('data-crash-phase', 'betting', { timeout: ROUND_WAIT });
    await page.getByTestId('bet-amount').fill('1');
    if ((await main.getAttribute('data-action')) === 'bet') await main.click();
    await expect(main).not.toHaveAttribute('data-action', 'sending');
  }
  await expect(page.getByTestId('crash-my-bet')).toHaveAttribute('data-state', /cashed|lost/, { timeout: ROUND_WAIT });
  await expect(game).toHaveAttribute('data-crash-phase', /crashed|betting/, { timeout: ROUND_WAIT });

  const mine = ((await (await get(page, '/api/games/bets?game=crash')).json()) as { data: SettledCrashBet[] }).data;
  const bet = mine[0]!;
  const row = page.getByTestId('my-bets').getByTestId('my-bet-row').first();
  await row.scrollIntoViewIfNeeded();
  await expect(row).toHaveAttribute('data-bet-id', String(bet.id));
  await row.click();
  const detail = page.getByTestId('bet-detail');
  await expect(detail).toContainText(`Crash bet #${bet.id}`);
  await expect(detail.getByTestId('bet-detail-crash-point')).toHaveText(/×$/);
  await shot(page, 'chat-share-crash-detail-phone');
  await detail.getByTestId('bet-share').click();
  await expect(sharedToast(page)).toBeVisible();

  const entry = (await history(request)).find((e) => e.kind === 'share' && e.share?.game === 'crash' && e.share.betId === String(bet.id));
  expect(entry).toBeDefined();
  expect(entry!.share).toMatchObject({ coin: 'USDT', amount: '1.000000', win: bet.win });
  expect(Number(entry!.share!.multiplier)).toBe(Number(bet.multiplier));
  // What the card opens, for anyone.
  const card = await get(request, `/api/games/bets/${bet.id}`);
  expect(((await card.json()) as { data: SettledCrashBet }).data).toMatchObject({ id: bet.id, game: 'crash' });
});
