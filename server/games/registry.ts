import type { InstantGame, InstantGameDefinition, OutcomeOf, ParamsOf, Settlement } from '../../src/core/games';
import { ints } from '../../src/core/fairness';
import { diceServer } from './dice';
import { limboServer } from './limbo';
import { plinkoServer } from './plinko';
import { minesServer } from './mines';
import type { ServerGame } from './types';

export type { ServerGame, VerifyView } from './types';

/** One entry per instant game (each in its game's folder); routes, settlement, the config answer and the fairness CLI go through it. */
export const SERVER_GAMES: { readonly [G in InstantGame]: ServerGame<G> } = {
  dice: diceServer,
  limbo: limboServer,
  plinko: plinkoServer,
  mines: minesServer,
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
export function settleBet<G extends InstantGame>(
  def: InstantGameDefinition<G>,
  seeds: BetSeeds,
  params: ParamsOf<G>,
): Settlement<OutcomeOf<G>> {
  return def.settle(ints(seeds.serverSeed, seeds.clientSeed, seeds.nonce, def.ints), params);
}
