import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BetResponse } from '../../src/core/bets';
import { MSG } from '../../src/core/socket';
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
});
