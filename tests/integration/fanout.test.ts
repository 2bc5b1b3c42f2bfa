import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { BetResponse } from '../../src/core/bets';
import { MSG } from '../../src/core/socket';
import { Fanout } from '../../server/live/fanout';
import type { Hub, RelayMessage } from '../../server/live/hub';
import { TestSocket, buildOn, createTestApp, diceBody, listen, register, type TestApp } from './helpers';

// Two server processes on one database (two app instances here): a push made by one reaches the sockets held by the
// other through LISTEN/NOTIFY: a player's balance frame, a broadcast, a forced logout.
let a: TestApp;
let b: TestApp;
let baseB: string;

beforeAll(async () => {
  a = await createTestApp();
  b = await buildOn(a.url);
  await listen(a.app);
  baseB = await listen(b.app);
  // Each counts the other's listening connection.
  expect(await a.app.fanout.countPeers()).toBe(1);
  expect(await b.app.fanout.countPeers()).toBe(1);
});

afterAll(async () => {
  await b.close();
  await a.close();
});

describe('pushes across server processes', () => {
  it("a bet handled by one process pushes the balance to the player's socket on the other", async () => {
    const { client } = await register(a.app, 'fo');
    const socket = await TestSocket.open(baseB, { cookie: client.cookieHeader(), origin: baseB });
    const bet = (await client.post<BetResponse>('/api/games/dice/bet', diceBody('1'))).body.data!;
    const frame = await socket.next((f) => f.type === MSG.AMOUNT_CHANGE && (f.data as { ledgerId: number }).ledgerId === bet.ledgerId);
    expect(frame.data).toMatchObject({ coin: 'USDT', amount: bet.balance });
    // The settled bet reaches the other process's live feed (208) too.
    const feed = await socket.next((f) => f.type === MSG.LIVE_BETS);
    expect(JSON.stringify(feed.data)).toContain(String(bet.bet.id));
    socket.close();
  });

  it('a bet settled on one process moves the VIP progress (204) on the other; a level-up rings the bell', async () => {
    const { client } = await register(a.app, 'fv');
    const socket = await TestSocket.open(baseB, { cookie: client.cookieHeader(), origin: baseB });
    // The flag word comes as the socket opens.
    expect((await socket.next((f) => f.type === MSG.VIP_UNREAD)).data).toBe(0);
    await client.post<BetResponse>('/api/games/dice/bet', diceBody('20'));
    // Pushed 250 ms after the commit (VipPusher's own unit test holds the timing); the wait here is a liveness bound.
    const progress = await socket.next((f) => f.type === MSG.LEVEL_UPDATE, 5000);
    expect(progress.data).toMatchObject({
      levelId: 1,
      progress: '20',
      currentLevelValue: '0',
      nextProgress: '50',
      currentProgress: '40.00',
    });
    await client.post<BetResponse>('/api/games/dice/bet', diceBody('40'));
    const up = await socket.next((f) => f.type === MSG.LEVEL_UPDATE && (f.data as { levelId: number }).levelId === 2, 3000);
    expect(up.data).toMatchObject({ progress: '60', canGetUpReward: 1, canGetUpRewardAmount: '0.25' });
    await socket.next((f) => f.type === MSG.NEWS_NOTIFY);
    // The level-up reward is now claimable: flag bit 1.
    const flags = await socket.next((f) => f.type === MSG.VIP_UNREAD && ((f.data as number) & 2) !== 0, 3000);
    expect(flags.data).toBeGreaterThan(0);
    socket.close();
  });

  it("a tip on one process pushes the receiver's notification (200) to their socket on the other, and to nobody else", async () => {
    const { client: sender, user: senderUser } = await register(a.app, 'fns');
    const { client: receiver, user: receiverUser } = await register(a.app, 'fnr');
    const theirs = await TestSocket.open(baseB, { cookie: receiver.cookieHeader(), origin: baseB });
    const senders = await TestSocket.open(baseB, { cookie: sender.cookieHeader(), origin: baseB });
    const guest = await TestSocket.open(baseB, { origin: baseB });
    const tip = await sender.post('/v1/account/sendTip', { toUserName: receiverUser.userName, coin: 'USDT', amount: '1' });
    expect(tip.body.code).toBe(200);
    const frame = await theirs.next((f) => f.type === MSG.NEWS_NOTIFY);
    expect(frame.data).toMatchObject({ unread: 1, item: { kind: 'tip', title: `Tip from ${senderUser.nickName}` } });
    // The sender's own balance frame crossed over after the tip: a 200 for them would have too.
    await senders.next((f) => f.type === MSG.AMOUNT_CHANGE);
    await theirs.next((f) => f.type === MSG.TIP);
    expect(senders.frames.some((f) => f.type === MSG.NEWS_NOTIFY)).toBe(false);
    expect(guest.frames.some((f) => f.type === MSG.NEWS_NOTIFY)).toBe(false);
    for (const s of [theirs, senders, guest]) s.close();
  });

  it("many bets on one process reach the other's sockets as a few batched 208 frames, every bet at most once", async () => {
    const players = await Promise.all([register(a.app, 'fb1'), register(a.app, 'fb2'), register(a.app, 'fb3')]);
    const guest = await TestSocket.open(baseB, { origin: baseB });
    const ids: number[] = [];
    await Promise.all(
      players.map(async ({ client }) => {
        for (let i = 0; i < 15; i++) {
          const res = await client.post<BetResponse>('/api/games/dice/bet', diceBody('0'));
          if (res.body.code === 200) ids.push(res.body.data!.bet.id);
        }
      }),
    );
    const last = Math.max(...ids);
    const has = (f: { type: number; data?: unknown }, id: number) =>
      f.type === MSG.LIVE_BETS && (f.data as { list: { id: number }[] }).list.some((b) => b.id === id);
    const lastFrame = await guest.next((f) => has(f, last));
    const frames = [...guest.frames.filter((f) => f.type === MSG.LIVE_BETS), lastFrame];
    const seen = frames.flatMap((f) => (f.data as { list: { id: number }[] }).list.map((b) => b.id));
    expect(new Set(seen).size).toBe(seen.length);
    expect(frames.length).toBeLessThan(ids.length / 3);
    guest.close();
  });

  it('a broadcast reaches every socket of the other process, guests included', async () => {
    const guest = await TestSocket.open(baseB, { origin: baseB });
    a.app.hub.broadcast({ type: MSG.CRASH_TICK, data: { roundId: 7, elapsedMs: 1234, seq: 3, serverTime: 1 } });
    const frame = await guest.next((f) => f.type === MSG.CRASH_TICK);
    expect(frame.data).toMatchObject({ roundId: 7, elapsedMs: 1234, seq: 3 });
    guest.close();
  });

  it("ending a user's sessions on one process logs out their sockets on the other", async () => {
    const { client, user } = await register(a.app, 'fe');
    const socket = await TestSocket.open(baseB, { cookie: client.cookieHeader(), origin: baseB });
    a.app.hub.endUser(user.id);
    await socket.next((f) => f.type === MSG.FORCED_LOGOUT);
    expect((await socket.closed).code).toBe(4001);
  });

  it('a process that starts listening later is relayed to at once: it announces itself, nobody waits for a re-count', async () => {
    // Hubs that record what they are handed; re-counts by the timer are an hour apart, so only the announcement counts.
    const hub = () => {
      const got: RelayMessage[] = [];
      let relay: ((m: RelayMessage) => void) | null = null;
      const fake = { setRelay: (r: typeof relay) => (relay = r), receive: (m: RelayMessage) => got.push(m) };
      return { got, fake: fake as unknown as Hub, push: (m: RelayMessage) => relay?.(m) };
    };
    const first = hub();
    const later = hub();
    const early = new Fanout(a.db, first.fake, { peersMs: 3_600_000 });
    await early.start();
    const peersBefore = early.peerCount;
    const late = new Fanout(a.db, later.fake, { peersMs: 3_600_000 });
    await late.start();
    try {
      await vi.waitFor(() => expect(early.peerCount).toBe(peersBefore + 1), { timeout: 10_000, interval: 20 });
      const frame = { type: MSG.CHAT, data: { id: 1 } };
      first.push({ k: 'all', frame });
      await vi.waitFor(() => expect(later.got).toContainEqual({ k: 'all', frame }), { timeout: 10_000, interval: 20 });
    } finally {
      await late.stop();
      await early.stop();
    }
  });

  it('the listening connection killed under load comes back: pushes reach the other process again within 5 s', async () => {
    const guest = await TestSocket.open(baseB, { origin: baseB });
    const killed = b.app.fanout.listenerPid;
    expect(killed).not.toBeNull();
    // Load: process a pushes a tick every 20 ms throughout.
    let seq = 0;
    const load = setInterval(
      () => a.app.hub.broadcast({ type: MSG.CRASH_TICK, data: { roundId: 9, elapsedMs: 0, seq: ++seq, serverTime: 1 } }),
      20,
    );
    try {
      await guest.next((f) => f.type === MSG.CRASH_TICK);
      const { rows } = await a.db.query<{ ok: boolean }>('SELECT pg_terminate_backend($1) AS ok', [killed]);
      expect(rows[0]!.ok).toBe(true);
      const started = Date.now();
      await vi.waitFor(() => expect(b.app.fanout.listenerPid ?? killed).not.toBe(killed), { timeout: 5000, interval: 20 });
      // Every tick pushed from now on reaches the guest again.
      const resumed = seq;
      await guest.next((f) => f.type === MSG.CRASH_TICK && (f.data as { seq: number }).seq > resumed, 5000);
      expect(Date.now() - started).toBeLessThanOrEqual(5000);
      // A new connection, and it counts (and is counted by) the other process.
      expect(b.app.fanout.listenerPid).not.toBe(killed);
      await vi.waitFor(async () => expect(await a.app.fanout.countPeers()).toBe(1), { timeout: 5000, interval: 50 });
    } finally {
      clearInterval(load);
      guest.close();
    }
  });
});
