import { describe, expect, it } from 'vitest';
import { expectOwnSounds } from '../core/sounds.testing';
import { PLINKO_SOUNDS } from './sounds';
import type { PlinkoRound } from '../../src/core/games/plinko/round';
import { plinkoTable } from '../../src/core/games/plinko/rules';
import { FakeRuntime } from '../core/FakeRuntime.testing';
import type { EngineFactoryOf, EngineHostOf, RoundKey } from '../types';
import type * as PlinkoModule from './index';
import {
  BALL_RADIUS,
  BUCKET_HEIGHT,
  BUCKET_WIDTH,
  PEG_RADIUS,
  PEG_SPACING,
  START_X_RANGE,
  START_Y,
  boardBounds,
  bucketAt,
  bucketCenterX,
  bucketRange,
  bucketTopY,
  pegCount,
  pegPositions,
} from './board';
import { RESULT_SLOT, plinkoLayout, toScreenX, toScreenY } from './layout';
import { PLINKO_LANES, PlinkoGame, type PlinkoStage } from './PlinkoGame';
import type { Landing } from './PlinkoScene';
import { plinkoGame } from '../../src/core/games/plinko';
import { bucketColors, bucketLabel, heatColor, heatOf, labelColor } from './presentation';
import type { PlinkoTypes } from './types';

function round(rows: number, bucket: number, risk: PlinkoRound['risk'] = 'medium'): PlinkoRound {
  const multiplier = plinkoTable(rows, risk)[bucket]!;
  return { rows, risk, bucket, multiplier, win: Number(multiplier) > 1 };
}

describe('plinko board', () => {
  it('has rows of 3.. rows + 2 pegs, centred, and a bucket under each gap of the last row', () => {
    const pegs = pegPositions(8);
    expect(pegs.length / 2).toBe(pegCount(8));
    expect([pegs[0], pegs[2], pegs[4]]).toEqual([-PEG_SPACING, 0, PEG_SPACING]);
    const last = Array.from({ length: 10 }, (_, j) => pegs[(pegCount(8) - 10 + j) * 2]!);
    for (let k = 0; k <= 8; k++) {
      expect(bucketCenterX(8, k)).toBe((last[k]! + last[k + 1]!) / 2);
      expect(bucketAt(8, bucketCenterX(8, k))).toBe(k);
      expect(bucketRange(8, k)).toEqual([last[k], last[k + 1]]);
    }
    expect(bucketAt(8, -1000)).toBe(-1);
    // The gap between two pegs lets the ball through.
    expect(PEG_SPACING - 2 * 4.5).toBeGreaterThan(2 * BALL_RADIUS);
  });
});

describe('plinko layout', () => {
  it('fills a 390 px phone with the board and tucks five or more results into the top-right corner', () => {
    const l = plinkoLayout(390, 844 - 56, 16);
    const b = boardBounds(16);
    expect(toScreenX(l, b.left)).toBeGreaterThanOrEqual(0);
    expect(toScreenX(l, b.right)).toBeLessThanOrEqual(390);
    expect(toScreenX(l, b.right) - toScreenX(l, b.left)).toBeGreaterThan(390 * 0.8);
    expect(l.chips).toBeGreaterThanOrEqual(5);
    expect(l.columnX + l.chipWidth).toBeLessThanOrEqual(390);
    // The column stays clear of the triangle's right edge (pegs at x = y / 2 + spacing).
    const bottom = (l.columnTop + l.chips * (l.chipHeight + l.chipGap) - l.originY) / l.scale;
    expect((l.columnX - l.originX) / l.scale).toBeGreaterThan(bottom / 2 + PEG_SPACING);
  });

  it('puts the column beside the board on a 1440x900 screen, the board filling the height', () => {
    const l = plinkoLayout(1440, 900, 16);
    const b = boardBounds(16);
    expect(toScreenY(l, b.bottom) - toScreenY(l, b.top)).toBeGreaterThan(900 * 0.85);
    expect(l.columnX).toBeGreaterThan(toScreenX(l, b.right));
    expect(l.chips).toBe(8);
    expect(l.narrowBuckets).toBe(false);
  });

  it("keeps the result chip's slot clear of every peg, bucket and the column, beside the apex or above the board", () => {
    const slot = RESULT_SLOT;
    const clear = (x: number, y: number, w: number, h: number) =>
      x + w <= slot.left || x >= slot.left + slot.width || y + h <= slot.top || y >= slot.top + slot.height;
    for (const [w, h, where] of [
      [358, 358, 'band'],
      [358, 480, 'band'],
      [780, 590, 'corner'],
      [1100, 700, 'corner'],
    ] as const) {
      for (const rows of [8, 12, 16]) {
        const l = plinkoLayout(w, h, rows);
        // A tall board leaves the corner beside its apex free; a wide one (few rows) or a phone's needs the band.
        if (rows === 16) expect(l.resultSlot, `${w}x${h}`).toBe(where);
        const pegs = pegPositions(rows);
        const r = PEG_RADIUS * l.scale;
        for (let i = 0; i < pegs.length; i += 2)
          expect(clear(toScreenX(l, pegs[i]!) - r, toScreenY(l, pegs[i + 1]!) - r, 2 * r, 2 * r), `peg ${i / 2}`).toBe(true);
        for (let k = 0; k <= rows; k++) {
          const x = toScreenX(l, bucketCenterX(rows, k) - BUCKET_WIDTH / 2);
          expect(clear(x, toScreenY(l, bucketTopY(rows)), BUCKET_WIDTH * l.scale, BUCKET_HEIGHT * l.scale), `bucket ${k}`).toBe(true);
        }
        const columnHeight = l.chips * (l.chipHeight + l.chipGap) - l.chipGap;
        expect(clear(l.columnX, l.columnTop, l.chipWidth, columnHeight), 'column').toBe(true);
        // The ball starts above the top row: clear of the slot too.
        const reach = START_X_RANGE + BALL_RADIUS;
        expect(clear(toScreenX(l, -reach), toScreenY(l, START_Y - BALL_RADIUS), 2 * reach * l.scale, 2 * BALL_RADIUS * l.scale)).toBe(true);
      }
    }
  });

  it('keeps every board inside the canvas and the column on it', () => {
    for (const [w, h] of [
      [390, 420],
      [390, 788],
      [800, 500],
      [1440, 640],
      [1440, 900],
    ] as const) {
      for (const rows of [8, 12, 16]) {
        const l = plinkoLayout(w, h, rows);
        const b = boardBounds(rows);
        expect(toScreenX(l, b.left)).toBeGreaterThanOrEqual(0);
        expect(toScreenX(l, b.right)).toBeLessThanOrEqual(w);
        expect(toScreenY(l, b.top)).toBeGreaterThanOrEqual(0);
        expect(toScreenY(l, b.bottom)).toBeLessThanOrEqual(h);
        expect(l.columnX + l.chipWidth).toBeLessThanOrEqual(w);
        expect(l.chips).toBeGreaterThanOrEqual(4);
      }
    }
  });
});

describe('plinko presentation', () => {
  it('drops, enters the bucket, then wins or loses', () => {
    expect(plinkoGame.present(round(16, 0))).toEqual([
      { type: 'drop' },
      { type: 'bucket', bucket: 0, multiplier: '110' },
      { type: 'win', multiplier: '110' },
    ]);
    expect(plinkoGame.present(round(16, 8))).toEqual([
      { type: 'drop' },
      { type: 'bucket', bucket: 8, multiplier: '0.3' },
      { type: 'lose' },
    ]);
  });

  it('colours hot edges and cool middles, and labels them legibly', () => {
    const table = plinkoTable(16, 'high');
    expect(heatOf(1000, table)).toBe(1);
    expect(heatOf(0.2, table)).toBe(0);
    const colors = bucketColors(16, 'high');
    expect(colors[0]).toBe(heatColor(1));
    expect(colors[8]).toBe(heatColor(0));
    expect(colors[0]).toBe(colors[16]);
    expect(labelColor(0xffd23f)).toBe(0x0f212e);
    expect(labelColor(0x3d6bff)).toBe(0xffffff);
    expect(bucketLabel('1000', false)).toBe('1000x');
    expect(bucketLabel('1000', true)).toBe('1000');
  });
});

describe('plinko game (core events on a fake scene)', () => {
  function setup() {
    const runtime = new FakeRuntime();
    const calls: string[] = [];
    const flight = new Map<number, number>();
    const landings: Landing[] = [];
    const scene: PlinkoStage = {
      landings,
      setBoard: (rows, risk) => void calls.push(`board ${rows} ${risk}`),
      drop: async (lane, r, key) => {
        calls.push(`drop ${key} -> ${r.bucket}`);
        flight.set(lane, runtime.clock.now + 1000);
      },
      land: async (lane, key) => {
        await runtime.clock.delay(flight.get(lane)! - runtime.clock.now);
        calls.push(`land ${key}`);
        landings.push({ key, rows: 16, bucket: -1 });
      },
      result: (r) => void calls.push(`result ${r.multiplier}`),
    };
    const events: [unknown, RoundKey][] = [];
    const host: EngineHostOf<PlinkoTypes> = { getSound: () => ({ volume: 1, muted: true }), onEvent: (e, key) => events.push([e, key]) };
    const game = new PlinkoGame(runtime, scene, host);
    const run = async (ms: number) => {
      for (let t = 0; t < ms; t += 10) {
        runtime.frame(10);
        await Promise.resolve();
        await Promise.resolve();
      }
    };
    return { game, runtime, calls, events, run };
  }

  it('drops many balls at once, each landing under its own key after its flight', async () => {
    const { game, calls, events, run } = setup();
    const done: RoundKey[] = [];
    for (let i = 0; i < 120; i++) void game.play(round(16, i % 17), `bet-${i}`).then(() => done.push(`bet-${i}`));
    await run(50);
    // Every ball is in flight at once (well under the lane cap), none has landed.
    expect(calls.filter((c) => c.startsWith('drop'))).toHaveLength(120);
    expect(events.filter(([e]) => (e as { type: string }).type === 'drop')).toHaveLength(120);
    expect(done).toEqual([]);
    await run(1100);
    expect(done).toHaveLength(120);
    expect(events.filter(([, key]) => key === 'bet-16')).toEqual([
      [{ type: 'drop' }, 'bet-16'],
      [{ type: 'bucket', bucket: 16, multiplier: '110' }, 'bet-16'],
      [{ type: 'win', multiplier: '110' }, 'bet-16'],
    ]);
    expect(game.landings).toHaveLength(120);
    expect(PLINKO_LANES).toBeGreaterThanOrEqual(100);
  });

  it("sets each round's own board and previews the panel's rows and risk, ignoring half-typed values", async () => {
    const { game, calls, run } = setup();
    game.preview({ rows: 12, risk: 'high' });
    game.preview({ rows: 7, risk: 'high' });
    game.preview({ rows: 12.5, risk: 'low' });
    void game.play(round(8, 3, 'low'), 'a');
    await run(20);
    expect(calls.slice(0, 3)).toEqual(['board 12 high', 'board 8 low', 'drop a -> 3']);
  });

  it('lands at once in instant mode', async () => {
    const { game, runtime, events } = setup();
    game.setSpeed(1, true);
    let landed = false;
    void game.play(round(10, 5), 'x').then(() => (landed = true));
    for (let i = 0; i < 5; i++) await Promise.resolve();
    runtime.frame(1);
    for (let i = 0; i < 10; i++) await Promise.resolve();
    expect(landed).toBe(true);
    expect(events.map(([e]) => (e as { type: string }).type)).toEqual(['drop', 'bucket', 'lose']);
  });
});

describe('plinko module', () => {
  it('exports its factory as createEngine (typed over PlinkoTypes until plinko is registered)', () => {
    const typed: typeof PlinkoModule extends { createEngine: EngineFactoryOf<PlinkoTypes> } ? true : false = true;
    expect(typed).toBe(true);
  });
});

describe('plinko sounds', () => {
  it('has its own sounds, each short and small, none taking a shared name', () => expectOwnSounds(PLINKO_SOUNDS));
});
