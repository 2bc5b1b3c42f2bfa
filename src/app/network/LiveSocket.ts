import { HEARTBEAT_ACK_CODE, MAX_FRAME_BYTES, MSG, type SocketFrame } from '../../core/socket';

/** A heartbeat is sent every 3000 ms. */
export const HEARTBEAT_MS = 3000;
/** A lost socket reconnects after 5000 ms. */
export const RECONNECT_MS = 5000;
/** Close codes after which the socket stays closed: normal closure and message too big. */
export const NO_RECONNECT_CODES: readonly number[] = [1000, 1009];
/** Heartbeats sent without any acknowledgement before the connection is treated as lost. */
export const MAX_MISSED_HEARTBEATS = 2;
/** Error of a send on a closed socket, which also triggers a reconnect. */
export const SOCKET_SEND_ERROR = 'Network fluctuation, please try again later';
/** Error shown when a chat message could not be sent. */
export const CHAT_SEND_ERROR = 'Send failed, please refresh and retry';

/** Close code this class uses when it drops a connection that stopped answering. */
const STALE_CLOSE_CODE = 4000;
const CONNECTING = 0;
const OPEN = 1;

/** The part of the WebSocket API the class uses (a fake in tests). */
export interface WebSocketLike {
  readonly readyState: number;
  onopen: ((ev: unknown) => void) | null;
  onmessage: ((ev: { data: unknown }) => void) | null;
  onclose: ((ev: { code: number; reason?: string }) => void) | null;
  onerror: ((ev: unknown) => void) | null;
  send(data: string): void;
  close(code?: number, reason?: string): void;
}

/** Connection state reported to the owner. */
export type LiveSocketStatus = 'connecting' | 'open' | 'closed';

/** Construction options. */
export interface LiveSocketOptions {
  /** The socket URL, resolved at each connection (ws(s)://host/chat). */
  url: () => string;
  /** Every frame except heartbeat acknowledgements, parsed but not yet checked against its type's schema. */
  onFrame: (frame: SocketFrame) => void;
  onStatus?: (status: LiveSocketStatus) => void;
  /** Called with the attempt number (1, 2, 3...) each time a reconnect is scheduled after a loss. */
  onReconnectAttempt?: (attempt: number) => void;
  heartbeatMs?: number;
  reconnectMs?: number;
  createSocket?: (url: string) => WebSocketLike;
}

/**
 * Owns the WebSocket at /chat: heartbeat {type:0} every 3000 ms, an answer with code 1 resets the
 * heartbeat, reconnect 5000 ms after a loss, except on close codes 1000/1009 or when disabled.
 */
export class LiveSocket {
  private ws: WebSocketLike | null = null;
  private heartbeatTimer: ReturnType<typeof setTimeout> | null = null;
  private reconnectTimer: ReturnType<typeof setTimeout> | null = null;
  private enabled = false;
  private attempts = 0;
  private missed = 0;
  private readonly heartbeatMs: number;
  private readonly reconnectMs: number;

  constructor(private readonly options: LiveSocketOptions) {
    this.heartbeatMs = options.heartbeatMs ?? HEARTBEAT_MS;
    this.reconnectMs = options.reconnectMs ?? RECONNECT_MS;
  }

  /** True while the connection is open. */
  get connected(): boolean {
    return this.ws?.readyState === OPEN;
  }

  /** Enables the socket and connects (no-op when already connected or connecting). */
  connect(): void {
    this.enabled = true;
    if (this.ws || this.reconnectTimer) return;
    this.open();
  }

  /** Disables the socket: closes it with 1000 and cancels every timer; nothing reconnects. */
  disconnect(): void {
    this.enabled = false;
    this.clearReconnect();
    this.drop(1000, 'client disconnect');
    this.options.onStatus?.('closed');
  }

  /** Closes the current connection and opens a new one now (login and logout re-establish the socket). */
  reconnect(): void {
    this.enabled = true;
    this.clearReconnect();
    this.drop(1000, 'client reconnect');
    this.attempts = 0;
    this.open();
  }

  /** Sends a frame; on a closed socket it schedules a reconnect and throws SOCKET_SEND_ERROR. */
  send(frame: SocketFrame): void {
    const ws = this.ws;
    if (!ws || ws.readyState !== OPEN) {
      this.scheduleReconnect();
      throw new Error(SOCKET_SEND_ERROR);
    }
    const text = JSON.stringify(frame);
    if (text.length > MAX_FRAME_BYTES) throw new Error('Message is too long');
    ws.send(text);
  }

  private open(): void {
    let ws: WebSocketLike;
    this.options.onStatus?.('connecting');
    try {
      ws = this.options.createSocket
        ? this.options.createSocket(this.options.url())
        : (new WebSocket(this.options.url()) as unknown as WebSocketLike);
    } catch {
      this.options.onStatus?.('closed');
      this.scheduleReconnect();
      return;
    }
    this.ws = ws;
    ws.onopen = () => {
      this.attempts = 0;
      this.options.onStatus?.('open');
      this.resetHeartbeat();
    };
    ws.onmessage = (event) => this.receive(event.data);
    ws.onerror = () => {
      // Close follows error in browsers; the close handler decides about reconnecting.
    };
    ws.onclose = (event) => {
      if (this.ws !== ws) return;
      this.ws = null;
      this.stopHeartbeat();
      this.options.onStatus?.('closed');
      if (!NO_RECONNECT_CODES.includes(event.code)) this.scheduleReconnect();
    };
  }

  private receive(raw: unknown): void {
    if (typeof raw !== 'string') return;
    let frame: SocketFrame;
    try {
      frame = JSON.parse(raw) as SocketFrame;
    } catch {
      console.debug('socket frame dropped: Frame is not valid JSON');
      return;
    }
    if (typeof frame !== 'object' || frame === null || typeof frame.type !== 'number') {
      // The payload of the rest is decoded by onFrame (live.ts) with its type's schema.
      console.debug('socket frame dropped: Frame must be a JSON object with a numeric type');
      return;
    }
    if (frame.code === HEARTBEAT_ACK_CODE) this.resetHeartbeat();
    if (frame.type === MSG.HEARTBEAT) return;
    this.options.onFrame(frame);
  }

  /** Restarts the heartbeat countdown and forgets missed beats. */
  private resetHeartbeat(): void {
    this.stopHeartbeat();
    this.missed = 0;
    this.heartbeatTimer = setTimeout(() => this.beat(), this.heartbeatMs);
  }

  private beat(): void {
    this.heartbeatTimer = null;
    const ws = this.ws;
    if (!ws || ws.readyState !== OPEN) return;
    if (this.missed >= MAX_MISSED_HEARTBEATS) {
      // The server stopped answering: drop the connection and let the loss rule reconnect.
      this.ws = null;
      this.detach(ws);
      ws.close(STALE_CLOSE_CODE, 'heartbeat timeout');
      this.options.onStatus?.('closed');
      this.scheduleReconnect();
      return;
    }
    ws.send(JSON.stringify({ type: MSG.HEARTBEAT }));
    this.missed++;
    this.heartbeatTimer = setTimeout(() => this.beat(), this.heartbeatMs);
  }

  private stopHeartbeat(): void {
    if (this.heartbeatTimer) clearTimeout(this.heartbeatTimer);
    this.heartbeatTimer = null;
  }

  private scheduleReconnect(): void {
    if (!this.enabled || this.reconnectTimer) return;
    this.attempts++;
    this.options.onReconnectAttempt?.(this.attempts);
    this.reconnectTimer = setTimeout(() => {
      this.reconnectTimer = null;
      if (this.enabled && !this.ws) this.open();
    }, this.reconnectMs);
  }

  private clearReconnect(): void {
    if (this.reconnectTimer) clearTimeout(this.reconnectTimer);
    this.reconnectTimer = null;
  }

  private detach(ws: WebSocketLike): void {
    ws.onopen = null;
    ws.onmessage = null;
    ws.onclose = null;
    ws.onerror = null;
  }

  /** Closes the current connection without triggering the loss rule. */
  private drop(code: number, reason: string): void {
    this.stopHeartbeat();
    const ws = this.ws;
    this.ws = null;
    if (!ws) return;
    this.detach(ws);
    const close = () => {
      try {
        ws.close(code, reason);
      } catch {
        // Some engines throw when closing a socket in an odd state; it is being discarded anyway.
      }
    };
    // Closing a socket that is still connecting makes browsers log an error: let it open, then close it.
    if (ws.readyState === CONNECTING) ws.onopen = close;
    else close();
  }
}
