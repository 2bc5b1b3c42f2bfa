import type { z } from 'zod';
import {
  DICE_MAX_WIN_CHANCE,
  DICE_MIN_WIN_CHANCE,
  INSTANT_GAMES,
  LIMBO_MAX_TARGET,
  LIMBO_MIN_TARGET,
  betRequestSchema,
  diceWinChance,
  limboWinChance,
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
  /** What the fairness CLI prints beside the settlement. */
  readonly verify: VerifyView<G>;
}

/** The fairness CLI's view of a game. */
export interface VerifyView<G extends InstantGame> {
  /** Params filled in when the command line leaves them out (dice: condition over). */
  readonly defaults: Partial<ParamsOf<G>>;
  /** Any valid params: the stream's result does not depend on them, so a result alone is settled with these. */
  readonly probe: ParamsOf<G>;
  /** The outcome's headline value (dice roll, limbo result). */
  result(outcome: OutcomeOf<G>): string;
  /** Win chance in percent, 2 decimals. */
  winChance(params: ParamsOf<G>): string;
}

function entry<G extends InstantGame>(game: G, ruleLimits: Record<string, string>, verify: VerifyView<G>): ServerGame<G> {
  return { def: INSTANT_GAMES[game] as InstantGameDefinition<G>, requestSchema: betRequestSchema(game), ruleLimits, verify };
}

/** One entry per instant game; routes, settlement, the config answer and the fairness CLI go through it. */
export const SERVER_GAMES: { readonly [G in InstantGame]: ServerGame<G> } = {
  dice: entry(
    'dice',
    { minWinChance: DICE_MIN_WIN_CHANCE, maxWinChance: DICE_MAX_WIN_CHANCE },
    {
      defaults: { condition: 'over' },
      probe: { target: '50', condition: 'over' },
      result: (o) => o.roll,
      winChance: (p) => diceWinChance(p.target, p.condition).toFixed(2),
    },
  ),
  limbo: entry(
    'limbo',
    { minTarget: LIMBO_MIN_TARGET, maxTarget: LIMBO_MAX_TARGET },
    { defaults: {}, probe: { target: '2' }, result: (o) => o.result, winChance: (p) => limboWinChance(p.target).toFixed(2) },
  ),
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
