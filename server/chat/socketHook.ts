import type { FastifyInstance } from 'fastify';
import { CODE } from '../../src/core/api';
import { describeZodError } from '../../src/core/schemas';
import { ERROR_FRAME_TYPE, MSG, type SocketFrame } from '../../src/core/socket';
import { clientFrameSchemas } from '../../src/core/socketFrames';
import type { Auth } from '../auth/sessions';
import { ChatRefusal } from './flood';
import { ApiError } from '../errors';
import { runSceneCommand } from '../streamer/chatCommand';

/** Sends one text frame to the socket that asked. */
export type Reply = (text: string) => void;

/** An error frame {type: -1, code, data: {msg, clientId?, retryAfterMs?}}. */
export function chatErrorFrame(code: number, msg: string, extra: { clientId?: string; retryAfterMs?: number; notice?: true } = {}): string {
  return JSON.stringify({ type: ERROR_FRAME_TYPE, code, data: { msg, ...extra } } satisfies SocketFrame);
}

function clientIdOf(data: unknown): string | undefined {
  const id = typeof data === 'object' && data !== null ? (data as { clientId?: unknown }).clientId : undefined;
  return typeof id === 'string' && /^[A-Za-z0-9_-]{1,40}$/.test(id) ? id : undefined;
}

/**
 * Handles a chat frame (10: a message, 14: share a bet) from a socket: the author is the socket's session, never
 * the frame's fields. Every refusal answers the sender only, with an error frame naming the problem.
 */
export async function handleChatFrame(app: FastifyInstance, auth: Auth | null, frame: SocketFrame, reply: Reply): Promise<void> {
  const clientId = clientIdOf(frame.data);
  const refuse = (code: number, msg: string, retryAfterMs?: number) =>
    reply(chatErrorFrame(code, msg, { ...(clientId ? { clientId } : {}), ...(retryAfterMs !== undefined ? { retryAfterMs } : {}) }));
  if (!auth) return refuse(CODE.UNAUTHORIZED, 'Please log in to chat');
  const data = frame.data;
  if (typeof data !== 'object' || data === null || Array.isArray(data)) return refuse(CODE.BAD_REQUEST, 'Frame data must be a JSON object');
  try {
    // A flood is refused before its frames are even validated.
    app.chat.precheck(auth.userId);
    if (frame.type === MSG.SHARED_GAME) {
      const parsed = clientFrameSchemas[MSG.SHARED_GAME].safeParse(data);
      if (!parsed.success) return refuse(CODE.BAD_REQUEST, describeZodError(parsed.error));
      await app.chat.shareBet(auth.userId, parsed.data.betId, parsed.data.game);
      return;
    }
    const parsed = clientFrameSchemas[MSG.CHAT].safeParse(data);
    if (!parsed.success) return refuse(CODE.BAD_REQUEST, describeZodError(parsed.error));
    await app.chat.send(auth.userId, parsed.data);
    await runSceneCommand(app.streamer, auth.userId, parsed.data.text, (code, msg) => reply(chatErrorFrame(code, msg, { notice: true })));
  } catch (error) {
    if (error instanceof ChatRefusal)
      return refuse(error.code, error.message, error.retryAfterMs === undefined ? undefined : Math.max(0, Math.ceil(error.retryAfterMs)));
    if (error instanceof ApiError) return refuse(error.code, error.message);
    app.log.error({ err: error }, 'chat send failed');
    return refuse(CODE.ERROR, 'Send failed, please refresh and retry');
  }
}
