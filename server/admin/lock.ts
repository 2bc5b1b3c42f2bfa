import type pg from 'pg';
import type { ChatEvent } from '../../src/core/chat';
import { LOCK_CAPABILITIES, type LockCapability } from '../../src/core/protection';
import { MSG } from '../../src/core/socket';
import { userIdByName } from '../chat/moderation';
import { batches, FANOUT_CHANNEL } from '../live/fanout';
import { ProtectionService } from '../protection/ProtectionService';
import type { AdminResult } from './result';

/** Usage of the lock commands. */
export const LOCK_USAGE = `  lock <userName> <capability> <length> <reason…>
                                 lock ${LOCK_CAPABILITIES.join(', ')} for a length (30m, 12h, 7d; at most 3650d),
                                 with the reason the player is shown
  unlock <userName> <capability> lift the capability's locks in force
  protection <userName>          the player's limits, break and locks in force`;

const UNIT_MS = { m: 60_000, h: 3_600_000, d: 86_400_000 } as const;
const MAX_MS = 3650 * UNIT_MS.d;

/** A length such as 30m, 12h or 7d in ms, or null when it is not one. */
export function parseLength(text: string): number | null {
  const m = /^(\d{1,7})([mhd])$/.exec(text);
  if (!m) return null;
  const ms = Number(m[1]) * UNIT_MS[m[2] as keyof typeof UNIT_MS];
  return ms > 0 && ms <= MAX_MS ? ms : null;
}

/**
 * `lock`, `unlock` and `protection`. A lock of chat reaches the player's open sockets on every running process as a
 * 12 'mute' event, as a moderator's mute does.
 */
export async function runLockAdmin(db: pg.Pool, args: readonly string[]): Promise<AdminResult> {
  const [command, userName, capability, length, ...reasonWords] = args;
  const usage = (why: string): AdminResult => ({ code: 2, out: `${why}\n${LOCK_USAGE}` });
  if (!userName) return usage(`${command}: a userName is required`);
  let userId: number;
  try {
    userId = await userIdByName(db, userName);
  } catch (error) {
    return { code: 1, out: (error as Error).message };
  }
  const protection = new ProtectionService(db);

  if (command === 'protection') {
    if (capability !== undefined) return usage('protection: unexpected arguments');
    const state = await protection.state(userId, new Date());
    const lines = [
      ...state.limits.map(
        (l) =>
          `limit ${l.kind}${l.period === 'once' ? '' : ` per ${l.period}`}: ${l.amount}${l.used === null ? '' : ` (used ${l.used})`}` +
          (l.pending
            ? `; ${l.pending.amount === null ? 'removal' : `raise to ${l.pending.amount}`} from ${new Date(l.pending.from).toISOString()}`
            : ''),
      ),
      ...(state.break
        ? [
            `${state.break.kind} (${state.break.length}) until ${state.break.endsAt === null ? 'never' : new Date(state.break.endsAt).toISOString()}, ` +
              `play from ${state.break.playFrom === null ? 'never' : new Date(state.break.playFrom).toISOString()}`,
          ]
        : []),
      ...state.locks.map((l) => `lock ${l.capability} until ${new Date(l.until).toISOString()}: ${l.reason}`),
    ];
    return { code: 0, out: lines.length ? lines.join('\n') : `${userName} has no limit, break or lock` };
  }

  if (!capability || !(LOCK_CAPABILITIES as readonly string[]).includes(capability)) {
    return usage(`${command}: capability must be one of ${LOCK_CAPABILITIES.join(', ')}`);
  }
  const what = capability as LockCapability;
  if (command === 'unlock') {
    if (length !== undefined) return usage('unlock: unexpected arguments');
    const lifted = await protection.unlock(userId, what);
    if (what === 'chat' && lifted > 0) await notifyChat(db, userId, null, 'You can chat again');
    return { code: 0, out: lifted ? `${userName} may ${what} again` : `${userName} had no ${what} lock in force` };
  }

  const ms = length === undefined ? null : parseLength(length);
  if (ms === null) return usage('lock: length must be a number and m, h or d (30m, 12h, 7d), at most 3650d');
  const reason = reasonWords.join(' ').trim();
  if (reason.length < 1 || reason.length > 200) return usage('lock: a reason of 1 to 200 characters is required');
  const until = new Date(Date.now() + ms);
  await protection.lock(userId, what, until, reason, null);
  if (what === 'chat') await notifyChat(db, userId, until, `You are muted in chat until ${until.toISOString()}: ${reason}`);
  return { code: 0, out: `${userName} may not ${what} until ${until.toISOString()}: ${reason}` };
}

/** Sends a chat mute event (12 'mute') to the player's sockets on every running process. */
export async function notifyChat(db: pg.Pool, userId: number, until: Date | null, msg: string): Promise<void> {
  const event: ChatEvent = { event: 'mute', until: until ? until.getTime() : null, msg };
  for (const payload of batches('admin-cli', [{ k: 'user', userId, frame: { type: MSG.CHAT_ALT, data: event } }])) {
    await db.query('SELECT pg_notify($1, $2)', [FANOUT_CHANNEL, payload]);
  }
}
