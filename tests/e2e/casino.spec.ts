import type { FrameLocator, Page } from '@playwright/test';
import { expect, test } from './test';
import type { GamePage } from '../../src/core/catalogue';
import type { LedgerRecord } from '../../src/core/wallet/history';
import type { HistoryPage } from '../../src/core/wallet/api';
import { Decimal } from '../../src/core/money';
import { formatCoin } from '../../src/core/format';
import { encodeCasinoToken } from '../../src/core/casinoToken';
import { registerThroughApi, shot, uniqueName } from './helpers';
import { api } from './api';
import { freshBrowser } from './launch';

test.use(freshBrowser('casino'));
test.describe.configure({ mode: 'parallel' });

// Third-party games as a player meets them, against the demo studio that `npm start` runs beside the app: search a
// game, favourite it, play the demo, then ten real-money spins whose balance the studio, the header, the history and
// the ledger agree on; and a blackjack hand played to its end on a phone.

/** The player's USDT deposit balance, as the server has it. */
async function usdt(page: Page): Promise<string> {
  const info = await api<{ balance: Record<string, string> }>(page, '/v1/user/getMyInfo');
  return new Decimal(info.balance.USDT ?? '0').toFixed();
}

/** The player's ledger rows of third-party rounds (newest first). */
async function roundRows(page: Page): Promise<LedgerRecord[]> {
  const history = await api<HistoryPage<LedgerRecord>>(page, '/v1/account/transaction?type=bets&coin=USDT&size=100');
  return history.list.filter((r) => r.link?.kind === 'round');
}

/** The studio game in the page's frame, once its HUD shows. */
async function studio(page: Page): Promise<FrameLocator> {
  const frame = page.frameLocator('[data-testid="game-frame"]');
  await expect(frame.locator('.hud-balance-value')).toBeVisible({ timeout: 30_000 });
  return frame;
}

/** Clicks the frame's primary button (Spin, Deal) and waits until the round's money is on our ledger and the HUD is idle. */
async function playRound(page: Page, frame: FrameLocator, label: RegExp, roundsBefore: number): Promise<void> {
  await frame.getByRole('button', { name: label }).click();
  await expect
    .poll(async () => new Set((await roundRows(page)).map((r) => r.link!.kind === 'round' && r.link!.id)).size, { timeout: 20_000 })
    .toBe(roundsBefore + 1);
  await expect(frame.getByRole('button', { name: label })).toBeEnabled({ timeout: 20_000 });
}

const SIZES = [
  { width: 1440, height: 900 },
  { width: 390, height: 844 },
] as const;

for (const size of SIZES) {
  const phone = size.width < 768;
  test(`search a slot, favourite it, play its demo, then ten real spins: studio, header, history and ledger agree (${size.width}x${size.height})`, async ({
    page,
  }) => {
    test.setTimeout(180_000);
    await page.setViewportSize(size);
    await registerThroughApi(page, uniqueName('slots'));

    await page.goto(phone ? '/searchGame/h5' : '/searchGame');
    await page.getByTestId('search-input').fill('neon reel');
    const tile = page
      .getByTestId('game-grid')
      .getByRole('link', { name: /Neon Reels/ })
      .first();
    await expect(tile).toBeVisible();
    await page.getByRole('button', { name: 'Favourite Neon Reels' }).click();
    await expect(page.getByRole('button', { name: 'Favourite Neon Reels' })).toHaveAttribute('aria-pressed', 'true');
    const favourites = await api<GamePage>(page, '/v1/game/likeCollect/collectList', {});
    expect(favourites.list.map((g) => g.title)).toEqual(['Neon Reels']);

    if (phone) {
      // A tap on the tile opens the phone's game page; the demo starts from its mode bar.
      await tile.click();
      await expect(page.getByTestId('casino-game-info')).toBeVisible();
      await page.getByTestId('mode-demo').click();
    } else {
      // The pointer on the tile (it is on its heart) shows its Play and Demo buttons over it.
      await page.getByRole('link', { name: 'Play Neon Reels in demo mode' }).click();
      await expect(page.getByTestId('casino-game')).toBeVisible();
    }
    await expect(page.getByTestId('mode-demo')).toHaveAttribute('aria-pressed', 'true');
    let frame = await studio(page);
    await expect(frame.locator('.hud-currency')).toHaveText('FUN');
    await frame.getByRole('button', { name: /^Spin/ }).click();
    await expect(frame.locator('.hud-balance-value')).not.toHaveText('1000', { timeout: 20_000 });
    // Play money: nothing of ours moved.
    expect(await usdt(page)).toBe('1000');

    // On a phone the game fills the screen: closing it shows the mode bar again.
    if (phone) await page.getByRole('button', { name: 'Close the game' }).click();
    await page.getByTestId('mode-real').click();
    frame = await studio(page);
    await expect(frame.locator('.hud-currency')).toHaveText('USDT');
    await expect(frame.locator('.hud-balance-value')).toHaveText('1000');
    for (let i = 0; i < 10; i++) await playRound(page, frame, /^Spin/, i);

    const balance = await usdt(page);
    await expect(frame.locator('.hud-balance-value')).toHaveText(balance);
    // The ledger's movements of the ten rounds add up to the balance's change, each round once.
    const rows = await roundRows(page);
    expect(new Set(rows.map((r) => r.link!.kind === 'round' && r.link!.id)).size).toBe(10);
    expect(rows.filter((r) => r.reason === 'bet')).toHaveLength(10);
    const moved = rows.reduce((sum, r) => sum.plus(r.delta), new Decimal(0));
    expect(new Decimal(1000).plus(moved).toFixed()).toBe(balance);
    // The header shows it, and the history names the game.
    await expect(page.getByTestId('balance-amount')).toHaveText(formatCoin(balance, true));
    await page.goto('/profile/Transactions');
    await expect(page.getByTestId('transactions').getByText('Neon Reels round').first()).toBeVisible();
    await shot(page, `casino-history-${size.width}`);
  });

  test(`a blackjack hand is played to its end for real money, and its result is on the ledger (${size.width}x${size.height})`, async ({
    page,
  }) => {
    test.setTimeout(150_000);
    await page.setViewportSize(size);
    await registerThroughApi(page, uniqueName('bj'));
    const list = await api<GamePage>(page, '/v1/home/center/listGame', { name: 'velvet blackjack' });
    const code = list.list.find((g) => g.title === 'Velvet Blackjack')!.gameCode;

    await page.goto(
      phone ? `/casino/gameInfo?id=${code}` : `/casino/${encodeCasinoToken({ gameCode: String(code), arg: 'studio', demo: false })}`,
    );
    await expect(page.getByTestId(phone ? 'casino-game-info' : 'casino-game')).toBeVisible();
    await page.getByTestId('mode-real').click();
    const frame = await studio(page);
    await expect(frame.locator('.hud-currency')).toHaveText('USDT');
    await frame.getByRole('button', { name: /^Deal/ }).click();
    // Stand until the hand is over (a natural ends it at once, with no Stand button ever shown); the Deal button comes
    // back when it is. Each look answers at once: a locator's isEnabled waits for its element to exist.
    const deal = frame.getByRole('button', { name: /^Deal/ });
    const stand = frame.getByRole('button', { name: /^Stand/ });
    const enabled = async (button: typeof deal) =>
      (await button.count()) === 1 && (await button.isEnabled({ timeout: 1_000 }).catch(() => false));
    await expect
      .poll(
        async () => {
          if (await enabled(deal)) return 'over';
          if (await enabled(stand)) await stand.click({ timeout: 5_000 }).catch(() => undefined);
          return 'playing';
        },
        { timeout: 60_000, intervals: [500] },
      )
      .toBe('over');
    const rows = await roundRows(page);
    expect(rows.some((r) => r.reason === 'bet')).toBe(true);
    const balance = await usdt(page);
    await expect(frame.locator('.hud-balance-value')).toHaveText(balance);
    expect(new Decimal(1000).plus(rows.reduce((s, r) => s.plus(r.delta), new Decimal(0))).toFixed()).toBe(balance);
    await shot(page, `casino-blackjack-${size.width}`);
  });
}
