import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ActivityStatement, ProtectionState, RealityCheck } from '../../src/core/protection';
import { Decimal } from '../../src/core/money';
import { applyMovements } from '../../server/money/moves';
import { withTx } from '../../server/db/pool';
import { runAdmin } from '../../server/admin/cli';
import { PASSWORD, buildOn, Client, createTestApp, diceBody, ledgerMismatches, moneySnapshot, register, type TestApp } from './helpers';

// Player protection in the money statement: limits that concurrent bets on two processes never cross, raises that wait
// 24 hours, breaks that close every door but withdrawal and still let credits land, operators' locks, the session
// limit, and bad input that changes nothing.

let t: TestApp;
let second: TestApp;

beforeAll(async () => {
  t = await createTestApp({ BET_RATE_LIMIT_MAX: '100000' });
  second = await buildOn(t.url, { BET_RATE_LIMIT_MAX: '100000' });
});
afterAll(async () => {
  await second?.close();
  await t?.close();
});

type Player = Awaited<ReturnType<typeof register>>;

const setLimit = (p: Player, body: Record<string, unknown>) => p.client.post<ProtectionState>('/v1/protection/limit', body);
const state = async (p: Player) => (await p.client.get<ProtectionState>('/v1/protection')).body.data!;
const bet = (client: Client, amount: string, extra: Record<string, unknown> = {}) =>
  client.post('/api/games/dice/bet', diceBody(amount, extra));
/** A client of the second process with the player's session. */
function onSecond(p: Player): Client {
  const c = new Client(second.app);
  for (const [k, v] of p.client.cookies) c.cookies.set(k, v);
  return c;
}

async function usdtBalance(userId: number): Promise<string> {
  const { rows } = await t.db.query<{ amount: string }>(
    `SELECT trim_scale(amount)::text AS amount FROM balances WHERE user_id = $1 AND coin = 'USDT' AND kind = 'DEPOSIT'`,
    [userId],
  );
  return rows[0]!.amount;
}

describe('limits', () => {
  it('a 24-hour wager limit takes exactly what fits of 50 concurrent stakes on two processes', async () => {
    const p = await register(t.app, 'pw');
    expect((await setLimit(p, { kind: 'wager', period: 'day', amount: '10' })).body).toMatchObject({ code: 200, msg: 'Limit saved' });
    const other = onSecond(p);
    const answers = await Promise.all(Array.from({ length: 50 }, (_, i) => bet(i % 2 ? other : p.client, '1')));
    const taken = answers.filter((a) => a.body.code === 200);
    const refused = answers.filter((a) => a.body.code !== 200);
    expect(taken).toHaveLength(10);
    expect(refused).toHaveLength(40);
    for (const r of refused)
      expect(r.body.msg).toMatch(
        /^This stake \(1 USD\) would go over your 24-hour wager limit of 10 USD \(10 USD used\); it resets in 2[34] h \d+ min$/,
      );
    const limit = (await state(p)).limits[0]!;
    expect(limit).toMatchObject({ kind: 'wager', period: 'day', amount: '10', used: '10.00', pending: null });
    expect(limit.resetsAt! - Date.now()).toBeGreaterThan(23 * 3600_000);
    expect(await ledgerMismatches(t.db)).toEqual([]);
  });

  it('a loss limit counts stakes less payouts, is never crossed by concurrent stakes, and refuses whatever the outcome', async () => {
    const p = await register(t.app, 'pl');
    await setLimit(p, { kind: 'loss', period: 'week', amount: '6' });
    const other = onSecond(p);
    const answers = await Promise.all(
      // Stakes at a 0.01% win chance: the loss grows by each stake.
      Array.from({ length: 50 }, (_, i) => bet(i % 2 ? other : p.client, '1', { target: '99.99', condition: 'over' })),
    );
    const refused = answers.filter((a) => a.body.code !== 200);
    expect(refused.length, JSON.stringify(answers.map((a) => a.body.msg))).toBeGreaterThan(0);
    for (const r of refused) expect(r.body.msg).toMatch(/7-day loss limit of 6 USD/);
    // What the player lost over the window, from the ledger, never went past the limit.
    const lost = new Decimal(1000).minus(await usdtBalance(p.user.id));
    expect(lost.lte(6)).toBe(true);
    const limit = (await state(p)).limits[0]!;
    expect(new Decimal(limit.used!).toFixed(2)).toBe(lost.toFixed(2));
    // A stake that would go over is refused before its outcome is drawn: the refusal is the same for any target.
    const used = new Decimal(limit.used!);
    const over = new Decimal(6).minus(used).plus(1).toFixed(2);
    for (const target of ['2', '98']) {
      const r = await bet(p.client, over, { target, condition: 'over' });
      expect(r.body).toMatchObject({ code: 400, msg: expect.stringContaining('7-day loss limit of 6 USD') });
    }
  });

  it('caps one stake at the stake limit', async () => {
    const p = await register(t.app, 'ps');
    await setLimit(p, { kind: 'stake', amount: '2.50' });
    expect((await bet(p.client, '2.51')).body).toMatchObject({
      code: 400,
      msg: 'Your stake limit is 2.5 USD a bet (this one is 2.51 USD)',
    });
    expect((await bet(p.client, '2.5')).body.code).toBe(200);
  });

  it('holds a mines game to the same limits: its stake is refused over the cap and counted in the wager limit', async () => {
    const p = await register(t.app, 'pi');
    await setLimit(p, { kind: 'stake', amount: '5' });
    await setLimit(p, { kind: 'wager', period: 'day', amount: '8' });
    const start = (amount: string) => p.client.post('/api/games/mines/start', { coin: 'USDT', amount, balanceType: 'DEPOSIT', mines: 3 });
    expect((await start('6')).body).toMatchObject({ code: 400, msg: 'Your stake limit is 5 USD a bet (this one is 6 USD)' });
    expect((await start('5')).body.code).toBe(200);
    const wager = (await state(p)).limits.find((l) => l.kind === 'wager')!;
    expect(wager.used).toBe('5.00');
    // Only 3 USD of the wager limit is left: a 4 USD dice stake is refused.
    expect((await bet(p.client, '4')).body.msg).toMatch(/24-hour wager limit of 8 USD \(5 USD used\)/);
  });

  it('applies a lower limit at once, and a raise or removal only after 24 hours', async () => {
    const p = await register(t.app, 'pr');
    await setLimit(p, { kind: 'wager', period: 'month', amount: '50' });
    await setLimit(p, { kind: 'wager', period: 'month', amount: '20' });
    expect((await state(p)).limits[0]).toMatchObject({ amount: '20', pending: null });

    const raised = await setLimit(p, { kind: 'wager', period: 'month', amount: '100' });
    expect(raised.body.msg).toBe('Saved: the change applies in 24 hours');
    const pending = raised.body.data!.limits[0]!;
    expect(pending).toMatchObject({ amount: '20', pending: { amount: '100' } });
    expect(Math.abs(pending.pending!.from - Date.now() - 24 * 3600_000)).toBeLessThan(60_000);
    // Still 20 in force: a 21 USD stake is refused.
    expect((await bet(p.client, '21')).body.msg).toMatch(/30-day wager limit of 20 USD/);
    // Setting the limit in force again cancels the raise.
    await setLimit(p, { kind: 'wager', period: 'month', amount: '20' });
    expect((await state(p)).limits[0]!.pending).toBeNull();

    await setLimit(p, { kind: 'wager', period: 'month', amount: '100' });
    await t.db.query(`UPDATE player_limits SET pending_from = now() - interval '1 second' WHERE user_id = $1`, [p.user.id]);
    expect((await state(p)).limits[0]).toMatchObject({ amount: '100', pending: null });
    expect((await bet(p.client, '21')).body.code).toBe(200);

    const removed = await setLimit(p, { kind: 'wager', period: 'month', amount: null });
    expect(removed.body.data!.limits[0]!.pending).toMatchObject({ amount: null });
    await t.db.query(`UPDATE player_limits SET pending_from = now() - interval '1 second' WHERE user_id = $1`, [p.user.id]);
    expect((await state(p)).limits).toEqual([]);
  });

  it('starts a new window when the last one ran out', async () => {
    const p = await register(t.app, 'pn');
    await setLimit(p, { kind: 'wager', period: 'day', amount: '3' });
    for (let i = 0; i < 3; i++) expect((await bet(p.client, '1')).body.code).toBe(200);
    expect((await bet(p.client, '1')).body.code).toBe(400);
    await t.db.query(`UPDATE player_limits SET window_start = window_start - interval '49 hours' WHERE user_id = $1`, [p.user.id]);
    const limit = (await state(p)).limits[0]!;
    expect(limit.used).toBe('0.00');
    // The window keeps its phase: it started 49 hours before, so the current one started 1 hour before.
    expect(Math.abs(limit.resetsAt! - Date.now() - 23 * 3600_000)).toBeLessThan(60_000);
    expect((await bet(p.client, '1')).body.code).toBe(200);
  });

  it('counts deposits against a deposit limit, and shows no address once it is reached', async () => {
    const p = await register(t.app, 'pd');
    await setLimit(p, { kind: 'deposit', period: 'day', amount: '100' });
    const deposit = (amount: string) =>
      withTx(t.db, (c) =>
        applyMovements(c, [
          { userId: p.user.id, coin: 'USDT', kind: 'DEPOSIT', delta: new Decimal(amount), reason: 'deposit', product: 'wallet' },
        ]),
      );
    await deposit('40');
    expect((await state(p)).limits[0]).toMatchObject({ kind: 'deposit', used: '40.00' });
    expect((await p.client.get('/api/wallet/deposit?coin=USDT')).body.code).toBe(200);
    // Over the limit: credited all the same, then the address screen says why it is closed and until when.
    await deposit('75');
    expect((await state(p)).limits[0]).toMatchObject({ used: '115.00' });
    expect((await p.client.get('/api/wallet/deposit?coin=USDT')).body).toMatchObject({
      code: 400,
      msg: expect.stringMatching(
        /^Your 24-hour deposit limit of 100 USD is reached \(115 USD deposited\): deposits open again in 2[34] h \d+ min$/,
      ),
    });
    // A raise to 200 once its 24 hours are over opens the address again, before anything brought the row up to date.
    await setLimit(p, { kind: 'deposit', period: 'day', amount: '200' });
    expect((await p.client.get('/api/wallet/deposit?coin=USDT')).body.code).toBe(400);
    await t.db.query(`UPDATE player_limits SET pending_from = now() - interval '1 second' WHERE user_id = $1`, [p.user.id]);
    expect((await p.client.get('/api/wallet/deposit?coin=USDT')).body.code).toBe(200);
  });

  it('refuses bad input with a clear message and changes nothing', async () => {
    const p = await register(t.app, 'pb');
    const snapshot = async () => JSON.stringify({ ...(await state(p)), now: 0 });
    const before = await snapshot();
    const cases: [Record<string, unknown>, RegExp][] = [
      [{ kind: 'fun', period: 'day', amount: '1' }, /kind must be one of deposit, loss, wager, stake, session/],
      [{ kind: 'loss', period: 'year', amount: '1' }, /period must be one of day, week, month/],
      [{ kind: 'loss', period: 'day', amount: '-1' }, /amount must be a USD amount/],
      [{ kind: 'loss', period: 'day', amount: '0' }, /amount must be above 0/],
      [{ kind: 'loss', period: 'day', amount: 5 }, /amount must be a decimal string/],
      [{ kind: 'loss', period: 'day', amount: '1.234' }, /at most 2 decimals/],
      [{ kind: 'session', amount: '3' }, /from 5 to 1440 minutes/],
      [{ kind: 'stake', amount: '1', period: 'day' }, /period/],
      [{ kind: 'loss', period: 'day', amount: null }, /There is no such limit to remove/],
    ];
    for (const [body, msg] of cases) {
      const r = await setLimit(p, body);
      expect(r.body.code, JSON.stringify(body)).toBe(400);
      expect(r.body.msg).toMatch(msg);
    }
    expect((await p.client.post('/v1/protection/reality', { minutes: 10 })).body.msg).toMatch(/every 15 to 60 minutes/);
    expect((await p.client.post('/v1/protection/break', { kind: 'timeout', length: '1y', password: PASSWORD })).body.msg).toMatch(
      /a time-out lasts 24h, 7d, 30d, 6w/,
    );
    expect(await snapshot()).toBe(before);
  });
});

describe('breaks', () => {
  it('a time-out ends every session and closes bets, tips and promotions, keeps withdrawals, and still lets credits land', async () => {
    const p = await register(t.app, 'pt');
    const friend = await register(t.app, 'pf');
    const wrong = await p.client.post('/v1/protection/break', { kind: 'timeout', length: '24h', password: 'not-it-at-all' });
    expect(wrong.body).toMatchObject({ code: 400, msg: 'password is incorrect' });
    expect((await state(p)).break).toBeNull();

    const taken = await p.client.post('/v1/protection/break', { kind: 'timeout', length: '7d', password: PASSWORD });
    expect(taken.body).toMatchObject({ code: 200, msg: 'Your time-out has started', data: { kind: 'timeout', length: '7d' } });
    // Logged out everywhere at once.
    expect((await p.client.get('/v1/user/info')).body.code).toBe(401);
    expect((await onSecond(p).get('/v1/user/info')).body.code).toBe(401);

    // Logging in again works, for withdrawals and history.
    expect((await p.client.post('/v1/user/login', { userName: p.user.userName, password: PASSWORD })).body.code).toBe(200);
    const s = await state(p);
    expect(s.break).toMatchObject({ kind: 'timeout', length: '7d' });
    expect(s.break!.playFrom! - s.break!.endsAt!).toBe(24 * 3600_000);
    const snapshot = await moneySnapshot(t.db);
    const refusedBet = await bet(p.client, '1');
    expect(refusedBet.body).toMatchObject({
      code: 400,
      msg: expect.stringMatching(/^You are on a time-out until .* UTC \((6 d 23|7 d 0) h left\)/),
    });
    const tip = await p.client.post('/v1/account/sendTip', { toUserName: friend.user.userName, coin: 'USDT', amount: '1' });
    expect(tip.body.msg).toMatch(/time-out/);
    expect(await moneySnapshot(t.db)).toBe(snapshot);
    expect(await t.app.protection.refusal(t.db, p.user.id, 'promotions')).toMatch(/time-out/);
    expect(await t.app.protection.refusal(t.db, p.user.id, 'withdraw')).toBeNull();

    // No deposit address, no offers, no chat.
    const address = await p.client.get('/api/wallet/deposit?coin=USDT');
    expect(address.body).toMatchObject({ code: 400, msg: expect.stringMatching(/time-out/) });
    const code = await p.client.post('/v1/bonus/bonusRedemptionCode/redemption', { code: 'ANYCODE1' });
    expect(code.body).toMatchObject({ code: 400, msg: expect.stringMatching(/time-out/) });
    expect((await p.client.get('/v1/home/selectAllActivity')).body.data).toEqual({ list: [] });
    expect((await p.client.get<{ chatStatus: number }>('/v1/user/info')).body.data!.chatStatus).toBe(0);

    // A payout of a bet made before the break (or a provider's win) still lands.
    const before = await usdtBalance(p.user.id);
    await withTx(t.db, (c) =>
      applyMovements(c, [
        { userId: p.user.id, coin: 'USDT', kind: 'DEPOSIT', delta: new Decimal('2'), reason: 'payout', product: 'originals', game: 'dice' },
      ]),
    );
    expect(await usdtBalance(p.user.id)).toBe(new Decimal(before).plus(2).toFixed());

    // It cannot be shortened, only overtaken by a longer break.
    const shorter = await p.client.post('/v1/protection/break', { kind: 'timeout', length: '24h', password: PASSWORD });
    expect(shorter.body.msg).toBe('A break that lasts at least as long is already in force: it cannot be shortened');
  });

  it('after the break ends, play waits a 24-hour cooling-off; a permanent exclusion never ends', async () => {
    const p = await register(t.app, 'pc');
    await p.client.post('/v1/protection/break', { kind: 'exclusion', length: '6m', password: PASSWORD });
    await t.db.query(
      `UPDATE player_exclusions SET starts_at = now() - interval '200 days', ends_at = now() - interval '1 hour', play_from = now() + interval '23 hours' WHERE user_id = $1`,
      [p.user.id],
    );
    await p.client.post('/v1/user/login', { userName: p.user.userName, password: PASSWORD });
    expect((await bet(p.client, '1')).body.msg).toMatch(
      /^Your self-exclusion has ended; play opens again after a 24-hour cooling-off, in 2[23] h/,
    );
    await t.db.query(`UPDATE player_exclusions SET play_from = now() - interval '1 second' WHERE user_id = $1`, [p.user.id]);
    expect((await bet(p.client, '1')).body.code).toBe(200);

    const forever = await register(t.app, 'pp');
    await forever.client.post('/v1/protection/break', { kind: 'exclusion', length: 'permanent', password: PASSWORD });
    await forever.client.post('/v1/user/login', { userName: forever.user.userName, password: PASSWORD });
    expect((await state(forever)).break).toMatchObject({ length: 'permanent', endsAt: null, playFrom: null });
    expect((await bet(forever.client, '1')).body.msg).toMatch(/excluded yourself permanently/);
  });
});

describe('locks and sessions', () => {
  it('an operator lock refuses its capability with the reason until lifted', async () => {
    const p = await register(t.app, 'pk');
    await t.app.protection.lock(p.user.id, 'bet', new Date(Date.now() + 3600_000), 'Account under review', null);
    expect((await bet(p.client, '1')).body.msg).toMatch(/^Betting is locked on your account until .* UTC: Account under review$/);
    expect((await state(p)).locks).toEqual([expect.objectContaining({ capability: 'bet', reason: 'Account under review' })]);
    expect(await t.app.protection.unlock(p.user.id, 'bet')).toBe(1);
    expect((await bet(p.client, '1')).body.code).toBe(200);
  });

  it('locks, lifts and lists from the admin command line, saying what is wrong with bad arguments', async () => {
    const p = await register(t.app, 'pa');
    const name = p.user.userName;
    const locked = await runAdmin(t.db, ['lock', name, 'withdraw', '12h', 'Documents', 'requested']);
    expect(locked).toMatchObject({ code: 0, out: expect.stringMatching(/ may not withdraw until \d{4}-.*: Documents requested$/) });
    expect(await t.app.protection.refusal(t.db, p.user.id, 'withdraw')).toMatch(
      /^Withdrawing is locked on your account until .* UTC: Documents requested$/,
    );
    await setLimit(p, { kind: 'loss', period: 'day', amount: '50' });
    const shown = await runAdmin(t.db, ['protection', name]);
    expect(shown.out).toMatch(/^limit loss per day: 50 \(used 0\.00\)\nlock withdraw until .*: Documents requested$/);
    expect(await runAdmin(t.db, ['unlock', name, 'withdraw'])).toEqual({ code: 0, out: `${name} may withdraw again` });
    expect(await t.app.protection.refusal(t.db, p.user.id, 'withdraw')).toBeNull();
    for (const bad of [
      ['lock', name, 'fly', '1h', 'x'],
      ['lock', name, 'bet', '1y', 'x'],
      ['lock', name, 'bet', '0m', 'x'],
      ['lock', name, 'bet', '1h'],
      ['unlock', name, 'bet', 'extra'],
    ]) {
      expect((await runAdmin(t.db, bad)).code, bad.join(' ')).toBe(2);
    }
    expect((await runAdmin(t.db, ['lock', 'nobody-such-1', 'bet', '1h', 'x'])).code).toBe(1);
  });

  it('ends a session older than the session limit', async () => {
    const p = await register(t.app, 'pq');
    await setLimit(p, { kind: 'session', amount: '30' });
    expect((await p.client.get('/v1/user/info')).body.code).toBe(200);
    await t.db.query(`UPDATE sessions SET created_at = now() - interval '31 minutes' WHERE user_id = $1`, [p.user.id]);
    expect((await p.client.get('/v1/user/info')).body.code).toBe(401);
  });

  it('states the money of each month by coin: deposits, withdrawals, stakes, net and the rest', async () => {
    const p = await register(t.app, 'pm');
    for (let i = 0; i < 3; i++) await bet(p.client, '2');
    await withTx(t.db, (c) =>
      applyMovements(c, [
        { userId: p.user.id, coin: 'USDT', kind: 'DEPOSIT', delta: new Decimal('25'), reason: 'deposit', product: 'wallet' },
      ]),
    );
    const { months } = (await p.client.get<ActivityStatement>('/v1/protection/statement')).body.data!;
    const month = new Date().toISOString().slice(0, 7);
    const usdt = months.find((m) => m.coin === 'USDT')!;
    const balance = new Decimal(await usdtBalance(p.user.id));
    // The sign-up's demo funds are the rest; the stakes' net is what the balance moved besides them and the deposit.
    expect(usdt).toMatchObject({ month, deposited: '25', withdrawn: '0', wagered: '6', other: '1000' });
    expect(new Decimal(usdt.net).toFixed()).toBe(balance.minus(1025).toFixed());
    expect((await new Client(t.app).get('/v1/protection/statement')).body.code).toBe(401);
  });

  it('tells the session so far for the reality check', async () => {
    const p = await register(t.app, 'pz');
    await p.client.post('/v1/protection/reality', { minutes: 30 });
    for (let i = 0; i < 3; i++) await bet(p.client, '2');
    const reality = (await p.client.get<RealityCheck>('/v1/protection/reality')).body.data!;
    expect(reality).toMatchObject({ wagered: '6.00', bets: 3 });
    expect(new Decimal(reality.net).toFixed(2)).toBe(new Decimal(await usdtBalance(p.user.id)).minus(1000).toFixed(2));
    expect((await state(p)).realityCheck).toBe(30);
  });
});
