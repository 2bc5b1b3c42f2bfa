import { generateKeyPairSync } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, ledgerMismatches, register, type TestApp } from './helpers';
import { addGame, aggregatorEnv, hub88, session, usdt } from './aggregatorFixtures';

// Conformance of the hub88-style wallet, on the shapes of the operator API's published examples: every answer is
// HTTP 200 with a status; amounts are in 1/100000 of the currency; bodies are signed with the hub's RSA key.

const keys = () =>
  generateKeyPairSync('rsa', {
    modulusLength: 2048,
    publicKeyEncoding: { type: 'spki', format: 'pem' },
    privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
  });
const hubKeys = keys();
const ourKeys = keys();
const UNITS = 100_000;

let t: TestApp;
let game: number;

beforeAll(async () => {
  t = await createTestApp(aggregatorEnv({ hubPublic: hubKeys.publicKey, ourPrivate: ourKeys.privateKey }));
  game = await addGame(t.db, 'hub', 'clt_dragonrising');
});
afterAll(async () => t?.close());

async function player() {
  const { user } = await register(t.app, 'hb');
  const s = await session(t.app, 'hub', user.id, game);
  return { userId: user.id, token: s.token };
}

let seq = 0;
const uuid = () => `00000000-0000-4000-8000-${String(++seq).padStart(12, '0')}`;
const send = (path: string, body: Record<string, unknown>, bad = false) => hub88(t.app, path, body, hubKeys.privateKey, bad);

function bet(p: { userId: number; token: string }, tx: string, amount: number, round = 'rnd-1', extra: Record<string, unknown> = {}) {
  return {
    user: String(p.userId),
    transaction_uuid: tx,
    supplier_transaction_id: `sup-${tx}`,
    token: p.token,
    supplier_user: `cg_${p.userId}`,
    round_closed: false,
    round,
    reward_uuid: null,
    request_uuid: uuid(),
    is_free: false,
    is_aggregated: false,
    game_code: 'clt_dragonrising',
    currency: 'USDT',
    bet: 'zero',
    amount,
    meta: { selection: 'home_team', odds: 2.5 },
    ...extra,
  };
}

describe('hub88-style wallet', () => {
  it('answers /user/balance with RS_OK and the balance in 1/100000 units', async () => {
    const p = await player();
    const request_uuid = uuid();
    const res = await send('/user/balance', { user: String(p.userId), token: p.token, request_uuid, game_code: 'clt_dragonrising' });
    expect(res).toEqual({
      status: 200,
      body: { user: String(p.userId), status: 'RS_OK', request_uuid, currency: 'USDT', balance: 1000 * UNITS },
    });
  });

  it('takes a bet, pays its win and closes the round into one bets row', async () => {
    const p = await player();
    const b = await send('/transaction/bet', bet(p, uuid(), 2 * UNITS, 'rnd-w'));
    expect(b.body.status).toBe('RS_OK');
    expect(b.body.balance).toBe(998 * UNITS);
    const betTx = uuid();
    await send('/transaction/bet', bet(p, betTx, UNITS, 'rnd-w'));
    const w = await send('/transaction/win', {
      ...bet(p, uuid(), 7 * UNITS, 'rnd-w', { round_closed: true }),
      reference_transaction_uuid: betTx,
    });
    expect(w.body).toMatchObject({ status: 'RS_OK', balance: 1004 * UNITS, currency: 'USDT' });
    const { rows } = await t.db.query(
      `SELECT trim_scale(amount)::text AS amount, trim_scale(payout)::text AS payout FROM bets WHERE user_id = $1`,
      [p.userId],
    );
    expect(rows).toEqual([{ amount: '3', payout: '7' }]);
  });

  it('answers a repeated transaction RS_OK with its first balance, and a changed one RS_ERROR_DUPLICATE_TRANSACTION', async () => {
    const p = await player();
    const tx = uuid();
    const first = await send('/transaction/bet', bet(p, tx, UNITS, 'rnd-d'));
    await send('/transaction/bet', bet(p, uuid(), UNITS, 'rnd-d'));
    const again = await send('/transaction/bet', bet(p, tx, UNITS, 'rnd-d'));
    expect(again.body.status).toBe('RS_OK');
    expect(again.body.balance).toBe(first.body.balance);
    const changed = await send('/transaction/bet', bet(p, tx, 5 * UNITS, 'rnd-d'));
    expect(changed.body.status).toBe('RS_ERROR_DUPLICATE_TRANSACTION');
    expect(await usdt(t.db, p.userId)).toBe('998');
  });

  it('answers a rollback of an unknown transaction RS_OK, and its late bet then moves nothing', async () => {
    const p = await player();
    const lateTx = uuid();
    const rb = await send('/transaction/rollback', {
      user: String(p.userId),
      transaction_uuid: uuid(),
      supplier_transaction_id: 'sup-rb',
      token: p.token,
      round_closed: true,
      round: 'rnd-t',
      request_uuid: uuid(),
      reference_transaction_uuid: lateTx,
      game_code: 'clt_dragonrising',
      meta: {},
    });
    expect(rb.body.status).toBe('RS_OK');
    const late = await send('/transaction/bet', bet(p, lateTx, 9 * UNITS, 'rnd-t'));
    expect(late.body).toMatchObject({ status: 'RS_OK', balance: 1000 * UNITS });
    expect(await usdt(t.db, p.userId)).toBe('1000');
  });

  it('refunds a rolled-back bet exactly once', async () => {
    const p = await player();
    const tx = uuid();
    await send('/transaction/bet', bet(p, tx, 3 * UNITS, 'rnd-r'));
    const rollback = (id: string) =>
      send('/transaction/rollback', {
        user: String(p.userId),
        transaction_uuid: id,
        token: p.token,
        round: 'rnd-r',
        round_closed: true,
        request_uuid: uuid(),
        reference_transaction_uuid: tx,
        game_code: 'clt_dragonrising',
      });
    const one = await rollback(uuid());
    expect(one.body).toMatchObject({ status: 'RS_OK', balance: 1000 * UNITS });
    const two = await rollback(uuid());
    expect(two.body).toMatchObject({ status: 'RS_OK', balance: 1000 * UNITS });
    expect(await ledgerMismatches(t.db)).toEqual([]);
  });

  it('refuses what it must, each with its status', async () => {
    const p = await player();
    const poor = await send('/transaction/bet', bet(p, uuid(), 5000 * UNITS, 'rnd-x'));
    expect(poor.body).toMatchObject({ status: 'RS_ERROR_NOT_ENOUGH_MONEY', balance: 1000 * UNITS });
    const badSig = await send('/transaction/bet', bet(p, uuid(), UNITS, 'rnd-x'), true);
    expect(badSig.body.status).toBe('RS_ERROR_INVALID_SIGNATURE');
    const badToken = await send('/transaction/bet', bet({ ...p, token: 'not-a-token' }, uuid(), UNITS, 'rnd-x'));
    expect(badToken.body.status).toBe('RS_ERROR_INVALID_TOKEN');
    const currency = await send('/transaction/bet', bet(p, uuid(), UNITS, 'rnd-x', { currency: 'BTC' }));
    expect(currency.body.status).toBe('RS_ERROR_WRONG_CURRENCY');
    const types = await send('/transaction/bet', bet(p, uuid(), 1.5, 'rnd-x'));
    expect(types.body.status).toBe('RS_ERROR_WRONG_TYPES');
    const noBet = await send('/transaction/win', { ...bet(p, uuid(), UNITS, 'rnd-x'), reference_transaction_uuid: uuid() });
    expect(noBet.body.status).toBe('RS_ERROR_TRANSACTION_DOES_NOT_EXIST');
    await t.db.query(`UPDATE provider_sessions SET expires_at = now() - interval '1 second' WHERE token = $1`, [p.token]);
    const expired = await send('/transaction/bet', bet(p, uuid(), UNITS, 'rnd-x'));
    expect(expired.body.status).toBe('RS_ERROR_TOKEN_EXPIRED');
    expect(await usdt(t.db, p.userId)).toBe('1000');
    // Every refusal is HTTP 200.
    expect(new Set([poor, badSig, badToken, currency, types, noBet, expired].map((r) => r.status))).toEqual(new Set([200]));
  });

  it('refuses a bet during a break or over a limit, and still pays the win of a bet made before', async () => {
    const p = await player();
    const betTx = uuid();
    await send('/transaction/bet', bet(p, betTx, UNITS, 'rnd-b'));
    await t.db.query(
      `INSERT INTO player_exclusions (user_id, kind, length, ends_at, play_from) VALUES ($1, 'exclusion', 'permanent', NULL, NULL)`,
      [p.userId],
    );
    const refused = await send('/transaction/bet', bet(p, uuid(), UNITS, 'rnd-b'));
    expect(refused.body.status).toBe('RS_ERROR_USER_DISABLED');
    const win = await send('/transaction/win', {
      ...bet(p, uuid(), 3 * UNITS, 'rnd-b', { round_closed: true }),
      reference_transaction_uuid: betTx,
    });
    expect(win.body).toMatchObject({ status: 'RS_OK', balance: 1002 * UNITS });

    const q = await player();
    await t.db.query(`INSERT INTO player_limits (user_id, kind, period, amount) VALUES ($1, 'wager', 'day', 2)`, [q.userId]);
    expect((await send('/transaction/bet', bet(q, uuid(), 2 * UNITS, 'rnd-l'))).body.status).toBe('RS_OK');
    expect((await send('/transaction/bet', bet(q, uuid(), UNITS, 'rnd-l'))).body.status).toBe('RS_ERROR_LIMIT_REACHED');
    expect(await usdt(t.db, q.userId)).toBe('998');
  });
});
