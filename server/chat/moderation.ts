import type pg from 'pg';
import { CODE } from '../../src/core/api';
import { MUTE_MINUTES, type ChatEvent } from '../../src/core/chat';
import { MSG } from '../../src/core/socket';
import { withTx, type Queryable } from '../db/pool';
import { ApiError, badRequest } from '../errors';
import type { Hub } from '../live/hub';

/** The one role so far. */
export type Role = 'moderator';

/** Whether the user holds the role. */
export async function hasRole(db: Queryable, userId: number, role: Role): Promise<boolean> {
  const { rowCount } = await db.query('SELECT 1 FROM user_roles WHERE user_id = $1 AND role = $2', [userId, role]);
  return (rowCount ?? 0) > 0;
}

/** Throws 403 unless the user is a moderator. */
export async function requireModerator(db: Queryable, userId: number): Promise<void> {
  if (!(await hasRole(db, userId, 'moderator'))) throw new ApiError(CODE.FORBIDDEN, 'Moderators only');
}

/** The user id of a handle, or a 400 naming it. */
export async function userIdByName(db: Queryable, userName: string): Promise<number> {
  const { rows } = await db.query<{ id: number }>('SELECT id FROM users WHERE lower(user_name) = lower($1)', [userName]);
  if (!rows[0]) throw badRequest(`No player named ${userName}`);
  return rows[0].id;
}

/** Grants or revokes a role; returns whether anything changed. */
export async function setRole(db: Queryable, userId: number, role: Role, granted: boolean): Promise<boolean> {
  const { rowCount } = granted
    ? await db.query('INSERT INTO user_roles (user_id, role) VALUES ($1, $2) ON CONFLICT DO NOTHING', [userId, role])
    : await db.query('DELETE FROM user_roles WHERE user_id = $1 AND role = $2', [userId, role]);
  return (rowCount ?? 0) > 0;
}

/** Deletes an entry for everyone: stored as deleted, and a 12 'delete' event to every socket on every process. */
export async function deleteEntry(db: pg.Pool, hub: Hub | null, id: number, byUser: number | null): Promise<void> {
  const { rowCount } = await db.query('UPDATE chat_messages SET deleted_at = now(), deleted_by = $2 WHERE id = $1 AND deleted_at IS NULL', [
    id,
    byUser,
  ]);
  if (!rowCount) throw badRequest('Message not found or already deleted');
  const event: ChatEvent = { event: 'delete', id };
  hub?.broadcast({ type: MSG.CHAT_ALT, data: event });
}

/** Text of the mute notice. */
export const muteMessage = (until: Date | null): string =>
  until ? `You are muted in chat until ${until.toISOString()}` : 'You can chat again';

/** The reason a moderator's mute gives the player. */
export const MUTE_REASON = 'Muted by a moderator';

/**
 * Mutes a player for `minutes` (0 unmutes): a lock of chat until then (chatStatus reads 0); their sockets get a 12
 * 'mute' event. `byUser` is null from the admin command line (no hub: the player sees it at their next send).
 */
export async function mute(db: pg.Pool, hub: Hub | null, userId: number, minutes: number, byUser: number | null): Promise<Date | null> {
  if (!Number.isInteger(minutes) || minutes < 0 || minutes > MUTE_MINUTES.max) {
    throw badRequest(`minutes must be a whole number from ${MUTE_MINUTES.min} to ${MUTE_MINUTES.max} (0 unmutes)`);
  }
  const until = await withTx(db, async (client) => {
    // A new mute replaces the mute running (shorter or longer); 0 lifts it. An operator's own lock of chat stays.
    await client.query(
      `UPDATE capability_locks SET lifted_at = now()
        WHERE user_id = $1 AND capability = 'chat' AND reason = $2 AND lifted_at IS NULL AND until > now()`,
      [userId, MUTE_REASON],
    );
    if (minutes === 0) return null;
    const { rows } = await client.query<{ until: Date }>(
      `INSERT INTO capability_locks (user_id, capability, until, reason, by_user)
       VALUES ($1, 'chat', now() + make_interval(mins => $2::int), $3, $4) RETURNING until`,
      [userId, minutes, MUTE_REASON, byUser],
    );
    return rows[0]!.until;
  });
  const event: ChatEvent = { event: 'mute', until: until ? until.getTime() : null, msg: muteMessage(until) };
  hub?.sendToUser(userId, { type: MSG.CHAT_ALT, data: event });
  return until;
}
