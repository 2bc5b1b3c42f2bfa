import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ClearSessionsData, SessionRow } from '../../src/core/accountSessions';
import { MSG } from '../../src/core/socket';
import { buildOn, Client, createTestApp, listen, PASSWORD, register, TestSocket, type TestApp } from './helpers';

let t: TestApp;
let base: string;

beforeAll(async () => {
  t = await createTestApp();
  base = await listen(t.app);
});

afterAll(async () => {
  await t.close();
});

describe('sessions', () => {
  it("lists the player's live sessions, this one marked, by handles that are not their ids", async () => {
    const { client, user } = await register(t.app, 'ses');
    const phone = new Client(t.app);
    expect((await phone.post('/v1/user/login', { userName: user.userName, password: PASSWORD })).body.code).toBe(200);
    const list = await client.get<SessionRow[]>('/api/account/sessions');
    expect(list.body.code).toBe(200);
    const rows = list.body.data!;
    expect(rows).toHaveLength(2);
    expect(rows.filter((r) => r.current)).toHaveLength(1);
    const ids = (await t.db.query('SELECT id FROM sessions WHERE user_id = $1', [user.id])).rows.map((r) => r.id as string);
    for (const r of rows) {
      expect(r.id).toMatch(/^[0-9a-f]{12}$/);
      expect(ids.some((id) => id.startsWith(r.id))).toBe(false);
    }
    expect((await new Client(t.app).get('/api/account/sessions')).body.code).toBe(401);
  });

  it('clearSessionId signs out every other session (their sockets hear 302) and keeps this one; cross-site it does nothing', async () => {
    const { client, user } = await register(t.app, 'clr');
    const phone = new Client(t.app);
    await phone.post('/v1/user/login', { userName: user.userName, password: PASSWORD });
    const socket = await TestSocket.open(base, { cookie: phone.cookieHeader(), origin: base });
    const cross = await client.request('GET', '/v1/user/clearSessionId', undefined, { 'sec-fetch-site': 'cross-site' });
    expect(cross.body).toMatchObject({ code: 403, msg: 'Cross-site request refused' });
    expect((await phone.get('/v1/user/info')).body.code).toBe(200);
    const cleared = await client.get<ClearSessionsData>('/v1/user/clearSessionId');
    expect(cleared.body).toMatchObject({ code: 200, data: { ended: 1 } });
    expect((await phone.get('/v1/user/info')).body.code).toBe(401);
    expect((await client.get('/v1/user/info')).body.code).toBe(200);
    await socket.next((f) => f.type === MSG.FORCED_LOGOUT);
    socket.close();
    expect((await client.get<ClearSessionsData>('/v1/user/clearSessionId')).body).toMatchObject({ code: 200, data: { ended: 0 } });
  });
});

describe('client error reports', () => {
  it('stores a report with its player (or none for a guest); refuses oversized and malformed ones', async () => {
    const { client, user } = await register(t.app, 'clog');
    expect(
      (await client.post('/v1/user/currentClientLogs', { level: 'error', message: 'postMessage error: x', url: '/cb' })).body.code,
    ).toBe(200);
    const guest = new Client(t.app, { ip: '10.7.0.1' });
    expect((await guest.post('/v1/user/currentClientLogs', { level: 'warn', message: 'guest', stack: 'at x' })).body.code).toBe(200);
    const { rows } = await t.db.query(
      `SELECT user_id, message, url, stack FROM client_logs WHERE message IN ('postMessage error: x', 'guest') ORDER BY id`,
    );
    expect(rows).toEqual([
      { user_id: user.id, message: 'postMessage error: x', url: '/cb', stack: null },
      { user_id: null, message: 'guest', url: null, stack: 'at x' },
    ]);
    const before = (await t.db.query('SELECT count(*)::int AS n FROM client_logs')).rows[0].n;
    for (const body of [
      { level: 'error', message: 'x'.repeat(1001) },
      { level: 'error', message: 'ok', stack: 's'.repeat(4001) },
      { level: 'fatal', message: 'x' },
      { level: 'error', message: '' },
      { level: 'error', message: 'x', extra: 1 },
    ]) {
      expect((await client.post('/v1/user/currentClientLogs', body)).body.code, JSON.stringify(body).slice(0, 60)).toBe(400);
    }
    expect((await t.db.query('SELECT count(*)::int AS n FROM client_logs')).rows[0].n).toBe(before);
  });

  it('is rate-limited per address', async () => {
    const guest = new Client(t.app, { ip: '10.7.0.2' });
    const codes: number[] = [];
    for (let i = 0; i < 22; i++)
      codes.push((await guest.post('/v1/user/currentClientLogs', { level: 'error', message: `loop ${i}` })).body.code);
    expect(codes.slice(0, 20)).toEqual(Array(20).fill(200));
    expect(codes.slice(20)).toEqual([429, 429]);
  });
});

describe('login limits across two processes', () => {
  it('the failures of one account from one address count on both processes', async () => {
    const other = await buildOn(t.url);
    try {
      const { user } = await register(t.app, 'lim');
      const codes: number[] = [];
      for (let i = 0; i < 6; i++) {
        const app = i % 2 ? other.app : t.app;
        codes.push(
          (await new Client(app, { ip: '10.6.0.9' }).post('/v1/user/login', { userName: user.userName, password: 'wrong-pass-9' })).body
            .code,
        );
      }
      expect(codes).toEqual([400, 400, 400, 400, 400, 429]);
      // The owner's right password from that address waits too, on either process.
      expect(
        (await new Client(other.app, { ip: '10.6.0.9' }).post('/v1/user/login', { userName: user.userName, password: PASSWORD })).body.code,
      ).toBe(429);
    } finally {
      await other.close();
    }
  });
});
