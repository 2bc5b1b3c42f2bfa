import { createElement, Suspense } from 'react';
import type { HouseBet } from '../../src/core/bets';
import { isLiveGame, type HouseGame, type InstantGame, type LiveGame, type LiveGameBets } from '../../src/core/games';
import { BetDetailDialog as KitBetDetailDialog, type BetDetailDialogProps } from './kit/BetDetailDialog';
import { settledRow, type BetTableRow } from './kit/BetTables';
import { GameModules } from './kit/gameModules';
import type { LiveGameModule, UiGameModule } from './kit/types';
import { diceUi } from './dice';
import { limboUi } from './limbo';
import { plinkoUi } from './plinko';
import { minesUi } from './mines';
import { crashUi } from './crash';

// The module that composes the games' UI: with cards.ts (their light faces for the first paint), the only importer of
// the game folders. The kit (ui/games/kit) is handed a game's module by the page or through GameModules, and never
// imports this file (eslint/boundaries.js).

/** The UI module of each instant game: a game of the core registry without one here is a compile error. */
export const UI_GAMES: { readonly [G in InstantGame]: UiGameModule<G> } = {
  dice: diceUi,
  limbo: limboUi,
  plinko: plinkoUi,
  mines: minesUi,
};

/**
 * The UI module of each live game (src/core/games/live.ts): `ui/pages/GamePage.tsx` renders its page for the game's
 * route; a live game without one here is a compile error.
 */
export const LIVE_UI_GAMES: { readonly [G in LiveGame]: LiveGameModule<G> } = {
  crash: crashUi,
};

/**
 * The UI module of a game, typed to it. TypeScript cannot correlate a union-typed lookup with its key; the mapped
 * type of UI_GAMES guarantees the correlation, stated here once.
 */
export function uiModuleOf<G extends InstantGame>(game: G): UiGameModule<G> {
  return UI_GAMES[game] as unknown as UiGameModule<G>;
}

/** The UI module of a live game, typed to it (the same correlation as uiModuleOf). */
export function liveModuleOf<G extends LiveGame>(game: G): LiveGameModule<G> {
  return LIVE_UI_GAMES[game] as unknown as LiveGameModule<G>;
}

/** The bet tables' row of a settled bet of any house game: an instant game's from the kit, a live game's from its module. */
export function houseBetRow(bet: HouseBet): BetTableRow {
  if (!isLiveGame(bet.game)) return settledRow(bet as Exclude<HouseBet, LiveGameBets[LiveGame]['settled']>);
  return liveModuleOf(bet.game).betRow(bet as LiveGameBets[typeof bet.game]['settled']);
}

/**
 * The detail dialog of a bet of any house game, for the shell's bet lists (chat, profile): an instant game's is the
 * kit's over every game's module, a live game's is its module's own (lazily loaded).
 */
export function BetDetailDialog({ game, ...props }: BetDetailDialogProps & { game: HouseGame }) {
  if (isLiveGame(game)) {
    const Detail = liveModuleOf(game).BetDetail;
    return props.id === null ? null : createElement(Suspense, { fallback: null }, createElement(Detail, props));
  }
  return createElement(GameModules, { moduleOf: uiModuleOf, children: createElement(KitBetDetailDialog, props) });
}
