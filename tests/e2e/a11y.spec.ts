import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { registerThroughApi, shot, uniqueName, VIEWPORTS } from './helpers';
import { freshBrowser } from './launch';
import { expect, test } from './test';

// WCAG 2.0-2.2 A and AA, checked by axe-core in the real page: no serious or critical finding on any route or dialog,
// at the phone and the desktop size. The injected axe script needs the page's strict CSP bypassed, in this spec only.
test.use({ ...freshBrowser('a11y'), bypassCSP: true });
// Its tests share nothing (each makes its own players): the workers split them.
test.describe.configure({ mode: 'parallel' });

const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'];

/** Findings by what is wrong where, with the pages or dialogs it was found on: one entry per element, not per page. */
class Findings {
  private readonly seen = new Map<string, string[]>();
  add(where: string, lines: string[]): void {
    for (const line of lines) this.seen.set(line, [...(this.seen.get(line) ?? []), where]);
  }
  list(): string[] {
    return [...this.seen].map(([line, where]) => `${line} [on ${where.join(', ')}]`);
  }
}

/** The serious and critical findings of axe on the page as it is now (or in `include`), one line per element. */
async function findings(page: Page, include?: string): Promise<string[]> {
  await page.evaluate(() => document.fonts.ready);
  const builder = new AxeBuilder({ page }).withTags(TAGS);
  if (include) builder.include(include);
  const { violations } = await builder.analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .flatMap((v) =>
      v.nodes.map((n) => `${v.id} (${v.impact}): ${n.target.join(' ')}: ${n.failureSummary?.split('\n').slice(1).join(' ').trim()}`),
    );
}

/** Opens `path` and waits until its content is in (a route's own element, then the network at rest). */
async function open(page: Page, path: string, ready: string): Promise<void> {
  await page.goto(path);
  await expect(page.locator(ready).first()).toBeVisible({ timeout: 30_000 });
  await page.waitForLoadState('networkidle');
}

/**
 * Goes to `path` inside the running app, as the back and forward buttons do (the router follows the history), and
 * waits for its content: a player moves between pages this way, and each full page load cost the app's whole start.
 */
async function go(page: Page, path: string, ready: string): Promise<void> {
  await page.evaluate((to) => {
    window.history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
  await expect(page).toHaveURL(new URL(path, page.url()).href);
  await expect(page.locator(ready).first()).toBeVisible({ timeout: 30_000 });
}

/** Routes a guest reaches, each with an element that shows its content is in. */
const GUEST_ROUTES: [string, string][] = [
  ['/', '[data-testid="home"]'],
  ['/game/dice', '[data-testid="bet-submit"]'],
  ['/game/limbo', '[data-testid="bet-submit"]'],
  ['/game/mines', '[data-testid="bet-submit"]'],
  ['/game/plinko', '[data-testid="bet-submit"]'],
  ['/game/crash', '[data-testid="crash-main"]'],
  ['/fairness', '[data-testid="fairness-page"]'],
  ['/MainPage/WinTable', '[data-testid="win-table-page"]'],
  ['/vip', '[data-testid="vip-guest"]'],
  ['/promotions', '[data-testid="promo-grid"]'],
  ['/promotions/details/1', '[data-testid="promotion-detail"]'],
  ['/promotions/details/Faq', '[data-testid="promotion-faq"]'],
  ['/blog', '[data-testid="coming-soon"]'],
  ['/sportsbook/soccer', '[data-testid="sportsbook-frame"]'],
  ['/newLogin/indexPage', '[data-testid="login-page"]'],
  ['/register', '[data-testid="register-page"]'],
  ['/no/such/place', '[data-testid="not-found"]'],
];

for (const viewport of VIEWPORTS) {
  test.describe(`at ${viewport.width}x${viewport.height}`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });

    test('every route a guest can open has no serious finding', async ({ page }) => {
      test.setTimeout(240_000);
      const found = new Findings();
      for (const [i, [path, ready]] of GUEST_ROUTES.entries()) {
        if (i === 0) await open(page, path, ready);
        else await go(page, path, ready);
        found.add(path, await findings(page));
        // The palette that passes is the one a person looks at.
        if (['/', '/game/dice', '/fairness'].includes(path))
          await shot(page, `a11y-${viewport.name}${path === '/' ? '-home' : path.replaceAll('/', '-')}`);
      }
      expect(found.list()).toEqual([]);
    });

    test("the log-in and register dialogs, a player's profile and limits, VIP page, bonuses, wallet and chat have no serious finding", async ({
      page,
    }) => {
      test.setTimeout(240_000);
      const found = new Findings();
      const check = async (where: string, include?: string) => found.add(where, await findings(page, include));

      const phone = viewport.name === 'phone';
      await open(page, '/', '[data-testid="home"]');
      await page.getByTestId('header-login').click();
      await expect(page.getByTestId('login-dialog')).toBeVisible();
      await check('login dialog', '[data-testid="login-dialog"]');
      await page.keyboard.press('Escape');
      await page.getByTestId('header-register').click();
      await expect(page.getByTestId('register-dialog')).toBeVisible();
      await check('register dialog', '[data-testid="register-dialog"]');
      await page.keyboard.press('Escape');

      await registerThroughApi(page, uniqueName('a11y'), { acceptRules: true });
      await open(page, '/profile/Account', '[data-testid="profile-page"]');
      await expect(page.getByTestId('identity-card')).toBeVisible();
      await check('profile');
      await go(page, '/profile/Responsible', '[data-testid="limits-card"]');
      await expect(page.getByTestId('statement-card')).toBeVisible();
      await check('responsible gambling');
      await go(page, '/vip', '[data-testid="vip-hero"]');
      await expect(page.getByTestId('vip-rakeback')).toBeVisible();
      await check('VIP page of a player');
      await go(page, '/promotions/details/bonus', '[data-testid="my-bonuses"]');
      await expect(page.getByTestId('first-deposit')).toBeVisible();
      await check('my bonuses');
      await go(page, '/promotions/details/2', '[data-testid="promotion-detail"]');
      await expect(page.getByTestId('promo-action')).toBeVisible();
      await check('a promotion of a player');
      for (const [id, ready, what] of [
        [3, 'race-board', 'a race'],
        [4, 'cashback-panel', 'a cashback'],
        [5, 'promo-action', 'free bets'],
      ] as const) {
        await go(page, `/promotions/details/${id}`, '[data-testid="promotion-detail"]');
        await expect(page.getByTestId(ready)).toBeVisible();
        await check(`${what} of a player`);
      }
      if (phone) {
        await page.getByTestId('balance-pill').click();
        await page.getByTestId('wallet-panel-deposit').click();
      } else await page.getByTestId('header-deposit').click();
      await expect(page.getByTestId('deposit-address')).toBeVisible({ timeout: 30_000 });
      await check('wallet, deposit', '[data-testid="wallet-dialog"]');
      await page.getByTestId('wallet-tab-withdraw').click();
      await check('wallet, withdraw', '[data-testid="wallet-dialog"]');
      await page.keyboard.press('Escape');
      await page.getByTestId(phone ? 'chat-toggle-bar' : 'chat-toggle').click();
      await expect(page.getByTestId('chat-panel')).toBeVisible();
      await check('chat', '[data-testid="chat-panel"]');
      expect(found.list()).toEqual([]);
    });
  });
}
