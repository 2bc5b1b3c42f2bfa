import { mkdtemp, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runAdmin } from '../../server/admin/cli';
import { PeriodicService } from '../../server/promotions/PeriodicService';
import { Decimal } from '../../src/core/money';
import { DAY_MS, periodKey, type PlayerPromotion, type PromotionDetail } from '../../src/core/promotions';
import { createTestApp, diceBody, ledgerMismatches, register, type Client, type TestApp } from './helpers';

// Wager races and cashback on PostgreSQL: standings from the wager stream (since joining, in the period, on the race's
// games, ties to who got there first), prizes paid once at the period's end whichever process settles it, and
// cashback of the net loss of deposit money claimed once per period, exact to the cent.

let t: TestApp;
const HOUR = 3_600_000;

beforeAll(async () => {
  t = await createTestApp();
  // The app's own settlement sweep is stopped: the tests settle with processes of their own, on clocks of their own.
  await t.app.ready();
  await t.app.promotions.periodic.stop();
});

afterAll(async () => {
  await t?.close();
});

type Player = Awaited<ReturnType<typeof register>>;

let ref = 9_000_000;
/** A settled stake in the wager stream, as a bet leaves it (USD at 1 USDT = 1 USD). */
async function wager(
  userId: number,
  at: Date,
  w: { usd: string; payout?: string; game?: string; kind?: 'DEPOSIT' | 'BONUS'; weight?: string },
): Promise<void> {
  await t.db.query(
    `INSERT INTO wagers (user_id, product, game, ref_id, coin, kind, amount, usd, payout_usd, house_edge, weight, created_at)
     VALUES ($1, 'originals', $2, $3, 'USDT', $4, $5, $5, $6, 0.01, $7, $8)`,
    [userId, w.game ?? 'dice', ++ref, w.kind ?? 'DEPOSIT', w.usd, w.payout ?? '0', w.weight ?? '1', at],
  );
}

/** A promotion written as the admin command writes it, starting at `startsAt`; its id. */
async function promotion(kind: 'race' | 'cashback', startsAt: Date, reward: object, games: string[] | null = null): Promise<number> {
  const slug = `${kind}-${process.pid}-${++ref}`;
  const { rows } = await t.db.query<{ id: number }>(
    `INSERT INTO promotions (kind, slug, titles, summaries, bodies, image, starts_at, reward, games, sort)
     VALUES ($1, $2, '{"en_US": "Test ${kind}"}', '{"en_US": "A test."}', '{"en_US": ["A test."]}', '/promotions/daily-race.svg', $3, $4, $5, 500)
     RETURNING id`,
    [kind, slug, startsAt, reward, games],
  );
  return rows[0]!.id;
}

/** Joins through the API, then dates the entry back to `at`. */
async function join(client: Client, userId: number, id: number, at: Date): Promise<void> {
  const res = await client.post<PlayerPromotion>('/v1/activity/activityJoinThe', { id });
  expect(res.body.code, res.body.msg).toBe(200);
  await t.db.query(`UPDATE promotion_entries SET joined_at = $3 WHERE promotion_id = $1 AND user_id = $2 AND period = ''`, [
    id,
    userId,
    at,
  ]);
}

async function detail(client: Client, id: number): Promise<PromotionDetail> {
  const res = await client.get<PromotionDetail>(`/v1/activity/selectPromotionBySourceId?id=${id}`);
  expect(res.body.code, res.body.msg).toBe(200);
  return res.body.data!;
}

async function mine(client: Client, id: number): Promise<PlayerPromotion> {
  const res = await client.get<PlayerPromotion>(`/v1/user/selectByActivityAndUser?id=${id}`);
  expect(res.body.code, res.body.msg).toBe(200);
  return res.body.data!;
}

async function balance(userId: number, coin: string): Promise<Decimal> {
  const { rows } = await t.db.query<{ amount: string }>(
    `SELECT amount FROM balances WHERE user_id = $1 AND coin = $2 AND kind = 'DEPOSIT'`,
    [userId, coin],
  );
  return new Decimal(rows[0]?.amount ?? 0);
}

/** A settlement process of its own with a clock of the test's. */
const settler = (now: () => Date) => new PeriodicService(t.db, t.app.refs, t.app.hub, now, async () => undefined);

describe('wager race', () => {
  it('ranks joined players by what they wagered since joining in the period, ties to the earlier, and pays the prizes once', async () => {
    // Period 0 ran from 36 h ago to 12 h ago; period 1 runs now.
    const t0 = new Date(Date.now() - 36 * HOUR);
    const end0 = new Date(t0.getTime() + DAY_MS);
    const id = await promotion('race', t0, { periodDays: 1, prizesUsd: ['50', '30', '20'], minWagerUsd: '100' }, ['dice', 'limbo']);
    const [a, b, c, d, e] = (await Promise.all(['ra', 'rb', 'rc', 'rd', 're'].map((p) => register(t.app, p)))) as [
      Player,
      Player,
      Player,
      Player,
      Player,
    ];
    for (const p of [a, b, c, d]) await join(p.client, p.user.id, id, t0);
    // e joined after the period ended: none of its stakes count in it.
    await join(e.client, e.user.id, id, new Date(end0.getTime() + HOUR));
    const at = (h: number) => new Date(t0.getTime() + h * HOUR);
    // a: 300 USD (with a plinko stake that does not count and one after the end that does not either).
    await wager(a.user.id, at(1), { usd: '200' });
    await wager(a.user.id, at(2), { usd: '100', game: 'limbo' });
    await wager(a.user.id, at(3), { usd: '1000', game: 'plinko' });
    await wager(a.user.id, new Date(end0.getTime() + 1), { usd: '5000' });
    // b and c tie at 150: b got there first (its last stake is earlier).
    await wager(b.user.id, at(4), { usd: '150' });
    await wager(c.user.id, at(2), { usd: '100' });
    await wager(c.user.id, at(5), { usd: '50' });
    // d wagered 99.99: below the minimum, no prize even with a prize left.
    await wager(d.user.id, at(6), { usd: '99.99' });
    await wager(e.user.id, at(7), { usd: '10000' });
    // b is private: others see 'Hidden'; b's prize goes to its selected coin.
    await t.db.query('UPDATE users SET privacy = 1, selected_coin = $2 WHERE id = $1', [b.user.id, 'BTC']);

    const board = await detail(a.client, id);
    expect(board.race!.last).toMatchObject({ start: t0.toISOString(), end: end0.toISOString(), paid: false });
    expect(board.race!.last!.winners.map((w) => [w.rank, w.name, w.wageredUsd, w.prizeUsd, w.me])).toEqual([
      [1, a.user.userName, '300.00', '50', true],
      [2, 'Hidden', '150.00', '30', false],
      [3, c.user.userName, '150.00', '20', false],
    ]);

    // Two processes settle at once, and again: each winner is paid once.
    const later = () => new Date(end0.getTime() + 60_000);
    await Promise.all([settler(later).sweep(), settler(later).sweep(), t.app.promotions.periodic.sweep()]);
    await settler(later).sweep();
    const paid = await t.db.query<{ user_id: number; reward_coin: string; reward_amount: string; reward_usd: string; rank: number }>(
      `SELECT user_id, reward_coin, reward_amount, reward_usd, rank FROM promotion_entries WHERE promotion_id = $1 AND period = $2 ORDER BY rank`,
      [id, periodKey(t0)],
    );
    const btc = new Decimal((await t.app.refs.get()).usdPrice('BTC'));
    expect(
      paid.rows.map((r) => [r.user_id, r.rank, r.reward_coin, new Decimal(r.reward_amount).toFixed(), new Decimal(r.reward_usd).toFixed()]),
    ).toEqual([
      [a.user.id, 1, 'USDT', '50', '50'],
      [b.user.id, 2, 'BTC', new Decimal(30).div(btc).toDecimalPlaces(8, Decimal.ROUND_DOWN).toFixed(), '30'],
      [c.user.id, 3, 'USDT', '20', '20'],
    ]);
    const ledger = await t.db.query<{ user_id: number; n: number }>(
      `SELECT user_id, count(*)::int AS n FROM ledger WHERE reason = 'race_prize' AND ref = $1 GROUP BY user_id ORDER BY user_id`,
      [`race:${id}:${periodKey(t0)}`],
    );
    expect(ledger.rows).toEqual([a, b, c].map((p) => ({ user_id: p.user.id, n: 1 })).sort((x, y) => x.user_id - y.user_id));
    const period = await t.db.query(`SELECT players, paid_usd FROM promotion_periods WHERE promotion_id = $1 AND period = $2`, [
      id,
      periodKey(t0),
    ]);
    expect(period.rows).toEqual([{ players: 4, paid_usd: '100.000000000000000000' }]);
    const notes = await t.db.query(`SELECT title FROM notifications WHERE user_id = $1 AND kind = 'promotion'`, [a.user.id]);
    expect(notes.rows).toEqual([{ title: 'You placed 1st in the Test race' }]);
    // The board of the ended period now reads what was paid; b sees its own name.
    const after = await detail(b.client, id);
    expect(after.race!.last).toMatchObject({ paid: true });
    expect(after.race!.last!.winners.map((w) => [w.name, w.me])).toEqual([
      [a.user.userName, false],
      [b.user.userName, true],
      [c.user.userName, false],
    ]);
    expect(await ledgerMismatches(t.db)).toEqual([]);
  });

  it("the running period's board follows real bets; guests see it, the player sees their place and what a prize takes", async () => {
    const t0 = new Date(Date.now() - HOUR);
    const id = await promotion('race', t0, { periodDays: 1, prizesUsd: ['10', '5'], minWagerUsd: '2' });
    const a = await register(t.app, 'rl');
    const b = await register(t.app, 'rm');
    const guestBoard = (await t.app.inject({ method: 'GET', url: `/v1/activity/selectPromotionBySourceId?id=${id}` })).json();
    expect(guestBoard.data).toMatchObject({ mine: null, race: { leaders: [], players: 0, prizesUsd: ['10', '5'], minWagerUsd: '2' } });

    await join(a.client, a.user.id, id, t0);
    expect((await mine(a.client, id)).race).toEqual({ rank: 1, wageredUsd: '0.00', prizeUsd: null, toPrizeUsd: '2.00' });
    // Three real dice bets of 1 USDT: the board moves once its standings are read again (a few seconds at most).
    for (let i = 0; i < 3; i++) {
      const bet = await a.client.post('/api/games/dice/bet', diceBody('1'));
      expect(bet.body.code, bet.body.msg).toBe(200);
    }
    const deadline = Date.now() + 10_000;
    let race = (await mine(a.client, id)).race;
    while (race?.wageredUsd !== '3.00' && Date.now() < deadline) {
      await new Promise((r) => setTimeout(r, 200));
      race = (await mine(a.client, id)).race;
    }
    expect(race).toEqual({ rank: 1, wageredUsd: '3.00', prizeUsd: '10', toPrizeUsd: null });
    // b, not joined, is not on the board; joined, b is second and must pass the minimum to win.
    await join(b.client, b.user.id, id, t0);
    await wager(b.user.id, new Date(), { usd: '1.5' });
    t.app.promotions.periodic.changed(id, b.user.id);
    const bRace = (await mine(b.client, id)).race!;
    expect(bRace).toEqual({ rank: 2, wageredUsd: '1.50', prizeUsd: null, toPrizeUsd: '0.50' });
    // Leaving takes the player off the board.
    expect((await b.client.post('/v1/activity/cancel', { id })).body.code).toBe(200);
    expect((await detail(a.client, id)).race!.leaders.map((l) => l.name)).toEqual([a.user.userName]);
    // A race prize is never claimed by hand.
    expect((await a.client.post('/v1/activity/receiveAward', { id })).body).toMatchObject({
      code: 400,
      msg: 'Race prizes are paid by themselves when the period ends',
    });
  });
});

describe('cashback', () => {
  const rule = { periodDays: 7, rate: '0.1', maxUsd: '25', minLossUsd: '10', claimDays: 3 };

  it('pays rate x the net loss of deposit money since joining, once per period, in the coin asked, rounded down', async () => {
    // Period 0 ended an hour ago.
    const t0 = new Date(Date.now() - 7 * DAY_MS - HOUR);
    const id = await promotion('cashback', t0, rule, ['dice']);
    const p = await register(t.app, 'cb');
    const at = (h: number) => new Date(t0.getTime() + h * HOUR);
    // Before joining: does not count.
    await wager(p.user.id, at(1), { usd: '500' });
    await join(p.client, p.user.id, id, at(2));
    // Staked 130.37 of deposit money on dice, paid 40: net loss 90.37 -> 9.03 cashback; bonus stakes and other games do not count.
    await wager(p.user.id, at(3), { usd: '100', payout: '0' });
    await wager(p.user.id, at(4), { usd: '20.37', payout: '0' });
    await wager(p.user.id, at(5), { usd: '10', payout: '40' });
    await wager(p.user.id, at(6), { usd: '300', payout: '0', kind: 'BONUS' });
    await wager(p.user.id, at(7), { usd: '300', payout: '0', game: 'limbo' });
    // The running period so far: a loss of 4, under the minimum.
    await wager(p.user.id, new Date(Date.now() - 1000), { usd: '4' });

    const before = await mine(p.client, id);
    expect(before.state).toBe('claimable');
    expect(before.cashback!.current).toMatchObject({ netLossUsd: '4.00', cashbackUsd: '0.00', claimBy: null });
    expect(before.cashback!.due).toEqual([
      {
        start: t0.toISOString(),
        end: new Date(t0.getTime() + 7 * DAY_MS).toISOString(),
        netLossUsd: '90.37',
        cashbackUsd: '9.03',
        claimBy: new Date(t0.getTime() + 10 * DAY_MS).toISOString(),
      },
    ]);
    // The flag is read again at most every 30 s per player (joining read it before these stakes): read it now.
    t.app.promotions.periodic.changed(id, p.user.id);
    expect(await t.app.promotions.flags(p.user.id)).toBe(64);
    const collect = await p.client.get<{ list: { kind: string; usd: string; period: string }[] }>(
      '/v1/activity/selectUserAvailableCollection',
    );
    expect(collect.body.data!.list).toEqual([expect.objectContaining({ kind: 'cashback', usd: '9.03', period: periodKey(t0) })]);

    // A coin that does not exist and a period that is not due change nothing; ten racing claims pay once.
    expect((await p.client.post('/v1/activity/receiveAward', { id, coin: 'XYZ' })).body).toMatchObject({ code: 400 });
    expect((await p.client.post('/v1/activity/receiveAward', { id, period: '2020-01-01T00:00Z' })).body).toMatchObject({
      code: 400,
      msg: 'No cashback to claim for the period 2020-01-01T00:00Z',
    });
    const eth = new Decimal((await t.app.refs.get()).usdPrice('ETH'));
    const before0 = await balance(p.user.id, 'ETH');
    const claims = await Promise.all(Array.from({ length: 10 }, () => p.client.post('/v1/activity/receiveAward', { id, coin: 'ETH' })));
    expect(claims.filter((c) => c.body.code === 200)).toHaveLength(1);
    expect(new Set(claims.filter((c) => c.body.code !== 200).map((c) => c.body.msg))).toEqual(
      new Set(['No cashback to claim: it is paid for a period that has ended with a net loss']),
    );
    const credited = (await balance(p.user.id, 'ETH')).minus(before0);
    expect(credited.toFixed()).toBe(new Decimal('9.03').div(eth).toDecimalPlaces(8, Decimal.ROUND_DOWN).toFixed());
    const ledger = await t.db.query(`SELECT count(*)::int AS n FROM ledger WHERE user_id = $1 AND reason = 'cashback'`, [p.user.id]);
    expect(ledger.rows[0]).toEqual({ n: 1 });
    const afterClaim = await mine(p.client, id);
    expect(afterClaim.state).toBe('joined');
    expect(afterClaim.cashback!.paid).toEqual([{ period: periodKey(t0), coin: 'ETH', amount: credited.toFixed(), usd: '9.03' }]);
    expect(await t.app.promotions.flags(p.user.id)).toBe(0);
    expect(await ledgerMismatches(t.db)).toEqual([]);
  });

  it('caps at its maximum, pays nothing for a profit or under the minimum loss, and nothing once the claim window closed', async () => {
    const t0 = new Date(Date.now() - 14 * DAY_MS - HOUR);
    const id = await promotion('cashback', t0, rule);
    const [big, winner, small, outsider] = (await Promise.all(['cc', 'cd', 'ce', 'cf'].map((x) => register(t.app, x)))) as [
      Player,
      Player,
      Player,
      Player,
    ];
    for (const x of [big, winner, small]) await join(x.client, x.user.id, id, t0);
    const week1 = (h: number) => new Date(t0.getTime() + 7 * DAY_MS + h * HOUR);
    // Period 0 ended 7 days and an hour ago: its 3-day claim window has closed.
    await wager(big.user.id, new Date(t0.getTime() + HOUR), { usd: '1000' });
    await wager(big.user.id, week1(1), { usd: '1000' });
    await wager(winner.user.id, week1(1), { usd: '100', payout: '250' });
    await wager(small.user.id, week1(1), { usd: '9.99' });
    expect((await mine(big.client, id)).cashback!.due.map((d) => d.cashbackUsd)).toEqual(['25.00']);
    expect((await mine(winner.client, id)).cashback!.due).toEqual([]);
    expect((await mine(small.client, id)).cashback!.due).toEqual([]);
    expect((await winner.client.post('/v1/activity/receiveAward', { id })).body).toMatchObject({
      code: 400,
      msg: 'No cashback to claim: it is paid for a period that has ended with a net loss',
    });
    expect((await outsider.client.post('/v1/activity/receiveAward', { id })).body).toMatchObject({
      code: 400,
      msg: 'Join the promotion first: cashback counts from when you join',
    });
  });
});

describe('promo create for races, cashback and free bets', () => {
  it('takes a valid race, cashback and free-bet file, and names the first problem of a bad one', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'promo-'));
    const base = {
      titles: { en_US: 'Weekend race' },
      summaries: { en_US: 'Race all weekend.' },
      bodies: { en_US: ['Wager to climb the board.'] },
      image: '/promotions/daily-race.svg',
      startsAt: '2027-01-02T00:00:00Z',
      endsAt: '2027-01-04T00:00:00Z',
    };
    const create = async (json: object) => {
      const file = path.join(dir, `p-${++ref}.json`);
      await writeFile(file, JSON.stringify(json));
      return runAdmin(t.db, ['promo', 'create', file]);
    };
    const race = {
      ...base,
      kind: 'race',
      slug: `weekend-race-${process.pid}`,
      reward: { periodDays: 2, prizesUsd: ['100', '50'], minWagerUsd: '20' },
    };
    expect((await create(race)).out).toMatch(/^created promotion \d+ \(weekend-race-\d+\)$/);
    expect((await create({ ...race, slug: 'r2', reward: { periodDays: 2, prizesUsd: ['10', '50'], minWagerUsd: '1' } })).out).toBe(
      'promo create: reward.prizesUsd must be above 0 and never rise with the rank',
    );
    expect((await create({ ...race, slug: 'r3', reward: { periodDays: 40, prizesUsd: ['10'], minWagerUsd: '1' } })).out).toBe(
      'promo create: reward.periodDays must be 1 to 31',
    );
    const cashback = {
      ...base,
      kind: 'cashback',
      slug: `weekend-cashback-${process.pid}`,
      reward: { periodDays: 7, rate: '0.05', maxUsd: '50', minLossUsd: '5', claimDays: 7 },
    };
    expect((await create(cashback)).code).toBe(0);
    expect((await create({ ...cashback, slug: 'c2', reward: { ...cashback.reward, rate: '0.9' } })).out).toBe(
      'promo create: reward.rate must be a share above 0 and at most 0.5',
    );
    expect(
      (
        await create({
          ...cashback,
          slug: 'c3',
          wagering: { multiplier: '1', referenceEdge: '0.01', maxBetUsd: null, expiryDays: 7, counts: 'any', claimDays: 7 },
        })
      ).out,
    ).toBe('promo create: a cashback pays withdrawable money: wagering must be null');
    expect((await create({ ...cashback, slug: 'c4', kind: 'lottery' })).out).toMatch(/^promo create: kind must be one of/);
    const freeBets = {
      ...base,
      kind: 'free_bet',
      slug: `weekend-free-bets-${process.pid}`,
      reward: { bets: 5, amount: '0.5', coin: 'USDT', expiryDays: 3 },
      games: ['dice', 'plinko'],
    };
    expect((await create(freeBets)).code).toBe(0);
    expect((await create({ ...freeBets, slug: 'f2', games: ['mines'] })).out).toBe(
      'promo create: a free_bet names its games, from dice, limbo, plinko',
    );
    expect((await create({ ...freeBets, slug: 'f3', games: null })).out).toBe(
      'promo create: a free_bet names its games, from dice, limbo, plinko',
    );
    expect((await create({ ...freeBets, slug: 'f4', reward: { ...freeBets.reward, amount: '0.1234567' } })).out).toBe(
      'promo create: reward.amount has more decimals than USDT allows (6)',
    );
    expect((await create({ ...freeBets, slug: 'f5', reward: { ...freeBets.reward, bets: 0 } })).out).toBe(
      'promo create: reward.bets must be 1 to 100',
    );
  });
});
