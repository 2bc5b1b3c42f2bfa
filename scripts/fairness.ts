/**
 * Verifies provably fair outcomes with the same src/core code the server settles with. Prints one JSON line.
 *   npm run -s fairness -- <game> --server-seed S --client-seed C --nonce N [--<param> V ...]
 *     one command per instant game of the registry, its params as options (dice: --target T --condition over|under;
 *     limbo: --target T; plinko: --rows R --risk low|medium|high, printing the bucket, multiplier and path); without
 *     params only the result is printed (plinko: the bucket of a 16-row board)
 *   npm run -s fairness -- floats --server-seed S --client-seed C --nonce N --count K
 *   npm run -s fairness -- mines --server-seed S --client-seed C --nonce N --mines M    prints {"mines": [layout]}
 *   npm run -s fairness -- crash --hash H --salt S    prints {"crashPoint": x}
 *   npm run -s fairness -- crash-chain --hash H --count K [--salt S]    the K games before H, newest first, with their
 *     crash points ({"games": [{"hash", "crashPoint"}]}); the salt defaults to the house's default salt
 * Bad arguments: a message on stderr and exit code 2.
 */
import { parseArgs } from 'node:util';
import type { z } from '../src/core/zod';
import { pathToFileURL } from 'node:url';
import { floats, sha256Hex } from '../src/core/fairness';
import { INSTANT_GAME_NAMES, isInstantGame, type InstantGame } from '../src/core/games';
import { crashChainCli, crashCli } from '../server/games/crash/cli';
import { minesCli } from '../server/games/mines/cli';
import { serverGame, settleBet, SERVER_GAMES, type BetSeeds } from '../server/games/registry';
import type { CliCommand } from '../server/games/types';

/** Exit code for bad arguments. */
export const EXIT_USAGE = 2;

// Games with a command of their own (stateful games not on the registry's generic path), checked first.
const OWN_COMMANDS: Readonly<Record<string, CliCommand>> = { mines: minesCli, crash: crashCli, 'crash-chain': crashChainCli };

const COMMANDS = [...new Set([...INSTANT_GAME_NAMES, ...Object.keys(OWN_COMMANDS)]), 'floats'];

// Every game's params are options; each command accepts only its own.
const PARAM_KEYS = [
  ...new Set([
    ...INSTANT_GAME_NAMES.flatMap((g) => Object.keys(SERVER_GAMES[g].def.paramsSchema.shape)),
    ...Object.values(OWN_COMMANDS).flatMap((c) => c.options),
  ]),
].filter((k) => k !== 'count');

const USAGE = `usage: fairness crash --hash H --salt S | crash-chain --hash H --count K [--salt S]
       fairness ${COMMANDS.filter((c) => OWN_COMMANDS[c]?.seeds !== false).join('|')} --server-seed S --client-seed C --nonce N ${PARAM_KEYS.map((k) => `[--${k} V]`).join(' ')} [--count K]`;

class UsageError extends Error {}

function intArg(name: string, raw: string | undefined, max: number): number {
  if (raw === undefined) throw new UsageError(`--${name} is required`);
  if (!/^\d+$/.test(raw) || Number(raw) > max) throw new UsageError(`--${name} must be a whole number between 0 and ${max}`);
  return Number(raw);
}

function refuseOptions(command: string, values: Record<string, string | undefined>, names: string[]): void {
  const given = names.filter((n) => values[n] !== undefined);
  if (given.length) throw new UsageError(`${command} takes no ${given.map((n) => `--${n}`).join(' or ')}`);
}

// Options are text; a param the game's schema takes as a number (plinko rows) is given as one when it reads as one.
function optionValue(schema: z.ZodType, raw: string): unknown {
  return schema.safeParse(raw).success || !/^\d+(\.\d+)?$/.test(raw) ? raw : Number(raw);
}

// One game: the result alone, or with params the whole settlement (win, multiplier, win chance).
function verifyGame<G extends InstantGame>(game: G, values: Record<string, string | undefined>, seeds: BetSeeds): object {
  const { def, verify } = serverGame(game);
  const own = Object.keys(def.paramsSchema.shape);
  refuseOptions(game, values, ['count', ...PARAM_KEYS.filter((k) => !own.includes(k))]);
  const given = Object.fromEntries(
    own.filter((k) => values[k] !== undefined).map((k) => [k, optionValue(def.paramsSchema.shape[k] as z.ZodType, values[k]!)]),
  );
  for (const [k, v] of Object.entries(given)) {
    const field = (def.paramsSchema.shape[k] as z.ZodType).safeParse(v);
    if (!field.success) throw new UsageError(`--${field.error.issues[0]?.message ?? `${k} is not valid`}`);
  }
  const onlyDefaults = Object.keys(given).every((k) => k in verify.defaults);
  if (onlyDefaults) return { game, result: Number(verify.result(settleBet(def, seeds, verify.probe).outcome)) };
  const parsed = def.paramsSchema.safeParse({ ...verify.defaults, ...given });
  if (!parsed.success) throw new UsageError(`--${parsed.error.issues[0]?.message ?? 'invalid parameters'}`);
  const error = def.paramsError(parsed.data);
  if (error) throw new UsageError(`--${error}`);
  const settled = settleBet(def, seeds, parsed.data);
  if (verify.report) return { game, ...verify.report(settled, parsed.data) };
  return {
    game,
    result: Number(verify.result(settled.outcome)),
    ...parsed.data,
    win: settled.win,
    multiplier: settled.multiplier,
    winChance: verify.winChance(parsed.data),
  };
}

function run(argv: string[]): unknown {
  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    strict: true,
    options: {
      'server-seed': { type: 'string' },
      'client-seed': { type: 'string' },
      nonce: { type: 'string' },
      count: { type: 'string' },
      ...Object.fromEntries(PARAM_KEYS.map((k) => [k, { type: 'string' as const }])),
    },
  });
  const [command, ...rest] = positionals;
  if (!command) throw new UsageError(`a command is required: ${COMMANDS.join(', ')}`);
  if (rest.length) throw new UsageError(`unexpected argument: ${rest[0]}`);
  if (!COMMANDS.includes(command)) throw new UsageError(`unknown command: ${command} (${COMMANDS.join(', ')})`);
  const options = values as Record<string, string | undefined>;
  const own = Object.hasOwn(OWN_COMMANDS, command) ? OWN_COMMANDS[command]! : null;
  if (own?.seeds === false) {
    refuseOptions(
      command,
      options,
      ['server-seed', 'client-seed', 'nonce', 'count', ...PARAM_KEYS].filter((k) => !own.options.includes(k)),
    );
    const result = own.run(options, null);
    if (typeof result === 'string') throw new UsageError(result);
    return result;
  }
  const serverSeed = values['server-seed'] as string | undefined;
  const clientSeed = values['client-seed'] as string | undefined;
  if (!serverSeed) throw new UsageError('--server-seed is required');
  if (clientSeed === undefined || clientSeed === '') throw new UsageError('--client-seed is required');
  const nonce = intArg('nonce', values.nonce as string | undefined, Number.MAX_SAFE_INTEGER);
  if (own) {
    refuseOptions(command, options, ['count', ...PARAM_KEYS.filter((k) => !own.options.includes(k))]);
    const result = own.run(options, { serverSeed, clientSeed, nonce });
    if (typeof result === 'string') throw new UsageError(result);
    return result;
  }
  if (!isInstantGame(command)) {
    refuseOptions('floats', options, PARAM_KEYS);
    return { floats: floats(serverSeed, clientSeed, nonce, intArg('count', options.count, 10_000)) };
  }
  const seeds = { serverSeed, clientSeed, nonce };
  return { ...verifyGame(command, options, seeds), serverSeedHash: sha256Hex(serverSeed), clientSeed, nonce };
}

/** Runs the CLI on arguments; returns the exit code. */
export function main(argv: string[], out: (line: string) => void = console.log, err: (line: string) => void = console.error): number {
  try {
    out(JSON.stringify(run(argv)));
    return 0;
  } catch (error) {
    // parseArgs throws TypeErrors with a code for unknown or malformed options.
    const usage = error instanceof UsageError || (error as { code?: string }).code?.startsWith('ERR_PARSE_ARGS');
    if (!usage) throw error;
    err(`fairness: ${(error as Error).message}`);
    err(USAGE);
    return EXIT_USAGE;
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) process.exitCode = main(process.argv.slice(2));
