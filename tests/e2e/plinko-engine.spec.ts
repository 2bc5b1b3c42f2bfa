import type { Page } from '@playwright/test';
import { expect, test } from './test';
import type { PlinkoRound } from '../../src/core/games/plinko/round';
import { plinkoRound } from '../../game-engine/fixtures/rounds';
import { SHOTS_DIR } from './helpers';
import { freshBrowser } from './launch';

// WebGL-heavy: a browser of its own (see launch.ts).
// The motion is what this file tests: full motion, not the suite's reduced default.
test.use({ ...freshBrowser('plinko-engine'), reducedMotion: 'no-preference' });

// The plinko engine on the dev-only fixture page (game-engine/fixtures): balls replay trajectories baked offline, and
// each ball must be drawn entering the bucket its round names, whatever the bucket.
const fixtureURL = `http://127.0.0.1:${process.env.ENGINE_FIXTURE_PORT ?? 5199}/`;

async function openPlinko(page: Page): Promise<string[]> {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await page.goto(`${fixtureURL}?game=plinko&nobar&mute`);
  await page.waitForFunction(() => document.body.dataset.ready === 'true', null, { timeout: 30_000 });
  await expect(page.locator('[data-engine-canvas]')).toHaveCount(1);
  return errors;
}

/** `count` rounds of a board with random buckets (edges included), keyed `ball-<i>`. */
function randomRounds(count: number, rows: number, risk: PlinkoRound['risk']): { round: PlinkoRound; key: string }[] {
  return Array.from({ length: count }, (_, i) => ({
    round: plinkoRound(rows, risk, i < 2 ? i * rows : Math.floor(Math.random() * (rows + 1))),
    key: `ball-${i}`,
  }));
}

/** Drops every round at once; resolves when the page has started them (not when they land). */
async function dropAll(page: Page, drops: { round: PlinkoRound; key: string }[]): Promise<void> {
  await page.evaluate((list) => {
    const w = window as unknown as { dropped?: Promise<unknown> };
    w.dropped = Promise.all(list.map(({ round, key }) => window.fixture!.play(round, key)));
  }, drops);
}

const bucketsLanded = (page: Page) => page.evaluate(() => window.fixture!.landed.filter(({ event }) => event.type === 'bucket').length);

for (const [name, viewport, rows, risk] of [
  ['phone', { width: 390, height: 844 }, 16, 'medium'],
  ['desktop', { width: 1440, height: 900 }, 12, 'high'],
] as const) {
  test(`plinko: 20 balls at once land in their requested buckets (${name})`, async ({ page }) => {
    await page.setViewportSize(viewport);
    const errors = await openPlinko(page);
    await page.evaluate(([r, k]) => window.fixture!.engine.preview({ rows: r, risk: k }), [rows, risk] as const);
    const drops = randomRounds(20, rows, risk);
    await dropAll(page, drops);
    // A picture with balls in flight: once the first few have landed, the others are still on the board.
    await expect.poll(() => bucketsLanded(page), { timeout: 20_000 }).toBeGreaterThanOrEqual(3);
    await page.screenshot({ path: `${SHOTS_DIR}/engine-plinko-${name}-flight.png` });
    await page.evaluate(() => (window as unknown as { dropped: Promise<unknown> }).dropped);

    const landings = await page.evaluate(() => window.fixture!.landings());
    expect(landings).toHaveLength(20);
    for (const { round, key } of drops) {
      expect(
        landings.find((l) => l.key === key),
        key,
      ).toEqual({ key, rows, bucket: round.bucket });
    }
    // Each ball reported drop, bucket, then its landing, in that order, under its own key.
    const landed = await page.evaluate(() => window.fixture!.landed);
    for (const { round, key } of drops) {
      expect(landed.filter((l) => l.key === key).map((l) => l.event)).toEqual([
        { type: 'drop' },
        { type: 'bucket', bucket: round.bucket, multiplier: round.multiplier },
        round.win ? { type: 'win', multiplier: round.multiplier } : { type: 'lose' },
      ]);
    }
    await page.screenshot({ path: `${SHOTS_DIR}/engine-plinko-${name}.png` });
    expect(errors).toEqual([]);
  });
}

test('plinko: instant mode lands every ball at once, in its bucket; a new board follows the round', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await openPlinko(page);
  // Let the trajectories load on a first normal drop, so the instant drops time only the presentation.
  await page.evaluate(() => window.fixture!.playFixture(0));
  const drops = randomRounds(40, 8, 'low').map((d) => ({ ...d, key: `instant-${d.key}` }));
  const elapsed = await page.evaluate(async (list) => {
    const f = window.fixture!;
    f.engine.setSpeed(1, true);
    const t0 = performance.now();
    await Promise.all(list.map(({ round, key }) => f.play(round, key)));
    return performance.now() - t0;
  }, drops);
  // Not a speed figure (the bench has those): one 8-row drop flies 2.2 s, so 40 animated balls could not be done sooner.
  expect(elapsed).toBeLessThan(2000);
  const landings = await page.evaluate(() => window.fixture!.landings());
  for (const { round, key } of drops) expect(landings.find((l) => l.key === key)).toEqual({ key, rows: 8, bucket: round.bucket });
});

test('plinko: without the trajectory file, balls hop peg to peg into their buckets and the file is not re-fetched per ball', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  let fetches = 0;
  await page.route('**/plinko/trajectories.json', (route) => {
    fetches++;
    return route.fulfill({ status: 503, body: 'unavailable' });
  });
  await openPlinko(page);
  await page.evaluate(() => window.fixture!.engine.preview({ rows: 10, risk: 'medium' }));
  // Half the rounds carry their path (the player's own bets), half only their bucket (another player's).
  const drops = randomRounds(12, 10, 'medium').map(({ round, key }, i) => {
    const rights = Array.from({ length: 10 }, (_, j) => (j < round.bucket ? 1 : 0));
    return { round: i % 2 ? round : { ...round, path: rights.reverse() }, key: `hop-${key}` };
  });
  await dropAll(page, drops);
  // A picture with the balls on the board: all released, none landed yet.
  const released = () => page.evaluate(() => window.fixture!.landed.filter(({ event }) => event.type === 'drop').length);
  await expect.poll(released, { timeout: 20_000 }).toBe(12);
  await page.screenshot({ path: `${SHOTS_DIR}/engine-plinko-fallback-phone.png` });
  await page.evaluate(() => (window as unknown as { dropped: Promise<unknown> }).dropped);
  const landings = await page.evaluate(() => window.fixture!.landings());
  for (const { round, key } of drops) expect(landings.find((l) => l.key === key)).toEqual({ key, rows: 10, bucket: round.bucket });
  expect(fetches).toBeLessThanOrEqual(2);
});
