import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Envelope } from '../../src/core/api';
import type { SettledBet } from '../../src/core/bets';
import { ints, settlementPayout, sha256Hex } from '../../src/core/fairness';
import {
  minesGame,
  minesMultiplier,
  minesPayout,
  type MinesRevealResponse,
  type MinesRoundState,
  type MinesSettledAnswer,
  type MinesStartResponse,
} from '../../src/core/games/mines';
import { MSG } from '../../src/core/socket';
import { Client, TestSocket, createTestApp, ledgerMismatches, listen, register, type TestApp } from './helpers';

let t: TestApp;
let base: string;

beforeAll(async () => {
  t = await createTestApp({ BET_RATE_LIMIT_MAX: '1000' });
  base = await listen(t.app);
});

afterAll(async () => {
  await t.close();
});

/** A request whose raw answer text is kept, to check that no secret is in it. */
async function call<T>(client: Client, method: 'GET' | 'POST', url: string, body?: unknown): Promise<{ text: string; body: Envelope<T> }> {
  const res = await t.app.inject({
    method,
    url,
    payload: body === undefined ? undefined : JSON.stringify(body),
    headers: { cookie: client.cookieHeader(), ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
  });
  return { text: res.payload, body: res.json() as Envelope<T> };
}

const start = (mines: number, extra: Record<string, unknown> = {}) => ({
  coin: 'USDT',
  amount: '1',
  balanceType: 'DEPOSIT',
  mines,
  ...extra,
});

async function layoutOf(gameId: number): Promise<number[]> {
  const { rows } = await t.db.query('SELECT layout FROM mines_rounds WHERE id = $1', [gameId]);
  return rows[0].layout;
}

const safeTiles = (layout: number[]) => Array.from({ length: 25 }, (_, i) => i).filter((i) => !layout.includes(i));

async function usdt(userId: number): Promise<string> {
  const { rows } = await t.db.query(`SELECT amount FROM balances WHERE user_id = $1 AND coin = 'USDT' AND kind = 'DEPOSIT'`, [userId]);
  return rows[0].amount;
}

describe('mines games', () => {
  it('start, reveal, cash out: exact payout, balance equals the ledger, the bet verifies once its seed is revealed', async () => {
    const { client, user } = await register(t.app, 'mh');
    const before = await usdt(user.id);
    const started = await call<MinesStartResponse>(client, 'POST', '/api/games/mines/start', start(3, { amount: '2.53' }));
    expect(started.body.code).toBe(200);
    const game = started.body.data!;
    expect(game).toMatchObject({ coin: 'USDT', amount: '2.530000', balanceType: 'DEPOSIT', mines: 3, revealed: [], multiplier: '1.00' });
    expect(game.nextMultiplier).toBe(minesMultiplier(3, 1));
    expect(Number(game.balance)).toBeCloseTo(Number(before) - 2.53, 6);
    expect(game.ledgerId).toBeGreaterThan(0);
    const layout = await layoutOf(game.gameId);
    const secret = JSON.stringify(layout);
    expect(started.text).not.toContain(secret);
    const [a, b] = safeTiles(layout);
    for (const [i, tile] of [a!, b!].entries()) {
      const r = await call<MinesRevealResponse>(client, 'POST', '/api/games/mines/reveal', { gameId: game.gameId, tile });
      expect(r.body.data).toMatchObject({ state: 'active', revealed: [a, b].slice(0, i + 1), multiplier: minesMultiplier(3, i + 1) });
      expect(r.text).not.toContain(secret);
      expect(r.text).not.toContain('layout');
    }
    const active = await call<MinesRoundState[]>(client, 'GET', '/api/games/mines/active');
    expect(active.body.data).toEqual([
      expect.objectContaining({ gameId: game.gameId, revealed: [a, b], multiplier: minesMultiplier(3, 2) }),
    ]);
    expect(active.text).not.toContain(secret);
    const out = await call<MinesSettledAnswer>(client, 'POST', '/api/games/mines/cashout', { gameId: game.gameId });
    expect(out.body.code).toBe(200);
    const { bet, balance, ledgerId } = out.body.data!;
    const payout = minesPayout('2.53', 3, 2, 'USDT');
    expect(bet).toMatchObject({ game: 'mines', win: true, payout, multiplier: minesMultiplier(3, 2), params: { mines: 3, tiles: [a, b] } });
    expect(bet.outcome.mines).toEqual(layout);
    expect(ledgerId).toBeGreaterThan(game.ledgerId!);
    expect(balance).toBe((Number(game.balance) + Number(payout)).toFixed(6));
    expect(await ledgerMismatches(t.db)).toEqual([]);
    const { rows: led } = await t.db.query(
      `SELECT reason, delta::text, ref FROM ledger WHERE user_id = $1 AND reason <> 'demo_credit' ORDER BY id`,
      [user.id],
    );
    expect(led).toEqual([
      { reason: 'bet', delta: '-2.530000000000000000', ref: `mines:${game.gameId}` },
      { reason: 'payout', delta: `${payout}000000000000`, ref: `bet:${bet.id}` },
    ]);
    expect((await call(client, 'GET', '/api/games/mines/active')).body.data).toEqual([]);
    // The bet is settled from the pair's stream: once the pair is rotated its seed reproduces outcome and payout.
    const rotated = await client.post<{ revealed: { serverSeed: string } }>('/api/fairness/change', { clientSeed: 'after-mines' });
    expect(rotated.body.code).toBe(200);
    const seed = rotated.body.data!.revealed.serverSeed;
    expect(sha256Hex(seed)).toBe(bet.serverSeedHash);
    const again = minesGame.settle(ints(seed, bet.clientSeed, bet.nonce, minesGame.ints), bet.params);
    expect(again.outcome).toEqual(bet.outcome);
    expect(settlementPayout(bet.amount, again, 'USDT')).toBe(bet.payout);
    // Until mines is registered its bets stay out of the lists, which keep working for its players.
    expect((await client.get<SettledBet[]>('/api/games/bets')).body.code).toBe(200);
  });

  it('a mine ends the game: the bet with the whole layout, no payout; the game takes no more moves', async () => {
    const { client, user } = await register(t.app, 'mb');
    const game = (await client.post<MinesStartResponse>('/api/games/mines/start', start(5))).body.data!;
    const layout = await layoutOf(game.gameId);
    const safe = safeTiles(layout)[0]!;
    await client.post('/api/games/mines/reveal', { gameId: game.gameId, tile: safe });
    const r = await client.post<MinesRevealResponse>('/api/games/mines/reveal', { gameId: game.gameId, tile: layout[2] });
    const ended = r.body.data as MinesSettledAnswer;
    expect(ended).toMatchObject({ state: 'settled', bet: { win: false, payout: '0.000000', multiplier: '0' } });
    expect(ended.bet.params).toEqual({ mines: 5, tiles: [safe, layout[2]] });
    expect(ended.bet.outcome).toEqual({ mines: layout });
    expect(ended.balance).toBe(game.balance);
    const { rows } = await t.db.query('SELECT state, revealed, bet_id FROM mines_rounds WHERE id = $1', [game.gameId]);
    expect(rows[0]).toEqual({ state: 'settled', revealed: [safe, layout[2]], bet_id: String(ended.bet.id) });
    const bets = await t.db.query('SELECT multiplier::text, win FROM bets WHERE id = $1', [ended.bet.id]);
    expect(bets.rows[0]).toEqual({ multiplier: `${minesMultiplier(5, 2)}0000000000000000`, win: false });
    for (const [url, body] of [
      ['/api/games/mines/reveal', { gameId: game.gameId, tile: safeTiles(layout)[1] }],
      ['/api/games/mines/cashout', { gameId: game.gameId }],
    ] as const) {
      expect((await client.post(url, body)).body).toMatchObject({ code: 400, msg: 'This mines game is already over' });
    }
    expect(await usdt(user.id)).toBe(`${game.balance}000000000000`);
  });

  it('the last safe tile cashes out by itself (24 mines: one tile, 24.75x)', async () => {
    const { client } = await register(t.app, 'ml');
    const game = (await client.post<MinesStartResponse>('/api/games/mines/start', start(24))).body.data!;
    expect(game.nextMultiplier).toBe('24.75');
    const tile = safeTiles(await layoutOf(game.gameId))[0]!;
    const r = (await client.post<MinesSettledAnswer>('/api/games/mines/reveal', { gameId: game.gameId, tile })).body.data!;
    expect(r).toMatchObject({ state: 'settled', bet: { win: true, multiplier: '24.75', payout: '24.750000' } });
    expect(Number(r.balance)).toBeCloseTo(Number(game.balance) + 24.75, 6);
  });

  it('concurrent starts: exactly one game in play per coin; the others are refused with a clear message', async () => {
    const { client, user } = await register(t.app, 'mc');
    const answers = await Promise.all(Array.from({ length: 10 }, () => client.post('/api/games/mines/start', start(3))));
    expect(answers.filter((a) => a.body.code === 200)).toHaveLength(1);
    for (const a of answers.filter((x) => x.body.code !== 200)) {
      expect(a.body).toMatchObject({ code: 400, msg: 'You already have a mines game in play in USDT: finish it before starting another' });
    }
    const { rows } = await t.db.query(`SELECT count(*)::int AS n FROM mines_rounds WHERE user_id = $1 AND state = 'active'`, [user.id]);
    expect(rows[0].n).toBe(1);
    // Another coin is another game.
    expect((await client.post('/api/games/mines/start', start(3, { coin: 'BTC', amount: '0.0001' }))).body.code).toBe(200);
    expect(await ledgerMismatches(t.db)).toEqual([]);
  });

  it('concurrent cash-outs pay once; concurrent reveals of one tile: one accepted', async () => {
    const { client, user } = await register(t.app, 'mx');
    const game = (await client.post<MinesStartResponse>('/api/games/mines/start', start(2))).body.data!;
    const tile = safeTiles(await layoutOf(game.gameId))[0]!;
    const reveals = await Promise.all(
      Array.from({ length: 10 }, () => client.post('/api/games/mines/reveal', { gameId: game.gameId, tile })),
    );
    expect(reveals.filter((r) => r.body.code === 200)).toHaveLength(1);
    for (const r of reveals.filter((x) => x.body.code !== 200))
      expect(r.body).toMatchObject({ code: 400, msg: `Tile ${tile} is already revealed` });
    const outs = await Promise.all(Array.from({ length: 10 }, () => client.post('/api/games/mines/cashout', { gameId: game.gameId })));
    expect(outs.filter((r) => r.body.code === 200)).toHaveLength(1);
    for (const r of outs.filter((x) => x.body.code !== 200))
      expect(r.body).toMatchObject({ code: 400, msg: 'This mines game is already over' });
    const { rows } = await t.db.query(`SELECT count(*)::int AS n FROM ledger WHERE user_id = $1 AND reason = 'payout'`, [user.id]);
    expect(rows[0].n).toBe(1);
    const bets = await t.db.query(`SELECT count(*)::int AS n FROM bets WHERE user_id = $1`, [user.id]);
    expect(bets.rows[0].n).toBe(1);
    expect(await ledgerMismatches(t.db)).toEqual([]);
  });

  it('socket: type 3 for the stake and the payout with their ledger ids, the bet in 208; no layout in any frame before the end', async () => {
    const { client, user } = await register(t.app, 'ms');
    const own = await TestSocket.open(base, { cookie: client.cookieHeader(), origin: base });
    const guest = await TestSocket.open(base, { origin: base });
    const game = (await client.post<MinesStartResponse>('/api/games/mines/start', start(4))).body.data!;
    const layout = await layoutOf(game.gameId);
    const debit = await own.next((f) => f.type === MSG.AMOUNT_CHANGE);
    expect(debit.data).toMatchObject({ coin: 'USDT', reason: 'bet', delta: '-1.000000', amount: game.balance, ledgerId: game.ledgerId });
    for (const tile of safeTiles(layout).slice(0, 3)) await client.post('/api/games/mines/reveal', { gameId: game.gameId, tile });
    await new Promise((resolve) => setTimeout(resolve, 400));
    const secret = JSON.stringify(layout);
    for (const f of [...own.frames, ...guest.frames]) expect(JSON.stringify(f)).not.toContain(secret);
    const out = (await client.post<MinesSettledAnswer>('/api/games/mines/cashout', { gameId: game.gameId })).body.data!;
    const paid = await own.next((f) => f.type === MSG.AMOUNT_CHANGE);
    expect(paid.data).toMatchObject({ reason: 'payout', amount: out.balance, ledgerId: out.ledgerId, delta: out.bet.payout });
    const live = await guest.next((f) => f.type === MSG.LIVE_BETS && JSON.stringify(f).includes(`"id":${out.bet.id}`));
    const entry = (live.data as { list: { id: number }[] }).list.find((b) => b.id === out.bet.id);
    expect(entry).toMatchObject({ game: 'mines', gameCode: 10005, gameName: 'mines', userName: user.nickName, payout: out.bet.payout });
    expect(JSON.stringify(entry)).not.toContain('serverSeed"');
    own.close();
    guest.close();
  });
});
