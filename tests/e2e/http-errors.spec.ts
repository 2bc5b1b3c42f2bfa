import { expect, test } from './test';
import { registerThroughApi, SHOTS_DIR, uniqueName } from './helpers';
import { freshBrowser } from './launch';

// A browser of its own: a long-lived one's GPU process was seen slowing later specs until they timed out.
test.use(freshBrowser('http-errors'));

// A body code 500 shows the server message as an error toast when the caller wants it. The
// coin/fiat switch is such a caller (POST /v1/user/setFiatType asks for the toast); the route answers it with a 500.
test('a 500 from the server shows the error toast and changes nothing', async ({ page }) => {
  await registerThroughApi(page, uniqueName('err'));
  await page.goto('/');
  const amount = page.getByTestId('balance-amount');
  await expect(amount).toHaveText(/^1,000(\.0+)?$/);

  let hits = 0;
  await page.route('**/v1/user/setFiatType', async (route) => {
    hits++;
    await route.fulfill({
      status: 200,
      contentType: 'application/json',
      body: JSON.stringify({ code: 500, msg: 'Boom from server', data: null }),
    });
  });
  await page.getByTestId('currency-toggle').click();

  const toast = page.getByTestId('toast').filter({ hasText: 'Boom from server' });
  await expect(toast).toBeVisible();
  await expect(toast).toContainText('Oops!');
  await expect(toast).toHaveAttribute('role', 'alert');
  // Taken once this toast has slid in, without the helper's wait for every animation: the toast leaves at 4 s.
  // An animation replaced before it ends rejects its finished promise (AbortError): that one is over too.
  await toast.evaluate((el) => Promise.all(el.getAnimations().map((a) => a.finished.catch(() => undefined))));
  await page.screenshot({ path: `${SHOTS_DIR}/http-error-toast.png` });
  // The server refused, so the display stays in the coin; a POST is sent once (never retried).
  await expect(amount).toHaveText(/^1,000(\.0+)?$/);
  expect(hits).toBe(1);
});
