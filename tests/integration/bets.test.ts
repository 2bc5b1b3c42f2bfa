import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BalanceData, GameRule } from '../../src/core/api';
import type { BetResponse, FairnessChange, FairnessState, LiveSettledBet, SeedPairRecord, SettledBet } from '../../src/core/bets';
import { payoutOf, verifyBet } from '../../src/core/fairness';
import { diceOutcome, limboOutcome } from '../../src/core/games';
import { MSG } from '../../src/core/socket';
import { Client, TestSocket, createTestApp, diceBody, ledgerMismatches, listen, moneySnapshot, register, type TestApp } from './helpers';

let t: TestApp;
let base: string;

beforeAll(async () => {
  t = await createTestApp({ BET_RATE_LIMIT_MAX: '1000' });
  base = await listen(t.app);
});

afterAll(async () => {
  await t.close();
});

const dice = (amount: string, extra: Record<string, unknown> = {}) => diceBody(amount, { target: '50', ...extra });

async function balanceOf(client: Client, coin: string): Promise<string> {
  const res = await client.get<BalanceData>('/v1/account/findBalance');
  return res.body.data!.list.find((r) => r.coin === coin)!.amount;
}

async function activeSeed(userId: number): Promise<{ id: number; seed: string; nonce: number }> {
  const { rows } = await t.db.query(`SELECT id, server_seed, nonce FROM seed_pairs WHERE user_id = $1 AND state = 'active'`, [userId]);
  return { id: Number(rows[0].id), seed: rows[0].server_seed, nonce: Number(rows[0].nonce) };
}

async function fullSnapshot(userId: number): Promise<string> {
  const bets = await t.db.query('SELECT count(*)::int AS n FROM bets');
  const pairs = await t.db.query('SELECT id, state, nonce, client_seed FROM seed_pairs WHERE user_id = $1 ORDER BY id', [userId]);
  return JSON.stringify({ money: await moneySnapshot(t.db), bets: bets.rows[0], pairs: pairs.rows });
}

describe('fairness', () => {
  it('401 for guests; lazily creates the pair; the active seed is never shown, only its hash', async () => {
    expect((await new Client(t.app).get('/api/fairness')).body.code).toBe(401);
    const { client, user } = await register(t.app, 'fair');
    const res = await client.get<FairnessState>('/api/fairness');
    expect(res.body.code).toBe(200);
    const st = res.body.data!;
    expect(st).toMatchObject({ nonce: 0 });
    expect(st.clientSeed).toMatch(/^[0-9a-f]{16}$/);
    const { seed } = await activeSeed(user.id);
    expect(st.serverSeedHash).toBe(createHash('sha256').update(seed).digest('hex'));
    expect(st.nextServerSeedHash).toMatch(/^[0-9a-f]{64}$/);
    expect(st.nextServerSeedHash).not.toBe(st.serverSeedHash);
    // Same pair on a second call.
    expect((await client.get<FairnessState>('/api/fairness')).body.data).toEqual(st);
  });

  it('change validates the client seed; rotates: old seed revealed, next becomes active, a fresh next is drawn', async () => {
    const { client } = await register(t.app, 'rot');
    const before = (await client.get<FairnessState>('/api/fairness')).body.data!;
    for (const bad of [
      {},
      { clientSeed: '' },
      { clientSeed: 'x'.repeat(65) },
      { clientSeed: 'tab\there' },
      { clientSeed: 'ünï' },
      { clientSeed: 5 },
      { clientSeed: 'a', x: 1 },
    ]) {
      const r = await client.post('/api/fairness/change', bad);
      expect(r.body.code, JSON.stringify(bad)).toBe(400);
    }
    expect((await client.get<FairnessState>('/api/fairness')).body.data).toEqual(before);
    await client.post('/api/games/dice/bet', dice('0'));
    const res = await client.post<FairnessChange>('/api/fairness/change', { clientSeed: 'my new seed!' });
    expect(res.body.code).toBe(200);
    const { revealed, state } = res.body.data!;
    expect(revealed).toMatchObject({ clientSeed: before.clientSeed, serverSeedHash: before.serverSeedHash, bets: 1 });
    expect(createHash('sha256').update(revealed.serverSeed!).digest('hex')).toBe(before.serverSeedHash);
    expect(revealed.revealedAt).not.toBeNull();
    expect(state).toMatchObject({ clientSeed: 'my new seed!', serverSeedHash: before.nextServerSeedHash, nonce: 0 });
    expect(state.nextServerSeedHash).not.toBe(before.nextServerSeedHash);
    const history = (await client.post<SeedPairRecord[]>('/api/fairness/history', {})).body.data!;
    expect(history).toHaveLength(2);
    expect(history[0]).toMatchObject({ serverSeedHash: state.serverSeedHash, serverSeed: null, revealedAt: null, bets: 0 });
    expect(history[1]).toEqual(revealed);
    expect((await client.post<SeedPairRecord[]>('/api/fairness/history', { page: 2 })).body.data).toEqual([]);
    expect((await client.post('/api/fairness/history', { page: 0 })).body.code).toBe(400);
  });
});

describe('dice and limbo bets', () => {
  it('a dice bet settles with the core code, moves money through the ledger and answers BetResponse', async () => {
    const { client, user } = await register(t.app, 'dice');
    const st = (await client.get<FairnessState>('/api/fairness')).body.data!;
    const { seed } = await activeSeed(user.id);
    const res = await client.post<BetResponse>('/api/games/dice/bet', dice('10'));
    expect(res.body.code).toBe(200);
    const { bet, balance } = res.body.data!;
    const o = diceOutcome({ serverSeed: seed, clientSeed: st.clientSeed, nonce: 0 }, '50', 'over');
    expect(bet).toMatchObject({
      game: 'dice',
      coin: 'USDT',
      amount: '10.000000',
      params: { target: '50.00', condition: 'over' },
      outcome: { roll: o.result },
      win: o.win,
      nonce: 0,
    });
    expect(bet.payout).toBe(payoutOf('10', o.multiplier, o.win, 'USDT'));
    expect(bet.multiplier).toBe(o.win ? '1.9800' : '0');
    expect(bet.serverSeed).toBeUndefined();
    expect(balance).toBe(o.win ? '1009.800000' : '990.000000');
    expect(await balanceOf(client, 'USDT')).toBe(balance);
    const { rows } = await t.db.query(`SELECT reason, delta::text FROM ledger WHERE ref = $1 ORDER BY id`, [`bet:${bet.id}`]);
    expect(rows).toEqual(
      o.win
        ? [
            { reason: 'bet', delta: '-10.000000000000000000' },
            { reason: 'payout', delta: '19.800000000000000000' },
          ]
        : [{ reason: 'bet', delta: '-10.000000000000000000' }],
    );
    expect(await ledgerMismatches(t.db)).toEqual([]);
  });

  it('limbo bet works; zero bet consumes a nonce without moving money', async () => {
    const { client, user } = await register(t.app, 'limbo');
    const st = (await client.get<FairnessState>('/api/fairness')).body.data!;
    const { seed } = await activeSeed(user.id);
    const res = await client.post<BetResponse>('/api/games/limbo/bet', {
      coin: 'BTC',
      amount: '0.0001',
      balanceType: 'DEPOSIT',
      target: '1.5',
    });
    expect(res.body.code).toBe(200);
    const o = limboOutcome({ serverSeed: seed, clientSeed: st.clientSeed, nonce: 0 }, '1.5');
    expect(res.body.data!.bet).toMatchObject({
      game: 'limbo',
      outcome: { result: o.result },
      win: o.win,
      multiplier: o.win ? '1.50' : '0',
      payout: o.win ? '0.00015000' : '0.00000000',
    });
    expect(res.body.data!.bet.params).toEqual({ target: '1.50' });
    const ledgerBefore = (await t.db.query('SELECT count(*)::int AS n FROM ledger WHERE user_id = $1', [user.id])).rows[0].n;
    const btc = await balanceOf(client, 'BTC');
    const zero = await client.post<BetResponse>('/api/games/limbo/bet', {
      coin: 'BTC',
      amount: '0',
      balanceType: 'DEPOSIT',
      target: '1000000',
    });
    expect(zero.body.code).toBe(200);
    expect(zero.body.data!).toMatchObject({ bet: { amount: '0.00000000', payout: '0.00000000', nonce: 1 }, balance: btc });
    const zeroDice = await client.post<BetResponse>('/api/games/dice/bet', dice('0', { coin: 'BTC' }));
    expect(zeroDice.body.data!.bet.nonce).toBe(2);
    expect((await t.db.query('SELECT count(*)::int AS n FROM ledger WHERE user_id = $1', [user.id])).rows[0].n).toBe(ledgerBefore);
    expect((await client.get<FairnessState>('/api/fairness')).body.data!.nonce).toBe(3);
  });

  it('50 concurrent bets on a balance covering 10: right balance, ledger = balance, gapless unique nonces', async () => {
    const { client, user } = await register(t.app, 'conc');
    // 1000 USDT of demo funds cover 10 stakes of 100; at 0.01% chance a win (9900) is rare but would fund more bets.
    const answers = await Promise.all(
      Array.from({ length: 50 }, () =>
        client.post<BetResponse>('/api/games/dice/bet', dice('100', { target: '0.01', condition: 'under' })),
      ),
    );
    const okBets = answers.filter((a) => a.body.code === 200).map((a) => a.body.data!.bet);
    const refused = answers.filter((a) => a.body.code !== 200);
    expect(refused.every((a) => a.body.code === 400 && a.body.msg === 'Insufficient balance')).toBe(true);
    if (!okBets.some((b) => b.win)) expect(okBets).toHaveLength(10);
    const paid = okBets.reduce((s, b) => s + Number(b.payout), 0);
    expect(Number(await balanceOf(client, 'USDT'))).toBeCloseTo(1000 - okBets.length * 100 + paid, 6);
    const nonces = okBets.map((b) => b.nonce).sort((a, b) => a - b);
    expect(nonces).toEqual(Array.from({ length: okBets.length }, (_, i) => i));
    const { rows } = await t.db.query('SELECT nonce FROM bets WHERE user_id = $1 ORDER BY nonce', [user.id]);
    expect(rows.map((r) => Number(r.nonce))).toEqual(nonces);
    expect((await activeSeed(user.id)).nonce).toBe(okBets.length);
    expect(await ledgerMismatches(t.db)).toEqual([]);
  });

  it('bets and rotations racing: every bet settles on exactly one pair with gapless nonces, each pair re-verifies', async () => {
    const { client, user } = await register(t.app, 'race');
    await client.get('/api/fairness');
    const calls: Promise<unknown>[] = [];
    for (let i = 0; i < 30; i++) {
      calls.push(client.post('/api/games/dice/bet', dice('1')));
      if (i % 10 === 5) calls.push(client.post('/api/fairness/change', { clientSeed: `race-${i}` }));
    }
    const answers = (await Promise.all(calls)) as { body: { code: number } }[];
    expect(answers.map((a) => a.body.code)).toEqual(answers.map(() => 200));
    const { rows } = await t.db.query(
      `SELECT p.id, p.server_seed, p.client_seed, p.nonce AS next, array_agg(b.nonce ORDER BY b.nonce) AS nonces
         FROM seed_pairs p JOIN bets b ON b.seed_pair_id = p.id WHERE p.user_id = $1 GROUP BY p.id`,
      [user.id],
    );
    expect(rows.reduce((n, r) => n + r.nonces.length, 0)).toBe(30);
    for (const r of rows) expect(r.nonces.map(Number)).toEqual(Array.from({ length: Number(r.next) }, (_, i) => i));
    const revealed = (await client.post<SeedPairRecord[]>('/api/fairness/history', {})).body.data!.filter((p) => p.serverSeed);
    expect(revealed).toHaveLength(3);
    const bets = await t.db.query('SELECT seed_pair_id, nonce, params, outcome FROM bets WHERE user_id = $1', [user.id]);
    for (const b of bets.rows) {
      const pair = rows.find((r) => r.id === b.seed_pair_id)!;
      expect(
        diceOutcome(
          { serverSeed: pair.server_seed, clientSeed: pair.client_seed, nonce: Number(b.nonce) },
          b.params.target,
          b.params.condition,
        ).result,
      ).toBe(b.outcome.roll);
    }
    expect(await ledgerMismatches(t.db)).toEqual([]);
  });

  it('a bet queued behind many rotations settles on the pair active when it runs', async () => {
    const { client, user } = await register(t.app, 'queue');
    await client.get('/api/fairness');
    for (let round = 0; round < 3; round++) {
      const calls: Promise<{ body: { code: number; msg: string } }>[] = [];
      for (let i = 0; i < 6; i++) calls.push(client.post('/api/fairness/change', { clientSeed: `q-${round}-${i}` }));
      calls.push(client.post('/api/games/dice/bet', dice('1')));
      for (let i = 6; i < 12; i++) calls.push(client.post('/api/fairness/change', { clientSeed: `q-${round}-${i}` }));
      calls.push(client.post('/api/games/limbo/bet', { coin: 'USDT', amount: '1', balanceType: 'DEPOSIT', target: '2' }));
      const answers = await Promise.all(calls);
      expect(answers.map((a) => `${a.body.code} ${a.body.msg}`)).toEqual(answers.map(() => '200 success'));
    }
    const { rows } = await t.db.query(
      `SELECT p.state, b.nonce FROM bets b JOIN seed_pairs p ON p.id = b.seed_pair_id WHERE b.user_id = $1`,
      [user.id],
    );
    expect(rows).toHaveLength(6);
    expect(await ledgerMismatches(t.db)).toEqual([]);
  });

  it('an idempotency key settles once, sequentially and concurrently; a different bet under the key is refused', async () => {
    const { client, user } = await register(t.app, 'idem');
    const body = dice('1', { idempotencyKey: 'bet-key-00000001' });
    const first = await client.post<BetResponse>('/api/games/dice/bet', body);
    const second = await client.post<BetResponse>('/api/games/dice/bet', body);
    expect(first.body.code).toBe(200);
    expect(second.body).toEqual(first.body);
    const conc = await Promise.all(
      Array.from({ length: 10 }, () => client.post<BetResponse>('/api/games/dice/bet', dice('2', { idempotencyKey: 'bet-key-00000002' }))),
    );
    expect(new Set(conc.map((c) => JSON.stringify(c.body))).size).toBe(1);
    expect(conc[0]!.body.code).toBe(200);
    const { rows } = await t.db.query('SELECT count(*)::int AS n FROM bets WHERE user_id = $1', [user.id]);
    expect(rows[0].n).toBe(2);
    const other = await client.post('/api/games/dice/bet', dice('3', { idempotencyKey: 'bet-key-00000001' }));
    expect(other.body).toMatchObject({ code: 400, msg: 'idempotencyKey was already used for a different bet' });
    expect(await ledgerMismatches(t.db)).toEqual([]);
  });

  it('40 malformed or refused bets change nothing (balances, ledger, bets, nonce)', async () => {
    const { client, user } = await register(t.app, 'bad');
    await client.get('/api/fairness');
    const before = await fullSnapshot(user.id);
    const limbo = (extra: Record<string, unknown>) => ({ coin: 'USDT', amount: '1', balanceType: 'DEPOSIT', target: '2', ...extra });
    const cases: [string, unknown][] = [
      ['dice', dice('-1')],
      ['dice', dice('1.0000001')],
      ['dice', dice('1e2')],
      ['dice', dice(' 1')],
      ['dice', { ...dice('1'), amount: 1 }],
      ['dice', dice('0.005')],
      ['dice', dice('10001')],
      ['dice', dice('1001')],
      ['dice', dice('0.00000001', { coin: 'BTC' })],
      ['dice', dice('0.2', { coin: 'BTC' })],
      ['dice', dice('1', { coin: 'XYZ' })],
      ['dice', dice('1', { balanceType: 'CASH' })],
      ['dice', dice('1', { balanceType: 'BONUS' })],
      ['dice', dice('1', { target: '1.99' })],
      ['dice', dice('1', { target: '100' })],
      ['dice', dice('1', { target: '98.01', condition: 'under' })],
      ['dice', dice('1', { target: '0', condition: 'under' })],
      ['dice', dice('1', { target: '50.123' })],
      ['dice', dice('1', { target: 50 })],
      ['dice', dice('1', { condition: 'sideways' })],
      ['dice', dice('1', { extra: true })],
      ['dice', dice('1', { idempotencyKey: 'short' })],
      ['dice', { coin: 'USDT', amount: '1', balanceType: 'DEPOSIT', target: '50' }],
      ['dice', '[1,2]'],
      ['dice', '{"coin":'],
      ['dice', 'null'],
      ['dice', '"text"'],
      ['dice', '{"__proto__":{"x":1},"coin":"USDT"}'],
      ['limbo', limbo({ target: '1' })],
      ['limbo', limbo({ target: '1.001' })],
      ['limbo', limbo({ target: '1000000.01' })],
      ['limbo', limbo({ target: '-2' })],
      ['limbo', limbo({ target: 'Infinity' })],
      ['limbo', limbo({ condition: 'over' })],
      ['limbo', limbo({ amount: '0.001' })],
      ['limbo', limbo({ amount: '2000' })],
      ['limbo', limbo({ amount: '999999999999999999' })],
      ['limbo', limbo({ amount: 'NaN' })],
      ['limbo', limbo({ coin: 'usdt' })],
      ['limbo', {}],
    ];
    expect(cases).toHaveLength(40);
    for (const [game, body] of cases) {
      const r = await client.post(`/api/games/${game}/bet`, body);
      expect(r.body.code, `${game} ${JSON.stringify(body)} -> ${r.body.msg}`).toBe(400);
      expect(r.body.msg.length).toBeGreaterThan(3);
    }
    expect(await fullSnapshot(user.id)).toBe(before);
    // Messages name the problem.
    expect((await client.post('/api/games/dice/bet', dice('0.005'))).body.msg).toBe('amount must be worth at least 0.01 USD (0.01 USDT)');
    expect((await client.post('/api/games/dice/bet', dice('10001'))).body.msg).toBe('amount must be worth at most 10000 USD (10000 USDT)');
    expect((await client.post('/api/games/dice/bet', dice('1001'))).body.msg).toBe('Insufficient balance');
    expect((await client.post('/api/games/dice/bet', dice('1', { target: '1.99' }))).body.msg).toMatch(
      /target must be between 2 and 99.99 for over/,
    );
    expect((await new Client(t.app).post('/api/games/dice/bet', dice('1'))).body.code).toBe(401);
  });

  it('bets list, one bet (owner and others, private name hidden), live list; serverSeed only after rotation', async () => {
    const { client, user } = await register(t.app, 'list');
    await client.post('/v1/user/updatePrivacy', { privacy: 1 });
    for (let i = 0; i < 22; i++) await client.post('/api/games/dice/bet', dice('0'));
    await client.post('/api/games/limbo/bet', { coin: 'USDT', amount: '0', balanceType: 'DEPOSIT', target: '2' });
    const page1 = (await client.get<SettledBet[]>('/api/games/bets')).body.data!;
    expect(page1).toHaveLength(20);
    expect(page1[0]!.game).toBe('limbo');
    expect(page1.map((b) => b.nonce)).toEqual(Array.from({ length: 20 }, (_, i) => 22 - i));
    expect((await client.get<SettledBet[]>('/api/games/bets?game=dice&page=2')).body.data!.map((b) => b.nonce)).toEqual([1, 0]);
    // Every game's list merged, then cut: page 2 of all games is the rest of the dice bets.
    expect((await client.get<SettledBet[]>('/api/games/bets?page=2')).body.data!.map((b) => b.nonce)).toEqual([2, 1, 0]);
    expect((await client.get<SettledBet[]>('/api/games/bets?game=limbo')).body.data!).toHaveLength(1);
    expect((await client.get('/api/games/bets?page=abc')).body.code).toBe(400);
    expect((await client.get('/api/games/bets?game=poker')).body.msg).toBe('game must be one of crash, plinko, dice, limbo, mines');
    expect((await client.get<SettledBet[]>('/api/games/bets?game=crash')).body.data).toEqual([]);
    expect((await new Client(t.app).get('/api/games/bets')).body.code).toBe(401);
    const id = page1[0]!.id;
    const own = (await client.get<SettledBet>(`/api/games/bets/${id}`)).body.data!;
    expect(own).toEqual(page1[0]);
    expect(own.userName).toBe(user.nickName);
    const guestView = (await new Client(t.app).get<SettledBet>(`/api/games/bets/${id}`)).body.data!;
    expect(guestView).toEqual({ ...own, userName: 'Hidden' });
    expect(guestView.serverSeed).toBeUndefined();
    expect((await client.get('/api/games/bets/999999999')).body.code).toBe(404);
    expect((await client.get('/api/games/bets/abc')).body.code).toBe(400);
    const live = (await new Client(t.app).get<LiveSettledBet[]>('/api/games/bets/live?game=limbo')).body.data!;
    expect(live.length).toBeGreaterThan(0);
    expect(live.length).toBeLessThanOrEqual(30);
    expect(live.every((b) => b.game === 'limbo' && b.gameCode === 10004 && !('serverSeed' in b))).toBe(true);
    expect(live.find((b) => b.id === id)!.userName).toBe('Hidden');
    expect((await client.get<LiveSettledBet[]>('/api/games/bets/live')).body.data).toHaveLength(30);
    const { revealed } = (await client.post<FairnessChange>('/api/fairness/change', { clientSeed: 'next' })).body.data!;
    expect((await new Client(t.app).get<SettledBet>(`/api/games/bets/${id}`)).body.data!.serverSeed).toBe(revealed.serverSeed);
  });

  it('a revealed seed hashes to the published hash and re-verifies every bet of the pair', async () => {
    const { client } = await register(t.app, 'verify');
    const st = (await client.get<FairnessState>('/api/fairness')).body.data!;
    for (let i = 0; i < 15; i++) {
      if (i % 2) await client.post('/api/games/limbo/bet', { coin: 'USDT', amount: '1', balanceType: 'DEPOSIT', target: String(1.1 + i) });
      else await client.post('/api/games/dice/bet', dice('1.5', { target: String(10 + i * 5), condition: i % 4 ? 'over' : 'under' }));
    }
    const bets = (await client.get<SettledBet[]>('/api/games/bets')).body.data!;
    const { revealed } = (await client.post<FairnessChange>('/api/fairness/change', { clientSeed: 'rotate' })).body.data!;
    expect(revealed.bets).toBe(15);
    expect(createHash('sha256').update(revealed.serverSeed!).digest('hex')).toBe(st.serverSeedHash);
    for (const bet of bets) {
      const seeds = { serverSeed: revealed.serverSeed!, clientSeed: bet.clientSeed, nonce: bet.nonce };
      expect(bet.serverSeedHash).toBe(st.serverSeedHash);
      if (bet.game === 'plinko' || bet.game === 'mines') throw new Error('only dice and limbo were bet here');
      const o = bet.game === 'dice' ? diceOutcome(seeds, bet.params.target, bet.params.condition) : limboOutcome(seeds, bet.params.target);
      expect(bet.game === 'dice' ? bet.outcome.roll : bet.outcome.result).toBe(o.result);
      expect(bet.win).toBe(o.win);
      expect(bet.payout).toBe(payoutOf(bet.amount, o.multiplier, o.win, bet.coin));
      // The browser's check, on the bet as the API now shows it (serverSeed included).
      const shown = (await client.get<SettledBet>(`/api/games/bets/${bet.id}`)).body.data!;
      expect(shown.serverSeed).toBe(revealed.serverSeed);
      expect(verifyBet(shown)).toMatchObject({ hashMatches: true, matches: true });
    }
  });

  it('no response or socket frame before rotation contains the active server seed; 208 reaches a guest socket', async () => {
    const { client, user } = await register(t.app, 'leak');
    const own = await TestSocket.open(base, { cookie: client.cookieHeader(), origin: base });
    const guest = await TestSocket.open(base, { origin: base });
    const bodies: string[] = [];
    const call = async (method: 'GET' | 'POST', url: string, body?: unknown) => {
      const r = await client.request(method, url, body);
      bodies.push(JSON.stringify(r.body));
      return r;
    };
    await call('GET', '/api/fairness');
    const seed = (await activeSeed(user.id)).seed;
    let lastId = 0;
    for (let i = 0; i < 10; i++) {
      const r = await call(
        'POST',
        i % 2 ? '/api/games/limbo/bet' : '/api/games/dice/bet',
        i % 2 ? { coin: 'USDT', amount: '1', balanceType: 'DEPOSIT', target: '2' } : dice('1'),
      );
      lastId = (r.body.data as BetResponse).bet.id;
    }
    await call('GET', '/api/games/bets');
    await call('GET', `/api/games/bets/${lastId}`);
    await call('GET', '/api/games/bets/live');
    await call('POST', '/api/fairness/history', {});
    await call('GET', '/api/fairness');
    await call('POST', '/v1/home/selectGameRule', {});
    const listOf = (f: { data?: unknown }) => (f.data as { list: LiveSettledBet[] }).list;
    const frame = await guest.next((f) => f.type === MSG.LIVE_BETS && listOf(f).some((b) => b.id === lastId));
    expect(listOf(frame).find((b) => b.id === lastId)).toMatchObject({
      id: lastId,
      game: 'limbo',
      gameCode: 10004,
      gameName: 'limbo',
      userName: user.nickName,
    });
    await own.next((f) => f.type === MSG.AMOUNT_CHANGE);
    const frames = [...own.frames, ...guest.frames, frame].map((f) => JSON.stringify(f));
    expect(frames.some((f) => f.includes('"type":208'))).toBe(true);
    for (const text of [...bodies, ...frames]) expect(text).not.toContain(seed);
    own.close();
    guest.close();
  });

  it('selectGameRule states the bet limits', async () => {
    const rules = (await new Client(t.app).post<GameRule[]>('/v1/home/selectGameRule', {})).body.data!;
    const content = (name: string) => JSON.parse(rules.find((r) => r.name === name)!.content);
    expect(content('dice')).toEqual({
      maxBetAmount: '10000',
      minBetAmount: '0.01',
      betLimitCurrency: 'USD',
      houseEdge: '0.01',
      minWinChance: '0.01',
      maxWinChance: '98',
    });
    expect(content('limbo')).toMatchObject({ minTarget: '1.01', maxTarget: '1000000', houseEdge: '0.01' });
  });

  it('bets are rate-limited per user', async () => {
    const limited = await createTestApp({ BET_RATE_LIMIT_MAX: '3', BET_RATE_LIMIT_WINDOW_SEC: '60' });
    try {
      const { client } = await register(limited.app, 'rl');
      const codes: number[] = [];
      const first = await client.post<BetResponse>('/api/games/dice/bet', dice('1', { idempotencyKey: 'rl-retry-0001' }));
      for (let i = 0; i < 4; i++) codes.push((await client.post('/api/games/dice/bet', dice('0'))).body.code);
      expect(codes).toEqual([200, 200, 429, 429]);
      // A retry of a settled bet is answered from it even while new bets are refused.
      const retry = await client.post<BetResponse>('/api/games/dice/bet', dice('1', { idempotencyKey: 'rl-retry-0001' }));
      expect(retry.body).toEqual(first.body);
      expect((await client.post('/api/games/dice/bet', dice('1', { idempotencyKey: 'rl-new-0002' }))).body.code).toBe(429);
    } finally {
      await limited.close();
    }
  });
});
