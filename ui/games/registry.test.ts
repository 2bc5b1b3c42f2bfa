import { describe, expect, it } from 'vitest';
import { INSTANT_GAME_NAMES, INSTANT_GAMES, type InstantGame } from '../../src/core/games';
import { UI_GAMES, uiModuleOf } from './registry';

// Generic so each game's module and definition are checked together, typed to that game.
function checkModule<G extends InstantGame>(game: G) {
  const ui = uiModuleOf(game);
  const def = INSTANT_GAMES[game];
  expect(ui.game).toBe(game);
  expect(def.paramsSchema.safeParse(ui.defaultParams).success).toBe(true);
  const read = ui.readParams(ui.defaultParams);
  expect(read).not.toBeNull();
  expect(def.paramsError(read!)).toBeNull();
  expect(ui.winMultiplier(read!)).toMatch(/^\d+(\.\d+)?$/);
}

describe('UI game registry', () => {
  it('has one module per core game, under its own name, whose defaults the core accepts', () => {
    expect(Object.keys(UI_GAMES)).toEqual(INSTANT_GAME_NAMES);
    for (const game of INSTANT_GAME_NAMES) checkModule(game);
    expect(new Set(INSTANT_GAME_NAMES.map((g) => uiModuleOf(g).paramsKey)).size).toBe(INSTANT_GAME_NAMES.length);
  });
});
