/** Durations of the mines presentation at speed 1 (clock milliseconds). */
export const MINES_TIMING = {
  /** Each half of a tile's flip (turn away, turn back with the new face). */
  flipHalf: 90,
  /** The sparks flying out of a gem. */
  burst: 460,
  /** The face popping in as the tile lands (gem or mine). */
  pop: 300,
  /** The light over a tile at the moment it turns. */
  flash: 240,
  /** The shock ring spreading from a turned tile. */
  ring: 420,
  /** The blast over a mine, and the board's shake. */
  explode: 520,
  /** Pause between two picked tiles of a settled round (auto-bet, replay). */
  between: 110,
  /** The whole layout turning over at the end. */
  layoutSpread: 260,
  layoutFlip: 160,
} as const;

/** When tile `index` of `count` dimmed tiles starts turning over at the end (a sweep, not all at once). */
export function layoutDelay(index: number, count: number): number {
  if (count <= 1) return 0;
  return Math.round((MINES_TIMING.layoutSpread * index) / (count - 1));
}

/** The board's horizontal shake after a mine: the shared damped wobble. */
export { shakeOffset } from '../core/motion';
