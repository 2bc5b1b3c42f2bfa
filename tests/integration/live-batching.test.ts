import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BetResponse } from '../../src/core/bets';
import { MSG, type LiveBet } from '../../src/core/socket';
import { createTestApp, listen, register, TestSocket, type TestApp } from './helpers';

let t: TestApp;
let base: string;

beforeAll(async () => {
  t = await createTestApp({ BET_RATE_LIMIT_MAX: '1000' });
  base = await listen(t.app);
});

afterAll(async () => {
  await t.close();
});

describe('live feed 208 under instant auto-bet', () => {
  it('many players betting back to back: a watching socket gets at most 4 frames a second, each bet at most once, the last one included', async () => {
    const players = await Promise.all(Array.from({ length: 8 }, (_, i) => register(t.app, `lb${i}`)));
    const guest = await TestSocket.open(base, { origin: base });
    const ids: number[] = [];
    const started = Date.now();
    const until = started + 3000;
    await Promise.all(
      players.map(async ({ client }) => {
        while (Date.now() < until) {
          const res = await client.post<BetResponse>('/api/games/dice/bet', {
            coin: 'USDT',
            amount: '0',
            balanceType: 'DEPOSIT',
            target: '50',
            condition: 'over',
          });
          if (res.body.code === 200) ids.push(res.body.data!.bet.id);
        }
      }),
    );
    const seconds = (Date.now() - started) / 1000;
    const last = Math.max(...ids);
    await guest.next((f) => f.type === MSG.LIVE_BETS && (f.data as { list: LiveBet[] }).list.some((b) => b.id === last));
    const frames = guest.frames.filter((f) => f.type === MSG.LIVE_BETS).length + 1;
    const seen = guest.frames.flatMap((f) => (f.type === MSG.LIVE_BETS ? (f.data as { list: LiveBet[] }).list.map((b) => b.id) : []));
    expect(new Set(seen).size).toBe(seen.length);
    const rate = ids.length / seconds;
    console.info(
      `208: ${ids.length} bets in ${seconds.toFixed(1)} s (${rate.toFixed(0)}/s) -> ${frames} frames (${(frames / seconds).toFixed(1)}/s)`,
    );
    expect(ids.length).toBeGreaterThan(100);
    // One frame per 250 ms at most, whatever the bet rate (a frame per bet before batching).
    expect(frames / seconds).toBeLessThanOrEqual(4 * 1.25 + 1 / seconds);
    guest.close();
  });
});
