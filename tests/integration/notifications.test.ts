import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { NewsNotify, NotificationPage } from '../../src/core/feeds';
import { MSG } from '../../src/core/socket';
import { notify } from '../../server/feeds/notifications';
import { clearChatRate } from './chatHelpers';
import { Client, createTestApp, listen, register, TestSocket, type TestApp } from './helpers';

let t: TestApp;
let base: string;

beforeAll(async () => {
  t = await createTestApp();
  base = await listen(t.app);
});

afterAll(async () => {
  await t.close();
});

const page = (c: Client, q = '') => c.get<NotificationPage>(`/v1/user/notification/getNotify${q}`);

describe('notifications', () => {
  it('a tip writes one notification for the receiver and pushes type 200 to their sockets only', async () => {
    const { client: alice, user: aliceUser } = await register(t.app, 'nal');
    const { client: bob, user: bobUser } = await register(t.app, 'nbo');
    const bobSocket = await TestSocket.open(base, { cookie: bob.cookieHeader(), origin: base });
    const bobSecond = await TestSocket.open(base, { cookie: bob.cookieHeader(), origin: base });
    const aliceSocket = await TestSocket.open(base, { cookie: alice.cookieHeader(), origin: base });
    const guest = await TestSocket.open(base, { origin: base });
    const tip = await alice.post('/v1/account/sendTip', { toUserName: bobUser.userName, coin: 'USDT', amount: '2.5' });
    expect(tip.body.code).toBe(200);
    for (const s of [bobSocket, bobSecond]) {
      const frame = await s.next((f) => f.type === MSG.NEWS_NOTIFY);
      const news = frame.data as NewsNotify;
      expect(news.unread).toBe(1);
      expect(news.item).toMatchObject({ kind: 'tip', read: false, title: `Tip from ${aliceUser.nickName}` });
      expect(news.item.body).toContain('2.5 USDT');
    }
    // A frame the sender and a guest would get has had time to arrive: the tip's own type 3 reached the sender.
    await aliceSocket.next((f) => f.type === MSG.AMOUNT_CHANGE);
    await bobSocket.next((f) => f.type === MSG.TIP);
    expect(aliceSocket.frames.some((f) => f.type === MSG.NEWS_NOTIFY)).toBe(false);
    expect(guest.frames.some((f) => f.type === MSG.NEWS_NOTIFY)).toBe(false);
    expect((await page(bob)).body.data).toMatchObject({ total: 1, unread: 1, page: 1, list: [{ kind: 'tip', read: false }] });
    expect((await page(alice)).body.data).toMatchObject({ total: 0, unread: 0, list: [] });
    // A second tip soon after is told in the same row; a replayed tip (same key) is not told twice.
    await clearChatRate(t.db, aliceUser.id);
    const key = { toUserName: bobUser.userName, coin: 'USDT', amount: '1', idempotencyKey: 'notify-tip-0001' };
    expect((await alice.post('/v1/account/sendTip', key)).body.code).toBe(200);
    expect((await alice.post('/v1/account/sendTip', key)).body.code).toBe(200);
    expect((await page(bob)).body.data).toMatchObject({
      total: 1,
      unread: 1,
      list: [{ kind: 'tip', title: `Tips from ${aliceUser.nickName}`, body: 'You received 2 tips totalling 3.5 USDT' }],
    });
    for (const s of [bobSocket, bobSecond, aliceSocket, guest]) s.close();
  });

  it('pages newest first; updRead marks one or all; cleanAll empties the list; guests get 401', async () => {
    const { client, user } = await register(t.app, 'npg');
    for (let i = 1; i <= 25; i++) await notify(t.app.db, t.app.hub, user.id, { kind: 'system', title: `Notice ${i}`, body: `body ${i}` });
    const first = (await page(client, '?page=1&size=10')).body.data!;
    expect(first).toMatchObject({ total: 25, unread: 25, page: 1, size: 10 });
    expect(first.list.map((n) => n.title)).toEqual(Array.from({ length: 10 }, (_, i) => `Notice ${25 - i}`));
    const third = (await client.post<NotificationPage>('/v1/user/notification/getNotify', { page: 3, size: 10 })).body.data!;
    expect(third.list.map((n) => n.title)).toEqual(['Notice 5', 'Notice 4', 'Notice 3', 'Notice 2', 'Notice 1']);
    expect((await page(client, '?page=9&size=10')).body.data!.list).toEqual([]);

    const one = first.list[0]!.id;
    expect((await client.get(`/v1/user/notification/updRead?id=${one}`)).body).toMatchObject({ code: 200, data: { unread: 24 } });
    const after = (await page(client, '?size=2')).body.data!;
    expect(after.list[0]).toMatchObject({ id: one, read: true });
    expect(after.list[1]!.read).toBe(false);

    // Someone else's notification: not found, nothing changed.
    const { client: other } = await register(t.app, 'noth');
    expect((await other.get(`/v1/user/notification/updRead?id=${one}`)).body.code).toBe(404);
    expect((await other.get('/v1/user/notification/cleanAll')).body).toMatchObject({ code: 200, data: { removed: 0 } });
    expect((await page(client)).body.data!.total).toBe(25);

    expect((await client.get('/v1/user/notification/updRead')).body).toMatchObject({ code: 200, data: { unread: 0 } });
    expect((await client.get('/v1/user/notification/cleanAll')).body).toMatchObject({ code: 200, data: { removed: 25 } });
    expect((await page(client)).body.data).toMatchObject({ total: 0, unread: 0, list: [] });

    const guest = new Client(t.app);
    for (const path of ['getNotify', 'updRead', 'cleanAll']) expect((await guest.get(`/v1/user/notification/${path}`)).body.code).toBe(401);
  });

  it('refuses bad input and cross-site calls with a clear message and changes nothing', async () => {
    const { client, user } = await register(t.app, 'nbad');
    await notify(t.app.db, t.app.hub, user.id, { kind: 'system', title: 'Keep me' });
    const bad: [string, RegExp][] = [
      ['getNotify?page=0', /page must be a whole number/],
      ['getNotify?size=51', /size must be a whole number/],
      ['getNotify?page=1e3', /page must be a whole number/],
      ['getNotify?evil=1', /evil|Unrecognized|unknown/i],
      ['updRead?id=abc', /id must be a notification number/],
      ['updRead?id=-1', /id must be a notification number/],
      ['updRead?id=99999999999999999', /id must be a notification number/],
      ['cleanAll?x=1', /x|Unrecognized|unknown/i],
    ];
    for (const [path, msg] of bad) {
      const res = await client.get(`/v1/user/notification/${path}`);
      expect(res.body.code, path).toBe(400);
      expect(res.body.msg, path).toMatch(msg);
    }
    const cross = await client.request('GET', '/v1/user/notification/cleanAll', undefined, { 'sec-fetch-site': 'cross-site' });
    expect(cross.body.code).toBe(403);
    const foreign = await client.request('GET', '/v1/user/notification/updRead', undefined, { origin: 'https://evil.example' });
    expect(foreign.body.code).toBe(403);
    expect((await page(client)).body.data).toMatchObject({ total: 1, unread: 1 });
  });
});
