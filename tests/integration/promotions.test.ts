import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Decimal } from '../../src/core/money';
import { wagerProgress, type BonusView, type FirstChargeInfo, type PlayerPromotion } from '../../src/core/promotions';
import { Client, createTestApp, diceBody, ledgerMismatches, listen, register, TestSocket, type TestApp } from './helpers';
import { MSG } from '../../src/core/socket';

// Promotions end to end on PostgreSQL: the first-deposit match and its wagering (max bet, edge-weighted progress,
// conversion through the money module), cancelling, the rollover's exactness over 10,000 stakes, and racing claims.

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});

afterAll(async () => {
  await t?.close();
});

let payment = 0;
/** A credited deposit, as the payment flow leaves it (the deposit row and its ledger credit). */
async function deposit(userId: number, coin: string, amount: string, at: Date = new Date()): Promise<number> {
  const { rows } = await t.db.query<{ id: string }>(
    `INSERT INTO deposits (user_id, coin, network, provider, provider_payment_id, address, amount, credited_amount, status, credited_at)
     VALUES ($1, $2, 'TRC20', 'test', $3, 'Ttestaddress', $4, $4, 'finished', $5) RETURNING id`,
    [userId, coin, `p-${process.pid}-${++payment}`, amount, at],
  );
  const id = Number(rows[0]!.id);
  await t.db.query(
    `SELECT * FROM move_money(p_user => $1, p_coin => $2, p_kind => 'DEPOSIT', p_product => 'wallet', p_credit => $3,
                              p_credit_reason => 'deposit', p_ref => $4)`,
    [userId, coin, amount, `deposit:${id}`],
  );
  return id;
}

async function balance(userId: number, coin: string, kind: 'DEPOSIT' | 'BONUS'): Promise<Decimal> {
  const { rows } = await t.db.query<{ amount: string }>('SELECT amount FROM balances WHERE user_id = $1 AND coin = $2 AND kind = $3', [
    userId,
    coin,
    kind,
  ]);
  return new Decimal(rows[0]?.amount ?? 0);
}

async function firstCharge(client: Client): Promise<FirstChargeInfo> {
  const res = await client.get<FirstChargeInfo>('/v1/bonus/queryFirstChargeInfo');
  expect(res.body.code, res.body.msg).toBe(200);
  return res.body.data!;
}

/** Waits for a condition of the database (the settler works after the stake's commit). */
async function until(what: string, check: () => Promise<boolean>, ms = 10_000): Promise<void> {
  const deadline = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 20));
  }
}

describe('first-deposit match', () => {
  it('claimed after the first deposit: bonus money with 10x wagering, the max bet refused, progress by stake, conversion once done', async () => {
    const { client, user } = await register(t.app, 'fd');
    expect((await firstCharge(client)).state).toBe('deposit');
    await deposit(user.id, 'USDT', '40');
    const offer = await firstCharge(client);
    expect(offer.state).toBe('claim');
    expect(offer.offer).toMatchObject({ coin: 'USDT', deposit: '40', bonus: '40', depositUsd: '40.00' });
    expect(offer.rules.map((r) => r.label)).toEqual(expect.arrayContaining(['Match', 'Wagering', 'Max bet', 'Games', 'Time to wager']));
    // The flag word's bonus bit tells the bell a match waits.
    const collect = await client.get<{ list: unknown[] }>('/v1/activity/selectUserAvailableCollection');
    expect(collect.body.data!.list).toHaveLength(1);

    const chosen = await client.post<FirstChargeInfo>('/v1/bonus/chooseGame', { code: 'originals' });
    expect(chosen.body.code, chosen.body.msg).toBe(200);
    const bad = await client.post('/v1/bonus/chooseGame', { code: 'casino' });
    expect(bad.body).toMatchObject({ code: 400, msg: 'code must be one of originals' });

    const claimed = await client.post<FirstChargeInfo>('/v1/bonus/receiveFirstChargeBonus', {});
    expect(claimed.body.code, claimed.body.msg).toBe(200);
    const bonus = claimed.body.data!.bonus!;
    expect(claimed.body.data!.state).toBe('active');
    expect(bonus).toMatchObject({ coin: 'USDT', granted: '40', balance: '40', wagerRequired: '400', wagered: '0', maxBetUsd: '10' });
    expect(await balance(user.id, 'USDT', 'BONUS')).toEqual(new Decimal(40));
    const again = await client.post('/v1/bonus/receiveFirstChargeBonus', {});
    expect(again.body).toMatchObject({ code: 400, msg: 'You have already claimed this bonus' });

    // Over the max bet: refused with the rule named, nothing moved (from either balance).
    const before = await balance(user.id, 'USDT', 'DEPOSIT');
    const over = await client.post('/api/games/dice/bet', diceBody('10.01'));
    expect(over.body).toMatchObject({ code: 400 });
    expect(over.body.msg).toBe('While your USDT bonus is wagering, a stake can be worth at most 10 USD (this one is 10.01 USD)');
    expect(await balance(user.id, 'USDT', 'DEPOSIT')).toEqual(before);
    // Another coin is not capped.
    expect((await client.post('/api/games/dice/bet', diceBody('0.0005', { coin: 'BTC' }))).body.code).toBe(200);

    // Stakes from either balance count (1% edge against a 1% reference: in full).
    expect((await client.post('/api/games/dice/bet', diceBody('10'))).body.code).toBe(200);
    expect((await client.post('/api/games/dice/bet', diceBody('5', { balanceType: 'BONUS' }))).body.code).toBe(200);
    const mine = await client.get<{ bonuses: BonusView[] }>('/v1/activity/selectPromotionByUserId');
    expect(mine.body.data!.bonuses[0]).toMatchObject({ status: 'active', wagered: '15', remaining: '385' });

    // The last stakes reach 400: the whole bonus balance converts to the deposit balance, once.
    await t.db.query('UPDATE bonuses SET wagered = 395 WHERE id = $1', [bonus.id]);
    const bonusBefore = await balance(user.id, 'USDT', 'BONUS');
    expect((await client.post('/api/games/dice/bet', diceBody('5', { target: '5', condition: 'over' }))).body.code).toBe(200);
    await until('the conversion', async () => (await balance(user.id, 'USDT', 'BONUS')).isZero());
    const { rows: ended } = await t.db.query('SELECT status, converted, end_note FROM bonuses WHERE id = $1', [bonus.id]);
    expect(ended[0].status).toBe('converted');
    // What converted is the bonus balance as it stood (the last stake was from the deposit balance).
    expect(new Decimal(ended[0].converted).eq(bonusBefore)).toBe(true);
    expect(ended[0].end_note).toBe(`Wagering complete: ${bonusBefore.toFixed()} USDT of bonus money is now in your withdrawable balance.`);
    const { rows: convert } = await t.db.query(
      `SELECT kind, delta FROM ledger WHERE user_id = $1 AND reason = 'bonus_convert' ORDER BY id`,
      [user.id],
    );
    expect(convert.map((r) => r.kind)).toEqual(['BONUS', 'DEPOSIT']);
    expect(new Decimal(convert[0].delta).plus(convert[1].delta).isZero()).toBe(true);
    // No cap any more.
    expect((await client.post('/api/games/dice/bet', diceBody('11'))).body.code).toBe(200);
    expect((await firstCharge(client)).state).toBe('done');
    expect(await ledgerMismatches(t.db)).toEqual([]);
  });

  it('cancelling removes the bonus balance only, with a ledger row; a deposit below the minimum gets no match', async () => {
    const { client, user } = await register(t.app, 'fc');
    await deposit(user.id, 'USDT', '25');
    expect((await client.post('/v1/bonus/receiveFirstChargeBonus', {})).body.code).toBe(200);
    // Play some bonus money first.
    expect((await client.post('/api/games/dice/bet', diceBody('3', { balanceType: 'BONUS' }))).body.code).toBe(200);
    const bonusLeft = await balance(user.id, 'USDT', 'BONUS');
    const depositLeft = await balance(user.id, 'USDT', 'DEPOSIT');
    const info = await firstCharge(client);
    const cancelled = await client.post<BonusView>('/v1/activity/cancelActivityReward', { bonusId: info.bonus!.id });
    expect(cancelled.body.code, cancelled.body.msg).toBe(200);
    expect(cancelled.body.data!).toMatchObject({ status: 'cancelled', forfeited: bonusLeft.toFixed() });
    expect(cancelled.body.data!.endNote).toContain('was removed. Your deposit balance was not touched.');
    expect(await balance(user.id, 'USDT', 'BONUS')).toEqual(new Decimal(0));
    expect(await balance(user.id, 'USDT', 'DEPOSIT')).toEqual(depositLeft);
    const { rows } = await t.db.query(`SELECT delta FROM ledger WHERE user_id = $1 AND reason = 'bonus_forfeit'`, [user.id]);
    expect(rows.map((r) => new Decimal(r.delta).neg().toFixed())).toEqual([bonusLeft.toFixed()]);
    const twice = await client.post('/v1/activity/cancelActivityReward', { bonusId: info.bonus!.id });
    expect(twice.body).toMatchObject({ code: 400, msg: 'This bonus has already ended' });

    const { client: small, user: smallUser } = await register(t.app, 'fs');
    await deposit(smallUser.id, 'USDT', '9.99');
    const tooSmall = await firstCharge(small);
    expect(tooSmall.state).toBe('too_small');
    const refused = await small.post('/v1/bonus/receiveFirstChargeBonus', {});
    expect(refused.body).toMatchObject({ code: 400, msg: 'Your first deposit was worth 9.99 USD, below the 10 USD minimum' });
  });

  it('20 racing claims pay once; bad fields and guests change nothing', async () => {
    const { client, user } = await register(t.app, 'fr');
    await deposit(user.id, 'USDT', '100');
    const answers = await Promise.all(Array.from({ length: 20 }, () => client.post('/v1/bonus/receiveFirstChargeBonus', {})));
    expect(answers.filter((a) => a.body.code === 200)).toHaveLength(1);
    expect(new Set(answers.filter((a) => a.body.code !== 200).map((a) => a.body.msg))).toEqual(
      new Set(['You have already claimed this bonus']),
    );
    expect(await balance(user.id, 'USDT', 'BONUS')).toEqual(new Decimal(100));
    const { rows } = await t.db.query(`SELECT count(*)::int AS n FROM ledger WHERE user_id = $1 AND reason = 'bonus_credit'`, [user.id]);
    expect(rows[0].n).toBe(1);
    expect((await client.post('/v1/bonus/receiveFirstChargeBonus', { extra: 1 })).body).toMatchObject({ code: 400 });
    expect((await client.post('/v1/activity/cancelActivityReward', { bonusId: 'x' })).body).toMatchObject({
      code: 400,
      msg: 'bonusId must be a whole number',
    });
    const guest = new Client(t.app);
    expect((await guest.post('/v1/bonus/receiveFirstChargeBonus', {})).body.code).toBe(401);
  });
});

describe('the rollover engine', () => {
  it('stays exact over 10,000 random stakes on mixed products, games, balances, coins and edges, reversals included', async () => {
    const { user } = await register(t.app, 'rz');
    // An open bonus counting only bonus-funded house-game stakes on dice and limbo, against a 2% reference edge.
    const { rows } = await t.db.query<{ id: string }>(
      `INSERT INTO bonuses (user_id, coin, source, title, granted, wager_required, reference_edge, product, games, counts)
       VALUES ($1, 'USDT', 'grant', 'test', 1, 1e15, 0.02, 'originals', '{dice,limbo}', 'bonus') RETURNING id`,
      [user.id],
    );
    const products = ['originals', 'originals', 'originals', 'slots'];
    const games = ['dice', 'limbo', 'plinko', 'crash'];
    const kinds = ['BONUS', 'BONUS', 'DEPOSIT'];
    const coins = ['USDT', 'USDT', 'BTC'];
    const edges = ['0.01', '0.02', '0.035', '0', '0.015'];
    let seed = 11;
    const rnd = () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;
    const rows10k = Array.from({ length: 10_000 }, (_, i) => ({
      product: products[Math.floor(rnd() * 4)]!,
      game: games[Math.floor(rnd() * 4)]!,
      kind: kinds[Math.floor(rnd() * 3)]!,
      coin: coins[Math.floor(rnd() * 3)]!,
      amount: new Decimal(Math.floor(rnd() * 1e10) + 1).div('1e6').toFixed(),
      edge: edges[i % 5]!,
    }));
    for (let i = 0; i < rows10k.length; i += 2000) {
      const part = rows10k.slice(i, i + 2000);
      await t.db.query(
        `INSERT INTO wagers (user_id, product, game, ref_id, coin, kind, amount, usd, house_edge, weight)
         SELECT $1, p, g, 800000000 + $8 + o, c, k, a, a, e, 1
           FROM unnest($2::text[], $3::text[], $4::text[], $5::text[], $6::numeric[], $7::numeric[]) WITH ORDINALITY AS t(p, g, k, c, a, e, o)
          ORDER BY o`,
        [
          user.id,
          part.map((r) => r.product),
          part.map((r) => r.game),
          part.map((r) => r.kind),
          part.map((r) => r.coin),
          part.map((r) => r.amount),
          part.map((r) => r.edge),
          i,
        ],
      );
    }
    // Reverse 100 of them (a rolled-back third-party stake takes its progress back).
    await t.db.query(
      `INSERT INTO wagers (user_id, product, game, ref_id, coin, kind, amount, usd, house_edge, weight, reverses)
       SELECT user_id, product, game, ref_id, coin, kind, 0, 0, house_edge, weight, id
         FROM wagers WHERE user_id = $1 AND reverses IS NULL ORDER BY id LIMIT 100`,
      [user.id],
    );
    const { rows: reversedIds } = await t.db.query<{ reverses: string }>(
      'SELECT reverses FROM wagers WHERE user_id = $1 AND reverses IS NOT NULL',
      [user.id],
    );
    expect(reversedIds).toHaveLength(100);
    const { rows: firstIds } = await t.db.query<{ id: string }>(
      'SELECT id FROM wagers WHERE user_id = $1 AND reverses IS NULL ORDER BY id LIMIT 100',
      [user.id],
    );
    const reversed = new Set(firstIds.map((r) => r.id));
    const { rows: all } = await t.db.query<{ id: string }>('SELECT id FROM wagers WHERE user_id = $1 AND reverses IS NULL ORDER BY id', [
      user.id,
    ]);
    let expected = new Decimal(0);
    rows10k.forEach((r, i) => {
      if (reversed.has(all[i]!.id)) return;
      if (r.coin !== 'USDT' || r.product !== 'originals' || !['dice', 'limbo'].includes(r.game) || r.kind !== 'BONUS') return;
      expected = expected.plus(wagerProgress(r.amount, r.edge, '0.02'));
    });
    const { rows: bonus } = await t.db.query<{ wagered: string; status: string }>('SELECT wagered, status FROM bonuses WHERE id = $1', [
      rows[0]!.id,
    ]);
    expect(new Decimal(bonus[0]!.wagered).eq(expected), `${bonus[0]!.wagered} vs ${expected.toFixed()}`).toBe(true);
    expect(expected.gt(1000)).toBe(true);
    expect(bonus[0]!.status).toBe('active');
  });

  it('completes at exactly the requirement, not a unit before', async () => {
    const { user } = await register(t.app, 'rb');
    const { rows } = await t.db.query<{ id: string }>(
      `INSERT INTO bonuses (user_id, coin, source, title, granted, wager_required, reference_edge)
       VALUES ($1, 'ETH', 'grant', 'test', 1, 10, 0.01) RETURNING id`,
      [user.id],
    );
    const stake = (amount: string, ref: number) =>
      t.db.query(
        `INSERT INTO wagers (user_id, product, game, ref_id, coin, kind, amount, usd, house_edge, weight)
         VALUES ($1, 'originals', 'dice', $2, 'ETH', 'DEPOSIT', $3, 0, 0.01, 1)`,
        [user.id, 810000000 + ref, amount],
      );
    await stake('9.999999999999999999', 1);
    const status = async () => (await t.db.query('SELECT status FROM bonuses WHERE id = $1', [rows[0]!.id])).rows[0].status;
    expect(await status()).toBe('active');
    await stake('0.000000000000000001', 2);
    expect(await status()).toBe('completed');
  });
});

describe('reload promotion', () => {
  it('joined, then a deposit on its weekday is matched at 50% up to its cap; a deposit takes one offer', async () => {
    const { client, user } = await register(t.app, 'rl');
    const list = await client.post<{ list: { id: number; kind: string }[] }>('/v1/home/selectPromotion', { tab: 'available' });
    const reload = list.body.data!.list.find((p) => p.kind === 'reload')!;
    expect(reload).toBeTruthy();
    // Not joined yet: a deposit does not qualify.
    const before = await client.get<PlayerPromotion>(`/v1/user/selectByActivityAndUser?id=${reload.id}`);
    expect(before.body.data!).toMatchObject({ state: 'none', canJoin: true });
    const joined = await client.post<PlayerPromotion>('/v1/activity/activityJoinThe', { id: reload.id });
    expect(joined.body.data!.state).toBe('joined');
    expect((await client.post('/v1/activity/activityJoinThe', { id: reload.id })).body).toMatchObject({
      code: 400,
      msg: 'You have already joined',
    });
    // The latest Friday (UTC) at noon, after joining: move the join back a week so that Friday counts.
    const friday = new Date();
    friday.setUTCHours(12, 0, 0, 0);
    while (friday.getUTCDay() !== 5 || friday > new Date()) friday.setUTCDate(friday.getUTCDate() - 1);
    await t.db.query(`UPDATE promotion_entries SET joined_at = $3 WHERE promotion_id = $1 AND user_id = $2`, [
      reload.id,
      user.id,
      new Date(friday.getTime() - 7 * 86_400_000),
    ]);
    await deposit(user.id, 'USDT', '500', friday);
    const due = await client.get<PlayerPromotion>(`/v1/user/selectByActivityAndUser?id=${reload.id}`);
    expect(due.body.data!).toMatchObject({ state: 'claimable', offer: { coin: 'USDT', deposit: '500', bonus: '100' } });
    const claimed = await client.post<{ bonus: BonusView }>('/v1/activity/receiveAward', { id: reload.id });
    expect(claimed.body.code, claimed.body.msg).toBe(200);
    expect(claimed.body.data!.bonus).toMatchObject({ granted: '100', wagerRequired: '1000', source: 'reload' });
    expect((await client.post('/v1/activity/receiveAward', { id: reload.id })).body.code).toBe(400);
    // That Friday's deposit was also this player's first: it took the reload, so the welcome match has none.
    const first = await firstCharge(client);
    expect(first.state).toBe('unavailable');
    expect((await client.post('/v1/bonus/receiveFirstChargeBonus', {})).body).toMatchObject({
      code: 400,
      msg: 'Your first deposit already took another offer',
    });
    expect(await ledgerMismatches(t.db)).toEqual([]);
  });
});

describe("an open bonus's rules at their boundaries", () => {
  /** Opens a bonus of bonus money for the player, as a claim would: the credit and its bonus row. */
  async function openBonus(userId: number, extra: { games?: string[]; expiresAt?: Date } = {}): Promise<number> {
    await t.db.query(
      `SELECT * FROM move_money(p_user => $1, p_coin => 'USDT', p_kind => 'BONUS', p_product => 'promotions', p_credit => 20,
                                p_credit_reason => 'bonus_credit', p_ref => 'test')`,
      [userId],
    );
    const { rows } = await t.db.query<{ id: string }>(
      `INSERT INTO bonuses (user_id, coin, source, title, granted, wager_required, reference_edge, max_bet_usd, games, expires_at)
       VALUES ($1, 'USDT', 'grant', 'Test bonus', 20, 200, 0.01, 10, $2, $3) RETURNING id`,
      [userId, extra.games ?? null, extra.expiresAt ?? null],
    );
    return Number(rows[0]!.id);
  }

  it('bonus money plays only on its games; deposit stakes elsewhere are taken and do not count', async () => {
    const { client, user } = await register(t.app, 'bg');
    const id = await openBonus(user.id, { games: ['dice'] });
    const limbo = (balanceType: string) => ({ coin: 'USDT', amount: '1', balanceType, target: '2' });
    const refused = await client.post('/api/games/limbo/bet', limbo('BONUS'));
    expect(refused.body).toMatchObject({ code: 400, msg: 'Your USDT bonus money can be played on dice only' });
    expect(await balance(user.id, 'USDT', 'BONUS')).toEqual(new Decimal(20));
    expect((await client.post('/api/games/limbo/bet', limbo('DEPOSIT'))).body.code).toBe(200);
    expect((await client.post('/api/games/dice/bet', diceBody('1', { balanceType: 'BONUS' }))).body.code).toBe(200);
    const { rows } = await t.db.query('SELECT wagered FROM bonuses WHERE id = $1', [id]);
    expect(new Decimal(rows[0].wagered).eq(1)).toBe(true);
  });

  it('expires at its time, not a millisecond before, removing what is left with a note saying when', async () => {
    const { BonusSettler } = await import('../../server/promotions/BonusSettler');
    const { user } = await register(t.app, 'be');
    const expiresAt = new Date(Math.ceil(Date.now() / 1000) * 1000 + 3_600_000);
    const id = await openBonus(user.id, { expiresAt });
    let now = new Date(expiresAt.getTime() - 1);
    const ended: number[] = [];
    const settler = new BonusSettler(t.db, t.app.hub, async (userId) => void ended.push(userId), { clock: () => now });
    await settler.settleUser(user.id);
    expect((await t.db.query('SELECT status FROM bonuses WHERE id = $1', [id])).rows[0].status).toBe('active');
    now = expiresAt;
    expect(await settler.settleUser(user.id)).toBe(1);
    const { rows } = await t.db.query('SELECT status, forfeited, end_note FROM bonuses WHERE id = $1', [id]);
    expect(rows[0]).toMatchObject({ status: 'expired' });
    expect(new Decimal(rows[0].forfeited).eq(20)).toBe(true);
    expect(rows[0].end_note).toBe(
      `The wagering was not complete by ${expiresAt.toISOString().slice(0, 16).replace('T', ' ')} UTC: the remaining 20 USDT of bonus money was removed.`,
    );
    expect(ended).toEqual([user.id]);
    expect(await balance(user.id, 'USDT', 'BONUS')).toEqual(new Decimal(0));
    const notes = await t.db.query(`SELECT title FROM notifications WHERE user_id = $1 AND kind = 'bonus'`, [user.id]);
    expect(notes.rows.map((r) => r.title)).toEqual(['Bonus expired']);
    await settler.stop();
  });

  it('cannot be cancelled while a mines game staked from it is open; tips name the rule of bonus money', async () => {
    const { client, user } = await register(t.app, 'bm');
    const id = await openBonus(user.id);
    const game = await client.post<{ gameId: string }>('/api/games/mines/start', {
      coin: 'USDT',
      amount: '2',
      balanceType: 'BONUS',
      mines: 3,
    });
    expect(game.body.code, game.body.msg).toBe(200);
    const blocked = await client.post('/v1/activity/cancelActivityReward', { bonusId: id });
    expect(blocked.body).toMatchObject({ code: 400, msg: 'Finish your open mines game staked from this bonus first' });
    // End the game: one tile, then cash out if it was safe.
    const revealed = await client.post<{ state?: string; settled?: unknown }>('/api/games/mines/reveal', {
      gameId: game.body.data!.gameId,
      tile: 0,
    });
    expect(revealed.body.code, revealed.body.msg).toBe(200);
    const active = await client.get<unknown[]>('/api/games/mines/active');
    if (active.body.data!.length > 0)
      expect((await client.post('/api/games/mines/cashout', { gameId: game.body.data!.gameId })).body.code).toBe(200);
    expect((await client.get<unknown[]>('/api/games/mines/active')).body.data).toEqual([]);
    expect((await client.post('/v1/activity/cancelActivityReward', { bonusId: id })).body.code).toBe(200);

    const { client: tipper, user: tipperUser } = await register(t.app, 'bt');
    const { user: friend } = await register(t.app, 'bf');
    await openBonus(tipperUser.id);
    const tip = await tipper.post('/v1/account/sendTip', { toUserName: friend.userName, coin: 'USDT', amount: '1500' });
    expect(tip.body).toMatchObject({
      code: 400,
      msg: "Insufficient balance; bonus money (20 USDT) can't be tipped until its wagering is done: 200 USDT left to wager",
    });
  });
});

describe('type 209', () => {
  it('reaches the player on connect and after their stakes moved the bonus, within the pusher interval', async () => {
    const base = await listen(t.app);
    const { client, user } = await register(t.app, 'ps');
    await deposit(user.id, 'USDT', '30');
    expect((await client.post('/v1/bonus/receiveFirstChargeBonus', {})).body.code).toBe(200);
    const socket = await TestSocket.open(base, { cookie: client.cookieHeader() });
    try {
      const first = await socket.next((f) => f.type === MSG.BONUS_PROGRESS);
      expect((first.data as { bonuses: BonusView[] }).bonuses[0]).toMatchObject({ coin: 'USDT', wagered: '0', wagerRequired: '300' });
      expect((await client.post('/api/games/dice/bet', diceBody('2'))).body.code).toBe(200);
      const moved = await socket.next(
        (f) => f.type === MSG.BONUS_PROGRESS && (f.data as { bonuses: BonusView[] }).bonuses[0]?.wagered === '2',
      );
      expect((moved.data as { bonuses: BonusView[] }).bonuses[0]).toMatchObject({ remaining: '298', progress: 0.0067 });
    } finally {
      socket.close();
    }
  });
});
