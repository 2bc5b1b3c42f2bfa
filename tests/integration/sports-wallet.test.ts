import { generateKeyPair } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SportsBetPage } from '../../src/core/sportsbook';
import type { LedgerPage } from '../../src/core/wallet/history';
import { createTestApp, ledgerMismatches, type TestApp } from './helpers';
import { bookKeys, make, ref, sportsPlayer, walletCall, type SignOptions } from './sportsFixtures';

// Conformance of the sports wallet, as a book's certification suite runs it: make, commit, discard, win (and cash-out),
// lost, refund, rollback of a make and of a settlement, re-settlement, duplicates (a hundred at once), rollback before
// make, insufficient funds, dead and foreign tokens, bad signatures and shapes, closed accounts, the operator's limits.

let t: TestApp;
let key: CryptoKey;

beforeAll(async () => {
  const keys = await bookKeys();
  key = keys.privateKey;
  t = await createTestApp(keys.env);
});
afterAll(async () => t?.close());

const call = (name: string, fields: Record<string, unknown>, o?: SignOptions) => walletCall(t.app, key, name, fields, o);

async function balance(userId: number): Promise<string> {
  const { rows } = await t.db.query<{ amount: string }>(
    `SELECT trim_scale(amount)::text AS amount FROM balances WHERE user_id = $1 AND coin = 'USDT' AND kind = 'DEPOSIT'`,
    [userId],
  );
  return rows[0]!.amount;
}

async function betRow(bookBetId: string) {
  const { rows } = await t.db.query<{ state: string; payout: string; bet_id: string | null; legs: { result?: string }[] }>(
    `SELECT state, trim_scale(payout)::text AS payout, bet_id::text, legs FROM sports_bets WHERE book = 'demo-book' AND book_bet_id = $1`,
    [bookBetId],
  );
  return rows[0];
}

/** A made and committed bet of a new player: its make's fields and the player. */
async function openBet(amount = '10', prices = ['2.50']) {
  const player = await sportsPlayer(t.app);
  const m = make(player.token, amount, prices);
  expect((await call('make', m)).body).toMatchObject({ ok: true, state: 'made' });
  expect((await call('commit', { tx: ref('c'), parent: m.tx })).body).toMatchObject({ ok: true, state: 'open' });
  return { ...player, m };
}

describe('sports wallet: the two phases', () => {
  it('takes the stake at make, opens the bet at commit and pays its win: one bets row, one wager of sports, a history entry', async () => {
    const { client, userId, token } = await sportsPlayer(t.app);
    const m = make(token, '10', ['1.80', '2.00']);
    const made = await call('make', m);
    expect(made).toMatchObject({ status: 200, body: { ok: true, state: 'made', balance: '990', currency: 'USDT', repeat: false } });
    expect((await call('commit', { tx: ref('c'), parent: m.tx })).body).toMatchObject({ state: 'open', balance: '990' });
    const legs = m.bet.legs.map((l) => ({ selectionId: l.selectionId, result: 'won' }));
    const won = await call('win', { tx: ref('w'), parent: m.tx, amount: '36', cashOut: false, legs });
    expect(won.body).toMatchObject({ ok: true, state: 'won', balance: '1026', bet: made.body.bet });

    const row = (await betRow(m.bet.id))!;
    expect(row).toMatchObject({ state: 'won', payout: '36' });
    expect(row.legs.map((l) => l.result)).toEqual(['won', 'won']);
    const { rows: bets } = await t.db.query(
      `SELECT game, trim_scale(amount)::text AS amount, trim_scale(payout)::text AS payout, multiplier::float8 AS multiplier, win
         FROM bets WHERE id = $1`,
      [row.bet_id],
    );
    expect(bets).toEqual([{ game: 'sportsbook', amount: '10', payout: '36', multiplier: 3.6, win: true }]);
    const { rows: wagers } = await t.db.query(
      `SELECT product, trim_scale(amount)::text AS amount FROM wagers WHERE ref_id = $1 AND product = 'sports'`,
      [row.bet_id],
    );
    expect(wagers).toEqual([{ product: 'sports', amount: '10' }]);

    // The profile's game history lists it with its legs; the ledger links its two movements to it.
    const page = (await client.get<SportsBetPage>('/v1/sportsbook/bets')).body.data!;
    expect(page.list[0]).toMatchObject({ state: 'won', stake: '10', odds: '3.6', payout: '36', kind: 'combo', betId: row.bet_id });
    expect(page.list[0]!.legs[0]).toMatchObject({ eventName: 'Harbour Town v Mill Rovers 1', price: '1.80', result: 'won' });
    const ledger = (await client.get<LedgerPage>('/v1/account/transaction?type=bets&coin=USDT')).body.data!;
    expect(ledger.list.map((r) => [r.reason, r.delta, r.link])).toEqual([
      ['payout', '36.000000', { kind: 'sports', id: made.body.bet, betId: row.bet_id }],
      ['bet', '-10.000000', { kind: 'sports', id: made.body.bet, betId: row.bet_id }],
    ]);
    expect(await ledgerMismatches(t.db)).toEqual([]);
    expect(userId).toBeGreaterThan(0);
  });

  it('gives the stake back when the book discards a made bet, and then refuses to commit it', async () => {
    const { userId, token } = await sportsPlayer(t.app);
    const m = make(token, '25');
    await call('make', m);
    expect(await balance(userId)).toBe('975');
    const discarded = await call('discard', { tx: ref('d'), parent: m.tx, reason: 'odds changed during the live delay' });
    expect(discarded.body).toMatchObject({ ok: true, state: 'discarded', balance: '1000' });
    const late = await call('commit', { tx: ref('c'), parent: m.tx });
    expect(late).toMatchObject({ status: 409, body: { ok: false, code: 'bad_state' } });
    expect((await betRow(m.bet.id))!.bet_id).toBeNull();
  });

  it('settles a loss (nothing moves, multiplier 0), a refund (stake back, no wager) and a cash-out', async () => {
    const lost = await openBet('10');
    expect((await call('lost', { tx: ref('l'), parent: lost.m.tx })).body).toMatchObject({ state: 'lost', balance: '990' });
    const { rows } = await t.db.query(`SELECT payout::float8 AS payout, multiplier::float8 AS multiplier, win FROM bets WHERE id = $1`, [
      (await betRow(lost.m.bet.id))!.bet_id,
    ]);
    expect(rows).toEqual([{ payout: 0, multiplier: 0, win: false }]);

    const voided = await openBet('10');
    expect((await call('refund', { tx: ref('r'), parent: voided.m.tx, reason: 'match called off' })).body).toMatchObject({
      state: 'refunded',
      balance: '1000',
    });
    expect((await betRow(voided.m.bet.id))!.bet_id).toBeNull();

    const cashed = await openBet('10');
    const out = await call('win', { tx: ref('co'), parent: cashed.m.tx, amount: '14.37', cashOut: true });
    expect(out.body).toMatchObject({ state: 'cashed_out', balance: '1004.37' });
    // Never more than the bet could win.
    const greedy = await openBet('10');
    const tooMuch = await call('win', { tx: ref('w'), parent: greedy.m.tx, amount: '25.01', cashOut: false });
    expect(tooMuch).toMatchObject({ status: 400, body: { code: 'bad_request' } });
    expect(tooMuch.body.message).toContain("more than the bet's potential win 25");
  });
});

describe('sports wallet: repeats, rollbacks and re-settlement', () => {
  it('answers a repeated make with its first answer, moving nothing, and refuses the same id with other content', async () => {
    const { userId, token } = await sportsPlayer(t.app);
    const m = make(token, '10');
    const first = await call('make', m);
    const again = await call('make', m);
    expect(again.body).toEqual({ ...first.body, repeat: true });
    expect(await balance(userId)).toBe('990');
    const other = await call('make', { ...m, amount: '11', bet: { ...m.bet, potentialWin: '27.50' } });
    expect(other).toMatchObject({ status: 409, body: { code: 'duplicate_mismatch' } });
  });

  it('pays a hundred concurrent deliveries of one win once', async () => {
    const { userId, m } = await openBet('10');
    const win = { tx: ref('w'), parent: m.tx, amount: '25', cashOut: false };
    const answers = await Promise.all(Array.from({ length: 100 }, () => call('win', win)));
    expect(answers.every((a) => a.status === 200 && a.body.state === 'won' && a.body.balance === '1015')).toBe(true);
    expect(answers.filter((a) => !a.body.repeat)).toHaveLength(1);
    expect(await balance(userId)).toBe('1015');
    const { rows } = await t.db.query(`SELECT count(*)::int AS n FROM ledger WHERE user_id = $1 AND reason = 'payout'`, [userId]);
    expect(rows[0].n).toBe(1);
    expect(await ledgerMismatches(t.db)).toEqual([]);
  });

  it('leaves a tombstone for a rollback that arrives before its make: the late make moves nothing', async () => {
    const { userId, token } = await sportsPlayer(t.app);
    const m = make(token, '10');
    const rollback = await call('rollback', { tx: ref('rb'), parent: m.tx });
    expect(rollback.body).toMatchObject({ ok: true, bet: null, state: null });
    const late = await call('make', m);
    expect(late).toMatchObject({ status: 409, body: { ok: false, code: 'rolled_back' } });
    expect(await balance(userId)).toBe('1000');
    expect(await betRow(m.bet.id)).toBeUndefined();
  });

  it('rolls a make back (stake returned), but not a settled one before its settlement', async () => {
    const { userId, m } = await openBet('10');
    expect((await call('rollback', { tx: ref('rb'), parent: m.tx })).body).toMatchObject({ state: 'rolled_back', balance: '1000' });
    // Rolled back twice under another id: nothing more moves.
    expect((await call('rollback', { tx: ref('rb'), parent: m.tx })).body).toMatchObject({ state: 'rolled_back', balance: '1000' });
    expect(await balance(userId)).toBe('1000');

    const settled = await openBet('10');
    await call('lost', { tx: ref('l'), parent: settled.m.tx });
    const refused = await call('rollback', { tx: ref('rb'), parent: settled.m.tx });
    expect(refused).toMatchObject({ status: 409, body: { code: 'bad_state' } });
    expect(refused.body.message).toContain('roll back its settlement before its make');
  });

  it('re-settles only through a rollback of the settlement in force: win, rollback, lost, rollback, win', async () => {
    const { userId, m } = await openBet('10', ['3.00']);
    const win = { tx: ref('w'), parent: m.tx, amount: '30', cashOut: false };
    expect((await call('win', win)).body).toMatchObject({ state: 'won', balance: '1020' });
    const second = await call('lost', { tx: ref('l'), parent: m.tx });
    expect(second).toMatchObject({ status: 409, body: { code: 'bad_state' } });
    expect(second.body.message).toContain('roll back its settlement before settling it again');

    expect((await call('rollback', { tx: ref('rb'), parent: win.tx })).body).toMatchObject({ state: 'open', balance: '990' });
    const betId = (await betRow(m.bet.id))!.bet_id;
    const cleared = await t.db.query(`SELECT payout::float8 AS payout, win FROM bets WHERE id = $1`, [betId]);
    expect(cleared.rows).toEqual([{ payout: 0, win: false }]);

    const lost = { tx: ref('l'), parent: m.tx };
    expect((await call('lost', lost)).body).toMatchObject({ state: 'lost', balance: '990' });
    // A rollback of a settlement no longer in force is refused.
    expect((await call('rollback', { tx: ref('rb'), parent: win.tx })).body).toMatchObject({ state: 'lost' });
    expect((await call('rollback', { tx: ref('rb'), parent: lost.tx })).body).toMatchObject({ state: 'open', balance: '990' });
    expect((await call('win', { tx: ref('w'), parent: m.tx, amount: '30', cashOut: false })).body).toMatchObject({
      state: 'won',
      balance: '1020',
    });
    expect(await balance(userId)).toBe('1020');
    // One bets row and one wager through it all, the row paid as last settled.
    const rows = await t.db.query(
      `SELECT (SELECT count(*)::int FROM bets WHERE sports_bet_id = s.id) AS bets,
              (SELECT count(*)::int FROM wagers w WHERE w.product = 'sports' AND w.ref_id = s.bet_id) AS wagers,
              (SELECT payout::float8 FROM bets WHERE id = s.bet_id) AS payout
         FROM sports_bets s WHERE s.book_bet_id = $1`,
      [m.bet.id],
    );
    expect(rows.rows).toEqual([{ bets: 1, wagers: 1, payout: 30 }]);
    expect(await ledgerMismatches(t.db)).toEqual([]);
  });
});

describe('sports wallet: refusals', () => {
  it('refuses a stake the balance cannot cover with the balance, and records nothing', async () => {
    const { userId, token } = await sportsPlayer(t.app);
    const m = make(token, '1000.01');
    const res = await call('make', m);
    expect(res).toEqual({ status: 402, body: { ok: false, code: 'insufficient_funds', message: 'Insufficient balance', balance: '1000' } });
    expect(await betRow(m.bet.id)).toBeUndefined();
    // Nothing was recorded: the same ids with a stake that fits go through.
    const fits = await call('make', { ...m, amount: '100', bet: { ...m.bet, potentialWin: '250.00' } });
    expect(fits.body).toMatchObject({ ok: true, balance: '900' });
    expect(await balance(userId)).toBe('900');
  });

  it("refuses a make on a guest's, an expired, a killed or a logged-out player's token, and in another currency", async () => {
    const guest = (await t.app.inject({ method: 'POST', url: '/v1/token/genToken', payload: {} })).json().data.token as string;
    expect((await call('make', make(guest, '1'))).body).toMatchObject({
      code: 'token_invalid',
      message: expect.stringContaining('log in first'),
    });

    const killed = await sportsPlayer(t.app);
    await t.app.sportsTokens.revoke(killed.userId);
    expect((await call('make', make(killed.token, '1'))).body).toMatchObject({ code: 'token_invalid' });

    const out = await sportsPlayer(t.app);
    await out.client.post('/v1/user/offlineUser', {});
    const res = await call('make', make(out.token, '1'));
    expect(res).toMatchObject({ status: 401, body: { code: 'token_invalid', message: expect.stringContaining('logged out') } });

    const btc = await sportsPlayer(t.app);
    const wrongCoin = await call('make', { ...make(btc.token, '1'), currency: 'BTC' });
    expect(wrongCoin).toMatchObject({ status: 400, body: { code: 'bad_request', message: expect.stringContaining('plays USDT') } });
    expect(await balance(btc.userId)).toBe('1000');
  });

  it('refuses calls not signed by the book, signed for another call or audience, expired or too long-lived', async () => {
    const { token } = await sportsPlayer(t.app);
    const m = make(token, '1');
    const other = (await generateKeyPair('ES256')).privateKey;
    const cases: [SignOptions, string][] = [
      [{ key: other }, 'not signed by the sportsbook'],
      [{ signedFor: 'win' }, 'signed for another call'],
      [{ audience: 'other-casino' }, 'not signed by the sportsbook'],
      [{ issuer: 'other-book' }, 'not signed by the sportsbook'],
      [{ iat: Math.floor(Date.now() / 1000) - 120, lifeSec: 60 }, 'has expired'],
      [{ lifeSec: 3600 }, 'at most 300 seconds'],
    ];
    for (const [o, message] of cases) {
      const res = await call('make', m, o);
      expect(res, message).toMatchObject({
        status: 401,
        body: { ok: false, code: 'bad_signature', message: expect.stringContaining(message) },
      });
    }
    expect(await betRow(m.bet.id)).toBeUndefined();
  });

  it('refuses bodies out of shape with the field named, in the protocol shape', async () => {
    const { token } = await sportsPlayer(t.app);
    const m = make(token, '1');
    const bad = async (fields: Record<string, unknown>) => (await call('make', fields)).body;
    expect(await bad({ ...m, amount: '1e3' })).toMatchObject({ code: 'bad_request', message: 'amount: must be a decimal string' });
    expect(await bad({ ...m, amount: '0.0000001' })).toMatchObject({
      code: 'bad_request',
      message: expect.stringContaining('not a stake of USDT'),
    });
    expect(await bad({ ...m, tx: 'a b' })).toMatchObject({ code: 'bad_request', message: expect.stringContaining('tx:') });
    expect(await bad({ ...m, bet: { ...m.bet, odds: '2.6' } })).toMatchObject({
      message: expect.stringContaining("not the product of its legs' prices"),
    });
    expect(await bad({ ...m, bet: { ...m.bet, potentialWin: '2.51' } })).toMatchObject({
      message: expect.stringContaining('more than the stake times'),
    });
    expect(await bad({ ...m, bet: { ...m.bet, legs: [] } })).toMatchObject({ message: expect.stringContaining('bet.legs') });

    const raw = async (payload: string, url = '/v1/sportsbook/wallet/make') => {
      const res = await t.app.inject({ method: 'POST', url, payload, headers: { 'content-type': 'application/json' } });
      return { status: res.statusCode, body: res.json() };
    };
    expect(await raw('{not json')).toMatchObject({ status: 400, body: { ok: false, code: 'bad_request' } });
    expect(await raw('{}')).toMatchObject({
      status: 400,
      body: { code: 'bad_request', message: 'payload: must be the signed call (a JWT)' },
    });
    expect(await raw('{"payload":"x.y.z"}')).toMatchObject({ status: 401, body: { code: 'bad_signature' } });
    expect(await raw('{}', '/v1/sportsbook/wallet/settle')).toMatchObject({ status: 404, body: { code: 'bad_request' } });
    expect((await call('commit', { tx: ref('c'), parent: 'never-made' })).body).toMatchObject({ code: 'parent_not_found' });
  });

  it('refuses a closed account a stake but still pays it, and applies the operator limits and closing', async () => {
    const { userId, token, m } = await openBet('10');
    const other = await sportsPlayer(t.app);
    await t.db.query(`UPDATE users SET merged_into = $2 WHERE id = $1`, [userId, other.userId]);
    expect((await call('make', make(token, '1'))).body).toMatchObject({ code: 'player_blocked' });
    expect((await call('win', { tx: ref('w'), parent: m.tx, amount: '25', cashOut: false })).body).toMatchObject({
      state: 'won',
      balance: '1015',
    });

    const capped = await sportsPlayer(t.app);
    await t.db.query(`UPDATE game_categories SET max_bet_amount = 50 WHERE code = 'sports'`);
    try {
      const res = await call('make', make(capped.token, '60'));
      expect(res).toMatchObject({ status: 403, body: { code: 'limit_exceeded', message: 'A sports stake can be worth at most 50 USD' } });
      expect((await call('make', make(capped.token, '0.01'))).body).toMatchObject({
        message: 'A sports stake must be worth at least 0.1 USD',
      });
      await t.db.query(`UPDATE game_categories SET maintain_state = 1 WHERE code = 'sports'`);
      expect((await call('make', make(capped.token, '5'))).body).toMatchObject({ code: 'unavailable' });
    } finally {
      await t.db.query(`UPDATE game_categories SET max_bet_amount = NULL, maintain_state = 0 WHERE code = 'sports'`);
    }
    expect(await balance(capped.userId)).toBe('1000');
  });

  it('refuses a stake during a break or over a limit, and still pays a bet made before', async () => {
    const { userId, token, m } = await openBet('10');
    await t.db.query(
      `INSERT INTO player_exclusions (user_id, kind, length, ends_at, play_from) VALUES ($1, 'timeout', '24h', now() + interval '24 hours', now() + interval '48 hours')`,
      [userId],
    );
    expect((await call('make', make(token, '1'))).body).toMatchObject({
      code: 'player_blocked',
      message: expect.stringMatching(/^You are on a time-out/),
    });
    expect((await call('win', { tx: ref('w'), parent: m.tx, amount: '25', cashOut: false })).body).toMatchObject({
      state: 'won',
      balance: '1015',
    });

    const limited = await sportsPlayer(t.app);
    await t.db.query(`INSERT INTO player_limits (user_id, kind, period, amount) VALUES ($1, 'stake', 'once', 5)`, [limited.userId]);
    expect((await call('make', make(limited.token, '6'))).body).toMatchObject({
      code: 'limit_exceeded',
      message: 'Your stake limit is 5 USD a bet (this one is 6 USD)',
    });
    expect(await balance(limited.userId)).toBe('1000');
  });
});
