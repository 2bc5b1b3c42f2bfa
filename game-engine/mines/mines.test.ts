import { describe, expect, it, vi } from 'vitest';
import { expectOwnSounds } from '../core/sounds.testing';
import { MINES_SOUNDS } from './sounds';
import { FakeRuntime } from '../core/FakeRuntime.testing';
import type { MinesStageState } from '../../src/core/games/mines/definition';
import { minesGame } from '../../src/core/games/mines/definition';
import type { EngineHost } from '../types';
import { continuesRound, coveredBoard, layoutFaces, newGems, showsLayout, tapAction, type TileFace } from './board';
import { countLabel, minesLayout, tileAt, tileCenter } from './layout';
import { MinesGame, type MinesStage } from './MinesGame';
import type { MinesPointer } from './MinesScene';
import { layoutDelay, MINES_TIMING, shakeOffset } from './presentation';

describe('mines grid layout', () => {
  it('gives a 390 px phone tiles of 56 px or more, inside the canvas under the readouts band', () => {
    // The phone's stage is 440 px tall; the readouts band above the canvas takes 64 of it.
    const l = minesLayout(366, 440 - 64);
    expect(l.tile).toBeGreaterThanOrEqual(56);
    expect(l.left).toBeGreaterThanOrEqual(0);
    expect(l.left + l.board).toBeLessThanOrEqual(366);
    expect(l.top).toBeGreaterThanOrEqual(0);
    expect(l.labelY + l.labelFont).toBeLessThanOrEqual(440 - 64);
  });

  it('caps tiles at 96 px and centres the grid on a wide stage', () => {
    const l = minesLayout(1100, 900);
    expect(l.tile).toBe(96);
    expect(l.left * 2 + l.board).toBe(1100);
  });

  it('finds the tile under a point, and none in a gap or outside', () => {
    const l = minesLayout(400, 460);
    for (let t = 0; t < 25; t++) {
      const c = tileCenter(l, t);
      expect(tileAt(l, c.x, c.y)).toBe(t);
    }
    const c0 = tileCenter(l, 0);
    expect(tileAt(l, c0.x + l.tile / 2 + l.gap / 2, c0.y)).toBeNull();
    expect(tileAt(l, l.left - 1, l.top + 1)).toBeNull();
    expect(tileAt(l, l.left + l.board + 1, l.top + 1)).toBeNull();
  });

  it('labels the mine count', () => {
    expect(countLabel(3)).toBe('3 mines · 22 gems');
    expect(countLabel(24, 1)).toBe('24 mines · 1 gem · 1 picked');
  });
});

describe('mines board and presentation helpers', () => {
  const play: MinesStageState = { mode: 'play', revealed: [], busy: false, focus: null };

  it('tracks new gems, continuing rounds and the dimmed layout', () => {
    const faces = coveredBoard();
    faces[3] = 'gem';
    expect(newGems(faces, [3, 7])).toEqual([7]);
    expect(continuesRound(faces, [3, 7])).toBe(true);
    expect(continuesRound(faces, [7])).toBe(false);
    faces[7] = 'mine';
    const end = layoutFaces(faces, [7, 9]);
    expect(end[3]).toBe('gem');
    expect(end[7]).toBe('mine');
    expect(end[9]).toBe('mineDim');
    expect(end[0]).toBe('gemDim');
    expect(showsLayout(end)).toBe(true);
    expect(showsLayout(faces)).toBe(false);
  });

  it('a tap reveals a covered tile in play, picks in pick mode, and is ignored while busy or presenting', () => {
    const faces: TileFace[] = coveredBoard();
    faces[4] = 'gem';
    expect(tapAction(play, faces, 2, false)).toBe('reveal');
    expect(tapAction(play, faces, 4, false)).toBeNull();
    expect(tapAction({ ...play, busy: true }, faces, 2, false)).toBeNull();
    expect(tapAction(play, faces, 2, true)).toBeNull();
    expect(tapAction({ ...play, mode: 'pick' }, faces, 4, false)).toBe('pick');
    expect(tapAction({ ...play, mode: 'idle' }, faces, 2, false)).toBeNull();
  });

  it('sweeps the layout within its spread and damps the shake', () => {
    expect(layoutDelay(0, 20)).toBe(0);
    expect(layoutDelay(19, 20)).toBe(MINES_TIMING.layoutSpread);
    expect(layoutDelay(0, 1)).toBe(0);
    expect(shakeOffset(0, 6)).toBe(0);
    expect(shakeOffset(1, 6)).toBe(0);
    expect(Math.abs(shakeOffset(0.9, 6))).toBeLessThan(Math.abs(6 * 0.2) + 1e-9);
  });
});

function fakeStage() {
  const calls: string[] = [];
  let pointer: MinesPointer | null = null;
  const stage: MinesStage = {
    setPointer: (p) => (pointer = p),
    setFaces: () => calls.push('faces'),
    setLabel: () => {},
    setPicked: (tiles) => calls.push(`picked ${tiles.join()}`),
    setFocus: (f) => calls.push(`focus ${f}`),
    flip: async (tile, face) => void calls.push(`flip ${tile} ${face}`),
    explode: async (tile) => void calls.push(`explode ${tile}`),
    sweep: async () => void calls.push('sweep'),
    result: async (win) => void calls.push(win ? 'win' : 'lose'),
    refreshMarks: () => {},
  };
  return { stage, calls, tap: (t: number) => pointer!.tap(t) };
}

function setup() {
  const runtime = new FakeRuntime();
  runtime.clock.setSpeed(1, true);
  const { stage, calls, tap } = fakeStage();
  const events: string[] = [];
  const inputs: unknown[] = [];
  const host: EngineHost<'mines'> = {
    getSound: () => ({ volume: 0, muted: true }),
    onEvent: (e) => events.push(e.type),
    onInput: (i) => inputs.push(i),
  };
  const game = new MinesGame(runtime, stage, host);
  return { game, calls, events, inputs, tap };
}

describe('mines game (core events on a fake scene)', () => {
  it('plays a lost round: picked tiles in order up to the mine, the blast, the layout, then lose', async () => {
    const { game, calls, events } = setup();
    const round = minesGame.toRound({
      params: { mines: 2, tiles: [1, 5, 6] },
      outcome: { mines: [5, 20] },
      win: false,
      multiplier: '0',
    } as never);
    await game.play(round, 9);
    expect(events).toEqual(['reveal', 'reveal', 'bust', 'layout', 'lose']);
    expect(calls.filter((c) => /flip|explode|sweep|win|lose/.test(c))).toEqual(['flip 1 gem', 'flip 5 mine', 'explode 5', 'sweep', 'lose']);
    expect(game.shownFaces[20]).toBe('mineDim');
    expect(game.shownFaces[0]).toBe('gemDim');
  });

  it('a game in play flips each new gem once; its cash-out skips the tiles already shown', async () => {
    const { game, calls, events } = setup();
    const play: MinesStageState = { mode: 'play', revealed: [], busy: false, focus: 4 };
    game.show(play);
    game.show({ ...play, revealed: [3] });
    game.show({ ...play, revealed: [3, 8] });
    expect(calls.filter((c) => c.startsWith('flip'))).toEqual(['flip 3 gem', 'flip 8 gem']);
    expect(calls).toContain('focus 4');
    await game.play({ mines: 3, tiles: [3, 8], layout: [0, 1, 2], hit: null, win: true, multiplier: '1.2' });
    expect(calls.filter((c) => c.startsWith('flip'))).toHaveLength(2);
    expect(events.at(-1)).toBe('win');
  });

  it('a tap while a reveal is in flight is sent once; busy, presenting and finished tiles are ignored', async () => {
    const { game, inputs, tap } = setup();
    const play: MinesStageState = { mode: 'play', revealed: [], busy: false, focus: null };
    game.show(play);
    tap(7);
    tap(7);
    tap(9);
    expect(inputs).toEqual([{ type: 'tile', tile: 7 }]);
    game.show({ ...play, busy: true });
    tap(9);
    expect(inputs).toHaveLength(1);
    game.show({ ...play, revealed: [7] });
    tap(7);
    tap(9);
    expect(inputs).toEqual([
      { type: 'tile', tile: 7 },
      { type: 'tile', tile: 9 },
    ]);
  });

  it('pick mode reports taps for the panel to toggle; preview marks the picked tiles on a covered board', () => {
    const { game, calls, inputs, tap } = setup();
    game.show({ mode: 'pick', revealed: [], busy: false, focus: null });
    tap(2);
    tap(2);
    expect(inputs).toEqual([
      { type: 'tile', tile: 2 },
      { type: 'tile', tile: 2 },
    ]);
    game.preview({ mines: 3, tiles: [2, 4] });
    expect(calls).toContain('picked 2,4');
  });

  it('destroy resolves a pending play and reports nothing more', async () => {
    const runtime = new FakeRuntime();
    const { stage } = fakeStage();
    const onEvent = vi.fn();
    const game = new MinesGame(runtime, stage, { getSound: () => ({ volume: 0, muted: true }), onEvent });
    const p = game.play({ mines: 1, tiles: [0], layout: [24], hit: null, win: true, multiplier: '1.03' });
    game.destroy();
    await p;
    expect(onEvent.mock.calls.length).toBeLessThanOrEqual(1);
  });
});

describe('mines sounds', () => {
  it('has its own sounds, each short and small, none taking a shared name', () => expectOwnSounds(MINES_SOUNDS));
});
