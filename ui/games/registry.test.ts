import { describe, expect, it } from 'vitest';
import { HOUSE_GAMES, INSTANT_GAME_NAMES, INSTANT_GAMES, LIVE_GAMES, type InstantGame } from '../../src/core/games';
import { GAME_CARDS } from './cards';
import { LIVE_UI_GAMES, UI_GAMES, uiModuleOf } from './registry';

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

  it('has a module per live game and a card per house game, each module carrying its own card', () => {
    expect(Object.keys(LIVE_UI_GAMES)).toEqual([...LIVE_GAMES]);
    expect(Object.keys(GAME_CARDS).sort()).toEqual([...HOUSE_GAMES].sort());
    const modules = [...Object.values(UI_GAMES), ...Object.values(LIVE_UI_GAMES)];
    expect(modules.map((m) => m.game).sort()).toEqual([...HOUSE_GAMES].sort());
    for (const m of modules) {
      const card = GAME_CARDS[m.game];
      expect(card.game).toBe(m.game);
      expect([m.icon, m.Art]).toEqual([card.icon, card.Art]);
    }
    expect(new Set(HOUSE_GAMES.map((g) => GAME_CARDS[g].icon)).size).toBe(HOUSE_GAMES.length);
  });
});
