import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BalanceData, CurrencyConfigRow, CurrencyData, GameRule, GameType, RatesData } from '../../src/core/api';
import { COIN_CODES, FIAT_CODES } from '../../src/core/currency';
import { Decimal } from '../../src/core/money';
import { Client, createTestApp, register, type TestApp } from './helpers';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});

afterAll(async () => {
  await t.close();
});

describe('wallet', () => {
  it('findBalance lists all coins, deposit and bonus, at coin precision', async () => {
    const { client } = await register(t.app, 'bal');
    const res = await client.get<BalanceData>('/v1/account/findBalance');
    expect(res.body.data!.amountType).toBe('DEPOSIT');
    expect(res.body.data!.selectedCoinType).toBe('USDT');
    expect(res.body.data!.list.map((r) => r.coin)).toEqual([...COIN_CODES]);
    expect(res.body.data!.list.find((r) => r.coin === 'ETH')).toEqual({ coin: 'ETH', amount: '0.50000000', bonusAmount: '0.00000000' });
  });

  it('findBalance carries the highest ledger id of the user as its version', async () => {
    const { client, user } = await register(t.app, 'balv');
    const res = await client.get<BalanceData>('/v1/account/findBalance');
    const { rows } = await t.app.db.query<{ id: string | null }>('SELECT max(id) AS id FROM ledger WHERE user_id = $1', [user.id]);
    expect(res.body.data!.ledgerId).toBe(Number(rows[0]!.id ?? 0));
  });

  it('switchAccount changes the selected kind and coin', async () => {
    const { client } = await register(t.app, 'sw');
    const res = await client.post<BalanceData>('/v1/account/switchAccount', { coin: 'BTC' });
    expect(res.body.data).toMatchObject({ amountType: 'DEPOSIT', selectedCoinType: 'BTC' });
    const bonus = await client.post<BalanceData>('/v1/account/switchAccount', { amountType: 'BONUS', coin: 'SOL' });
    expect(bonus.body.data!.amountType).toBe('BONUS');
    const info = await client.get<{ selectedBonusCoinType: string; selectedCoinType: string }>('/v1/user/info');
    expect(info.body.data).toMatchObject({ selectedCoinType: 'BTC', selectedBonusCoinType: 'SOL' });
    expect((await client.post('/v1/account/switchAccount', {})).body.code).toBe(400);
    expect((await client.post('/v1/account/switchAccount', { coin: 'XYZ' })).body.code).toBe(400);
  });

  it('currency and rates are public, exact decimal strings', async () => {
    const guest = new Client(t.app);
    const currency = await guest.get<CurrencyData>('/v1/userApi/currency');
    expect(currency.body.data!.coins[0]).toEqual({ coin: 'USDT', name: 'Tether', decimals: 6, imgUrl: '/coins/usdt.svg' });
    expect(currency.body.data!.fiats.map((f) => f.fiat)).toEqual([...FIAT_CODES]);
    const rates = (await guest.get<RatesData>('/v1/userApi/rateAll')).body.data!;
    expect(rates.rates.BTC.USD).toEqual({ price: '95000', inversePrice: '0.0000105263157895' });
    expect(rates.rates.ETH.EUR.price).toBe('3128');
    expect(rates.legalRate.JPY).toBe('152');
    for (const coin of COIN_CODES) {
      for (const fiat of FIAT_CODES) {
        const pair = rates.rates[coin][fiat];
        expect(pair.price).toMatch(/^\d+(\.\d+)?$/);
        expect(pair.inversePrice).toMatch(/^\d+(\.\d+)?$/);
        expect(new Decimal(pair.price).times(pair.inversePrice).minus(1).abs().lt('1e-9')).toBe(true);
      }
    }
  });

  it('configCurrencyType gives decimals and minimum tips', async () => {
    const rows = (await new Client(t.app).get<CurrencyConfigRow[]>('/v1/account/configCurrencyType')).body.data!;
    expect(rows.find((r) => r.coin === 'USDT')).toEqual({ coin: 'USDT', decimals: 6, minTip: '0.01', enabled: true });
    expect(rows).toHaveLength(COIN_CODES.length);
  });
});

describe('home and envelope', () => {
  it('selectGameRule lists the five in-house games with their limits', async () => {
    const res = await new Client(t.app).post<GameRule[]>('/v1/home/selectGameRule', { t: Date.now() });
    const rules = res.body.data!;
    expect(rules.map((r) => r.typeCode)).toEqual([10001, 10002, 10003, 10004, 10005]);
    expect(JSON.parse(rules[0]!.content)).toEqual({
      maxBetAmount: '10000',
      minBetAmount: '0.01',
      betLimitCurrency: 'USD',
      houseEdge: '0.01',
    });
    expect((await new Client(t.app).post('/v1/home/selectGameRule')).body.code).toBe(200);
  });

  it('gameTypeAll lists the in-house type', async () => {
    const res = await new Client(t.app).get<GameType[]>('/v1/home/gameTypeAll?t=123');
    expect(res.body.data![0]).toMatchObject({ code: 'HS-GAME' });
    expect(res.body.data![0]!.games.map((g) => g.gameName)).toEqual(['crash', 'plinko', 'dice', 'limbo', 'mines']);
  });

  it('answers unknown API paths with a 404 envelope and pages with the SPA shell', async () => {
    for (const url of ['/v1/nothing/here', '/api/unknown', '/v1/user/thirdLogin/x/login']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ code: 404, msg: 'Not found', data: null });
    }
    const post = await t.app.inject({ method: 'POST', url: '/v1/nope', payload: {} });
    expect(post.json()).toMatchObject({ code: 404 });
    const page = await t.app.inject({ method: 'GET', url: '/game/dice' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/text\/html/);
    const asset = await t.app.inject({ method: 'GET', url: '/assets/missing.js' });
    expect(asset.statusCode).toBe(404);
  });

  it('healthz answers once the database is up', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/healthz' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok' });
  });

  it('never leaks a stack: unexpected failures become a 500 envelope', async () => {
    const broken = await createTestApp();
    await broken.app.ready();
    // Break the database under the app: its next query fails.
    await broken.db.query('DROP TABLE rates');
    const res = await broken.app.inject({ method: 'GET', url: '/v1/userApi/rateAll' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ code: 500, msg: 'Something went wrong on our side, please try again', data: null });
    await broken.close();
  });
});
