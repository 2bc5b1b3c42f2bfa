import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MinesRevealResponse, MinesStartResponse } from '../../src/core/games/mines/api';
import type { DepositRecord, HistoryPage, WithdrawRecord } from '../../src/core/wallet/api';
import { categoryOf, type ChuRuRecord, type LedgerRecord, type PersonRecord } from '../../src/core/wallet/history';
import { clearChatRate, seedTexts } from './chatHelpers';
import { createTestApp, diceBody, ledgerMismatches, register, type Client, type TestApp } from './helpers';
import { allPages, seedDeposit, seedWithdrawal } from './transactionsSeed';
import { seedCrashBet } from './crashSeed';

let t: TestApp;
type Player = Awaited<ReturnType<typeof register>>;
let alice: Player;
let bob: Player;
let carol: Player;
const seeded = {
  deposits: [] as { id: number; orderId: string | null }[],
  withdrawals: [] as number[],
  tips: [] as number[],
  rains: [] as number[],
};
let minesBet = 0;

const DAY = 24 * 60 * 60 * 1000;
const T = '/v1/account/transaction';
const P = '/v1/account/personTransaction';
const CR = '/v1/account/findChuRu';
const PAY = '/v1/account/myPay';
const WD = '/v1/account/myWithdraw';

const ledgerOrder = async (userId: number, where = 'TRUE', values: unknown[] = []) =>
  (
    await t.db.query<{ id: string }>(`SELECT id FROM ledger WHERE user_id = $1 AND ${where} ORDER BY id DESC`, [userId, ...values])
  ).rows.map((r) => Number(r.id));

const bet = async (c: Client, n: number) => {
  for (let i = 0; i < n; i++) expect((await c.post('/api/games/dice/bet', diceBody('1'))).body.code).toBe(200);
};

beforeAll(async () => {
  t = await createTestApp({ BET_RATE_LIMIT_MAX: '1000' });
  [alice, bob, carol] = [await register(t.app, 'txa'), await register(t.app, 'txb'), await register(t.app, 'txc')];
  expect((await carol.client.post('/v1/user/updatePrivacy', { privacy: 1 })).body.code).toBe(200);
  await bet(alice.client, 6);
  await bet(bob.client, 2);
  // A mines game: its stake is booked against the game, its payout against the bet it became.
  const game = (
    await alice.client.post<MinesStartResponse>('/api/games/mines/start', { coin: 'USDT', amount: '1', balanceType: 'DEPOSIT', mines: 1 })
  ).body.data!;
  let end = (await alice.client.post<MinesRevealResponse>('/api/games/mines/reveal', { gameId: game.gameId, tile: 0 })).body.data!;
  if (end.state === 'active')
    end = (await alice.client.post<MinesRevealResponse>('/api/games/mines/cashout', { gameId: game.gameId })).body.data!;
  minesBet = end.state === 'settled' ? end.bet.id : 0;
  for (const [from, to, amount] of [
    [alice, bob, '1.5'],
    [bob, alice, '2'],
    [carol, alice, '3'],
  ] as const) {
    const res = await from.client.post<{ id: number }>('/v1/account/sendTip', { toUserName: to.user.userName, coin: 'USDT', amount });
    expect(res.body.code, res.body.msg).toBe(200);
    seeded.tips.push(res.body.data!.id);
  }
  await seedTexts(t.db, [bob.user.id, carol.user.id]);
  // Alice's tip was a chat line a moment ago: her rain would be over the chat rate.
  await clearChatRate(t.db, alice.user.id);
  const rain1 = await alice.client.post<{ id: number }>('/v1/user/userChat/rain', { coin: 'USDT', amount: '4' });
  expect(rain1.body.code, rain1.body.msg).toBe(200);
  await seedTexts(t.db, [alice.user.id]);
  await t.db.query("UPDATE chat_messages SET created_at = created_at - interval '1 hour' WHERE user_id <> $1", [alice.user.id]);
  const rain2 = await carol.client.post<{ id: number }>('/v1/user/userChat/rain', { coin: 'USDT', amount: '1' });
  expect(rain2.body.code, rain2.body.msg).toBe(200);
  seeded.rains.push(rain1.body.data!.id, rain2.body.data!.id);
  seeded.deposits.push(
    await seedDeposit(t.db, alice.user.id, 'BTC', '0.01'),
    await seedDeposit(t.db, alice.user.id, 'USDT', '50', { order: true }),
    await seedDeposit(t.db, alice.user.id, 'ETH', '0.2', { status: 'confirming', confirmations: 3 }),
  );
  for (const status of ['approved', 'rejected', 'pending'] as const)
    seeded.withdrawals.push((await seedWithdrawal(t.db, alice.user.id, 'USDT', '20', status)).id);
  await seedDeposit(t.db, bob.user.id, 'USDT', '10');
  await seedWithdrawal(t.db, bob.user.id, 'USDT', '20');
});

afterAll(async () => {
  await t.close();
});

describe('GET /v1/account/transaction', () => {
  it("pages through the player's whole ledger, newest first, without gaps or repeats while new rows arrive", async () => {
    const expected = await ledgerOrder(alice.user.id);
    expect(expected.length).toBeGreaterThan(25);
    const first = (await alice.client.get<{ list: LedgerRecord[]; next: string }>(`${T}?size=10`)).body.data!;
    expect(first.list.map((r) => r.id)).toEqual(expected.slice(0, 10));
    // New rows between two pages go to the top and never shift the pages that follow.
    await bet(alice.client, 3);
    const rest: LedgerRecord[][] = [];
    let cursor: string | null = first.next;
    while (cursor) {
      const page: HistoryPage<LedgerRecord> = (await alice.client.get<HistoryPage<LedgerRecord>>(`${T}?size=10&cursor=${cursor}`)).body
        .data!;
      rest.push(page.list);
      cursor = page.next;
    }
    expect(rest.length).toBeGreaterThanOrEqual(2);
    expect([...first.list, ...rest.flat()].map((r) => r.id)).toEqual(expected);
    expect(rest.at(-1)!.length).toBeGreaterThan(0);
    // A fresh first page starts with the new rows; the default page is 20.
    const again = (await alice.client.get<{ list: LedgerRecord[] }>(T)).body.data!.list;
    expect(again).toHaveLength(20);
    expect(again.map((r) => r.id)).toEqual((await ledgerOrder(alice.user.id)).slice(0, 20));
    expect(await ledgerMismatches(t.db)).toEqual([]);
  });

  it('describes each row: category, signed amount at the coin decimals, balance after, and its link', async () => {
    const rows = (await allPages<LedgerRecord>(alice.client, T, 'size=100')).flat();
    for (const r of rows) expect(r.category).toBe(categoryOf(r.reason));
    const byRef = (reason: string) => rows.filter((r) => r.reason === reason);
    expect(byRef('bet').every((r) => r.delta.startsWith('-') && r.link?.kind === 'bet')).toBe(true);
    expect(byRef('bet').some((r) => r.link?.kind === 'bet' && Number(r.link.id) === minesBet)).toBe(true);
    expect(byRef('demo_credit')).toHaveLength(8);
    expect(byRef('demo_credit').every((r) => r.link === null && r.category === 'bonuses')).toBe(true);
    const [btc, usdt] = seeded.deposits;
    expect(rows.find((r) => r.reason === 'deposit' && r.coin === 'BTC')).toMatchObject({
      delta: '0.01000000',
      category: 'deposits',
      link: { kind: 'deposit', id: String(btc!.id), txHash: expect.stringMatching(/^0xhash/) },
    });
    expect(rows.find((r) => r.reason === 'deposit' && r.coin === 'USDT')!.link).toEqual({ kind: 'order', id: usdt!.orderId });
    const [approved, rejected] = seeded.withdrawals;
    expect(rows.filter((r) => r.link?.kind === 'withdraw' && r.link.id === String(rejected)).map((r) => [r.reason, r.delta])).toEqual([
      ['withdraw_refund', '25.000000'],
      ['withdraw', '-25.000000'],
    ]);
    expect(rows.find((r) => r.link?.kind === 'withdraw' && r.link.id === String(approved))!.link).toMatchObject({ txHash: '0xpaid20' });
    expect(byRef('tip_in').map((r) => r.link)).toEqual([
      { kind: 'tip', id: String(seeded.tips[2]) },
      { kind: 'tip', id: String(seeded.tips[1]) },
    ]);
    expect(byRef('rain_out')[0]).toMatchObject({ delta: '-4.000000', link: { kind: 'rain', id: String(seeded.rains[0]) } });
    // Only the player's own rows.
    const mine = new Set(await ledgerOrder(alice.user.id));
    expect(rows.every((r) => mine.has(r.id))).toBe(true);
    const bobs = (await allPages<LedgerRecord>(bob.client, T, 'size=100')).flat();
    expect(bobs.some((r) => mine.has(r.id))).toBe(false);
  });

  it('filters by category, coin and dates, alone and together', async () => {
    const bets = (await allPages<LedgerRecord>(alice.client, T, 'type=bets&size=7')).flat();
    expect(bets.map((r) => r.id)).toEqual(await ledgerOrder(alice.user.id, `reason IN ('bet', 'payout', 'refund')`));
    const btc = (await allPages<LedgerRecord>(alice.client, T, 'coin=BTC')).flat();
    expect(btc.map((r) => r.reason)).toEqual(['deposit', 'demo_credit']);
    const tips = (await allPages<LedgerRecord>(alice.client, T, 'type=tips&coin=USDT&size=1')).flat();
    expect(tips.map((r) => r.reason)).toEqual(['tip_in', 'tip_in', 'tip_out']);
    // The BTC deposit 40 days ago: a window around it holds it alone; a window of the last day leaves it out.
    await t.db.query(`UPDATE ledger SET created_at = created_at - interval '40 days' WHERE ref = $1`, [
      `deposit:${seeded.deposits[0]!.id}`,
    ]);
    await t.db.query(`UPDATE deposits SET created_at = created_at - interval '40 days' WHERE id = $1`, [seeded.deposits[0]!.id]);
    const now = Date.now();
    const old = `from=${now - 41 * DAY}&to=${now - 39 * DAY}`;
    expect((await allPages<LedgerRecord>(alice.client, T, old)).flat().map((r) => r.reason)).toEqual(['deposit']);
    expect((await allPages<LedgerRecord>(alice.client, T, `${old}&type=deposits&coin=BTC`)).flat()).toHaveLength(1);
    expect((await allPages<LedgerRecord>(alice.client, T, `${old}&type=deposits&coin=USDT`)).flat()).toHaveLength(0);
    const recent = (await allPages<LedgerRecord>(alice.client, T, `from=${now - DAY}&to=${now + DAY}&coin=BTC`)).flat();
    expect(recent.map((r) => r.reason)).toEqual(['demo_credit']);
    // `to` counts to its millisecond: a row exactly at `to` is in, one at `from` too.
    const { rows } = await t.db.query<{ ms: string }>(
      `SELECT floor(extract(epoch FROM created_at) * 1000)::text AS ms FROM ledger WHERE ref = $1`,
      [`deposit:${seeded.deposits[0]!.id}`],
    );
    const at = Number(rows[0]!.ms);
    expect((await allPages<LedgerRecord>(alice.client, T, `from=${at}&to=${at}`)).flat()).toHaveLength(1);
    expect((await allPages<LedgerRecord>(alice.client, T, `from=${at + 1}&to=${at + 5}`)).flat()).toHaveLength(0);
  });
});

describe('GET /v1/account/personTransaction', () => {
  it('lists tips and rain sent and received with the other player, hiding private players', async () => {
    const rows = (await allPages<PersonRecord>(alice.client, P, 'size=2')).flat();
    expect(rows.map((r) => [r.category, r.direction, r.amount, r.counterparty?.name ?? null, r.recipients])).toEqual([
      ['rain', 'in', '1.000000', 'Hidden', null],
      ['rain', 'out', '4.000000', null, 2],
      ['tips', 'in', '3.000000', 'Hidden', null],
      ['tips', 'in', '2.000000', bob.user.nickName, null],
      ['tips', 'out', '1.500000', bob.user.nickName, null],
    ]);
    expect(rows[2]!.counterparty).toEqual({ name: 'Hidden', hidden: true });
    expect(JSON.stringify(rows)).not.toContain(carol.user.nickName);
    expect(rows[4]!.link).toEqual({ kind: 'tip', id: String(seeded.tips[0]) });
    expect((await allPages<PersonRecord>(alice.client, P, 'type=rain')).flat()).toHaveLength(2);
    const bobs = (await allPages<PersonRecord>(bob.client, P, 'type=tips')).flat();
    expect(bobs.map((r) => [r.direction, r.counterparty])).toEqual([
      ['out', { name: alice.user.nickName, hidden: false }],
      ['in', { name: alice.user.nickName, hidden: false }],
    ]);
  });
});

describe('deposits and withdrawals', () => {
  it('myPay and myWithdraw list the own rows with status, confirmations, order id and txid', async () => {
    const pays = (await allPages<DepositRecord>(alice.client, PAY, 'size=1')).flat();
    expect(pays.map((d) => [d.coin, d.status])).toEqual([
      ['ETH', 'confirming'],
      ['USDT', 'finished'],
      ['BTC', 'finished'],
    ]);
    expect(pays[0]).toMatchObject({
      amount: '0.20000000',
      creditedAmount: '0.00000000',
      confirmations: 3,
      confirmationsNeeded: 12,
      creditedAt: null,
    });
    expect(pays[1]).toMatchObject({ orderId: seeded.deposits[1]!.orderId, creditedAmount: '50.000000' });
    expect(typeof pays[1]!.creditedAt).toBe('number');
    expect((await allPages<DepositRecord>(alice.client, PAY, 'coin=BTC')).flat().map((d) => d.id)).toEqual([seeded.deposits[0]!.id]);
    const wds = (await allPages<WithdrawRecord>(alice.client, WD, 'size=2')).flat();
    expect(wds.map((w) => [w.status, w.txid, w.reason])).toEqual([
      ['pending', null, null],
      ['rejected', null, 'Address failed the checks'],
      ['approved', '0xpaid20', null],
    ]);
    expect(wds[0]).toMatchObject({ amount: '20.000000', fee: '5.000000', decidedAt: null });
    expect((await allPages<WithdrawRecord>(bob.client, WD, '')).flat()).toHaveLength(1);
  });

  it('findChuRu merges both newest first, keeps a tie in order across pages, and filters by side', async () => {
    // A deposit and a withdrawal at the same instant: the withdrawal first, then the deposit, even across a page end.
    const d = await seedDeposit(t.db, alice.user.id, 'USDT', '11');
    const w = await seedWithdrawal(t.db, alice.user.id, 'USDT', '21');
    await t.db.query(`UPDATE deposits SET created_at = '2030-01-01T00:00:00.000001Z' WHERE id = $1`, [d.id]);
    await t.db.query(`UPDATE withdrawals SET created_at = '2030-01-01T00:00:00.000001Z' WHERE id = $1`, [w.id]);
    const pages = await allPages<ChuRuRecord>(alice.client, CR, 'size=1');
    const rows = pages.flat();
    expect(pages.length).toBeGreaterThanOrEqual(3);
    expect(rows.slice(0, 2).map((r) => [r.direction, r.id])).toEqual([
      ['out', w.id],
      ['in', d.id],
    ]);
    expect(rows).toHaveLength(8);
    expect(new Set(rows.map((r) => `${r.direction}${r.id}`)).size).toBe(8);
    const times = rows.map((r) => r.createdAt);
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    // New rows after the first page never reach the following pages.
    const first = (await alice.client.get<{ list: ChuRuRecord[]; next: string }>(`${CR}?size=3`)).body.data!;
    await seedDeposit(t.db, alice.user.id, 'DOGE', '100');
    let cursor: string | null = first.next;
    const later: ChuRuRecord[] = [];
    while (cursor) {
      const page: HistoryPage<ChuRuRecord> = (await alice.client.get<HistoryPage<ChuRuRecord>>(`${CR}?size=3&cursor=${cursor}`)).body.data!;
      later.push(...page.list);
      cursor = page.next;
    }
    expect([...first.list, ...later].map((r) => `${r.direction}${r.id}`)).toEqual(rows.map((r) => `${r.direction}${r.id}`));
    expect((await allPages<ChuRuRecord>(alice.client, CR, 'type=withdrawals')).flat().every((r) => r.direction === 'out')).toBe(true);
    expect((await allPages<ChuRuRecord>(alice.client, CR, 'type=deposits&coin=DOGE')).flat()).toHaveLength(1);
    // A cursor of one list is refused by another.
    const payCursor = (await alice.client.get<{ next: string }>(`${PAY}?size=1`)).body.data!.next;
    expect((await alice.client.get(`${CR}?cursor=${payCursor}`)).body).toMatchObject({
      code: 400,
      msg: 'cursor must be the next value of the page before',
    });
    expect((await alice.client.get(`${PAY}?cursor=${first.next}`)).body.code).toBe(400);
    // The ledger lists' cursors (an id) and those of deposits and withdrawals (a time) never cross.
    const ledgerCursor = (await alice.client.get<{ next: string }>(`${T}?size=1`)).body.data!.next;
    expect((await alice.client.get(`${T}?cursor=${ledgerCursor}`)).body.code).toBe(200);
    for (const path of [CR, PAY, WD]) expect((await alice.client.get(`${path}?cursor=${ledgerCursor}`)).body.code, path).toBe(400);
    for (const path of [T, P]) {
      expect((await alice.client.get(`${path}?cursor=${payCursor}`)).body, path).toMatchObject({
        code: 400,
        msg: 'cursor must be the next value of the page before',
      });
      expect((await alice.client.get(`${path}?cursor=${first.next}`)).body.code, path).toBe(400);
    }
  });
});

describe('links of a game booked against its own rows', () => {
  it('a crash stake links to its bet once the bet settled (by its bets id and game), never while it is in play', async () => {
    const dave = await register(t.app, 'txd');
    const stake = async (crashBetId: number) =>
      t.db.query(`SELECT * FROM move_money($1, 'USDT', 'DEPOSIT', 'originals', p_debit => 1, p_game => 'crash', p_ref => $2)`, [
        dave.user.id,
        `crash:${crashBetId}`,
      ]);
    const lost = await seedCrashBet(t.db, dave.user.id, { state: 'lost', amount: '1', crashPoint: 150 });
    await stake(lost.id);
    const open = await seedCrashBet(t.db, dave.user.id, { state: 'active', amount: '1', crashPoint: 900 });
    await stake(open.id);
    const rows = (await dave.client.get<{ list: LedgerRecord[] }>(`${T}?type=bets`)).body.data!.list;
    expect(rows.map((r) => r.link)).toEqual([null, { kind: 'bet', id: String(lost.betId), game: 'crash' }]);
    // The link opens the bet like any other.
    const bet = await dave.client.get<{ id: number; game: string }>(`/api/games/bets/${lost.betId}`);
    expect(bet.body.data).toMatchObject({ id: lost.betId, game: 'crash', state: 'lost' });
  });
});
