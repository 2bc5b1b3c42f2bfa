import { listenToMessages } from '../frameListener';

/**
 * Messages a third-party game frame may post to the page. Only those from the launch answer's `origin` (the
 * provider's, never ours) are read, and only these shapes, as an object or its JSON text:
 * - `{type: 'exit'}`: the player left the game: the page goes to the lobby (/).
 * - `{type: 'deposit'}`: the game asks for funds: the wallet dialog opens on Deposit.
 * - `{type: 'ready'}`: the game has loaded: its loading veil goes.
 * - `{type: 'balance'}`: the game moved money: our server is asked for the balances (one coalesced read). Whatever
 *   amounts the message carries are ignored: a frame is never trusted for a balance (the socket's type 3 and our own
 *   reads are).
 * Everything else (other origins, other shapes, other types) is ignored.
 */
export const FRAME_MESSAGE_TYPES = ['exit', 'deposit', 'ready', 'balance'] as const;
/** A message type the page acts on. */
export type FrameMessageType = (typeof FRAME_MESSAGE_TYPES)[number];

const isType = (value: unknown): value is FrameMessageType => (FRAME_MESSAGE_TYPES as readonly unknown[]).includes(value);

/** The type of an accepted message, or null when the message is not one to act on (see FRAME_MESSAGE_TYPES). */
export function readFrameMessage(event: Pick<MessageEvent, 'origin' | 'data'>, origin: string): FrameMessageType | null {
  if (!origin || event.origin !== origin) return null;
  let data: unknown = event.data;
  if (typeof data === 'string') {
    // Some studios post JSON text; a long string is nothing we accept.
    if (data.length > 1024) return null;
    try {
      data = JSON.parse(data);
    } catch {
      return null;
    }
  }
  if (typeof data !== 'object' || data === null) return null;
  const type = (data as { type?: unknown }).type;
  return isType(type) ? type : null;
}

/** Listens to a window's messages from one origin; returns the stop. */
export function listenToFrame(win: Window, origin: string, onMessage: (type: FrameMessageType) => void): () => void {
  return listenToMessages(win, (event) => readFrameMessage(event, origin), onMessage);
}
