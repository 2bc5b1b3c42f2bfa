import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { CLOSE_TOO_MANY_FOR_ACCOUNT, CLOSE_TOO_MANY_FROM_ADDRESS, MSG, type SocketFrame } from '../../src/core/socket';
import { createTestApp, listen, register, type TestApp } from './helpers';

// One address opening thousands of sockets: the per-address cap holds, other people still connect, the online
// count counts people, and the server keeps answering. TRUST_PROXY lets the test speak from several addresses.

let t: TestApp;
let base: string;
const open: WebSocket[] = [];

beforeAll(async () => {
  t = await createTestApp({ TRUST_PROXY: '1', SOCKET_MAX_PER_IP: '30', SOCKET_MAX_PER_USER: '12' });
  base = (await listen(t.app)).replace(/^http/, 'ws');
});

afterAll(async () => {
  for (const ws of open) ws.terminate();
  await t.close();
});

interface Attempt {
  accepted: boolean;
  code?: number;
  ws: WebSocket;
  /** Online counts the socket has received in type 2 frames, in order. */
  online: number[];
}

/** Opens a socket from an address; accepted once the server greets it with the online count, refused on close. */
function attempt(ip: string, cookie?: string): Promise<Attempt> {
  const headers: Record<string, string> = { 'x-forwarded-for': ip };
  if (cookie) headers.cookie = cookie;
  const ws = new WebSocket(`${base}/chat`, { headers });
  const online: number[] = [];
  ws.on('message', (data) => {
    const frame = JSON.parse(data.toString()) as SocketFrame;
    if (frame.type === MSG.ONLINE_COUNT) online.push((frame.data as { online: number }).online);
  });
  return new Promise((resolve) => {
    ws.once('message', () => resolve({ accepted: true, ws, online }));
    ws.once('close', (code) => resolve({ accepted: false, code, ws, online }));
    ws.once('error', () => undefined);
  });
}

/** Waits until a socket's latest online count is `n` (the count is pushed, coalesced, when it changes). */
async function seesOnline(a: Attempt, n: number): Promise<void> {
  const deadline = Date.now() + 10_000;
  while (a.online.at(-1) !== n && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
  expect(a.online.at(-1)).toBe(n);
}

const onlineNow = async (): Promise<number> => (await t.app.inject({ method: 'GET', url: '/v1/user/wsinfo' })).json().data.online;

describe('socket caps', () => {
  it('5,000 sockets from one address: 30 get in, the rest are refused with 4029, others and /healthz still answer', async () => {
    const inside: Attempt[] = [];
    const codes = new Map<number, number>();
    const httpBase = base.replace(/^ws/, 'http');
    for (let batch = 0; batch < 20; batch++) {
      const results = await Promise.all(Array.from({ length: 250 }, () => attempt('10.1.1.1')));
      for (const r of results) {
        if (r.accepted) {
          inside.push(r);
          open.push(r.ws);
        } else codes.set(r.code!, (codes.get(r.code!) ?? 0) + 1);
      }
      if (batch % 5 === 4) expect((await fetch(`${httpBase}/healthz`)).status).toBe(200);
    }
    expect(inside.length).toBe(30);
    expect(Object.fromEntries(codes)).toEqual({ [CLOSE_TOO_MANY_FROM_ADDRESS]: 4970 });
    // All 30 are one person.
    expect(inside.every((r) => r.online[0] === 1)).toBe(true);
    // Someone else connects fine.
    const other = await attempt('10.2.2.2');
    expect(other.accepted).toBe(true);
    open.push(other.ws);
    expect((await fetch(`${httpBase}/healthz`)).status).toBe(200);
    // 31 sockets, two people: in the greeting of the newcomer, in the push to the others and in wsinfo.
    expect(other.online).toEqual([2]);
    await seesOnline(inside[0]!, 2);
    expect(await onlineNow()).toBe(2);
  }, 120_000);

  it('a logged-in player gets 12 sockets, wherever from; the 13th is refused with 4030; they count as one person', async () => {
    const { client } = await register(t.app, 'tabs');
    const before = await onlineNow();
    const tabs = await Promise.all(Array.from({ length: 12 }, (_, i) => attempt(`10.3.0.${i}`, client.cookieHeader())));
    expect(tabs.every((r) => r.accepted)).toBe(true);
    open.push(...tabs.map((r) => r.ws));
    const extra = await attempt('10.3.1.1', client.cookieHeader());
    expect(extra).toMatchObject({ accepted: false, code: CLOSE_TOO_MANY_FOR_ACCOUNT });
    // Twelve tabs from twelve addresses are one person (their addresses do not count as guests).
    await seesOnline(tabs[0]!, before + 1);
    expect(tabs.at(-1)!.online.at(-1)).toBe(before + 1);
    expect(await onlineNow()).toBe(before + 1);
    // A tab that closes frees its place.
    const leaving = tabs[0]!.ws;
    const closed = new Promise((r) => leaving.once('close', r));
    leaving.close();
    await closed;
    const again = await new Promise<Attempt>((resolve) => {
      const deadline = Date.now() + 10_000;
      const retry = async (): Promise<void> => {
        const r = await attempt('10.3.1.1', client.cookieHeader());
        if (r.accepted || Date.now() > deadline) return resolve(r);
        // The server forgets the closed socket when its close event runs: try again until it has.
        setTimeout(() => void retry(), 20);
      };
      void retry();
    });
    expect(again.accepted).toBe(true);
    open.push(again.ws);
  }, 60_000);
});
