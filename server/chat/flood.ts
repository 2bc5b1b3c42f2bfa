import { FLOOD } from '../../src/core/chat';
import { CODE } from '../../src/core/api';
import { ApiError } from '../errors';
import type { Queryable } from '../db/pool';

/** A refused send: code, message and, for rate refusals, when to try again. */
export class ChatRefusal extends ApiError {
  constructor(
    code: number,
    msg: string,
    readonly retryAfterMs?: number,
  ) {
    super(code, msg);
  }
}

export const TOO_FAST = 'You are sending too fast: wait a second between messages';
export const TOO_MANY = `Too many messages: at most ${FLOOD.burstMax} in ${FLOOD.burstWindowMs / 1000} seconds`;
export const REPEATED = 'You just sent that message';

/**
 * The per-process gate in front of the database check: a user's frames beyond the rate are refused here without a
 * query, so one flooding socket costs a map lookup per frame. The database check (checkFlood) stays the authority
 * across processes; this only mirrors accepted sends and holds one send per user in flight.
 */
export class FloodGate {
  private readonly sent = new Map<number, number[]>();
  private readonly inFlight = new Set<number>();

  constructor(private readonly now: () => number = Date.now) {}

  /** Refuses at once when this process already knows the user is over the rate (or has a send in flight). */
  check(userId: number): void {
    if (this.inFlight.has(userId)) throw new ChatRefusal(CODE.TOO_MANY, TOO_FAST, FLOOD.minGapMs);
    const refusal = rateRefusal(this.recent(userId), this.now());
    if (refusal) throw refusal;
  }

  /** check(), then marks a send in flight. */
  enter(userId: number): void {
    this.check(userId);
    this.inFlight.add(userId);
  }

  /** Ends the send; `accepted` records it against the rate. */
  leave(userId: number, accepted: boolean): void {
    this.inFlight.delete(userId);
    if (!accepted) return;
    const list = this.recent(userId);
    list.push(this.now());
    this.sent.set(userId, list);
  }

  private recent(userId: number): number[] {
    const since = this.now() - FLOOD.burstWindowMs;
    const list = (this.sent.get(userId) ?? []).filter((t) => t > since);
    if (list.length === 0) this.sent.delete(userId);
    return list;
  }
}

/** The refusal for a user whose accepted sends (ms, oldest first) are `times`, or null. */
function rateRefusal(times: readonly number[], now: number): ChatRefusal | null {
  const last = times[times.length - 1];
  if (last !== undefined && now - last < FLOOD.minGapMs) return new ChatRefusal(CODE.TOO_MANY, TOO_FAST, last + FLOOD.minGapMs - now);
  const inWindow = times.filter((t) => t > now - FLOOD.burstWindowMs);
  if (inWindow.length >= FLOOD.burstMax) {
    return new ChatRefusal(CODE.TOO_MANY, TOO_MANY, inWindow[inWindow.length - FLOOD.burstMax]! + FLOOD.burstWindowMs - now);
  }
  return null;
}

// Advisory lock namespace of a user's chat sends ('CHAT').
const LOCK_SPACE = 0x43484154;

/**
 * The authoritative check, inside the send's transaction (a text, a shared bet, a tip or a rain): serialises the user's
 * sends on every process (advisory lock) and reads their latest lines by the database clock. Throws the refusal.
 * `text` is '' for lines without text (no repeat check). Every line a player puts in the room counts against their one
 * rate: a tip or a rain is a public line too. (The kinds read exactly as chat_messages_user_idx's predicate.)
 */
export async function checkFlood(client: Queryable, userId: number, text: string): Promise<void> {
  await client.query('SELECT pg_advisory_xact_lock($1, $2)', [LOCK_SPACE, userId]);
  const { rows } = await client.query<{ at: string; text: string; now: string }>(
    `SELECT (extract(epoch FROM created_at) * 1000)::float8 AS at, text, (extract(epoch FROM clock_timestamp()) * 1000)::float8 AS now
       FROM chat_messages WHERE user_id = $1 AND kind IN ('text', 'share', 'tip', 'rain') ORDER BY id DESC LIMIT $2`,
    [userId, FLOOD.burstMax],
  );
  if (rows.length === 0) return;
  const now = Number(rows[0]!.now);
  const refusal = rateRefusal(rows.map((r) => Number(r.at)).reverse(), now);
  if (refusal) throw refusal;
  if (text !== '' && rows[0]!.text === text && now - Number(rows[0]!.at) < FLOOD.repeatWindowMs)
    throw new ChatRefusal(CODE.BAD_REQUEST, REPEATED);
}
