import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BetResponse } from '../../src/core/bets';
import type { SettledCrashBet } from '../../src/core/games/crash';
import type { GameStatistics, LiveStats } from '../../src/core/history';
import { Decimal } from '../../src/core/money';
import { Client, createTestApp, diceBody, register, type TestApp } from './helpers';
import { seedCrashBet, type SeededCrashState } from './crashSeed';

let t: TestApp;

/**
 * A crash round written directly (no round loop runs in these tests) with one bet of the player on it: `state` of the
 * bet, its amount in USDT, its cash-out in hundredths (cashed only), the round's crash point in hundredths; phase
 * 'running' leaves the bet in play.
 */
const crashBet = (
  userId: number,
  bet: { state: SeededCrashState; amount: string; cashoutAt?: number; crashPoint: number; phase?: 'running' },
) => seedCrashBet(t.db, userId, bet);

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

  it("lists the player's crash bets with their rounds, opens each, and counts the played-out ones in the figures", async () => {
    const { client, user } = await register(t.app, 'histc');
    const cashed = await crashBet(user.id, { state: 'cashed', amount: '10', cashoutAt: 250, crashPoint: 400 });
    const lost = await crashBet(user.id, { state: 'lost', amount: '5', crashPoint: 137 });
    const refunded = await crashBet(user.id, { state: 'refunded', amount: '3', crashPoint: 500 });
    // Another player's bet is never in this player's list.
    const other = await register(t.app, 'histo');
    await crashBet(other.user.id, { state: 'lost', amount: '7', crashPoint: 120 });
    const open = await crashBet(user.id, { state: 'active', amount: '2', crashPoint: 900 });

    // A bet cashed out in a round still running (the one open round, once the round above has ended): its round's
    // crash point and hash stay secret.
    expect((await client.get<SettledCrashBet[]>('/api/games/bets?game=crash')).body.data!.some((b) => b.roundId === open.roundId)).toBe(
      false,
    );
    await t.db.query(`UPDATE crash_rounds SET phase = 'crashed', ended_at = now() WHERE id = $1`, [open.roundId]);
    const early = await crashBet(user.id, { state: 'cashed', amount: '4', cashoutAt: 150, crashPoint: 800, phase: 'running' });

    // The profile's list (GET /api/games/bets?game=crash): the settled bets (bets rows) newest first, a round's result
    // and hash once it is over; a bet in play and a refunded one (a voided round moves no money) are no settled bets.
    const list = (await client.get<SettledCrashBet[]>('/api/games/bets?game=crash')).body.data!;
    expect(list.map((b) => b.id)).toEqual([early.betId, lost.betId, cashed.betId]);
    expect(JSON.stringify(list)).not.toContain(open.hash);
    expect(JSON.stringify(list)).not.toContain(early.hash);
    expect(list[0]).toMatchObject({ state: 'cashed', cashoutAt: '1.50', multiplier: '1.50', crashPoint: null, hash: null });
    expect(list[1]).toEqual({
      id: lost.betId,
      game: 'crash',
      userName: user.nickName,
      coin: 'USDT',
      balanceType: 'DEPOSIT',
      amount: '5.000000',
      multiplier: '0',
      payout: '0.000000',
      win: false,
      state: 'lost',
      roundId: lost.roundId,
      autoCashout: null,
      cashoutAt: null,
      crashPoint: '1.37',
      hash: lost.hash,
      createdAt: list[1]!.createdAt,
    });
    expect(list[2]).toMatchObject({
      state: 'cashed',
      amount: '10.000000',
      cashoutAt: '2.50',
      multiplier: '2.50',
      win: true,
      payout: '25.000000',
      crashPoint: '4.00',
      roundId: cashed.roundId,
      hash: cashed.hash,
    });
    expect(refunded.betId).toBeNull();
    // Every game's list holds them too, beside the instant games' bets.
    expect((await client.get<SettledCrashBet[]>('/api/games/bets')).body.data!.map((b) => b.id)).toEqual(list.map((b) => b.id));

    // A row's detail, by its bets id like any bet: the same bet, for anyone (a private name hidden from others).
    const detail = async (id: number | null) => (await new Client(t.app).get<SettledCrashBet>(`/api/games/bets/${id}`)).body.data!;
    expect(await detail(cashed.betId)).toEqual(list[2]);
    expect(await detail(early.betId)).toMatchObject({ crashPoint: null, hash: null });

    // Figures: the cashed bets and the lost one (a refund and a bet in play never counted), crash first as in the catalogue.
    await client.post('/api/games/dice/bet', diceBody('1'));
    const stats = (await client.get<GameStatistics>('/v1/user/selectUserGameStatistics?days=1')).body.data!;
    expect(stats.games.map((g) => g.game)).toEqual(['crash', 'dice']);
    expect(stats.games[0]).toEqual({ game: 'crash', bets: 3, wins: 2, wageredUsd: '19.00', profitUsd: '12.00', bestMultiplier: '2.50' });
    expect(stats.total.bets).toBe(4);
    const live = (await client.get<LiveStats>('/v1/user/selectLiveStatsByUser?game=crash&limit=10')).body.data!;
    expect(live).toMatchObject({ bets: 3, wins: 2, losses: 1, wageredUsd: '19.00', profitUsd: '12.00' });
  });
});
