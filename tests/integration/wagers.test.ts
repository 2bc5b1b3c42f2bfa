import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BetResponse } from '../../src/core/bets';
import type { MinesStartResponse } from '../../src/core/games/mines';
import { Decimal } from '../../src/core/money';
import { wagerSums, WAGER_SUMS_SQL } from '../../server/money/wagers';
import { createTestApp, diceBody, register, type TestApp } from './helpers';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ BET_RATE_LIMIT_MAX: '1000' });
});

afterAll(async () => {
  await t.close();
});

interface WagerRow {
  user_id: number;
  product: string;
  game: string;
  ref_id: string;
  coin: string;
  amount: string;
  usd: string;
  house_edge: string;
  weight: string;
}

async function wagersOf(userId: number): Promise<WagerRow[]> {
  const { rows } = await t.db.query<WagerRow>(
    `SELECT user_id, product, game, ref_id::text, coin, amount::text, usd::text, house_edge::text, weight::text
       FROM wagers WHERE user_id = $1 ORDER BY id`,
    [userId],
  );
  return rows;
}

const usdRate = async (coin: string): Promise<string> =>
  (await t.db.query<{ r: string }>(`SELECT usd_rate::text AS r FROM rates WHERE code = $1`, [coin])).rows[0]!.r;

describe('the wager stream', () => {
  it('one wager per staked bet, in the bet statement: USD at the rate of the moment, the game edge, the product weight', async () => {
    const { client, user } = await register(t.app, 'wg');
    const first = (await client.post<BetResponse>('/api/games/dice/bet', diceBody('2.5'))).body.data!.bet;
    // A free bet stakes nothing: no wager.
    expect((await client.post<BetResponse>('/api/games/dice/bet', diceBody('0'))).body.code).toBe(200);
    const rateBefore = await usdRate('USDT');
    // The rate moves: the next stake is valued at the new one, the first keeps its own.
    await t.db.query(`UPDATE rates SET usd_rate = 0.5 WHERE code = 'USDT'`);
    try {
      const second = (
        await client.post<BetResponse>('/api/games/limbo/bet', { coin: 'USDT', amount: '3', balanceType: 'DEPOSIT', target: '2' })
      ).body.data!.bet;
      const edge = async (game: string) =>
        (await t.db.query<{ e: string }>(`SELECT house_edge::text AS e FROM games WHERE name = $1`, [game])).rows[0]!.e;
      const rows = await wagersOf(user.id);
      expect(rows).toHaveLength(2);
      expect(rows[0]).toMatchObject({ product: 'originals', game: 'dice', ref_id: String(first.id), coin: 'USDT' });
      expect(new Decimal(rows[0]!.amount).eq('2.5')).toBe(true);
      expect(new Decimal(rows[0]!.usd).eq(new Decimal('2.5').mul(rateBefore))).toBe(true);
      expect(new Decimal(rows[0]!.house_edge).eq(await edge('dice'))).toBe(true);
      expect(new Decimal(rows[0]!.weight).eq(1)).toBe(true);
      expect(rows[1]).toMatchObject({ game: 'limbo', ref_id: String(second.id) });
      expect(new Decimal(rows[1]!.usd).eq('1.5')).toBe(true);
    } finally {
      await t.db.query(`UPDATE rates SET usd_rate = $1 WHERE code = 'USDT'`, [rateBefore]);
    }
  });

  it('a mines game is a wager when it ends, not when it starts; a refused bet leaves none', async () => {
    const { client, user } = await register(t.app, 'wm');
    const game = (
      await client.post<MinesStartResponse>('/api/games/mines/start', { coin: 'USDT', amount: '1.25', balanceType: 'DEPOSIT', mines: 3 })
    ).body.data!;
    expect(await wagersOf(user.id)).toEqual([]);
    const layout = (await t.db.query<{ layout: number[] }>('SELECT layout FROM mines_rounds WHERE id = $1', [game.gameId])).rows[0]!.layout;
    // A mine ends the game: it settles as a lost bet.
    expect((await client.post('/api/games/mines/reveal', { gameId: game.gameId, tile: layout[0] })).body.code).toBe(200);
    const rows = await wagersOf(user.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ game: 'mines', product: 'originals' });
    expect(new Decimal(rows[0]!.amount).eq('1.25')).toBe(true);
    // More than the balance: refused, and the stream is unchanged.
    expect((await client.post('/api/games/dice/bet', diceBody('5000'))).body.msg).toBe('Insufficient balance');
    expect(await wagersOf(user.id)).toHaveLength(1);
  });

  it('sums per player per day, week and month, read from the index alone', async () => {
    const { client, user } = await register(t.app, 'ws');
    for (const amount of ['1', '2', '3']) expect((await client.post('/api/games/dice/bet', diceBody(amount))).body.code).toBe(200);
    const rate = await usdRate('USDT');
    // A wager of last month counts in its month only.
    const lastMonth = new Date();
    lastMonth.setUTCDate(1);
    lastMonth.setUTCMonth(lastMonth.getUTCMonth() - 1);
    await t.db.query(
      `INSERT INTO wagers (user_id, product, game, ref_id, coin, amount, usd, house_edge, weight, created_at)
       VALUES ($1, 'originals', 'dice', -1, 'USDT', 10, 10, 0.01, 1, $2)`,
      [user.id, lastMonth],
    );
    const expected = new Decimal(6).mul(rate);
    for (const period of ['day', 'week', 'month'] as const) {
      const [sum, ...rest] = await wagerSums(t.db, user.id, period);
      expect(rest).toEqual([]);
      expect(sum).toMatchObject({ product: 'originals', count: 3 });
      expect(new Decimal(sum!.usd).eq(expected)).toBe(true);
      expect(new Decimal(sum!.weighted).eq(expected)).toBe(true);
      expect(new Decimal(sum!.edge).eq(expected.mul('0.01'))).toBe(true);
    }
    const [old] = await wagerSums(t.db, user.id, 'month', lastMonth);
    expect(old).toMatchObject({ count: 1, usd: '10.000000000000000000' });

    const plan = await t.db.connect();
    try {
      await plan.query('BEGIN');
      // The table is tiny here: take the planner's cheaper full scan off the table to see the path a big one takes.
      await plan.query('SET LOCAL enable_seqscan = off');
      await plan.query('SET LOCAL enable_bitmapscan = off');
      const { rows } = await plan.query<{ 'QUERY PLAN': string }>(`EXPLAIN ${WAGER_SUMS_SQL}`, [user.id, new Date(0), new Date()]);
      expect(rows.map((r) => r['QUERY PLAN']).join('\n')).toContain('Index Only Scan using wagers_user_time');
      await plan.query('ROLLBACK');
    } finally {
      plan.release();
    }
  });
});
