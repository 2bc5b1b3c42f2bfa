import { MINES_TILES } from './rules';

/** Columns (and rows) of the mines grid; tile t sits at row floor(t / 5), column t % 5. */
export const MINES_COLUMNS = 5;

/** A direction the keyboard's focus ring moves in. */
export type GridDirection = 'up' | 'down' | 'left' | 'right';

/** The tile next to `tile` in a direction, stopping at the grid's edge; null (no focus yet) starts at the centre. */
export function moveFocus(tile: number | null, direction: GridDirection): number {
  if (tile === null || !Number.isInteger(tile) || tile < 0 || tile >= MINES_TILES) return Math.floor(MINES_TILES / 2);
  const row = Math.floor(tile / MINES_COLUMNS);
  const col = tile % MINES_COLUMNS;
  const last = MINES_COLUMNS - 1;
  switch (direction) {
    case 'up':
      return Math.max(0, row - 1) * MINES_COLUMNS + col;
    case 'down':
      return Math.min(last, row + 1) * MINES_COLUMNS + col;
    case 'left':
      return row * MINES_COLUMNS + Math.max(0, col - 1);
    case 'right':
      return row * MINES_COLUMNS + Math.min(last, col + 1);
  }
}

/** The direction of an arrow key's `code`, or null. */
export function arrowDirection(code: string): GridDirection | null {
  const map: Record<string, GridDirection> = { ArrowUp: 'up', ArrowDown: 'down', ArrowLeft: 'left', ArrowRight: 'right' };
  return map[code] ?? null;
}
