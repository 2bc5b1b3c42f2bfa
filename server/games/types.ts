import type { z } from '../../src/core/zod';
import {
  INSTANT_GAMES,
  betRequestSchema,
  requestSchemaOf,
  type BetRequestOf,
  type CommonBetFields,
  type GameRules,
  type GameTypeSet,
  type InstantGame,
  type InstantGameDefinition,
  type InstantGameTypes,
  type Settlement,
} from '../../src/core/games';
import type { LiveGame, LiveGameBets } from '../../src/core/games/live';
import type { RoundBetRow } from './bets/betView';

/**
 * The server's entry of a game named N with type set T: its rules plus what only the server needs. The registry's
 * entries are ServerGame<G>; this form types a game outside the registry (a test's throwaway game) by the same rules.
 */
export interface ServerGameOf<N extends string, T extends GameTypeSet> {
  readonly def: GameRules<N, T>;
  /** zod schema of POST /api/games/<game>/bet (the common fields plus the game's params), built once. */
  readonly requestSchema: z.ZodType<CommonBetFields & T['params']>;
  /** The game's own rule limits, stated in the config answer the bet panel reads (selectGameRule). */
  readonly ruleLimits: Readonly<Record<string, string>>;
  /** What the fairness CLI prints beside the settlement. */
  readonly verify: VerifyViewOf<T>;
}

/** The server's entry of an instant game: its core definition plus what only the server needs. */
export interface ServerGame<G extends InstantGame> extends ServerGameOf<G, InstantGameTypes[G]> {
  readonly def: InstantGameDefinition<G>;
  readonly requestSchema: z.ZodType<BetRequestOf<G>>;
}

/** The fairness CLI's view of a game with type set T. */
export interface VerifyViewOf<T extends GameTypeSet> {
  /** Params filled in when the command line leaves them out (dice: condition over). */
  readonly defaults: Partial<T['params']>;
  /** Any valid params: the stream's result does not depend on them, so a result alone is settled with these. */
  readonly probe: T['params'];
  /** The outcome's headline value (dice roll, limbo result). */
  result(outcome: T['outcome']): string;
  /** Win chance in percent, 2 decimals. */
  winChance(params: T['params']): string;
  /**
   * The game's fields of the printed settlement; absent prints the result, the params, win, multiplier and win
   * chance (dice, limbo). Plinko prints the bucket, the multiplier and the path.
   */
  report?(settled: Settlement<T['outcome']>, params: T['params']): object;
}

/** The fairness CLI's view of an instant game. */
export type VerifyView<G extends InstantGame> = VerifyViewOf<InstantGameTypes[G]>;

/** Builds a game's server entry from its core definition and its server-only parts. */
export function entry<G extends InstantGame>(game: G, ruleLimits: Record<string, string>, verify: VerifyView<G>): ServerGame<G> {
  return { def: INSTANT_GAMES[game] as InstantGameDefinition<G>, requestSchema: betRequestSchema(game), ruleLimits, verify };
}

/** Builds the server entry of a game's rules, whatever its name (entry() for a registry game). */
export function entryOf<N extends string, T extends GameTypeSet>(
  def: GameRules<N, T>,
  ruleLimits: Record<string, string>,
  verify: VerifyViewOf<T>,
): ServerGameOf<N, T> {
  return { def, requestSchema: requestSchemaOf(def), ruleLimits, verify };
}

/**
 * A fairness CLI command of its own, for a game outside the registry's generic path (mines before its registration:
 * its parameters are numbers, the generic path reads string options). `run` returns what to print, or a string: the
 * usage error to report.
 */
export interface CliCommand {
  /** The command's options besides --server-seed, --client-seed and --nonce. */
  readonly options: readonly string[];
  /** False for a command that takes no seed pair (crash verifies from a game hash and the salt). */
  readonly seeds?: boolean;
  /** The result to print, or a usage message. `seeds` is null for a command with `seeds: false`. */
  run(
    options: Readonly<Record<string, string | undefined>>,
    seeds: { serverSeed: string; clientSeed: string; nonce: number } | null,
  ): object | string;
}

/**
 * How the bet lists read and show a live game's settled bets (bets rows with a round instead of a seed pair): the
 * columns of its round they are read with and the joins that give them (on `b.round_id`, each name prefixed by the
 * game, every join a LEFT JOIN that matches no instant bet), the bet as a viewer sees it and as the live feed carries it.
 */
export interface LiveServerGame<G extends LiveGame> {
  readonly columns: string;
  readonly joins: string;
  settled(row: RoundBetRow<G>, viewerId: number | null): LiveGameBets[G]['settled'];
  live(row: RoundBetRow<G>): LiveGameBets[G]['live'];
}
