/**
 * Verifies provably fair outcomes with the same src/core code the server settles with. Prints one JSON line.
 *   npm run -s fairness -- dice --server-seed S --client-seed C --nonce N [--target T --condition over|under]
 *   npm run -s fairness -- limbo --server-seed S --client-seed C --nonce N [--target T]
 *   npm run -s fairness -- floats --server-seed S --client-seed C --nonce N --count K
 * Bad arguments: a message on stderr and exit code 2.
 */
import { parseArgs } from 'node:util';
import { pathToFileURL } from 'node:url';
import {
  diceOutcome,
  diceRoll,
  diceTargetError,
  floats,
  limboOutcome,
  limboResult,
  limboTargetError,
  sha256Hex,
} from '../src/core/fairness';

/** Exit code for bad arguments. */
export const EXIT_USAGE = 2;

const USAGE = `usage: fairness dice|limbo|floats --server-seed S --client-seed C --nonce N [--target T] [--condition over|under] [--count K]`;

class UsageError extends Error {}

function intArg(name: string, raw: string | undefined, max: number): number {
  if (raw === undefined) throw new UsageError(`--${name} is required`);
  if (!/^\d+$/.test(raw) || Number(raw) > max) throw new UsageError(`--${name} must be a whole number between 0 and ${max}`);
  return Number(raw);
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
      target: { type: 'string' },
      condition: { type: 'string' },
      count: { type: 'string' },
    },
  });
  const [command, ...rest] = positionals;
  if (!command) throw new UsageError('a command is required: dice, limbo or floats');
  if (rest.length) throw new UsageError(`unexpected argument: ${rest[0]}`);
  const serverSeed = values['server-seed'];
  const clientSeed = values['client-seed'];
  if (!serverSeed) throw new UsageError('--server-seed is required');
  if (clientSeed === undefined || clientSeed === '') throw new UsageError('--client-seed is required');
  const nonce = intArg('nonce', values.nonce, Number.MAX_SAFE_INTEGER);
  const seeds = { serverSeed, clientSeed, nonce };
  const base = { serverSeedHash: sha256Hex(serverSeed), clientSeed, nonce };
  switch (command) {
    case 'dice': {
      if (values.count !== undefined) throw new UsageError('--count is only for floats');
      const condition = values.condition ?? 'over';
      if (condition !== 'over' && condition !== 'under') throw new UsageError('--condition must be over or under');
      if (values.target === undefined) return { game: 'dice', result: Number(diceRoll(serverSeed, clientSeed, nonce)), ...base };
      const error = diceTargetError(values.target, condition);
      if (error) throw new UsageError(`--${error}`);
      const o = diceOutcome(seeds, values.target, condition);
      return { game: 'dice', result: Number(o.result), target: values.target, condition, win: o.win, multiplier: o.multiplier, winChance: o.winChance, ...base };
    }
    case 'limbo': {
      if (values.count !== undefined || values.condition !== undefined) throw new UsageError('limbo takes no --count or --condition');
      if (values.target === undefined) return { game: 'limbo', result: Number(limboResult(serverSeed, clientSeed, nonce)), ...base };
      const error = limboTargetError(values.target);
      if (error) throw new UsageError(`--${error}`);
      const o = limboOutcome(seeds, values.target);
      return { game: 'limbo', result: Number(o.result), target: values.target, win: o.win, multiplier: o.multiplier, winChance: o.winChance, ...base };
    }
    case 'floats': {
      if (values.target !== undefined || values.condition !== undefined) throw new UsageError('floats takes no --target or --condition');
      return { floats: floats(serverSeed, clientSeed, nonce, intArg('count', values.count, 10_000)) };
    }
    default:
      throw new UsageError(`unknown command: ${command} (dice, limbo or floats)`);
  }
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
