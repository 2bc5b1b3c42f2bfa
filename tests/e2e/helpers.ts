import type { BrowserContext, Page } from '@playwright/test';
import { expect } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import { isReservedName } from '../../src/core/safeText';
import { minesLayout, tileCenter } from '../../game-engine/mines/layout';

/** Where the run leaves the screenshots a person looks at. */
export const SHOTS_DIR = 'tests/e2e/screenshots';
mkdirSync(SHOTS_DIR, { recursive: true });

/** The phone and desktop sizes every screen is played and photographed at. */
export const VIEWPORTS = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1440, height: 900 },
] as const;

/** A user name no earlier run has taken. */
export function uniqueName(prefix = 'player'): string {
  for (;;) {
    const name = `${prefix}_${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`.slice(0, 20);
    // Never one the site reserves (names compare without "_" and trailing digits).
    if (!isReservedName(name)) return name;
  }
}

/** Registers a new player through the header's Register dialog. */
export async function registerThroughDialog(page: Page, userName: string, password = 'Secret123'): Promise<void> {
  await page.getByTestId('header-register').click();
  const dialog = page.getByTestId('register-dialog');
  await expect(dialog).toBeVisible();
  await dialog.locator('input[name="userName"]').fill(userName);
  await dialog.locator('input[name="email"]').fill(`${userName}@example.com`);
  await dialog.locator('input[name="password"]').fill(password);
  await dialog.locator('input[name="birth"]').fill('1990-01-01');
  await dialog.getByTestId('register-submit').click();
  await expect(dialog).toBeHidden();
}

/** Saves a full-page screenshot under SHOTS_DIR. */
export async function shot(page: Page, name: string): Promise<void> {
  await page.evaluate(() => document.fonts.ready);
  // Let open/close transitions finish so the picture shows the settled layout.
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((a) => a.effect?.getTiming().iterations !== Infinity)
        .map((a) => a.finished.catch(() => undefined)),
    ),
  );
  await page.screenshot({ path: `${SHOTS_DIR}/${name}.png`, fullPage: false });
}

/** Logs out through the header's user menu. */
export async function logOut(page: Page): Promise<void> {
  await page.getByTestId('user-menu').click();
  await page.getByTestId('logout').click();
  await expect(page.getByTestId('header-login')).toBeVisible();
}

/**
 * Registers a new player over http in the context of `target` (its cookie jar then holds the session, so its pages are
 * logged in); with `acceptRules`, also accepts the chat rules. Tests of a screen set players up this way, not through
 * the Register dialog.
 */
export async function registerThroughApi(
  target: Page | BrowserContext,
  userName: string,
  { password = 'Secret123', acceptRules = false }: { password?: string; acceptRules?: boolean } = {},
): Promise<void> {
  const calls: [string, object][] = [['/v1/user/register', { userName, email: `${userName}@example.com`, password, birth: '1990-01-01' }]];
  if (acceptRules) calls.push(['/v1/user/updateIsFirstPopUp', {}]);
  for (const [url, data] of calls) {
    const res = await target.request.post(url, { data });
    const body = (await res.json()) as { code: number; msg: string };
    expect(body, `${url}: ${body.msg}`).toMatchObject({ code: 200 });
  }
}

/**
 * Waits until the game's engine has fitted its canvas to the stage: a stage that has just changed size (a band shown
 * above it, a taller panel beside it) is laid out again on the next frame, and a tap computed from the new size
 * before that lands where the old layout had something else.
 */
export async function engineFitted(page: Page): Promise<void> {
  const host = page.getByTestId('engine-canvas');
  const fitted = () =>
    host.evaluate((el) => {
      const outer = el.getBoundingClientRect();
      const inner = el.querySelector('canvas')?.getBoundingClientRect();
      return !!inner && Math.abs(inner.width - outer.width) < 1 && Math.abs(inner.height - outer.height) < 1;
    });
  await expect.poll(fitted, { timeout: 10_000 }).toBe(true);
}

/** Taps a mines tile on the engine's canvas (its centre from the scene's own layout), once the canvas fits its stage. */
export async function tapMinesTile(page: Page, tile: number, touch = false): Promise<void> {
  const at = await minesTilePoint(page, tile);
  if (touch) await page.touchscreen.tap(at.x, at.y);
  else await page.mouse.click(at.x, at.y);
}

/** Moves the mouse over a mines tile (a covered tile of a game in play then shows the pointer cursor). */
export async function hoverMinesTile(page: Page, tile: number): Promise<void> {
  const at = await minesTilePoint(page, tile);
  await page.mouse.move(at.x, at.y);
}

/** The page position of a mines tile's centre, once the engine has fitted its canvas to the stage. */
async function minesTilePoint(page: Page, tile: number): Promise<{ x: number; y: number }> {
  await engineFitted(page);
  const box = (await page.getByTestId('engine-canvas').boundingBox())!;
  const c = tileCenter(minesLayout(box.width, box.height), tile);
  return { x: box.x + c.x, y: box.y + c.y };
}
