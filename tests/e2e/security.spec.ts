import type { ConsoleMessage, Page } from '@playwright/test';
import { expect, test } from './test';
import { registerThroughDialog, shot, uniqueName } from './helpers';
import { freshBrowser } from './launch';
import { get } from './api';

// A browser of its own: a long-lived one's GPU process was seen slowing later specs until they timed out.
test.use(freshBrowser('security'));

// The app runs under its Content-Security-Policy with no violation: the lobby, a signed-up player's dice and limbo
// bets (Pixi WebGL engines, synthesised sounds), the fairness page. Nobody else may frame it; it may frame itself.

declare global {
  interface Window {
    /** Reports a violation to the test (a Playwright binding, so reports survive navigations). */
    __reportCsp(violation: string): void;
    /** Howler's global, present once the lazily loaded sound library runs. */
    Howler?: { _howls: { state(): string }[] };
  }
}

const CSP_MESSAGE = /Content Security Policy|Refused to (load|execute|connect|frame|apply|create|evaluate)/i;

/**
 * Collects, across navigations and frames, every `securitypolicyviolation` event of a document and every CSP complaint
 * on the console of the page and its workers.
 */
async function watchCsp(page: Page): Promise<string[]> {
  const found: string[] = [];
  const onConsole = (msg: ConsoleMessage) => {
    if (CSP_MESSAGE.test(msg.text())) found.push(`console: ${msg.text()}`);
  };
  page.on('console', onConsole);
  page.on('worker', (worker) => worker.on('console', onConsole));
  await page.exposeBinding('__reportCsp', ({ frame }, violation: string) => {
    found.push(`${frame.url()}: ${violation}`);
  });
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => {
      window.__reportCsp(`${e.violatedDirective} ${e.blockedURI} ${e.sourceFile}:${e.lineNumber}`);
    });
  });
  return found;
}

/** The load states of the page's Howler sounds (the synthesised data: WAVs go through media/Web Audio under the CSP). */
async function soundStates(page: Page): Promise<string[]> {
  return page.evaluate(() => (window.Howler?._howls ?? []).map((h) => h.state()));
}

async function bet(page: Page, game: 'dice' | 'limbo'): Promise<void> {
  await page.goto(`/game/${game}`);
  // The engine's first frame on software WebGL: up to tens of seconds in a slow stretch of a long run (10 s was missed).
  await expect(page.locator('[data-testid="game-page"] canvas')).toBeVisible({ timeout: 60_000 });
  await page.getByTestId('bet-amount').fill('1');
  await page.getByTestId('bet-submit').click();
  await expect(page.getByTestId('my-bets').getByTestId('my-bet-row')).toHaveCount(1);
  await expect(page.getByTestId('bet-submit')).toBeEnabled();
}

test('the app plays under its CSP without a single violation', async ({ page }) => {
  test.setTimeout(240_000);
  const violations = await watchCsp(page);
  await page.setViewportSize({ width: 1280, height: 800 });
  const res = await page.goto('/');
  const headers = res!.headers();
  expect(headers['content-security-policy']).toMatch(/script-src 'self'[;\s]/);
  expect(headers['content-security-policy']).toContain("frame-ancestors 'self'");
  expect(headers['x-frame-options']).toBe('SAMEORIGIN');
  expect(headers['x-content-type-options']).toBe('nosniff');
  await expect(page.getByTestId('home')).toBeVisible();

  // The app's own requests carry their headers too: a stylesheet, a script and an API envelope.
  for (const selector of ['link[rel="stylesheet"]', 'script[type="module"]']) {
    const element = page.locator(selector).first();
    const url = (await element.getAttribute('href')) ?? (await element.getAttribute('src'));
    const asset = await get(page, String(url));
    expect(asset.status(), String(url)).toBe(200);
    expect(asset.headers()['content-security-policy']).toBe(headers['content-security-policy']);
    expect(asset.headers()['x-content-type-options']).toBe('nosniff');
  }
  const api = await get(page, '/v1/userApi/currency');
  expect(api.headers()['content-security-policy']).toMatch(/^default-src 'none'; frame-ancestors 'none'/);
  expect(api.headers()['x-frame-options']).toBe('DENY');

  await registerThroughDialog(page, uniqueName('csp'));
  // The bet click is the gesture the sounds wait for: the click sound and the dice's bet and result sounds load.
  await bet(page, 'dice');
  await expect
    .poll(
      async () => {
        const states = await soundStates(page);
        return states.length >= 2 && states.every((s) => s === 'loaded') ? 'all loaded' : states.join(',');
      },
      { message: 'the sounds load' },
    )
    .toBe('all loaded');
  await shot(page, 'csp-dice');
  await bet(page, 'limbo');
  await page.goto('/fairness');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  expect(violations).toEqual([]);
});

test('another site cannot frame the app; the app can frame its own pages', async ({ page, baseURL }) => {
  // A page on a foreign origin, served by the browser's request interception.
  await page.route('http://framer.test/', (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: `<!doctype html><iframe id="f" src="${baseURL}/vip" width="400" height="300"></iframe>`,
    }),
  );
  await page.goto('http://framer.test/');
  // Chromium replaces a frame refused by frame-ancestors with its error page; without the header the app would load.
  await expect
    .poll(() =>
      page
        .frames()
        .find((f) => f !== page.mainFrame())
        ?.url(),
    )
    .toBe('chrome-error://chromewebdata/');

  await page.goto('/');
  await page.evaluate(() => {
    const f = document.createElement('iframe');
    f.id = 'self-frame';
    f.src = '/vip';
    document.body.appendChild(f);
  });
  await expect(page.frameLocator('#self-frame').getByTestId('vip-page')).toBeVisible();
});
