import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './test';
import { registerThroughApi, shot, uniqueName } from './helpers';
import { freshBrowser } from './launch';
import { get } from './api';

// The installable app: the manifest and its icons, the service worker's caches, the offline behaviour.
// Service workers are on here only (the other specs run without them: playwright.config.ts).
test.use({ ...freshBrowser('pwa'), serviceWorkers: 'allow' });

interface ManifestIcon {
  src: string;
  sizes: string;
  type: string;
  purpose?: string;
}

/** Width and height of a PNG, read from its IHDR chunk. */
function pngSize(body: Buffer): string {
  expect(body.subarray(1, 4).toString('latin1'), 'a PNG signature').toBe('PNG');
  return `${body.readUInt32BE(16)}x${body.readUInt32BE(20)}`;
}

async function expectPng(request: APIRequestContext, src: string, sizes: string): Promise<void> {
  const res = await get(request, src);
  expect(res.status(), src).toBe(200);
  expect(res.headers()['content-type'], src).toBe('image/png');
  expect(pngSize(await res.body()), src).toBe(sizes);
}

/** Resolves once a service worker is active and controls the page. */
async function waitForWorker(page: Page): Promise<void> {
  await page.waitForFunction(() => navigator.serviceWorker.controller?.state === 'activated', null, { timeout: 60_000 });
}

/**
 * Resolves once the worker is running and itself offline: a file it has not cached fails to load through it. The
 * browser stops an idle worker, and a worker started again takes a moment before the test browser's offline setting
 * reaches it (its first fetch may still go out), so the next navigation is made right after this, to a running worker.
 */
async function workerOffline(page: Page): Promise<void> {
  const probe = () =>
    page.evaluate(async () => {
      try {
        return String((await fetch(`/assets/offline-probe-${Date.now()}.js`)).status);
      } catch {
        return 'offline';
      }
    });
  await expect.poll(probe, { timeout: 15_000 }).toBe('offline');
}

test('the manifest names the app, its colours and its icons; the worker and manifest are never cached long', async ({ request }) => {
  const res = await get(request, '/manifest.webmanifest');
  expect(res.status()).toBe(200);
  expect(res.headers()['content-type']).toMatch(/^application\/manifest\+json/);
  expect(res.headers()['cache-control']).toBe('no-cache');
  const manifest = (await res.json()) as Record<string, unknown> & { icons: ManifestIcon[] };
  expect(manifest).toMatchObject({
    short_name: 'HighStakes',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    orientation: 'any',
    theme_color: '#0b0f1a',
    background_color: '#0b0f1a',
  });
  expect(String(manifest.name)).toContain('HighStakes');
  for (const icon of manifest.icons) await expectPng(request, icon.src, icon.sizes);
  const kinds = manifest.icons.map((i) => `${i.sizes} ${i.purpose ?? 'any'}`);
  expect(kinds).toEqual(expect.arrayContaining(['192x192 any', '512x512 any', '512x512 maskable']));

  const page = await (await get(request, '/')).text();
  expect(page).toContain('<link rel="manifest" href="/manifest.webmanifest">');
  expect(page).toMatch(/<meta name="viewport" content="[^"]*viewport-fit=cover/);
  const touchIcon = /<link rel="apple-touch-icon" href="([^"]+)"/.exec(page)?.[1];
  expect(touchIcon).toBeDefined();
  await expectPng(request, touchIcon!, '180x180');

  const sw = await get(request, '/sw.js');
  expect(sw.status()).toBe(200);
  expect(sw.headers()['content-type']).toMatch(/javascript/);
  expect(sw.headers()['cache-control']).toBe('no-cache');
  const csp = sw.headers()['content-security-policy'] ?? '';
  expect(csp).toMatch(/worker-src 'self'/);
  expect(csp).toMatch(/manifest-src 'self'/);
});

test('the worker keeps the shell offline, shows the offline page for other pages and never caches the API', async ({ page, context }) => {
  test.setTimeout(120_000);
  const fromWorker: string[] = [];
  page.on('response', (res) => {
    if (res.fromServiceWorker()) fromWorker.push(new URL(res.url()).pathname);
  });
  await page.goto('/');
  await expect(page.getByTestId('home')).toBeVisible();
  await waitForWorker(page);

  // Online under the worker: the API answers from the server; built files come through the worker.
  const info = await page.evaluate(async () => (await fetch('/v1/user/info', { cache: 'no-store' })).status);
  expect(info).toBe(200);
  await page.goto('/fairness');
  await expect(page.getByTestId('fairness-page')).toBeVisible();
  await page.goto('/');
  await expect(page.getByTestId('home')).toBeVisible();
  expect(fromWorker.some((p) => p.startsWith('/assets/'))).toBe(true);
  expect(fromWorker.filter((p) => /^\/(v1|api|chat)(\/|$)|^\/latest\.json$/.test(p))).toEqual([]);
  const cached = await page.evaluate(async () => {
    const urls: string[] = [];
    for (const name of await caches.keys()) for (const req of await (await caches.open(name)).keys()) urls.push(new URL(req.url).pathname);
    return urls;
  });
  expect(cached.filter((p) => /^\/(v1|api|chat|healthz|demo-oidc|demo-pay)(\/|$)|^\/latest\.json$/.test(p))).toEqual([]);
  expect(cached).toContain('/index.html');

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByTestId('shell')).toBeVisible();
  await expect(page.getByTestId('home')).toBeVisible();
  await expect(page.locator('.route-progress[data-offline]')).toBeAttached();
  await shot(page, 'pwa-offline-shell');

  await workerOffline(page);
  await page.goto('/profile/Account');
  const offline = page.getByTestId('offline-page');
  await expect(offline).toBeVisible();
  await expect(page.getByRole('heading', { name: 'You are offline' })).toBeVisible();
  await shot(page, 'pwa-offline-page');

  await context.setOffline(false);
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByTestId('shell')).toBeVisible();
  await expect(offline).toHaveCount(0);
  expect(new URL(page.url()).pathname).toBe('/profile/Account');
});

// A phone held sideways (844x390): the game's canvas and its bet button are both fully on screen, with no header or
// bottom bar over them.
test.describe('landscape phone', () => {
  test.use({
    viewport: { width: 844, height: 390 },
    isMobile: true,
    hasTouch: true,
    userAgent: 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36',
  });

  /** Asserts the element is inside the viewport and is what a tap at its centre hits (nothing fixed covers it). */
  async function expectFullyVisible(page: Page, testId: string): Promise<void> {
    const el = page.getByTestId(testId).first();
    await expect(el).toBeVisible();
    const box = (await el.boundingBox())!;
    expect(box.x, `${testId} left`).toBeGreaterThanOrEqual(0);
    expect(box.y, `${testId} top`).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width, `${testId} right`).toBeLessThanOrEqual(844 + 0.5);
    expect(box.y + box.height, `${testId} bottom`).toBeLessThanOrEqual(390 + 0.5);
    const hit = await el.evaluate((node) => {
      const r = node.getBoundingClientRect();
      const points = [
        [r.left + r.width / 2, r.top + r.height / 2],
        [r.left + 2, r.top + 2],
        [r.right - 2, r.bottom - 2],
      ];
      return points.every(([x, y]) => {
        const top = document.elementFromPoint(x!, y!);
        return top !== null && (node === top || node.contains(top) || top.contains(node));
      });
    });
    expect(hit, `${testId} is not covered`).toBe(true);
  }

  for (const game of ['dice', 'limbo', 'plinko', 'mines', 'crash'] as const) {
    test(`${game}: the canvas and the bet button fit the screen`, async ({ page }) => {
      test.setTimeout(180_000);
      await page.goto('/');
      await registerThroughApi(page, uniqueName(`ls${game.slice(0, 3)}`));
      await page.goto(`/game/${game}`);
      await expect(page.locator('.engine-host[data-engine="ready"]')).toBeVisible({ timeout: 120_000 });
      await expectFullyVisible(page, 'engine-canvas');
      await expectFullyVisible(page, game === 'crash' ? 'crash-main' : 'bet-submit');
      await shot(page, `pwa-landscape-${game}`);
    });
  }
});
