import { randomBytes } from 'node:crypto';
import type pg from 'pg';
import type { FairnessChange, FairnessState, SeedPairRecord } from '../../../src/core/bets';
import { BETS_PAGE_SIZE } from '../../../src/core/betSchemas';
import { withTx, type Queryable } from '../../db/pool';
import { sha256Hex } from '../../lib/hmac';
import { ApiError, badRequest } from '../../errors';

/** A server seed: 32 bytes from the CSPRNG as 64 lowercase hex characters. */
export function newServerSeed(): string {
  return randomBytes(32).toString('hex');
}

/** A default client seed for a new player: 16 hex characters (the player may change it at any time). */
export function newClientSeed(): string {
  return randomBytes(8).toString('hex');
}

/** The active pair of a user as a bet uses it. */
export interface ActivePair {
  id: number;
  serverSeed: string;
  serverSeedHash: string;
  clientSeed: string;
  nonce: number;
}

interface PairRow {
  id: string;
  server_seed: string;
  server_seed_hash: string;
  client_seed: string | null;
  nonce: string;
  state: 'next' | 'active' | 'revealed';
  created_at: Date;
  revealed_at: Date | null;
}

async function insertPair(db: Queryable, userId: number, state: 'active' | 'next', clientSeed: string | null): Promise<void> {
  const serverSeed = newServerSeed();
  // The partial unique indexes make a concurrent creation a no-op instead of a second pair.
  await db.query(
    `INSERT INTO seed_pairs (user_id, server_seed, server_seed_hash, client_seed, state, activated_at)
     VALUES ($1, $2, $3, $4, $5, CASE WHEN $5 = 'active' THEN now() END)
     ON CONFLICT (user_id) WHERE state = '${state}' DO NOTHING`,
    [userId, serverSeed, sha256Hex(serverSeed), clientSeed, state],
  );
}

/** Creates the user's active and next pairs if missing (a no-op for a user who has both). */
export async function ensurePairs(db: Queryable, userId: number): Promise<void> {
  const { rows } = await db.query<{ state: string }>(`SELECT state FROM seed_pairs WHERE user_id = $1 AND state IN ('active', 'next')`, [
    userId,
  ]);
  if (!rows.some((r) => r.state === 'active')) await insertPair(db, userId, 'active', newClientSeed());
  if (!rows.some((r) => r.state === 'next')) await insertPair(db, userId, 'next', null);
}

/** Creates the two pairs of a new user, inside the transaction that creates the user. */
export async function createPairs(client: pg.PoolClient, userId: number): Promise<void> {
  await insertPair(client, userId, 'active', newClientSeed());
  await insertPair(client, userId, 'next', null);
}

/**
 * Start-up step: gives every user created before pairs were made at registration its active and next pairs, so the
 * bet path never has to create them. Returns how many users needed them.
 */
export async function ensureAllPairs(pool: pg.Pool): Promise<number> {
  const { rows } = await pool.query<{ id: number }>(
    `SELECT u.id FROM users u
      WHERE NOT EXISTS (SELECT 1 FROM seed_pairs p WHERE p.user_id = u.id AND p.state = 'active')
         OR NOT EXISTS (SELECT 1 FROM seed_pairs p WHERE p.user_id = u.id AND p.state = 'next')`,
  );
  for (const { id } of rows) await ensurePairs(pool, id);
  return rows.length;
}

/** An active pair as the bet code uses it (an active pair always has its client seed). */
const toActivePair = (row: PairRow): ActivePair => ({
  id: Number(row.id),
  serverSeed: row.server_seed,
  serverSeedHash: row.server_seed_hash,
  clientSeed: row.client_seed!,
  nonce: Number(row.nonce),
});

/** The user's active pair as it is now (no lock: the bet statement re-checks it when it writes). */
export async function activePair(db: Queryable, userId: number): Promise<ActivePair> {
  for (let attempt = 0; attempt < 2; attempt++) {
    const { rows } = await db.query<PairRow>(`SELECT * FROM seed_pairs WHERE user_id = $1 AND state = 'active'`, [userId]);
    const row = rows[0];
    if (row) return toActivePair(row);
    // Only a user the start-up step has not seen yet (created by an older process during a rolling start).
    await ensurePairs(db, userId);
  }
  throw new ApiError(500, 'Seed pair missing, please retry');
}

// Namespace of the per-player advisory lock (the two-key form: this class id, then the user id).
const PLAYER_LOCK_CLASS = 7_414_202;

/**
 * Locks the user's active pair inside the caller's transaction, for a rotation. Rotations of a player first take a
 * transaction-scoped advisory lock on the player, which no rotation can move: however many rotations are queued, the
 * holder's next statement reads the pair that is active now. The row lock then waits for a bet in flight (the bet
 * statement holds that row until it commits), and a bet arriving later waits for the rotation on the same row.
 */
export async function lockActivePair(client: pg.PoolClient, userId: number): Promise<ActivePair> {
  await client.query('SELECT pg_advisory_xact_lock($1, $2)', [PLAYER_LOCK_CLASS, userId]);
  const { rows } = await client.query<PairRow>(`SELECT * FROM seed_pairs WHERE user_id = $1 AND state = 'active' FOR UPDATE`, [userId]);
  const row = rows[0];
  if (!row) throw new ApiError(500, 'Seed pair missing, please retry');
  return toActivePair(row);
}

async function stateOf(db: Queryable, userId: number): Promise<FairnessState> {
  const { rows } = await db.query<PairRow>(`SELECT * FROM seed_pairs WHERE user_id = $1 AND state IN ('active', 'next')`, [userId]);
  const active = rows.find((r) => r.state === 'active');
  const next = rows.find((r) => r.state === 'next');
  if (!active || !next) throw new ApiError(500, 'Seed pair missing, please retry');
  return {
    clientSeed: active.client_seed!,
    serverSeedHash: active.server_seed_hash,
    nonce: Number(active.nonce),
    nextServerSeedHash: next.server_seed_hash,
  };
}

/** GET /api/fairness: the active pair (hash only) and the next server seed's hash. */
export async function fairnessState(db: Queryable, userId: number): Promise<FairnessState> {
  await ensurePairs(db, userId);
  return stateOf(db, userId);
}

// Bets of a pair = its nonce: a nonce is taken only by a committed bet of the pair, one per bet.
function record(row: PairRow): SeedPairRecord {
  return {
    id: Number(row.id),
    clientSeed: row.client_seed ?? '',
    serverSeedHash: row.server_seed_hash,
    serverSeed: row.state === 'revealed' ? row.server_seed : null,
    bets: Number(row.nonce),
    createdAt: row.created_at.toISOString(),
    revealedAt: row.revealed_at?.toISOString() ?? null,
  };
}

/**
 * POST /api/fairness/change: retires the active pair (its server seed is revealed), activates the next pair with the
 * new client seed and draws a fresh next pair. Waits for bets in flight: they hold the player's lock. Refused while a
 * stateful game (mines) is in play on the pair (the open_rounds view).
 */
export async function rotatePair(pool: pg.Pool, userId: number, clientSeed: string): Promise<FairnessChange> {
  await ensurePairs(pool, userId);
  return withTx(pool, async (client) => {
    const active = await lockActivePair(client, userId);
    // A game in play on this pair (mines) would be decided in the open once its server seed is revealed. The pair row
    // is locked, so a start waiting on it sees the pair retired and starts on the next one.
    const open = await client.query<{ game: string }>('SELECT game FROM open_rounds WHERE seed_pair_id = $1 LIMIT 1', [active.id]);
    if (open.rows[0]) throw badRequest(`Finish your ${open.rows[0].game} game before changing seeds`);
    const { rows } = await client.query<PairRow>(
      `UPDATE seed_pairs SET state = 'revealed', revealed_at = now() WHERE id = $1 RETURNING *`,
      [active.id],
    );
    const promoted = await client.query(
      `UPDATE seed_pairs SET state = 'active', client_seed = $2, activated_at = now() WHERE user_id = $1 AND state = 'next'`,
      [userId, clientSeed],
    );
    if (promoted.rowCount !== 1) throw new ApiError(500, 'Seed pair missing, please retry');
    await insertPair(client, userId, 'next', null);
    return { revealed: record(rows[0]!), state: await stateOf(client, userId) };
  });
}

/** POST /api/fairness/history: page 1 starts with the active pair (seed hidden), then revealed pairs, newest first. */
export async function pairHistory(db: Queryable, userId: number, page: number): Promise<SeedPairRecord[]> {
  await ensurePairs(db, userId);
  const { rows } = await db.query<PairRow>(
    `SELECT * FROM seed_pairs WHERE user_id = $1 AND state = 'revealed' ORDER BY revealed_at DESC, id DESC LIMIT $2 OFFSET $3`,
    [userId, BETS_PAGE_SIZE, (page - 1) * BETS_PAGE_SIZE],
  );
  const out = rows.map(record);
  if (page === 1) {
    const active = await db.query<PairRow>(`SELECT * FROM seed_pairs WHERE user_id = $1 AND state = 'active'`, [userId]);
    if (active.rows[0]) out.unshift(record(active.rows[0]));
  }
  return out;
}
