import type { Browser, Page } from '@playwright/test';
import { expect } from './test';
import { registerThroughApi, uniqueName } from './helpers';

// The /game/crash page's parts and players, shared by the crash specs (crash.spec.ts, crash-flows.spec.ts).

export const ROUND_WAIT = 150_000; // a round can run a long time (a 50x round runs 65 s)
export const ATTEMPTS = 6;

export const page$ = (page: Page) => page.getByTestId('game-page');
export const phase = (page: Page) => page$(page).getAttribute('data-crash-phase');
export const roundId = async (page: Page) => Number(await page$(page).getAttribute('data-round'));
export const main = (page: Page) => page.getByTestId('crash-main');

/** Waits for the page to show `want` as the round's phase. */
export const inPhase = (page: Page, want: string | RegExp, timeout = ROUND_WAIT) =>
  expect(page$(page)).toHaveAttribute('data-crash-phase', want, { timeout });

/** A new player with the demo funds, on the crash page with its engine running. */
export async function player(browser: Browser, viewport: { width: number; height: number }, prefix: string) {
  const context = await browser.newContext({ viewport });
  const name = uniqueName(prefix);
  await registerThroughApi(context, name);
  const page = await context.newPage();
  const stateCalls: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/api/games/crash/state')) stateCalls.push(r.url());
  });
  await page.goto('/game/crash');
  await expect(page.getByTestId('balance-amount')).toHaveText(/^1,000(\.0+)?$/);
  await expect(page.locator('.engine-host[data-engine="ready"]')).toBeVisible({ timeout: 30_000 });
  await inPhase(page, /betting|running|crashed/, 30_000);
  return { context, page, name, stateCalls };
}

/**
 * The player's pill on round `round`: its state and text; 'none' before it shows, 'gone' once the page follows a newer
 * round (the pill belongs to its round, and a round that busts at once can come and go between two looks on a busy
 * machine).
 */
export async function myBet(page: Page, round: number): Promise<{ state: string; text: string }> {
  return page.evaluate((r) => {
    const game = document.querySelector('[data-testid="game-page"]');
    if (Number(game?.getAttribute('data-round')) !== r) return { state: 'gone', text: '' };
    const pill = document.querySelector('[data-testid="crash-my-bet"]');
    return { state: pill?.getAttribute('data-state') ?? 'none', text: pill?.textContent ?? '' };
  }, round);
}
