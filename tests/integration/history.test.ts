import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BetResponse } from '../../src/core/bets';
import type { GameStatistics, LiveStats } from '../../src/core/history';
import { Decimal } from '../../src/core/money';
import { Client, createTestApp, diceBody, register, type TestApp } from './helpers';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ BET_RATE_LIMIT_MAX: '1000' });
});

afterAll(async () => {
  await t.close();
});

describe("a player's game history", () => {
  it('per-game statistics and the running profit match the bets placed, in USD at the rates', async () => {
    const { client } = await register(t.app, 'hist');
    const { rows } = await t.db.query(`SELECT usd_rate::text AS rate FROM rates WHERE code = 'BTC' AND kind = 'COIN'`);
    const btcUsd = new Decimal(rows[0].rate);
    const answers: { game: string; usd: Decimal; profit: Decimal; win: boolean; multiplier: string }[] = [];
    for (let i = 0; i < 12; i++) {
      const r = await client.post<BetResponse>('/api/games/dice/bet', diceBody('2', { target: i % 3 ? '50.50' : '90.00' }));
      const b = r.body.data!.bet;
      answers.push({ game: 'dice', usd: new Decimal(2), profit: new Decimal(b.payout).minus(2), win: b.win, multiplier: b.multiplier });
    }
    for (let i = 0; i < 4; i++) {
      const r = await client.post<BetResponse>('/api/games/limbo/bet', {
        coin: 'BTC',
        amount: '0.0001',
        balanceType: 'DEPOSIT',
        target: '1.5',
      });
      const b = r.body.data!.bet;
      const profit = new Decimal(b.payout).minus('0.0001').times(btcUsd);
      answers.push({ game: 'limbo', usd: new Decimal('0.0001').times(btcUsd), profit, win: b.win, multiplier: b.multiplier });
    }
    const stats = (await client.get<GameStatistics>('/v1/user/selectUserGameStatistics?days=7')).body;
    expect(stats.code).toBe(200);
    const data = stats.data!;
    expect(data.games.map((g) => g.game)).toEqual(['dice', 'limbo']);
    for (const g of data.games) {
      const mine = answers.filter((a) => a.game === g.game);
      expect(g.bets).toBe(mine.length);
      expect(g.wins).toBe(mine.filter((a) => a.win).length);
      expect(
        new Decimal(g.wageredUsd)
          .minus(mine.reduce((s, a) => s.plus(a.usd), new Decimal(0)))
          .abs()
          .lte('0.01'),
      ).toBe(true);
      expect(
        new Decimal(g.profitUsd)
          .minus(mine.reduce((s, a) => s.plus(a.profit), new Decimal(0)))
          .abs()
          .lte('0.01'),
      ).toBe(true);
      const best = mine.filter((a) => a.win).map((a) => Number(a.multiplier));
      expect(g.bestMultiplier === null ? null : Number(g.bestMultiplier)).toBe(
        best.length ? Math.floor(Math.max(...best) * 100) / 100 : null,
      );
    }
    expect(data.total.bets).toBe(16);

    const live = (await client.get<LiveStats>('/v1/user/selectLiveStatsByUser?game=dice&limit=10')).body.data!;
    expect(live.bets).toBe(10);
    expect(live.points).toHaveLength(10);
    const last10 = answers.filter((a) => a.game === 'dice').slice(-10);
    expect(live.wins).toBe(last10.filter((a) => a.win).length);
    expect(
      new Decimal(live.profitUsd)
        .minus(last10.reduce((s, a) => s.plus(a.profit), new Decimal(0)))
        .abs()
        .lte('0.01'),
    ).toBe(true);
    expect(live.points.at(-1)!.profitUsd).toBe(live.profitUsd);
    // Oldest first.
    expect([...live.points].sort((a, b) => a.at.localeCompare(b.at))).toEqual(live.points);

    // Another player sees their own (empty) history; guests get 401; bad queries 400.
    const other = await register(t.app, 'hist');
    expect((await other.client.get<GameStatistics>('/v1/user/selectUserGameStatistics')).body.data).toMatchObject({ days: 30, games: [] });
    expect((await new Client(t.app).get('/v1/user/selectUserGameStatistics')).body.code).toBe(401);
    for (const q of ['days=2', 'days=x', 'limit=5', 'limit=501', 'game=poker', 'x=1']) {
      const url = q.startsWith('days') || q === 'x=1' ? `/v1/user/selectUserGameStatistics?${q}` : `/v1/user/selectLiveStatsByUser?${q}`;
      expect((await client.get(url)).body.code, q).toBe(400);
    }
  });
});
