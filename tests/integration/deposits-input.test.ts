import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DepositAddress } from '../../src/core/wallet/api';
import { signIpn } from '../../server/wallet/payments/ipn';
import { createTestApp, register, type Client, type TestApp } from './helpers';
import { DEPOSIT_ENV, ipnBody, nextPaymentId, sendHook, walletSnapshot } from './depositHelpers';

// Malformed input, 40 and more per route: every answer is a 4xx envelope and nothing changes (money, deposits,
// orders, addresses, notifications). And the webhook's budgets: outside the players' per-address one, its own for refusals.

let t: TestApp;
let client: Client;
let address: DepositAddress;

beforeAll(async () => {
  t = await createTestApp(DEPOSIT_ENV);
  ({ client } = await register(t.app, 'input'));
  address = (await client.get<DepositAddress>('/api/wallet/deposit?coin=BTC')).body.data!;
});

afterAll(async () => {
  await t.close();
});

async function snapshot(): Promise<string> {
  const counts = await t.db.query(
    `SELECT (SELECT count(*) FROM payment_orders)::int AS orders, (SELECT count(*) FROM deposit_addresses)::int AS addresses`,
  );
  return JSON.stringify([await walletSnapshot(t.db), counts.rows[0]]);
}

const huge = 'x'.repeat(5000);

describe('malformed input changes nothing', () => {
  it('the webhook: 47 malformed bodies, signed, all refused', async () => {
    const ok = ipnBody({
      paymentId: nextPaymentId(),
      coin: 'BTC',
      address: address.address,
      status: 'finished',
      paid: '0.01',
      confirmations: 2,
    });
    const without = (key: string) => Object.fromEntries(Object.entries(ok).filter(([k]) => k !== key));
    const bodies: unknown[] = [
      without('payment_id'),
      { ...ok, payment_id: 1.5 },
      { ...ok, payment_id: -1 },
      { ...ok, payment_id: true },
      { ...ok, payment_id: huge },
      { ...ok, payment_id: { id: 1 } },
      { ...ok, payment_id: [1] },
      without('payment_status'),
      { ...ok, payment_status: 'paid' },
      { ...ok, payment_status: 4 },
      { ...ok, payment_status: 'FINISHED' },
      without('pay_address'),
      { ...ok, pay_address: '' },
      { ...ok, pay_address: huge },
      { ...ok, pay_address: '<script>alert(1)</script>' },
      { ...ok, pay_address: 12345678901 },
      { ...ok, payin_extra_id: 42 },
      { ...ok, payin_extra_id: '' },
      { ...ok, payin_extra_id: huge },
      without('pay_currency'),
      { ...ok, pay_currency: 'ltc' },
      { ...ok, pay_currency: 'BTC' },
      without('actually_paid'),
      { ...ok, actually_paid: 0.01 },
      { ...ok, actually_paid: '-0.01' },
      { ...ok, actually_paid: '1e-2' },
      { ...ok, actually_paid: '0x10' },
      { ...ok, actually_paid: 'NaN' },
      { ...ok, actually_paid: '' },
      { ...ok, actually_paid: '1000000000000000000' },
      { ...ok, actually_paid: '0.0000000000000000001' },
      { ...ok, actually_paid: ['0.01'] },
      { ...ok, actually_paid: { value: '0.01' } },
      { ...ok, confirmations: -1 },
      { ...ok, confirmations: 1.5 },
      { ...ok, confirmations: '3' },
      { ...ok, tx_hash: 'has spaces in it' },
      { ...ok, order_id: 'o'.repeat(65) },
      { ...ok, order_id: 42 },
      [ok],
      'finished',
      null,
    ];
    const raws = [
      `{"__proto__":{"credited":true},${JSON.stringify(ok).slice(1)}`,
      `{"meta":{"constructor":{"prototype":{"x":1}}},${JSON.stringify(ok).slice(1)}`,
      `${'{"a":'.repeat(20)}1${'}'.repeat(20)}`,
      'payment_id=1&payment_status=finished',
      '',
    ];
    const before = await snapshot();
    for (const body of bodies) {
      const res = await sendHook(t.app, body);
      expect(res.status).toBe(200);
      expect([400, 401], JSON.stringify(body).slice(0, 80)).toContain(res.body.code);
      expect(res.body.data).toBeNull();
      expect(res.body.msg.length).toBeGreaterThan(0);
    }
    for (const raw of raws) {
      let parsed: unknown = raw;
      try {
        parsed = JSON.parse(raw);
      } catch {
        // Not JSON: signed as the string it is.
      }
      const res = await sendHook(t.app, null, { raw, sig: signIpn('integration-ipn-secret-0001', parsed) });
      expect([400, 401], raw.slice(0, 60)).toContain(res.body.code);
    }
    // Named problems for a few, so a refusal is never silent about its field.
    expect((await sendHook(t.app, { ...ok, actually_paid: 0.01 })).body.msg).toBe('actually_paid must be a decimal string such as "1.25"');
    expect((await sendHook(t.app, { ...ok, pay_currency: 'ltc' })).body.msg).toMatch(/^pay_currency must be one of usdterc20, btc, eth/);
    expect(bodies.length + raws.length).toBeGreaterThanOrEqual(40);
    expect(await snapshot()).toBe(before);
    const { rows } = await t.db.query(`SELECT count(*)::int AS n FROM payment_webhooks WHERE outcome = 'malformed'`);
    expect(rows[0].n).toBeGreaterThanOrEqual(30);
  });

  it('POST /v1/account/pay: 44 malformed bodies', async () => {
    const ok = { coin: 'BTC', fiat: 'USD', fiatAmount: '50' };
    const bodies: unknown[] = [
      {},
      { fiat: 'USD', fiatAmount: '50' },
      { coin: 'BTC', fiatAmount: '50' },
      { coin: 'BTC', fiat: 'USD' },
      { ...ok, coin: 'btc' },
      { ...ok, coin: 'ABC' },
      { ...ok, coin: 5 },
      { ...ok, coin: ['BTC'] },
      { ...ok, coin: { code: 'BTC' } },
      { ...ok, coin: huge },
      { ...ok, fiat: 'usd' },
      { ...ok, fiat: 'XYZ' },
      { ...ok, fiat: null },
      { ...ok, fiat: huge },
      { ...ok, fiatAmount: 50 },
      { ...ok, fiatAmount: 50.5 },
      { ...ok, fiatAmount: true },
      { ...ok, fiatAmount: null },
      { ...ok, fiatAmount: ['50'] },
      { ...ok, fiatAmount: { value: '50' } },
      { ...ok, fiatAmount: '' },
      { ...ok, fiatAmount: '-50' },
      { ...ok, fiatAmount: '+50' },
      { ...ok, fiatAmount: '5e1' },
      { ...ok, fiatAmount: '50.001' },
      { ...ok, fiatAmount: '50,00' },
      { ...ok, fiatAmount: ' 50' },
      { ...ok, fiatAmount: '050' },
      { ...ok, fiatAmount: '.5' },
      { ...ok, fiatAmount: '0x32' },
      { ...ok, fiatAmount: 'Infinity' },
      { ...ok, fiatAmount: '０５０' },
      { ...ok, fiatAmount: '9'.repeat(5000) },
      { ...ok, fiatAmount: '0' },
      { ...ok, fiatAmount: '9.99' },
      { ...ok, fiatAmount: '10000.01' },
      { ...ok, extra: 1 },
      JSON.parse(`{"coin":"BTC","fiat":"USD","fiatAmount":"50","__proto__":{"admin":true}}`),
      'null',
      JSON.stringify([ok]),
      JSON.stringify('pay'),
      'coin=BTC&fiat=USD',
      '{"coin":',
      JSON.stringify({ ...ok, pad: 'x'.repeat(20_000) }),
    ];
    const before = await snapshot();
    for (const body of bodies) {
      const res = await client.post('/v1/account/pay', body);
      expect(res.status).toBe(200);
      expect(res.body.code, `${JSON.stringify(body).slice(0, 80)}: ${res.body.msg}`).toBe(400);
      expect(res.body.data).toBeNull();
    }
    expect(await snapshot()).toBe(before);
  });

  it('GET /api/wallet/deposit and GET /api/wallet/order: 40 malformed queries each', async () => {
    const shared = ['', '?', '?x=1', '?__proto__=1', '?constructor=1', `?pad=${huge}`, '?%00=1', '?a[b]=1', '?t=1', '?t='];
    const depositQueries = [
      ...shared,
      '?coin=',
      '?coin=btc',
      '?coin=ABC',
      '?coin=BTC&coin=ETH',
      '?coin[]=BTC',
      '?coin[a]=BTC',
      `?coin=${huge}`,
      '?coin=BTC%00',
      '?coin=%20BTC',
      '?coin=BTC%20',
      '?coin=B%C3%9FC',
      '?coin=null',
      '?coin=1',
      '?coin=true',
      '?coin=%7B%7D',
      '?coin=BTC&x=1',
      '?coin=BTC&__proto__=x',
      '?Coin=BTC',
      '?COIN=BTC',
      '?coin=USDT&t=1',
      '?coin=SOL&orderId=1',
      '?coin=%E2%80%AEBTC',
      '?coin=%F0%9F%92%B0',
      '?coin=..%2F..%2F',
      '?coin=BTC;ETH',
      '?coin=BTC,ETH',
      '?coin=%3Cscript%3E',
      '?coin=USD',
      '?coin=EUR',
      '?coin=DEPOSIT',
    ];
    const orderQueries = [
      ...shared,
      '?orderId=',
      '?orderId=1',
      '?orderId=-1',
      '?orderId=null',
      '?orderId=not-a-uuid',
      `?orderId=${huge}`,
      '?orderId=00000000-0000-4000-8000-00000000000',
      '?orderId=00000000-0000-4000-8000-0000000000000',
      '?orderId={00000000-0000-4000-8000-000000000000}',
      '?orderId=00000000000040008000000000000000',
      '?orderId=00000000-0000-4000-8000-00000000000g',
      '?orderId=%2000000000-0000-4000-8000-000000000000',
      '?orderId=00000000-0000-4000-8000-000000000000&x=1',
      '?orderId=a&orderId=b',
      '?orderId[]=00000000-0000-4000-8000-000000000000',
      '?orderId[id]=1',
      '?orderid=00000000-0000-4000-8000-000000000000',
      '?orderId=00000000-0000-4000-8000-000000000000%00',
      '?orderId=%E2%80%AE',
      '?orderId=1%27%20OR%201%3D1',
      '?orderId=00000000-0000-4000-8000-000000000000',
      '?orderId=ffffffff-ffff-4fff-bfff-ffffffffffff',
      '?id=00000000-0000-4000-8000-000000000000',
      '?orderNo=1',
      '?orderId=true',
      '?orderId=%7B%7D',
      '?orderId=..%2F',
      '?orderId=%3Cscript%3E',
      '?orderId=0',
      '?orderId=1e9',
    ];
    expect(depositQueries.length).toBeGreaterThanOrEqual(40);
    expect(orderQueries.length).toBeGreaterThanOrEqual(40);
    const before = await snapshot();
    for (const [path, queries] of [
      ['/api/wallet/deposit', depositQueries],
      ['/api/wallet/order', orderQueries],
    ] as const) {
      for (const q of queries) {
        const res = await client.get(`${path}${q}`);
        expect(res.status, `${path}${q.slice(0, 60)}`).toBe(200);
        expect([400, 404], `${path}${q.slice(0, 60)}: ${res.body.msg}`).toContain(res.body.code);
        expect(res.body.data).toBeNull();
      }
    }
    expect(await snapshot()).toBe(before);
  });

  it('is outside the per-address API budget; refused notifications have a budget of their own', async () => {
    const small = await createTestApp({ ...DEPOSIT_ENV, API_RATE_LIMIT_MAX: '3' });
    try {
      const body = () =>
        ipnBody({ paymentId: nextPaymentId(), coin: 'BTC', address: 'bc1qnobodynobodynobody', status: 'waiting', paid: '0' });
      const signed = await Promise.all(Array.from({ length: 10 }, () => sendHook(small.app, body())));
      expect(signed.map((a) => a.body.code)).toEqual(Array(10).fill(200));
      const api = await Promise.all(
        Array.from({ length: 5 }, () => small.app.inject({ method: 'GET', url: '/v1/userApi/currency', remoteAddress: '203.0.113.7' })),
      );
      expect(api.map((r) => r.json().code)).toContain(429);
      // 300 refused notifications a minute per address are recorded; beyond that they are cut off without a row.
      const refused = [];
      for (let i = 0; i < 301; i++) refused.push((await sendHook(small.app, body(), { sig: null })).body.code);
      expect(refused.slice(0, 300).every((c) => c === 401)).toBe(true);
      expect(refused[300]).toBe(429);
      const { rows } = await small.db.query(`SELECT count(*)::int AS n FROM payment_webhooks WHERE outcome = 'bad_signature'`);
      expect(rows[0].n).toBe(300);
      expect((await sendHook(small.app, body())).body.code).toBe(200);
    } finally {
      await small.close();
    }
  });
});
