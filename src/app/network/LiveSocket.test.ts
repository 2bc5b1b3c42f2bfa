import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  CHAT_SEND_ERROR,
  HEARTBEAT_MS,
  LiveSocket,
  NO_RECONNECT_CODES,
  RECONNECT_MS,
  SOCKET_SEND_ERROR,
  type WebSocketLike,
} from './LiveSocket';
import type { SocketFrame } from '../../core/socket';
import { decodeClientFrame } from '../../core/socketFrames';

class FakeSocket implements WebSocketLike {
  static all: FakeSocket[] = [];
  readyState = 0;
  sent: string[] = [];
  closedWith: number | null = null;
  onopen: WebSocketLike['onopen'] = null;
  onmessage: WebSocketLike['onmessage'] = null;
  onclose: WebSocketLike['onclose'] = null;
  onerror: WebSocketLike['onerror'] = null;
  constructor(readonly url: string) {
    FakeSocket.all.push(this);
  }
  send(data: string) {
    this.sent.push(data);
  }
  close(code = 1000) {
    this.closedWith = code;
    this.readyState = 3;
  }
  // Test helpers: what the server side does.
  serverOpen() {
    this.readyState = 1;
    this.onopen?.({});
  }
  serverSend(frame: SocketFrame) {
    this.onmessage?.({ data: JSON.stringify(frame) });
  }
  serverClose(code: number) {
    this.readyState = 3;
    this.onclose?.({ code });
  }
  get heartbeats() {
    return this.sent.filter((s) => JSON.parse(s).type === 0).length;
  }
}

const latest = () => FakeSocket.all[FakeSocket.all.length - 1]!;

function make(overrides: Partial<ConstructorParameters<typeof LiveSocket>[0]> = {}) {
  const frames: SocketFrame[] = [];
  const attempts: number[] = [];
  const statuses: string[] = [];
  const socket = new LiveSocket({
    url: () => 'ws://test/chat',
    onFrame: (f) => frames.push(f),
    onReconnectAttempt: (n) => attempts.push(n),
    onStatus: (s) => statuses.push(s),
    createSocket: (url) => new FakeSocket(url),
    ...overrides,
  });
  return { socket, frames, attempts, statuses };
}

beforeEach(() => {
  vi.useFakeTimers();
  FakeSocket.all = [];
});
afterEach(() => {
  vi.useRealTimers();
});

describe('LiveSocket heartbeat', () => {
  it('sends {type:0} every 3000 ms once open', () => {
    const { socket } = make();
    socket.connect();
    const ws = latest();
    ws.serverOpen();
    vi.advanceTimersByTime(2999);
    expect(ws.heartbeats).toBe(0);
    vi.advanceTimersByTime(1);
    expect(ws.sent).toEqual([JSON.stringify({ type: 0 })]);
    // The server decodes it with the heartbeat's schema.
    expect(decodeClientFrame(JSON.parse(ws.sent[0]!))).toEqual({ ok: true, frame: { type: 0 } });
    ws.serverSend({ type: 0, code: 1 });
    vi.advanceTimersByTime(3000);
    expect(ws.heartbeats).toBe(2);
  });

  it('restarts the countdown when an answer with code 1 arrives', () => {
    const { socket, frames } = make();
    socket.connect();
    const ws = latest();
    ws.serverOpen();
    vi.advanceTimersByTime(2000);
    ws.serverSend({ type: 0, code: 1 });
    vi.advanceTimersByTime(2999);
    expect(ws.heartbeats).toBe(0);
    vi.advanceTimersByTime(1);
    expect(ws.heartbeats).toBe(1);
    expect(frames).toEqual([]); // acks are not passed on
  });

  it('drops a connection that stopped acknowledging and reconnects after 5000 ms', () => {
    const { socket, attempts } = make();
    socket.connect();
    const ws = latest();
    ws.serverOpen();
    vi.advanceTimersByTime(3000 * 3);
    expect(ws.heartbeats).toBe(2);
    expect(ws.closedWith).toBe(4000);
    expect(attempts).toEqual([1]);
    vi.advanceTimersByTime(4999);
    expect(FakeSocket.all).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(FakeSocket.all).toHaveLength(2);
  });

  it('stops the heartbeat when the connection closes', () => {
    const { socket } = make();
    socket.connect();
    const ws = latest();
    ws.serverOpen();
    ws.serverClose(1000);
    vi.advanceTimersByTime(30000);
    expect(ws.heartbeats).toBe(0);
  });
});

describe('LiveSocket reconnect', () => {
  it('reconnects 5000 ms after a loss', () => {
    const { socket, attempts } = make();
    socket.connect();
    latest().serverOpen();
    latest().serverClose(1006);
    vi.advanceTimersByTime(4999);
    expect(FakeSocket.all).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(FakeSocket.all).toHaveLength(2);
    expect(attempts).toEqual([1]);
  });

  it.each([1000, 1009])('does not reconnect after close code %i', (code) => {
    const { socket, attempts } = make();
    socket.connect();
    latest().serverOpen();
    latest().serverClose(code);
    vi.advanceTimersByTime(60000);
    expect(FakeSocket.all).toHaveLength(1);
    expect(attempts).toEqual([]);
  });

  it('does not reconnect when disabled', () => {
    const { socket } = make();
    socket.connect();
    const ws = latest();
    ws.serverOpen();
    socket.disconnect();
    expect(ws.closedWith).toBe(1000);
    ws.serverClose(1006);
    vi.advanceTimersByTime(60000);
    expect(FakeSocket.all).toHaveLength(1);
  });

  it('counts attempts across failed reconnects and resets the count once open', () => {
    const { socket, attempts } = make();
    socket.connect();
    latest().serverClose(1006);
    vi.advanceTimersByTime(5000);
    latest().serverClose(1006);
    vi.advanceTimersByTime(5000);
    latest().serverClose(1006);
    expect(attempts).toEqual([1, 2, 3]);
    vi.advanceTimersByTime(5000);
    latest().serverOpen();
    latest().serverClose(1006);
    expect(attempts).toEqual([1, 2, 3, 1]);
  });

  it('reconnect() replaces the connection at once without the loss rule', () => {
    const { socket, attempts } = make();
    socket.connect();
    const first = latest();
    first.serverOpen();
    socket.reconnect();
    expect(first.closedWith).toBe(1000);
    expect(FakeSocket.all).toHaveLength(2);
    first.serverClose(1006); // late close event of the old socket is ignored
    vi.advanceTimersByTime(60000);
    expect(FakeSocket.all).toHaveLength(2);
    expect(attempts).toEqual([]);
  });

  it('closes a replaced socket that is still connecting once it opens', () => {
    const { socket } = make();
    socket.connect();
    const connecting = latest();
    socket.reconnect();
    expect(connecting.closedWith).toBeNull();
    connecting.serverOpen();
    expect(connecting.closedWith).toBe(1000);
    expect(FakeSocket.all).toHaveLength(2);
  });
});

describe('LiveSocket frames', () => {
  it('parses frames and drops garbage with a debug log (the payload is decoded by onFrame)', () => {
    const debug = vi.spyOn(console, 'debug').mockImplementation(() => {});
    const { socket, frames } = make();
    socket.connect();
    const ws = latest();
    ws.serverOpen();
    ws.onmessage?.({ data: 'not json' });
    ws.onmessage?.({ data: JSON.stringify({ hello: 1 }) });
    ws.serverSend({ type: 2, data: { online: 42 } });
    expect(frames).toEqual([{ type: 2, data: { online: 42 } }]);
    expect(debug.mock.calls).toEqual([
      ['socket frame dropped: Frame is not valid JSON'],
      ['socket frame dropped: Frame must be a JSON object with a numeric type'],
    ]);
    debug.mockRestore();
  });

  it('fails a send on a closed socket with the spec message and schedules a reconnect', () => {
    const { socket, attempts } = make();
    socket.connect();
    latest().serverOpen();
    latest().serverClose(1000);
    expect(() => socket.send({ type: 10, data: { text: 'hi' } })).toThrow(SOCKET_SEND_ERROR);
    expect(attempts).toEqual([1]);
    vi.advanceTimersByTime(5000);
    expect(FakeSocket.all).toHaveLength(2);
  });

  it('sends JSON frames when open', () => {
    const { socket } = make();
    socket.connect();
    latest().serverOpen();
    socket.send({ type: 10, data: { text: 'gl' } });
    expect(latest().sent).toEqual([JSON.stringify({ type: 10, data: { text: 'gl' } })]);
  });
});

describe('LiveSocket constants', () => {
  it('pins the delays, the no-reconnect codes and the error texts', () => {
    expect([HEARTBEAT_MS, RECONNECT_MS]).toEqual([3000, 5000]);
    expect(NO_RECONNECT_CODES).toEqual([1000, 1009]);
    expect(SOCKET_SEND_ERROR).toBe('Network fluctuation, please try again later');
    expect(CHAT_SEND_ERROR).toBe('Send failed, please refresh and retry');
  });

  it('a send after disconnect() fails without reconnecting (manually disabled)', () => {
    const { socket, attempts } = make();
    socket.connect();
    latest().serverOpen();
    socket.disconnect();
    expect(() => socket.send({ type: 0 })).toThrow(SOCKET_SEND_ERROR);
    vi.advanceTimersByTime(60000);
    expect(attempts).toEqual([]);
    expect(FakeSocket.all).toHaveLength(1);
  });

  it('uses the default delays when none are given', () => {
    const { socket } = make();
    socket.connect();
    latest().serverOpen();
    vi.advanceTimersByTime(HEARTBEAT_MS);
    expect(latest().heartbeats).toBe(1);
    latest().serverClose(1006);
    vi.advanceTimersByTime(RECONNECT_MS - 1);
    expect(FakeSocket.all).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(FakeSocket.all).toHaveLength(2);
  });
});
