import { z } from '../zod';
import { COMMON_BET_SHAPE, FREE_BET_SHAPE, type CommonBetFields } from './betFields';
import { diceGame, type DiceTypes } from './dice';
import { limboGame, type LimboTypes } from './limbo';
import { plinkoGame, type PlinkoTypes } from './plinko';
import { minesGame, type MinesTypes } from './mines';
import type { AnySettledBet, GameRules, GameTypeSet, InstantGameDefinition, OutcomeOf, ParamsOf, SettledBetOf } from './types';

export { COMMON_BET_SHAPE, type CommonBetFields } from './betFields';

/**
 * The type set of each game that settles in one request. A game added here without a definition below (or the other
 * way round) is a compile error, and so is every Record<InstantGame, …> of the other layers that lacks it.
 */
export interface InstantGameTypes {
  dice: DiceTypes;
  limbo: LimboTypes;
  plinko: PlinkoTypes;
  mines: MinesTypes;
}

/** A game whose bet settles in one request. */
export type InstantGame = keyof InstantGameTypes;

/** The registry: one definition per instant game. */
export const INSTANT_GAMES: { readonly [G in InstantGame]: InstantGameDefinition<G> } = {
  dice: diceGame,
  limbo: limboGame,
  plinko: plinkoGame,
  mines: minesGame,
};

/** Instant game names in registry order (the order games were added). */
export const INSTANT_GAME_NAMES = Object.keys(INSTANT_GAMES) as InstantGame[];

/** True for the name of an instant game. */
export function isInstantGame(value: unknown): value is InstantGame {
  return typeof value === 'string' && Object.hasOwn(INSTANT_GAMES, value);
}

/**
 * Finds an instant game's definition by name. The default reads INSTANT_GAMES; a server built with another registry
 * (a test's extra game) is read through that registry instead (`definitionLookup` in server/games/registry.ts).
 */
export type DefinitionLookup = <G extends InstantGame>(game: G) => InstantGameDefinition<G>;

/** The definition of a game of INSTANT_GAMES. */
export const instantDefinition: DefinitionLookup = (game) => INSTANT_GAMES[game];

/** The definition of a settled bet's game, typed to that bet, found by `lookup` (INSTANT_GAMES by default). */
export function definitionOf<G extends InstantGame>(
  bet: SettledBetOf<G>,
  lookup: DefinitionLookup = instantDefinition,
): InstantGameDefinition<G> {
  return lookup(bet.game);
}

/**
 * A stored outcome of a game as viewers other than the bet's player see it: the definition's publicOutcome (plinko
 * drops the path), else the whole outcome.
 */
export function publicOutcomeOf<G extends InstantGame>(game: G, outcome: OutcomeOf<G>): OutcomeOf<G> {
  const def = INSTANT_GAMES[game] as unknown as InstantGameDefinition<G>;
  return def.publicOutcome ? def.publicOutcome(outcome) : outcome;
}

/** A bet of game G as a bet of any game (true for every G; TypeScript cannot see it through the generic). */
export function anyBet<G extends InstantGame>(bet: SettledBetOf<G>): AnySettledBet {
  return bet as unknown as AnySettledBet;
}

/** Calls `fn` with a bet and its game's definition (found by `lookup`), typed together. */
export function withDefinition<R>(
  bet: AnySettledBet,
  fn: <G extends InstantGame>(bet: SettledBetOf<G>, def: InstantGameDefinition<G>) => R,
  lookup: DefinitionLookup = instantDefinition,
): R {
  return fn(bet, definitionOf(bet, lookup));
}

/** POST /api/games/<game>/bet body: the common fields plus the game's own. */
export type BetRequestOf<G extends InstantGame> = CommonBetFields & ParamsOf<G>;

/**
 * The bet request schema of a game: the common fields plus the game's params shape, strict (unknown fields are
 * refused).
 */
export function betRequestSchema<G extends InstantGame>(game: G): z.ZodType<BetRequestOf<G>> {
  return requestSchemaOf(INSTANT_GAMES[game]);
}

/**
 * The bet request schema of a game's rules, whatever its name (betRequestSchema for a registry game). The merged
 * object's output is CommonBetFields & the params by construction; zod cannot infer that through the generic, so
 * the type is stated here once.
 */
export function requestSchemaOf<T extends GameTypeSet>(def: GameRules<string, T>): z.ZodType<CommonBetFields & T['params']> {
  return z.strictObject({ ...COMMON_BET_SHAPE, ...FREE_BET_SHAPE, ...def.paramsSchema.shape }) as unknown as z.ZodType<
    CommonBetFields & T['params']
  >;
}

/**
 * Splits a parsed bet request into its common fields and the game's params (in their stored form), with the game's
 * definition (the registry's by default; a server passes the one of the registry it was built with).
 */
export function splitBetRequest<G extends InstantGame>(
  game: G,
  request: BetRequestOf<G>,
  def: InstantGameDefinition<G> = INSTANT_GAMES[game],
): { common: CommonBetFields; params: ParamsOf<G> } {
  const { coin, amount, balanceType, idempotencyKey, freeBetId, ...rest } = request;
  const common: CommonBetFields = { coin, amount, balanceType, idempotencyKey };
  if (freeBetId !== undefined) common.freeBetId = freeBetId;
  return { common, params: def.paramsSchema.parse(rest) };
}
