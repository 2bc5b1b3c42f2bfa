import { DICE_MAX_WIN_CHANCE, DICE_MIN_WIN_CHANCE, diceWinChance } from '../../../src/core/games';
import { entry } from '../types';

/** Dice on the server: its config limits and its fairness CLI view. */
export const diceServer = entry(
  'dice',
  { minWinChance: DICE_MIN_WIN_CHANCE, maxWinChance: DICE_MAX_WIN_CHANCE },
  {
    defaults: { condition: 'over' },
    probe: { target: '50', condition: 'over' },
    result: (o) => o.roll,
    winChance: (p) => diceWinChance(p.target, p.condition).toFixed(2),
  },
);
