import type { FastifyInstance } from 'fastify';
import type { RawData, WebSocket } from 'ws';
import { CODE } from '../../src/core/api';
import { ERROR_FRAME_TYPE, HEARTBEAT_ACK_CODE, MAX_FRAME_BYTES, MSG, type SocketFrame } from '../../src/core/socket';
import { clientFrameSchemas, decodeEnvelope } from '../../src/core/socketFrames';
import { handleChatFrame } from '../chat/socketHook';
import { WindowLimiter } from '../lib/WindowLimiter';
import { originAllowed } from '../plugins/origin';
import { getAuth } from '../plugins/session';
import type { Refusal } from './hub';
import type { Auth } from '../auth/sessions';

// A client heartbeats every 3 s; 40 frames in 10 s is far beyond any honest use.
const FRAME_LIMIT = { max: 40, windowMs: 10_000 };

function errorFrame(code: number, msg: string): string {
  return JSON.stringify({ type: ERROR_FRAME_TYPE, code, data: { msg } } satisfies SocketFrame);
}

/**
 * Parses one text frame into {type, code?, data?} by the frame envelope's schema, or returns the reason it is malformed.
 * Its payload is checked by its type's schema (clientFrameSchemas) where the type is handled: a chat frame after the
 * login and flood checks, as docs/protocol.md orders them.
 */
export function decodeFrame(raw: RawData, isBinary: boolean): SocketFrame | string {
  if (isBinary) return 'Frames must be JSON text';
  let value: unknown;
  try {
    value = JSON.parse(Buffer.isBuffer(raw) ? raw.toString('utf8') : Buffer.concat(raw as Buffer[]).toString('utf8'));
  } catch {
    return 'Frame is not valid JSON';
  }
  const envelope = decodeEnvelope(value);
  if (!envelope.ok) return envelope.error;
  if (!Object.prototype.hasOwnProperty.call(clientFrameSchemas, envelope.frame.type)) return `Unknown frame type ${envelope.frame.type}`;
  return envelope.frame;
}

/** The live socket at /chat: heartbeats, online count and pushes; guests welcome, sessions from the cookie. */
export async function socketRoutes(app: FastifyInstance): Promise<void> {
  const auths = new WeakMap<object, Auth | null>();
  const early = new WeakMap<object, Refusal>();
  app.get(
    '/chat',
    {
      websocket: true,
      preValidation: async (request) => {
        // An address already at its cap is refused before any session lookup, so a flood of handshakes costs no
        // database work (a place freed in the meantime goes to the client's next attempt).
        const refusal = app.hub.refusal(request.ip, null);
        if (refusal) return void early.set(request, refusal);
        // Resolved before the upgrade, so the handler can attach its listeners synchronously and miss no frame.
        auths.set(request, await getAuth(request));
      },
    },
    (socket: WebSocket, request) => {
      if (!originAllowed(request)) {
        socket.close(1008, 'Cross-site connection refused');
        return;
      }
      const auth = auths.get(request) ?? null;
      // Checked again here, synchronously with add(), so concurrent handshakes cannot all slip under the cap. The
      // socket is accepted and then closed because a browser never sees why a refused upgrade failed, but does see
      // a close code.
      const refusal = early.get(request) ?? app.hub.refusal(request.ip, auth?.userId ?? null);
      if (refusal) {
        socket.close(refusal.code, refusal.reason);
        // A client that never answers the close handshake must not hold the descriptor.
        setTimeout(() => socket.terminate(), 2_000).unref();
        return;
      }
      // request.raw.socket is the TCP stream the upgraded socket writes to.
      const client = app.hub.add(socket, auth, request.ip, request.raw.socket);
      if (auth) {
        void app.vipPusher.connected(auth.userId);
        void app.bonusSettler.connected(auth.userId);
      }
      const limiter = new WindowLimiter(FRAME_LIMIT.max, FRAME_LIMIT.windowMs);
      socket.on('message', (raw, isBinary) => {
        limiter.hit('frames');
        if (limiter.retryAfterMs('frames') > 0) {
          socket.close(1008, 'Too many frames');
          return;
        }
        // ws enforces maxPayload (close 1009) while reading; this guards a fragmented frame assembled past it.
        const size = Buffer.isBuffer(raw) ? raw.length : Array.isArray(raw) ? raw.reduce((n, b) => n + b.length, 0) : raw.byteLength;
        if (size > MAX_FRAME_BYTES) {
          socket.close(1009, 'Frame too large');
          return;
        }
        const frame = decodeFrame(raw, isBinary);
        if (typeof frame === 'string') return socket.send(errorFrame(CODE.BAD_REQUEST, frame));
        switch (frame.type) {
          case MSG.HEARTBEAT:
            // Its data, if any, is not read (clientFrameSchemas).
            return socket.send(JSON.stringify({ type: MSG.HEARTBEAT, code: HEARTBEAT_ACK_CODE } satisfies SocketFrame));
          case MSG.CHAT:
          case MSG.SHARED_GAME:
            return void handleChatFrame(app, auth, frame, (text) => {
              if (socket.readyState === socket.OPEN) socket.send(text);
            });
          default:
            // A type with a schema but no handler here: refused like an unknown one.
            return socket.send(errorFrame(CODE.BAD_REQUEST, `Unknown frame type ${frame.type}`));
        }
      });
      socket.on('close', () => app.hub.remove(client));
    },
  );
}
