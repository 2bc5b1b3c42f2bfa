import { describe, expect, it, vi } from 'vitest';
import { FakeRuntime } from '../core/FakeRuntime.testing';
import type { EngineHost, EngineModule } from '../types';
import type * as LimboModule from './index';
import { fitScale, GLYPH_ADVANCE, limboLayout, pillText } from './layout';
import { LimboGame } from './LimboGame';
import type { LimboScene } from './LimboScene';
import { countDurationMs, countValueAt, formatMultiplier } from './presentation';

describe('limbo presentation', () => {
  it("plays the core events on the scene: the round's target, a reveal, then a win or a loss", async () => {
    const calls: string[] = [];
    const scene = {
      setTarget: vi.fn((t: number) => void calls.push(`target ${t}`)),
      reveal: vi.fn(async (v: string) => void calls.push(`reveal ${v}`)),
      result: vi.fn(async (win: boolean) => void calls.push(win ? 'win' : 'lose')),
    };
    const events: unknown[] = [];
    const host: EngineHost<'limbo'> = { getSound: () => ({ volume: 1, muted: true }), onEvent: (e, key) => events.push([e, key]) };
    const game = new LimboGame(new FakeRuntime(), scene as unknown as LimboScene, host);
    await game.play({ result: '3.42', target: '2.00', win: true });
    await game.play({ result: '1.37', target: '2.00', win: false });
    game.preview({ target: '5.5' });
    expect(calls).toEqual(['target 2', 'reveal 3.42', 'win', 'target 2', 'reveal 1.37', 'lose', 'target 5.5']);
    expect(events).toEqual([
      [{ type: 'reveal', value: '3.42' }, 0],
      [{ type: 'win', multiplier: '2.00' }, 0],
      [{ type: 'reveal', value: '1.37' }, 1],
      [{ type: 'lose' }, 1],
    ]);
  });

  it('counts longer for bigger results, by the log, capped', () => {
    expect(countDurationMs(1)).toBeLessThan(countDurationMs(2));
    expect(countDurationMs(2)).toBeLessThan(countDurationMs(100));
    expect(countDurationMs(1e6)).toBe(2600);
    expect(countDurationMs(Number.NaN)).toBe(320);
  });

  it('counts from 1.00x to the result in log space', () => {
    expect(countValueAt(100, 0)).toBe(1);
    expect(countValueAt(100, 0.5)).toBeCloseTo(10, 9);
    expect(countValueAt(100, 1)).toBeCloseTo(100, 9);
  });

  it('never shows a value above the one reached (truncates)', () => {
    expect(formatMultiplier(1.999)).toBe('1.99x');
    expect(formatMultiplier(2)).toBe('2.00x');
    expect(formatMultiplier(2.47)).toBe('2.47x');
  });
});

describe('limbo layout', () => {
  it('fits "1000.00x" across a 390 px phone and stays large on a stream', () => {
    const phone = limboLayout(390, 320);
    expect(8 * GLYPH_ADVANCE * phone.multiplierFont).toBeLessThanOrEqual(phone.multiplierMaxWidth + 1);
    const desk = limboLayout(1440, 640);
    expect(desk.multiplierFont).toBeGreaterThan(120);
    expect(desk.targetY).toBeGreaterThan(desk.multiplierY + desk.multiplierFont / 2);
    expect(desk.targetY + desk.targetFont).toBeLessThan(640);
  });

  it('scales long results down to fit', () => {
    expect(fitScale(5, 100, 1000)).toBe(1);
    expect(fitScale(11, 100, 341)).toBeCloseTo(0.5, 2);
  });

  it('shortens big results in the history pills', () => {
    expect(pillText(2.4799)).toBe('2.47x');
    expect(pillText(12_345.67)).toBe('12.3kx');
    expect(pillText(1_000_000)).toBe('1Mx');
  });
});

describe('limbo module', () => {
  it('exports its factory as createEngine, typed for the page (a typed import(), no casts)', () => {
    const typed: typeof LimboModule extends EngineModule<'limbo'> ? true : false = true;
    expect(typed).toBe(true);
  });
});
