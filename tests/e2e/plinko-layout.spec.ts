import type { Page } from '@playwright/test';
import { expect, test } from './test';
import {
  BUCKET_HEIGHT,
  BUCKET_WIDTH,
  bucketCenterX,
  bucketCount,
  bucketTopY,
  PEG_RADIUS,
  pegPositions,
} from '../../game-engine/plinko/board';
import { plinkoLayout, toScreenX, toScreenY } from '../../game-engine/plinko/layout';
import { registerThroughApi, shot, uniqueName, VIEWPORTS } from './helpers';
import { freshBrowser } from './launch';

// WebGL-heavy: a browser of its own (see launch.ts).
test.use(freshBrowser('plinko-layout'));

// The plinko stage at a phone's and a desktop's size: after a drop lands, the result chip over the stage sits in the
// space the board's layout leaves for it, clear of every bucket, every peg and the last-results column.

interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

const intersects = (a: Box, b: Box) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/** What the chip must keep clear of on a board of `rows`, in stage pixels (from the scene's own layout). */
function boardBoxes(width: number, height: number, rows: number): { name: string; box: Box }[] {
  const l = plinkoLayout(width, height, rows);
  const boxes: { name: string; box: Box }[] = [];
  for (let k = 0; k < bucketCount(rows); k++) {
    const x = toScreenX(l, bucketCenterX(rows, k) - BUCKET_WIDTH / 2);
    boxes.push({
      name: `bucket ${k}`,
      box: { x, y: toScreenY(l, bucketTopY(rows)), width: BUCKET_WIDTH * l.scale, height: BUCKET_HEIGHT * l.scale },
    });
  }
  const pegs = pegPositions(rows);
  for (let i = 0; i < pegs.length; i += 2) {
    const r = PEG_RADIUS * l.scale;
    boxes.push({
      name: `peg ${i / 2}`,
      box: { x: toScreenX(l, pegs[i]!) - r, y: toScreenY(l, pegs[i + 1]!) - r, width: 2 * r, height: 2 * r },
    });
  }
  const columnHeight = l.chips * (l.chipHeight + l.chipGap) - l.chipGap;
  boxes.push({ name: 'results column', box: { x: l.columnX, y: l.columnTop, width: l.chipWidth, height: columnHeight } });
  return boxes;
}

async function overlaps(page: Page, rows: number): Promise<string[]> {
  const stage = (await page.getByTestId('engine-canvas').boundingBox())!;
  const chip = (await page.getByTestId('last-result').boundingBox())!;
  const mine: Box = { x: chip.x - stage.x, y: chip.y - stage.y, width: chip.width, height: chip.height };
  return boardBoxes(stage.width, stage.height, rows)
    .filter((b) => intersects(mine, b.box))
    .map((b) => `${b.name} ${JSON.stringify(b.box)} under the chip ${JSON.stringify(mine)}`);
}

for (const viewport of VIEWPORTS) {
  test(`plinko at ${viewport.width}x${viewport.height}: the result chip has its own space beside the board`, async ({ browser }) => {
    test.setTimeout(600_000);
    const context = await browser.newContext({ viewport, hasTouch: viewport.width < 600 });
    await registerThroughApi(context, uniqueName(`pl${viewport.name.slice(0, 2)}`), { acceptRules: true });
    const page = await context.newPage();
    await page.goto('/game/plinko');
    await expect(page.locator('[data-engine="ready"]')).toBeVisible({ timeout: 120_000 });
    await expect(page.getByTestId('balance-amount')).toHaveText(/^1,000(\.0+)?$/);
    await page.getByTestId('bet-amount').fill('1');
    await expect(page.getByTestId('bet-submit')).toBeEnabled();
    await page.getByTestId('bet-submit').click();
    await expect(page.getByTestId('last-result')).not.toBeEmpty({ timeout: 150_000 });
    await expect.poll(() => page.evaluate(() => document.fonts.status)).toBe('loaded');
    // The chip stays with a board of another size: every board leaves it its space.
    for (const rows of [16, 8, 12]) {
      await page.getByTestId('plinko-rows').selectOption(String(rows));
      await page.getByTestId('engine-canvas').scrollIntoViewIfNeeded();
      await shot(page, `plinko-layout-${rows}-${viewport.name}`);
      expect(await overlaps(page, rows)).toEqual([]);
    }
    await context.close();
  });
}
