import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BetResponse, FairnessChange, SettledBet } from '../../src/core/bets';
import { verifyBet } from '../../src/core/fairness';
import { minesLayoutOf, minesMultiplier, minesPayout } from '../../src/core/games/mines';
import { createTestApp, ledgerMismatches, register, type TestApp } from './helpers';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ BET_RATE_LIMIT_MAX: '1000' });
});

afterAll(async () => {
  await t.close();
});

describe('mines on the instant path (auto mode)', () => {
  it('POST /api/games/mines/bet settles a whole round with tiles picked in advance; the bet lists carry it and it verifies', async () => {
    const { client } = await register(t.app, 'mauto');
    const tiles = [12, 6, 18];
    const placed: SettledBet[] = [];
    for (let i = 0; i < 6; i++) {
      const res = await client.post<BetResponse<'mines'>>('/api/games/mines/bet', {
        coin: 'USDT',
        amount: '1',
        balanceType: 'DEPOSIT',
        mines: 3,
        tiles,
      });
      expect(res.body.code).toBe(200);
      const bet = res.body.data!.bet;
      expect(bet).toMatchObject({ game: 'mines', params: { mines: 3, tiles } });
      expect(bet.outcome.mines).toHaveLength(3);
      const hit = tiles.some((tile) => bet.outcome.mines.includes(tile));
      expect(bet.win).toBe(!hit);
      expect(bet.payout).toBe(hit ? '0.000000' : minesPayout('1', 3, 3, 'USDT'));
      expect(bet.multiplier).toBe(hit ? '0' : minesMultiplier(3, 3));
      placed.push(bet);
    }
    const refused = await client.post('/api/games/mines/bet', { coin: 'USDT', amount: '1', balanceType: 'DEPOSIT', mines: 3, tiles: [] });
    expect(refused.body).toMatchObject({ code: 400, msg: expect.stringMatching(/tiles must name at least one tile/) });
    expect(await ledgerMismatches(t.db)).toEqual([]);

    const mine = (await client.get<SettledBet[]>('/api/games/bets?game=mines')).body.data!;
    expect(mine.map((b) => b.id).sort()).toEqual(placed.map((b) => b.id).sort());

    const { revealed } = (await client.post<FairnessChange>('/api/fairness/change', { clientSeed: 'next' })).body.data!;
    for (const bet of placed) {
      const shown = (await client.get<SettledBet>(`/api/games/bets/${bet.id}`)).body.data!;
      expect(shown.serverSeed).toBe(revealed.serverSeed);
      expect(verifyBet(shown)).toMatchObject({ hashMatches: true, matches: true });
      if (shown.game !== 'mines') throw new Error('a mines bet');
      expect(shown.outcome.mines).toEqual(minesLayoutOf(revealed.serverSeed!, shown.clientSeed, shown.nonce, 3));
    }
  });
});
