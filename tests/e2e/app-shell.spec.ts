import { expect, test } from './test';
import { aesDecrypt } from '../../src/app/storage/crypto';
import { encodeOrderParams } from '../../src/app/storage/crypto.testing';
import { shot } from './helpers';
import { freshBrowser } from './launch';

// A browser of its own: a long-lived one's GPU process was seen slowing later specs until they timed out.
test.use(freshBrowser('app-shell'));

// Browser-side rules of the app shell in a real Chromium against the real server.

/** Everything a player could click, type into or tab to. */
const INTERACTIVE = 'a, button, input, select, textarea, [tabindex], [role="button"], [role="link"]';

test('a guest arriving with ?sharCode sees the Register dialog after 4 s, with the referral code filled in', async ({ page }) => {
  // On the page's own clock, held still from the start and moved by the test: the share-code timer starts when the shell
  // mounts, and a busy machine (or a second test worker) can neither blur the 4 s nor make the test wait them out.
  await page.clock.install();
  await page.clock.pauseAt(Date.now() + 60_000);
  // The flow starts once the query handlers' chunk is in (real network time): as it sets its 4 s timer it fetches the
  // Register dialog's code, which nothing else fetches while the clock stands still (the idle preload waits on it).
  const armed = page.waitForRequest(/\/assets\/AuthDialogs-[\w-]+\.js$/);
  await page.goto('/?sharCode=ABC123');
  await armed;
  await expect(page.getByTestId('header-register')).toBeVisible();
  const dialog = page.getByTestId('register-dialog');

  await page.clock.runFor(3000);
  await expect(dialog).toHaveCount(0);
  await page.clock.runFor(990);
  await expect(dialog).toHaveCount(0);
  // It opens at 4 s.
  await page.clock.runFor(10);
  await expect(dialog).toBeVisible();
  await expect(dialog.locator('input[name="sharCode"]')).toHaveValue('ABC123');
  await page.clock.resume();
  await shot(page, 'share-code-register');
});

test('an unknown path is a non-fatal 404 with the path, inside the shell', async ({ page }) => {
  await page.goto('/no/such/place?x=1');
  const notFound = page.getByTestId('not-found');
  await expect(notFound).toHaveAttribute('data-fatal', 'false');
  await expect(notFound).toContainText('Page not found');
  await expect(page.getByTestId('not-found-path')).toHaveText('/no/such/place');
  await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeVisible();
  // No interaction of its own: the shell around it is the way on.
  await expect(notFound.locator(INTERACTIVE)).toHaveCount(0);
});

test('an invalid blog slug is a fatal 404 with "Page Not Found" and the full path', async ({ page }) => {
  await page.goto('/blog/detail/xyz?ref=mail#top');
  const notFound = page.getByTestId('not-found');
  await expect(notFound).toHaveAttribute('data-fatal', 'true');
  await expect(notFound).toContainText('Page Not Found');
  await expect(page.getByTestId('not-found-path')).toHaveText('/blog/detail/xyz?ref=mail#top');
  await expect(page).toHaveTitle('Page Not Found | HighStakes');
  // The error page: nothing to click, type into or tab to.
  await expect(page.locator(INTERACTIVE)).toHaveCount(0);
  await shot(page, 'fatal-not-found');
});

test('the popup callback posts {codeyyy} to its opener and closes itself after 2 s', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByTestId('header-register')).toBeVisible();
  type Probe = { received: { data: unknown; origin: string; at: number }[]; closedAt: number | null };
  const popupOpened = page.waitForEvent('popup');
  // Everything is timed on the opener's clock: when the message arrives and when the popup is seen closed.
  await page.evaluate(() => {
    const w = window as unknown as Probe;
    w.received = [];
    w.closedAt = null;
    window.addEventListener('message', (e) => w.received.push({ data: e.data, origin: e.origin, at: Date.now() }));
    const popup = window.open('/?code=XYZ', 'oauth', 'width=480,height=640');
    const timer = setInterval(() => {
      if (popup?.closed) {
        w.closedAt = Date.now();
        clearInterval(timer);
      }
    }, 25);
  });
  await popupOpened;

  const origin = new URL(page.url()).origin;
  await expect.poll(() => page.evaluate(() => (window as unknown as Probe).received.map((m) => m.data))).toEqual([{ codeyyy: 'XYZ' }]);
  await expect.poll(() => page.evaluate(() => (window as unknown as Probe).closedAt), { timeout: 10_000 }).not.toBeNull();
  const { received, closedAt } = await page.evaluate(() => {
    const w = window as unknown as Probe;
    return { received: w.received, closedAt: w.closedAt };
  });
  expect(received[0]!.origin).toBe(origin);
  // It stays open for a while after posting (the exact 2 s is pinned with fake timers in queryParams.test.ts: here the
  // popup's timer starts when it posts, and a busy machine delivers the message to the opener late or runs the timer
  // late, so only a loose lower bound holds).
  const delay = closedAt! - received[0]!.at;
  expect(delay).toBeGreaterThanOrEqual(1000);
});

test('stag is stored encrypted for 30 days and partner only if absent; neither is overwritten', async ({ page, context }) => {
  const base = new URL(page.url() === 'about:blank' ? test.info().project.use.baseURL! : page.url());
  await context.addCookies([{ name: 'partner', value: 'existing', domain: base.hostname, path: '/' }]);

  await page.goto('/?stag=aff-42&partner=new-partner');
  await expect(page.getByTestId('header-register')).toBeVisible();
  await expect.poll(async () => (await context.cookies()).find((c) => c.name === 'stag')?.value).toBeTruthy();
  let cookies = await context.cookies();
  const stag = cookies.find((c) => c.name === 'stag')!;
  const stored = decodeURIComponent(stag.value);
  expect(stored).not.toContain('aff-42');
  expect(aesDecrypt(stored)).toBe('aff-42');
  const lifetime = stag.expires - Date.now() / 1000;
  expect(lifetime).toBeGreaterThan(2592000 - 120);
  expect(lifetime).toBeLessThanOrEqual(2592000 + 5);
  expect(stag.sameSite).toBe('Lax');
  expect(stag.path).toBe('/');
  expect(cookies.find((c) => c.name === 'partner')!.value).toBe('existing');

  // A second visit with other values changes neither cookie. Its handlers run once their chunks (query parameters,
  // crypto) are in: the network goes quiet only after that, so the check cannot run before them.
  await page.goto('/?stag=other&partner=other');
  await expect(page.getByTestId('header-register')).toBeVisible();
  await page.waitForLoadState('networkidle');
  cookies = await context.cookies();
  expect(aesDecrypt(decodeURIComponent(cookies.find((c) => c.name === 'stag')!.value))).toBe('aff-42');
  expect(cookies.find((c) => c.name === 'partner')!.value).toBe('existing');

  // Without a partner cookie the query value is stored.
  await context.clearCookies({ name: 'partner' });
  await page.goto('/vip?partner=p-7');
  await expect.poll(async () => (await context.cookies()).find((c) => c.name === 'partner')?.value).toBe('p-7');
});

test('an encrypted params value opens the OrderDialog with its order id (a guest is asked to log in to see it)', async ({ page }) => {
  await page.goto(`/?params=${encodeOrderParams('ORD-2026-0042')}`);
  const dialog = page.getByTestId('order-dialog');
  await expect(dialog).toBeVisible();
  await expect(page.getByTestId('order-dialog-id')).toHaveText('ORD-2026-0042');
  await expect(page.getByTestId('order-dialog-status')).toContainText('Log in with the account that placed this order');
  await shot(page, 'order-dialog');
});

test('the desktop sidebar collapses to a rail and stays collapsed after a reload (left-is-close cookie)', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/');
  const shell = page.getByTestId('shell');
  await expect(shell).not.toHaveClass(/is-rail/);
  const wide = await page.locator('.sidebar').evaluate((el) => el.getBoundingClientRect().width);
  await page.getByTestId('sidebar-collapse').click();
  await expect(shell).toHaveClass(/is-rail/);
  await page.reload();
  await expect(page.getByTestId('shell')).toHaveClass(/is-rail/);
  const narrow = await page.locator('.sidebar').evaluate((el) => el.getBoundingClientRect().width);
  expect(narrow).toBeLessThan(wide / 2);
  await shot(page, 'sidebar-rail-desktop');
  const cookies = async () => Object.fromEntries((await page.context().cookies()).map((c) => [c.name, c.value]));
  expect(await cookies()).toMatchObject({ 'left-is-close': 'true' });
  expect(await cookies()).not.toHaveProperty('leftIsClose');
  await page.getByTestId('sidebar-collapse').click();
  await expect(page.getByTestId('shell')).not.toHaveClass(/is-rail/);
  // A returning player's choice under the old cookie name is kept, and moved to the new name.
  await page.context().clearCookies({ name: 'left-is-close' });
  const url = new URL(page.url());
  await page.context().addCookies([{ name: 'leftIsClose', value: 'true', domain: url.hostname, path: '/' }]);
  await page.reload();
  await expect(page.getByTestId('shell')).toHaveClass(/is-rail/);
  expect(await cookies()).toMatchObject({ 'left-is-close': 'true' });
  expect(await cookies()).not.toHaveProperty('leftIsClose');
});
