import { describe, expect, it, vi } from 'vitest';
import { FakeRuntime } from '../core/FakeRuntime.testing';
import type { EngineHost, EngineModule } from '../types';
import type * as DiceModule from './index';
import { DiceGame } from './DiceGame';
import type { DiceScene } from './DiceScene';
import { capsuleSlice, diceLayout, valueToX, winZone } from './layout';
import { rollDurationMs } from './presentation';

describe('dice layout', () => {
  it('fills a 390 px phone with the track', () => {
    const l = diceLayout(390, 320);
    expect(l.panelX).toBeGreaterThanOrEqual(14);
    expect(l.panelX + l.panelWidth).toBeLessThanOrEqual(390 - 14);
    expect(l.panelWidth).toBeGreaterThan(390 * 0.85);
    expect(l.tickY + l.tickFont).toBeLessThanOrEqual(320);
    expect(l.readoutY - l.readoutFont).toBeGreaterThan(l.historyTop + l.pillHeight);
  });

  it('caps the track at 960 px and centres it on a 1440 px stream', () => {
    const l = diceLayout(1440, 640);
    expect(l.panelWidth).toBe(960);
    expect(l.panelX).toBe(240);
    expect(l.historyRight).toBe(1200);
  });

  it('stacks readout, marker, panel and ticks top to bottom', () => {
    for (const [w, h] of [
      [390, 260],
      [390, 600],
      [1440, 640],
      [800, 400],
    ] as const) {
      const l = diceLayout(w, h);
      expect(l.readoutY).toBeLessThan(l.markerY);
      expect(l.markerY + l.markerSize / 2).toBeLessThanOrEqual(l.panelY);
      expect(l.trackY).toBe(l.panelY + l.panelHeight / 2);
      expect(l.tickY).toBeGreaterThan(l.panelY + l.panelHeight);
    }
  });

  it('maps 0..100 onto the track, clamping outside values', () => {
    const l = diceLayout(1440, 640);
    expect(valueToX(0, l)).toBe(l.trackX);
    expect(valueToX(100, l)).toBe(l.trackX + l.trackWidth);
    expect(valueToX(50, l)).toBe(l.trackX + l.trackWidth / 2);
    expect(valueToX(-5, l)).toBe(l.trackX);
    expect(valueToX(150, l)).toBe(l.trackX + l.trackWidth);
  });

  it('cuts the win zone out of the rounded bar: flat at the target, round at the bar end', () => {
    // Bar 0..100 around y 10, radius 5; the slice from 50 to the right end.
    const pts = capsuleSlice(0, 100, 10, 5, 50, 100);
    const xs = pts.filter((_, i) => i % 2 === 0);
    const ys = pts.filter((_, i) => i % 2 === 1);
    expect(Math.min(...xs)).toBe(50);
    expect(Math.max(...xs)).toBe(100);
    // Full height at the target edge, a point at the rounded end, never outside the bar.
    expect(pts.slice(0, 2)).toEqual([50, 5]);
    expect(pts[pts.length - 1]).toBe(15);
    const endYs = ys.filter((_, i) => xs[i] === 100);
    expect(endYs.every((y) => Math.abs(y - 10) < 1e-9)).toBe(true);
    expect(ys.every((y) => y >= 5 && y <= 15)).toBe(true);
    expect(capsuleSlice(0, 100, 10, 5, 30, 30)).toEqual([]);
  });

  it('puts the win zone under or over the target', () => {
    expect(winZone(35, 'under')).toEqual([0, 35]);
    expect(winZone(50.5, 'over')).toEqual([50.5, 100]);
  });
});

describe('dice game (core events on a fake scene)', () => {
  function setup() {
    const calls: string[] = [];
    const scene = {
      setTarget: vi.fn(async (t: number, c: string, animate = true) => void calls.push(`target ${t} ${c}${animate ? '' : ' now'}`)),
      roll: vi.fn(async (v: string) => void calls.push(`roll ${v}`)),
      result: vi.fn(async (win: boolean) => void calls.push(win ? 'win' : 'lose')),
    };
    const events: unknown[] = [];
    const host: EngineHost<'dice'> = { getSound: () => ({ volume: 1, muted: true }), onEvent: (e, key) => events.push([e, key]) };
    const game = new DiceGame(new FakeRuntime(), scene as unknown as DiceScene, host);
    return { game, calls, events };
  }

  it("shows the round's own target, rolls, then lands, reporting the events under the round key", async () => {
    const { game, calls, events } = setup();
    await game.play({ roll: '83.21', target: '50.50', condition: 'over', win: true, multiplier: '1.98' }, 'bet-7');
    await game.play({ roll: '12.07', target: '35.00', condition: 'under', win: false, multiplier: '0' }, 'bet-8');
    expect(calls).toEqual(['target 50.5 over now', 'roll 83.21', 'win', 'target 35 under now', 'roll 12.07', 'lose']);
    expect(events).toEqual([
      [{ type: 'roll', value: '83.21' }, 'bet-7'],
      [{ type: 'win', multiplier: '1.98' }, 'bet-7'],
      [{ type: 'roll', value: '12.07' }, 'bet-8'],
      [{ type: 'lose' }, 'bet-8'],
    ]);
  });

  it("previews the panel's parameters (tweened)", () => {
    const { game, calls } = setup();
    game.preview({ target: '90.00', condition: 'under' });
    expect(calls).toEqual(['target 90 under']);
  });
});

describe('dice roll animation', () => {
  it('slides longer for a longer way, under a second', () => {
    expect(rollDurationMs(50, 51)).toBeLessThan(rollDurationMs(0, 100));
    expect(rollDurationMs(0, 100)).toBeLessThan(1000);
  });
});

describe('dice module', () => {
  it('exports its factory as createEngine, typed for the page (a typed import(), no casts)', () => {
    const typed: typeof DiceModule extends EngineModule<'dice'> ? true : false = true;
    expect(typed).toBe(true);
  });
});
