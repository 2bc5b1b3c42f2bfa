import WebSocket from 'ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '../../src/core/socket';
import {
  MAX_OVERLAY_TOKENS,
  type OverlayFrame,
  type OverlayState,
  type OverlayTokenMade,
  type StreamerSettings,
} from '../../src/core/overlay';
import { CLOSE_REVOKED } from '../../server/streamer/OverlayHub';
import { chatter, errorFor, say, sendPastRate } from './chatHelpers';
import { Client, createTestApp, diceBody, listen, moneySnapshot, register, type TestApp } from './helpers';

// Streamer overlays: links that only read (made, listed, revoked), what an overlay may see (nothing private) and do
// (a mod link switches the scene, nothing else), the live feed over the overlay socket, and scene switches by chat
// command with a cooldown.

let t: TestApp;
let base: string;

beforeAll(async () => {
  t = await createTestApp({ BET_RATE_LIMIT_MAX: '1000' });
  base = await listen(t.app);
});
afterAll(async () => {
  await t?.close();
});

async function makeLink(client: Client, kind: 'view' | 'mod' = 'view', label = 'OBS'): Promise<OverlayTokenMade> {
  const res = await client.post<OverlayTokenMade>('/v1/streamer/token', { kind, label });
  expect(res.body.code, res.body.msg).toBe(200);
  return res.body.data!;
}

/** An overlay socket with a queue of its frames. */
class OverlaySocket {
  readonly frames: OverlayFrame[] = [];
  private waiters: (() => void)[] = [];
  readonly closed: Promise<{ code: number }>;
  constructor(readonly ws: WebSocket) {
    ws.on('message', (data) => {
      this.frames.push(JSON.parse(data.toString()) as OverlayFrame);
      for (const w of this.waiters.splice(0)) w();
    });
    this.closed = new Promise((resolve) => ws.on('close', (code) => resolve({ code })));
  }
  static open(token: string): OverlaySocket {
    return new OverlaySocket(new WebSocket(`${base.replace(/^http/, 'ws')}/v1/overlay/${token}/socket`, { origin: base }));
  }
  async next<T extends OverlayFrame['t']>(t: T, timeoutMs = 5000): Promise<Extract<OverlayFrame, { t: T }>> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const i = this.frames.findIndex((f) => f.t === t);
      if (i >= 0) return this.frames.splice(i, 1)[0] as Extract<OverlayFrame, { t: T }>;
      const left = deadline - Date.now();
      if (left <= 0) throw new Error(`no ${t} frame within ${timeoutMs} ms; got ${JSON.stringify(this.frames)}`);
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, left);
        this.waiters.push(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    }
  }
  close(): void {
    this.ws.close();
  }
}

describe('overlay links', () => {
  it('are made, listed without their secret, capped, and revoked by their owner only', async () => {
    const { client } = await register(t.app, 'st');
    const made = await makeLink(client, 'view', 'Main scene');
    expect(made.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(made).toMatchObject({ kind: 'view', label: 'Main scene', hint: made.token.slice(-4), lastUsedAt: null });
    const settings = (await client.get<StreamerSettings>('/v1/streamer')).body.data!;
    const { token: _secret, ...listed } = made;
    expect(settings.tokens).toEqual([listed]);
    expect(JSON.stringify(settings)).not.toContain(made.token);
    expect(settings).toMatchObject({ scene: 'bets', celebrate: { multiplier: '50', usd: '1000' }, commandCooldown: 10, moderators: [] });

    for (let i = 1; i < MAX_OVERLAY_TOKENS; i++) await makeLink(client, 'view', `L${i}`);
    const over = await client.post('/v1/streamer/token', { kind: 'view', label: 'one more' });
    expect(over.body).toMatchObject({ code: 400, msg: `You have ${MAX_OVERLAY_TOKENS} overlay links: revoke one before making another` });

    const other = await register(t.app, 'so');
    expect((await other.client.post('/v1/streamer/revoke', { id: made.id })).body).toMatchObject({ code: 404 });
    expect((await t.app.inject({ method: 'GET', url: `/v1/overlay/${made.token}` })).json()).toMatchObject({ code: 200 });
    const revoked = await client.post<StreamerSettings>('/v1/streamer/revoke', { id: made.id });
    expect(revoked.body.code).toBe(200);
    expect(revoked.body.data!.tokens.map((x) => x.id)).not.toContain(made.id);
    expect((await t.app.inject({ method: 'GET', url: `/v1/overlay/${made.token}` })).json()).toMatchObject({
      code: 404,
      msg: 'This overlay link does not exist or was revoked',
    });
    expect((await client.post('/v1/streamer/revoke', { id: made.id })).body).toMatchObject({ code: 404 });
  });

  it('refuses bad input with a clear message and changes nothing', async () => {
    const { client, user } = await register(t.app, 'sb');
    const count = async () => Number((await t.db.query('SELECT count(*) FROM overlay_tokens WHERE user_id = $1', [user.id])).rows[0].count);
    for (const [body, msg] of [
      [{ kind: 'admin', label: 'x' }, 'kind'],
      [{ kind: 'view', label: '' }, 'label is required'],
      [{ kind: 'view', label: 'x'.repeat(41) }, 'label is at most 40 characters'],
      [{ kind: 'view' }, 'label'],
    ] as const) {
      const res = await client.post('/v1/streamer/token', body);
      expect(res.body.code, JSON.stringify(body)).toBe(400);
      expect(res.body.msg).toContain(msg);
    }
    expect(await count()).toBe(0);
    for (const body of [
      { celebrateMultiplier: '1', celebrateUsd: '10', commandCooldown: 10 },
      { celebrateMultiplier: '10', celebrateUsd: '0', commandCooldown: 10 },
      { celebrateMultiplier: '10', celebrateUsd: '-5', commandCooldown: 10 },
      { celebrateMultiplier: '10', celebrateUsd: '10', commandCooldown: 1 },
      { celebrateMultiplier: 'NaN', celebrateUsd: '10', commandCooldown: 10 },
    ]) {
      expect((await client.post('/v1/streamer/settings', body)).body.code, JSON.stringify(body)).toBe(400);
    }
    expect((await client.post('/v1/streamer/scene', { scene: 'party' })).body.code).toBe(400);
    expect((await client.post('/v1/streamer/moderators', { name: 'nobody-here-xyz' })).body).toMatchObject({
      code: 400,
      msg: 'No player is named nobody-here-xyz',
    });
    expect((await client.post('/v1/streamer/moderators', { name: user.userName })).body.code).toBe(400);
    const settings = (await client.get<StreamerSettings>('/v1/streamer')).body.data!;
    expect(settings).toMatchObject({ scene: 'bets', celebrate: { multiplier: '50', usd: '1000' }, commandCooldown: 10, moderators: [] });
    // Without a session nothing of it answers.
    expect((await new Client(t.app).get('/v1/streamer')).body.code).toBe(401);
    expect((await new Client(t.app).post('/v1/streamer/token', { kind: 'view', label: 'x' })).body.code).toBe(401);
  });
});

describe('what a token reads and does', () => {
  it('reads nothing private, cannot bet or act as its owner, and only a mod link switches the scene', async () => {
    const { client, user } = await register(t.app, 'sp');
    expect((await client.post('/api/games/dice/bet', diceBody('1'))).body.code).toBe(200);
    const view = await makeLink(client, 'view');
    const mod = await makeLink(client, 'mod');
    const state = (await t.app.inject({ method: 'GET', url: `/v1/overlay/${view.token}` })).json().data as OverlayState;
    // The stats count from the session's start (the first visit to the settings), the last bets are the player's last.
    expect(state).toMatchObject({ scene: 'bets', canSwitch: false, stats: { bets: 0 } });
    expect(state.bets).toHaveLength(1);
    const text = JSON.stringify(state);
    for (const secret of [user.userName, user.nickName, user.email, '"balance"', 'serverSeed', 'clientSeed'])
      expect(text).not.toContain(secret);

    // The token opens nothing else: as a query, header or cookie it is no session.
    const money = await moneySnapshot(t.db);
    for (const headers of [{ authorization: `Bearer ${view.token}` }, { cookie: `token=${view.token}` }, {}]) {
      const bet = await t.app.inject({ method: 'POST', url: `/api/games/dice/bet?token=${view.token}`, headers, payload: diceBody('1') });
      expect(bet.json().code).toBe(401);
      expect((await t.app.inject({ method: 'GET', url: `/v1/user/info?token=${view.token}`, headers })).json().code).toBe(401);
    }
    expect(await moneySnapshot(t.db)).toBe(money);

    const asView = await t.app.inject({ method: 'POST', url: `/v1/overlay/${view.token}/scene`, payload: { scene: 'stats' } });
    expect(asView.json()).toMatchObject({ code: 403, msg: 'This overlay link only shows the overlay: a mod link switches scenes' });
    const asMod = await t.app.inject({ method: 'POST', url: `/v1/overlay/${mod.token}/scene`, payload: { scene: 'stats' } });
    expect(asMod.json()).toMatchObject({ code: 200, data: { scene: 'stats' } });
    expect((await client.get<StreamerSettings>('/v1/streamer')).body.data!.scene).toBe('stats');
    const bad = await t.app.inject({ method: 'POST', url: `/v1/overlay/${mod.token}/scene`, payload: { scene: 'admin' } });
    expect(bad.json().code).toBe(400);
    expect((await t.app.inject({ method: 'GET', url: `/v1/overlay/${'x'.repeat(43)}` })).json().code).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/v1/overlay/short' })).json().code).toBe(404);
  });
});

describe('the overlay socket', () => {
  it('opens with the state, pushes each settled bet with the stats, the scene, a reset, and closes when revoked', async () => {
    const { client } = await register(t.app, 'sf');
    const view = await makeLink(client, 'view');
    const overlay = OverlaySocket.open(view.token);
    const first = await overlay.next('state');
    expect(first.state).toMatchObject({ scene: 'bets', bets: [], stats: { bets: 0, wagered: '0' } });

    const bet = (await client.post<{ bet: { id: number } }>('/api/games/dice/bet', diceBody('2'))).body.data!.bet;
    const pushed = await overlay.next('bet', 1000);
    expect(pushed.bet).toMatchObject({ id: String(bet.id), game: 'dice', coin: 'USDT', amount: '2' });
    expect(pushed.stats.bets).toBe(1);
    expect(Number(pushed.stats.wagered)).toBeGreaterThan(0);

    // A burst arrives whole and in order.
    for (let i = 0; i < 5; i++) await client.post('/api/games/dice/bet', diceBody('1'));
    const ids: string[] = [];
    while (ids.length < 5) ids.push((await overlay.next('bet')).bet.id);
    expect(ids).toEqual([...ids].sort((a, b) => Number(a) - Number(b)));
    await expect.poll(() => overlay.frames.length).toBe(0);

    expect((await client.post('/v1/streamer/scene', { scene: 'hunt' })).body.code).toBe(200);
    expect((await overlay.next('scene')).scene).toBe('hunt');

    expect((await client.post('/v1/streamer/reset', {})).body.code).toBe(200);
    const after = await overlay.next('state');
    expect(after.state.stats).toMatchObject({ bets: 0, wagered: '0' });

    expect((await client.post('/v1/streamer/revoke', { id: view.id })).body.code).toBe(200);
    await overlay.next('revoked');
    expect((await overlay.closed).code).toBe(CLOSE_REVOKED);

    // A revoked or unknown link opens no socket.
    const again = OverlaySocket.open(view.token);
    expect((await again.closed).code).toBe(4404);
  });
});

describe('chat commands', () => {
  it('switch the scene for the streamer and their moderators, once per cooldown', async () => {
    const streamer = await chatter(t.app, base, 'sc');
    const mod = await chatter(t.app, base, 'sm');
    const stranger = await chatter(t.app, base, 'sx');
    const view = await makeLink(streamer.client, 'view');
    const overlay = OverlaySocket.open(view.token);
    await overlay.next('state');

    await say(streamer, '!scene stats');
    expect((await overlay.next('scene')).scene).toBe('stats');

    expect((await sendPastRate(stranger, '!scene hunt')).type).toBe(MSG.CHAT);
    const refusal = await stranger.socket.next(errorFor());
    expect((refusal.data as { msg: string }).msg).toBe('Only a streamer with an overlay link, or their moderators, can switch scenes');

    expect((await streamer.client.post('/v1/streamer/moderators', { name: mod.user.userName })).body.data).toMatchObject({
      moderators: [mod.user.userName],
    });
    expect((await sendPastRate(mod, '!scene hunt')).type).toBe(MSG.CHAT);
    const cooldown = await mod.socket.next(errorFor());
    expect((cooldown.data as { msg: string }).msg).toMatch(/^The scene was switched moments ago: try again in \d+ s$/);

    // After the cooldown (moved back here instead of waited), the moderator's command switches it, by name too.
    await t.db.query("UPDATE streamer_settings SET last_command_at = now() - interval '1 hour' WHERE user_id = $1", [streamer.user.id]);
    expect((await sendPastRate(mod, `!scene @${streamer.user.userName} hunt`)).type).toBe(MSG.CHAT);
    expect((await overlay.next('scene')).scene).toBe('hunt');
    expect(streamer.socket.frames.some((f) => f.type === MSG.CHAT)).toBe(true);
    for (const s of [streamer.socket, mod.socket, stranger.socket]) s.close();
    overlay.close();
  });
});
