import { DEFAULT_CRASH_SALT, hundredthsText, isCrashHash } from '../../../src/core/games/crash';
import { gameHundredths, previousGameHashes } from './chain';
import type { CliCommand } from '../types';

/** Most games `crash-chain` lists at once. */
export const CRASH_CHAIN_MAX = 100_000;

const hashError = (hash: string | undefined) =>
  hash === undefined ? '--hash is required' : isCrashHash(hash) ? null : '--hash must be 64 lowercase hex characters (a game hash)';
const saltError = (salt: string | undefined) => (salt === '' ? '--salt must not be empty' : null);

/** `fairness crash --hash H --salt S`: the game's crash point, {"crashPoint": x}. */
export const crashCli: CliCommand = {
  options: ['hash', 'salt'],
  seeds: false,
  run(options) {
    const problem = hashError(options.hash) ?? (options.salt === undefined ? '--salt is required' : saltError(options.salt));
    if (problem) return problem;
    return { crashPoint: Number(hundredthsText(gameHundredths(options.hash!, options.salt!))) };
  },
};

/**
 * `fairness crash-chain --hash H --count K [--salt S]`: the K games before H (newest first: each hash is SHA-256 of
 * the one listed before it, the first is SHA-256 of H) with their crash points; the salt defaults to the house's.
 */
export const crashChainCli: CliCommand = {
  options: ['hash', 'count', 'salt'],
  seeds: false,
  run(options) {
    const problem = hashError(options.hash) ?? saltError(options.salt);
    if (problem) return problem;
    const raw = options.count;
    if (raw === undefined) return '--count is required';
    if (!/^\d{1,6}$/.test(raw) || Number(raw) < 1 || Number(raw) > CRASH_CHAIN_MAX) {
      return `--count must be a whole number from 1 to ${CRASH_CHAIN_MAX}`;
    }
    const salt = options.salt ?? DEFAULT_CRASH_SALT;
    const games = previousGameHashes(options.hash!, Number(raw)).map((hash) => ({
      hash,
      crashPoint: Number(hundredthsText(gameHundredths(hash, salt))),
    }));
    return { salt, games };
  },
};
