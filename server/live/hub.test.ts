// @vitest-environment node
import { EventEmitter } from 'node:events';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { WebSocket } from 'ws';
import { CLOSE_SLOW_CONSUMER, CLOSE_TOO_MANY_FOR_ACCOUNT, CLOSE_TOO_MANY_FROM_ADDRESS, MSG } from '../../src/core/socket';
import { decodeServerFrame } from '../../src/core/socketFrames';
import { LIVE_BET } from '../../src/core/socketFrames.testing';
import { Hub, type HubClient, type RelayMessage } from './hub';

/** A socket double: records what is sent and how it ends. */
class FakeSocket extends EventEmitter {
  readyState = 1;
  /** Cork depth of its TCP stream, and the batches of frames written while it was corked. */
  corked = 0;
  writes: string[][] = [];
  bufferedAmount = 0;
  sent: string[] = [];
  closedWith: number | null = null;
  terminated = false;
  pings = 0;
  send(text: string) {
    this.sent.push(text);
    if (this.corked > 0) this.writes.at(-1)!.push(text);
    else this.writes.push([text]);
  }
  readonly stream = {
    cork: () => {
      if (this.corked++ === 0) this.writes.push([]);
    },
    uncork: () => void this.corked--,
  };
  close(code: number) {
    this.closedWith = code;
    this.readyState = 3;
  }
  terminate() {
    this.terminated = true;
    this.readyState = 3;
  }
  ping() {
    this.pings++;
  }
}

const auth = (userId: number) => ({ userId, sessionId: `s${userId}` });
let hub: Hub;

afterEach(() => {
  hub?.close();
  vi.useRealTimers();
});

const clients = new Map<FakeSocket, HubClient>();

function add(ip: string, userId: number | null = null): FakeSocket {
  const socket = new FakeSocket();
  clients.set(socket, hub.add(socket as unknown as WebSocket, userId === null ? null : auth(userId), ip, socket.stream));
  return socket;
}

describe('Hub', () => {
  it('counts people: distinct players plus distinct guest addresses', () => {
    hub = new Hub();
    add('1.1.1.1');
    add('1.1.1.1');
    add('2.2.2.2');
    add('1.1.1.1', 7);
    add('3.3.3.3', 7);
    add('1.1.1.1', 8);
    expect(hub.online()).toBe(4);
  });

  it('refuses a socket over the address cap or the account cap, and frees the place when one leaves', () => {
    hub = new Hub({ maxPerIp: 2, maxPerUser: 2 });
    const first = add('1.1.1.1');
    add('1.1.1.1', 5);
    expect(hub.refusal('1.1.1.1', null)).toEqual({ code: CLOSE_TOO_MANY_FROM_ADDRESS, reason: 'Too many connections from this address' });
    expect(hub.refusal('9.9.9.9', null)).toBeNull();
    add('9.9.9.9', 5);
    expect(hub.refusal('8.8.8.8', 5)).toEqual({ code: CLOSE_TOO_MANY_FOR_ACCOUNT, reason: 'Too many connections for this account' });
    hub.remove(clients.get(first)!);
    expect(hub.refusal('1.1.1.1', null)).toBeNull();
  });

  it('drops a socket whose unsent queue is over the limit and keeps serving the others', () => {
    hub = new Hub({ maxBufferBytes: 1000 });
    const slow = add('1.1.1.1');
    const fast = add('2.2.2.2');
    slow.bufferedAmount = 5000;
    hub.broadcast({ type: MSG.LIVE_BETS, data: { list: [LIVE_BET] } });
    expect(slow).toMatchObject({ closedWith: CLOSE_SLOW_CONSUMER, terminated: true });
    expect(fast.sent.at(-1)).toBe(JSON.stringify({ type: MSG.LIVE_BETS, data: { list: [LIVE_BET] } }));
    expect(hub.online()).toBe(1);
  });

  it("gathers players' actions for broadcastMs into one write per socket; a tick goes at once, after them, in order", () => {
    vi.useFakeTimers();
    hub = new Hub({ broadcastMs: 20 });
    const a = add('1.1.1.1');
    const b = add('2.2.2.2', 7);
    for (const s of [a, b]) {
      s.sent.length = 0;
      s.writes.length = 0;
    }
    const bet = (id: number) => ({
      type: MSG.CRASH_BET,
      data: { roundId: 1, betId: id, userName: `p${id}`, coin: 'USDT', amount: '1.000000', cashoutAt: null, payout: null },
    });
    hub.broadcast(bet(1));
    hub.broadcast(bet(2));
    vi.advanceTimersByTime(19);
    expect(a.sent).toEqual([]);
    vi.advanceTimersByTime(1);
    for (const s of [a, b]) {
      expect(s.writes).toEqual([[JSON.stringify(bet(1)), JSON.stringify(bet(2))]]);
      expect(s.corked).toBe(0);
    }
    // A frame that must not wait takes the gathered ones with it, ahead of itself.
    hub.broadcast(bet(3));
    hub.broadcast({ type: MSG.CRASH_TICK, data: { roundId: 1, elapsedMs: 80, seq: 1, serverTime: 1 } });
    expect(b.sent.slice(2).map((t) => JSON.parse(t).type)).toEqual([MSG.CRASH_BET, MSG.CRASH_TICK]);
    vi.advanceTimersByTime(100);
    expect(b.sent).toHaveLength(4);
    // A lone frame goes out alone.
    hub.broadcast(bet(4));
    vi.advanceTimersByTime(20);
    expect(a.writes.at(-1)).toEqual([JSON.stringify(bet(4))]);
    expect(a.corked).toBe(0);
  });

  it('pings on its interval and drops a socket that missed the previous pong', () => {
    vi.useFakeTimers();
    hub = new Hub({ pingIntervalMs: 1000 });
    const answering = add('1.1.1.1');
    const silent = add('2.2.2.2');
    vi.advanceTimersByTime(1000);
    expect([answering.pings, silent.pings]).toEqual([1, 1]);
    answering.emit('pong');
    vi.advanceTimersByTime(1000);
    expect(silent.terminated).toBe(true);
    expect(answering.terminated).toBe(false);
    expect(answering.pings).toBe(2);
    expect(hub.online()).toBe(1);
  });

  it('coalesces live bets: one 208 frame per interval with the latest entries, oldest first, none when idle', () => {
    vi.useFakeTimers();
    hub = new Hub({ liveBetsMs: 250, liveBetsMax: 3 });
    const guest = add('1.1.1.1');
    const frames = () =>
      guest.sent.map((t) => JSON.parse(t) as { type: number; data: { list: { id: number }[] } }).filter((f) => f.type === MSG.LIVE_BETS);
    const bet = (id: number) => ({ ...LIVE_BET, id });
    for (let id = 1; id <= 5; id++) hub.liveBet(bet(id));
    vi.advanceTimersByTime(249);
    expect(frames()).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(frames().map((f) => f.data.list.map((b) => b.id))).toEqual([[3, 4, 5]]);
    vi.advanceTimersByTime(1000);
    expect(frames()).toHaveLength(1);
    hub.liveBet(bet(6));
    vi.advanceTimersByTime(100);
    hub.liveBet(bet(7));
    vi.advanceTimersByTime(150);
    expect(frames().map((f) => f.data.list.map((b) => b.id))).toEqual([
      [3, 4, 5],
      [6, 7],
    ]);
  });

  it('instant auto-bet of 50 players at 20 bets/s: at most 4 frames/s per socket and 4 relay messages/s (was 1000)', () => {
    vi.useFakeTimers();
    hub = new Hub({ liveBetsMs: 250, liveBetsMax: 30 });
    const relayed: RelayMessage[] = [];
    hub.setRelay((m) => relayed.push(m));
    const guest = add('1.1.1.1');
    const peer = new Hub({ liveBetsMs: 250, liveBetsMax: 30 });
    const remote = {
      sent: [] as string[],
      readyState: 1,
      bufferedAmount: 0,
      on() {},
      send(t: string) {
        this.sent.push(t);
      },
      ping() {},
      close() {},
      terminate() {},
    };
    peer.add(remote as unknown as Parameters<Hub['add']>[0], null, '2.2.2.2');
    const bet = (id: number) => ({ ...LIVE_BET, id });
    let id = 0;
    const seconds = 5;
    // 50 players x 20 bets/s: a bet every millisecond.
    for (let ms = 0; ms < seconds * 1000; ms++) {
      hub.liveBet(bet(++id));
      vi.advanceTimersByTime(1);
    }
    vi.advanceTimersByTime(250);
    for (const m of relayed) peer.receive(m);
    vi.advanceTimersByTime(250);
    const frames = guest.sent
      .map((t) => JSON.parse(t) as { type: number; data: { list: { id: number }[] } })
      .filter((f) => f.type === MSG.LIVE_BETS);
    const remoteFrames = remote.sent.filter((t) => t.includes('"type":208'));
    // Before: one relay message per bet (1000/s through the fan-out); the hub already sent one frame per 250 ms.
    expect(id / seconds).toBe(1000);
    expect(frames.length / seconds).toBeLessThanOrEqual(4.2);
    expect(relayed.length / seconds).toBeLessThanOrEqual(4.2);
    expect(relayed.every((m) => m.k === 'lives' && m.bets.length <= 30)).toBe(true);
    expect(frames.every((f) => f.data.list.length <= 30)).toBe(true);
    expect(frames.at(-1)!.data.list.at(-1)!.id).toBe(id);
    // A peer applies many relayed batches as one frame of the latest 30.
    expect(remoteFrames.length).toBeGreaterThan(0);
    expect(remoteFrames.length).toBeLessThanOrEqual(2);
    peer.close();
    console.info(
      `208: ${id / seconds} bets/s -> ${frames.length / seconds} frames/s per socket, ${relayed.length / seconds} relay messages/s`,
    );
  });

  it('type 3 frames carry the ledger id of their movement', () => {
    hub = new Hub();
    const own = add('1.1.1.1', 7);
    const other = add('1.1.1.1', 8);
    hub.amountChanged([
      { userId: 7, coin: 'USDT', balanceType: 'DEPOSIT', amount: '9.000000', delta: '-1.000000', reason: 'bet', ledgerId: 42 },
    ]);
    const frame = JSON.parse(own.sent.at(-1)!);
    expect(frame).toEqual({
      type: MSG.AMOUNT_CHANGE,
      data: { coin: 'USDT', balanceType: 'DEPOSIT', amount: '9.000000', delta: '-1.000000', reason: 'bet', ledgerId: 42 },
    });
    expect(other.sent.map((t) => JSON.parse(t).type)).not.toContain(MSG.AMOUNT_CHANGE);
  });
});

describe('Hub: every push is checked against its frame schema once, before it is relayed or sent', () => {
  const change = {
    userId: 7,
    coin: 'USDT',
    balanceType: 'DEPOSIT' as const,
    amount: '9.000000',
    delta: '-1.000000',
    reason: 'bet',
    ledgerId: 42,
  };

  it('drops a malformed push of this process: nothing sent, nothing relayed, the reason reported', () => {
    vi.useFakeTimers();
    const reported: [string, boolean][] = [];
    hub = new Hub({ liveBetsMs: 10, malformedFrame: (reason, remote) => reported.push([reason, remote]) });
    const relayed: RelayMessage[] = [];
    hub.setRelay((m) => relayed.push(m));
    const socket = add('1.1.1.1', 7);
    socket.sent.length = 0;
    hub.broadcast({ type: MSG.CRASH_TICK, data: { roundId: 1, elapsedMs: '80', seq: 1, serverTime: 1 } });
    hub.sendToUser(7, { type: MSG.SUCCESS_TOAST, data: { content: '' } });
    hub.amountChanged([{ ...change, amount: 9 as unknown as string }]);
    hub.liveBet({ ...LIVE_BET, payout: '-2' });
    hub.broadcast({ type: 9999 });
    vi.advanceTimersByTime(50);
    expect(socket.sent).toEqual([]);
    expect(relayed).toEqual([]);
    expect(reported).toEqual([
      ['Frame type 401: elapsedMs must be a number', false],
      ['Frame type 202: content is empty', false],
      ['Frame type 3: amount must be a decimal string', false],
      ['Frame type 208: list.0.payout: payout must be a plain decimal such as "1.25"', false],
      ['Unknown frame type 9999', false],
    ]);
  });

  it("throws at the caller by default; a peer's malformed push is dropped without throwing", () => {
    hub = new Hub();
    const socket = add('1.1.1.1', 7);
    socket.sent.length = 0;
    expect(() => hub.amountChanged([{ ...change, ledgerId: -1 }])).toThrow('Malformed push: Frame type 3: ledgerId must not be negative');
    expect(() => hub.receive({ k: 'user', userId: 7, frame: { type: MSG.ONLINE_COUNT, data: { online: 'many' } } })).not.toThrow();
    expect(socket.sent).toEqual([]);
    // The same pushes well formed go through.
    hub.amountChanged([change]);
    hub.receive({ k: 'user', userId: 7, frame: { type: MSG.ONLINE_COUNT, data: { online: 3 } } });
    expect(socket.sent.map((t) => JSON.parse(t).type)).toEqual([MSG.AMOUNT_CHANGE, MSG.ONLINE_COUNT]);
  });

  it('every frame the hub writes itself decodes: online count, balance change, live batch, logout', () => {
    vi.useFakeTimers();
    hub = new Hub({ liveBetsMs: 10, onlineDebounceMs: 10 });
    const socket = add('1.1.1.1', 7);
    add('2.2.2.2');
    hub.amountChanged([change]);
    hub.liveBets([LIVE_BET, { ...LIVE_BET, id: 2 }]);
    hub.tipReceived(7, { fromName: 'bob', coin: 'USDT', amount: '1.000000' });
    vi.advanceTimersByTime(20);
    hub.endUser(7);
    const types = socket.sent.map((t) => {
      const decoded = decodeServerFrame(JSON.parse(t));
      expect(decoded).toMatchObject({ ok: true });
      return decoded.ok ? decoded.frame.type : null;
    });
    expect(types).toEqual([MSG.ONLINE_COUNT, MSG.AMOUNT_CHANGE, MSG.TIP, MSG.ONLINE_COUNT, MSG.LIVE_BETS, MSG.FORCED_LOGOUT]);
  });
});
