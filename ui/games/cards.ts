import type { HouseGame } from '../../src/core/games/catalog';
import type { LiveGame } from '../../src/core/games/live';
import type { GameCard, LiveLobbyParts } from './kit/types';
import { crashCard } from './crash/card';
import { crashLobby } from './crash/lobbyParts';
import { plinkoCard } from './plinko/card';
import { diceCard } from './dice/card';
import { limboCard } from './limbo/card';
import { minesCard } from './mines/card';

// The registry's light half: each game's face (icon, lobby art) for the shell's navigation, lobby and chat cards, which
// paint before any game code loads. The games' full modules (registry.ts) carry the same cards; composing them here
// keeps their fields, rules and decimal.js out of the first paint.

/** The card of each in-house game: a house game without one here is a compile error. */
export const GAME_CARDS: { readonly [G in HouseGame]: GameCard<G> } = {
  crash: crashCard,
  plinko: plinkoCard,
  dice: diceCard,
  limbo: limboCard,
  mines: minesCard,
};

/** Each live game's faces in the lobby (lazily loaded): a live game without them here is a compile error. */
export const LIVE_LOBBY: { readonly [G in LiveGame]: LiveLobbyParts } = {
  crash: crashLobby,
};
