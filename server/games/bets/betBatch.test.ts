import { describe, expect, it } from 'vitest';
import type { Queryable } from '../../db/pool';
import { BetWriter } from './betBatch';
import type { BetWrite, BetWritten } from './betStatement';

interface Call {
  name: string;
  users: number[];
  answer(rows: object[]): void;
  fail(error: unknown): void;
}

/** A database whose statements wait until the test answers them. */
function fakeDb(): { db: Queryable; calls: Call[] } {
  const calls: Call[] = [];
  const db = {
    query(q: { name: string; values: unknown[] }) {
      return new Promise((resolve, reject) => {
        const users = q.name === 'bet-write-batch' ? (q.values[0] as number[]) : [q.values[0] as number];
        calls.push({ name: q.name, users, answer: (rows) => resolve({ rows }), fail: reject });
      });
    },
  } as unknown as Queryable;
  return { db, calls };
}

const write = (userId: number): BetWrite => ({
  userId,
  pairId: userId,
  nonce: 0,
  game: 'dice',
  coin: 'USDT',
  kind: 'DEPOSIT',
  stake: '1',
  multiplier: '2',
  payout: '0',
  win: false,
  paid: false,
  params: {},
  outcome: {},
  idempotencyKey: null,
  session: null,
});

const row = (userId: number, withUser = true): object => ({
  ...(withUser ? { user_id: userId } : {}),
  id: String(100 + userId),
  created_at: new Date(0),
  balance: '9',
  ledger_ids: ['1'],
  nick_name: `p${userId}`,
  privacy: 0,
});

const settle = () => new Promise((resolve) => setImmediate(resolve));

describe('BetWriter', () => {
  it('sends a bet alone while a slot is free, and the bets that arrive meanwhile together, sorted by player', async () => {
    const { db, calls } = fakeDb();
    const writer = new BetWriter(db, { inFlight: 1 });
    const first = writer.write(write(5));
    const rest = [9, 2, 7].map((u) => writer.write(write(u)));
    await settle();
    expect(calls.map((c) => [c.name, c.users])).toEqual([['bet-write', [5]]]);
    calls[0]!.answer([row(5, false)]);
    expect((await first)?.id).toBe('105');
    await settle();
    expect(calls[1]).toMatchObject({ name: 'bet-write-batch', users: [2, 7, 9] });
    // Player 7's pair moved on: no row for it, null to its caller (BetService reads the pair again).
    calls[1]!.answer([row(2), row(9)]);
    const answers = await Promise.all(rest);
    expect(answers.map((a) => a?.id ?? null)).toEqual(['109', '102', null]);
    expect(answers[0]).not.toHaveProperty('user_id');
    expect(writer.stats).toEqual({ batches: 1, batchedBets: 3, replayedSingly: 0 });
  });

  it("holds a player's second bet for a later statement and caps a batch at maxBatch", async () => {
    const { db, calls } = fakeDb();
    const writer = new BetWriter(db, { inFlight: 1, maxBatch: 3 });
    const all = [1, 2, 2, 3, 4, 5].map((u) => writer.write(write(u)));
    await settle();
    calls[0]!.answer([row(1, false)]);
    await settle();
    expect(calls[1]!.users).toEqual([2, 3, 4]);
    calls[1]!.answer([row(2), row(3), row(4)]);
    await settle();
    expect(calls[2]!.users).toEqual([2, 5]);
    calls[2]!.answer([row(2), row(5)]);
    expect((await Promise.all(all)).every((a) => a !== null)).toBe(true);
  });

  it('runs a refused batch bet by bet, and answers a lost connection to every bet of the batch', async () => {
    const { db, calls } = fakeDb();
    const writer = new BetWriter(db, { inFlight: 1 });
    const lead = writer.write(write(1));
    const batch = [2, 3].map((u) =>
      writer.write(write(u)).then(
        (v: BetWritten | null) => v?.id,
        (e: Error) => e.message,
      ),
    );
    await settle();
    calls[0]!.answer([row(1, false)]);
    await lead;
    await settle();
    calls[1]!.fail(Object.assign(new Error('check'), { constraint: 'ledger_balance_after_check' }));
    await settle();
    expect(calls.slice(2).map((c) => [c.name, c.users])).toEqual([
      ['bet-write', [2]],
      ['bet-write', [3]],
    ]);
    calls[2]!.answer([row(2, false)]);
    calls[3]!.fail(new Error('Insufficient'));
    expect(await Promise.all(batch)).toEqual(['102', 'Insufficient']);
    expect(writer.stats.replayedSingly).toBe(1);
    await settle();

    const lost = [4, 5, 6].map((u) => writer.write(write(u)).catch((e: Error) => e.message));
    await settle();
    calls[4]!.answer([row(4, false)]);
    await settle();
    calls[5]!.fail(Object.assign(new Error('Connection terminated unexpectedly'), {}));
    expect(await Promise.all(lost)).toEqual([
      expect.objectContaining({ id: '104' }),
      'Connection terminated unexpectedly',
      'Connection terminated unexpectedly',
    ]);
    expect(calls).toHaveLength(6);
  });
});
