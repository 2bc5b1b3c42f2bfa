import { expect, test } from './test';
import { measureFirstPaintJs, type ScriptFile } from '../../scripts/bench/firstPaint';
import { freshBrowser, WITHOUT_SERVICE_WORKER } from './launch';
import { get } from './api';

// A browser of its own: a long-lived one's GPU process was seen slowing later specs until they timed out.
test.use(freshBrowser('first-paint'));
// The dialogs test removes a chunk with a route, which a service worker's own fetch would bypass.
test.use(WITHOUT_SERVICE_WORKER);

// The lobby paints with the shell alone: the JavaScript fetched before its first paint stays within a budget, and the
// heavy parts (the game engine, the forms' zod, the stag cookie's crypto-js, the http client and decimal.js of the
// services) come after it. A size rule of the build, measured the way the bench measures it.

/** Gzipped JavaScript allowed before the first paint of `/`. */
const BUDGET_BYTES = 120 * 1024;
/** Packages that must never be part of the lobby's first paint. */
const NOT_BEFORE_PAINT = ['pixi.js', 'howler', 'gsap', 'zod', 'crypto-js', 'axios', 'decimal.js'];

const packagesIn = (files: readonly ScriptFile[]) => [...new Set(files.flatMap((f) => f.packages))].sort();

test('the lobby paints with at most 120 KiB of gzipped JavaScript, without the engine, zod, crypto-js or axios', async ({
  page,
  baseURL,
}) => {
  const js = await measureFirstPaintJs(page, baseURL!, '/');
  // The later of the two paints, so everything the lobby's own contentful paint waited for is counted.
  const before = js.firstContentfulPaint;
  const summary = before.files.map((f) => `${new URL(f.url).pathname} ${(f.gzipBytes / 1024).toFixed(1)} KiB [${f.packages.join(', ')}]`);
  // The measurement saw the app itself (a broken one would report nothing and pass).
  expect(packagesIn(before.files), summary.join('\n')).toEqual(expect.arrayContaining(['react-dom', 'react-router']));
  expect(before.gzipBytes, summary.join('\n')).toBeLessThanOrEqual(BUDGET_BYTES);
  expect(
    packagesIn(before.files).filter((p) => NOT_BEFORE_PAINT.includes(p)),
    summary.join('\n'),
  ).toEqual([]);
  expect(js.firstPaint.gzipBytes).toBeLessThanOrEqual(before.gzipBytes);
});

test('after the first paint the dialogs and their zod are fetched while idle, before any click', async ({ page }) => {
  const scripts: string[] = [];
  page.on('response', (res) => {
    if (/\/assets\/[^/]+\.js$/.test(res.url())) scripts.push(res.url());
  });
  await page.goto('/');
  await expect(page.getByTestId('home')).toBeVisible();
  // Nobody clicked: the dialogs' chunk (with zod) arrives anyway, so the first Log in click does not wait for it.
  const withZod = async () => {
    for (const url of scripts) {
      const map = await get(page, `${url}.map`);
      if (map.ok() && ((await map.json()) as { sources: string[] }).sources.some((s) => s.includes('node_modules/zod/'))) return true;
    }
    return false;
  };
  await expect.poll(withZod, { message: 'zod is preloaded after the paint' }).toBe(true);
  // The dialog opens on the click (its code is already there).
  await page.getByTestId('header-login').click();
  await expect(page.getByTestId('login-dialog')).toBeVisible();
  // crypto-js is only for links that carry stag or params: none here.
  const crypto = await Promise.all(
    scripts.map(async (url) => {
      const map = await get(page, `${url}.map`);
      return map.ok() && ((await map.json()) as { sources: string[] }).sources.some((s) => s.includes('node_modules/crypto-js/'));
    }),
  );
  expect(crypto.some(Boolean)).toBe(false);
});

test('a dialogs chunk that fails to load reloads the page once, then the dialog shows the error page', async ({ page }) => {
  let loads = 0;
  page.on('load', () => (loads += 1));
  // A deploy removed the old build's chunks: the dialogs' chunk is gone (its idle preload fails first).
  await page.route('**/assets/AuthDialogs-*.js', (route) => route.abort());
  await page.goto('/');
  await expect.poll(() => loads, { message: 'the failed preload reloads the page once', timeout: 30_000 }).toBe(2);
  const guard = await page.evaluate(() => JSON.parse(sessionStorage.getItem('hs_chunkReload') ?? '{}') as Record<string, number>);
  expect(Object.keys(guard)).toEqual(['/']);
  await expect(page.getByTestId('home')).toBeVisible();
  // The second failure within 10 s does not reload again: opening the dialog falls through to the error page. The
  // reload is stamped now, so a busy machine that took more than 10 s to show the page still tests that rule.
  await page.evaluate(() => {
    const guard = JSON.parse(sessionStorage.getItem('hs_chunkReload') ?? '{}') as Record<string, number>;
    sessionStorage.setItem('hs_chunkReload', JSON.stringify({ ...guard, '/': Date.now() }));
  });
  await page.getByTestId('header-login').click();
  await expect(page.getByTestId('fatal-error')).toBeVisible();
  expect(loads).toBe(2);
});
