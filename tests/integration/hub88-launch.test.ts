import { createVerify, generateKeyPairSync } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GameLaunchAnswer, GamePage } from '../../src/core/catalogue';
import { syncAggregator } from '../../server/catalogue/sync';
import { Client, createTestApp, register, type TestApp } from './helpers';

// Our side of a hub88-style aggregator's operator API, against a small stand-in of it: every request signed with our
// RSA key (checked here with our public key), the game list synced into the catalogue, real and demo launch URLs.

const keys = () =>
  generateKeyPairSync('rsa', {
    modulusLength: 2048,
    publicKeyEncoding: { type: 'spki', format: 'pem' },
    privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
  });
const ours = keys();
const hub = keys();

interface Seen {
  path: string;
  body: Record<string, unknown>;
  signed: boolean;
}
const seen: Seen[] = [];
let server: http.Server;
let base: string;
let t: TestApp;

beforeAll(async () => {
  server = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (c: Buffer) => (raw += c.toString('utf8')));
    req.on('end', () => {
      const signature = String(req.headers['x-hub88-signature'] ?? '');
      const signed = createVerify('RSA-SHA256').update(raw).verify(ours.publicKey, signature, 'base64');
      const body = JSON.parse(raw) as Record<string, unknown>;
      seen.push({ path: req.url ?? '', body, signed });
      res.setHeader('content-type', 'application/json');
      if (!signed) return res.writeHead(401).end(JSON.stringify({ status: 'RS_ERROR_INVALID_SIGNATURE' }));
      if (req.url === '/operator/generic/v2/game/list') {
        return res.end(
          JSON.stringify([
            {
              url_thumb: null,
              product: 'Hub Studio',
              platforms: ['GPL_DESKTOP', 'GPL_MOBILE'],
              name: 'Dragon Rising',
              game_code: 'clt_dragonrising',
              enabled: true,
              category: 'Video Slots',
              blocked_countries: ['US'],
              release_date: '2026-10-01',
              volatility: 'high',
              rtp: '96.2',
            },
            { name: 'Old Game', game_code: 'clt_old', enabled: false, product: 'Hub Studio' },
          ]),
        );
      }
      const demo = req.url === '/operator/generic/v2/game/demo';
      return res.end(JSON.stringify({ url: `${base}/launch/${demo ? 'demo' : String(body.token)}` }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  t = await createTestApp({
    CATALOGUE_SWEEP: '0',
    AGGREGATORS: 'hub',
    AGGREGATOR_HUB_PROTOCOL: 'hub88',
    AGGREGATOR_HUB_URL: base,
    AGGREGATOR_HUB_CASINO_ID: '42',
    AGGREGATOR_HUB_PUBLIC_KEY: hub.publicKey,
    AGGREGATOR_HUB_PRIVATE_KEY: ours.privateKey,
    // Demo play in GB needs a verified identity; the proxy in front tells the visitor's country.
    KYC_DEMO_COUNTRIES: 'GB',
    COUNTRY_HEADER: 'X-Country',
  });
});
afterAll(async () => {
  await t?.close();
  await new Promise((resolve) => server?.close(resolve));
});

describe('a hub88-style aggregator', () => {
  it('syncs its enabled games with their provider, category, RTP and blocked countries', async () => {
    const report = await syncAggregator(t.app.db, t.config.aggregators[0]!);
    expect(report).toMatchObject({ added: 1, delisted: 0 });
    expect(seen.at(-1)).toMatchObject({ path: '/operator/generic/v2/game/list', body: { operator_id: 42 }, signed: true });
    const { client } = await register(t.app, 'h8');
    const page = (await client.post<GamePage>('/v1/home/center/listGame', { name: 'dragon' })).body.data!;
    expect(page.list[0]).toMatchObject({
      title: 'Dragon Rising',
      provider: 'hub-studio',
      category: 'slots',
      rtp: '96.2',
      volatility: 'high',
    });
  });

  it('launches real money with our session token and a demo without one, each request signed', async () => {
    const { client, user } = await register(t.app, 'h8');
    const code = (await client.post<GamePage>('/v1/home/center/listGame', { name: 'dragon' })).body.data!.list[0]!.gameCode;
    const real = await client.post<GameLaunchAnswer>('/v1/user/game/goToGame', { gameCode: code, currency: 'USDT', country: 'DE' });
    expect(real.body.data).toMatchObject({ mode: 'real', origin: base, coin: 'USDT' });
    const request = seen.at(-1)!;
    expect(request).toMatchObject({
      path: '/operator/generic/v2/game/url',
      signed: true,
      body: {
        user: String(user.id),
        operator_id: 42,
        game_code: 'clt_dragonrising',
        currency: 'USDT',
        country: 'DE',
        platform: 'GPL_DESKTOP',
      },
    });
    const { rows } = await t.db.query('SELECT user_id, coin FROM provider_sessions WHERE token = $1', [request.body.token]);
    expect(rows).toEqual([{ user_id: user.id, coin: 'USDT' }]);
    const demo = await client.post<GameLaunchAnswer>('/v1/game/hub/DemoUrl', { gameCode: code, device: 'mobile' });
    expect(demo.body.data).toMatchObject({ mode: 'demo', url: `${base}/launch/demo` });
    expect(seen.at(-1)).toMatchObject({ path: '/operator/generic/v2/game/demo', signed: true, body: { platform: 'GPL_MOBILE' } });
    expect(seen.at(-1)!.body.token).toBeUndefined();
    const blocked = await client.post('/v1/user/game/goToGame', { gameCode: code, country: 'US' });
    expect(blocked.body.msg).toBe('This game is not available in your country');
  });

  it('holds demo play in a configured country to a verified identity', async () => {
    const code = Number((await t.db.query(`SELECT code FROM games WHERE external_code = 'clt_dragonrising'`)).rows[0].code);
    const needs = 'In your country demo play needs a verified identity: log in and verify it in your profile (Account, Identity)';
    const guest = new Client(t.app);
    expect((await guest.post('/v1/game/hub/DemoUrl', { gameCode: code, country: 'gb' })).body.msg).toBe(needs);
    // The proxy's header wins over the launch's own country.
    expect((await guest.post('/v1/game/hub/DemoUrl', { gameCode: code, country: 'DE' }, { 'x-country': 'GB' })).body.msg).toBe(needs);
    expect((await guest.post('/v1/game/hub/DemoUrl', { gameCode: code, country: 'DE' })).body.code).toBe(200);
    const { client, user } = await register(t.app, 'h8');
    expect((await client.post('/v1/game/hub/DemoUrl', { gameCode: code }, { 'x-country': 'GB' })).body.msg).toBe(needs);
    await t.db.query(
      `INSERT INTO identity_checks (user_id, doc_type, doc_number, document_file, selfie_file, status, reviewed_at)
       VALUES ($1, 'passport', 'AB12345', '${'a'.repeat(32)}.webp', '${'b'.repeat(32)}.webp', 'verified', now())`,
      [user.id],
    );
    expect(
      (await client.post<GameLaunchAnswer>('/v1/game/hub/DemoUrl', { gameCode: code }, { 'x-country': 'GB' })).body.data,
    ).toMatchObject({
      mode: 'demo',
    });
  });
});
