import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { CODE } from '../../src/core/api';
import { rateCountStore } from '../../server/lib/rateCounts';
import { buildOn, Client, createTestApp, diceBody, register, type TestApp } from './helpers';

// Two server processes on one database (two app instances), each with small budgets: the per-IP API budget and the
// per-user bet budget hold across both. Windows are long, and a window edge would change nothing here anyway: the
// previous window weighs in full for the first seconds of the next.
const API_MAX = 6;
const BET_MAX = 4;
const ENV = {
  API_RATE_LIMIT_MAX: String(API_MAX),
  API_RATE_LIMIT_WINDOW_MIN: '1440',
  BET_RATE_LIMIT_MAX: String(BET_MAX),
  BET_RATE_LIMIT_WINDOW_SEC: '3600',
};

let a: TestApp;
let b: TestApp;

beforeAll(async () => {
  a = await createTestApp(ENV);
  b = await buildOn(a.url, ENV);
});

afterAll(async () => {
  await b?.close();
  await a?.close();
});

/** Waits until both processes have sent every count they hold (and learned the totals back). */
async function settled(): Promise<void> {
  await vi.waitFor(() => expect(a.app.rateCounts.idle && b.app.rateCounts.idle).toBe(true), { timeout: 10_000, interval: 5 });
}

const countOf = async (scope: string, key: string): Promise<number> =>
  (await a.db.query<{ n: number }>('SELECT coalesce(sum(count), 0)::int AS n FROM rate_counts WHERE scope = $1 AND key = $2', [scope, key]))
    .rows[0]!.n;

describe('rate limits across two processes', () => {
  it('an address alternating between the processes gets the shared API budget, not twice it', async () => {
    const ip = '10.8.0.1';
    const clients = [new Client(a.app, { ip }), new Client(b.app, { ip })];
    const codes: number[] = [];
    for (let i = 0; i < 4 * API_MAX; i++) {
      codes.push((await clients[i % 2]!.get('/v1/userApi/currency')).body.code);
      await settled();
    }
    // One over at most: a process decides on the total its own last statement learned, which lacks the other
    // process's latest request (processes - 1 requests here).
    expect(codes).toEqual([...Array<number>(API_MAX + 1).fill(200), ...Array<number>(3 * API_MAX - 1).fill(CODE.TOO_MANY)]);
    expect(await countOf('api', ip)).toBe(API_MAX + 1);
    const refused = await clients[1]!.get('/v1/userApi/currency');
    expect(refused.body.msg).toMatch(/^Too many requests, try again in /);
    // Another address is untouched on either process.
    expect((await new Client(a.app, { ip: '10.8.0.2' }).get('/v1/userApi/currency')).body.code).toBe(200);
    expect((await new Client(b.app, { ip: '10.8.0.2' }).get('/v1/userApi/currency')).body.code).toBe(200);
  });

  it('a player alternating between the processes gets the shared bet budget, mines moves included', async () => {
    const { client: onA, user } = await register(a.app, 'rl');
    const onB = new Client(b.app);
    for (const [name, value] of onA.cookies) onB.cookies.set(name, value);
    const players = [onA, onB];
    const codes: number[] = [];
    for (let i = 0; i < 3 * BET_MAX; i++) {
      codes.push((await players[i % 2]!.post('/api/games/dice/bet', diceBody('0'))).body.code);
      await settled();
    }
    expect(codes).toEqual([...Array<number>(BET_MAX + 1).fill(200), ...Array<number>(2 * BET_MAX - 1).fill(CODE.TOO_MANY)]);
    expect(await countOf('bet', String(user.id))).toBe(BET_MAX + 1);
    const start = { coin: 'USDT', amount: '1', balanceType: 'DEPOSIT', mines: 3 };
    for (const player of players) {
      const refused = await player.post('/api/games/mines/start', start);
      expect(refused.body).toMatchObject({ code: CODE.TOO_MANY });
      expect(refused.body.msg).toMatch(/^Too many bets, try again in \d+ s$/);
    }
    // The refusals changed nothing: no bet beyond those let through.
    const { rows } = await a.db.query<{ n: number }>('SELECT count(*)::int AS n FROM bets WHERE user_id = $1', [user.id]);
    expect(rows[0]!.n).toBe(BET_MAX + 1);
    // Another player bets on either process.
    const { client: other } = await register(b.app, 'rl');
    expect((await other.post('/api/games/dice/bet', diceBody('0'))).body.code).toBe(200);
  });

  it('old windows are pruned and an app closes with its counts sent', async () => {
    const c = await buildOn(a.url, ENV);
    const ip = '10.8.0.3';
    expect((await new Client(c.app, { ip }).get('/v1/userApi/currency')).body.code).toBe(200);
    await c.close();
    expect(await countOf('api', ip)).toBe(1);
    // A window older than the previous one is of no use to any decision: a prune takes it, and only it.
    await a.db.query(`INSERT INTO rate_counts (scope, key, window_start, count) VALUES ('bet', 'gone', 0, 5)`);
    await rateCountStore(a.db).prune([{ scope: 'bet', before: Date.now() - 7_200_000 }]);
    expect(await countOf('bet', 'gone')).toBe(0);
    expect(await countOf('api', ip)).toBe(1);
  });
});
