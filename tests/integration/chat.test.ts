import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CODE, type UserInfo } from '../../src/core/api';
import type { BetResponse } from '../../src/core/bets';
import {
  FLOOD,
  HISTORY_PAGE_SIZE,
  type ChatEntry,
  type ChatPage,
  type ChatRules,
  type MentionState,
  type UserBetCard,
} from '../../src/core/chat';
import { ERROR_FRAME_TYPE, MSG, type SocketFrame } from '../../src/core/socket';
import { runAdmin } from '../../server/admin/cli';
import { hasRole, setRole } from '../../server/chat/moderation';
import { chatter, entryFrame, errorFor, say, sendPastRate, type Chatter } from './chatHelpers';
import { Client, TestSocket, buildOn, createTestApp, diceBody, listen, register, type TestApp } from './helpers';
import { seedCrashBet, type SeededCrashState } from './crashSeed';

let t: TestApp;
let base: string;

beforeAll(async () => {
  t = await createTestApp();
  base = await listen(t.app);
});

afterAll(async () => {
  await t.close();
});

const msgOf = (f: SocketFrame) => (f.data as { msg: string }).msg;

describe('sending', () => {
  it('needs a login and the accepted rules; the author is the session, never the frame', async () => {
    const guest = await TestSocket.open(base, { origin: base });
    guest.send({ type: MSG.CHAT, data: { text: 'hello', clientId: 'g1' } });
    expect(msgOf(await guest.next(errorFor('g1')))).toBe('Please log in to chat');

    const { client } = await register(t.app, 'nr');
    const rules = (await client.get<ChatRules>('/v1/user/configure/chatRoomRules')).body.data!;
    expect(rules).toMatchObject({ accepted: false, version: 1 });
    expect(rules.rules.length).toBeGreaterThan(0);
    const socket = await TestSocket.open(base, { cookie: client.cookieHeader(), origin: base });
    socket.send({ type: MSG.CHAT, data: { text: 'hello', clientId: 'r1' } });
    const refused = await socket.next(errorFor('r1'));
    expect(refused.code).toBe(CODE.FORBIDDEN);
    expect(msgOf(refused)).toBe('Please accept the chat rules first');
    expect((await client.post<ChatRules>('/v1/user/updateIsFirstPopUp', {})).body.data!.accepted).toBe(true);

    const me = await chatter(t.app, base, 'sp');
    const victim = await register(t.app, 'vi');
    const entry = await say(me, '  <b>hi</b>  ', {
      from: victim.user.id,
      fromName: victim.user.nickName,
      imgUrl: 'http://evil/x.png',
      privacy: 1,
    });
    expect(entry).toMatchObject({ kind: 'text', text: '<b>hi</b>', from: me.user.id, fromName: me.user.nickName, imgUrl: '', privacy: 0 });
    expect(entry.user).toMatchObject({ name: me.user.nickName, userName: me.user.userName, hidden: false });
    // The guest sees it too.
    await guest.next(entryFrame(MSG.CHAT, (e) => e.id === entry.id));
    for (const s of [guest, socket, me.socket]) s.close();
  });

  it('a private player appears as Hidden', async () => {
    const p = await chatter(t.app, base, 'pv');
    await p.client.post('/v1/user/updatePrivacy', { privacy: 1 });
    const entry = await say(p, 'who am I');
    expect(entry).toMatchObject({
      from: 0,
      fromName: 'Hidden',
      imgUrl: '',
      privacy: 1,
      user: { name: 'Hidden', userName: 'Hidden', hidden: true },
    });
    p.socket.close();
  });

  it('refuses bad texts with a clear message and stores nothing', async () => {
    const c = await chatter(t.app, base, 'bt');
    const before = (await t.db.query('SELECT count(*)::int AS n FROM chat_messages')).rows[0].n;
    const cases: [unknown, string][] = [
      ['', 'text is empty'],
      ['   ', 'text is empty'],
      ['x'.repeat(301), 'text must be at most 300 characters'],
      ['a\u0000b', 'text must not contain control or text-direction characters'],
      ['evil\u202eexe', 'text must not contain control or text-direction characters'],
      [42, 'text must be a string'],
    ];
    for (const [text, msg] of cases) {
      c.socket.send({ type: MSG.CHAT, data: { text, clientId: 'bad' } });
      expect(msgOf(await c.socket.next(errorFor('bad')))).toBe(msg);
    }
    expect((await t.db.query('SELECT count(*)::int AS n FROM chat_messages')).rows[0].n).toBe(before);
    c.socket.close();
  });

  it('20 malformed frames each get an error frame; nothing is stored and the socket keeps working', async () => {
    const c = await chatter(t.app, base, 'mf');
    const before = (await t.db.query('SELECT count(*)::int AS n FROM chat_messages')).rows[0].n;
    const frames: unknown[] = [
      'not json',
      '[]',
      '"text"',
      '{"type":"10"}',
      { type: 10.5 },
      { type: MSG.CHAT },
      { type: MSG.CHAT, data: null },
      { type: MSG.CHAT, data: 'hi' },
      { type: MSG.CHAT, data: [1, 2] },
      { type: MSG.CHAT, data: { text: 'hi', extra: 1 } },
      { type: MSG.CHAT, data: { text: 'hi', atUsers: 'bob' } },
      { type: MSG.CHAT, data: { text: 'hi', atUsers: ['x'] } },
      { type: MSG.CHAT, data: { text: 'hi', atUsers: ['a1b2c3', 'b', 'c', 'd', 'e', 'f'] } },
      { type: MSG.CHAT, data: { text: 'hi', atUsers: ['nobody_at_all'] } },
      { type: MSG.CHAT, data: { text: 'hi', clientId: 'has space' } },
      { type: MSG.CHAT, data: { text: { toString: 'x' } } },
      { type: MSG.CHAT, data: { __proto__: { text: 'x' } } },
      { type: MSG.SHARED_GAME, data: { betId: 'abc' } },
      { type: MSG.SHARED_GAME, data: { betId: '999999999' } },
      { type: 999, data: {} },
    ];
    expect(frames).toHaveLength(20);
    for (const f of frames) {
      c.socket.send(f);
      const err = await c.socket.next((x) => x.type === ERROR_FRAME_TYPE);
      expect(msgOf(err), JSON.stringify(f)).toMatch(/\S/);
      expect(err.code, JSON.stringify(f)).toBeLessThan(500);
    }
    expect((await t.db.query('SELECT count(*)::int AS n FROM chat_messages')).rows[0].n).toBe(before);
    await say(c, 'still here');
    c.socket.close();
  });
});

describe('history', () => {
  it('pages the latest 50, then older ones, oldest first, without deleted entries', async () => {
    const t2 = await createTestApp();
    try {
      const { user } = await register(t2.app, 'hi');
      for (let i = 0; i < 120; i++) {
        await t2.db.query(`INSERT INTO chat_messages (user_id, kind, text) VALUES ($1, 'text', $2)`, [user.id, `m${i}`]);
      }
      await t2.db.query(`UPDATE chat_messages SET deleted_at = now() WHERE text = 'm119'`);
      const guest = new Client(t2.app);
      const first = (await guest.post<ChatPage>('/v1/user/userChat/getChatList', {})).body.data!;
      expect(first.list).toHaveLength(HISTORY_PAGE_SIZE);
      expect(first.list[0]!.text).toBe('m69');
      expect(first.list.at(-1)!.text).toBe('m118');
      expect(first.hasMore).toBe(true);
      const second = (await guest.post<ChatPage>('/v1/user/userChat/getChatList', { beforeId: first.list[0]!.id })).body.data!;
      expect(second.list.map((e) => e.text)).toEqual(Array.from({ length: 50 }, (_, i) => `m${i + 19}`));
      const third = (await guest.post<ChatPage>('/v1/user/userChat/getChatList', { beforeId: second.list[0]!.id })).body.data!;
      expect(third.list).toHaveLength(19);
      expect(third.hasMore).toBe(false);
      const bad = await guest.post('/v1/user/userChat/getChatList', { size: 51 });
      expect(bad.body).toMatchObject({ code: 400, msg: 'size must be 1-50' });
    } finally {
      await t2.close();
    }
  });
});

describe('mentions', () => {
  it('a mention is unread for that player until marked read; atUsers suggests public names', async () => {
    const a = await chatter(t.app, base, 'ma');
    const b = await chatter(t.app, base, 'mb');
    const entry = await say(a, `hey @${b.user.userName} look`);
    expect(entry.atUsers).toEqual([b.user.userName.toLowerCase()]);
    const state = (await b.client.get<MentionState>('/v1/user/userChat/hasRead')).body.data!;
    expect(state).toEqual({ unread: 1, ids: [entry.id] });
    expect((await a.client.get<MentionState>('/v1/user/userChat/hasRead')).body.data!.unread).toBe(0);
    const read = (await b.client.get<MentionState>(`/v1/user/userChat/hasRead?readTo=${entry.id}`)).body.data!;
    expect(read).toEqual({ unread: 0, ids: [] });

    const prefix = b.user.userName.slice(0, 4);
    const names = (await a.client.get<{ userName: string }[]>(`/v1/user/userChat/atUsers?keyword=@${prefix}`)).body.data!;
    expect(names.map((n) => n.userName)).toContain(b.user.userName);
    await b.client.post('/v1/user/updatePrivacy', { privacy: 1 });
    const hidden = (await a.client.get<{ userName: string }[]>(`/v1/user/userChat/atUsers?keyword=${prefix}`)).body.data!;
    expect(hidden.map((n) => n.userName)).not.toContain(b.user.userName);
    expect((await new Client(t.app).get('/v1/user/userChat/hasRead')).body.code).toBe(401);
    a.socket.close();
    b.socket.close();
  });
});

describe('mentions by nickname', () => {
  it('a renamed player picked from the suggestions is mentioned by the nickname chat shows, and only they are', async () => {
    const a = await chatter(t.app, base, 'na');
    const b = await chatter(t.app, base, 'nb');
    const c = await chatter(t.app, base, 'nc');
    // b takes c's handle as nickname: "@<that>" written for b must not mention c.
    const nick = c.user.userName;
    expect((await b.client.post<UserInfo>('/v1/user/updateName', { nickName: nick })).body.data!.nickName).toBe(nick);
    const entry = await say(a, `gg @${nick} nice`, { atUsers: [b.user.userName.toLowerCase()] });
    expect(entry.text).toBe(`gg @${nick} nice`);
    expect(entry.atUsers).toEqual([b.user.userName.toLowerCase()]);
    expect((await b.client.get<MentionState>('/v1/user/userChat/hasRead')).body.data!.ids).toEqual([entry.id]);
    expect((await c.client.get<MentionState>('/v1/user/userChat/hasRead')).body.data!.unread).toBe(0);
    // Written as a handle without being picked, it is that handle's mention, as before.
    const typed = await say(b, `and @${c.user.userName} too`);
    expect(typed.atUsers).toEqual([c.user.userName.toLowerCase()]);
    for (const p of [a, b, c]) p.socket.close();
  });
});

describe('flood control', () => {
  it('one message a second, five in ten seconds, no repeats: each refusal says why and when', async () => {
    const c = await chatter(t.app, base, 'fl');
    await say(c, 'first');
    c.socket.send({ type: MSG.CHAT, data: { text: 'second', clientId: 'f2' } });
    const fast = await c.socket.next(errorFor('f2'));
    expect(fast.code).toBe(CODE.TOO_MANY);
    expect(msgOf(fast)).toBe('You are sending too fast: wait a second between messages');
    const wait = (fast.data as { retryAfterMs: number }).retryAfterMs;
    expect(wait).toBeGreaterThan(0);
    expect(wait).toBeLessThanOrEqual(FLOOD.minGapMs);
    // Waits the time the server named, then the same text again is a repeat.
    await new Promise((r) => setTimeout(r, wait + 50));
    c.socket.send({ type: MSG.CHAT, data: { text: 'first', clientId: 'f3' } });
    expect(msgOf(await c.socket.next(errorFor('f3')))).toBe('You just sent that message');

    // The database is the authority across processes: five texts in the window refuse a sixth sent anywhere.
    const d = await chatter(t.app, base, 'fb');
    await t.db.query(
      `INSERT INTO chat_messages (user_id, kind, text, created_at)
       SELECT $1, 'text', 'b' || i, clock_timestamp() - make_interval(secs => 9 - i) FROM generate_series(1, 5) AS i`,
      [d.user.id],
    );
    d.socket.send({ type: MSG.CHAT, data: { text: 'sixth', clientId: 'f6' } });
    const many = await d.socket.next(errorFor('f6'));
    expect(msgOf(many)).toBe('Too many messages: at most 5 in 10 seconds');
    c.socket.close();
    d.socket.close();
  });
});

describe('moderation', () => {
  it('a moderator deletes a message for every socket live and mutes a player for a time', async () => {
    const mod = await chatter(t.app, base, 'md');
    const p = await chatter(t.app, base, 'pl');
    const guest = await TestSocket.open(base, { origin: base });
    await setRole(t.db, mod.user.id, 'moderator', true);
    const entry = await say(p, 'spam spam');
    const notMod = await p.client.post('/v1/user/userChat/delete', { id: entry.id });
    expect(notMod.body).toMatchObject({ code: 403, msg: 'Moderators only' });
    expect((await mod.client.post('/v1/user/userChat/delete', { id: entry.id })).body.code).toBe(200);
    for (const s of [mod.socket, p.socket, guest]) {
      const f = await s.next((x) => x.type === MSG.CHAT_ALT && (x.data as { id?: number }).id === entry.id);
      expect(f.data).toEqual({ event: 'delete', id: entry.id });
    }
    const again = await mod.client.post('/v1/user/userChat/delete', { id: entry.id });
    expect(again.body).toMatchObject({ code: 400, msg: 'Message not found or already deleted' });
    const page = (await new Client(t.app).post<ChatPage>('/v1/user/userChat/getChatList', {})).body.data!;
    expect(page.list.some((e) => e.id === entry.id)).toBe(false);

    const muted = await mod.client.post<{ mutedUntil: number }>('/v1/user/userChat/mute', { userName: p.user.userName, minutes: 10 });
    expect(muted.body.code).toBe(200);
    const notice = await p.socket.next((x) => x.type === MSG.CHAT_ALT && (x.data as { event: string }).event === 'mute');
    expect((notice.data as { msg: string }).msg).toMatch(/^You are muted in chat until /);
    const refused = await sendPastRate(p, 'let me talk');
    expect(refused.code).toBe(CODE.FORBIDDEN);
    expect(msgOf(refused)).toMatch(/^You are muted in chat until \d{4}-\d\d-\d\d \d\d:\d\d UTC: Muted by a moderator$/);
    expect((await p.client.get<UserInfo>('/v1/user/info')).body.data!.chatStatus).toBe(0);
    await mod.client.post('/v1/user/userChat/mute', { userName: p.user.userName, minutes: 0 });
    expect((await p.client.get<UserInfo>('/v1/user/info')).body.data!.chatStatus).toBe(1);
    expect((await sendPastRate(p, 'sorry')).type).toBe(MSG.CHAT);
    for (const s of [mod.socket, p.socket, guest]) s.close();
  });
});

describe('admin command line', () => {
  it('grants and revokes the moderator role, mutes live and unmutes; bad arguments exit 2 with the usage', async () => {
    const p = await chatter(t.app, base, 'ad');
    const name = p.user.userName;
    expect(await runAdmin(t.db, ['grant-moderator', name])).toEqual({ code: 0, out: `${name} is a moderator now` });
    expect(await hasRole(t.db, p.user.id, 'moderator')).toBe(true);
    expect(await runAdmin(t.db, ['revoke-moderator', name])).toEqual({ code: 0, out: `${name} is not a moderator now` });
    expect(await hasRole(t.db, p.user.id, 'moderator')).toBe(false);
    const muted = await runAdmin(t.db, ['mute', name, '15']);
    expect(muted.code).toBe(0);
    expect(muted.out).toMatch(new RegExp(`^${name} is muted until \\d{4}-`));
    // The running server pushes the mute to the player's socket (fan-out channel).
    const event = await p.socket.next((x) => x.type === MSG.CHAT_ALT && (x.data as { event: string }).event === 'mute');
    expect((event.data as { until: number }).until).toBeGreaterThan(Date.now());
    expect((await p.client.get<UserInfo>('/v1/user/info')).body.data!.chatStatus).toBe(0);
    expect(await runAdmin(t.db, ['unmute', name])).toEqual({ code: 0, out: `${name} can chat again` });
    expect((await p.client.get<UserInfo>('/v1/user/info')).body.data!.chatStatus).toBe(1);
    for (const bad of [
      [],
      ['mute', name],
      ['mute', name, '0'],
      ['mute', name, '1.5'],
      ['grant-moderator'],
      ['frobnicate', name],
      ['unmute', name, 'x'],
    ]) {
      const r = await runAdmin(t.db, bad);
      expect(r.code, bad.join(' ')).toBe(2);
      expect(r.out).toContain('usage: npm run -s admin --');
    }
    expect(await runAdmin(t.db, ['mute', 'nobody_here', '5'])).toEqual({ code: 1, out: 'No player named nobody_here' });
    p.socket.close();
  });
});

describe('tips and shared bets in chat', () => {
  it('a tip shows in chat for everyone (13) and toasts the receiver', async () => {
    const a = await chatter(t.app, base, 'ta');
    const b = await chatter(t.app, base, 'tb');
    const guest = await TestSocket.open(base, { origin: base });
    const res = await a.client.post('/v1/account/sendTip', { toUserName: b.user.userName, coin: 'USDT', amount: '2.5' });
    expect(res.body.code).toBe(200);
    for (const s of [a.socket, b.socket, guest]) {
      const f = await s.next(entryFrame(MSG.TIP, (e) => e.kind === 'tip' && e.tip?.toName === b.user.nickName));
      expect((f.data as ChatEntry).tip).toEqual({ fromName: a.user.nickName, toName: b.user.nickName, coin: 'USDT', amount: '2.500000' });
    }
    const toast = await b.socket.next((f) => f.type === MSG.TIP && !(f.data as { kind?: string }).kind);
    expect(toast.data).toMatchObject({ fromName: a.user.nickName, coin: 'USDT' });
    const page = (await new Client(t.app).post<ChatPage>('/v1/user/userChat/getChatList', {})).body.data!;
    expect(page.list.some((e) => e.kind === 'tip' && e.tip?.fromName === a.user.nickName)).toBe(true);
    for (const s of [a.socket, b.socket, guest]) s.close();
  });

  it('a player shares an own bet as a card (14); a bet of someone else is refused', async () => {
    const a = await chatter(t.app, base, 'sa');
    const b = await chatter(t.app, base, 'sb');
    const bet = (await a.client.post<BetResponse>('/api/games/dice/bet', diceBody('1'))).body.data!;
    a.socket.send({ type: MSG.SHARED_GAME, data: { betId: String(bet.bet.id) } });
    const card = await b.socket.next(entryFrame(MSG.SHARED_GAME, (e) => e.share?.betId === String(bet.bet.id)));
    expect((card.data as ChatEntry).share).toMatchObject({ game: 'dice', coin: 'USDT', amount: '1.000000' });
    b.socket.send({ type: MSG.SHARED_GAME, data: { betId: String(bet.bet.id), clientId: 'sx' } });
    expect(msgOf(await b.socket.next(errorFor('sx')))).toBe('Bet not found: share a bet id from your own bet history');

    const card2 = (await b.client.get<UserBetCard>(`/v1/user/betRecord/userbet?userName=${a.user.userName}`)).body.data!;
    expect(card2).toMatchObject({ hidden: false, userName: a.user.userName, bets: 1, wageredUsd: '1.00' });
    await a.client.post('/v1/user/updatePrivacy', { privacy: 1 });
    expect((await b.client.get(`/v1/user/betRecord/userbet?userName=${a.user.userName}`)).body.data).toEqual({
      hidden: true,
      name: 'Hidden',
    });
    a.socket.close();
    b.socket.close();
  });
});

/** A crash bet of the player written straight into the tables (a round crashed at 3.00×): its ids. */
const crashBetOf = (userId: number, state: SeededCrashState, cashoutAt: number | null) =>
  seedCrashBet(t.db, userId, { state, amount: '2', crashPoint: 300, cashoutAt, phase: 'crashed', hash: 'b'.repeat(64) });

describe('shared crash bets', () => {
  it('a cashed crash bet is shared by its bets id with its cash-out; the card opens GET /api/games/bets/:id', async () => {
    const a = await chatter(t.app, base, 'ca');
    const guest = await TestSocket.open(base, { origin: base });
    const id = (await crashBetOf(a.user.id, 'cashed', 187)).betId!;
    const res = await a.client.post<ChatEntry>('/v1/user/userChat/shareBet', { betId: String(id), game: 'crash' });
    expect(res.body.code).toBe(200);
    const share = { betId: String(id), game: 'crash', coin: 'USDT', amount: '2.000000', multiplier: '1.87', payout: '3.740000', win: true };
    expect(res.body.data!.share).toEqual(share);
    const card = await guest.next(entryFrame(MSG.SHARED_GAME, (e) => e.share?.betId === String(id) && e.share.game === 'crash'));
    expect((card.data as ChatEntry).share).toEqual(share);
    const page = (await new Client(t.app).post<ChatPage>('/v1/user/userChat/getChatList', {})).body.data!;
    expect(page.list.find((e) => e.kind === 'share' && e.share?.game === 'crash' && e.share.betId === String(id))?.share).toEqual(share);
    // What the card opens, for anyone.
    const detail = await new Client(t.app).get<{ id: number; game: string; state: string; cashoutAt: string }>(`/api/games/bets/${id}`);
    expect(detail.body.data).toMatchObject({ id, game: 'crash', state: 'cashed', cashoutAt: '1.87' });
    guest.close();
    a.socket.close();
  });

  it('a lost crash bet shares at 0×; over the socket too', async () => {
    const a = await chatter(t.app, base, 'cl');
    const id = (await crashBetOf(a.user.id, 'lost', null)).betId!;
    a.socket.send({ type: MSG.SHARED_GAME, data: { betId: id, game: 'crash' } });
    const card = await a.socket.next(entryFrame(MSG.SHARED_GAME, (e) => e.share?.betId === String(id)));
    expect((card.data as ChatEntry).share).toMatchObject({ game: 'crash', multiplier: '0', payout: '0.000000', win: false });
    a.socket.close();
  });

  it("refuses crash bets of others, bets still in the round, refunded bets, and a game that is not the bet's", async () => {
    const a = await chatter(t.app, base, 'cr');
    const b = await chatter(t.app, base, 'cs');
    const share = (c: Chatter, body: object) => c.client.post('/v1/user/userChat/shareBet', body);
    const NOT_YOURS = 'Bet not found: share a bet id from your own bet history';
    const other = (await crashBetOf(b.user.id, 'cashed', 250)).betId!;
    expect((await share(a, { betId: String(other), game: 'crash' })).body.msg).toBe(NOT_YOURS);
    // A bet in play or refunded has no bets row: its round bet's own id names no bet of the player.
    const active = await crashBetOf(a.user.id, 'active', null);
    expect(active.betId).toBeNull();
    expect((await share(a, { betId: String(active.id), game: 'crash' })).body.msg).toBe(NOT_YOURS);
    const refunded = await crashBetOf(a.user.id, 'refunded', null);
    expect(refunded.betId).toBeNull();
    expect((await share(a, { betId: String(refunded.id), game: 'crash' })).body.msg).toBe(NOT_YOURS);
    const mine = (await crashBetOf(a.user.id, 'lost', null)).betId!;
    expect((await share(a, { betId: String(mine), game: 'dice' })).body.msg).toBe(NOT_YOURS);
    // A named instant game must be the bet's own game.
    const dice = (await a.client.post<BetResponse>('/api/games/dice/bet', diceBody('1'))).body.data!;
    expect((await share(a, { betId: String(dice.bet.id), game: 'limbo' })).body.msg).toBe(
      'Bet not found: share a bet id from your own bet history',
    );
    expect((await share(a, { betId: String(dice.bet.id), game: 'dice' })).body.code).toBe(200);
    expect((await share(a, { betId: String(dice.bet.id), game: 'roulette' })).body.msg).toBe(
      'game must be one of crash, plinko, dice, limbo, mines',
    );
    a.socket.close();
    b.socket.close();
  });
});

describe('two server processes', () => {
  it('a message sent on one process reaches a socket on the other', async () => {
    const other = await buildOn(t.url);
    try {
      const baseB = await listen(other.app);
      expect(await t.app.fanout.countPeers()).toBe(1);
      await other.app.fanout.countPeers();
      const listener = await TestSocket.open(baseB, { origin: baseB });
      const c = await chatter(t.app, base, 'xp');
      const entry = await say(c, 'across processes');
      await listener.next(entryFrame(MSG.CHAT, (e) => e.id === entry.id));
      listener.close();
      c.socket.close();
    } finally {
      await other.close();
    }
  });
});
