import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import WebSocket from 'ws';
import { HEARTBEAT_ACK_CODE, MAX_FRAME_BYTES, MSG } from '../../src/core/socket';
import { createTestApp, listen, TestSocket, type TestApp } from './helpers';

// Slow clients cannot hold the server's connections or memory: bodies sent a byte a second, headers never finished,
// connections that send nothing, and a socket that stops reading. Short time-outs keep the test quick.

let t: TestApp;
let base: string;
let port: number;

beforeAll(async () => {
  t = await createTestApp({
    HTTP_REQUEST_TIMEOUT_SEC: '2',
    HTTP_HEADERS_TIMEOUT_SEC: '2',
    HTTP_IDLE_TIMEOUT_SEC: '3',
    SOCKET_MAX_BUFFER_KB: '64',
    TRUST_PROXY: '1',
  });
  base = await listen(t.app);
  port = Number(new URL(base).port);
});

afterAll(async () => {
  await t.close();
});

/** A raw connection that writes `head` then one byte a second from `drip`, until the server closes it. */
function slow(head: string, drip: string): { closed: Promise<void>; received(): string; destroy(): void } {
  const socket = net.connect(port, '127.0.0.1');
  socket.on('error', () => undefined);
  let received = '';
  socket.on('data', (chunk) => (received += chunk.toString('latin1')));
  let i = 0;
  let timer: NodeJS.Timeout | undefined;
  socket.once('connect', () => {
    if (head) socket.write(head);
    if (drip) timer = setInterval(() => socket.writable && socket.write(drip[i++ % drip.length]!), 1_000);
  });
  const closed = new Promise<void>((resolve) => socket.once('close', () => (clearInterval(timer), resolve())));
  return { closed, received: () => received, destroy: () => socket.destroy() };
}

/** Resolves when every promise has, or rejects naming how many are still pending after timeoutMs. */
async function allWithin(promises: Promise<void>[], timeoutMs: number, what: string): Promise<void> {
  let done = 0;
  for (const p of promises) void p.then(() => done++);
  let timer: NodeJS.Timeout | undefined;
  await Promise.race([
    Promise.all(promises),
    new Promise(
      (_, reject) =>
        (timer = setTimeout(() => reject(new Error(`${promises.length - done} of ${promises.length} ${what} still open`)), timeoutMs)),
    ),
  ]).finally(() => clearTimeout(timer));
}

describe('slow clients', () => {
  it('200 bodies sent a byte a second are all closed by the request time-out; other requests are unaffected', async () => {
    // A live socket opened alongside: upgraded connections leave the HTTP time-outs behind.
    const live = new TestSocket(new WebSocket(`${base.replace(/^http/, 'ws')}/chat`));
    await new Promise((r) => live.ws.once('open', r));
    const openedAt = Date.now();
    const head = 'POST /v1/user/login HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n';
    const clients = Array.from({ length: 200 }, () => slow(head, '{"userName":"x"'));
    try {
      // Meanwhile the site answers as usual.
      for (let i = 0; i < 10; i++) {
        const res = await fetch(`${base}/v1/userApi/currency`);
        expect(res.status).toBe(200);
        expect((await res.json()).code).toBe(200);
      }
      // Two seconds of time-out, checked every second: all are gone well within 20 s even on a busy machine.
      await allWithin(
        clients.map((c) => c.closed),
        20_000,
        'slow bodies',
      );
      // Each was told why before the close.
      expect(clients.filter((c) => !c.received().startsWith('HTTP/1.1 408 ')).map((c) => c.received())).toEqual([]);
    } finally {
      for (const c of clients) c.destroy();
    }
    expect((await fetch(`${base}/healthz`)).status).toBe(200);
    // The socket, silent all along, has outlived the request and idle time-outs (plus a check interval) and answers.
    const idleMs = t.config.httpIdleTimeoutMs + 1_500;
    if (Date.now() - openedAt < idleMs) await new Promise((r) => setTimeout(r, idleMs - (Date.now() - openedAt)));
    expect(live.ws.readyState).toBe(WebSocket.OPEN);
    live.send({ type: MSG.HEARTBEAT });
    expect(await live.next((f) => f.type === MSG.HEARTBEAT)).toEqual({ type: MSG.HEARTBEAT, code: HEARTBEAT_ACK_CODE });
    live.close();
  }, 60_000);

  it('headers that never end, and connections that send nothing, are closed', async () => {
    const headers = Array.from({ length: 50 }, () => slow('GET /v1/userApi/currency HTTP/1.1\r\nHost: 127.0.0.1\r\n', 'X-Slow: 1\r\n'));
    const silent = Array.from({ length: 20 }, () => slow('', ''));
    try {
      await allWithin(
        [...headers, ...silent].map((c) => c.closed),
        20_000,
        'slow or silent connections',
      );
    } finally {
      for (const c of [...headers, ...silent]) c.destroy();
    }
  }, 60_000);

  it('a socket that stops reading is dropped once its queue passes the limit; a reading one stays', async () => {
    const ws = (ip: string) => new WebSocket(`${base.replace(/^http/, 'ws')}/chat`, { headers: { 'x-forwarded-for': ip } });
    const stalled = ws('10.9.0.1');
    const reading = ws('10.9.0.2');
    let received = 0;
    reading.on('message', () => received++);
    await Promise.all([stalled, reading].map((s) => new Promise((r) => s.once('open', r))));
    const online = () => t.app.hub.online();
    const deadline = Date.now() + 20_000;
    while (online() !== 2 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
    expect(online()).toBe(2);
    // The stalled client stops reading from its TCP socket; the server's sends pile up.
    (stalled as unknown as { _socket: net.Socket })._socket.pause();
    const pad = 'x'.repeat(64 * 1024);
    for (let i = 0; i < 2_000 && online() === 2; i++) {
      // A large well-formed frame (a push that breaks its frame schema is never sent).
      t.app.hub.broadcast({ type: MSG.SUCCESS_TOAST, data: { content: pad } });
      // Let the event loop flush to the reading socket between sends.
      await new Promise((r) => setImmediate(r));
    }
    expect(online()).toBe(1);
    expect(received).toBeGreaterThan(0);
    expect(reading.readyState).toBe(WebSocket.OPEN);
    stalled.terminate();
    reading.close();
  }, 60_000);

  it('a frame over the size limit closes the socket with 1009 and is logged at debug, without a stack', async () => {
    // Tests build the app without a logger: every request logs through app.log itself.
    const error = vi.spyOn(t.app.log, 'error');
    const debug = vi.spyOn(t.app.log, 'debug');
    try {
      const s = new TestSocket(new WebSocket(`${base.replace(/^http/, 'ws')}/chat`));
      await new Promise((r) => s.ws.once('open', r));
      s.send(JSON.stringify({ type: MSG.HEARTBEAT, pad: 'x'.repeat(MAX_FRAME_BYTES) }));
      expect((await s.closed).code).toBe(1009);
      const deadline = Date.now() + 5_000;
      while (debug.mock.calls.length === 0 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
      expect(debug.mock.calls.map((c) => c[0])).toContainEqual(expect.stringMatching(/^socket closed: .*Max payload size exceeded/));
      expect(debug.mock.calls.flat().some((arg) => arg instanceof Error)).toBe(false);
      expect(error).not.toHaveBeenCalled();
    } finally {
      error.mockRestore();
      debug.mockRestore();
    }
  });
});

describe('idle sockets', () => {
  let p: TestApp;
  afterAll(async () => {
    await p?.close();
  });

  it('a socket that stops answering pings is dropped; one that answers stays', async () => {
    p = await createTestApp({ SOCKET_PING_SEC: '1', TRUST_PROXY: '1' });
    const url = (await listen(p.app)).replace(/^http/, 'ws');
    const silent = new WebSocket(`${url}/chat`, { headers: { 'x-forwarded-for': '10.8.0.1' } });
    const answering = new WebSocket(`${url}/chat`, { headers: { 'x-forwarded-for': '10.8.0.2' } });
    await Promise.all([silent, answering].map((s) => new Promise((r) => s.once('open', r))));
    let pings = 0;
    answering.on('ping', () => pings++);
    // The silent client stops reading, so it never sees a ping nor answers one.
    (silent as unknown as { _socket: net.Socket })._socket.pause();
    const deadline = Date.now() + 20_000;
    while ((p.app.hub.online() !== 1 || pings < 3) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
    expect(p.app.hub.online()).toBe(1);
    expect(pings).toBeGreaterThanOrEqual(3);
    expect(answering.readyState).toBe(WebSocket.OPEN);
    silent.terminate();
    answering.close();
  }, 60_000);
});
