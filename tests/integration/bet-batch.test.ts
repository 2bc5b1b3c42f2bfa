import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BetResponse } from '../../src/core/bets';
import { Decimal } from '../../src/core/money';
import { OVERDRAW_CONSTRAINT } from '../../server/money/moves';
import { BetWriter } from '../../server/games/bets/betBatch';
import { IDEMPOTENCY_CONSTRAINT, type BetWrite, type BetWritten } from '../../server/games/bets/betStatement';
import { activePair } from '../../server/games/fairness/seeds';
import { buildOn, createTestApp, diceBody, ledgerMismatches, register, type TestApp } from './helpers';

// The bet writer batches the bets of different players that arrive while its statement slots are busy (see
// server/games/bets/betBatch.ts). These tests force batches (one slot) and check that a batch keeps every guarantee of
// the single statement, bet by bet.

let t: TestApp;
let pool: pg.Pool;

beforeAll(async () => {
  t = await createTestApp({ BET_RATE_LIMIT_MAX: '1000' });
  pool = new pg.Pool({ connectionString: t.url, max: 4 });
});

afterAll(async () => {
  await pool.end();
  await t.close();
});

/** Registers n players (1000 USDT of demo funds each) and returns their ids. */
async function players(n: number, prefix: string): Promise<number[]> {
  const users = await Promise.all(Array.from({ length: n }, () => register(t.app, prefix)));
  return users.map((u) => u.user.id);
}

/** A dice bet of `stake` USDT for the player's active pair at its current nonce: a loss, or a win paying 1.98x. */
async function betWrite(userId: number, stake: string, over: Partial<BetWrite> = {}): Promise<BetWrite> {
  const pair = await activePair(t.db, userId);
  const win = over.win ?? false;
  const payout = win ? new Decimal(stake).times('1.98').toFixed() : '0';
  return {
    userId,
    pairId: pair.id,
    nonce: pair.nonce,
    game: 'dice',
    coin: 'USDT',
    kind: 'DEPOSIT',
    stake,
    multiplier: '1.98',
    payout,
    win,
    paid: win,
    params: { target: '50.50', condition: 'over' },
    outcome: { roll: win ? '75.00' : '25.00' },
    idempotencyKey: null,
    session: null,
    ...over,
  };
}

async function balance(userId: number): Promise<string> {
  const { rows } = await t.db.query(`SELECT amount::text FROM balances WHERE user_id = $1 AND coin = 'USDT' AND kind = 'DEPOSIT'`, [
    userId,
  ]);
  return rows[0].amount;
}

async function pairNonce(userId: number): Promise<number> {
  return (await activePair(t.db, userId)).nonce;
}

/** Sends the writes at once through a writer with one statement slot: the first goes alone, the rest as one batch. */
async function atOnce(writer: BetWriter, writes: BetWrite[]): Promise<PromiseSettledResult<BetWritten | null>[]> {
  return Promise.allSettled(writes.map((w) => writer.write(w)));
}

describe('batched bet statements', () => {
  it('a batch settles each bet as the single statement would: rows, balances, ledger ids, nonces', async () => {
    const writer = new BetWriter(pool, { inFlight: 1 });
    const ids = await players(6, 'bat');
    const writes = await Promise.all(ids.map((id, i) => betWrite(id, String(i + 1), { win: i % 2 === 0 })));
    // A free bet (no stake) rides along: it takes a nonce, moves nothing and answers the balance as it is.
    writes.push(await betWrite((await players(1, 'free'))[0]!, '0'));
    const results = await atOnce(writer, writes);
    expect(writer.stats).toMatchObject({ batches: 1, batchedBets: writes.length - 1, replayedSingly: 0 });
    for (const [i, r] of results.entries()) {
      const w = writes[i]!;
      expect(r.status).toBe('fulfilled');
      const written = (r as PromiseFulfilledResult<BetWritten | null>).value!;
      const expected = new Decimal(1000).minus(w.stake).plus(w.payout);
      expect(new Decimal(written.balance).eq(expected), `player ${i}`).toBe(true);
      expect(new Decimal(await balance(w.userId)).eq(expected)).toBe(true);
      expect(await pairNonce(w.userId)).toBe(w.nonce + 1);
      const bet = await t.db.query('SELECT user_id, amount::text, payout::text, nonce FROM bets WHERE id = $1', [written.id]);
      expect(bet.rows[0]).toMatchObject({ user_id: w.userId });
      expect(new Decimal(bet.rows[0].amount).eq(w.stake)).toBe(true);
      const ledger = await t.db.query(`SELECT id, reason FROM ledger WHERE ref = $1 ORDER BY id`, [`bet:${written.id}`]);
      expect(written.ledger_ids).toEqual(ledger.rows.map((l) => l.id));
      expect(ledger.rows.map((l) => l.reason)).toEqual([...(w.stake === '0' ? [] : ['bet']), ...(w.win ? ['payout'] : [])]);
    }
    expect(await ledgerMismatches(t.db)).toEqual([]);
  });

  it('a stale pair or a revoked session in a batch writes nothing for that player; the others settle', async () => {
    const writer = new BetWriter(pool, { inFlight: 1 });
    const ids = await players(5, 'stal');
    const writes = await Promise.all(ids.map((id) => betWrite(id, '1')));
    // Player 2's outcome was computed on a nonce another process has since taken.
    writes[2] = { ...writes[2]!, nonce: writes[2]!.nonce + 1 };
    // Player 3's session was revoked (the bet statement checks it when given).
    const { rows } = await t.db.query('UPDATE sessions SET revoked_at = now() WHERE user_id = $1 RETURNING id', [ids[3]]);
    writes[3] = { ...writes[3]!, session: { id: rows[0].id, idleMs: 3_600_000 } };
    // Player 4's live session rides along and is accepted.
    const live = await t.db.query('SELECT id FROM sessions WHERE user_id = $1', [ids[4]]);
    writes[4] = { ...writes[4]!, session: { id: live.rows[0].id, idleMs: 3_600_000 } };
    const results = await atOnce(writer, writes);
    expect(writer.stats.batches).toBe(1);
    const values = results.map((r) => (r.status === 'fulfilled' ? r.value : r.reason));
    expect(values[2]).toBeNull();
    expect(values[3]).toBeNull();
    for (const i of [0, 1, 4]) expect((values[i] as BetWritten).balance).toMatch(/^999(\.0+)?$/);
    for (const i of [2, 3]) {
      expect(await balance(ids[i]!)).toMatch(/^1000(\.0+)?$/);
      expect(await pairNonce(ids[i]!)).toBe(0);
    }
    expect(await ledgerMismatches(t.db)).toEqual([]);
  });

  it('an overdraw or a reused idempotency key fails the batch, which runs bet by bet: only that bet is refused', async () => {
    const writer = new BetWriter(pool, { inFlight: 1 });
    const ids = await players(5, 'refu');
    // Player 0 has already settled a bet under this key.
    const first = await betWrite(ids[0]!, '1', { idempotencyKey: 'batch-key-000001' });
    expect(await writer.write(first)).not.toBeNull();
    const writes = await Promise.all(ids.map((id) => betWrite(id, '2')));
    writes[0] = { ...writes[0]!, idempotencyKey: 'batch-key-000001' };
    writes[3] = { ...writes[3]!, stake: '1000.000001' };
    const lead = await betWrite((await players(1, 'lead'))[0]!, '1');
    const results = await atOnce(writer, [lead, ...writes]);
    expect(writer.stats).toMatchObject({ batches: 1, batchedBets: 5, replayedSingly: 1 });
    const [, ...mine] = results;
    expect(mine[0]).toMatchObject({ status: 'rejected', reason: { constraint: IDEMPOTENCY_CONSTRAINT } });
    expect(mine[3]).toMatchObject({ status: 'rejected', reason: { constraint: OVERDRAW_CONSTRAINT } });
    for (const i of [1, 2, 4]) expect((mine[i] as PromiseFulfilledResult<BetWritten>).value.balance).toMatch(/^998(\.0+)?$/);
    expect(await balance(ids[0]!)).toMatch(/^999(\.0+)?$/);
    expect(await balance(ids[3]!)).toMatch(/^1000(\.0+)?$/);
    expect(await pairNonce(ids[3]!)).toBe(0);
    expect(await pairNonce(ids[0]!)).toBe(1);
    expect(await ledgerMismatches(t.db)).toEqual([]);
  });

  it('many players on two processes, stakes beyond their balances: no overdraw, no double pay, gapless nonces', async () => {
    const other = await buildOn(t.url, { BET_RATE_LIMIT_MAX: '1000' });
    try {
      const users = await Promise.all(Array.from({ length: 12 }, () => register(t.app, 'two')));
      // Each player's session is valid on both processes (one database); 1000 USDT covers 10 stakes of 100.
      const [a, b] = [t.app.bets.writer.stats.batches, other.app.bets.writer.stats.batches];
      const answers = await Promise.all(
        users.flatMap((u) =>
          Array.from({ length: 16 }, (_, i) => {
            const app = i % 2 ? other.app : t.app;
            return app
              .inject({
                method: 'POST',
                url: '/api/games/dice/bet',
                headers: { cookie: u.client.cookieHeader(), 'content-type': 'application/json' },
                payload: diceBody('100', {
                  target: '0.01',
                  condition: 'under',
                  idempotencyKey: `two-${u.user.id}-${String(i).padStart(8, '0')}`,
                }),
              })
              .then((r) => ({ userId: u.user.id, body: r.json() as { code: number; msg: string; data?: BetResponse } }));
          }),
        ),
      );
      expect(t.app.bets.writer.stats.batches - a + other.app.bets.writer.stats.batches - b).toBeGreaterThan(0);
      for (const ans of answers)
        expect(ans.body.code === 200 || ans.body.msg === 'Insufficient balance', JSON.stringify(ans.body)).toBe(true);
      for (const u of users) {
        const ok = answers.filter((x) => x.userId === u.user.id && x.body.code === 200).map((x) => x.body.data!.bet);
        const paid = ok.reduce((s, bet) => s.plus(bet.payout), new Decimal(0));
        expect(new Decimal(await balance(u.user.id)).eq(new Decimal(1000).minus(ok.length * 100).plus(paid))).toBe(true);
        if (paid.isZero()) expect(ok).toHaveLength(10);
        const { rows } = await t.db.query('SELECT nonce FROM bets WHERE user_id = $1 ORDER BY nonce', [u.user.id]);
        expect(rows.map((r) => Number(r.nonce))).toEqual(Array.from({ length: ok.length }, (_, i) => i));
      }
      expect(await ledgerMismatches(t.db)).toEqual([]);
    } finally {
      await other.close();
    }
  });
});
