import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { NewsNotify } from '../../src/core/feeds';
import { Decimal } from '../../src/core/money';
import type { AmountChange } from '../../src/core/socket';
import type { DepositAddress } from '../../src/core/wallet/api';
import { COIN_CHAINS } from '../../src/core/wallet/chains';
import { Client, createTestApp, ledgerMismatches, listen, register, TestSocket, type TestApp } from './helpers';
import { DEPOSIT_ENV, depositBalance, ipnBody, nextPaymentId, sendHook, walletSnapshot } from './depositHelpers';

let t: TestApp;
let base: string;

beforeAll(async () => {
  t = await createTestApp(DEPOSIT_ENV);
  base = await listen(t.app);
});

afterAll(async () => {
  await t.close();
});

const addressOf = async (client: Client, coin: string) => (await client.get<DepositAddress>(`/api/wallet/deposit?coin=${coin}`)).body;

/** A player with their deposit address of a coin. */
async function player(coin: 'BTC' | 'ETH' | 'XRP' | 'USDT' | 'SOL' = 'BTC') {
  const { client, user } = await register(t.app, 'dep');
  const address = (await addressOf(client, coin)).data!;
  return { client, user, address };
}

const deposit = async (paymentId: number) =>
  (
    await t.db.query<{ id: string; status: string; amount: string; credited_amount: string; confirmations: number }>(
      `SELECT id, status, amount::text, credited_amount::text, confirmations FROM deposits WHERE provider = 'demo' AND provider_payment_id = $1`,
      [String(paymentId)],
    )
  ).rows[0];

describe('deposit addresses', () => {
  it('one address per player and coin: stable across calls, different between players, with its terms', async () => {
    const a = await player('BTC');
    const b = await player('BTC');
    expect(a.address).toEqual({
      coin: 'BTC',
      network: 'BTC',
      networkLabel: 'Bitcoin',
      address: expect.stringMatching(/^bc1q[02-9ac-hj-np-z]{38}$/),
      tag: null,
      tagLabel: null,
      minDeposit: '0.0001',
      confirmations: 2,
      simulate: true,
    });
    expect((await addressOf(a.client, 'BTC')).data).toEqual(a.address);
    expect(b.address.address).not.toBe(a.address.address);
    const eth = (await addressOf(a.client, 'ETH')).data!;
    expect(eth.address).toMatch(/^0x[0-9a-fA-F]{40}$/);
    expect((await addressOf(a.client, 'BNB')).data!.address).toBe(eth.address);
    expect((await addressOf(b.client, 'ETH')).data!.address).not.toBe(eth.address);
  });

  it('XRP and SOL share the house address; the tag is the player', async () => {
    const a = await player('XRP');
    const b = await player('XRP');
    expect(a.address.address).toBe(b.address.address);
    expect(a.address).toMatchObject({ tag: String(a.user.id), tagLabel: 'Destination tag', network: 'XRP' });
    expect(b.address.tag).toBe(String(b.user.id));
    const solA = (await addressOf(a.client, 'SOL')).data!;
    const solB = (await addressOf(b.client, 'SOL')).data!;
    expect(solA.address).toBe(solB.address);
    expect([solA.tag, solB.tag, solA.tagLabel]).toEqual([String(a.user.id), String(b.user.id), 'Memo']);
  });

  it('made once under 20 concurrent first requests', async () => {
    const { client, user } = await register(t.app, 'race');
    const answers = await Promise.all(Array.from({ length: 20 }, () => addressOf(client, 'DOGE')));
    expect(new Set(answers.map((a) => a.data?.address)).size).toBe(1);
    const { rows } = await t.db.query('SELECT count(*)::int AS n FROM deposit_addresses WHERE user_id = $1', [user.id]);
    expect(rows[0].n).toBe(1);
  });

  it('needs a login and a known coin', async () => {
    expect((await addressOf(new Client(t.app), 'BTC')).code).toBe(401);
    const { client } = await register(t.app, 'bad');
    expect(await addressOf(client, 'ABC')).toMatchObject({ code: 400, msg: expect.stringMatching(/^coin must be one of/) });
    expect((await client.get('/api/wallet/deposit')).body.code).toBe(400);
    expect((await client.get('/api/wallet/deposit?coin=BTC&x=1')).body).toMatchObject({ code: 400, msg: 'Unknown field: x' });
  });
});

describe('the payment webhook', () => {
  it('credits once, at exactly the confirmation threshold, with a type 3 push and a notification', async () => {
    const { client, user, address } = await player('BTC');
    const socket = await TestSocket.open(base, { cookie: client.cookieHeader(), origin: base });
    const before = await depositBalance(t.db, user.id, 'BTC');
    const paymentId = nextPaymentId();
    const step = (status: 'waiting' | 'confirming' | 'confirmed' | 'finished', confirmations: number) =>
      sendHook(t.app, ipnBody({ paymentId, coin: 'BTC', address: address.address, status, paid: '0.005', confirmations }));
    expect((await step('waiting', 0)).body.data).toMatchObject({ outcome: 'recorded' });
    expect((await step('confirming', 0)).body.data).toMatchObject({ outcome: 'recorded' });
    expect((await step('confirming', 1)).body.data).toMatchObject({ outcome: 'recorded' });
    expect(await depositBalance(t.db, user.id, 'BTC')).toBe(before);
    const credit = await step('confirming', COIN_CHAINS.BTC.confirmations);
    expect(credit.body).toMatchObject({ code: 200, data: { outcome: 'credited' } });
    const frame = await socket.next((f) => f.type === 3);
    expect(frame.data as AmountChange).toMatchObject({ coin: 'BTC', balanceType: 'DEPOSIT', delta: '0.00500000', reason: 'deposit' });
    const news = (await socket.next((f) => f.type === 200)).data as NewsNotify;
    expect(news.item).toMatchObject({ kind: 'deposit', title: 'Deposit credited', data: { coin: 'BTC', amount: '0.005' } });
    expect((await step('confirmed', 2)).body.data).toMatchObject({ outcome: 'recorded' });
    expect((await step('finished', 2)).body.data).toMatchObject({ outcome: 'recorded' });
    const row = (await deposit(paymentId))!;
    expect(row).toMatchObject({ status: 'finished', credited_amount: '0.005000000000000000', confirmations: 2 });
    const { rows } = await t.db.query(`SELECT kind, delta::text FROM ledger WHERE ref = $1 AND reason = 'deposit'`, [`deposit:${row.id}`]);
    expect(rows).toEqual([{ kind: 'DEPOSIT', delta: '0.005000000000000000' }]);
    expect(await ledgerMismatches(t.db)).toEqual([]);
    socket.close();
  });

  it('refuses a bad signature, a body altered after signing and a missing header: nothing changes', async () => {
    const { address } = await player('BTC');
    const body = ipnBody({ paymentId: nextPaymentId(), coin: 'BTC', address: address.address, status: 'finished', paid: '0.01' });
    const before = await walletSnapshot(t.db);
    const audit = async () =>
      (await t.db.query(`SELECT count(*)::int AS n FROM payment_webhooks WHERE outcome = 'bad_signature'`)).rows[0].n as number;
    const audited = await audit();
    const answers = [
      await sendHook(t.app, body, { sig: 'ab'.repeat(64) }),
      await sendHook(t.app, body, { raw: JSON.stringify({ ...body, actually_paid: '10' }) }),
      await sendHook(t.app, body, { sig: null }),
      await sendHook(t.app, body, { sig: 'not-hex' }),
      await sendHook(t.app, body, { raw: JSON.stringify(body).replace('"finished"', '"finished" ') + 'x' }),
    ];
    for (const a of answers) expect(a).toMatchObject({ status: 200, body: { code: 401, msg: 'Invalid signature', data: null } });
    expect(await walletSnapshot(t.db)).toBe(before);
    expect(await audit()).toBe(audited + answers.length);
  });

  it('the same webhook 20 times at once credits once', async () => {
    const { user, address } = await player('ETH');
    const before = await depositBalance(t.db, user.id, 'ETH');
    const body = ipnBody({
      paymentId: nextPaymentId(),
      coin: 'ETH',
      address: address.address,
      status: 'finished',
      paid: '0.25',
      confirmations: 12,
    });
    const answers = await Promise.all(Array.from({ length: 20 }, () => sendHook(t.app, body)));
    const outcomes = answers.map((a) => a.body.data?.outcome).sort();
    expect(outcomes.filter((o) => o === 'credited')).toHaveLength(1);
    expect(outcomes.filter((o) => o === 'replay')).toHaveLength(19);
    expect(await depositBalance(t.db, user.id, 'ETH')).toBe(new Decimal(before).plus('0.25').toFixed(18));
    const snapshot = await walletSnapshot(t.db);
    // Later, sequential replays and other statuses of the same payment change nothing either.
    expect((await sendHook(t.app, body)).body.data).toMatchObject({ outcome: 'replay' });
    expect(await walletSnapshot(t.db)).toBe(snapshot);
    expect(await ledgerMismatches(t.db)).toEqual([]);
  });

  it('different notifications of one payment at once (threshold, confirmed, finished) credit once', async () => {
    const { user, address } = await player('USDT');
    const paymentId = nextPaymentId();
    const of = (status: 'confirming' | 'confirmed' | 'finished') =>
      ipnBody({ paymentId, coin: 'USDT', address: address.address, status, paid: '100', confirmations: 12 });
    const answers = await Promise.all(
      [...Array(7).fill(of('confirming')), ...Array(7).fill(of('confirmed')), ...Array(6).fill(of('finished'))].map((b) =>
        sendHook(t.app, b),
      ),
    );
    expect(answers.filter((a) => a.body.data?.outcome === 'credited')).toHaveLength(1);
    const { rows } = await t.db.query(`SELECT count(*)::int AS n FROM ledger WHERE user_id = $1 AND reason = 'deposit'`, [user.id]);
    expect(rows[0].n).toBe(1);
    expect((await deposit(paymentId))!.status).toBe('finished');
    expect(await ledgerMismatches(t.db)).toEqual([]);
  });

  it('out of order: an older status is ignored, a final one never changes', async () => {
    const { address } = await player('BTC');
    const paymentId = nextPaymentId();
    const at = (status: 'confirming' | 'confirmed' | 'finished' | 'failed', confirmations: number, paid = '0.002') =>
      sendHook(t.app, ipnBody({ paymentId, coin: 'BTC', address: address.address, status, paid, confirmations }));
    expect((await at('confirmed', 2)).body.data!.outcome).toBe('credited');
    expect((await at('confirming', 5)).body.data!.outcome).toBe('ignored_older');
    expect((await at('finished', 2)).body.data!.outcome).toBe('recorded');
    const before = await walletSnapshot(t.db);
    expect((await at('confirming', 9)).body.data!.outcome).toBe('ignored_final');
    expect((await at('failed', 9)).body.data!.outcome).toBe('ignored_final');
    expect((await at('finished', 9, '5')).body.data!.outcome).toBe('ignored_final');
    expect(await walletSnapshot(t.db)).toBe(before);
    const { rows } = await t.db.query(`SELECT outcome FROM payment_webhooks WHERE payment_id = $1 ORDER BY id`, [String(paymentId)]);
    expect(rows.map((r) => r.outcome)).toEqual([
      'credited',
      'ignored_older',
      'recorded',
      'ignored_final',
      'ignored_final',
      'ignored_final',
    ]);
  });

  it('a partial payment credits what actually arrived, once confirmed', async () => {
    const { user, address } = await player('XRP');
    const before = await depositBalance(t.db, user.id, 'XRP');
    const paymentId = nextPaymentId();
    const send = (status: 'confirming' | 'partially_paid', confirmations: number) =>
      sendHook(
        t.app,
        ipnBody({ paymentId, coin: 'XRP', address: address.address, tag: address.tag, status, paid: '12.345678', confirmations }),
      );
    expect((await send('confirming', 0)).body.data!.outcome).toBe('recorded');
    expect((await send('partially_paid', 1)).body.data!.outcome).toBe('credited');
    expect(await depositBalance(t.db, user.id, 'XRP')).toBe(new Decimal(before).plus('12.345678').toFixed(18));
    expect((await deposit(paymentId))!).toMatchObject({ status: 'partially_paid', credited_amount: '12.345678000000000000' });
  });

  it('a payment below the minimum deposit is recorded, never credited', async () => {
    const { user, address } = await player('BTC');
    const before = await depositBalance(t.db, user.id, 'BTC');
    const paymentId = nextPaymentId();
    const answer = await sendHook(
      t.app,
      ipnBody({ paymentId, coin: 'BTC', address: address.address, status: 'finished', paid: '0.00009999', confirmations: 6 }),
    );
    expect(answer.body.data!.outcome).toBe('recorded');
    expect((await deposit(paymentId))!).toMatchObject({
      status: 'finished',
      amount: '0.000099990000000000',
      credited_amount: '0.000000000000000000',
    });
    expect(await depositBalance(t.db, user.id, 'BTC')).toBe(before);
  });

  it('an unknown address, a wrong tag or an unknown order changes nothing', async () => {
    const { address } = await player('XRP');
    const before = await walletSnapshot(t.db);
    const body = (extra: Partial<Parameters<typeof ipnBody>[0]>) =>
      ipnBody({
        paymentId: nextPaymentId(),
        coin: 'XRP',
        address: address.address,
        tag: address.tag,
        status: 'finished',
        paid: '50',
        ...extra,
      });
    expect((await sendHook(t.app, body({ address: 'rPEPPER7kfTD9w2To4CQk6UCfuHM9c6GDY' }))).body.data!.outcome).toBe('unknown_address');
    expect((await sendHook(t.app, body({ tag: '999999999' }))).body.data!.outcome).toBe('unknown_address');
    expect((await sendHook(t.app, body({ tag: null }))).body.data!.outcome).toBe('unknown_address');
    expect((await sendHook(t.app, body({ orderId: '00000000-0000-4000-8000-000000000000' }))).body.data!.outcome).toBe('unknown_order');
    expect((await sendHook(t.app, body({ orderId: 'not-a-uuid' }))).body.data!.outcome).toBe('unknown_order');
    expect(await walletSnapshot(t.db)).toBe(before);
  });

  it('failed and expired payments never credit', async () => {
    const { user, address } = await player('ETH');
    const before = await depositBalance(t.db, user.id, 'ETH');
    const failing = nextPaymentId();
    await sendHook(
      t.app,
      ipnBody({ paymentId: failing, coin: 'ETH', address: address.address, status: 'confirming', paid: '1', confirmations: 3 }),
    );
    expect(
      (
        await sendHook(
          t.app,
          ipnBody({ paymentId: failing, coin: 'ETH', address: address.address, status: 'failed', paid: '1', confirmations: 30 }),
        )
      ).body.data!.outcome,
    ).toBe('recorded');
    const expiring = nextPaymentId();
    expect(
      (await sendHook(t.app, ipnBody({ paymentId: expiring, coin: 'ETH', address: address.address, status: 'expired', paid: '0' }))).body
        .data!.outcome,
    ).toBe('recorded');
    expect((await deposit(failing))!.status).toBe('failed');
    expect((await deposit(expiring))!.status).toBe('expired');
    expect(await depositBalance(t.db, user.id, 'ETH')).toBe(before);
  });

  it('a payment id seen with another address is not moved by it', async () => {
    const a = await player('BTC');
    const b = await player('BTC');
    const paymentId = nextPaymentId();
    await sendHook(
      t.app,
      ipnBody({ paymentId, coin: 'BTC', address: a.address.address, status: 'confirming', paid: '0.01', confirmations: 0 }),
    );
    const before = await walletSnapshot(t.db);
    const other = await sendHook(
      t.app,
      ipnBody({ paymentId, coin: 'BTC', address: b.address.address, status: 'finished', paid: '0.01', confirmations: 9 }),
    );
    expect(other.body.data!.outcome).toBe('mismatch');
    expect(await walletSnapshot(t.db)).toBe(before);
  });

  it('checks the body as sent whatever its content type says', async () => {
    const { user, address } = await player('BTC');
    const before = await depositBalance(t.db, user.id, 'BTC');
    const body = (paid: string) =>
      ipnBody({ paymentId: nextPaymentId(), coin: 'BTC', address: address.address, status: 'finished', paid, confirmations: 2 });
    expect((await sendHook(t.app, body('0.001'), { contentType: 'text/plain' })).body.data!.outcome).toBe('credited');
    expect((await sendHook(t.app, body('0.002'), { contentType: '' })).body.data!.outcome).toBe('credited');
    expect(await depositBalance(t.db, user.id, 'BTC')).toBe(new Decimal(before).plus('0.003').toFixed(18));
  });

  it('an unknown provider is a 404', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/v1/hooks/payments/other',
      payload: '{}',
      headers: { 'content-type': 'application/json' },
    });
    expect(res.json()).toMatchObject({ code: 404, msg: 'Unknown payment provider' });
  });
});
