import { randomBytes } from 'node:crypto';
import { hash, verify, type Algorithm } from '@node-rs/argon2';

// The package declares Algorithm as an ambient const enum, which isolatedModules cannot read: 2 is Argon2id.
const ARGON2ID = 2 as Algorithm;

// OWASP's argon2id baseline: 19 MiB, 2 passes, 1 lane.
const OPTIONS = { algorithm: ARGON2ID, memoryCost: 19_456, timeCost: 2, parallelism: 1 };

let dummyHash: Promise<string> | undefined;

/** Hashes a password with argon2id. */
export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS);
}

/** Checks a password against a stored hash; false on any malformed hash. */
export async function verifyPassword(stored: string, password: string): Promise<boolean> {
  try {
    return await verify(stored, password);
  } catch {
    return false;
  }
}

/** Spends the same work as a real check, for logins of unknown users (no timing oracle for names). */
export async function verifyAgainstDummy(password: string): Promise<false> {
  dummyHash ??= hashPassword(randomBytes(16).toString('hex'));
  await verifyPassword(await dummyHash, password);
  return false;
}
