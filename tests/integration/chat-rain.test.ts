import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RAIN, type ChatEntry, type RainResult } from '../../src/core/chat';
import { Decimal } from '../../src/core/money';
import { MSG } from '../../src/core/socket';
import { entryFrame, floodAllowance, seedTexts } from './chatHelpers';
import { TestSocket, createTestApp, ledgerMismatches, listen, moneySnapshot, register, type TestApp } from './helpers';

let t: TestApp;
let base: string;

beforeAll(async () => {
  t = await createTestApp();
  base = await listen(t.app);
});

afterAll(async () => {
  await t.close();
});

const usdt = async (userId: number): Promise<Decimal> =>
  new Decimal(
    (
      await t.db.query<{ amount: string }>(`SELECT amount FROM balances WHERE user_id = $1 AND coin = 'USDT' AND kind = 'DEPOSIT'`, [
        userId,
      ])
    ).rows[0]!.amount,
  );

// Each rain test sees only its own chatters: older texts are moved out of the window first.
async function quietChat(): Promise<void> {
  await t.db.query(`UPDATE chat_messages SET created_at = created_at - interval '1 hour'`);
}

describe('rain', () => {
  it('splits equally, rounded down to the coin, the remainder staying with the sender, in one ledger transaction', async () => {
    await quietChat();
    const sender = await register(t.app, 'rs');
    const recipients = await Promise.all([1, 2, 3].map(() => register(t.app, 'rr')));
    const stale = await register(t.app, 'ro');
    await seedTexts(
      t.db,
      recipients.map((r) => r.user.id),
    );
    await seedTexts(t.db, [stale.user.id], RAIN.activeWindowMs + 60_000);
    // The sender chatted too (a few seconds ago, within the chat rate), and is not rained on.
    await seedTexts(t.db, [sender.user.id], 5_000);
    const guest = await TestSocket.open(base, { origin: base });
    const catcher = await TestSocket.open(base, { origin: base, cookie: recipients[0]!.client.cookieHeader() });
    const before = await Promise.all([sender, ...recipients, stale].map((p) => usdt(p.user.id)));

    const res = await sender.client.post<RainResult>('/v1/user/userChat/rain', { coin: 'USDT', amount: '1' });
    expect(res.body.code).toBe(200);
    const result = res.body.data!;
    expect(result).toMatchObject({ coin: 'USDT', amount: '0.999999', share: '0.333333', recipients: 3, refund: '0.000001' });
    const after = await Promise.all([sender, ...recipients, stale].map((p) => usdt(p.user.id)));
    expect(before[0]!.minus(after[0]!).toFixed()).toBe('0.999999');
    for (let i = 1; i <= 3; i++) expect(after[i]!.minus(before[i]!).toFixed()).toBe('0.333333');
    expect(after[4]!.eq(before[4]!)).toBe(true);
    const ledger = await t.db.query<{ reason: string; n: number; sum: string }>(
      `SELECT reason, count(*)::int AS n, sum(delta)::text AS sum FROM ledger WHERE ref = $1 GROUP BY reason ORDER BY reason`,
      [`rain:${result.id}`],
    );
    expect(ledger.rows).toEqual([
      { reason: 'rain_in', n: 3, sum: '0.999999000000000000' },
      { reason: 'rain_out', n: 1, sum: '-0.999999000000000000' },
    ]);
    const frame = await guest.next(entryFrame(MSG.CHAT, (e) => e.kind === 'rain'));
    const entry = frame.data as ChatEntry;
    expect(entry.rain).toMatchObject({ coin: 'USDT', amount: '0.999999', share: '0.333333' });
    expect([...entry.rain!.recipients].sort()).toEqual(recipients.map((r) => r.user.nickName).sort());
    expect(entry.user?.userName).toBe(sender.user.userName);
    // Each recipient got one notification of their share (and only they did).
    const notes = await t.db.query<{ user_id: number; kind: string; data: { amount: string; coin: string } }>(
      `SELECT user_id, kind, data FROM notifications WHERE kind = 'rain' AND (data->>'rainId')::bigint = $1 ORDER BY user_id`,
      [result.id],
    );
    expect(notes.rows.map((n) => n.user_id)).toEqual(recipients.map((r) => r.user.id).sort((a, b) => a - b));
    expect(notes.rows.every((n) => n.data.amount === '0.333333' && n.data.coin === 'USDT')).toBe(true);
    // A recipient's sockets get the notification live (200) and a toast of the share (202); a guest gets neither.
    const caught = `You caught 0.333333 USDT of ${sender.user.nickName}'s rain`;
    const news = await catcher.next((f) => f.type === MSG.NEWS_NOTIFY);
    expect(news.data).toMatchObject({ item: { kind: 'rain', body: caught } });
    expect((await catcher.next((f) => f.type === MSG.SUCCESS_TOAST)).data).toEqual({ content: caught });
    expect(guest.frames.some((f) => f.type === MSG.SUCCESS_TOAST || f.type === MSG.NEWS_NOTIFY)).toBe(false);
    expect(await ledgerMismatches(t.db)).toEqual([]);
    guest.close();
    catcher.close();
  });

  it('rains on the 25 most recently active at most', async () => {
    await quietChat();
    const sender = await register(t.app, 'rm');
    const many = [];
    for (let i = 0; i < 27; i++) many.push(await register(t.app, 'rq'));
    // The first two wrote earliest: they are left out.
    for (const p of many) await seedTexts(t.db, [p.user.id]);
    const res = await sender.client.post<RainResult>('/v1/user/userChat/rain', { coin: 'USDT', amount: '25' });
    expect(res.body.data).toMatchObject({ recipients: RAIN.maxRecipients, share: '1.000000', refund: '0.000000' });
    const got = await t.db.query<{ user_id: number }>(`SELECT user_id FROM ledger WHERE ref = $1 AND reason = 'rain_in'`, [
      `rain:${res.body.data!.id}`,
    ]);
    const ids = new Set(got.rows.map((r) => r.user_id));
    expect(ids.has(many[0]!.user.id) || ids.has(many[1]!.user.id)).toBe(false);
    expect(ids.has(many[26]!.user.id)).toBe(true);
  });

  it('refuses with nobody eligible, a share under the minimum, or more than the balance, and changes nothing', async () => {
    await quietChat();
    const sender = await register(t.app, 'rn');
    const chats = (await t.db.query('SELECT count(*)::int AS n FROM chat_messages')).rows[0].n;
    const money = await moneySnapshot(t.db);
    const none = await sender.client.post('/v1/user/userChat/rain', { coin: 'USDT', amount: '5' });
    expect(none.body).toMatchObject({ code: 400, msg: 'Nobody to rain on: no other player chatted in the last 10 minutes' });
    expect(await moneySnapshot(t.db)).toBe(money);
    const one = await register(t.app, 'r1');
    await seedTexts(t.db, [one.user.id]);
    const before = await moneySnapshot(t.db);
    const small = await sender.client.post('/v1/user/userChat/rain', { coin: 'USDT', amount: '0.001' });
    expect(small.body.code).toBe(400);
    expect(small.body.msg).toMatch(/^Each of the 1 players must get at least 0\.01 USDT/);
    const big = await sender.client.post('/v1/user/userChat/rain', { coin: 'USDT', amount: '100000' });
    expect(big.body).toMatchObject({ code: 400, msg: 'Insufficient balance' });
    await t.app.protection.lock(sender.user.id, 'chat', new Date(Date.now() + 5 * 60_000), 'Spam', null);
    const muted = await sender.client.post('/v1/user/userChat/rain', { coin: 'USDT', amount: '5' });
    expect(muted.body.code).toBe(403);
    expect(muted.body.msg).toMatch(/^You are muted in chat until \d{4}-.* UTC: Spam$/);
    expect(await moneySnapshot(t.db)).toBe(before);
    expect((await t.db.query('SELECT count(*)::int AS n FROM chat_rains')).rows[0].n).toBe(
      (await t.db.query(`SELECT count(*)::int AS n FROM ledger WHERE reason = 'rain_out'`)).rows[0].n,
    );
    expect((await t.db.query('SELECT count(*)::int AS n FROM chat_messages')).rows[0].n).toBe(chats + 1);
  });

  it('replays a rain with the same idempotency key', async () => {
    await quietChat();
    const sender = await register(t.app, 'ri');
    const one = await register(t.app, 'rj');
    await seedTexts(t.db, [one.user.id]);
    const body = { coin: 'USDT', amount: '2', idempotencyKey: 'rain-key-0001' };
    const first = await sender.client.post<RainResult>('/v1/user/userChat/rain', body);
    const again = await sender.client.post<RainResult>('/v1/user/userChat/rain', body);
    expect(again.body.data).toEqual(first.body.data);
    // The replay told nobody twice.
    const notes = await t.db.query(`SELECT 1 FROM notifications WHERE kind = 'rain' AND user_id = $1`, [one.user.id]);
    expect(notes.rowCount).toBe(1);
    expect((await usdt(one.user.id)).toFixed()).toBe(new Decimal(1000).plus(2).toFixed());
    const other = await sender.client.post('/v1/user/userChat/rain', { ...body, amount: '3' });
    expect(other.body).toMatchObject({ code: 400, msg: 'idempotencyKey was already used for a different rain' });
  });

  it('50 concurrent rains and tips of one player: held to the chat rate, never overdraw, conserve every coin', async () => {
    await quietChat();
    const sender = await register(t.app, 'rc');
    const others = await Promise.all([1, 2, 3, 4].map(() => register(t.app, 'rk')));
    await seedTexts(
      t.db,
      others.map((o) => o.user.id),
    );
    const total = async () =>
      new Decimal((await t.db.query<{ s: string }>(`SELECT sum(amount)::text AS s FROM balances WHERE coin = 'USDT'`)).rows[0]!.s);
    const start = await total();
    const balance = await usdt(sender.user.id);
    const started = performance.now();
    // 50 requests of 300 USDT each: 15,000 asked from a balance of 1,000, and 50 chat lines at once.
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        i % 2 === 0
          ? sender.client.post('/v1/user/userChat/rain', { coin: 'USDT', amount: '300' })
          : sender.client.post('/v1/account/sendTip', { toUserName: others[i % 4]!.user.userName, coin: 'USDT', amount: '300' }),
      ),
    );
    const span = performance.now() - started;
    const okCount = answers.filter((a) => a.body.code === 200).length;
    const refused = answers.filter((a) => a.body.code !== 200);
    for (const r of refused) expect(r.body.msg).toMatch(/^(You are sending too fast|Too many messages|Insufficient balance)/);
    expect(okCount).toBeGreaterThanOrEqual(1);
    expect(okCount).toBeLessThanOrEqual(Math.min(floodAllowance(span), 3));
    const after = await usdt(sender.user.id);
    expect(after.gte(0)).toBe(true);
    expect(balance.minus(after).toFixed()).toBe(new Decimal(300).mul(okCount).toFixed());
    const lines = await t.db.query(`SELECT count(*)::int AS n FROM chat_messages WHERE user_id = $1`, [sender.user.id]);
    expect(lines.rows[0].n).toBe(okCount);
    expect((await total()).eq(start)).toBe(true);
    expect(await ledgerMismatches(t.db)).toEqual([]);
  });
});
