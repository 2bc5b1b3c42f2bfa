import type { z } from '../../src/core/zod';
import {
  INSTANT_GAMES,
  betRequestSchema,
  type BetRequestOf,
  type InstantGame,
  type InstantGameDefinition,
  type OutcomeOf,
  type ParamsOf,
  type Settlement,
} from '../../src/core/games';

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
  /**
   * The game's fields of the printed settlement; absent prints the result, the params, win, multiplier and win
   * chance (dice, limbo). Plinko prints the bucket, the multiplier and the path.
   */
  report?(settled: Settlement<OutcomeOf<G>>, params: ParamsOf<G>): object;
}

/** Builds a game's server entry from its core definition and its server-only parts. */
export function entry<G extends InstantGame>(game: G, ruleLimits: Record<string, string>, verify: VerifyView<G>): ServerGame<G> {
  return { def: INSTANT_GAMES[game] as InstantGameDefinition<G>, requestSchema: betRequestSchema(game), ruleLimits, verify };
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
