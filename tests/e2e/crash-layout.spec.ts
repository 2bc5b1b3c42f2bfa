import type { Browser, Page } from '@playwright/test';
import { expect, test } from './test';
import { crashLayout } from '../../game-engine/crash/layout';
import { registerThroughApi, uniqueName, VIEWPORTS } from './helpers';
import { betOnCrashRound } from './crashRounds';
import { freshBrowser } from './launch';

// A browser of its own (see launch.ts) that does not draw: the checks are the pill's box against the scene's layout
// (crashLayout, the function the scene itself lays out by), not pixels; crash.spec.ts photographs the stage as drawn,
// with its pill, through a round.
test.use(freshBrowser('crash-layout', { drawing: false }));

// The crash stage at a phone's and a desktop's size, on the same round: a bet goes in, the round busts, and the
// "my bet" pill over the stage keeps to the space the scene's layout reserves for it, clear of the history chips and
// of the chart (where the readout and the bust play). Every step waits for a condition.

const ROUND_WAIT = 150_000;

interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

const intersects = (a: Box, b: Box) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

async function crashPlayer(browser: Browser, viewport: { width: number; height: number }, prefix: string) {
  const context = await browser.newContext({ viewport, hasTouch: viewport.width < 600 });
  await registerThroughApi(context, uniqueName(prefix), { acceptRules: true });
  const page = await context.newPage();
  await page.goto('/game/crash');
  await expect(page.locator('.engine-host[data-engine="ready"]')).toBeVisible({ timeout: 120_000 });
  await expect(page.getByTestId('balance-amount')).toHaveText(/^1,000(\.0+)?$/);
  return { context, page };
}

/** The pill's box and the stage's layout boxes it must keep clear of, in stage pixels. */
async function measure(page: Page) {
  // Read at once (no waiting): the pill goes when the next round opens for bets.
  const read = await page.evaluate(() => {
    const el = document.querySelector('[data-testid="crash-my-bet"]');
    const canvas = document.querySelector('[data-testid="engine-canvas"]')!;
    return (
      el && {
        pill: el.getBoundingClientRect().toJSON() as Box,
        stage: canvas.getBoundingClientRect().toJSON() as Box,
        state: el.getAttribute('data-state'),
      }
    );
  });
  if (!read) return null;
  const { pill, stage, state } = read;
  const l = crashLayout(stage.width, stage.height);
  const history: Box = { x: l.historyRight - l.historyMaxWidth, y: l.historyTop, width: l.historyMaxWidth, height: l.pillHeight };
  // The chart: the plot with its tick labels (the top y label is centred on the plot's top edge).
  const chart: Box = { x: 0, y: l.plotTop - l.tickFont, width: l.width, height: l.height - l.plotTop + l.tickFont };
  const mine: Box = { x: pill.x - stage.x, y: pill.y - stage.y, width: pill.width, height: pill.height };
  return { mine, history, chart, state: state === 'cashed' || state === 'lost' ? 'settled' : 'in' };
}

test('crash: the my-bet pill has its own space at 390x844 and 1440x900, through a bet and its bust', async ({ browser }) => {
  test.setTimeout(900_000);
  // One after the other: two WebGL stages starting at once under software rendering can take minutes.
  const phone = await crashPlayer(browser, VIEWPORTS[0], 'clph');
  const desktop = await crashPlayer(browser, VIEWPORTS[1], 'clde');
  const players = [
    { ...phone, name: 'phone', auto: '' },
    // The desktop player cashes out automatically, so its pill says "Cashed out at …" through the bust.
    { ...desktop, name: 'desktop', auto: '1.01' },
  ];
  // Each player on its own: a bet on a round that busts soon, measured with the bet in and after its bust.
  await Promise.all(
    players.map(async (p) => {
      // The panel is set up once; each bet is queued ahead of its round (crashRounds.ts).
      await p.page.getByTestId('bet-amount').fill('1');
      await p.page.getByTestId('crash-auto-cashout').fill(p.auto);
      let checked = false;
      for (let attempt = 0; attempt < 3 && !checked; attempt++) {
        // A round that runs 7 to 23 s (1.50x to 4.00x; the e2e chain is known ahead): time to measure with the bet
        // in, and a bust soon after.
        await betOnCrashRound(p.page, { min: 150, max: 400 });
        const atBet = await measure(p.page);
        // Settled: cashed out (the desktop's 1.01× target) or lost at the bust. The pill goes when the next round opens
        // for bets, seconds later: measured at once.
        await expect(p.page.getByTestId('crash-my-bet'))
          .toHaveAttribute('data-state', /cashed|lost/, { timeout: ROUND_WAIT })
          .catch(() => undefined);
        const atBust = await measure(p.page);
        for (const [when, m] of [
          ['with the bet in', atBet],
          ['settled', atBust],
        ] as const) {
          if (!m) continue;
          expect(
            intersects(m.mine, m.history),
            `${p.name} ${when}: pill ${JSON.stringify(m.mine)} on the history ${JSON.stringify(m.history)}`,
          ).toBe(false);
          expect(
            intersects(m.mine, m.chart),
            `${p.name} ${when}: pill ${JSON.stringify(m.mine)} on the chart ${JSON.stringify(m.chart)}`,
          ).toBe(false);
        }
        // Under load the page may have reached the next round before the pill was measured: then another round.
        checked = atBet !== null && atBust !== null && atBust.state !== 'in';
      }
      expect(checked, `${p.name}: no round measured with the bet in and after its bust`).toBe(true);
    }),
  );
  for (const p of players) await p.context.close();
});
