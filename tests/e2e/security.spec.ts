import { expect, test, type Page } from '@playwright/test';
import { registerThroughDialog, shot, uniqueName } from './helpers';

// The app runs under its Content-Security-Policy with no violation: the lobby, a signed-up player's dice and limbo
// bets (Pixi WebGL engines, synthesised sounds), the fairness page. Nobody else may frame it; it may frame itself.

declare global {
  interface Window {
    __cspViolations: string[];
  }
}

/** Records CSP violations reported in the page and CSP complaints on its console. */
async function watchCsp(page: Page): Promise<string[]> {
  const console: string[] = [];
  page.on('console', (msg) => {
    if (/Content Security Policy|Refused to (load|execute|connect|frame|apply|create)/i.test(msg.text())) console.push(msg.text());
  });
  await page.addInitScript(() => {
    window.__cspViolations = [];
    document.addEventListener('securitypolicyviolation', (e) => window.__cspViolations.push(`${e.violatedDirective} ${e.blockedURI}`));
  });
  return console;
}

async function violations(page: Page): Promise<string[]> {
  return page.evaluate(() => window.__cspViolations);
}

async function bet(page: Page, game: 'dice' | 'limbo'): Promise<void> {
  await page.goto(`/game/${game}`);
  await expect(page.locator('[data-testid="game-page"] canvas')).toBeVisible();
  await page.getByTestId('bet-amount').fill('1');
  await page.getByTestId('bet-submit').click();
  await expect(page.getByTestId('my-bets').getByTestId('my-bet-row')).toHaveCount(1);
  await expect(page.getByTestId('bet-submit')).toBeEnabled();
}

test('the app plays under its CSP without a single violation', async ({ page }) => {
  test.setTimeout(120_000);
  const consoleCsp = await watchCsp(page);
  await page.setViewportSize({ width: 1280, height: 800 });
  const res = await page.goto('/');
  const headers = res!.headers();
  expect(headers['content-security-policy']).toMatch(/script-src 'self'[;\s]/);
  expect(headers['content-security-policy']).toContain("frame-ancestors 'self'");
  expect(headers['x-frame-options']).toBe('SAMEORIGIN');
  expect(headers['x-content-type-options']).toBe('nosniff');
  await expect(page.getByTestId('home')).toBeVisible();

  await registerThroughDialog(page, uniqueName('csp'));
  // The sound switch in the user menu needs a gesture; any click counts as one for the engine's sounds.
  await bet(page, 'dice');
  await shot(page, 'csp-dice');
  await bet(page, 'limbo');
  await page.goto('/fairness');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  expect(await violations(page)).toEqual([]);
  expect(consoleCsp).toEqual([]);
});

test('another site cannot frame the app; the app can frame its own pages', async ({ page, baseURL }) => {
  // A page on a foreign origin, served by the browser's request interception.
  await page.route('http://framer.test/', (route) =>
    route.fulfill({ contentType: 'text/html', body: `<!doctype html><iframe id="f" src="${baseURL}/vip" width="400" height="300"></iframe>` }),
  );
  await page.goto('http://framer.test/');
  // Chromium replaces a frame refused by frame-ancestors with its error page; without the header the app would load.
  await expect.poll(() => page.frames().find((f) => f !== page.mainFrame())?.url()).toBe('chrome-error://chromewebdata/');

  await page.goto('/');
  await page.evaluate(() => {
    const f = document.createElement('iframe');
    f.id = 'self-frame';
    f.src = '/vip';
    document.body.appendChild(f);
  });
  await expect(page.frameLocator('#self-frame').getByTestId('coming-soon')).toBeVisible();
});
