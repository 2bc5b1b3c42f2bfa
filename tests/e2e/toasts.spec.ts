import { expect, test } from './test';
import { registerThroughApi, shot, uniqueName } from './helpers';
import { freshBrowser } from './launch';
import { get } from './api';

// A browser of its own: a long-lived one's GPU process was seen slowing later specs until they timed out.
test.use(freshBrowser('toasts'));

// The toast rules, stepped through on the page's clock: one at a time from a queue, 97 px + 82 px per stacked
// toast (6 px base under 768 px), visible about 3 s, removed at 4 s. The toasts come from a real UI action: a chat
// command typed without its arguments, which the composer answers with an error toast showing the command's usage.

const VIEWPORTS = [
  { name: 'desktop', width: 1440, height: 900, tops: [97, 179, 261] },
  { name: 'phone', width: 390, height: 844, tops: [6, 88, 170] },
] as const;

for (const vp of VIEWPORTS) {
  test.describe(`toasts at ${vp.width}x${vp.height}`, () => {
    test.use({ viewport: { width: vp.width, height: vp.height } });

    test('stack from the top-right one at a time, then fade at 3 s and leave at 4 s', async ({ page }) => {
      await registerThroughApi(page, uniqueName(`t${vp.name[0]}`));
      // A page clock the test can stop and step (it runs with real time until then).
      await page.clock.install();
      await page.goto('/');
      // Nothing is on screen before the commands (a toast of the page load would have gone).
      await expect(page.getByTestId('toast')).toHaveCount(0, { timeout: 8000 });

      // The chat composer (rules accepted once) takes the commands; on phones the chat opens from the bottom bar.
      await page.getByTestId(vp.width >= 768 ? 'chat-toggle' : 'chat-toggle-bar').click();
      const accept = page.getByTestId('chat-rules-accept');
      const input = page.getByTestId('chat-input');
      await expect(accept.or(input)).toBeVisible();
      if (await accept.isVisible()) await accept.click();
      await expect(input).toBeVisible();

      // The page's clock stops here, so every step of the queue below is one the test moves it through, whatever the
      // machine's load: a render held back by a busy machine cannot shorten a gap or a toast's life.
      const now = await page.evaluate(() => Date.now());
      await page.clock.pauseAt(now + 1000);
      // Three commands inside one task, as fast as a stuck key would send them: the queue, not the typing, spaces them.
      await input.evaluate((el: HTMLTextAreaElement) => {
        const setValue = Object.getOwnPropertyDescriptor(HTMLTextAreaElement.prototype, 'value')!.set!;
        for (let i = 0; i < 3; i++) {
          setValue.call(el, '/tip');
          el.dispatchEvent(new Event('input', { bubbles: true }));
          el.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true, cancelable: true }));
        }
      });
      const toasts = page.getByTestId('toast');
      const leaving = page.locator('[data-testid="toast"].is-leaving');
      // Released one at a time: the first at once, each next one a 250 ms tick later, never two in the same tick.
      await expect(toasts).toHaveCount(1);
      await expect(toasts.first()).toContainText('Usage: /tip @name amount coin');
      await page.clock.runFor(249);
      await expect(toasts).toHaveCount(1);
      await page.clock.runFor(1);
      await expect(toasts).toHaveCount(2);
      await page.clock.runFor(249);
      await expect(toasts).toHaveCount(2);
      await page.clock.runFor(1);
      await expect(toasts).toHaveCount(3);

      const boxes = await toasts.evaluateAll((els) =>
        els.map((el) => {
          const r = el.getBoundingClientRect();
          return { top: Math.round(r.top), right: Math.round(window.innerWidth - r.right), height: Math.round(r.height) };
        }),
      );
      expect(boxes.map((b) => b.top)).toEqual([...vp.tops]);
      // Top-right, and the 82 px step leaves a gap between cards.
      for (const b of boxes) {
        expect(b.right).toBeLessThanOrEqual(16);
        expect(b.height).toBeLessThan(82);
      }
      await shot(page, `toasts-stack-${vp.name}`);

      // Fully visible for 3 s from its release, fading until it leaves the page at 4 s (the clock is now at 500 ms).
      await page.clock.runFor(2499);
      await expect(leaving).toHaveCount(0);
      await page.clock.runFor(1);
      await expect(leaving).toHaveCount(1);
      await expect(toasts).toHaveCount(3);
      await page.clock.runFor(500);
      await expect(leaving).toHaveCount(3);
      await page.clock.runFor(499);
      await expect(toasts).toHaveCount(3);
      await page.clock.runFor(1);
      await expect(toasts).toHaveCount(2);
      await page.clock.runFor(500);
      await expect(toasts).toHaveCount(0);
    });
  });
}

test('latest.json carries the build id and is never cached', async ({ request }) => {
  const res = await get(request, `/latest.json?t=${Date.now()}`);
  expect(res.status()).toBe(200);
  expect(res.headers()['cache-control']).toContain('no-cache');
  const body = (await res.json()) as { buildId: string };
  expect(body.buildId).toMatch(/\S+/);
});

test('no analytics script is injected without configuration', async ({ page }) => {
  await page.goto('/');
  await page.waitForLoadState('load');
  await expect(page.locator('script[data-hs-analytics]')).toHaveCount(0);
});
