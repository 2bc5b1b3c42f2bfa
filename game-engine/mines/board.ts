import type { MinesStageState } from '../../src/core/games/mines/definition';
import { MINES_TILES } from '../../src/core/games/mines/rules';

/** What a tile shows: covered, a gem or mine turned over, or (the layout at the end) a dimmed gem or mine never picked. */
export type TileFace = 'covered' | 'gem' | 'mine' | 'gemDim' | 'mineDim';

/** A fresh board: every tile covered. */
export function coveredBoard(): TileFace[] {
  return new Array<TileFace>(MINES_TILES).fill('covered');
}

/** The tiles of `revealed` the board does not show as gems yet, in order (what a reveal answer adds). */
export function newGems(faces: readonly TileFace[], revealed: readonly number[]): number[] {
  return revealed.filter((t) => faces[t] !== 'gem');
}

/**
 * True when the board already shows part of this round (a game played tile by tile, now settled): every tile turned
 * over is a gem of the round's tiles. Otherwise the round starts on a covered board (auto-bet, replay).
 */
export function continuesRound(faces: readonly TileFace[], tiles: readonly number[]): boolean {
  return faces.every((face, tile) => face === 'covered' || (face === 'gem' && tiles.includes(tile)));
}

/** The faces of the end of a round: the picked tiles as they were turned over, every other tile dimmed. */
export function layoutFaces(faces: readonly TileFace[], mines: readonly number[]): TileFace[] {
  return faces.map((face, tile) => (face !== 'covered' ? face : mines.includes(tile) ? 'mineDim' : 'gemDim'));
}

/** True when the board shows the end of a round (some tile dimmed). */
export function showsLayout(faces: readonly TileFace[]): boolean {
  return faces.some((f) => f === 'gemDim' || f === 'mineDim');
}

/** What a tap on a tile asks for in a stage state, or null when it is ignored. */
export function tapAction(state: MinesStageState, faces: readonly TileFace[], tile: number, presenting: boolean): 'reveal' | 'pick' | null {
  if (presenting || state.busy || tile < 0 || tile >= MINES_TILES) return null;
  if (state.mode === 'play') return faces[tile] === 'covered' ? 'reveal' : null;
  if (state.mode === 'pick') return 'pick';
  return null;
}
