import { createHash, createHmac, randomBytes } from 'node:crypto';
import type pg from 'pg';
import { crashHundredthsOf, isCrashHash } from '../../../src/core/games/crash';
import { withTx, type Queryable } from '../../db/pool';

/** Hashes kept per chain: h(i) for every i that is a multiple of this, so a game's hash is at most this many steps away. */
export const CHECKPOINT_EVERY = 1000;

// Held while a process makes the chain, so two processes starting on an empty database make one.
const CHAIN_LOCK = 7_414_301;

/** The house's crash chain: its length, the published terminating hash and salt. */
export interface CrashChain {
  id: number;
  length: number;
  checkpointEvery: number;
  terminatingHash: string;
  salt: string;
}

interface ChainRow {
  id: number;
  length: number;
  checkpoint_every: number;
  terminating_hash: string;
  salt: string;
}

const toChain = (r: ChainRow): CrashChain => ({
  id: r.id,
  length: r.length,
  checkpointEvery: r.checkpoint_every,
  terminatingHash: r.terminating_hash,
  salt: r.salt,
});

/** SHA-256 of a hash's raw 32 bytes (node:crypto; the core's crypto-js `previousCrashHash` computes the same). */
export const nextHash = (hash: Buffer): Buffer => createHash('sha256').update(hash).digest();

/**
 * A game's 52-bit number: the first 13 hex digits of HMAC_SHA256(key = the salt as UTF-8, message = the game hash's
 * raw 32 bytes), through node:crypto (the core's crypto-js `crashBits`, which players verify with, computes the same).
 */
export function gameBits(hash: string, salt: string): number {
  if (!isCrashHash(hash)) throw new RangeError('a crash game hash is 64 lowercase hex characters');
  const h = createHmac('sha256', Buffer.from(salt, 'utf8')).update(Buffer.from(hash, 'hex')).digest();
  // 48 bits of the first six bytes, then the high half of the seventh: exact in a double (below 2^53).
  return h.readUIntBE(0, 6) * 16 + (h[6]! >>> 4);
}

/** A game's crash point in hundredths (100 = 1.00x), from its hash and the chain's salt. */
export const gameHundredths = (hash: string, salt: string): number => crashHundredthsOf(gameBits(hash, salt));

/** The `count` games before `hash`, newest first, each the SHA-256 of the one before it in this list. */
export function previousGameHashes(hash: string, count: number): string[] {
  if (!isCrashHash(hash)) throw new RangeError('a crash game hash is 64 lowercase hex characters');
  const out: string[] = [];
  let h: Buffer = Buffer.from(hash, 'hex');
  for (let i = 0; i < count; i++) out.push((h = nextHash(h)).toString('hex'));
  return out;
}

/** The chain, or null before the first start made it. */
export async function readChain(db: Queryable): Promise<CrashChain | null> {
  const { rows } = await db.query<ChainRow>('SELECT id, length, checkpoint_every, terminating_hash, salt FROM crash_chains');
  return rows[0] ? toChain(rows[0]) : null;
}

/**
 * The chain, made at the first start: a secret seed from the OS's random source (or the configured test seed),
 * `length` SHA-256 steps (about a second per million), the checkpoints and the terminating hash stored in one
 * transaction. The salt is fixed now; a later CRASH_SALT does not change the chain's (the terminating hash and salt
 * were published together).
 */
export async function ensureChain(pool: pg.Pool, options: { length: number; salt: string; seed?: string }): Promise<CrashChain> {
  const existing = await readChain(pool);
  if (existing) return existing;
  return withTx(pool, async (client) => {
    await client.query('SELECT pg_advisory_xact_lock($1)', [CHAIN_LOCK]);
    const made = await readChain(client);
    if (made) return made;
    return storeChain(client, options.seed ? Buffer.from(options.seed, 'hex') : randomBytes(32), options);
  });
}

/** Makes and stores the chain of `seed` (inside the caller's transaction). Tests call it with a seed of their own. */
export async function storeChain(client: Queryable, seed: Buffer, options: { length: number; salt: string }): Promise<CrashChain> {
  const { terminatingHash, checkpoints } = makeChain(seed, options.length, CHECKPOINT_EVERY);
  const { rows } = await client.query<ChainRow>(
    `INSERT INTO crash_chains (length, checkpoint_every, terminating_hash, salt) VALUES ($1, $2, $3, $4)
     RETURNING id, length, checkpoint_every, terminating_hash, salt`,
    [options.length, CHECKPOINT_EVERY, terminatingHash, options.salt],
  );
  const chain = toChain(rows[0]!);
  // Checkpoint k of the array is h(k * every).
  await client.query(
    `INSERT INTO crash_checkpoints (chain_id, idx, hash)
     SELECT $1, (c.ord - 1) * $3, c.hash FROM unnest($2::text[]) WITH ORDINALITY AS c (hash, ord)`,
    [chain.id, checkpoints, CHECKPOINT_EVERY],
  );
  return chain;
}

/** h(0) = seed ... h(length): the terminating hash and h(i) for every multiple i of `every` below `length`. */
export function makeChain(seed: Buffer, length: number, every: number): { terminatingHash: string; checkpoints: string[] } {
  const checkpoints: string[] = [];
  let h: Buffer = seed;
  for (let i = 0; i < length; i++) {
    if (i % every === 0) checkpoints.push(h.toString('hex'));
    h = nextHash(h);
  }
  return { terminatingHash: h.toString('hex'), checkpoints };
}

/** Game `game`'s hash, h(length - game), from the nearest checkpoint at or below it. Secret until the game has crashed. */
export async function gameHash(db: Queryable, chain: CrashChain, game: number): Promise<string> {
  const idx = chain.length - game;
  if (!Number.isInteger(game) || game < 1 || idx < 0) throw new RangeError(`crash game ${game} is not on the chain (1 to ${chain.length})`);
  const from = idx - (idx % chain.checkpointEvery);
  const { rows } = await db.query<{ hash: string }>('SELECT hash FROM crash_checkpoints WHERE chain_id = $1 AND idx = $2', [
    chain.id,
    from,
  ]);
  const start = rows[0]?.hash;
  if (!start || !isCrashHash(start)) throw new Error(`crash chain ${chain.id}: checkpoint ${from} is missing`);
  let h: Buffer = Buffer.from(start, 'hex');
  for (let i = from; i < idx; i++) h = nextHash(h);
  return h.toString('hex');
}
