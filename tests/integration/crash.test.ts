import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  crashPoint,
  hundredthsText,
  msAtHundredths,
  previousCrashHash,
  type CrashBetAnswer,
  type LiveCrashBet,
  type SettledCrashBet,
  type CrashRoundRecord,
  type CrashState,
} from '../../src/core/games/crash';
import { createHash } from 'node:crypto';
import type { ProtectionState } from '../../src/core/protection';
import pg from 'pg';
import { gameHash, readChain, storeChain } from '../../server/games/crash/chain';
import { buildOn, createDatabase, ledgerMismatches, moneySnapshot, register, type TestApp } from './helpers';

// The crash server on a real PostgreSQL: the chain, a loop with short phases, bets, cash-outs by hand and at the auto
// target, the crash, and a round left running by a stopped loop voided and refunded by the next one.
const LOOP = { CRASH_LOOP: '1', CRASH_BETTING_MS: '2000', CRASH_CRASHED_MS: '150', CRASH_TICK_MS: '50', BET_RATE_LIMIT_MAX: '1000' };

const SALT = 'highstakes-crash-salt-v1';
const LENGTH = 1000;
const SHORT_GAMES = 8;

/**
 * A chain whose first games all crash between 1.05x and 2.00x, so every round of this file ends within 12 s and the
 * auto target 1.01x is always reached: the first seed of a fixed sequence that gives it (the same seed every run).
 */
function shortSeed(): Buffer {
  for (let i = 0; ; i++) {
    const seed = createHash('sha256').update(`crash-test-${i}`).digest();
    const games: string[] = [];
    let h: Buffer = seed;
    for (let k = 0; k < LENGTH; k++) {
      if (k >= LENGTH - SHORT_GAMES) games.push(h.toString('hex'));
      h = createHash('sha256').update(h).digest();
    }
    const points = games.map((g) => Number(crashPoint(g, SALT)));
    if (points.every((p) => p >= 1.05 && p <= 2)) return seed;
  }
}

let t: TestApp;

beforeAll(async () => {
  const url = await createDatabase({ migrated: true });
  const pool = new pg.Pool({ connectionString: url, max: 2 });
  await storeChain(pool, shortSeed(), { length: LENGTH, salt: SALT });
  await pool.end();
  t = await buildOn(url, LOOP);
});

afterAll(async () => {
  await t.close();
});

/** Polls `read` until `done` holds (a condition, never a fixed delay); fails after `ms`. */
async function until<T>(read: () => Promise<T>, done: (v: T) => boolean, ms = 20_000): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const v = await read();
    if (done(v)) return v;
    if (Date.now() > end) throw new Error(`condition not met in ${ms} ms: ${JSON.stringify(v)}`);
    await new Promise((r) => setTimeout(r, 20));
  }
}

const state = async () => (await t.app.inject({ method: 'GET', url: '/api/games/crash/state' })).json().data as CrashState | null;
// A round taking bets for at least 1.5 s more: the bets of a step land in it even on a loaded machine (a request can
// take hundreds of milliseconds there).
const bettingRound = async (): Promise<CrashState> =>
  (await until(state, (s) => s?.phase === 'betting' && s.bettingEndsAt - s.serverTime > 1500))!;
const bet = (amount: string, extra: Record<string, unknown> = {}) => ({ coin: 'USDT', amount, balanceType: 'DEPOSIT', ...extra });

describe('crash chain', () => {
  it('game g is played with h(length - g): SHA-256 of game 1 is the terminating hash, each game hashes to the one before', async () => {
    const chain = (await readChain(t.db))!;
    expect(chain).toMatchObject({ length: LENGTH, checkpointEvery: 1000, salt: SALT });
    expect(previousCrashHash(await gameHash(t.db, chain, 1))).toBe(chain.terminatingHash);
    for (const g of [2, 999, 1000]) {
      expect(previousCrashHash(await gameHash(t.db, chain, g))).toBe(await gameHash(t.db, chain, g - 1));
    }
    await expect(gameHash(t.db, chain, LENGTH + 1)).rejects.toThrow(RangeError);
    const pub = (await t.app.inject({ method: 'GET', url: '/api/games/crash/chain' })).json().data;
    expect(pub).toEqual({ terminatingHash: chain.terminatingHash, salt: chain.salt, length: LENGTH });
  });
});

describe('crash rounds', () => {
  it('bets in the betting phase, a cash-out by hand and one at the auto target, the crash; every bet settled once', async () => {
    const a = await register(t.app, 'ca');
    const b = await register(t.app, 'cb');
    const round = await bettingRound();
    // Nothing secret while the round is open.
    expect(round.crashPoint).toBeNull();
    expect(round.hash).toBeNull();
    const rowBefore = (await t.db.query('SELECT crash_point, crash_ms, hash FROM crash_rounds WHERE id = $1', [round.roundId])).rows[0];
    expect(JSON.stringify(round)).not.toContain(rowBefore.hash);

    const placed = await a.client.post<CrashBetAnswer>('/api/games/crash/bet', bet('10', { autoCashout: '1.01' }));
    expect(placed.body.code).toBe(200);
    expect(placed.body.data!.bet).toMatchObject({ roundId: round.roundId, amount: '10.000000', autoCashout: '1.01', state: 'active' });
    expect(placed.body.data!.balance).toBe('990.000000');
    expect(placed.body.data!.ledgerId).toEqual(expect.any(Number));
    expect((await b.client.post('/api/games/crash/bet', bet('5'))).body.code).toBe(200);
    // One bet per player per round.
    const again = await a.client.post('/api/games/crash/bet', bet('1'));
    expect(again.body).toMatchObject({ code: 400, msg: 'You already have a bet on this round' });
    // Not running yet: no cash-out.
    expect((await b.client.post('/api/games/crash/cashout', { roundId: round.roundId })).body.msg).toBe('The round has not started yet');

    const crash = rowBefore.crash_point as number;
    // b cashes out as soon as the round runs (when it crashes at 1.00x there is nothing to cash out).
    const running = (await until(state, (s) => s?.roundId !== round.roundId || s.phase !== 'betting'))!;
    const out = await b.client.post<CrashBetAnswer>('/api/games/crash/cashout', { roundId: round.roundId });
    const ended = (await until(state, (s) => s?.roundId === round.roundId && s.phase === 'crashed'))!;
    expect(running.roundId).toBe(round.roundId);
    expect(ended.crashPoint).toBe(hundredthsText(crash));
    expect(ended.hash).toBe(rowBefore.hash);
    expect(crashPoint(ended.hash!, 'highstakes-crash-salt-v1')).toBe(ended.crashPoint);
    expect(ended.elapsedMs).toBe(msAtHundredths(crash));

    const bets = (
      await t.db.query(
        'SELECT user_id, amount, auto_cashout, state, cashout_at, cashout_ms, payout FROM crash_bets WHERE round_id = $1 ORDER BY id',
        [round.roundId],
      )
    ).rows;
    expect(bets).toHaveLength(2);
    const [betA, betB] = bets;
    // a: the auto target 1.01x pays exactly 10.1 when the round got past it, else the bet lost.
    expect(crash).toBeGreaterThan(101);
    expect(betA).toMatchObject({ state: 'cashed', cashout_at: 101, cashout_ms: msAtHundredths(101), payout: '10.100000000000000000' });
    // b: paid below the crash point, at the curve's value for its time; or refused because the round was already over.
    if (out.body.code === 200) {
      expect(betB.state).toBe('cashed');
      expect(betB.cashout_at).toBeLessThan(crash);
      expect(betB.cashout_ms).toBeLessThan(msAtHundredths(crash));
      expect(out.body.data!.bet.cashoutAt).toBe(hundredthsText(betB.cashout_at));
    } else {
      expect(out.body.msg).toMatch(/Too late|over/);
      expect(betB.state).toBe('lost');
    }
    // A second cash-out pays nothing more.
    const second = await b.client.post<CrashBetAnswer>('/api/games/crash/cashout', { roundId: round.roundId });
    if (betB.state === 'cashed') expect(second.body.data!.ledgerId).toBeNull();
    const payouts = (await t.db.query(`SELECT count(*)::int AS n FROM ledger WHERE reason = 'payout' AND ref LIKE 'crash:%'`)).rows[0].n;
    expect(payouts).toBe(bets.filter((x) => x.state === 'cashed').length);
    expect(await ledgerMismatches(t.db)).toEqual([]);
  });

  it("holds a crash stake to the player's limits, as every stake: the stake cap refuses it, the wager limit counts it", async () => {
    const p = await register(t.app, 'cp');
    expect((await p.client.post('/v1/protection/limit', { kind: 'stake', amount: '5' })).body.code).toBe(200);
    expect((await p.client.post('/v1/protection/limit', { kind: 'wager', period: 'day', amount: '8' })).body.code).toBe(200);
    const round = await bettingRound();
    const snapshot = await moneySnapshot(t.db);
    const over = await p.client.post('/api/games/crash/bet', bet('6', { autoCashout: '1.01' }));
    expect(over.body).toMatchObject({ code: 400, msg: 'Your stake limit is 5 USD a bet (this one is 6 USD)' });
    expect(await moneySnapshot(t.db)).toBe(snapshot);
    const placed = await p.client.post<CrashBetAnswer>('/api/games/crash/bet', bet('5', { autoCashout: '1.01' }));
    expect(placed.body.code, placed.body.msg).toBe(200);
    expect(placed.body.data!.bet.roundId).toBe(round.roundId);
    const limits = (await p.client.get<ProtectionState>('/v1/protection')).body.data!.limits;
    expect(limits.find((l) => l.kind === 'wager')).toMatchObject({ used: '5.00' });
    // 3 USD of the wager limit is left, whatever the crash bet does: a 4 USD stake anywhere is refused.
    const dice = await p.client.post('/api/games/dice/bet', {
      coin: 'USDT',
      amount: '4',
      balanceType: 'DEPOSIT',
      target: '50.50',
      condition: 'over',
    });
    expect(dice.body.msg).toMatch(/^This stake \(4 USD\) would go over your 24-hour wager limit of 8 USD \(5 USD used\)/);
    expect(await ledgerMismatches(t.db)).toEqual([]);
  });

  it("lists everyone's latest settled crash bets for the crash page's All bets, with every game's", async () => {
    const a = await register(t.app, 'cl');
    const round = await bettingRound();
    expect((await a.client.post('/api/games/crash/bet', bet('3', { autoCashout: '1.01' }))).body.code).toBe(200);
    const live = async (query = '?game=crash') =>
      (await t.app.inject({ method: 'GET', url: `/api/games/bets/live${query}` })).json().data as LiveCrashBet[];
    // While the bet is in the round it is on the round's players list, not here.
    expect((await live()).some((b) => b.roundId === round.roundId)).toBe(false);
    const ended = (await until(state, (s) => s?.roundId === round.roundId && s.phase === 'crashed'))!;
    // (The test before may have a bet in the same round.)
    const listed = (await live()).find((b) => b.roundId === round.roundId && b.userName === a.user.nickName)!;
    expect(listed).toMatchObject({
      game: 'crash',
      gameName: 'crash',
      userName: a.user.nickName,
      amount: '3.000000',
      crashPoint: ended.crashPoint,
      state: 'cashed',
      cashoutAt: '1.01',
      multiplier: '1.01',
      win: true,
      payout: '3.030000',
    });
    // The same bet in every game's feed, numbered as a bets row.
    expect((await live('')).find((b) => b.id === listed.id)).toEqual(listed);
    const row = (await t.db.query('SELECT bet_id FROM crash_bets WHERE round_id = $1 AND user_id = $2', [round.roundId, a.user.id]))
      .rows[0];
    expect(Number(row.bet_id)).toBe(listed.id);
    expect(listed.createdAt).toMatch(/^\d{4}-\d\d-\d\dT/);
    expect((await live()).length).toBeLessThanOrEqual(30);
  });

  it('refuses malformed bets, changing nothing', async () => {
    const { client } = await register(t.app, 'cm');
    await bettingRound();
    const before = await moneySnapshot(t.db);
    for (const [body, msg] of [
      [bet('1', { autoCashout: '1.00' }), 'autoCashout must be a multiplier from 1.01'],
      [bet('1', { autoCashout: '2.555' }), 'autoCashout must be a multiplier from 1.01'],
      [bet('1', { autoCashout: 2 }), 'autoCashout must be a multiplier from 1.01'],
      [bet('-1'), 'amount must be a plain non-negative decimal'],
      [bet('1', { roundId: 3 }), 'Unknown field: roundId'],
      [bet('5000'), 'Insufficient balance'],
      [{ ...bet('1'), coin: 'XXX' }, 'coin must be one of'],
    ] as const) {
      const res = await client.post('/api/games/crash/bet', body);
      expect(res.body.code, JSON.stringify(body)).toBe(400);
      expect(res.body.msg).toContain(msg);
    }
    for (const body of [{}, { roundId: 0 }, { roundId: 'x' }, { roundId: 1.5 }]) {
      expect((await client.post('/api/games/crash/cashout', body)).body.code).toBe(400);
    }
    expect((await client.post('/api/games/crash/cashout', { roundId: 999_999 })).body.msg).toBe('You have no bet on round 999999');
    expect(await moneySnapshot(t.db)).toBe(before);
  });

  it('a bet re-sent with its key answers the first; a different bet under the same key is refused', async () => {
    const { client } = await register(t.app, 'ck');
    await bettingRound();
    const body = bet('2', { autoCashout: '3.50', idempotencyKey: 'crash-key-1' });
    const first = await client.post<CrashBetAnswer>('/api/games/crash/bet', body);
    const second = await client.post<CrashBetAnswer>('/api/games/crash/bet', body);
    expect(first.body.code).toBe(200);
    expect(second.body.data!.bet.id).toBe(first.body.data!.bet.id);
    expect(second.body.data!.balance).toBe('998.000000');
    const other = await client.post('/api/games/crash/bet', { ...body, amount: '3' });
    expect(other.body).toMatchObject({ code: 400, msg: 'idempotencyKey was already used for a different bet' });
  });

  it('a round left running when its loop stops is voided by the next loop and every stake still in is refunded', async () => {
    const other = await buildOn(t.url, { CRASH_LOOP: '0' });
    const { client } = await register(other.app, 'cv');
    const round = await bettingRound();
    expect((await client.post('/api/games/crash/bet', bet('7', { autoCashout: '1000000' }))).body.code).toBe(200);
    await until(state, (s) => s?.roundId === round.roundId && s.phase === 'running');
    // The leader goes away mid-round (as a killed process would).
    await t.app.crashLeader.stop();
    expect((await t.db.query('SELECT phase FROM crash_rounds WHERE id = $1', [round.roundId])).rows[0].phase).toBe('running');
    other.app.crashLeader.start();
    const voided = await until(
      async () => (await t.db.query('SELECT phase FROM crash_rounds WHERE id = $1', [round.roundId])).rows[0].phase as string,
      (p) => p === 'voided',
    );
    expect(voided).toBe('voided');
    const mine = (await t.db.query(`SELECT state, payout FROM crash_bets WHERE round_id = $1`, [round.roundId])).rows;
    expect(mine.every((x) => x.state === 'refunded' || x.state === 'cashed')).toBe(true);
    expect((await client.get<{ list: { amount: string }[] }>('/v1/account/findBalance')).body.code).toBe(200);
    const refund = (await t.db.query(`SELECT delta FROM ledger WHERE reason = 'refund' AND ref LIKE 'crash:%'`)).rows;
    expect(refund.map((r) => r.delta)).toContain('7.000000000000000000');
    expect(await ledgerMismatches(t.db)).toEqual([]);
    // The next round follows on the chain.
    await until(state, (s) => s !== null && s.roundId === round.roundId + 1);
    await other.close();
  });

  it('the payout cap cashes everyone still in out once paying them would reach it', async () => {
    // The rounds before ran under the default cap; this leader has a cap of 1 USD, reached by a 10 USDT bet at once.
    const capped = await buildOn(t.url, { ...LOOP, CRASH_MAX_PAYOUT_USD: '1' });
    capped.app.crashLeader.start();
    const { client } = await register(capped.app, 'cc');
    const round = await bettingRound();
    expect((await client.post('/api/games/crash/bet', bet('10'))).body.code).toBe(200);
    const settled = await until(
      async () =>
        (
          await t.db.query(
            'SELECT b.state, b.cashout_at, b.payout, r.crash_point FROM crash_bets b JOIN crash_rounds r ON r.id = b.round_id WHERE b.round_id = $1 AND b.amount = 10',
            [round.roundId],
          )
        ).rows[0],
      (r) => r !== undefined && r.state !== 'active',
    );
    expect(settled.state).toBe('cashed');
    expect(settled.cashout_at).toBeLessThan(settled.crash_point);
    expect(Number(settled.payout)).toBeCloseTo((10 * settled.cashout_at) / 100, 6);
    expect(await ledgerMismatches(t.db)).toEqual([]);
    await capped.close();
  });
});

describe('crash history', () => {
  it('publishes finished rounds newest first, each hash chaining to the one before, and never the open round', async () => {
    // The loop of the tests above has stopped: a leader of its own (it voids a round left running, if any).
    const leader = await buildOn(t.url, LOOP);
    leader.app.crashLeader.start();
    const { client } = await register(t.app, 'ch');
    const round = await bettingRound();
    expect((await client.post('/api/games/crash/bet', bet('2'))).body.code).toBe(200);
    // A bet still in its round is no settled bet yet: not in the player's history.
    const open = await client.get<SettledCrashBet[]>('/api/games/bets?game=crash');
    expect(open.body.data!.some((b) => b.roundId === round.roundId)).toBe(false);
    const rounds = (await client.get<CrashRoundRecord[]>('/api/games/crash/rounds')).body.data!;
    expect(rounds.length).toBeGreaterThan(1);
    expect(rounds.every((r) => r.roundId < round.roundId)).toBe(true);
    const secret = (await t.db.query('SELECT hash FROM crash_rounds WHERE id = $1', [round.roundId])).rows[0].hash as string;
    expect(JSON.stringify(open.body) + JSON.stringify(rounds)).not.toContain(secret);
    for (const [i, r] of rounds.entries()) {
      expect(crashPoint(r.hash, SALT)).toBe(r.crashPoint);
      const older = rounds[i + 1];
      if (older && older.roundId === r.roundId - 1) expect(previousCrashHash(r.hash)).toBe(older.hash);
    }
    // Paging: older than a round.
    const page = (await client.get<CrashRoundRecord[]>(`/api/games/crash/rounds?before=${rounds[0]!.roundId}`)).body.data!;
    expect(page[0]).toEqual(rounds[1]);

    // Once the round is over, the player's lost bet is a settled bet of their history, with its round's result.
    await until(state, (s) => s?.roundId === round.roundId && s.phase === 'crashed');
    const [mine] = (await client.get<SettledCrashBet[]>('/api/games/bets?game=crash')).body.data!;
    expect(mine).toMatchObject({ game: 'crash', roundId: round.roundId, state: 'lost', multiplier: '0', win: false, hash: secret });
    expect(mine!.crashPoint).toBe(crashPoint(secret, SALT));
    // One bet for anyone, by its bets id like any bet: its round's hash once the round is over.
    const one = await t.app.inject({ method: 'GET', url: `/api/games/bets/${mine!.id}` });
    expect(one.json().data as SettledCrashBet).toEqual(mine);
    await leader.close();
  });

  it('refuses a bad query and a guest asking for their bets', async () => {
    const guest = await t.app.inject({ method: 'GET', url: '/api/games/bets?game=crash' });
    expect(guest.json().code).not.toBe(200);
    for (const q of ['before=abc', 'before=0', 'before=1e3', 'before=', 'page=2', `before=${'9'.repeat(17)}`]) {
      const res = (await t.app.inject({ method: 'GET', url: `/api/games/crash/rounds?${q}` })).json();
      expect(res.code, q).toBe(400);
      expect(res.msg, q).toMatch(/before|page/);
    }
  });
});
