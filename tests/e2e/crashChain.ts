import { createHash } from 'node:crypto';
import { crashBits, crashHundredthsOf, DEFAULT_CRASH_SALT, previousCrashHashes } from '../../src/core/games/crash';

/**
 * The e2e servers' crash chain: a known seed (CRASH_CHAIN_SEED, accepted in demo mode only), so a test knows every
 * round's crash point ahead and picks a round that gives it time to act, instead of retrying until luck lets it.
 * The rounds are still the provably fair chain: each game's hash is h(length - game) and its point comes from the salt.
 */
export const E2E_CRASH_SEED = createHash('sha256').update('highstakes e2e crash chain').digest('hex');
export const E2E_CRASH_CHAIN_LENGTH = 2000;

/** The server environment that makes that chain (playwright.config.ts passes it to every e2e server). */
export const E2E_CRASH_ENV = { CRASH_CHAIN_SEED: E2E_CRASH_SEED, CRASH_CHAIN_LENGTH: String(E2E_CRASH_CHAIN_LENGTH) };

let chain: string[] | null = null;

/** h(0) = seed ... h(length), each the SHA-256 of the one before (the verifier's walk, from the seed on). */
const hashes = (): string[] => (chain ??= [E2E_CRASH_SEED, ...previousCrashHashes(E2E_CRASH_SEED, E2E_CRASH_CHAIN_LENGTH)]);

/** Round `round`'s crash point in hundredths (100 = 1.00x). */
export function crashHundredthsOfRound(round: number): number {
  if (!Number.isInteger(round) || round < 1 || round > E2E_CRASH_CHAIN_LENGTH)
    throw new RangeError(`round ${round} is not on the e2e chain`);
  return crashHundredthsOf(crashBits(hashes()[E2E_CRASH_CHAIN_LENGTH - round]!, DEFAULT_CRASH_SALT));
}
