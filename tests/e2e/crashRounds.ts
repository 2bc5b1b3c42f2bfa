import type { Page } from '@playwright/test';
import { crashHundredthsOfRound, E2E_CRASH_CHAIN_LENGTH } from './crashChain';
import { expect } from './test';

export { crashHundredthsOfRound } from './crashChain';

/** A range of crash points in hundredths (100 = 1.00x); either bound optional. */
export interface CrashRange {
  min?: number;
  max?: number;
}

const inRange = (round: number, range: CrashRange): boolean => {
  if (!(round >= 1 && round <= E2E_CRASH_CHAIN_LENGTH)) return false;
  const point = crashHundredthsOfRound(round);
  return point >= (range.min ?? 100) && point <= (range.max ?? Infinity);
};

/**
 * Puts every page of the test's browser in the background, or brings them back: the player's tab hidden, as when they
 * switch to another tab (Playwright's pages are always visible, so the document's visibility is emulated, and the app
 * reacts to its change event as in a browser). A hidden crash stage stops drawing while the socket keeps the page's
 * round, players and queued bet current; a visible one drew 1.4-1.7 CPU cores of software WebGL on this machine.
 */
export async function setTabsHidden(page: Page, hidden: boolean): Promise<void> {
  const pages = page
    .context()
    .browser()
    ?.contexts()
    .flatMap((c) => c.pages()) ?? [page];
  await Promise.all(
    pages.map((p) =>
      p
        .evaluate((h) => {
          const doc = document as Document & { hsHidden?: boolean };
          if ((doc.hsHidden ?? false) === h) return;
          doc.hsHidden = h;
          if (h) {
            Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'hidden' });
            Object.defineProperty(document, 'hidden', { configurable: true, get: () => true });
          } else {
            // The document's own properties go: the browser's real ones show again.
            Reflect.deleteProperty(document, 'visibilityState');
            Reflect.deleteProperty(document, 'hidden');
          }
          document.dispatchEvent(new Event('visibilitychange'));
        }, hidden)
        // A page that is navigating or closing has nothing to hide.
        .catch(() => undefined),
    ),
  );
}

/**
 * Waits until the crash page shows one of `phases` of a round for which `wanted(round)` holds; returns the round's id.
 * Rounds come every few seconds; a long one runs a minute or more. While the wanted round is two rounds away or more,
 * the test's pages wait in the background (`setTabsHidden`); they are in front again from the round before it on, and
 * always when this returns.
 */
export async function crashRoundWhere(page: Page, phases: readonly string[], wanted: (round: number) => boolean): Promise<number> {
  let round = 0;
  const waiter = {};
  waiters.set(waiter, false);
  try {
    await expect
      .poll(
        async () => {
          // One look at both attributes: on a busy machine each round trip to the page can take a second.
          const seen = await crashRoundShown(page);
          round = seen.round;
          const found = phases.includes(seen.phase) && round > 0 && wanted(round);
          waiters.set(waiter, round > 0 && !found && !wanted(round) && !wanted(round + 1));
          await applyWaiters(page);
          // Not yet: the page itself watches for the next change of round or phase, without a round trip per look.
          if (!found) await shownChange(page, seen);
          return found;
        },
        { timeout: 300_000, intervals: [100] },
      )
      .toBe(true);
  } finally {
    waiters.delete(waiter);
    await applyWaiters(page);
  }
  return round;
}

/**
 * The test's waits for rounds under way (several players of one test may wait at once), each with whether its wanted
 * round is still far: the pages are in the background only while every one of them is far.
 */
const waiters = new Map<object, boolean>();
let tabsHidden = false;

async function applyWaiters(page: Page): Promise<void> {
  const hide = waiters.size > 0 && [...waiters.values()].every(Boolean);
  if (hide === tabsHidden) return;
  tabsHidden = hide;
  await setTabsHidden(page, hide);
}

/** Waits until the crash page shows `phase` of a round whose crash point is within `range`; returns its id. */
export const crashRoundIn = (page: Page, phase: 'betting' | 'running', range: CrashRange): Promise<number> =>
  crashRoundWhere(page, [phase], (round) => inRange(round, range));

/** Resolves when the crash page shows another round or phase than `seen` (or after 15 s, or when the page goes). */
const shownChange = (page: Page, seen: { round: number; phase: string }): Promise<unknown> =>
  page
    .waitForFunction(
      ({ round, phase }) => {
        const game = document.querySelector('[data-testid="game-page"]');
        return Number(game?.getAttribute('data-round') ?? 0) !== round || (game?.getAttribute('data-crash-phase') ?? '') !== phase;
      },
      seen,
      { polling: 100, timeout: 15_000 },
    )
    .catch(() => undefined);

/** The round and phase the crash page shows, read at once. */
export function crashRoundShown(page: Page): Promise<{ round: number; phase: string }> {
  return page.evaluate(() => {
    const game = document.querySelector('[data-testid="game-page"]');
    return { round: Number(game?.getAttribute('data-round') ?? 0), phase: game?.getAttribute('data-crash-phase') ?? '' };
  });
}

/**
 * Bets (the amount and auto cash-out already set on the panel) with the main button on a round whose crash point is
 * within `range`; returns its id. The button is pressed while the round before it runs or has just crashed: the bet
 * is queued and the page places it the moment that round opens for bets, with no round trip from the test, however
 * slow the machine (a press that lands during betting bets at once). A bet that still landed in another round
 * (the press came after betting closed) plays out, and a later round is tried. `bets`: the bets placed in all.
 */
export async function betOnCrashRound(
  page: Page,
  range: CrashRange,
  press?: () => Promise<void>,
  attempts = 4,
): Promise<{ round: number; bets: number }> {
  const main = page.getByTestId('crash-main');
  const go = press ?? (() => main.click());
  for (let attempt = 0; attempt < attempts; attempt++) {
    const before = await crashRoundWhere(page, ['running', 'crashed'], (round) => inRange(round + 1, range));
    await expect(main).toHaveAttribute('data-action', /^(bet|queue)$/);
    await go();
    // Queued (the button offers to cancel it), then placed when the round opens: the pill shows on that round.
    await expect(main).toHaveAttribute('data-action', /^(placed|cashout|cashed)$/, { timeout: 300_000 });
    const { round } = await crashRoundShown(page);
    if (round === before + 1) return { round, bets: attempt + 1 };
    await expect(page.getByTestId('crash-my-bet')).toHaveAttribute('data-state', /cashed|lost/, { timeout: 300_000 });
  }
  throw new Error(`no bet placed on a round within ${JSON.stringify(range)} in ${attempts} tries`);
}
