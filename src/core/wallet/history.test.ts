import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { describeZodError } from '../schemas';
import {
  categoryOf,
  decodeCursor,
  encodeCursor,
  HISTORY_MAX_RANGE_MS,
  historyQuerySchema,
  LEDGER_REASONS,
  reasonsOf,
  TX_CATEGORIES,
} from './history';

const ALL = historyQuerySchema(TX_CATEGORIES);
const PEOPLE = historyQuerySchema(['tips', 'rain']);
const fail = (schema: ReturnType<typeof historyQuerySchema>, q: unknown) => {
  const r = schema.safeParse(q);
  return r.success ? null : describeZodError(r.error);
};

describe('transaction categories', () => {
  it('place every ledger reason in exactly one category, and every category has reasons', () => {
    for (const c of TX_CATEGORIES) expect(reasonsOf(c).length, c).toBeGreaterThan(0);
    expect(TX_CATEGORIES.flatMap(reasonsOf).sort()).toEqual([...LEDGER_REASONS].sort());
    expect(reasonsOf('bets')).toEqual(['bet', 'payout', 'refund', 'win_rollback']);
    expect(reasonsOf('withdrawals')).toEqual(['withdraw', 'withdraw_refund']);
    expect(categoryOf('tip_in')).toBe('tips');
    expect(categoryOf('demo_credit')).toBe('bonuses');
    expect(categoryOf('something_new')).toBeNull();
    expect(categoryOf('toString')).toBeNull();
  });

  // Reasons that appear in the server beside balance changes but never in the ledger (no money moves).
  const NOT_LEDGER: Record<string, string> = { withdraw_approved: 'a socket hint: an approval moves no money' };

  it('know every reason the server writes to the ledger', () => {
    const root = join(__dirname, '../../../server');
    const files = (readdirSync(root, { recursive: true }) as string[]).filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'));
    const found = new Set<string>();
    for (const f of files) {
      const text = readFileSync(join(root, f), 'utf8');
      if (!/ledger|applyMovements/i.test(text)) continue;
      // Movements given to applyMovements, and SQL that writes a reason literal before its ref ('bet', 'crash:' || id).
      for (const m of text.matchAll(/reason: '(\w+)'/g)) found.add(m[1]!);
      for (const m of text.matchAll(/'(\w+)', '\w+:' \|\|/g)) found.add(m[1]!);
      for (const m of text.matchAll(/COALESCE\([^)]*\), '(\w+)'\)/g)) found.add(m[1]!);
    }
    const unknown = [...found].filter((r) => categoryOf(r) === null && !(r in NOT_LEDGER));
    expect(unknown, 'add these reasons to LEDGER_REASONS and REASON_CATEGORY').toEqual([]);
    expect(found).toContain('demo_credit');
    expect(found).toContain('refund');
  });
});

describe('history cursor', () => {
  it('round-trips positions and refuses anything it did not write', () => {
    const c = { atMicros: 1_767_225_600_123_456, id: 42 };
    expect(decodeCursor(encodeCursor(c))).toEqual(c);
    expect(decodeCursor(encodeCursor({ ...c, dir: 'out' }))).toEqual({ ...c, dir: 'out' });
    expect(decodeCursor(encodeCursor({ ...c, dir: 'in' }))).toEqual({ ...c, dir: 'in' });
    const good = encodeCursor(c);
    for (const bad of ['', 'x', `0${good}`, `${good}.`, `${good}.x`, good.toUpperCase(), `${good}.i.o`, 'zzzzzzzzzzz.1', '1.0', ' 1.1'])
      expect(decodeCursor(bad), bad).toBeNull();
  });

  it("keeps the ledger's id cursor apart from the time cursors", () => {
    const c = { id: 123_456_789 };
    const good = encodeCursor(c);
    expect(decodeCursor(good)).toEqual(c);
    expect(decodeCursor(encodeCursor({ id: Number.MAX_SAFE_INTEGER }))).toEqual({ id: Number.MAX_SAFE_INTEGER });
    // Neither reads as the other: a time cursor is never an id, nor an id cursor a time.
    expect(decodeCursor(encodeCursor({ atMicros: 0, id: 1 }))).toEqual({ atMicros: 0, id: 1 });
    expect(good).not.toMatch(/\./);
    for (const bad of ['l_', 'l_0', 'l_01', `${good}.i`, `${good}.1`, good.toUpperCase(), `x${good}`, 'l_zzzzzzzzzzz', 'l-1', 'l_-1'])
      expect(decodeCursor(bad), bad).toBeNull();
  });
});

describe('history query schema', () => {
  it('reads a full query from strings, with defaults left to the route', () => {
    const cursor = encodeCursor({ atMicros: 1_700_000_000_000_000, id: 9 });
    expect(ALL.parse({ type: 'bets', coin: 'BTC', from: '1700000000000', to: '1700086399999', size: '50', cursor })).toEqual({
      type: 'bets',
      coin: 'BTC',
      from: 1_700_000_000_000,
      to: 1_700_086_399_999,
      size: 50,
      cursor: { atMicros: 1_700_000_000_000_000, id: 9 },
    });
    expect(ALL.parse({})).toEqual({});
    expect(ALL.parse({ size: 100, from: 0, to: 0 })).toEqual({ size: 100, from: 0, to: 0 });
  });

  it.each([
    [{ type: 'poker' }, 'type must be one of deposits, withdrawals, tips, rain, bets, bonuses'],
    [{ type: ['bets', 'tips'] }, 'type must be one of'],
    [{ coin: 'usdt' }, 'coin must be one of'],
    [{ size: '0' }, 'size must be a whole number from 1 to 100'],
    [{ size: '101' }, 'size must be a whole number from 1 to 100'],
    [{ size: '2.5' }, 'size must be'],
    [{ size: ' 5' }, 'size must be'],
    [{ size: '1e1' }, 'size must be'],
    [{ size: '-1' }, 'size must be'],
    [{ size: 5.5 }, 'size must be'],
    [{ from: '2026-01-01', to: '2026-01-02' }, 'from must be a time in epoch milliseconds'],
    [{ from: '1700000000000' }, 'to is needed with from'],
    [{ to: '1700000000000' }, 'from is needed with to'],
    [{ from: '1700000000001', to: '1700000000000' }, 'to must not be before from'],
    [{ from: '0', to: String(HISTORY_MAX_RANGE_MS + 1) }, 'to must be at most a year after from'],
    [{ from: '0', to: '99999999999999' }, 'to must be a time in epoch milliseconds'],
    [{ cursor: 'nope' }, 'cursor must be the next value of the page before'],
    [{ cursor: 'a'.repeat(40) }, 'cursor must be'],
    [{ page: '2' }, 'Unknown field: page'],
  ])('refuses %j naming the field', (q, msg) => {
    expect(fail(ALL, q)).toContain(msg);
  });

  it("keeps a route's types to its own", () => {
    expect(PEOPLE.parse({ type: 'rain' })).toEqual({ type: 'rain' });
    expect(fail(PEOPLE, { type: 'bets' })).toBe('type must be one of tips, rain');
    expect(fail(historyQuerySchema(['deposits']), { type: 'tips' })).toBe('type must be deposits');
  });

  it('accepts a range of exactly a year', () => {
    expect(ALL.safeParse({ from: '0', to: String(HISTORY_MAX_RANGE_MS) }).success).toBe(true);
  });
});
