import type { z } from 'zod';
import {
  DICE_MAX_WIN_CHANCE,
  DICE_MIN_WIN_CHANCE,
  INSTANT_GAMES,
  LIMBO_MAX_TARGET,
  LIMBO_MIN_TARGET,
  betRequestSchema,
  type BetRequestOf,
  type InstantGame,
  type InstantGameDefinition,
  type ParamsOf,
  type Settlement,
  type OutcomeOf,
} from '../../src/core/games';
import { ints } from '../../src/core/fairness';

/** The server's entry of an instant game: its core definition plus what only the server needs. */
export interface ServerGame<G extends InstantGame> {
  readonly def: InstantGameDefinition<G>;
  /** zod schema of POST /api/games/<game>/bet (the common fields plus the game's params), built once. */
  readonly requestSchema: z.ZodType<BetRequestOf<G>>;
  /** The game's own rule limits, stated in the config answer the bet panel reads (selectGameRule). */
  readonly ruleLimits: Readonly<Record<string, string>>;
}

function entry<G extends InstantGame>(game: G, ruleLimits: Record<string, string>): ServerGame<G> {
  return { def: INSTANT_GAMES[game] as InstantGameDefinition<G>, requestSchema: betRequestSchema(game), ruleLimits };
}

/** One entry per instant game; routes, settlement, the config answer and the fairness CLI go through it. */
export const SERVER_GAMES: { readonly [G in InstantGame]: ServerGame<G> } = {
  dice: entry('dice', { minWinChance: DICE_MIN_WIN_CHANCE, maxWinChance: DICE_MAX_WIN_CHANCE }),
  limbo: entry('limbo', { minTarget: LIMBO_MIN_TARGET, maxTarget: LIMBO_MAX_TARGET }),
};

/** The server entry of a game, typed to that game (the lookup the mapped type guarantees). */
export function serverGame<G extends InstantGame>(game: G): ServerGame<G> {
  return SERVER_GAMES[game] as unknown as ServerGame<G>;
}

/** The seeds and nonce one bet is settled with. */
export interface BetSeeds {
  serverSeed: string;
  clientSeed: string;
  nonce: number;
}

/** Settles a bet of any instant game from its seeds through the game's definition. */
export function settleBet<G extends InstantGame>(def: InstantGameDefinition<G>, seeds: BetSeeds, params: ParamsOf<G>): Settlement<OutcomeOf<G>> {
  return def.settle(ints(seeds.serverSeed, seeds.clientSeed, seeds.nonce, def.ints), params);
}
