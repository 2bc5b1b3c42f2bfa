import type { Page } from '@playwright/test';
import { expect, test } from './test';
import { freshBrowser } from './launch';
import type { FlashReport } from '../../game-engine/fixtures/flashes/analyse';
import type { HouseGame } from '../../src/core/games/catalog';
import { msAtHundredths } from '../../src/core/games/crash/curve';
import { DICE_FIXTURES, LIMBO_FIXTURES, MINES_FIXTURES, PLINKO_FIXTURES } from '../../game-engine/fixtures/rounds';

// WebGL-heavy: a browser of its own (see launch.ts). Full motion first, then the same page asks for reduced motion.
// Drawn at half a pixel per CSS px: the meter reduces every frame to the mean of 16 CSS px blocks, which the half
// resolution gives alike (measured on every play: the same peaks, worst areas within a block's width), at a quarter of
// the pixels to draw and read back in software GL, where each frame cost 100-180 ms at full resolution.
test.use({ ...freshBrowser('flashes'), reducedMotion: 'no-preference', deviceScaleFactor: 0.5 });

// At most three flashes a second anywhere: every game's most flash-heavy play, drawn by the engine on the fixture page
// with its flash meter (`?flashmeter`: fixed 60 Hz frame steps, every drawn frame read back and reduced to 16 px
// blocks), analysed by game-engine/fixtures/flashes/analyse.ts. With reduced motion nothing may flash more than three times a
// second, whatever its size.
const fixtureURL = `http://127.0.0.1:${process.env.ENGINE_FIXTURE_PORT ?? 5199}/`;

const SIZES = {
  phone: { width: 390, height: 844 },
  desktop: { width: 1024, height: 640 },
} as const;

/** Dice and limbo rounds alternating a win and a loss: the result colour flips on every bet. */
const alternating = <R extends { win: boolean }>(rounds: R[]): R[] => {
  const wins = rounds.filter((r) => r.win);
  const losses = rounds.filter((r) => !r.win);
  return wins.flatMap((w, i) => [w, losses[i % losses.length]!]);
};

/** The plays in instant mode. */
const INSTANT: readonly HouseGame[] = ['dice', 'limbo'];

/** One game's heaviest play on the meter's time; resolves with the report of the frames it drew. */
type Play = (page: Page) => Promise<FlashReport>;

async function autoplay(page: Page, rounds: unknown[], count: number, everyMs: number, oneAtATime: boolean): Promise<FlashReport> {
  return page.evaluate(
    async ({ rounds, count, everyMs, oneAtATime }) => {
      const meter = window.flashMeter!;
      meter.start();
      await meter.autoplay({ rounds: rounds as never[], count, everyMs, oneAtATime });
      return meter.report();
    },
    { rounds, count, everyMs, oneAtATime },
  );
}

const PLAYS: Record<HouseGame, Play> = {
  // The player's instant auto-bet: a result every 60 ms (the app's fastest auto-bet), colour flipping each time.
  dice: async (page) => {
    await page.evaluate(() => window.fixture!.engine.setSpeed(1, true));
    return autoplay(page, alternating(DICE_FIXTURES), 22, 60, true);
  },
  limbo: async (page) => {
    await page.evaluate(() => window.fixture!.engine.setSpeed(1, true));
    return autoplay(page, alternating(LIMBO_FIXTURES), 22, 60, true);
  },
  // A round at the panel's fastest animated speed (3x): a gem with its flash, a mine with its blast and the shake,
  // the layout turned over (every mines frame is costly to draw in software GL: one round only).
  mines: async (page) => {
    await page.evaluate(() => window.fixture!.engine.setSpeed(3));
    return autoplay(page, [MINES_FIXTURES[1]], 1, 60, true);
  },
  // Balls dropped every 60 ms, pegs flashing on each contact.
  plinko: (page) => autoplay(page, PLINKO_FIXTURES, 16, 60, false),
  // A round from take-off to its bust (core flash, plot flash, shake) and the seconds after it.
  crash: (page) =>
    page.evaluate(async (startMs) => {
      const meter = window.flashMeter!;
      const crash = window.fixture!.crash!;
      crash.pause();
      meter.start();
      // Shortly before the bust: the run up to it is a smooth curve, and every frame is costly to read.
      crash.run(startMs, '1.20');
      const bustAt = await new Promise<number>((resolve) => {
        const poll = () => (crash.state().phase === 'crashed' ? resolve(meter.now()) : requestAnimationFrame(poll));
        poll();
      });
      await new Promise<void>((resolve) => {
        const poll = () => (meter.now() > bustAt + 1600 ? resolve() : requestAnimationFrame(poll));
        poll();
      });
      return meter.report();
    }, msAtHundredths(115)),
};

async function open(page: Page, game: HouseGame): Promise<string[]> {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await page.goto(`${fixtureURL}?game=${game}&nobar&mute&flashmeter`);
  await page.waitForFunction(() => document.body.dataset.ready === 'true', null, { timeout: 30_000 });
  return errors;
}

/** Where and when the worst window is, for a failure message. */
function describe(report: FlashReport): string {
  return JSON.stringify({ worst: report.worst, peak: report.peak, frames: report.frames, spanMs: Math.round(report.spanMs) });
}

for (const [size, viewport] of Object.entries(SIZES)) {
  for (const game of Object.keys(PLAYS) as HouseGame[]) {
    test(`flashes: ${game} at ${size} size stays under three flashes a second, and flashes nothing with reduced motion`, async ({
      page,
    }) => {
      // Every frame is drawn in software GL and read back: the time goes with the machine's load, not the test's.
      test.setTimeout(300_000);
      await page.setViewportSize(viewport);
      const errors = await open(page, game);
      const full = await PLAYS[game](page);
      // Instant play draws at most five frames a second (the latest round each time), full motion or calm.
      expect(full.frames, describe(full)).toBeGreaterThanOrEqual(INSTANT.includes(game) ? 3 : 10);
      expect(full.pass, `over the flash limit: ${describe(full)}`).toBe(true);
      await page.emulateMedia({ reducedMotion: 'reduce' });
      const calm = await PLAYS[game](page);
      expect(calm.frames, describe(calm)).toBeGreaterThanOrEqual(3);
      expect(calm.peak?.flashes ?? 0, `flashing with reduced motion: ${describe(calm)}`).toBeLessThanOrEqual(3);
      expect(errors).toEqual([]);
    });
  }
}
