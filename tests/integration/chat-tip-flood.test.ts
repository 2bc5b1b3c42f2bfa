import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CODE } from '../../src/core/api';
import { FLOOD, type ChatEntry } from '../../src/core/chat';
import type { NewsNotify } from '../../src/core/feeds';
import { Decimal } from '../../src/core/money';
import { ERROR_FRAME_TYPE, MSG, type SocketFrame } from '../../src/core/socket';
import { TOO_MANY } from '../../server/chat/flood';
import { notify, TALLY_PUSH_GAP_MS, TALLY_WINDOW_MS } from '../../server/feeds/notifications';
import { chatter, clearChatRate, entryFrame, errorFor, floodAllowance, FLOOD_REFUSAL, say, seedTexts, type Chatter } from './chatHelpers';
import { buildOn, Client, createTestApp, ledgerMismatches, listen, PASSWORD, register, TestSocket, type TestApp } from './helpers';

// Tips and rains are public chat lines: one player's flood of them, from several addresses and through two server
// processes, is held to the chat rate (refused ones move nothing), while the receivers get one tallied notification
// and one toast per window, and every other player's chat is delivered as before.
let a: TestApp;
let b: TestApp;
let baseA: string;
let baseB: string;

beforeAll(async () => {
  const env = { TRUST_PROXY: '1', SOCKET_MAX_PER_IP: '1000', SOCKET_MAX_PER_USER: '50' };
  a = await createTestApp(env);
  b = await buildOn(a.url, env);
  baseA = await listen(a.app);
  baseB = await listen(b.app);
}, 60_000);

afterAll(async () => {
  await b.close();
  await a.close();
});

interface Answer {
  code: number;
  msg: string;
  data: unknown;
}

/** One of a player's sessions: logged in from its own address, calling one server process over real HTTP. */
interface Session {
  cookie: string;
  ip: string;
  base: string;
}

/** Logs the player in from `count` addresses, the sessions spread over both processes. */
async function sessions(userName: string, count: number): Promise<Session[]> {
  const out: Session[] = [];
  for (let i = 0; i < count; i++) {
    const ip = `198.51.100.${10 + i}`;
    const client = new Client(i % 2 === 0 ? a.app : b.app, { ip });
    const res = await client.post('/v1/user/login', { userName, password: PASSWORD });
    expect(res.body.code, res.body.msg).toBe(200);
    out.push({ cookie: client.cookieHeader(), ip, base: i % 2 === 0 ? baseA : baseB });
  }
  return out;
}

function post(s: Session, url: string, body: unknown): Promise<Answer> {
  return fetch(`${s.base}${url}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie: s.cookie, origin: s.base, 'x-forwarded-for': s.ip },
    body: JSON.stringify(body),
  }).then((r) => r.json() as Promise<Answer>);
}

/** Fires `count` calls, one every `gapMs`, round-robin over the sessions; resolves with the answers and the span. */
async function flood(all: Session[], count: number, gapMs: number, call: (s: Session, i: number) => Promise<Answer>) {
  const started = performance.now();
  const pending: Promise<Answer>[] = [];
  for (let i = 0; i < count; i++) {
    pending.push(call(all[i % all.length]!, i));
    await new Promise((r) => setTimeout(r, gapMs));
  }
  const answers = await Promise.all(pending);
  return { answers, spanMs: performance.now() - started };
}

/** Waits until a marker notification sent through each process reached the socket: every earlier push has too. */
async function drained(socket: TestSocket, userId: number): Promise<void> {
  for (const app of [a, b]) {
    const title = `marker ${Math.random().toString(36).slice(2)}`;
    await notify(app.app.db, app.app.hub, userId, { kind: 'system', title });
    await socket.next((f) => f.type === MSG.NEWS_NOTIFY && (f.data as NewsNotify).item.title === title, 10_000);
    await a.db.query('DELETE FROM notifications WHERE user_id = $1 AND title = $2', [userId, title]);
  }
}

const tipToasts = (s: TestSocket) => s.frames.filter((f) => f.type === MSG.TIP && !(f.data as { id?: number }).id);
const notices = (s: TestSocket, kind: string) =>
  s.frames.filter((f) => f.type === MSG.NEWS_NOTIFY && (f.data as NewsNotify).item.kind === kind).map((f) => f.data as NewsNotify);
const usdt = async (userId: number) =>
  new Decimal(
    (
      await a.db.query<{ amount: string }>(`SELECT amount FROM balances WHERE user_id = $1 AND coin = 'USDT' AND kind = 'DEPOSIT'`, [
        userId,
      ])
    ).rows[0]!.amount,
  );
const chatLines = async (userId: number, kind: string) =>
  (await a.db.query<{ n: number }>('SELECT count(*)::int AS n FROM chat_messages WHERE user_id = $1 AND kind = $2', [userId, kind]))
    .rows[0]!.n;

/** Quiet players each say one line during a flood; every line must reach every listener (both processes). */
async function quietTalk(quiet: Chatter[], listeners: TestSocket[], tag: string): Promise<void> {
  await Promise.all(
    quiet.map(async (q, i) => {
      const entry = await say(q, `quiet ${tag} ${i}`);
      for (const l of listeners)
        await l.next(
          entryFrame(MSG.CHAT, (e) => e.id === entry.id),
          10_000,
        );
    }),
  );
}

describe('tip and rain floods', () => {
  it('100 tips in 3 s from one player on four addresses and two processes: held to the chat rate, one toast, one tallied notice', async () => {
    const { user: flooder } = await register(a.app, 'tf');
    const { user: second, client: secondClient } = await register(a.app, 'tr');
    const mine = await sessions(flooder.userName, 4);
    // The receiver is online on both processes; a guest on each listens to the room.
    const receiverA = await TestSocket.open(baseA, { cookie: secondClient.cookieHeader(), origin: baseA });
    const receiverB = await TestSocket.open(baseB, { cookie: secondClient.cookieHeader(), origin: baseB });
    const listeners = [await TestSocket.open(baseA, { origin: baseA }), await TestSocket.open(baseB, { origin: baseB })];
    const quiet = await Promise.all([1, 2, 3].map(() => chatter(b.app, baseB, 'tq')));
    const before = await usdt(second.id);

    const running = flood(mine, 100, 30, (s) =>
      post(s, '/v1/account/sendTip', { toUserName: second.userName, coin: 'USDT', amount: '0.06' }),
    );
    // Other players chat during the flood: every line is accepted and reaches both processes' listeners.
    await quietTalk(quiet, listeners, 'tips');
    const { answers, spanMs } = await running;

    const passed = answers.filter((x) => x.code === 200).length;
    expect(passed).toBeGreaterThanOrEqual(1);
    expect(passed).toBeLessThanOrEqual(floodAllowance(spanMs));
    for (const x of answers.filter((y) => y.code !== 200)) {
      expect(x).toMatchObject({ code: CODE.TOO_MANY, data: null });
      expect(x.msg).toMatch(FLOOD_REFUSAL);
    }
    // Money moved for the accepted tips only; each is a chat line, a tip row and a ledger pair.
    expect((await usdt(second.id)).minus(before).toFixed()).toBe(new Decimal('0.06').mul(passed).toFixed());
    expect(await chatLines(flooder.id, 'tip')).toBe(passed);
    const tipRows = await a.db.query<{ n: number }>('SELECT count(*)::int AS n FROM tips WHERE from_user = $1', [flooder.id]);
    expect(tipRows.rows[0]!.n).toBe(passed);
    expect(await ledgerMismatches(a.db)).toEqual([]);
    // The room saw the accepted tips' lines only.
    for (const l of listeners) {
      const start = Date.now();
      const tipLines = () => l.frames.filter((f) => f.type === MSG.TIP && (f.data as ChatEntry).kind === 'tip');
      while (tipLines().length < passed && Date.now() - start < 10_000) await new Promise((r) => setTimeout(r, 10));
      expect(tipLines()).toHaveLength(passed);
    }

    // The receiver: one notification row per window, one toast per row, pushes at the tally's rate.
    await drained(receiverA, second.id);
    await drained(receiverB, second.id);
    const rows = await a.db.query<{ body: string; data: { count: number; total: string } }>(
      `SELECT body, data FROM notifications WHERE user_id = $1 AND kind = 'tip' ORDER BY id`,
      [second.id],
    );
    expect(rows.rows.length).toBeLessThanOrEqual(Math.floor(spanMs / TALLY_WINDOW_MS) + 1);
    expect(rows.rows.reduce((n, r) => n + r.data.count, 0)).toBe(passed);
    if (rows.rows.length === 1 && passed > 1)
      expect(rows.rows[0]!.body).toBe(`You received ${passed} tips totalling ${new Decimal('0.06').mul(passed).toFixed()} USDT`);
    for (const s of [receiverA, receiverB]) {
      expect(tipToasts(s)).toHaveLength(rows.rows.length);
      const pushed = notices(s, 'tip');
      expect(pushed.length).toBeGreaterThanOrEqual(rows.rows.length);
      expect(pushed.length).toBeLessThanOrEqual(rows.rows.length + Math.floor(spanMs / TALLY_PUSH_GAP_MS) + 1);
    }
    for (const s of [receiverA, receiverB, ...listeners, ...quiet.map((q) => q.socket)]) s.close();
  }, 90_000);

  it('40 rains in under a second from one player on four addresses: held to the chat rate, one toast and notice per recipient', async () => {
    await a.db.query(`UPDATE chat_messages SET created_at = created_at - interval '1 hour'`);
    const { user: flooder } = await register(a.app, 'rf');
    const recipients = await Promise.all([1, 2, 3].map(() => register(a.app, 'rr')));
    await seedTexts(
      a.db,
      recipients.map((r) => r.user.id),
    );
    const mine = await sessions(flooder.userName, 4);
    const theirs = await Promise.all(
      recipients.map((r, i) => TestSocket.open(i % 2 ? baseB : baseA, { cookie: r.client.cookieHeader(), origin: i % 2 ? baseB : baseA })),
    );
    const listeners = [await TestSocket.open(baseA, { origin: baseA }), await TestSocket.open(baseB, { origin: baseB })];
    const quiet = await Promise.all([1, 2].map(() => chatter(a.app, baseA, 'rq')));
    const before = await usdt(flooder.id);

    const running = flood(mine, 40, 10, (s) => post(s, '/v1/user/userChat/rain', { coin: 'USDT', amount: '0.3' }));
    await quietTalk(quiet, listeners, 'rain');
    const { answers, spanMs } = await running;

    const passed = answers.filter((x) => x.code === 200).length;
    expect(passed).toBeGreaterThanOrEqual(1);
    expect(passed).toBeLessThanOrEqual(floodAllowance(spanMs));
    for (const x of answers.filter((y) => y.code !== 200)) {
      expect(x).toMatchObject({ code: CODE.TOO_MANY, data: null });
      expect(x.msg).toMatch(FLOOD_REFUSAL);
    }
    expect(before.minus(await usdt(flooder.id)).toFixed()).toBe(new Decimal('0.3').mul(passed).toFixed());
    expect(await chatLines(flooder.id, 'rain')).toBe(passed);
    const rains = await a.db.query<{ n: number }>('SELECT count(*)::int AS n FROM chat_rains WHERE from_user = $1', [flooder.id]);
    expect(rains.rows[0]!.n).toBe(passed);
    expect(await ledgerMismatches(a.db)).toEqual([]);

    for (const [i, r] of recipients.entries()) {
      const socket = theirs[i]!;
      // Every share landed (the quiet players joined the eligible during the flood, so shares differ between rains).
      const caught = await a.db.query<{ n: number; sum: string }>(
        'SELECT count(*)::int AS n, coalesce(sum(share), 0)::text AS sum FROM chat_rains WHERE from_user = $1 AND $2 = ANY(recipients)',
        [flooder.id, r.user.id],
      );
      expect(caught.rows[0]!.n).toBe(passed);
      expect((await usdt(r.user.id)).minus(1000).eq(caught.rows[0]!.sum)).toBe(true);
      await drained(socket, r.user.id);
      const rows = await a.db.query<{ data: { count: number } }>(`SELECT data FROM notifications WHERE user_id = $1 AND kind = 'rain'`, [
        r.user.id,
      ]);
      expect(rows.rows.length).toBeLessThanOrEqual(Math.floor(spanMs / TALLY_WINDOW_MS) + 1);
      expect(rows.rows.reduce((n, row) => n + row.data.count, 0)).toBe(passed);
      const toasts = socket.frames.filter((f) => f.type === MSG.SUCCESS_TOAST);
      expect(toasts).toHaveLength(rows.rows.length);
    }
    for (const s of [...theirs, ...listeners, ...quiet.map((q) => q.socket)]) s.close();
  }, 90_000);

  it("many players tipping one receiver at once: every tip lands, the receiver's notices and toasts are tallied", async () => {
    const { user: receiver, client: receiverClient } = await register(a.app, 'mr');
    const senders = await Promise.all(Array.from({ length: 12 }, (_, i) => register(i % 2 ? b.app : a.app, 'ms')));
    const socket = await TestSocket.open(baseB, { cookie: receiverClient.cookieHeader(), origin: baseB });
    const started = performance.now();
    const answers = await Promise.all(
      senders.map((s) => s.client.post('/v1/account/sendTip', { toUserName: receiver.userName, coin: 'USDT', amount: '0.5' })),
    );
    const spanMs = performance.now() - started;
    // Each sender is within their own rate: every tip is accepted, lands in the balance and in the room.
    expect(answers.map((x) => x.body.code)).toEqual(senders.map(() => 200));
    expect((await usdt(receiver.id)).toFixed()).toBe('1006');
    const lines = await a.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM chat_messages WHERE kind = 'tip' AND (payload->>'to')::int = $1`,
      [receiver.id],
    );
    expect(lines.rows[0]!.n).toBe(12);
    await drained(socket, receiver.id);
    const rows = await a.db.query<{ title: string; body: string; data: { count: number; total: string } }>(
      `SELECT title, body, data FROM notifications WHERE user_id = $1 AND kind = 'tip' ORDER BY id`,
      [receiver.id],
    );
    expect(rows.rows.length).toBeLessThanOrEqual(Math.floor(spanMs / TALLY_WINDOW_MS) + 1);
    expect(rows.rows.reduce((n, r) => n + r.data.count, 0)).toBe(12);
    expect(rows.rows.reduce((n, r) => n.plus(r.data.total), new Decimal(0)).toFixed()).toBe('6');
    if (rows.rows.length === 1)
      expect(rows.rows[0]).toMatchObject({ title: 'Tips from several players', body: 'You received 12 tips totalling 6 USDT' });
    expect(tipToasts(socket)).toHaveLength(rows.rows.length);
    expect(notices(socket, 'tip').length).toBeLessThanOrEqual(rows.rows.length + Math.floor(spanMs / TALLY_PUSH_GAP_MS) + 1);
    socket.close();
  }, 60_000);

  it('texts, tips and rains share one rate per player: each refusal moves nothing and names the chat rule', async () => {
    const one = await chatter(a.app, baseA, 'sr');
    const { user: friend } = await register(a.app, 'sf');
    await seedTexts(a.db, [friend.id]);
    // Five texts two seconds ago: the rate's burst is used up for the next eight seconds.
    await seedTexts(
      a.db,
      Array.from({ length: FLOOD.burstMax }, () => one.user.id),
      2_000,
    );
    const before = await usdt(one.user.id);
    const tip = await one.client.post('/v1/account/sendTip', { toUserName: friend.userName, coin: 'USDT', amount: '1' });
    expect(tip.body).toMatchObject({ code: CODE.TOO_MANY, msg: TOO_MANY, data: null });
    const rain = await one.client.post('/v1/user/userChat/rain', { coin: 'USDT', amount: '1' });
    expect(rain.body).toMatchObject({ code: CODE.TOO_MANY, msg: TOO_MANY, data: null });
    expect((await usdt(one.user.id)).eq(before)).toBe(true);
    expect(await chatLines(one.user.id, 'tip')).toBe(0);
    expect(await chatLines(one.user.id, 'rain')).toBe(0);

    // A tip is a line of the rate: with four texts in the window it is the fifth, and a text after it is refused.
    await clearChatRate(a.db, one.user.id);
    await seedTexts(
      a.db,
      Array.from({ length: FLOOD.burstMax - 1 }, () => one.user.id),
      2_000,
    );
    expect((await one.client.post('/v1/account/sendTip', { toUserName: friend.userName, coin: 'USDT', amount: '1' })).body.code).toBe(200);
    one.socket.send({ type: MSG.CHAT, data: { text: 'right after my tip', clientId: 'after-tip' } });
    const refused: SocketFrame = await one.socket.next(errorFor('after-tip'));
    expect(refused.type).toBe(ERROR_FRAME_TYPE);
    expect((refused.data as { msg: string }).msg).toMatch(FLOOD_REFUSAL);
    one.socket.close();
  });
});
