import { expect, test } from './test';
import { freshBrowser, WITHOUT_SERVICE_WORKER } from './launch';
import { get } from './api';

// Browser-shell housekeeping in the real build: a newer deploy reloads on the next navigation, a chunk that fails to
// load reloads at most once per 10 s per path, and the click sound's audio library loads only after the first gesture.

test.use({ viewport: { width: 1440, height: 900 } });
// A browser of its own: the audio test's "no audio before the first gesture" must not meet a page state (a user
// activation, cached audio chunks) left in the browser by the specs before it, as it did once in CI.
test.use(freshBrowser('shell'));
// The chunk test removes a chunk with a route, which a service worker's own fetch would bypass.
test.use(WITHOUT_SERVICE_WORKER);

test('a newer build id in latest.json makes the next navigation a full page load', async ({ page }) => {
  await page.clock.install();
  let polls = 0;
  await page.route('**/latest.json?t=*', async (route) => {
    polls += 1;
    await route.fulfill({ json: { buildId: 'a-newer-build', builtAt: new Date().toISOString() } });
  });
  await page.goto('/');
  await expect(page.getByRole('link', { name: 'VIP Club' }).first()).toBeVisible();
  await page.evaluate(() => ((window as unknown as { __samePage: boolean }).__samePage = true));

  // Nothing is polled before the 60 s interval.
  expect(polls).toBe(0);
  await page.clock.fastForward(60_000);
  await expect.poll(() => polls).toBe(1);

  await page.getByRole('link', { name: 'VIP Club' }).first().click();
  await expect(page).toHaveURL(/\/vip$/);
  await expect.poll(() => page.evaluate(() => (window as unknown as { __samePage?: boolean }).__samePage ?? false)).toBe(false);
});

test('the same build id keeps in-app navigation', async ({ page }) => {
  await page.clock.install();
  const current = (await (await get(page, `/latest.json?t=${Date.now()}`)).json()) as { buildId: string };
  let polls = 0;
  await page.route('**/latest.json?t=*', async (route) => {
    polls += 1;
    await route.fulfill({ json: current });
  });
  await page.goto('/');
  await page.evaluate(() => ((window as unknown as { __samePage: boolean }).__samePage = true));
  await page.clock.fastForward(60_000);
  await expect.poll(() => polls).toBe(1);
  await page.getByRole('link', { name: 'VIP Club' }).first().click();
  await expect(page).toHaveURL(/\/vip$/);
  expect(await page.evaluate(() => (window as unknown as { __samePage?: boolean }).__samePage)).toBe(true);
});

test('a page chunk that fails to load reloads into the page once, then shows the error page', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('link', { name: 'VIP Club' }).first()).toBeVisible();
  let loads = 0;
  page.on('load', () => (loads += 1));
  // A deploy removed the old build's chunks: the VIP page's chunk is gone.
  await page.route('**/assets/VipPage-*.js', (route) => route.abort());
  await page.evaluate(() => ((window as unknown as { __samePage: boolean }).__samePage = true));

  await page.getByRole('link', { name: 'VIP Club' }).first().click();
  await expect(page).toHaveURL(/\/vip$/);
  await expect(page.getByTestId('fatal-error')).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { __samePage?: boolean }).__samePage ?? false)).toBe(false);
  const guard = await page.evaluate(() => JSON.parse(sessionStorage.getItem('hs_chunkReload') ?? '{}') as Record<string, number>);
  expect(Object.keys(guard)).toEqual(['/vip']);
  // Exactly one reload: the second failure within 10 s does not reload again.
  await page.waitForTimeout(1500);
  expect(loads).toBe(1);
});

test('the audio library loads only after the first user gesture', async ({ page }) => {
  const howler: string[] = [];
  page.on('request', (req) => {
    if (/\/assets\/howler-[^/]*\.js$/.test(req.url())) howler.push(req.url());
  });
  await page.goto('/');
  await expect(page.getByTestId('header-login')).toBeVisible();
  await page.waitForTimeout(500);
  expect(howler).toEqual([]);
  await page.getByRole('link', { name: 'VIP Club' }).first().click();
  await expect.poll(() => howler.length).toBe(1);
});
