import { expect, test as base } from '@playwright/test';

/**
 * Playwright's test with one automatic fixture: every browser context a test opens itself (`browser.newContext`, a
 * second player, a phone) is closed when the test ends, pass or fail. A context left open keeps its pages running
 * (sockets, the lobby's live crash card) and slows every later test of the worker.
 */
export const test = base.extend<{ closeOwnContexts: void }>({
  closeOwnContexts: [
    async ({ browser }, use) => {
      const before = new Set(browser.contexts());
      await use();
      await Promise.all(
        browser
          .contexts()
          .filter((c) => !before.has(c))
          .map((c) => c.close().catch(() => undefined)),
      );
    },
    { auto: true },
  ],
});

export { expect };
