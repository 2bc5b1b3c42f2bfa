import { MINES_MAX, MINES_MIN, minesWinChance } from '../../../src/core/games';
import { entry } from '../types';

/**
 * Mines on the server's instant path: POST /api/games/mines/bet settles a whole round with the tiles picked in
 * advance (auto mode). The stateful rounds (start, reveal, cash-out) are MinesService's. The fairness CLI keeps its
 * own mines command (its options are numbers), checked before this generic view.
 */
export const minesServer = entry(
  'mines',
  { minMines: String(MINES_MIN), maxMines: String(MINES_MAX) },
  {
    defaults: {},
    probe: { mines: 3, tiles: [0] },
    result: (o) => o.mines.join(' '),
    winChance: (p) => minesWinChance(p.mines, p.tiles.length),
  },
);
