import { expect, test as base } from '@playwright/test';
import { e2eServer } from './servers';

/**
 * Playwright's test with the worker's own server as baseURL (one server per worker: tests/e2e/servers.ts), and one
 * automatic fixture: every browser context a test opens itself (`browser.newContext`, a
 * second player, a phone) is closed when the test ends, pass or fail. A context left open keeps its pages running
 * (sockets, the lobby's live crash card) and slows every later test of the worker.
 */
export const test = base.extend<{ closeOwnContexts: void }>({
  // Pages, contexts a test opens itself and their request clients all take it.
  // Playwright reads a fixture's dependencies from its first parameter's pattern: this one has none.
  // eslint-disable-next-line no-empty-pattern
  baseURL: async ({}, use, testInfo) => use(e2eServer(testInfo.parallelIndex).baseURL),
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
