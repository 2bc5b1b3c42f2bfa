import { minesGame, type MinesParams, type MinesStageState, type MinesTypes } from '../../src/core/games/mines/definition';
import type { EngineRuntime } from '../core/EngineRuntime';
import { GameBase } from '../core/GameBase';
import type { EngineHost, RoundKey } from '../types';
import { continuesRound, coveredBoard, layoutFaces, newGems, showsLayout, tapAction, type TileFace } from './board';
import type { MinesPointer } from './MinesScene';
import { MINES_TIMING } from './presentation';

/** Mines presents one round at a time. */
export const MINES_LANES = 1;

/** What the game needs of its scene (MinesScene; a fake in unit tests). */
export interface MinesStage {
  setPointer(pointer: MinesPointer): void;
  setFaces(faces: readonly TileFace[], hit?: number | null): void;
  setLabel(mines: number, picked: number): void;
  setPicked(tiles: readonly number[]): void;
  setFocus(tile: number | null): void;
  flip(tile: number, face: 'gem' | 'mine'): Promise<void>;
  explode(tile: number): Promise<void>;
  sweep(faces: readonly TileFace[]): Promise<void>;
  result(win: boolean): Promise<void>;
  refreshMarks(): void;
}

const IDLE: MinesStageState = { mode: 'idle', revealed: [], busy: false, focus: null };

/**
 * The mines engine. Settled rounds (a cash-out, a mine, an auto-bet round, a replay) play through the core
 * definition's events: each picked tile turns over in order (tiles a game in play already shows are skipped), the mine
 * blasts, the layout turns over dimmed, the round lands. Between rounds the page pushes its game in play with
 * `show(state)`: new safe tiles flip as their answers arrive, taps reveal (or pick tiles for auto play) and are
 * ignored while a move is in flight or a round presents.
 */
export class MinesGame extends GameBase<MinesTypes> {
  private faces: TileFace[] = coveredBoard();
  private state: MinesStageState = IDLE;
  private params: MinesParams = { mines: 3, tiles: [] };
  private presenting = 0;
  /** A tap was sent and its answer not shown yet: later taps are dropped (the page's busy flag may lag a frame). */
  private tapSent = false;
  private hit: number | null = null;

  constructor(
    runtime: EngineRuntime,
    private readonly scene: MinesStage,
    host: EngineHost<'mines'>,
  ) {
    super(runtime, host, {
      lanes: MINES_LANES,
      present: minesGame.present,
      prepare: (round) => {
        this.scene.setLabel(round.mines, 0);
        // A game played tile by tile ends on its own board; any other round starts on a covered one.
        if (!continuesRound(this.faces, round.tiles)) this.setFaces(coveredBoard());
        this.hit = null;
        this.scene.setPicked([]);
      },
      handlers: {
        reveal: async (e) => {
          if (e.safe && this.faces[e.tile] === 'gem') return;
          this.faces[e.tile] = e.safe ? 'gem' : 'mine';
          await this.scene.flip(e.tile, e.safe ? 'gem' : 'mine');
          if (e.safe) await this.runtime.clock.delay(MINES_TIMING.between);
        },
        bust: async (e) => {
          this.hit = e.tile;
          await this.scene.explode(e.tile);
        },
        layout: async (e) => {
          this.faces = layoutFaces(this.faces, e.mines);
          await this.scene.sweep(this.faces);
        },
        win: () => this.scene.result(true),
        lose: () => this.scene.result(false),
      },
    });
    scene.setPointer({ tap: (tile) => this.tap(tile), tappable: (tile) => this.action(tile) !== null });
    scene.setFaces(this.faces);
  }

  /** Presents a settled round; taps are ignored from now until it has landed (queued rounds included). */
  override play(round: MinesTypes['round'], key?: RoundKey): Promise<void> {
    if (this.runtime.isDestroyed) return Promise.resolve();
    this.presenting += 1;
    return super.play(round, key).finally(() => {
      this.presenting -= 1;
    });
  }

  /** The faces the board shows (tests). */
  get shownFaces(): readonly TileFace[] {
    return this.faces;
  }

  /** The mine count beneath the grid and the tiles picked for auto play; a changed count covers a finished board. */
  preview(params: MinesParams): void {
    if (this.runtime.isDestroyed) return;
    const changed = params.mines !== this.params.mines || params.tiles.join() !== this.params.tiles.join();
    this.params = { mines: params.mines, tiles: [...params.tiles] };
    if (this.state.mode === 'play' || this.presenting > 0) return;
    if (changed && showsLayout(this.faces)) this.setFaces(coveredBoard());
    this.scene.setLabel(params.mines, params.tiles.length);
    this.scene.setPicked(showsLayout(this.faces) ? [] : params.tiles);
  }

  /** The page's game in play: a new game covers the board, new safe tiles flip, the focus ring moves. */
  show(state: MinesStageState): void {
    if (this.runtime.isDestroyed) return;
    const previous = this.state;
    this.state = { ...state, revealed: [...state.revealed] };
    this.tapSent = false;
    this.scene.setFocus(state.focus);
    if (state.mode === 'play' && this.presenting === 0) {
      const fresh = previous.mode !== 'play' && state.revealed.length === 0;
      if (fresh || (previous.mode !== 'play' && !continuesRound(this.faces, state.revealed))) this.setFaces(coveredBoard());
      this.scene.setPicked([]);
      this.scene.setLabel(this.params.mines, 0);
      for (const tile of newGems(this.faces, state.revealed)) {
        this.faces[tile] = 'gem';
        void this.scene.flip(tile, 'gem');
      }
    } else if (state.mode !== 'play' && previous.mode === 'play') {
      // Back to the panel: the board keeps what the round showed; the panel's picks show again on a covered board.
      this.preview(this.params);
    } else if (state.mode === 'pick' && previous.mode !== 'pick') this.preview(this.params);
    this.scene.refreshMarks();
  }

  private setFaces(faces: TileFace[]): void {
    this.faces = faces;
    this.hit = null;
    this.scene.setFaces(faces, this.hit);
  }

  private action(tile: number): 'reveal' | 'pick' | null {
    if (this.tapSent) return null;
    return tapAction(this.state, this.faces, tile, this.presenting > 0);
  }

  private tap(tile: number): void {
    const action = this.action(tile);
    if (!action) return;
    if (action === 'reveal') this.tapSent = true;
    this.emit({ type: 'tile', tile });
  }
}
