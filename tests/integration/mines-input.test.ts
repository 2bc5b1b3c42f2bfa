import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MinesStartResponse } from '../../src/core/games/mines';
import { Client, buildOn, createTestApp, diceBody, ledgerMismatches, register, type TestApp } from './helpers';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ BET_RATE_LIMIT_MAX: '1000' });
});

afterAll(async () => {
  await t.close();
});

/** Balances, ledger, games and nonces of the whole database: what a refused request must leave as it was. */
async function snapshot(): Promise<string> {
  const q = async (sql: string) => (await t.db.query(sql)).rows;
  return JSON.stringify({
    balances: await q('SELECT user_id, coin, kind, amount FROM balances ORDER BY 1, 2, 3'),
    ledger: await q('SELECT count(*)::int AS n FROM ledger'),
    rounds: await q('SELECT id, state, revealed, bet_id FROM mines_rounds ORDER BY id'),
    bets: await q('SELECT count(*)::int AS n FROM bets'),
    pairs: await q('SELECT id, state, nonce FROM seed_pairs ORDER BY id'),
  });
}

const start = (extra: Record<string, unknown> = {}) => ({ coin: 'USDT', amount: '1', balanceType: 'DEPOSIT', mines: 3, ...extra });

async function layoutOf(gameId: number): Promise<number[]> {
  return (await t.db.query('SELECT layout FROM mines_rounds WHERE id = $1', [gameId])).rows[0].layout;
}

const safeTiles = (layout: number[]) => Array.from({ length: 25 }, (_, i) => i).filter((i) => !layout.includes(i));

// Bodies every endpoint refuses: not an object, and values of the wrong type for any field.
const NOT_OBJECTS = ['"x"', '[]', '[1]', '1', 'null', 'true', '{', '{"a":}', ''];
const WRONG = [null, '1', true, [], {}, 1.5, -1, 0, 1e308, 'x'.repeat(500)];

describe('mines input', () => {
  it('40 malformed bodies per endpoint: each refused with a clear message, nothing changed', async () => {
    const { client } = await register(t.app, 'mi');
    const other = await register(t.app, 'mo');
    const game = (await client.post<MinesStartResponse>('/api/games/mines/start', start())).body.data!;
    const tile = safeTiles(await layoutOf(game.gameId))[0]!;
    await client.post('/api/games/mines/reveal', { gameId: game.gameId, tile });
    const fresh = (await client.post<MinesStartResponse>('/api/games/mines/start', start({ coin: 'ETH', amount: '0.001' }))).body.data!;
    const foreign = (await other.client.post<MinesStartResponse>('/api/games/mines/start', start())).body.data!;
    const gameIds = [0, -5, 2 ** 53, '1', 1.5, foreign.gameId, 999999999];
    const bodies: Record<string, unknown[]> = {
      '/api/games/mines/start': [
        ...NOT_OBJECTS,
        {},
        start({ mines: 4 }), // a second game in USDT
        '{"coin":"USDT","amount":"1","balanceType":"DEPOSIT","mines":1e400}', // Infinity once parsed
        start({ x: 1 }),
        start({ amount: '1.1234567' }),
        start({ amount: '-1' }),
        start({ amount: '1e3' }),
        start({ amount: 1 }),
        start({ amount: '0.001' }),
        start({ amount: '50000' }),
        start({ coin: 'EUR' }),
        start({ balanceType: 'CASH' }),
        start({ idempotencyKey: 'short' }),
        start({ mines: 0 }),
        start({ mines: 25 }),
        start({ mines: 2.5 }),
        start({ mines: '3' }),
        ...WRONG.map((v) => start({ mines: v })),
        ...WRONG.slice(0, 4).map((v) => start({ coin: v })),
        ...WRONG.slice(0, 3).map((v) => start({ balanceType: v })),
      ],
      '/api/games/mines/reveal': [
        ...NOT_OBJECTS,
        {},
        { gameId: game.gameId },
        { tile: 1 },
        { gameId: game.gameId, tile, x: 1 },
        { gameId: game.gameId, tile }, // already revealed
        { gameId: game.gameId, tile: 25 },
        { gameId: game.gameId, tile: -1 },
        { gameId: game.gameId, tile: 2.5 },
        `{"gameId":${game.gameId},"tile":1e400}`,
        // WRONG's 0 is a real tile (a valid reveal, or a mine): out-of-range 99 stands in for it.
        ...WRONG.map((v) => ({ gameId: game.gameId, tile: v === 0 ? 99 : v })),
        ...gameIds.map((gameId) => ({ gameId, tile: 3 })),
        ...WRONG.slice(0, 6).map((gameId) => ({ gameId, tile: 3 })),
      ],
      '/api/games/mines/cashout': [
        ...NOT_OBJECTS,
        {},
        { gameId: game.gameId, x: 1 },
        { gameId: fresh.gameId }, // no tile revealed yet
        { game: game.gameId },
        ...gameIds.map((gameId) => ({ gameId })),
        ...WRONG.map((gameId) => ({ gameId })),
        ...WRONG.map((gameId) => ({ gameId: [gameId] })),
        { gameId: `${game.gameId}` },
        { gameId: game.gameId + 0.5 },
      ],
    };
    const failures: string[] = [];
    for (const [path, list] of Object.entries(bodies)) {
      expect(list.length, path).toBeGreaterThanOrEqual(40);
      for (const body of list) {
        const before = await snapshot();
        const res = await client.post(path, body);
        const { code, msg } = res.body;
        if (code !== 400 || typeof msg !== 'string' || msg.length < 8) failures.push(`${path} ${JSON.stringify(body)} -> ${code} ${msg}`);
        if ((await snapshot()) !== before) failures.push(`${path} ${JSON.stringify(body)} changed something`);
      }
    }
    expect(failures).toEqual([]);
    // Spot checks of the messages a player reads.
    const msg = async (path: string, body: unknown) => (await client.post(path, body)).body.msg;
    expect(await msg('/api/games/mines/reveal', { gameId: game.gameId, tile })).toBe(`Tile ${tile} is already revealed`);
    expect(await msg('/api/games/mines/reveal', { gameId: game.gameId, tile: 25 })).toBe('tile must be a whole number from 0 to 24');
    expect(await msg('/api/games/mines/reveal', { gameId: foreign.gameId, tile: 1 })).toBe(
      `gameId ${foreign.gameId} is not one of your mines games`,
    );
    expect(await msg('/api/games/mines/cashout', { gameId: fresh.gameId })).toBe('Reveal at least one tile before cashing out');
    expect(await msg('/api/games/mines/start', start({ mines: 0 }))).toBe('mines must be a whole number from 1 to 24');
    expect(await msg('/api/games/mines/start', start({ coin: 'BTC', amount: '0.000000001' }))).toBe(
      'amount has more decimals than BTC allows (8)',
    );
    expect(await msg('/api/games/mines/start', start({ coin: 'DOGE', amount: '1000000' }))).toMatch(
      /^amount must be worth at most 10000 USD/,
    );
    expect(await ledgerMismatches(t.db)).toEqual([]);
  });

  it('a start replayed with its key answers the same game, sequentially and concurrently; another game with it is refused', async () => {
    const { client } = await register(t.app, 'mk');
    const body = start({ idempotencyKey: 'mines-key-0001' });
    const first = (await client.post<MinesStartResponse>('/api/games/mines/start', body)).body.data!;
    const again = await client.post<MinesStartResponse>('/api/games/mines/start', body);
    expect(again.body.data).toEqual(first);
    const before = await snapshot();
    const many = await Promise.all(Array.from({ length: 5 }, () => client.post<MinesStartResponse>('/api/games/mines/start', body)));
    for (const r of many) expect(r.body.data).toEqual(first);
    expect(await snapshot()).toBe(before);
    expect((await client.post('/api/games/mines/start', { ...body, mines: 4 })).body).toMatchObject({
      code: 400,
      msg: 'idempotencyKey was already used for a different game',
    });
    // Concurrent first starts with one new key (in another coin): one game, every answer the same.
    const key = start({ coin: 'BTC', amount: '0.0001', idempotencyKey: 'mines-key-0002' });
    const racing = await Promise.all(Array.from({ length: 6 }, () => client.post<MinesStartResponse>('/api/games/mines/start', key)));
    const ids = new Set(racing.map((r) => r.body.data?.gameId));
    expect([...ids]).toHaveLength(1);
    expect(await ledgerMismatches(t.db)).toEqual([]);
  });

  it('insufficient balance: refused, no game, no nonce taken', async () => {
    const { client } = await register(t.app, 'mn');
    const before = await snapshot();
    expect((await client.post('/api/games/mines/start', start({ amount: '5000' }))).body).toMatchObject({
      code: 400,
      msg: 'Insufficient balance',
    });
    expect(await snapshot()).toBe(before);
  });

  it('the seed pair cannot be rotated while a game is in play on it', async () => {
    const { client, user } = await register(t.app, 'mr');
    const game = (await client.post<MinesStartResponse>('/api/games/mines/start', start())).body.data!;
    const pairs = async () => (await t.db.query('SELECT id, state, nonce FROM seed_pairs WHERE user_id = $1 ORDER BY id', [user.id])).rows;
    const before = await pairs();
    expect((await client.post('/api/fairness/change', { clientSeed: 'new-seed' })).body).toMatchObject({
      code: 400,
      msg: 'Finish your mines game before changing seeds',
    });
    expect(await pairs()).toEqual(before);
    await client.post('/api/games/mines/reveal', { gameId: game.gameId, tile: safeTiles(await layoutOf(game.gameId))[0] });
    await client.post('/api/games/mines/cashout', { gameId: game.gameId });
    expect((await client.post('/api/fairness/change', { clientSeed: 'new-seed' })).body.code).toBe(200);
  });

  it('starts racing rotations: a game in play is never on a revealed pair', async () => {
    const { client, user } = await register(t.app, 'mz');
    for (let i = 0; i < 8; i++) {
      const [started] = await Promise.all([
        client.post<MinesStartResponse>('/api/games/mines/start', start()),
        client.post('/api/fairness/change', { clientSeed: `race-${i}` }),
      ]);
      const { rows } = await t.db.query(
        `SELECT r.id FROM mines_rounds r JOIN seed_pairs p ON p.id = r.seed_pair_id WHERE r.user_id = $1 AND r.state = 'active' AND p.state <> 'active'`,
        [user.id],
      );
      expect(rows).toEqual([]);
      const game = started.body.data!;
      await client.post('/api/games/mines/reveal', { gameId: game.gameId, tile: safeTiles(await layoutOf(game.gameId))[0] });
      expect((await client.post('/api/games/mines/cashout', { gameId: game.gameId })).body.code).toBe(200);
    }
    expect(await ledgerMismatches(t.db)).toEqual([]);
  });

  it('the moves share the per-user bet budget with instant bets', async () => {
    const limited = await buildOn(t.url, { BET_RATE_LIMIT_MAX: '3', BET_RATE_LIMIT_WINDOW_SEC: '60' });
    try {
      const { client } = await register(limited.app, 'mq');
      for (let i = 0; i < 2; i++) expect((await client.post('/api/games/dice/bet', diceBody('0'))).body.code).toBe(200);
      const game = await client.post<MinesStartResponse>('/api/games/mines/start', start());
      expect(game.body.code).toBe(200);
      const refused = await client.post('/api/games/mines/cashout', { gameId: game.body.data!.gameId });
      expect(refused.body).toMatchObject({ code: 429 });
      expect(refused.body.msg).toMatch(/^Too many bets, try again in \d+ s$/);
      expect((await client.post('/api/games/dice/bet', diceBody('0'))).body.code).toBe(429);
      expect((await new Client(limited.app).post('/api/games/mines/start', start())).body.code).toBe(401);
    } finally {
      await limited.close();
    }
  });
});
