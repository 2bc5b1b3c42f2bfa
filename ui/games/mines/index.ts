import { lazy } from 'react';
import type { UiGameModule } from '../kit/types';
import { minesCard } from './card';
import { MinesCalcFields, MinesFields } from './MinesFields';
import { MinesInfo } from './MinesInfo';
import { minesConfigLimits, minesConfigProblem, minesSentence, minesWinMultiplier, readMinesParams } from './links';
import { validMines } from '../../../src/core/games';

/** The mines keys listed in the hotkeys dialog (handled by MinesPage). */
export const MINES_HOTKEYS = [
  { key: '← ↑ → ↓', label: 'Move the focus over the tiles' },
  { key: 'Space / Enter', label: 'Reveal the focused tile while a game is in play (pick it on the Auto tab)' },
  { key: 'C', label: 'Cash out' },
] as const;

/**
 * Mines in the UI: the mine-count field, its own page (a game played over several requests: start, reveal, cash out;
 * auto mode bets whole rounds through the generic runner), info body with the multiplier table, calculator fields.
 */
export const minesUi: UiGameModule<'mines'> = {
  ...minesCard,
  // The centre tile is picked for auto play until the player picks others (manual play ignores the picks).
  defaultParams: { mines: 3, tiles: [12] },
  paramsKey: 'minesParams',
  loadEngine: () => import('../../../game-engine/mines').then((m) => m.createEngine),
  Fields: MinesFields,
  readParams: readMinesParams,
  unreadable: 'Pick the number of mines',
  configProblem: (params, content) => minesConfigProblem(params, minesConfigLimits(content)),
  winMultiplier: minesWinMultiplier,
  paramsSentence: minesSentence,
  outcomeFacts: (o) => [{ label: 'Mines at', value: o.mines.join(', ') }],
  resultParams: (p) => (validMines(p.mines) ? { mines: p.mines, tiles: [] } : null),
  Page: lazy(() => import('./MinesPage')),
  hotkeys: MINES_HOTKEYS,
  Info: MinesInfo,
  CalcFields: MinesCalcFields,
  formula:
    'Mines uses the first N floats f_i (i = 0…N−1): the mine is the tile at index floor(f_i × (25 − i)) among the tiles still free (0-24, ascending), which is then taken.',
};
