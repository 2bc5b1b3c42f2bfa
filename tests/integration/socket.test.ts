import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_FRAME_BYTES, MSG } from '../../src/core/socket';
import { Client, createTestApp, listen, PASSWORD, register, TestSocket, type TestApp } from './helpers';

let t: TestApp;
let base: string;
const sockets: TestSocket[] = [];

async function open(opts: { cookie?: string; origin?: string } = {}): Promise<TestSocket> {
  const s = await TestSocket.open(base, opts);
  sockets.push(s);
  return s;
}

beforeAll(async () => {
  t = await createTestApp();
  base = await listen(t.app);
});

afterAll(async () => {
  for (const s of sockets) s.close();
  await t.close();
});

describe('socket /chat', () => {
  it('answers the heartbeat', async () => {
    const s = await open();
    s.send({ type: 0 });
    expect(await s.next((f) => f.type === MSG.HEARTBEAT)).toEqual({ type: 0, code: 1 });
  });

  it('pushes the online count on connect and when it changes', async () => {
    const first = await open();
    const initial = await first.next((f) => f.type === MSG.ONLINE_COUNT);
    const before = (initial.data as { online: number }).online;
    expect(before).toBeGreaterThanOrEqual(1);
    first.frames.length = 0;
    const { client } = await register(t.app, 'onl');
    await open({ cookie: client.cookieHeader() });
    const update = await first.next((f) => f.type === MSG.ONLINE_COUNT && (f.data as { online: number }).online === before + 1);
    expect(update.data).toEqual({ online: before + 1 });
    expect((await client.get<{ online: number }>('/v1/user/wsinfo')).body.data!.online).toBe(before + 1);
  });

  it('answers malformed frames with an error frame and keeps the socket', async () => {
    const s = await open();
    s.send('not json');
    expect(await s.next((f) => f.type === -1)).toEqual({ type: -1, code: 400, data: { msg: 'Frame is not valid JSON' } });
    s.send({ kind: 'no type' });
    expect((await s.next((f) => f.type === -1)).data).toEqual({ msg: 'Frame type must be an integer' });
    s.send([1, 2]);
    expect((await s.next((f) => f.type === -1)).code).toBe(400);
    s.ws.send(Buffer.from([1, 2, 3]), { binary: true });
    expect((await s.next((f) => f.type === -1)).data).toEqual({ msg: 'Frames must be JSON text' });
    s.send({ type: 10, text: 'hello' });
    expect(await s.next((f) => f.type === -1)).toEqual({ type: -1, code: 401, data: { msg: 'Please log in to chat' } });
    s.send({ type: 0 });
    expect(await s.next((f) => f.type === 0)).toEqual({ type: 0, code: 1 });
  });

  it('refuses a frame of a type only the server sends, and a bad envelope, by their schemas; nothing changes', async () => {
    const { client, user } = await register(t.app, 'wsforge');
    const s = await open({ cookie: client.cookieHeader() });
    const watcher = await open();
    const balance = async () =>
      (await t.db.query(`SELECT amount FROM balances WHERE user_id = $1 AND coin = 'USDT' AND kind = 'DEPOSIT'`, [user.id])).rows[0]
        ?.amount as string | undefined;
    const before = await balance();
    const forged = { coin: 'USDT', balanceType: 'DEPOSIT', amount: '1000000.000000', delta: '1000000.000000', reason: 'bet', ledgerId: 1 };
    s.send({ type: MSG.AMOUNT_CHANGE, data: forged });
    expect(await s.next((f) => f.type === -1)).toEqual({ type: -1, code: 400, data: { msg: 'Unknown frame type 3' } });
    s.send({ type: MSG.CHAT, code: 'x', data: { text: 'hi' } });
    expect((await s.next((f) => f.type === -1)).data).toEqual({ msg: 'Frame code must be an integer' });
    // The socket still works; nothing was pushed to anyone and the balance did not move.
    s.send({ type: 0 });
    expect(await s.next((f) => f.type === 0)).toEqual({ type: 0, code: 1 });
    expect(await balance()).toBe(before);
    expect([...s.frames, ...watcher.frames].some((f) => f.type === MSG.AMOUNT_CHANGE || f.type === MSG.CHAT)).toBe(false);
  });

  it('closes the socket on a frame over 16 KiB', async () => {
    const s = await open();
    s.send(JSON.stringify({ type: 0, pad: 'x'.repeat(MAX_FRAME_BYTES) }));
    expect((await s.closed).code).toBe(1009);
  });

  it('refuses a foreign Origin at the handshake with 1008', async () => {
    const { client } = await register(t.app, 'wsevil');
    const s = await open({ cookie: client.cookieHeader(), origin: 'https://evil.example' });
    expect((await s.closed).code).toBe(1008);
    const own = await open({ cookie: client.cookieHeader(), origin: base });
    own.send({ type: 0 });
    expect(await own.next((f) => f.type === 0)).toEqual({ type: 0, code: 1 });
  });

  it('pushes type 3 to both sides, the type 13 toast to the receiver and the tip to the chat', async () => {
    const { client: alice, user: aliceUser } = await register(t.app, 'wsa');
    const { client: bob, user: bobUser } = await register(t.app, 'wsb');
    const aliceSocket = await open({ cookie: alice.cookieHeader() });
    const bobSocket = await open({ cookie: bob.cookieHeader() });
    const res = await alice.post('/v1/account/sendTip', { toUserName: bobUser.userName, coin: 'DOGE', amount: '12.5' });
    expect(res.body.code).toBe(200);
    // The toast (no kind); the tip's chat entry (kind 'tip') goes to every socket as a 13 too.
    const toast = (f: { type: number; data?: unknown }) => f.type === MSG.TIP && !(f.data as { kind?: string }).kind;
    expect((await bobSocket.next(toast)).data).toEqual({
      fromName: aliceUser.nickName,
      coin: 'DOGE',
      amount: '12.50000000',
    });
    const { rows } = await t.db.query(`SELECT id FROM ledger WHERE user_id = $1 AND reason = 'tip_in'`, [bobUser.id]);
    expect((await bobSocket.next((f) => f.type === MSG.AMOUNT_CHANGE)).data).toEqual({
      coin: 'DOGE',
      balanceType: 'DEPOSIT',
      amount: '5012.50000000',
      delta: '12.50000000',
      reason: 'tip_in',
      ledgerId: Number(rows[0].id),
    });
    expect((await aliceSocket.next((f) => f.type === MSG.AMOUNT_CHANGE)).data).toMatchObject({
      amount: '4987.50000000',
      delta: '-12.50000000',
      reason: 'tip_out',
    });
    await aliceSocket.next((f) => f.type === MSG.TIP && (f.data as { kind?: string }).kind === 'tip');
    expect(aliceSocket.frames.some(toast)).toBe(false);
  });

  it("pushes 302 and closes the sockets of a user's other sessions when the password changes; the changer's stay", async () => {
    const { client, user } = await register(t.app, 'ws302');
    const phone = new Client(t.app);
    expect((await phone.post('/v1/user/login', { userName: user.userName, password: PASSWORD })).body.code).toBe(200);
    const mine = await open({ cookie: client.cookieHeader() });
    const other = await open({ cookie: phone.cookieHeader() });
    const res = await client.post('/v1/user/updateLoginPassword', { oldPassword: PASSWORD, newPassword: 'another-pass-7' });
    expect(res.body).toMatchObject({ code: 200, data: { ended: 1 } });
    expect(await other.next((f) => f.type === MSG.FORCED_LOGOUT)).toEqual({ type: 302 });
    expect((await other.closed).code).toBe(4001);
    expect(mine.frames.some((f) => f.type === MSG.FORCED_LOGOUT)).toBe(false);
    expect(mine.ws.readyState).toBe(mine.ws.OPEN);
    mine.close();
  });

  it('pushes 302 to the sockets of a session logged out from another tab', async () => {
    const { client } = await register(t.app, 'wstab');
    const otherTab = await open({ cookie: client.cookieHeader() });
    expect((await client.post('/v1/user/offlineUser')).body.code).toBe(200);
    expect(await otherTab.next((f) => f.type === MSG.FORCED_LOGOUT)).toEqual({ type: 302 });
    expect((await otherTab.closed).code).toBe(4001);
  });
});
