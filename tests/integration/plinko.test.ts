import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BalanceData, GameRule } from '../../src/core/api';
import type { BetResponse, FairnessChange, FairnessState, LiveSettledBet, SettledBet } from '../../src/core/bets';
import { ints, payoutOf, verifyBet } from '../../src/core/fairness';
import { INSTANT_GAMES, plinkoTable, type PlinkoRisk, type SettledBetOf } from '../../src/core/games';
import { Decimal } from '../../src/core/money';
import { MSG } from '../../src/core/socket';
import { Client, TestSocket, createTestApp, ledgerMismatches, listen, moneySnapshot, register, type TestApp } from './helpers';

let t: TestApp;
let base: string;

beforeAll(async () => {
  t = await createTestApp({ BET_RATE_LIMIT_MAX: '1000' });
  base = await listen(t.app);
});

afterAll(async () => {
  await t.close();
});

const plinko = (amount: string, rows: unknown = 16, risk: unknown = 'high', extra: Record<string, unknown> = {}) => ({
  coin: 'USDT',
  amount,
  balanceType: 'DEPOSIT',
  rows,
  risk,
  ...extra,
});

async function balanceOf(client: Client): Promise<string> {
  return (await client.get<BalanceData>('/v1/account/findBalance')).body.data!.list.find((r) => r.coin === 'USDT')!.amount;
}

async function activePair(userId: number): Promise<{ seed: string; nonce: number }> {
  const { rows } = await t.db.query(`SELECT server_seed, nonce FROM seed_pairs WHERE user_id = $1 AND state = 'active'`, [userId]);
  return { seed: rows[0].server_seed, nonce: Number(rows[0].nonce) };
}

async function snapshot(userId: number): Promise<string> {
  const bets = await t.db.query('SELECT count(*)::int AS n FROM bets');
  const pairs = await t.db.query('SELECT id, state, nonce FROM seed_pairs WHERE user_id = $1 ORDER BY id', [userId]);
  return JSON.stringify({ money: await moneySnapshot(t.db), bets: bets.rows[0], pairs: pairs.rows });
}

const asPlinko = (bet: SettledBet | LiveSettledBet) => bet as SettledBetOf<'plinko'>;

describe('plinko bets', () => {
  it('settle with the core code on every board, pay stake × bucket multiplier, read back and verify after rotation', async () => {
    const { client, user } = await register(t.app, 'plk');
    const st = (await client.get<FairnessState>('/api/fairness')).body.data!;
    const { seed } = await activePair(user.id);
    let expected = new Decimal(await balanceOf(client));
    const placed: SettledBetOf<'plinko'>[] = [];
    const boards: [number, PlinkoRisk][] = [
      [8, 'low'],
      [9, 'medium'],
      [10, 'high'],
      [12, 'low'],
      [13, 'medium'],
      [14, 'high'],
      [15, 'low'],
      [16, 'medium'],
      [16, 'high'],
      [11, 'high'],
    ];
    for (const [nonce, [rows, risk]] of boards.entries()) {
      const res = await client.post<BetResponse<'plinko'>>('/api/games/plinko/bet', plinko('2.5', rows, risk));
      expect(res.body.code, res.body.msg).toBe(200);
      const { bet, balance } = res.body.data!;
      const path = ints(seed, st.clientSeed, nonce, 16)
        .slice(0, rows)
        .map((n) => Math.floor((n / 2 ** 32) * 2));
      const bucket = path.reduce((a, b) => a + b, 0);
      const m = plinkoTable(rows, risk)[bucket]!;
      expect(bet).toMatchObject({
        game: 'plinko',
        params: { rows, risk },
        outcome: { bucket, path },
        multiplier: new Decimal(m).toFixed(1),
        win: new Decimal(m).gt(1),
        nonce,
        amount: '2.500000',
        payout: payoutOf('2.5', m, true, 'USDT'),
      });
      expected = expected.minus('2.5').plus(bet.payout);
      expect(balance).toBe(expected.toFixed(6));
      placed.push(bet);
    }
    expect(await balanceOf(client)).toBe(expected.toFixed(6));
    expect(await ledgerMismatches(t.db)).toEqual([]);
    // My bets carry the path too (they are the player's own).
    const mine = (await client.get<SettledBet[]>('/api/games/bets?game=plinko')).body.data!;
    expect(mine.map((b) => b.id)).toEqual(placed.map((b) => b.id).reverse());
    for (const b of mine) expect(asPlinko(b).outcome.path).toHaveLength(asPlinko(b).params.rows);
    await client.post<FairnessChange>('/api/fairness/change', { clientSeed: 'next' });
    const stranger = (await register(t.app, 'plk2')).client;
    for (const b of placed) {
      const own = (await client.get<SettledBet>(`/api/games/bets/${b.id}`)).body.data!;
      expect(own.outcome).toEqual(b.outcome);
      expect(verifyBet(own)).toMatchObject({ hashMatches: true, matches: true, payout: b.payout });
      // Another player sees the bucket, not the path, and can still verify it.
      const theirs = (await stranger.get<SettledBet>(`/api/games/bets/${b.id}`)).body.data!;
      expect(theirs.outcome).toEqual({ bucket: b.outcome.bucket });
      expect(verifyBet(theirs)).toMatchObject({ hashMatches: true, matches: true });
    }
  });

  it('the path is only in the bettor’s own answers: not in /bets/live, socket 208 or another player’s lookup', async () => {
    const { client, user } = await register(t.app, 'path');
    const other = await register(t.app, 'look');
    const own = await TestSocket.open(base, { cookie: client.cookieHeader(), origin: base });
    const guest = await TestSocket.open(base, { origin: base });
    const res = await client.post<BetResponse<'plinko'>>('/api/games/plinko/bet', plinko('1', 12, 'medium'));
    const { bet } = res.body.data!;
    expect(bet.outcome.path).toHaveLength(12);
    const listOf = (f: { data?: unknown }) => (f.data as { list: LiveSettledBet[] }).list;
    const frames = [
      await guest.next((f) => f.type === MSG.LIVE_BETS && listOf(f).some((b) => b.id === bet.id)),
      await own.next((f) => f.type === MSG.LIVE_BETS && listOf(f).some((b) => b.id === bet.id)),
    ];
    for (const frame of frames) {
      const live = listOf(frame).find((b) => b.id === bet.id)!;
      expect(live).toMatchObject({ game: 'plinko', gameCode: 10002, gameName: 'plinko', userName: user.nickName });
      expect(live.outcome).toEqual({ bucket: bet.outcome.bucket });
      expect(JSON.stringify(frame)).not.toContain('"path"');
    }
    const feed = (await new Client(t.app).get<LiveSettledBet[]>('/api/games/bets/live?game=plinko')).body.data!;
    expect(feed.find((b) => b.id === bet.id)!.outcome).toEqual({ bucket: bet.outcome.bucket });
    expect(JSON.stringify(feed)).not.toContain('"path"');
    for (const viewer of [other.client, new Client(t.app)]) {
      const seen = (await viewer.get<SettledBet>(`/api/games/bets/${bet.id}`)).body.data!;
      expect(seen.outcome).toEqual({ bucket: bet.outcome.bucket });
    }
    expect(asPlinko((await client.get<SettledBet>(`/api/games/bets/${bet.id}`)).body.data!).outcome.path).toEqual(bet.outcome.path);
    own.close();
    guest.close();
  });

  it('a 0.2× bucket pays a fifth of the stake: credited, in the ledger, a loss that paid', async () => {
    const { client, user } = await register(t.app, 'fifth');
    const st = (await client.get<FairnessState>('/api/fairness')).body.data!;
    const { seed } = await activePair(user.id);
    // Free drops (amount 0 moves no money) until the next nonce lands 16 rows, high risk, in a 0.2× bucket.
    for (let nonce = 0; ; nonce++) {
      const s = INSTANT_GAMES.plinko.settle(ints(seed, st.clientSeed, nonce, 16), { rows: 16, risk: 'high' });
      if (s.multiplier === '0.2') break;
      expect((await client.post('/api/games/plinko/bet', plinko('0'))).body.code).toBe(200);
    }
    const before = new Decimal(await balanceOf(client));
    const { bet, balance } = (await client.post<BetResponse<'plinko'>>('/api/games/plinko/bet', plinko('7.5'))).body.data!;
    expect(bet).toMatchObject({ multiplier: '0.2', payout: '1.500000', win: false, amount: '7.500000' });
    expect(balance).toBe(before.minus('6').toFixed(6));
    const ledger = await t.db.query(`SELECT delta::text, reason FROM ledger WHERE ref = $1 ORDER BY id`, [`bet:${bet.id}`]);
    expect(ledger.rows.map((r) => [new Decimal(r.delta).toFixed(), r.reason])).toEqual([
      ['-7.5', 'bet'],
      ['1.5', 'payout'],
    ]);
    const row = await t.db.query('SELECT win, paid, multiplier::text FROM bets WHERE id = $1', [bet.id]);
    expect(row.rows[0]).toMatchObject({ win: false, paid: true });
    expect(Number(row.rows[0].multiplier)).toBe(0.2);
    expect(await ledgerMismatches(t.db)).toEqual([]);
  });

  it('the config answer states the rows and risks; maintenance and the bet limits come from the same games row', async () => {
    const { client } = await register(t.app, 'cfg');
    const rules = (await client.post<GameRule[]>('/v1/home/selectGameRule', {})).body.data!;
    const rule = rules.find((r) => r.typeCode === 10002)!;
    expect(rule.name).toBe('plinko');
    expect(JSON.parse(rule.content)).toMatchObject({
      minRows: '8',
      maxRows: '16',
      risks: 'low,medium,high',
      maxBetAmount: '10000',
      houseEdge: '0.01',
    });
    expect((await client.post('/api/games/plinko/bet', plinko('10001'))).body.msg).toBe(
      'amount must be worth at most 10000 USD (10000 USDT)',
    );
    await t.db.query(`UPDATE games SET maintain_state = 1 WHERE name = 'plinko'`);
    t.app.refs.invalidate();
    try {
      expect((await client.post('/api/games/plinko/bet', plinko('1'))).body).toMatchObject({
        code: 400,
        msg: 'plinko is under maintenance, please try again later',
      });
    } finally {
      await t.db.query(`UPDATE games SET maintain_state = 0 WHERE name = 'plinko'`);
      t.app.refs.invalidate();
    }
  });

  it('40 malformed or refused plinko bets change nothing (balances, ledger, bets, nonce), each with a clear message', async () => {
    const { client, user } = await register(t.app, 'badp');
    await client.get('/api/fairness');
    const before = await snapshot(user.id);
    const cases: unknown[] = [
      plinko('1', '16'),
      plinko('1', 16.5),
      plinko('1', 7),
      plinko('1', 17),
      plinko('1', 0),
      plinko('1', -16),
      plinko('1', null),
      plinko('1', true),
      plinko('1', [16]),
      plinko('1', {}),
      plinko('1', 1e3),
      plinko('1', 'NaN'),
      plinko('1', 16, 'extreme'),
      plinko('1', 16, 'LOW'),
      plinko('1', 16, ''),
      plinko('1', 16, 1),
      plinko('1', 16, null),
      plinko('1', 16, ['low']),
      { coin: 'USDT', amount: '1', balanceType: 'DEPOSIT', rows: 16 },
      { coin: 'USDT', amount: '1', balanceType: 'DEPOSIT', risk: 'low' },
      plinko('1', 16, 'low', { target: '2' }),
      plinko('1', 16, 'low', { path: [1, 1, 1] }),
      plinko('1', 16, 'low', { bucket: 0 }),
      plinko('1', 16, 'low', { idempotencyKey: 'short' }),
      plinko('-1'),
      plinko('1e2'),
      { ...plinko('1'), amount: 1 },
      plinko('0.005'),
      plinko('10001'),
      plinko('1001'),
      plinko('abc'),
      { ...plinko('1'), coin: 'XYZ' },
      { ...plinko('1'), balanceType: 'CASH' },
      { ...plinko('1'), balanceType: 'BONUS' },
      '[1]',
      '{"rows":',
      'null',
      '"plinko"',
      {},
      '{"__proto__":{"rows":16},"coin":"USDT"}',
    ];
    expect(cases).toHaveLength(40);
    for (const body of cases) {
      const r = await client.post('/api/games/plinko/bet', body);
      expect(r.body.code, `${JSON.stringify(body)} -> ${r.body.msg}`).toBe(400);
      expect(r.body.msg.length).toBeGreaterThan(3);
    }
    expect(await snapshot(user.id)).toBe(before);
    expect((await client.post('/api/games/plinko/bet', plinko('1', '16'))).body.msg).toMatch(/rows must be a whole number from 8 to 16/);
    expect((await client.post('/api/games/plinko/bet', plinko('1', 17))).body.msg).toBe('rows must be a whole number from 8 to 16');
    expect((await client.post('/api/games/plinko/bet', plinko('1', 16.5))).body.msg).toBe('rows must be a whole number from 8 to 16');
    expect((await client.post('/api/games/plinko/bet', plinko('1', 16, 'extreme'))).body.msg).toMatch(/risk must be low, medium or high/);
    expect(await snapshot(user.id)).toBe(before);
  });
});
