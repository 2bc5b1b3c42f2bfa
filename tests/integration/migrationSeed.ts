import { randomBytes } from 'node:crypto';
import type pg from 'pg';
import { sha256Hex } from '../../src/core/fairness';

/**
 * A player as an older release left one, written straight into the tables of a database migrated part of the way:
 * the users row (named `old<tag>`), a USDT deposit balance of `usdt` and an active seed pair at `nonce`.
 */
export async function oldPlayer(pool: pg.Pool, tag: string, usdt = '5', nonce = 2): Promise<{ userId: number; pairId: string }> {
  const { rows } = await pool.query<{ id: number }>(
    `INSERT INTO users (user_name, email, password_hash, nick_name, share_code)
     VALUES ('old' || $1, 'old' || $1 || '@x.test', 'x', 'Old' || $1, 'OLDCOD' || upper($1)) RETURNING id`,
    [tag],
  );
  const userId = rows[0]!.id;
  await pool.query(`INSERT INTO balances (user_id, coin, kind, amount) VALUES ($1, 'USDT', 'DEPOSIT', $2)`, [userId, usdt]);
  const serverSeed = randomBytes(32).toString('hex');
  const pair = await pool.query<{ id: string }>(
    `INSERT INTO seed_pairs (user_id, server_seed, server_seed_hash, client_seed, nonce, state, activated_at)
     VALUES ($1, $2, $3, 'c' || $5, $4, 'active', now()) RETURNING id`,
    [userId, serverSeed, sha256Hex(serverSeed), nonce, tag],
  );
  return { userId, pairId: pair.rows[0]!.id };
}
