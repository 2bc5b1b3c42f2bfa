import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GameLaunchAnswer, GamePage } from '../../src/core/catalogue';
import { freePort } from '../../scripts/lib/freePort';
import { syncAggregator } from '../../server/catalogue/sync';
import { buildStudio } from '../../studio/server/app';
import { createHmac } from 'node:crypto';
import { createTestApp, ledgerMismatches, listen, register, type Client, type TestApp } from './helpers';
import { usdt } from './aggregatorFixtures';

// The demo studio as the real provider it stands for: its game list synced into the catalogue, real-money rounds
// through the softswiss-style wallet with signed (and timestamped) calls, demo rounds that touch nothing of ours, and
// every misbehaviour it can be told to produce (duplicates, bursts, rollbacks before their bet, time-outs then
// retries) paid exactly once.

const SECRET = 'studio-test-secret-0123456789abcdef0123456789';
let t: TestApp;
let studio: FastifyInstance;
let studioUrl: string;

beforeAll(async () => {
  const port = await freePort();
  studioUrl = `http://127.0.0.1:${port}`;
  t = await createTestApp({
    AGGREGATORS: 'studio',
    AGGREGATOR_STUDIO_PROTOCOL: 'softswiss',
    AGGREGATOR_STUDIO_URL: studioUrl,
    AGGREGATOR_STUDIO_SECRET: SECRET,
    AGGREGATOR_STUDIO_TIMESTAMP_WINDOW_SEC: '300',
    // The test syncs itself, once the studio is up.
    CATALOGUE_SWEEP: '0',
  });
  const base = await listen(t.app);
  studio = await buildStudio({
    secret: SECRET,
    walletUrl: `${base}/v1/wallet/studio`,
    casinoOrigins: [base],
    publicOrigin: studioUrl,
    clientDir: path.resolve('dist/studio'),
    staticDir: path.resolve('studio/static'),
  });
  await studio.listen({ port, host: '127.0.0.1' });
  await syncAggregator(t.app.db, t.config.aggregators[0]!);
});
afterAll(async () => {
  await studio?.close();
  await t?.close();
});

async function control(misbehaviour: string | null) {
  const body = JSON.stringify({ misbehaviour });
  const res = await fetch(`${studioUrl}/control`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-request-sign': createHmac('sha256', SECRET).update(body).digest('hex') },
    body,
  });
  expect(res.status).toBe(200);
}

async function gameCode(client: Client, title: string): Promise<number> {
  const res = await client.post<GamePage>('/v1/home/center/listGame', { name: title });
  const game = res.body.data!.list.find((g) => g.title === title);
  if (!game) throw new Error(`${title} is not in the catalogue`);
  return game.gameCode;
}

/** Launches a game for real money and answers the studio API base of its session. */
async function launch(client: Client, title: string): Promise<string> {
  const res = await client.post<GameLaunchAnswer>('/v1/user/game/goToGame', {
    gameCode: await gameCode(client, title),
    currency: 'USDT',
    country: 'US',
  });
  expect(res.body.code).toBe(200);
  const answer = res.body.data!;
  expect(answer).toMatchObject({ mode: 'real', coin: 'USDT', aggregator: 'studio', origin: studioUrl });
  const id = new URL(answer.url).pathname.split('/').pop()!;
  return `${studioUrl}/api/${id}`;
}

async function api<T = Record<string, unknown>>(url: string, body?: unknown): Promise<{ status: number; body: T }> {
  const res = await fetch(
    url,
    body === undefined ? {} : { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) },
  );
  return { status: res.status, body: (await res.json()) as T };
}

describe('the demo studio through the catalogue and the wallet', () => {
  it('syncs its games with providers, categories, RTP and thumbnails', async () => {
    const { client } = await register(t.app, 'st');
    const page = await client.post<GamePage>('/v1/home/center/listGame', { category: 'slots' });
    const reels = page.body.data!.list.find((g) => g.title === 'Neon Reels')!;
    expect(reels).toMatchObject({ providerName: 'Neon Forge', aggregator: 'studio', rtp: '96.6', volatility: 'medium', hasDemo: true });
    expect(reels.imgUrl).toBe(`/thumbs/${reels.gameCode}/480.webp`);
    const thumb = await t.app.inject({ method: 'GET', url: reels.imgUrl });
    expect(thumb.statusCode).toBe(200);
    expect(thumb.headers['content-type']).toBe('image/webp');
    const table = await client.post<GamePage>('/v1/home/center/listGame', { category: 'table', sort: 'az' });
    expect(table.body.data!.list.map((g) => g.title)).toEqual(['Cosmic Keno', 'Velvet Blackjack']);
    // A second sync changes nothing but counts the games as updated.
    const again = await syncAggregator(t.app.db, t.config.aggregators[0]!);
    expect(again).toMatchObject({ added: 0, updated: 3, delisted: 0, thumbnails: 0 });
  });

  it('plays ten real-money spins: the studio, the balance, the bets and the ledger agree', async () => {
    const { client, user } = await register(t.app, 'sr');
    const base = await launch(client, 'Neon Reels');
    const state = await api<{ mode: string; balance: string; currency: string }>(`${base}/state`);
    expect(state.body).toMatchObject({ mode: 'real', balance: '1000', currency: 'USDT' });
    let last = '1000';
    let won = 0;
    for (let i = 0; i < 10; i++) {
      const spin = await api<{ balance: string; win: string; cancelled: boolean }>(`${base}/slot/spin`, { bet: '1' });
      expect(spin.status).toBe(200);
      expect(spin.body.cancelled).toBe(false);
      last = spin.body.balance;
      won += Number(spin.body.win);
    }
    expect(await usdt(t.db, user.id)).toBe(last);
    expect(Number(last)).toBeCloseTo(1000 - 10 + won, 6);
    const { rows } = await t.db.query(
      `SELECT count(*)::int AS n, trim_scale(sum(amount))::text AS staked FROM bets WHERE user_id = $1 AND provider_round_id IS NOT NULL`,
      [user.id],
    );
    expect(rows[0]).toEqual({ n: 10, staked: '10' });
    const wagers = await t.db.query(`SELECT count(*)::int AS n FROM wagers WHERE user_id = $1 AND product = 'slots'`, [user.id]);
    expect(wagers.rows[0].n).toBe(10);
    expect(await ledgerMismatches(t.db)).toEqual([]);
  });

  it('plays blackjack hands to the end and keno rounds, and refuses bad moves with a message', async () => {
    const { client, user } = await register(t.app, 'sb');
    const bj = await launch(client, 'Velvet Blackjack');
    for (let hand = 0; hand < 3; hand++) {
      let answer = await api<{ view: { finished: boolean; moves: string[] }; result: unknown; balance: string }>(`${bj}/blackjack/deal`, {
        bet: '2',
      });
      expect(answer.status).toBe(200);
      while (!answer.body.view.finished) answer = await api(`${bj}/blackjack/move`, { move: 'stand' });
      expect(answer.body.result).not.toBeNull();
      expect(await usdt(t.db, user.id)).toBe(answer.body.balance);
    }
    const bad = await api<{ message: string }>(`${bj}/blackjack/move`, { move: 'stand' });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toMatch(/Deal a hand first/);
    const keno = await launch(client, 'Cosmic Keno');
    const round = await api<{ outcome: { drawn: number[]; hits: number[] }; balance: string }>(`${keno}/keno/play`, {
      bet: '1',
      picks: [1, 2, 3, 4, 5],
    });
    expect(round.status).toBe(200);
    expect(new Set(round.body.outcome.drawn).size).toBe(10);
    expect(await usdt(t.db, user.id)).toBe(round.body.balance);
    const wrong = await api<{ message: string }>(`${keno}/keno/play`, { bet: '1', picks: [1, 1] });
    expect(wrong.status).toBe(400);
    const { rows } = await t.db.query(`SELECT count(*)::int AS n FROM provider_rounds WHERE user_id = $1 AND closed_at IS NULL`, [user.id]);
    expect(rows[0].n).toBe(0);
    expect(await ledgerMismatches(t.db)).toEqual([]);
  });

  it('pays every round exactly once whatever the studio is told to do', async () => {
    const { client, user } = await register(t.app, 'sm');
    const base = await launch(client, 'Neon Reels');
    let expected = 1000;
    try {
      for (const mode of ['duplicate', 'burst', 'timeout_retry', 'rollback_first'] as const) {
        await control(mode);
        for (let i = 0; i < 3; i++) {
          const spin = await api<{ balance: string; win: string; cancelled: boolean }>(`${base}/slot/spin`, { bet: '2' });
          expect(spin.status).toBe(200);
          if (mode === 'rollback_first') expect(spin.body.cancelled).toBe(true);
          else expected += Number(spin.body.win) - 2;
          expect(spin.body.balance).toBe(await usdt(t.db, user.id));
        }
      }
    } finally {
      await control(null);
    }
    expect(Number(await usdt(t.db, user.id))).toBeCloseTo(expected, 6);
    // Each round's money moved once: one bet row per round in the ledger.
    const { rows } = await t.db.query(
      `SELECT ref, count(*) FILTER (WHERE reason = 'bet')::int AS bets FROM ledger WHERE user_id = $1 AND product = 'slots' GROUP BY ref`,
      [user.id],
    );
    expect(rows.length).toBe(9);
    expect(rows.every((r) => r.bets === 1)).toBe(true);
    expect(await ledgerMismatches(t.db)).toEqual([]);
  });

  it('plays the demo with play money and touches nothing of ours', async () => {
    const { client, user } = await register(t.app, 'sd');
    const code = await gameCode(client, 'Neon Reels');
    const res = await client.post<GameLaunchAnswer>('/v1/game/studio/DemoUrl', { gameCode: code });
    expect(res.body.data).toMatchObject({ mode: 'demo', coin: null });
    const id = new URL(res.body.data!.url).pathname.split('/').pop()!;
    const spin = await api<{ balance: string }>(`${studioUrl}/api/${id}/slot/spin`, { bet: '5' });
    expect(spin.status).toBe(200);
    expect(await usdt(t.db, user.id)).toBe('1000');
    const page = await fetch(`${studioUrl}/play/${id}`);
    expect(page.headers.get('content-security-policy')).toMatch(/frame-ancestors 'self' http:\/\/127\.0\.0\.1:\d+/);
  });

  it("launches through the game API's lobby login too (GET, refused cross-site)", async () => {
    const { client } = await register(t.app, 'sw');
    const code = await gameCode(client, 'Cosmic Keno');
    const res = await client.get<GameLaunchAnswer>(`/api/web-lobby/login?gameId=${code}&lang=en_US&domain=1&horizontal=0&currency=USDT`);
    expect(res.body.data).toMatchObject({ mode: 'real', coin: 'USDT', origin: studioUrl });
    const bad = await client.get(`/api/web-lobby/login?gameId=${code}&horizontal=2`);
    expect(bad.body.msg).toMatch(/horizontal/);
    const cross = await client.request('GET', `/api/web-lobby/login?gameId=${code}`, undefined, { 'sec-fetch-site': 'cross-site' });
    expect(cross.body.code).toBe(403);
  });

  it('asks for a login before real money, and refuses a house game or an unknown one', async () => {
    const { client } = await register(t.app, 'sx');
    const code = await gameCode(client, 'Neon Reels');
    const guest = await t.app.inject({ method: 'POST', url: '/v1/user/game/goToGame', payload: { gameCode: code } });
    expect(guest.json().code).toBe(401);
    const house = await client.post('/v1/user/game/goToGame', { gameCode: 10003 });
    expect(house.body.msg).toMatch(/house game/);
    const unknown = await client.post('/v1/user/game/goToGame', { gameCode: 999999 });
    expect(unknown.body.code).toBe(404);
  });
});
