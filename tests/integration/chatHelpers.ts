import type { FastifyInstance } from 'fastify';
import type pg from 'pg';
import { FLOOD, type ChatEntry } from '../../src/core/chat';
import { CODE, type UserInfo } from '../../src/core/api';
import { ERROR_FRAME_TYPE, MSG, type SocketFrame } from '../../src/core/socket';
import { Client, TestSocket, register } from './helpers';

/** A logged-in player who accepted the chat rules, with a socket to base. */
export interface Chatter {
  client: Client;
  user: UserInfo;
  socket: TestSocket;
}

/** Registers a player, accepts the chat rules and opens a socket. */
export async function chatter(app: FastifyInstance, base: string, prefix = 'c'): Promise<Chatter> {
  const { client, user } = await register(app, prefix);
  const res = await client.post('/v1/user/updateIsFirstPopUp', {});
  if (res.body.code !== 200) throw new Error(`accepting the rules failed: ${res.body.msg}`);
  const socket = await TestSocket.open(base, { cookie: client.cookieHeader(), origin: base });
  return { client, user, socket };
}

/** True for a chat entry frame of the given type whose clientId or id matches. */
export const entryFrame =
  (type: number, match: (e: ChatEntry) => boolean) =>
  (f: SocketFrame): boolean =>
    f.type === type && typeof f.data === 'object' && f.data !== null && match(f.data as ChatEntry);

/** True for an error frame refusing clientId (any error frame when clientId is undefined). */
export const errorFor =
  (clientId?: string) =>
  (f: SocketFrame): boolean =>
    f.type === ERROR_FRAME_TYPE && (clientId === undefined || (f.data as { clientId?: string }).clientId === clientId);

/** Sends a message and waits for its own broadcast (or throws with the refusal). */
export async function say(c: Chatter, text: string, extra: Record<string, unknown> = {}): Promise<ChatEntry> {
  const clientId = `m${Math.random().toString(36).slice(2, 12)}`;
  c.socket.send({ type: MSG.CHAT, data: { text, clientId, ...extra } });
  const frame = await c.socket.next((f) => entryFrame(MSG.CHAT, (e) => e.clientId === clientId)(f) || errorFor(clientId)(f));
  if (frame.type === ERROR_FRAME_TYPE) throw new Error(`refused: ${(frame.data as { msg: string }).msg}`);
  return frame.data as ChatEntry;
}

/** Sends a text until its answer is not a rate refusal (waiting the time each refusal names): the answer frame. */
export async function sendPastRate(c: Chatter, text: string): Promise<SocketFrame> {
  for (let i = 0; ; i++) {
    const clientId = `r${i}${Math.random().toString(36).slice(2, 8)}`;
    c.socket.send({ type: MSG.CHAT, data: { text, clientId } });
    const f = await c.socket.next((x) => entryFrame(MSG.CHAT, (e) => e.clientId === clientId)(x) || errorFor(clientId)(x));
    if (f.code !== CODE.TOO_MANY) return f;
    await new Promise((r) => setTimeout(r, (f.data as { retryAfterMs: number }).retryAfterMs + 20));
  }
}

/** Writes texts for users straight into the table, `agoMs` in the past (history and rain set-ups). */
export async function seedTexts(db: pg.Pool, userIds: readonly number[], agoMs = 0): Promise<void> {
  await db.query(
    `INSERT INTO chat_messages (user_id, kind, text, created_at)
     SELECT u, 'text', 'seeded ' || u, clock_timestamp() - make_interval(secs => $2::float8 / 1000) FROM unnest($1::int[]) AS u`,
    [userIds, agoMs],
  );
}

/**
 * Moves a player's chat lines (texts, shares, tips, rains) back by a flood window, so their next line is within the
 * chat rate: for tests that make several money moves of one player on purpose, without waiting.
 */
export async function clearChatRate(db: pg.Pool, userId: number): Promise<void> {
  await db.query(`UPDATE chat_messages SET created_at = created_at - make_interval(secs => $2::float8 / 1000) WHERE user_id = $1`, [
    userId,
    FLOOD.burstWindowMs + FLOOD.minGapMs,
  ]);
}

/** The most lines the chat rate lets one player put in the room over `spanMs` (one a second, burstMax per window). */
export function floodAllowance(spanMs: number): number {
  return Math.min(Math.floor(spanMs / FLOOD.minGapMs) + 1, FLOOD.burstMax * Math.ceil(Math.max(spanMs, 1) / FLOOD.burstWindowMs));
}

/** The chat flood gate's refusals (the same words for a text, a shared bet, a tip or a rain). */
export const FLOOD_REFUSAL = /^(You are sending too fast|Too many messages)/;
