// The book's side of the message bus with the casino page that frames it. Every message is an object `{sb: 1, type,
// ...}` posted to the other side's exact origin. The book reads messages only from its parent window at one of the
// casino origins its server configured, checks every field, and drops anything else.

/** The bus version both sides speak. */
export const BUS_VERSION = 1;

/** What the host tells the book. */
export type HostMessage =
  | { type: 'init'; token: string; expiresAt: number; lang: string; currency: string | null; path: string }
  | { type: 'token'; token: string; expiresAt: number }
  | { type: 'navigate'; path: string }
  | { type: 'viewport'; width: number; height: number; top: number; bottom: number; offset?: number }
  | { type: 'visibility'; hidden: boolean }
  | { type: 'logout' };

/** What the book tells the host. */
export type BookMessage =
  | { type: 'ready' }
  | { type: 'resize'; height: number }
  | { type: 'navigate'; path: string }
  | { type: 'login' }
  | { type: 'deposit' }
  | { type: 'balance' }
  | { type: 'betslip'; count: number; open: boolean }
  | { type: 'token' }
  | { type: 'scrollTop' };

/** A route inside the book: one leading slash, no scheme, no `//`, URL characters only. */
const BOOK_PATH = /^\/(?!\/)[A-Za-z0-9\-._~!$&'()*+,;=:@%/?]*$/;
/** Whether a string is a path the bus may carry. */
export const isBookPath = (v: unknown): v is string => typeof v === 'string' && v.length <= 512 && BOOK_PATH.test(v);

const MAX_TEXT = 4096;
type Check = (v: unknown) => boolean;
const str: Check = (v) => typeof v === 'string' && v.length > 0 && v.length <= MAX_TEXT;
const num: Check = (v) => typeof v === 'number' && Number.isFinite(v);
const px: Check = (v) => num(v) && (v as number) >= -100_000 && (v as number) <= 100_000;
const bool: Check = (v) => typeof v === 'boolean';
const lang: Check = (v) => typeof v === 'string' && /^[A-Za-z]{2,3}([_-][A-Za-z0-9]{2,8})*$/.test(v);
const coin: Check = (v) => v === null || (typeof v === 'string' && /^[A-Za-z0-9]{2,12}$/.test(v));

/** The fields of each host message; a message with a field missing, unknown or of another shape is dropped. */
const HOST_FIELDS: Record<HostMessage['type'], Record<string, Check>> = {
  init: { token: str, expiresAt: num, lang, currency: coin, path: isBookPath },
  token: { token: str, expiresAt: num },
  navigate: { path: isBookPath },
  viewport: { width: px, height: px, top: px, bottom: px },
  visibility: { hidden: bool },
  logout: {},
};
/** Fields a host message may leave out: the frame's place in the host window (without it the book measures it). */
const OPTIONAL: Partial<Record<HostMessage['type'], Record<string, Check>>> = { viewport: { offset: px } };

/** The host's message in a window message event, or null: another window, another origin, another shape. */
export function readHostMessage(
  event: Pick<MessageEvent, 'origin' | 'data' | 'source'>,
  origins: readonly string[],
  parent: unknown,
): HostMessage | null {
  if (event.source !== parent || !origins.includes(event.origin)) return null;
  let data: unknown = event.data;
  if (typeof data === 'string') {
    if (data.length > MAX_TEXT) return null;
    try {
      data = JSON.parse(data);
    } catch {
      return null;
    }
  }
  if (typeof data !== 'object' || data === null || Array.isArray(data)) return null;
  const record = data as Record<string, unknown>;
  if (record.sb !== BUS_VERSION || typeof record.type !== 'string' || !Object.hasOwn(HOST_FIELDS, record.type)) return null;
  const type = record.type as HostMessage['type'];
  const fields = HOST_FIELDS[type];
  const optional = OPTIONAL[type] ?? {};
  for (const key of Object.keys(record)) {
    if (key === 'sb' || key === 'type') continue;
    const check = Object.hasOwn(fields, key) ? fields[key] : Object.hasOwn(optional, key) ? optional[key] : undefined;
    if (!check || !check(record[key])) return null;
  }
  for (const key of Object.keys(fields)) if (!Object.hasOwn(record, key)) return null;
  const { sb: _sb, ...message } = record;
  return message as HostMessage;
}

/** The window the bus needs: where messages arrive, and the parent it posts to. */
export interface BusWindow {
  parent: { postMessage(message: unknown, targetOrigin: string): void };
  addEventListener(type: 'message', listener: (event: MessageEvent) => void): void;
  removeEventListener(type: 'message', listener: (event: MessageEvent) => void): void;
}

/**
 * The bus as the book uses it: posts to the host and hands on what the host says. Until the host has spoken, a
 * message goes to the host origin the frame's ancestry names, or else to each configured casino origin (a browser
 * delivers a message only where the target origin matches, so the others fall away); the first valid host message
 * fixes the origin. Standalone (no parent), nothing is posted.
 */
export class BookBus {
  private hostOrigin: string | null;
  private readonly listeners = new Set<(message: HostMessage) => void>();
  private readonly onMessage = (event: MessageEvent) => {
    const message = readHostMessage(event, this.origins, this.win.parent);
    if (!message) return;
    this.hostOrigin = event.origin;
    for (const listener of this.listeners) listener(message);
  };

  constructor(
    private readonly win: BusWindow,
    private readonly origins: readonly string[],
    /** The host's origin if the frame's ancestry tells it (location.ancestorOrigins, document.referrer). */
    hint: string | null,
    readonly framed: boolean,
  ) {
    this.hostOrigin = hint !== null && origins.includes(hint) ? hint : null;
    if (framed) win.addEventListener('message', this.onMessage);
  }

  /** Calls the listener with every valid host message; returns the stop. */
  listen(listener: (message: HostMessage) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** Posts a message to the host (nothing when standalone). */
  send(message: BookMessage): void {
    if (!this.framed) return;
    const targets = this.hostOrigin ? [this.hostOrigin] : this.origins;
    for (const origin of targets) this.win.parent.postMessage({ sb: BUS_VERSION, ...message }, origin);
  }

  /** Stops listening. */
  close(): void {
    this.win.removeEventListener('message', this.onMessage);
    this.listeners.clear();
  }
}

/** The host origin the frame's ancestry names, when the browser tells (Chromium's ancestorOrigins, the referrer). */
export function ancestorOrigin(loc: Location, referrer: string): string | null {
  const ancestors = (loc as Location & { ancestorOrigins?: DOMStringList }).ancestorOrigins;
  if (ancestors && ancestors.length > 0) return ancestors[0] ?? null;
  try {
    return referrer ? new URL(referrer).origin : null;
  } catch {
    return null;
  }
}
