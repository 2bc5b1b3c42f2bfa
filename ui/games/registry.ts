import type { InstantGame } from '../../src/core/games';
import { diceUi } from './dice';
import { limboUi } from './limbo';
import { plinkoUi } from './plinko';
import { minesUi } from './mines';
import type { UiGameModule } from './kit/types';

/** The UI module of each instant game: a game of the core registry without one here is a compile error. */
export const UI_GAMES: { readonly [G in InstantGame]: UiGameModule<G> } = {
  dice: diceUi,
  limbo: limboUi,
  plinko: plinkoUi,
  mines: minesUi,
};

/**
 * The UI module of a game, typed to it. TypeScript cannot correlate a union-typed lookup with its key; the mapped
 * type of UI_GAMES guarantees the correlation, stated here once.
 */
export function uiModuleOf<G extends InstantGame>(game: G): UiGameModule<G> {
  return UI_GAMES[game] as unknown as UiGameModule<G>;
}
