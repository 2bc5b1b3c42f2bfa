import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CODE, type BalanceData, type TipData } from '../../src/core/api';
import { Decimal } from '../../src/core/money';
import { floodAllowance, FLOOD_REFUSAL } from './chatHelpers';
import { Client, createTestApp, ledgerMismatches, listen, moneySnapshot, register, type TestApp } from './helpers';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});

afterAll(async () => {
  await t.close();
});

async function balanceOf(client: Client, coin: string): Promise<{ amount: string; bonusAmount: string }> {
  const res = await client.get<BalanceData>('/v1/account/findBalance');
  return res.body.data!.list.find((r) => r.coin === coin)!;
}

describe('sendTip', () => {
  it('moves money, writes the ledger and a tip row', async () => {
    const { client: alice } = await register(t.app, 'alice');
    const { client: bob, user: bobUser } = await register(t.app, 'bob');
    const res = await alice.post<TipData>('/v1/account/sendTip', {
      toUserName: bobUser.userName.toUpperCase(),
      coin: 'BTC',
      amount: '0.005',
    });
    expect(res.body).toMatchObject({
      code: 200,
      data: { toUserName: bobUser.userName, coin: 'BTC', amount: '0.00500000', balance: '0.01500000' },
    });
    expect((await balanceOf(alice, 'BTC')).amount).toBe('0.01500000');
    expect((await balanceOf(bob, 'BTC')).amount).toBe('0.02500000');
    const { rows } = await t.db.query(`SELECT reason, delta::text FROM ledger WHERE ref = $1 ORDER BY reason`, [
      `tip:${res.body.data!.id}`,
    ]);
    expect(rows).toEqual([
      { reason: 'tip_in', delta: '0.005000000000000000' },
      { reason: 'tip_out', delta: '-0.005000000000000000' },
    ]);
    expect(await ledgerMismatches(t.db)).toEqual([]);
  });

  it('50 concurrent tips of one player are held to the chat rate: the rest are refused with its message and move nothing', async () => {
    const { client: sender, user: senderUser } = await register(t.app, 'rich');
    const { user: receiver, client: receiverClient } = await register(t.app, 'rcv');
    const started = performance.now();
    const answers = await Promise.all(
      Array.from({ length: 50 }, () => sender.post('/v1/account/sendTip', { toUserName: receiver.userName, coin: 'USDT', amount: '100' })),
    );
    const passed = answers.filter((a) => a.body.code === 200).length;
    expect(passed).toBeGreaterThanOrEqual(1);
    expect(passed).toBeLessThanOrEqual(floodAllowance(performance.now() - started));
    for (const a of answers.filter((x) => x.body.code !== 200)) {
      expect(a.body).toMatchObject({ code: CODE.TOO_MANY, data: null });
      expect(a.body.msg).toMatch(FLOOD_REFUSAL);
    }
    expect((await balanceOf(sender, 'USDT')).amount).toBe(new Decimal(1000).minus(100 * passed).toFixed(6));
    expect((await balanceOf(receiverClient, 'USDT')).amount).toBe(new Decimal(1000).plus(100 * passed).toFixed(6));
    const { rows } = await t.db.query(`SELECT count(*)::int AS n FROM tips WHERE to_user = $1`, [receiver.id]);
    expect(rows[0].n).toBe(passed);
    const lines = await t.db.query(`SELECT count(*)::int AS n FROM chat_messages WHERE user_id = $1`, [senderUser.id]);
    expect(lines.rows[0].n).toBe(passed);
    expect(await ledgerMismatches(t.db)).toEqual([]);
  });

  it('over real HTTP too: 20 concurrent BTC tips, held to the chat rate, never overdraw', async () => {
    const served = await createTestApp();
    try {
      const base = await listen(served.app);
      const { client: sender } = await register(served.app, 'http');
      const { user: receiver } = await register(served.app, 'httpr');
      const started = performance.now();
      const answers = await Promise.all(
        Array.from({ length: 20 }, () =>
          fetch(`${base}/v1/account/sendTip`, {
            method: 'POST',
            headers: { 'content-type': 'application/json', cookie: sender.cookieHeader(), origin: base },
            body: JSON.stringify({ toUserName: receiver.userName, coin: 'BTC', amount: '0.002' }),
          }).then((r) => r.json() as Promise<{ code: number; msg: string }>),
        ),
      );
      const passed = answers.filter((a) => a.code === 200).length;
      expect(passed).toBeGreaterThanOrEqual(1);
      expect(passed).toBeLessThanOrEqual(floodAllowance(performance.now() - started));
      for (const a of answers.filter((x) => x.code !== 200)) expect(a.msg).toMatch(FLOOD_REFUSAL);
      expect((await balanceOf(sender, 'BTC')).amount).toBe(new Decimal('0.02').minus(new Decimal('0.002').mul(passed)).toFixed(8));
      expect(await ledgerMismatches(served.db)).toEqual([]);
    } finally {
      await served.close();
    }
  });

  it('an idempotency key replayed sequentially pays once and answers the same', async () => {
    const { client: sender } = await register(t.app, 'idem');
    const { user: receiver } = await register(t.app, 'idemr');
    const body = { toUserName: receiver.userName, coin: 'ETH', amount: '0.1', idempotencyKey: 'tip-key-0001' };
    const first = await sender.post<TipData>('/v1/account/sendTip', body);
    const second = await sender.post<TipData>('/v1/account/sendTip', body);
    expect(first.body.code).toBe(200);
    expect(second.body).toEqual(first.body);
    expect((await balanceOf(sender, 'ETH')).amount).toBe('0.40000000');
    const different = await sender.post('/v1/account/sendTip', { ...body, amount: '0.2' });
    expect(different.body).toMatchObject({ code: 400, msg: 'idempotencyKey was already used for a different tip' });
    expect((await balanceOf(sender, 'ETH')).amount).toBe('0.40000000');
  });

  it('an idempotency key replayed concurrently pays once', async () => {
    const { client: sender } = await register(t.app, 'race');
    const { user: receiver } = await register(t.app, 'racer');
    const body = { toUserName: receiver.userName, coin: 'SOL', amount: '1.5', idempotencyKey: 'concurrent-key-42' };
    const answers = await Promise.all(Array.from({ length: 20 }, () => sender.post<TipData>('/v1/account/sendTip', body)));
    expect(answers.every((a) => a.body.code === 200)).toBe(true);
    expect(new Set(answers.map((a) => a.body.data!.id)).size).toBe(1);
    expect((await balanceOf(sender, 'SOL')).amount).toBe('8.500000000');
    const { rows } = await t.db.query(`SELECT count(*)::int AS n FROM tips WHERE idempotency_key = $1`, [body.idempotencyKey]);
    expect(rows[0].n).toBe(1);
    expect(await ledgerMismatches(t.db)).toEqual([]);
  });

  it('refuses malformed amounts and bodies without moving anything', async () => {
    const { client: sender, user: senderUser } = await register(t.app, 'mal');
    const { user: receiver } = await register(t.app, 'malr');
    const to = receiver.userName;
    const ok = { toUserName: to, coin: 'USDT', amount: '1' };
    const cases: [string, unknown, number?][] = [
      ['negative', { ...ok, amount: '-1' }],
      ['NaN', { ...ok, amount: 'NaN' }],
      ['exponent', { ...ok, amount: '1e309' }],
      ['Infinity', { ...ok, amount: 'Infinity' }],
      ['too many decimals', { ...ok, amount: '1.0000001' }],
      ['19 decimals', { ...ok, amount: '0.0000000000000000001' }],
      ['array', { ...ok, amount: ['1'] }],
      ['boolean', { ...ok, amount: true }],
      ['number', { ...ok, amount: 1 }],
      ['empty string', { ...ok, amount: '' }],
      ['null amount', { ...ok, amount: null }],
      ['object amount', { ...ok, amount: { value: '1' } }],
      ['leading space', { ...ok, amount: ' 1' }],
      ['trailing space', { ...ok, amount: '1 ' }],
      ['zero', { ...ok, amount: '0' }],
      ['zero with decimals', { ...ok, amount: '0.000000' }],
      ['comma', { ...ok, amount: '1,5' }],
      ['plus sign', { ...ok, amount: '+1' }],
      ['hex', { ...ok, amount: '0x10' }],
      ['leading dot', { ...ok, amount: '.5' }],
      ['trailing dot', { ...ok, amount: '5.' }],
      ['leading zero', { ...ok, amount: '01' }],
      ['full-width digit', { ...ok, amount: '１' }],
      ['huge string', { ...ok, amount: '9'.repeat(5000) }],
      ['19 integer digits', { ...ok, amount: '1000000000000000000' }],
      ['insufficient', { ...ok, amount: '999999999999999999' }],
      ['below min tip', { ...ok, amount: '0.001' }],
      ['empty object', {}],
      ['missing amount', { toUserName: to, coin: 'USDT' }],
      ['missing coin', { toUserName: to, amount: '1' }],
      ['missing receiver', { coin: 'USDT', amount: '1' }],
      ['empty receiver', { ...ok, toUserName: '' }],
      ['object receiver', { ...ok, toUserName: { name: to } }],
      ['unknown receiver', { ...ok, toUserName: 'no_such_player_x' }],
      ['tipping self', { ...ok, toUserName: senderUser.userName }],
      ['unknown field', { ...ok, note: 'hi' }],
      ['proto key', JSON.parse(`{"toUserName":"${to}","coin":"USDT","amount":"1","__proto__":{"x":1}}`)],
      ['unknown coin', { ...ok, coin: 'ABC' }],
      ['lower-case coin', { ...ok, coin: 'usdt' }],
      ['short idempotency key', { ...ok, idempotencyKey: 'abc' }],
      ['bad idempotency key', { ...ok, idempotencyKey: 'key with spaces!' }],
      ['null body', 'null'],
      ['array body', JSON.stringify([ok])],
      ['string body', JSON.stringify('tip')],
      ['non-JSON body', 'amount=1&coin=USDT'],
      ['truncated JSON', '{"toUserName":'],
      ['empty body', ''],
      ['oversized body', JSON.stringify({ ...ok, pad: 'x'.repeat(20_000) })],
    ];
    const before = await moneySnapshot(t.db);
    for (const [name, body] of cases) {
      const res = await sender.post('/v1/account/sendTip', body);
      expect(res.status, name).toBe(200);
      expect(res.body.code, `${name}: ${res.body.msg}`).toBe(400);
      expect(res.body.data, name).toBeNull();
      expect(res.body.msg.length, name).toBeGreaterThan(0);
    }
    const plain = await sender.post('/v1/account/sendTip', JSON.stringify(ok), { 'content-type': 'text/plain' });
    expect(plain.body).toMatchObject({ code: 400, msg: 'Content-Type must be application/json' });
    const guest = await new Client(t.app).post('/v1/account/sendTip', ok);
    expect(guest.body.code).toBe(401);
    const foreign = await sender.post('/v1/account/sendTip', ok, { origin: 'https://evil.example' });
    expect(foreign.body.code).toBe(403);
    expect(cases.length + 3).toBeGreaterThanOrEqual(40);
    expect(await moneySnapshot(t.db)).toBe(before);
  });

  it('names the problem in its messages', async () => {
    const { client: sender } = await register(t.app, 'msg');
    const { user: receiver } = await register(t.app, 'msgr');
    const tip = (amount: string, coin = 'USDT') => sender.post('/v1/account/sendTip', { toUserName: receiver.userName, coin, amount });
    expect((await tip('1.0000001')).body.msg).toBe('amount has more decimals than USDT allows (6)');
    expect((await tip('0')).body.msg).toBe('amount must be greater than 0');
    expect((await tip('0.001')).body.msg).toBe('amount must be at least 0.01 USDT');
    expect((await tip('5000')).body.msg).toBe('Insufficient balance');
    expect((await sender.post('/v1/account/sendTip', { toUserName: 'nobody_here', coin: 'USDT', amount: '1' })).body.msg).toBe(
      'User not found',
    );
    expect((await tip('1', 'ABC')).body.msg).toMatch(/^coin must be one of USDT/);
  });
});
