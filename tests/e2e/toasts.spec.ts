import type { Page } from '@playwright/test';
import { expect, test } from './test';
import { registerThroughApi, shot, uniqueName } from './helpers';
import { freshBrowser } from './launch';
import { get } from './api';

// A browser of its own: a long-lived one's GPU process was seen slowing later specs until they timed out.
test.use(freshBrowser('toasts'));

// Toast rules of spec sections 2 and 9, measured in the page: one at a time from a queue, 97 px + 82 px per stacked
// toast (6 px base under 768 px), visible about 3 s, removed at 4 s. The toasts come from a real UI action: a chat
// command typed without its arguments, which the composer answers with an error toast showing the command's usage.

const VIEWPORTS = [
  { name: 'desktop', width: 1440, height: 900, tops: [97, 179, 261] },
  { name: 'phone', width: 390, height: 844, tops: [6, 88, 170] },
] as const;

/** Records when toasts enter, start fading and leave the DOM (performance.now() ms). */
async function recordToasts(page: Page): Promise<void> {
  await page.evaluate(() => {
    const w = window as unknown as { __toastLog: Array<{ t: number; what: string; text: string }> };
    w.__toastLog = [];
    const log = (what: string, el: Element) =>
      w.__toastLog.push({ t: performance.now(), what, text: el.querySelector('.toast__msg')?.textContent ?? '' });
    new MutationObserver((records) => {
      for (const r of records) {
        if (r.type === 'attributes' && r.target instanceof Element && r.target.matches('[data-testid="toast"].is-leaving')) {
          log('leave', r.target);
        }
        for (const n of r.addedNodes) if (n instanceof Element && n.matches('[data-testid="toast"]')) log('show', n);
        for (const n of r.removedNodes) if (n instanceof Element && n.matches('[data-testid="toast"]')) log('remove', n);
      }
    }).observe(document.body, { childList: true, subtree: true, attributes: true, attributeFilter: ['class'] });
  });
}

async function toastLog(page: Page) {
  return page.evaluate(() => (window as unknown as { __toastLog: Array<{ t: number; what: string; text: string }> }).__toastLog);
}

for (const vp of VIEWPORTS) {
  test.describe(`toasts at ${vp.width}x${vp.height}`, () => {
    test.use({ viewport: { width: vp.width, height: vp.height } });

    test('stack from the top-right one at a time, then fade at 3 s and leave at 4 s', async ({ page }) => {
      await registerThroughApi(page, uniqueName(`t${vp.name[0]}`));
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

      await recordToasts(page);
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
      await expect(toasts).toHaveCount(3);
      await expect(toasts.first()).toContainText('Usage: /tip @name amount coin');

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

      await expect(toasts).toHaveCount(0, { timeout: 6000 });
      const log = await toastLog(page);
      const shows = log.filter((e) => e.what === 'show').map((e) => e.t);
      const leaves = log.filter((e) => e.what === 'leave').map((e) => e.t);
      const removes = log.filter((e) => e.what === 'remove').map((e) => e.t);
      expect(shows).toHaveLength(3);
      // Released one at a time, never two in the same tick. The queue's exact 250 ms step is pinned with fake timers
      // (src/app/feedback/ToastQueue.test.ts); seen in the page, a render held back by a busy machine shortens one gap.
      for (let i = 1; i < shows.length; i++) expect(shows[i]! - shows[i - 1]!).toBeGreaterThanOrEqual(150);
      for (let i = 0; i < 3; i++) {
        expect(leaves[i]! - shows[i]!).toBeGreaterThan(2900);
        expect(leaves[i]! - shows[i]!).toBeLessThan(3400);
        expect(removes[i]! - shows[i]!).toBeGreaterThan(3900);
        expect(removes[i]! - shows[i]!).toBeLessThan(4400);
      }
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
