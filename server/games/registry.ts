import type {
  DefinitionLookup,
  GameTypeSet,
  InstantGame,
  InstantGameDefinition,
  OutcomeOf,
  ParamsOf,
  Settlement,
} from '../../src/core/games';
import { ints } from '../../src/core/fairness';
import { diceServer } from './dice';
import { limboServer } from './limbo';
import { plinkoServer } from './plinko';
import { minesServer } from './mines';
import { crashBets } from './crash/bets';
import type { LiveGame } from '../../src/core/games/live';
import type { LiveServerGame, ServerGame, ServerGameOf } from './types';

export type { LiveServerGame, ServerGame, ServerGameOf, VerifyView } from './types';

/** A registry of instant games: one server entry per game, keyed by its name. */
export type ServerGames = { readonly [G in InstantGame]: ServerGame<G> };

/**
 * One entry per instant game (each in its game's folder): the registry a server is built with unless it is given
 * another (build's `games`). Routes, settlement, the bet views and the config answer read the server's registry;
 * the fairness CLI reads this one.
 */
export const SERVER_GAMES: ServerGames = {
  dice: diceServer,
  limbo: limboServer,
  plinko: plinkoServer,
  mines: minesServer,
};

/**
 * How the bet lists read each live game's settled bets (their round's facts instead of seeds): a live game without
 * one here is a compile error. Its rounds, bets and cash-outs are its own service's (server/games/<game>/).
 */
export const LIVE_SERVER_GAMES: { readonly [G in LiveGame]: LiveServerGame<G> } = {
  crash: crashBets,
};

/** The bet reader of a live game, typed to it (the one cast the mapped type's correlation needs). */
export function liveServerGame<G extends LiveGame>(game: G): LiveServerGame<G> {
  return LIVE_SERVER_GAMES[game] as unknown as LiveServerGame<G>;
}

/** The entry of a game of `games`, typed to that game (the lookup the mapped type guarantees). */
export function serverGame<G extends InstantGame>(game: G, games: ServerGames = SERVER_GAMES): ServerGame<G> {
  return games[game] as unknown as ServerGame<G>;
}

/** The names of a registry's games, in registry order. */
export function gameNames(games: ServerGames): InstantGame[] {
  return Object.keys(games) as InstantGame[];
}

/** True for the name of a game of `games` (what isInstantGame is for the core's registry). */
export function isGameOf(games: ServerGames, name: string): name is InstantGame {
  return Object.hasOwn(games, name);
}

/** Finds the core definitions of a registry's games: verifyBet's lookup for bets of a server built with `games`. */
export function definitionLookup(games: ServerGames): DefinitionLookup {
  return (game) => serverGame(game, games).def;
}

/**
 * `games` plus the entry of a game the InstantGame union does not name (a test's throwaway sixth game), to build a
 * server with. This is the one place a name outside the union is typed as an InstantGame. That holds because a
 * server reaches the game of a bet only through the registry it was built with (routes, settlement, the bet views,
 * the config answer), never through INSTANT_GAMES or GAME_CODES by name; verifyBet is given definitionLookup of the
 * returned registry. The game still needs its games row, which bets.game references.
 */
export function withGame<N extends string, T extends GameTypeSet>(
  extra: ServerGameOf<N, T>,
  games: ServerGames = SERVER_GAMES,
): ServerGames {
  const name: string = extra.def.game;
  if (Object.hasOwn(games, name)) throw new Error(`${name} is already a game of the registry`);
  return { ...games, [name]: extra } as ServerGames;
}

/** The seeds and nonce one bet is settled with. */
export interface BetSeeds {
  serverSeed: string;
  clientSeed: string;
  nonce: number;
}

/** Settles a bet of any instant game from its seeds through the game's definition. */
export function settleBet<G extends InstantGame>(
  def: InstantGameDefinition<G>,
  seeds: BetSeeds,
  params: ParamsOf<G>,
): Settlement<OutcomeOf<G>> {
  return def.settle(ints(seeds.serverSeed, seeds.clientSeed, seeds.nonce, def.ints), params);
}
