import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CODE, type RatesData } from '../../src/core/api';
import { Decimal } from '../../src/core/money';
import { MSG } from '../../src/core/socket';
import { SEED_COIN_USD, SEED_FIAT_PER_USD } from '../../server/db/seed';
import { COINGECKO_IDS } from '../../server/rates/provider';
import { RATES_STALE_MESSAGE } from '../../server/reference/ReferenceCache';
import { DEPOSIT_ENV } from './depositHelpers';
import { FakeRates } from './fakeRates';
import { Client, TestSocket, createTestApp, diceBody, listen, moneySnapshot, register, type TestApp } from './helpers';

// Live exchange rates from a market-data provider (a local fake speaking CoinGecko's protocol): written with their
// quote time, pushed to every browser once per change (socket 203), and refused once older than the allowed age.
let fake: FakeRates;
let t: TestApp;
let base: string;

const KEY = 'rates-key-1';

/** Bitcoin's price in every fiat for a USD price, the legal rates seeded but for `changed`. */
const btcIn = (usd: string, changed: Record<string, string>) =>
  Object.fromEntries(
    Object.entries(SEED_FIAT_PER_USD).map(([fiat, perUsd]) => [
      fiat.toLowerCase(),
      new Decimal(changed[fiat] ?? perUsd).times(usd).toFixed(),
    ]),
  );

beforeAll(async () => {
  fake = new FakeRates(KEY);
  fake.usd = Object.fromEntries(
    Object.entries(SEED_COIN_USD).map(([coin, usd]) => [COINGECKO_IDS[coin as keyof typeof COINGECKO_IDS], usd]),
  );
  fake.btcIn = btcIn(SEED_COIN_USD.BTC, {});
  const url = await fake.start();
  t = await createTestApp({ ...DEPOSIT_ENV, RATES_URL: url, RATES_KEY: KEY, RATES_POLL_SEC: '300', RATES_MAX_AGE_SEC: '600' });
  base = await listen(t.app);
  // The poll made at start, joined.
  await t.app.rates.poll();
}, 60_000);

afterAll(async () => {
  await t.close();
  await fake.stop();
});

const rateRow = async (kind: string, code: string) =>
  (
    await t.db.query<{ rate: string; at: Date }>(
      'SELECT usd_rate::text AS rate, updated_at AS at FROM rates WHERE kind = $1 AND code = $2',
      [kind, code],
    )
  ).rows[0]!;
const allRates = async () => (await t.db.query('SELECT code, kind, usd_rate, updated_at FROM rates ORDER BY kind, code')).rows;
const rateAll = async () => (await new Client(t.app).get<RatesData>('/v1/userApi/rateAll')).body.data!;

describe('live exchange rates', () => {
  it('follow the provider: written with their quote time, pushed once per change, used by the next valuation', async () => {
    const guest = await TestSocket.open(base, { origin: base });
    const quoted = Math.floor(Date.now() / 1000) - 30;
    fake.usd.bitcoin = '100000.5';
    fake.btcIn = btcIn('100000.5', { EUR: '0.93' });
    fake.quotedAt = quoted;
    const outcome = await t.app.rates.poll();
    expect(outcome!.changed.sort()).toEqual(['COIN:BTC', 'FIAT:EUR']);
    expect(outcome!.written).toHaveLength(16);

    const btc = await rateRow('COIN', 'BTC');
    expect(btc.rate).toBe('100000.500000000000000000');
    expect(btc.at.getTime()).toBe(quoted * 1000);
    expect(await rateRow('FIAT', 'EUR')).toMatchObject({ rate: '0.930000000000000000' });
    await guest.next((f) => f.type === MSG.REFRESH_RATES);

    const data = await rateAll();
    expect(data).toMatchObject({ fixed: false, updatedAt: quoted * 1000 });
    expect(data.rates.BTC.USD.price).toBe('100000.5');
    expect(data.rates.BTC.EUR.price).toBe('93000.465');
    expect(new Decimal((await t.app.refs.get()).usdPrice('BTC')).toFixed()).toBe('100000.5');

    // Nothing moved: nothing is pushed (a marker sent after the poll arrives with no 203 before it).
    expect((await t.app.rates.poll())!.changed).toEqual([]);
    t.app.hub.broadcast({ type: MSG.SUCCESS_TOAST, data: { content: 'marker' } });
    await guest.next((f) => f.type === MSG.SUCCESS_TOAST);
    expect(guest.frames.filter((f) => f.type === MSG.REFRESH_RATES)).toEqual([]);
    // Every call carried the key in the provider's header.
    expect(fake.requests.length).toBeGreaterThanOrEqual(3);
    for (const r of fake.requests) expect(r.headers['x-cg-pro-api-key']).toBe(KEY);
    guest.close();
  });

  it('a provider that fails or answers nonsense changes nothing; a quote that is not a positive number is left out', async () => {
    const before = await allRates();
    for (const mode of ['error', 'garbage'] as const) {
      fake.mode = mode;
      expect(await t.app.rates.poll()).toBeNull();
      expect(await allRates()).toEqual(before);
    }
    fake.mode = 'ok';
    fake.usd.bitcoin = '-5';
    fake.usd.ethereum = '0';
    const outcome = await t.app.rates.poll();
    expect(outcome!.written).not.toContain('COIN:BTC');
    expect(outcome!.written).not.toContain('COIN:ETH');
    expect((await rateRow('COIN', 'BTC')).rate).toBe('100000.500000000000000000');
    fake.usd.bitcoin = '100000.5';
    fake.usd.ethereum = SEED_COIN_USD.ETH;
  });

  it('rates older than the allowed age value nothing (a bet, a buy quote): refused, nothing moves; fresh ones let them through', async () => {
    const { client } = await register(t.app, 'rs');
    fake.quotedAt = Math.floor(Date.now() / 1000) - 11 * 60;
    await t.app.rates.poll();
    const before = await moneySnapshot(t.db);
    const bet = await client.post('/api/games/dice/bet', diceBody('1'));
    expect(bet.body).toMatchObject({ code: CODE.ERROR, msg: RATES_STALE_MESSAGE, data: null });
    const order = await client.post('/v1/account/pay', { coin: 'BTC', fiat: 'EUR', fiatAmount: '50' });
    expect(order.body).toMatchObject({ code: CODE.ERROR, msg: RATES_STALE_MESSAGE, data: null });
    expect(await moneySnapshot(t.db)).toBe(before);
    expect((await t.db.query('SELECT count(*)::int AS n FROM payment_orders')).rows[0].n).toBe(0);

    fake.quotedAt = null;
    await t.app.rates.poll();
    expect((await client.post('/api/games/dice/bet', diceBody('1'))).body.code).toBe(CODE.OK);
  });
});

describe('fixed rates (no provider)', () => {
  it('stay the seeded ones, never age, and the answer says they are fixed', async () => {
    const fixed = await createTestApp();
    try {
      expect(fixed.app.rates.live).toBe(false);
      expect(await fixed.app.rates.poll()).toBeNull();
      await fixed.db.query(`UPDATE rates SET updated_at = now() - interval '1 year'`);
      fixed.app.refs.invalidate();
      const data = (await new Client(fixed.app).get<RatesData>('/v1/userApi/rateAll')).body.data!;
      expect(data.fixed).toBe(true);
      expect(data.rates.BTC.USD.price).toBe(SEED_COIN_USD.BTC);
      const { client } = await register(fixed.app, 'rf');
      expect((await client.post('/api/games/dice/bet', diceBody('1'))).body.code).toBe(CODE.OK);
    } finally {
      await fixed.close();
    }
  });
});
