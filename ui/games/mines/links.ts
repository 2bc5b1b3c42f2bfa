import { MINES_MAX, MINES_MIN, MINES_TILES, minesMultiplier, minesSafeTiles, validMines, type MinesParams } from '../../../src/core/games';
import type { GameContent } from '../kit/types';

/** The operator's mine-count limits from the game config (minMines / maxMines), within the core's 1-24. */
export function minesConfigLimits(content: GameContent): { minMines: number; maxMines: number } {
  const read = (key: string, fallback: number) => {
    const v = Number(content?.[key]);
    return Number.isInteger(v) && v >= MINES_MIN && v <= MINES_MAX ? v : fallback;
  };
  return { minMines: read('minMines', MINES_MIN), maxMines: read('maxMines', MINES_MAX) };
}

/** Why a mine count falls outside the config's narrower limits, or null. */
export function minesConfigProblem(params: MinesParams, limits: { minMines: number; maxMines: number }): string | null {
  if (params.mines < limits.minMines || params.mines > limits.maxMines) {
    return `Mines must be from ${limits.minMines} to ${limits.maxMines}`;
  }
  return null;
}

/** The panel's parameters are numbers already (a select and grid taps): they read as they are. */
export function readMinesParams(typed: MinesParams): MinesParams | null {
  return Number.isInteger(typed.mines) && typed.tiles.every((t) => Number.isInteger(t)) ? typed : null;
}

/** What the picked tiles pay together (auto mode), or null while none is picked or too many are. */
export function minesWinMultiplier(params: MinesParams): string | null {
  if (!validMines(params.mines) || params.tiles.length === 0 || params.tiles.length > minesSafeTiles(params.mines)) return null;
  return minesMultiplier(params.mines, params.tiles.length);
}

/** Picks a tile for auto play, or drops it when picked; never more than the safe tiles of the mine count. */
export function togglePick(params: MinesParams, tile: number): MinesParams {
  if (!Number.isInteger(tile) || tile < 0 || tile >= MINES_TILES) return params;
  if (params.tiles.includes(tile)) return { ...params, tiles: params.tiles.filter((t) => t !== tile) };
  if (params.tiles.length >= minesSafeTiles(params.mines)) return params;
  return { ...params, tiles: [...params.tiles, tile] };
}

/** A new mine count keeps the picks that still fit (the first ones). */
export function withMines(params: MinesParams, mines: number): MinesParams {
  return { mines, tiles: validMines(mines) ? params.tiles.slice(0, minesSafeTiles(mines)) : params.tiles };
}

/** The calculator's tiles as typed ("3, 7 12") read as numbers; null when something is not a tile number. */
export function parseTiles(text: string): number[] | null {
  const parts = text.split(/[\s,]+/).filter(Boolean);
  const tiles = parts.map((p) => (/^\d{1,2}$/.test(p) ? Number(p) : NaN));
  return tiles.every((t) => Number.isInteger(t) && t >= 0 && t < MINES_TILES) ? tiles : null;
}

/** The bet detail's sentence: "3 mines, tiles 6, 12, 18". */
export function minesSentence(p: MinesParams): string {
  return `${p.mines} ${p.mines === 1 ? 'mine' : 'mines'}, ${p.tiles.length === 1 ? 'tile' : 'tiles'} ${p.tiles.join(', ')}`;
}

/** A tile the player has not revealed yet, chosen at random (the "random tile" button). */
export function randomTile(revealed: readonly number[], random: () => number = Math.random): number | null {
  const left = Array.from({ length: MINES_TILES }, (_, t) => t).filter((t) => !revealed.includes(t));
  return left.length ? left[Math.floor(random() * left.length)]! : null;
}
