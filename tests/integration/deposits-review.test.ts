import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { NewsNotify } from '../../src/core/feeds';
import { Decimal } from '../../src/core/money';
import type { AmountChange } from '../../src/core/socket';
import type { DepositAddress, DepositRecord, PayOrder } from '../../src/core/wallet/api';
import type { DepositPage } from '../../src/core/wallet/history';
import { runAdmin } from '../../server/admin/cli';
import { Client, createTestApp, ledgerMismatches, listen, register, TestSocket, type TestApp } from './helpers';
import { DEPOSIT_ENV, depositBalance, ipnBody, nextPaymentId, sendHook, walletSnapshot } from './depositHelpers';

// Deposits above the coin's review threshold: recorded, never credited by a notification, shown to the player as under
// review, and decided once by an operator on the admin command line. USDT keeps its default threshold (100,000);
// BTC's is lowered to 0.01 through DEPOSIT_REVIEW_ABOVE.
let t: TestApp;
let base: string;

beforeAll(async () => {
  t = await createTestApp({ ...DEPOSIT_ENV, DEPOSIT_REVIEW_ABOVE: 'BTC:0.01' });
  base = await listen(t.app);
});

afterAll(async () => {
  await t.close();
});

async function player(coin: 'BTC' | 'USDT') {
  const { client, user } = await register(t.app, 'rev');
  const address = (await client.get<DepositAddress>(`/api/wallet/deposit?coin=${coin}`)).body.data!;
  return { client, user, address };
}

const depositId = async (paymentId: number): Promise<number> =>
  Number(
    (await t.db.query<{ id: string }>(`SELECT id FROM deposits WHERE provider = 'demo' AND provider_payment_id = $1`, [String(paymentId)]))
      .rows[0]!.id,
  );
const history = async (client: Client): Promise<DepositRecord[]> => (await client.get<DepositPage>('/v1/account/myPay')).body.data!.list;
const creditedLedger = async (id: number) =>
  (await t.db.query(`SELECT delta::text FROM ledger WHERE ref = $1 AND reason = 'deposit'`, [`deposit:${id}`])).rows;

describe('deposits held for review', () => {
  it('a correctly signed 1e17 USDT payment is held, not credited; the player is told it is under review', async () => {
    const { client, user, address } = await player('USDT');
    const socket = await TestSocket.open(base, { cookie: client.cookieHeader(), origin: base });
    try {
      const before = await depositBalance(t.db, user.id, 'USDT');
      const paymentId = nextPaymentId();
      const body = ipnBody({
        paymentId,
        coin: 'USDT',
        address: address.address,
        status: 'finished',
        paid: '100000000000000000',
        confirmations: 12,
      });
      const answer = await sendHook(t.app, body);
      expect(answer.body).toMatchObject({ code: 200, data: { outcome: 'held' } });
      expect(await depositBalance(t.db, user.id, 'USDT')).toBe(before);
      const id = await depositId(paymentId);
      expect(await creditedLedger(id)).toEqual([]);
      const news = (await socket.next((f) => f.type === 200)).data as NewsNotify;
      expect(news.item).toMatchObject({ kind: 'deposit', title: 'Deposit under review', data: { depositId: id, review: 'held' } });
      const [row] = await history(client);
      expect(row).toMatchObject({ id, status: 'finished', creditedAmount: '0.000000', review: 'held', reviewReason: null });
      expect(await ledgerMismatches(t.db)).toEqual([]);
    } finally {
      socket.close();
    }
  });

  it('under the threshold a deposit is credited as before; the threshold counts what the payment credits in all', async () => {
    const { user, address } = await player('BTC');
    const before = await depositBalance(t.db, user.id, 'BTC');
    const paymentId = nextPaymentId();
    const of = (status: 'confirmed' | 'finished', paid: string) =>
      ipnBody({ paymentId, coin: 'BTC', address: address.address, status, paid, confirmations: 2 });
    expect((await sendHook(t.app, of('confirmed', '0.01'))).body.data).toMatchObject({ outcome: 'credited' });
    // 0.006 more arrives: 0.016 in all is above 0.01, so the 0.006 waits for an operator.
    expect((await sendHook(t.app, of('finished', '0.016'))).body.data).toMatchObject({ outcome: 'held' });
    expect(await depositBalance(t.db, user.id, 'BTC')).toBe(new Decimal(before).plus('0.01').toFixed(18));
    const id = await depositId(paymentId);
    expect(await runAdmin(t.db, ['deposits', 'approve', String(id)])).toEqual({
      code: 0,
      out: `Deposit ${id} approved: 0.006 BTC credited to ${user.userName}; the player was notified`,
    });
    expect(await depositBalance(t.db, user.id, 'BTC')).toBe(new Decimal(before).plus('0.016').toFixed(18));
    expect(await creditedLedger(id)).toEqual([{ delta: '0.010000000000000000' }, { delta: '0.006000000000000000' }]);
  });

  it('approve credits exactly once through the ledger with a type 3 push and a notification; later notifications never credit it again', async () => {
    const { client, user, address } = await player('BTC');
    const before = await depositBalance(t.db, user.id, 'BTC');
    const paymentId = nextPaymentId();
    const of = (status: 'confirmed' | 'finished', paid = '0.5') =>
      ipnBody({ paymentId, coin: 'BTC', address: address.address, status, paid, confirmations: 2 });
    expect((await sendHook(t.app, of('confirmed'))).body.data).toMatchObject({ outcome: 'held' });
    // A later notification of the held payment moves its status, never its money.
    expect((await sendHook(t.app, of('finished'))).body.data).toMatchObject({ outcome: 'held' });
    expect(await depositBalance(t.db, user.id, 'BTC')).toBe(before);
    const id = await depositId(paymentId);

    const listed = await runAdmin(t.db, ['deposits', 'list']);
    expect(listed.code).toBe(0);
    expect(listed.out).toMatch(new RegExp(`^${id}\\s+${user.userName}\\s+0\\.5 BTC\\s+0 BTC\\s+finished\\s+held`, 'm'));
    const shown = await runAdmin(t.db, ['deposits', 'show', String(id)]);
    expect(shown.out).toMatch(/^review\s+held$/m);

    const socket = await TestSocket.open(base, { cookie: client.cookieHeader(), origin: base });
    try {
      // Two operators approve at once: one credit.
      const answers = await Promise.all([
        runAdmin(t.db, ['deposits', 'approve', String(id)]),
        runAdmin(t.db, ['deposits', 'approve', String(id)]),
      ]);
      expect(answers.map((a) => a.code).sort()).toEqual([0, 1]);
      expect(answers.find((a) => a.code === 1)!.out).toMatch(new RegExp(`^Deposit ${id} was already approved at .*: a decision is final$`));
      expect(await depositBalance(t.db, user.id, 'BTC')).toBe(new Decimal(before).plus('0.5').toFixed(18));
      expect(await creditedLedger(id)).toEqual([{ delta: '0.500000000000000000' }]);
      const frame = (await socket.next((f) => f.type === 3)).data as AmountChange;
      expect(frame).toMatchObject({ coin: 'BTC', balanceType: 'DEPOSIT', delta: '0.50000000', reason: 'deposit' });
      const news = (await socket.next((f) => f.type === 200)).data as NewsNotify;
      expect(news.item).toMatchObject({ kind: 'deposit', title: 'Deposit credited', data: { depositId: id, amount: '0.5' } });
      expect((await history(client))[0]).toMatchObject({ id, review: 'approved', creditedAmount: '0.50000000' });

      // The same body again is a replay; a notification the provider sends later credits nothing more.
      expect((await sendHook(t.app, of('finished'))).body.data).toMatchObject({ outcome: 'replay' });
      const snapshot = await walletSnapshot(t.db);
      expect(await runAdmin(t.db, ['deposits', 'reject', String(id), 'too', 'late'])).toMatchObject({ code: 1 });
      expect(await walletSnapshot(t.db)).toBe(snapshot);
      expect(await ledgerMismatches(t.db)).toEqual([]);
    } finally {
      socket.close();
    }
  });

  it('approve and a webhook of the held payment at once: credited once', async () => {
    const { user, address } = await player('BTC');
    const before = await depositBalance(t.db, user.id, 'BTC');
    const paymentId = nextPaymentId();
    const of = (status: 'confirmed' | 'finished') =>
      ipnBody({ paymentId, coin: 'BTC', address: address.address, status, paid: '0.25', confirmations: 2 });
    expect((await sendHook(t.app, of('confirmed'))).body.data).toMatchObject({ outcome: 'held' });
    const id = await depositId(paymentId);
    const [admin, hook] = await Promise.all([runAdmin(t.db, ['deposits', 'approve', String(id)]), sendHook(t.app, of('finished'))]);
    expect(admin.code).toBe(0);
    expect(['held', 'recorded']).toContain(hook.body.data!.outcome);
    expect(await depositBalance(t.db, user.id, 'BTC')).toBe(new Decimal(before).plus('0.25').toFixed(18));
    expect(await creditedLedger(id)).toEqual([{ delta: '0.250000000000000000' }]);
    expect(await ledgerMismatches(t.db)).toEqual([]);
  });

  it('reject is final: nothing is credited then or by any later notification, and the player reads the reason', async () => {
    const { client, user, address } = await player('BTC');
    const before = await depositBalance(t.db, user.id, 'BTC');
    const paymentId = nextPaymentId();
    const of = (status: 'confirmed' | 'finished', paid = '2') =>
      ipnBody({ paymentId, coin: 'BTC', address: address.address, status, paid, confirmations: 2 });
    expect((await sendHook(t.app, of('confirmed'))).body.data).toMatchObject({ outcome: 'held' });
    const id = await depositId(paymentId);
    const socket = await TestSocket.open(base, { cookie: client.cookieHeader(), origin: base });
    try {
      const done = await runAdmin(t.db, ['deposits', 'reject', String(id), 'Funds', 'traced', 'to', 'a', 'hack']);
      expect(done).toEqual({
        code: 0,
        out: `Deposit ${id} rejected: 2 BTC of ${user.userName} will not be credited; the player was notified`,
      });
      const news = (await socket.next((f) => f.type === 200)).data as NewsNotify;
      expect(news.item).toMatchObject({
        title: 'Deposit rejected',
        data: { depositId: id, review: 'rejected', reason: 'Funds traced to a hack' },
      });
    } finally {
      socket.close();
    }
    expect((await sendHook(t.app, of('finished', '3'))).body.data).toMatchObject({ outcome: 'rejected' });
    expect(await depositBalance(t.db, user.id, 'BTC')).toBe(before);
    expect(await creditedLedger(id)).toEqual([]);
    expect((await history(client))[0]).toMatchObject({
      id,
      review: 'rejected',
      reviewReason: 'Funds traced to a hack',
      status: 'finished',
    });
    expect((await runAdmin(t.db, ['deposits', 'approve', String(id)])).code).toBe(1);
    expect(await depositBalance(t.db, user.id, 'BTC')).toBe(before);
    expect(await ledgerMismatches(t.db)).toEqual([]);
  });

  it('an order paid above the threshold shows as under review on the order', async () => {
    const { client, user } = await player('BTC');
    const opened = await client.post<PayOrder>('/v1/account/pay', { coin: 'BTC', fiat: 'USD', fiatAmount: '5000' });
    expect(opened.body.code, opened.body.msg).toBe(200);
    const order = opened.body.data!;
    const paymentId = nextPaymentId();
    const addr = (
      await t.db.query<{ address: string }>(`SELECT address FROM deposit_addresses WHERE user_id = $1 AND coin = 'BTC'`, [user.id])
    ).rows[0]!.address;
    const hook = await sendHook(
      t.app,
      ipnBody({ paymentId, coin: 'BTC', address: addr, status: 'finished', paid: order.amount, confirmations: 2, orderId: order.orderId }),
    );
    expect(hook.body.data).toMatchObject({ outcome: 'held' });
    const seen = (await client.get<PayOrder>(`/api/wallet/order?orderId=${order.orderId}`)).body.data!;
    expect(seen).toMatchObject({ status: 'finished', review: 'held', creditedAmount: '0.00000000' });
    await runAdmin(t.db, ['deposits', 'approve', String(await depositId(paymentId))]);
    const after = (await client.get<PayOrder>(`/api/wallet/order?orderId=${order.orderId}`)).body.data!;
    expect(after).toMatchObject({ review: null, creditedAmount: order.amount });
  });

  it('bad admin arguments and unknown or never-held deposits are refused and change nothing', async () => {
    const { address } = await player('USDT');
    const paymentId = nextPaymentId();
    await sendHook(
      t.app,
      ipnBody({ paymentId, coin: 'USDT', address: address.address, status: 'finished', paid: '50', confirmations: 12 }),
    );
    const plain = await depositId(paymentId);
    const snapshot = await walletSnapshot(t.db);
    const cases: [string[], number, RegExp][] = [
      [['deposits'], 2, /a subcommand is required/],
      [['deposits', 'undo', '1'], 2, /unknown subcommand undo/],
      [['deposits', 'approve'], 2, /the deposit id is required/],
      [['deposits', 'approve', 'x1'], 2, /must be a deposit number/],
      [['deposits', 'approve', '1', 'extra'], 2, /unexpected arguments/],
      [['deposits', 'reject', String(plain)], 2, /a reason is required/],
      [['deposits', 'reject', String(plain), 'a\u202eb'], 2, /control or invisible/],
      [['deposits', 'reject', String(plain), 'x'.repeat(201)], 2, /at most 200/],
      [['deposits', 'list', '--status', 'pending'], 2, /--status must be held, approved, rejected or all/],
      [['deposits', 'approve', '999999999'], 1, /^There is no deposit 999999999$/],
      [['deposits', 'approve', String(plain)], 1, new RegExp(`^Deposit ${plain} is not held for review$`)],
      [['deposits', 'reject', String(plain), 'no'], 1, new RegExp(`^Deposit ${plain} is not held for review$`)],
    ];
    for (const [args, code, out] of cases) {
      const res = await runAdmin(t.db, args);
      expect(res.code, args.join(' ')).toBe(code);
      expect(res.out, args.join(' ')).toMatch(out);
    }
    expect(await walletSnapshot(t.db)).toBe(snapshot);
  });
});
