import { z } from '../../core/zod';
import { listenToMessages } from '../frameListener';

/**
 * The message bus between our page (the host) and the sportsbook's frame (docs/sportsbook.md, Message bus). Every
 * message is an object `{sb: 1, type, ...}` (or its JSON text), posted to the other side's origin only; the host reads
 * messages from the configured sportsbook origin only and drops any other shape. A message never carries money the
 * host would trust: a balance message only makes the host ask our own server.
 */
export const BUS_VERSION = 1;

/** A path inside the book: its own route, as the host shows it after /sportsbook. */
const bookPath = z
  .string()
  .max(512)
  .regex(/^\/(?!\/)[A-Za-z0-9\-._~!$&'()*+,;=:@%/?]*$/, { error: 'path must be a path inside the book, such as /soccer/england' });
const pixels = z.number().int().min(0).max(100_000);

const head = { sb: z.literal(BUS_VERSION) };

/** What the book tells the host. */
export const bookMessageSchema = z.discriminatedUnion('type', [
  // Loaded and listening: the host sends `init`.
  z.strictObject({ ...head, type: z.literal('ready') }),
  // Its content's height: the host sizes the frame (no inner scroll bar on a page that scrolls).
  z.strictObject({ ...head, type: z.literal('resize'), height: pixels }),
  // Its own route changed: the host writes /sportsbook{path} into the address bar without touching the frame.
  z.strictObject({ ...head, type: z.literal('navigate'), path: bookPath }),
  // A guest tapped a price: the host opens its log-in dialog.
  z.strictObject({ ...head, type: z.literal('login') }),
  // The player asked for funds: the host opens its wallet on Deposit.
  z.strictObject({ ...head, type: z.literal('deposit') }),
  // Money moved: the host reads the balances from its own server (never from the message).
  z.strictObject({ ...head, type: z.literal('balance') }),
  // The bet slip: its selections and whether it is open (the host's phone button shows the count).
  z.strictObject({ ...head, type: z.literal('betslip'), count: z.number().int().min(0).max(100), open: z.boolean() }),
  // Its token is about to end or was refused: the host asks our server for a fresh one and sends `token`.
  z.strictObject({ ...head, type: z.literal('token') }),
  // A route change inside the book: the host scrolls its page back to the frame's top.
  z.strictObject({ ...head, type: z.literal('scrollTop') }),
]);
/** A message of the book. */
export type BookMessage = z.infer<typeof bookMessageSchema>;

/** What the host tells the book. */
export type HostMessage = { sb: typeof BUS_VERSION } & (
  | { type: 'init'; token: string; expiresAt: number; lang: string; currency: string | null; path: string }
  | { type: 'token'; token: string; expiresAt: number }
  | { type: 'navigate'; path: string }
  /**
   * The host's window (width, height), its sticky header's and footer's heights (top, bottom), and where the frame's
   * top edge is in the window (offset: negative once scrolled past): the book's visible band is from
   * max(0, top - offset) to height - bottom - offset in its own coordinates.
   */
  | { type: 'viewport'; width: number; height: number; top: number; bottom: number; offset: number }
  | { type: 'visibility'; hidden: boolean }
  | { type: 'logout' }
);

/** Text longer than this is nothing the book sends. */
const MAX_TEXT = 4096;

/** The book's message in an event, or null: another origin, another shape, another version. */
export function readBookMessage(event: Pick<MessageEvent, 'origin' | 'data'>, origin: string): BookMessage | null {
  if (!origin || event.origin !== origin) return null;
  let data: unknown = event.data;
  if (typeof data === 'string') {
    if (data.length > MAX_TEXT) return null;
    try {
      data = JSON.parse(data);
    } catch {
      return null;
    }
  }
  const parsed = bookMessageSchema.safeParse(data);
  return parsed.success ? parsed.data : null;
}

/** Posts a host message to the book's window, addressed to its origin only. */
export function postToBook(target: Pick<Window, 'postMessage'>, origin: string, message: HostMessage): void {
  target.postMessage(message, origin);
}

/** Listens to a window's messages from the book's origin; returns the stop. */
export function listenToBook(win: Window, origin: string, onMessage: (message: BookMessage) => void): () => void {
  return listenToMessages(win, (event) => readBookMessage(event, origin), onMessage);
}
