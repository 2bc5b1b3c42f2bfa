import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { coinDecimals } from '../../src/core/currency';
import { Decimal, toFixedDown } from '../../src/core/money';
import type { DepositAddress, PayOrder } from '../../src/core/wallet/api';
import { decodeOrderParams } from '../../src/app/storage/crypto';
import { loadConfig } from '../../server/config';
import { signIpn, SIGNATURE_HEADER } from '../../server/wallet/payments/ipn';
import { DEMO_WALLET_KEYS, walletKeysEnv } from '../../server/wallet/derive';
import { buildOn, Client, createTestApp, ledgerMismatches, register, type TestApp } from './helpers';
import { DEPOSIT_ENV, depositBalance, ipnBody, nextPaymentId, until } from './depositHelpers';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp(DEPOSIT_ENV);
});

afterAll(async () => {
  await t.close();
});

const pay = (client: Client, body: unknown) => client.post<PayOrder>('/v1/account/pay', body);
const order = (client: Client, id: string) => client.get<PayOrder>(`/api/wallet/order?orderId=${id}`);
const page = (url: string, method: 'GET' | 'POST' = 'GET', form?: string) =>
  t.app.inject({ method, url, payload: form, headers: form === undefined ? {} : { 'content-type': 'application/x-www-form-urlencoded' } });

/** The coin amount a fiat amount buys at the rates table, rounded down to the coin. */
async function quote(coin: 'BTC' | 'USDT' | 'SOL', fiat: string, fiatAmount: string): Promise<string> {
  const { rows } = await t.db.query<{ code: string; usd_rate: string }>('SELECT code, usd_rate::text FROM rates WHERE code = ANY($1)', [
    [coin, fiat],
  ]);
  const rate = (code: string) => rows.find((r) => r.code === code)!.usd_rate;
  const usd = fiat === 'USD' ? '1' : rate(fiat);
  return toFixedDown(new Decimal(fiatAmount).div(usd).div(rate(coin)), coinDecimals(coin));
}

describe('POST /v1/account/pay', () => {
  it('names the field of each refusal and changes nothing', async () => {
    const { client } = await register(t.app, 'pay');
    const ok = { coin: 'BTC', fiat: 'USD', fiatAmount: '50' };
    const cases: [unknown, string | RegExp][] = [
      [{ ...ok, coin: 'ABC' }, /^coin must be one of USDT, BTC/],
      [{ ...ok, fiat: 'XYZ' }, /^fiat must be one of USD, EUR/],
      [{ ...ok, fiatAmount: '9.99' }, 'fiatAmount must be worth at least 10 USD'],
      [{ ...ok, fiatAmount: '10000.01' }, 'fiatAmount must be worth at most 10000 USD'],
      [{ ...ok, fiatAmount: '10.123' }, 'fiatAmount must be a plain decimal with at most 2 decimals, such as "50.00"'],
      [{ ...ok, fiatAmount: 50 }, 'fiatAmount must be a decimal string such as "50.00"'],
      [{ coin: 'BTC', fiat: 'USD' }, 'fiatAmount must be a decimal string such as "50.00"'],
      [{ ...ok, note: 'x' }, 'Unknown field: note'],
    ];
    const before = await t.db.query('SELECT count(*)::int AS n FROM payment_orders');
    for (const [body, msg] of cases) {
      const res = await pay(client, body);
      expect(res.body.code, JSON.stringify(body)).toBe(400);
      if (typeof msg === 'string') expect(res.body.msg).toBe(msg);
      else expect(res.body.msg).toMatch(msg);
    }
    const eur = await pay(client, { ...ok, fiat: 'EUR', fiatAmount: '1' });
    expect(eur.body.msg).toMatch(/^fiatAmount must be worth at least 10 USD \(\d+\.\d\d EUR\)$/);
    expect((await pay(new Client(t.app), ok)).body.code).toBe(401);
    expect((await client.post('/v1/account/pay', ok, { origin: 'https://evil.example' })).body.code).toBe(403);
    expect((await t.db.query('SELECT count(*)::int AS n FROM payment_orders')).rows[0].n).toBe(before.rows[0].n);
  });

  it('opens an order with a quoted amount, served by the demo checkout page, readable by its owner only', async () => {
    const { client } = await register(t.app, 'buyer');
    const res = await pay(client, { coin: 'BTC', fiat: 'EUR', fiatAmount: '250.50' });
    expect(res.body.code, res.body.msg).toBe(200);
    const o = res.body.data!;
    expect(o).toMatchObject({
      orderId: expect.stringMatching(/^[0-9a-f-]{36}$/),
      coin: 'BTC',
      network: 'BTC',
      fiat: 'EUR',
      fiatAmount: '250.50',
      amount: await quote('BTC', 'EUR', '250.50'),
      status: 'waiting',
      paidAmount: '0.00000000',
      creditedAmount: '0.00000000',
      confirmations: 0,
      confirmationsNeeded: 2,
    });
    expect(o.payUrl).toMatch(new RegExp(`/demo-pay/checkout/${o.orderId}$`));
    expect((await order(client, o.orderId)).body.data).toEqual(o);

    const checkout = await page(new URL(o.payUrl).pathname);
    expect(checkout.statusCode).toBe(200);
    expect(checkout.headers['content-type']).toMatch(/^text\/html/);
    expect(checkout.headers['content-security-policy']).toMatch(/^default-src 'none'; style-src 'unsafe-inline'; form-action 'self'/);
    expect(checkout.body).toContain('250.50 EUR');
    expect(checkout.body).toContain(`${o.amount} BTC`);
    expect(checkout.body).toContain('Simulate payment');
    const link = /href="(\/\?params=[^"]+)"/.exec(checkout.body)![1]!;
    // The browser's own decoder (the OrderDialog's) reads the order id back from the return link.
    expect(decodeOrderParams(link.slice('/?params='.length))).toBe(o.orderId);

    const { client: other } = await register(t.app, 'other');
    expect((await order(other, o.orderId)).body).toMatchObject({ code: 404, msg: 'Order not found', data: null });
    expect((await order(client, '00000000-0000-4000-8000-000000000000')).body.code).toBe(404);
    expect((await order(client, 'nope')).body).toMatchObject({ code: 400, msg: 'orderId must be an order id (a UUID)' });
    expect((await new Client(t.app).get(`/api/wallet/order?orderId=${o.orderId}`)).body.code).toBe(401);
  });
});

describe('the demo provider', () => {
  it('"Simulate payment" sends signed webhooks that credit the buyer; the order ends finished', async () => {
    const { client, user } = await register(t.app, 'sim');
    const before = await depositBalance(t.db, user.id, 'USDT');
    const o = (await pay(client, { coin: 'USDT', fiat: 'USD', fiatAmount: '120' })).body.data!;
    const path = new URL(o.payUrl).pathname;
    const posted = await page(path, 'POST', 'action=pay');
    expect(posted.statusCode).toBe(303);
    expect(posted.headers.location).toBe(path);
    // A second click while it runs starts nothing more.
    expect((await page(path, 'POST', 'action=pay')).statusCode).toBe(303);
    expect((await page(path)).body).toContain('http-equiv="refresh"');
    await until(async () => (await order(client, o.orderId)).body.data!.status === 'finished', 'the order to finish');
    expect((await order(client, o.orderId)).body.data).toMatchObject({
      amount: '120.000000',
      paidAmount: '120.000000',
      creditedAmount: '120.000000',
      confirmations: 12,
    });
    expect(await depositBalance(t.db, user.id, 'USDT')).toBe(new Decimal(before).plus(120).toFixed(18));
    const { rows } = await t.db.query(
      'SELECT count(*)::int AS n FROM deposits WHERE order_id = (SELECT id FROM payment_orders WHERE public_id = $1)',
      [o.orderId],
    );
    expect(rows[0].n).toBe(1);
    const hooks = await t.db.query(
      `SELECT DISTINCT outcome FROM payment_webhooks WHERE deposit_id IS NOT NULL AND payment_id = (SELECT provider_payment_id FROM deposits WHERE order_id = (SELECT id FROM payment_orders WHERE public_id = $1))`,
      [o.orderId],
    );
    expect(hooks.rows.map((r) => r.outcome).sort()).toEqual(['credited', 'recorded']);
    expect(await ledgerMismatches(t.db)).toEqual([]);
  });

  it('a partial payment credits what arrived; an expired order credits nothing', async () => {
    const { client, user } = await register(t.app, 'part');
    const before = await depositBalance(t.db, user.id, 'SOL');
    const partial = (await pay(client, { coin: 'SOL', fiat: 'USD', fiatAmount: '100' })).body.data!;
    await page(new URL(partial.payUrl).pathname, 'POST', 'action=partial');
    await until(async () => (await order(client, partial.orderId)).body.data!.status === 'partially_paid', 'the partial payment');
    const half = toFixedDown(new Decimal(partial.amount).div(2), 9);
    expect((await order(client, partial.orderId)).body.data).toMatchObject({ paidAmount: half, creditedAmount: half });
    expect(await depositBalance(t.db, user.id, 'SOL')).toBe(new Decimal(before).plus(half).toFixed(18));

    const expiring = (await pay(client, { coin: 'SOL', fiat: 'USD', fiatAmount: '100' })).body.data!;
    await page(new URL(expiring.payUrl).pathname, 'POST', 'action=expire');
    await until(async () => (await order(client, expiring.orderId)).body.data!.status === 'expired', 'the order to expire');
    expect((await order(client, expiring.orderId)).body.data!.creditedAmount).toBe('0.000000000');
    expect(await depositBalance(t.db, user.id, 'SOL')).toBe(new Decimal(before).plus(half).toFixed(18));
    expect((await page(new URL(expiring.payUrl).pathname, 'POST', 'action=steal')).statusCode).toBe(400);
  });

  it('the deposit simulator pays a deposit address (with its tag) through the webhook', async () => {
    const { client, user } = await register(t.app, 'send');
    const { data: xrp } = (await client.get<DepositAddress>('/api/wallet/deposit?coin=XRP')).body;
    expect(xrp!.simulate).toBe(true);
    const query = new URLSearchParams({ coin: 'XRP', address: xrp!.address, tag: xrp!.tag! }).toString();
    const form = await page(`/demo-pay/deposit?${query}`);
    expect(form.statusCode).toBe(200);
    expect(form.body).toContain(xrp!.address);
    const before = await depositBalance(t.db, user.id, 'XRP');
    const sent = await page('/demo-pay/deposit', 'POST', `${query}&amount=25.5`);
    expect(sent.statusCode).toBe(303);
    const status = sent.headers.location as string;
    await until(async () => (await page(status)).body.includes('<h1>Finished</h1>'), 'the payment to finish');
    expect(await depositBalance(t.db, user.id, 'XRP')).toBe(new Decimal(before).plus('25.5').toFixed(18));

    const small = await page('/demo-pay/deposit', 'POST', `${query}&amount=0.5`);
    await until(async () => (await page(small.headers.location as string)).body.includes('<h1>Finished</h1>'), 'the small payment');
    expect((await page(small.headers.location as string)).body).toContain('below the minimum deposit');
    expect(await depositBalance(t.db, user.id, 'XRP')).toBe(new Decimal(before).plus('25.5').toFixed(18));

    const wrongTag = await page('/demo-pay/deposit', 'POST', `coin=XRP&address=${xrp!.address}&tag=1&amount=5`);
    expect([wrongTag.statusCode, wrongTag.body.includes('No player has this deposit address')]).toEqual([400, true]);
    expect((await page('/demo-pay/deposit', 'POST', `${query}&amount=1.1234567`)).statusCode).toBe(400);
    expect((await page('/demo-pay/deposit?coin=BTC&address=%3Cscript%3E')).statusCode).toBe(400);
    expect((await page('/demo-pay/nothing-here')).statusCode).toBe(404);
    expect(await ledgerMismatches(t.db)).toEqual([]);
  });

  it('without PAYMENT_IPN_SECRET, every process of a database signs with the one secret of server_keys', async () => {
    const a = await createTestApp({ PAYMENT_DEMO_STEP_MS: '5' });
    const b = await buildOn(a.url, { PAYMENT_DEMO_STEP_MS: '5' });
    try {
      const { rows } = await a.db.query(`SELECT value FROM server_keys WHERE name = 'payment_ipn'`);
      expect(rows[0].value).toMatch(/^[0-9a-f]{64}$/);
      const body = ipnBody({ paymentId: nextPaymentId(), coin: 'BTC', address: 'bc1qunknownunknownunknown', status: 'waiting', paid: '0' });
      for (const app of [a.app, b.app]) {
        const res = await app.inject({
          method: 'POST',
          url: '/v1/hooks/payments/demo',
          payload: JSON.stringify(body),
          headers: { 'content-type': 'application/json', [SIGNATURE_HEADER]: signIpn(rows[0].value, body) },
        });
        expect(res.json().data?.outcome).toMatch(/^(unknown_address|replay)$/);
      }
    } finally {
      await b.close();
      await a.close();
    }
  });
});

describe('outside demo mode', () => {
  it('the demo pages are 404, the demo provider cannot be configured, buying crypto is not offered', async () => {
    const wallet = walletKeysEnv(DEMO_WALLET_KEYS);
    expect(() => loadConfig({ DATABASE_URL: 'postgres://x/y', DEMO_MODE: '0', PAYMENT_PROVIDER: 'demo', ...wallet })).toThrow(
      /PAYMENT_PROVIDER=demo needs DEMO_MODE/,
    );
    expect(() => loadConfig({ DATABASE_URL: 'postgres://x/y', PAYMENT_PROVIDER: 'bogus', ...wallet })).toThrow(
      /PAYMENT_PROVIDER must be one of demo, none/,
    );
    const live = await createTestApp({ DEMO_MODE: '0', ...wallet });
    try {
      for (const url of ['/demo-pay', '/demo-pay/checkout/00000000-0000-4000-8000-000000000000', '/demo-pay/deposit?coin=BTC']) {
        expect((await live.app.inject({ method: 'GET', url })).statusCode, url).toBe(404);
      }
      expect(
        (
          await live.app.inject({
            method: 'POST',
            url: '/demo-pay/deposit',
            payload: 'amount=1',
            headers: { 'content-type': 'application/x-www-form-urlencoded' },
          })
        ).statusCode,
      ).toBe(404);
      const hook = await live.app.inject({
        method: 'POST',
        url: '/v1/hooks/payments/demo',
        payload: '{}',
        headers: { 'content-type': 'application/json' },
      });
      expect(hook.json()).toMatchObject({ code: 404 });
      const { client } = await register(live.app, 'live');
      expect((await client.post('/v1/account/pay', { coin: 'BTC', fiat: 'USD', fiatAmount: '50' })).body).toMatchObject({
        code: 501,
        msg: 'Buying crypto is not available on this site',
      });
      expect((await client.get<DepositAddress>('/api/wallet/deposit?coin=BTC')).body.data).toMatchObject({ simulate: false });
    } finally {
      await live.close();
    }
  });
});
