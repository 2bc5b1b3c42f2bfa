import { createHash, randomBytes } from 'node:crypto';
import type { SessionRow } from '../../src/core/accountSessions';
import type { Queryable } from '../db/pool';

/** Name of the session cookie. */
export const SESSION_COOKIE = 'hs_sid';

/** Who a request belongs to. */
export interface Auth {
  userId: number;
  /** Database id of the session (hash of the cookie token). */
  sessionId: string;
  /** When the session began (the reality check and the session-time limit count from it); absent for a bet's memo. */
  startedAt?: Date;
}

// Writing last_seen on every request would turn each read into a write; a minute of slack is plenty for idle expiry.
const TOUCH_AFTER_MS = 60_000;

/** The stored id of a cookie token. */
export function sessionIdOf(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** Creates a session and returns the cookie token (256 random bits) and its stored id. */
export async function createSession(
  db: Queryable,
  userId: number,
  meta: { ip: string; userAgent: string | undefined; device?: string | null },
): Promise<{ token: string; sessionId: string }> {
  const token = randomBytes(32).toString('base64url');
  const sessionId = sessionIdOf(token);
  await db.query('INSERT INTO sessions (id, user_id, ip, user_agent, device) VALUES ($1, $2, $3, $4, $5)', [
    sessionId,
    userId,
    meta.ip,
    meta.userAgent?.slice(0, 512) ?? null,
    meta.device ?? null,
  ]);
  return { token, sessionId };
}

/**
 * Resolves a cookie token to its live session, or null when unknown, revoked or idle too long. A session older than
 * the player's session-time limit (the limit in force now) is revoked here, so it ends on its next request.
 */
export async function resolveSession(db: Queryable, token: string, idleMs: number): Promise<Auth | null> {
  if (!/^[A-Za-z0-9_-]{43}$/.test(token)) return null;
  const sessionId = sessionIdOf(token);
  const { rows } = await db.query<{ user_id: number; idle_ms: string; created_at: Date; over_limit: boolean }>({
    name: 'resolve-session',
    text: `SELECT s.user_id, (EXTRACT(EPOCH FROM now() - s.last_seen) * 1000)::bigint AS idle_ms, s.created_at,
                  COALESCE(now() >= s.created_at + (
                    SELECT limit_in_force(l) FROM player_limits l WHERE l.user_id = s.user_id AND l.kind = 'session' AND l.period = 'once'
                  ) * interval '1 minute', false) AS over_limit
             FROM sessions s WHERE s.id = $1 AND s.revoked_at IS NULL`,
    values: [sessionId],
  });
  const row = rows[0];
  if (!row) return null;
  const idle = Number(row.idle_ms);
  if (idle > idleMs) return null;
  if (row.over_limit) {
    await revokeSession(db, sessionId);
    return null;
  }
  if (idle > TOUCH_AFTER_MS) await db.query('UPDATE sessions SET last_seen = now() WHERE id = $1', [sessionId]);
  return { userId: row.user_id, sessionId, startedAt: row.created_at };
}

/** Revokes one session; true when it was live. */
export async function revokeSession(db: Queryable, sessionId: string): Promise<boolean> {
  const { rowCount } = await db.query('UPDATE sessions SET revoked_at = now() WHERE id = $1 AND revoked_at IS NULL', [sessionId]);
  return (rowCount ?? 0) > 0;
}

/** Revokes every live session of a user and returns their ids. */
export async function revokeUserSessions(db: Queryable, userId: number): Promise<string[]> {
  const { rows } = await db.query<{ id: string }>(
    'UPDATE sessions SET revoked_at = now() WHERE user_id = $1 AND revoked_at IS NULL RETURNING id',
    [userId],
  );
  return rows.map((r) => r.id);
}

/** Revokes every live session of a user but `keep` and returns their ids. */
export async function revokeOtherSessions(db: Queryable, userId: number, keep: string): Promise<string[]> {
  const { rows } = await db.query<{ id: string }>(
    'UPDATE sessions SET revoked_at = now() WHERE user_id = $1 AND revoked_at IS NULL AND id <> $2 RETURNING id',
    [userId, keep],
  );
  return rows.map((r) => r.id);
}

/** A short public handle of a stored session id (its own hash): lists show it, it opens nothing. */
export function sessionHandle(sessionId: string): string {
  return createHash('sha256').update(`handle:${sessionId}`).digest('hex').slice(0, 12);
}

/** The user's live sessions (not revoked, not idle too long), most recently seen first. */
export async function liveSessions(db: Queryable, userId: number, idleMs: number, current: string): Promise<SessionRow[]> {
  const { rows } = await db.query<{ id: string; created_at: Date; last_seen: Date; ip: string | null; user_agent: string | null }>(
    `SELECT id, created_at, last_seen, ip, user_agent FROM sessions
      WHERE user_id = $1 AND revoked_at IS NULL AND last_seen >= now() - $2::bigint * interval '1 millisecond'
      ORDER BY last_seen DESC LIMIT 50`,
    [userId, idleMs],
  );
  return rows.map((r) => ({
    id: sessionHandle(r.id),
    current: r.id === current,
    createdAt: r.created_at.toISOString(),
    lastSeen: r.last_seen.toISOString(),
    ip: r.ip,
    userAgent: r.user_agent,
  }));
}
