import { randomBytes } from 'node:crypto';
import type { Coin } from '../../src/core/currency';
import type { Queryable } from '../db/pool';
import { SESSION_IDLE_MS } from './ProviderWallet';

/** A launched real-money game. */
export interface ProviderSession {
  id: string;
  token: string;
  userId: number;
  gameCode: number;
  coin: Coin;
  expiresAt: Date;
}

interface SessionRow {
  id: string;
  token: string;
  user_id: number;
  game_code: number;
  coin: Coin;
  expires_at: Date;
}

const toSession = (r: SessionRow): ProviderSession => ({
  id: r.id,
  token: r.token,
  userId: r.user_id,
  gameCode: r.game_code,
  coin: r.coin,
  expiresAt: r.expires_at,
});

/** Opens a session for a launch: a fresh 256-bit token the aggregator's calls carry (hub88) or find (softswiss). */
export async function openSession(
  db: Queryable,
  aggregator: string,
  userId: number,
  gameCode: number,
  coin: Coin,
): Promise<ProviderSession> {
  const token = randomBytes(32).toString('base64url');
  const { rows } = await db.query<SessionRow>(
    `INSERT INTO provider_sessions (token, aggregator, user_id, game_code, coin, expires_at)
     VALUES ($1, $2, $3, $4, $5, now() + $6 * interval '1 millisecond')
     RETURNING id, token, user_id, game_code, coin, expires_at`,
    [token, aggregator, userId, gameCode, coin, SESSION_IDLE_MS],
  );
  return toSession(rows[0]!);
}

/** The session of a token (expired or not: wins and rollbacks of its bets still arrive), or null. */
export async function sessionByToken(db: Queryable, aggregator: string, token: string): Promise<ProviderSession | null> {
  const { rows } = await db.query<SessionRow>(
    `SELECT id, token, user_id, game_code, coin, expires_at FROM provider_sessions WHERE token = $1 AND aggregator = $2`,
    [token, aggregator],
  );
  return rows[0] ? toSession(rows[0]) : null;
}

/** The games row of an aggregator's game id, or null. */
export async function gameByExternalCode(db: Queryable, aggregator: string, externalCode: string): Promise<number | null> {
  const { rows } = await db.query<{ code: number }>(`SELECT code FROM games WHERE aggregator = $1 AND external_code = $2`, [
    aggregator,
    externalCode,
  ]);
  return rows[0]?.code ?? null;
}
