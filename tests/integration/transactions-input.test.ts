import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COIN_CODES } from '../../src/core/currency';
import { encodeCursor, historyQuerySchema, reasonsOf, TX_CATEGORIES, type LedgerRecord } from '../../src/core/wallet/history';
import { ledgerPageQuery } from '../../server/wallet/transactions';
import { Client, createTestApp, diceBody, ledgerMismatches, moneySnapshot, register, type TestApp } from './helpers';
import { seedDeposit, seedWithdrawal } from './transactionsSeed';

let t: TestApp;
let player: Awaited<ReturnType<typeof register>>;

const ROUTES = [
  '/v1/account/transaction',
  '/v1/account/personTransaction',
  '/v1/account/findChuRu',
  '/v1/account/myPay',
  '/v1/account/myWithdraw',
] as const;

// 40 query strings no history call accepts.
const MALFORMED = [
  'size=0',
  'size=101',
  'size=-1',
  'size=1.5',
  'size=1e2',
  'size=%2010',
  'size=',
  'size=abc',
  'size=20&size=30',
  'size=0x10',
  'type=poker',
  'type=',
  'type[]=deposits',
  'type=DEPOSITS',
  'coin=usdt',
  'coin=',
  'coin=FOO',
  'coin[a]=1',
  'coin=USDT&coin=BTC',
  'from=1',
  'to=1',
  'from=abc&to=1',
  'from=1&to=abc',
  'from=2&to=1',
  'from=0&to=99999999999',
  'from=-1&to=5',
  'from=1.5&to=2',
  'from=2026-01-01&to=2026-01-02',
  'from=4102444800001&to=4102444800002',
  'cursor=',
  'cursor=abc',
  'cursor=..',
  `cursor=${'a'.repeat(33)}`,
  'cursor=1.0',
  'cursor=%00',
  'cursor=01.1',
  'page=1',
  '__proto__[x]=1',
  'constructor[prototype][x]=1',
  'userId=1',
];

const walletCounts = async () =>
  JSON.stringify((await t.db.query('SELECT (SELECT count(*) FROM deposits) AS d, (SELECT count(*) FROM withdrawals) AS w')).rows);

beforeAll(async () => {
  t = await createTestApp({ BET_RATE_LIMIT_MAX: '1000' });
  player = await register(t.app, 'txi');
  await player.client.post('/api/games/dice/bet', diceBody('1'));
  await seedDeposit(t.db, player.user.id, 'USDT', '10');
  await seedWithdrawal(t.db, player.user.id, 'USDT', '20');
});

afterAll(async () => {
  await t.close();
});

describe('history calls refuse what they cannot answer', () => {
  it('answer guests 401 and change nothing', async () => {
    const guest = new Client(t.app);
    for (const path of ROUTES) expect((await guest.get(path)).body, path).toMatchObject({ code: 401, data: null });
  });

  it('keep the size within 1..100 (default 20) and name the field of a bad query', async () => {
    const path = '/v1/account/transaction';
    expect((await player.client.get<{ list: LedgerRecord[] }>(`${path}?size=100`)).body.code).toBe(200);
    expect((await player.client.get<{ list: LedgerRecord[] }>(`${path}?size=1`)).body.data!.list).toHaveLength(1);
    expect((await player.client.get<{ list: LedgerRecord[] }>(path)).body.data!.list.length).toBeLessThanOrEqual(20);
    const cases: [string, string][] = [
      ['size=101', 'size must be a whole number from 1 to 100'],
      ['type=poker', 'type must be one of deposits, withdrawals, tips, rain, bets, bonuses'],
      ['coin=FOO', 'coin must be one of'],
      ['from=1', 'to is needed with from'],
      ['from=5&to=1', 'to must not be before from'],
      [`from=0&to=${367 * 86_400_000}`, 'to must be at most a year after from'],
      ['cursor=zz', 'cursor must be the next value of the page before'],
      ['page=2', 'Unknown field: page'],
    ];
    for (const [q, msg] of cases) {
      const body = (await player.client.get(`${path}?${q}`)).body;
      expect(body.code, q).toBe(400);
      expect(body.msg, q).toContain(msg);
    }
    expect((await player.client.get('/v1/account/personTransaction?type=bets')).body.msg).toBe('type must be one of tips, rain');
    expect((await player.client.get('/v1/account/myPay?type=withdrawals')).body.msg).toBe('type must be deposits');
  });

  it('answer 40 malformed query strings per call with a 4xx, and nothing changes', async () => {
    const before = [await moneySnapshot(t.db), await walletCounts()];
    for (const path of ROUTES) {
      for (const q of MALFORMED) {
        const res = await player.client.get(`${path}?${q}`);
        expect(res.status, `${path}?${q}`).toBe(200);
        expect(res.body.code >= 400 && res.body.code < 500, `${path}?${q} → ${res.body.code} ${res.body.msg}`).toBe(true);
        expect(res.body.data).toBeNull();
      }
    }
    expect(MALFORMED).toHaveLength(40);
    expect([await moneySnapshot(t.db), await walletCounts()]).toEqual(before);
    expect(await ledgerMismatches(t.db)).toEqual([]);
  });
});

describe('query plans', () => {
  // The ledger queries of a player with 60,000 rows (half of the ledger): each walks one index in id order and
  // stops at the page. All, a coin and bets walk ledger_user_idx (user_id, id DESC) once, with the filters on the way
  // (no ledger index, which every bet would maintain, leads with coin or time); the few-row categories walk the
  // partial ledger_user_sparse_idx, one range per coin and reason.
  it('serve every filter of a long ledger from an index walk that stops at the page', async () => {
    const heavy = await register(t.app, 'txh');
    // Another player bets as much at the same times: the player holds half of the ledger, where a plain `user_id = $1`
    // would have the planner walk the primary key backwards through both players' rows.
    const others = [await register(t.app, 'txo')];
    // Bets in pairs (+1, -1: the balances and the ledger still agree) over 8 coins and 60 days, oldest first as the
    // ledger is written (ids grow with time), a tip every 500.
    await t.db.query(
      `INSERT INTO ledger (user_id, coin, kind, delta, balance_after, reason, ref, created_at, product)
       SELECT u.id, ($2::text[])[1 + (i / 2) % 8], 'DEPOSIT', CASE WHEN i % 2 = 0 THEN 1 ELSE -1 END, 1000,
              CASE WHEN i % 500 < 2 THEN 'tip_in' ELSE 'bet' END, 'bet:' || i, now() - (60000 - i) * interval '86 seconds',
              CASE WHEN i % 500 < 2 THEN 'social' ELSE 'originals' END
         FROM generate_series(1, 60000) AS i CROSS JOIN unnest($1::int[]) WITH ORDINALITY AS u(id, n)
        ORDER BY i, u.n`,
      [[heavy.user.id, ...others.map((o) => o.user.id)], [...COIN_CODES]],
    );
    await t.db.query('ANALYZE ledger');
    const indexes = (await t.db.query<{ indexname: string }>(`SELECT indexname FROM pg_indexes WHERE tablename = 'ledger'`)).rows;
    expect(indexes.map((r) => r.indexname).sort()).toEqual(['ledger_pkey', 'ledger_ref_idx', 'ledger_user_idx', 'ledger_user_sparse_idx']);
    const schema = historyQuerySchema(TX_CATEGORIES);
    const now = Date.now();
    const days = (n: number) => String(now - n * 86_400_000);
    const { rows: middle } = await t.db.query<{ id: string }>(
      'SELECT id FROM ledger WHERE user_id = $1 ORDER BY id DESC OFFSET 30000 LIMIT 1',
      [heavy.user.id],
    );
    const cursor = encodeCursor({ id: Number(middle[0]!.id) });
    const newerThan = async (userId: number, to: number, below = Number.MAX_SAFE_INTEGER) =>
      Number(
        (
          await t.db.query<{ n: string }>('SELECT count(*) AS n FROM ledger WHERE user_id = $1 AND created_at > $2 AND id < $3', [
            userId,
            new Date(to).toISOString(),
            below,
          ])
        ).rows[0]!.n,
      );
    const DENSE = 'ledger_user_idx';
    const SPARSE = 'ledger_user_sparse_idx';
    const cases: [string, Record<string, string>, string][] = [
      ['all', {}, DENSE],
      ['all, page at the middle', { cursor }, DENSE],
      ['coin', { coin: 'BTC' }, DENSE],
      ['bets', { type: 'bets' }, DENSE],
      ['bets, coin, page at the middle', { type: 'bets', coin: 'ETH', cursor }, DENSE],
      ['coin, 30 days', { coin: 'BTC', from: days(40), to: days(10) }, DENSE],
      ['bets, coin, 30 days', { type: 'bets', coin: 'BTC', from: days(40), to: days(10) }, DENSE],
      ['all, one day', { from: days(20), to: days(19) }, DENSE],
      ['tips, all coins', { type: 'tips' }, SPARSE],
      ['tips, page at the middle', { type: 'tips', cursor }, SPARSE],
      ['tips, USDT, 30 days', { type: 'tips', coin: 'USDT', from: days(40), to: days(10) }, SPARSE],
      ['deposits', { type: 'deposits' }, SPARSE],
    ];
    for (const [name, query, index] of cases) {
      const f = schema.parse({ size: '20', ...query });
      const { text, values } = ledgerPageQuery(heavy.user.id, f);
      const { rows } = await t.db.query<{ 'QUERY PLAN': [{ Plan: PlanNode; 'Execution Time': number }] }>(
        `EXPLAIN (ANALYZE, BUFFERS, FORMAT JSON) ${text}`,
        values,
      );
      const plan = rows[0]!['QUERY PLAN'][0];
      const ledgerScans = flatten(plan.Plan).filter((n) => n['Relation Name'] === 'ledger');
      // One index, walked once per page (dense) or once per coin and reason (sparse).
      expect(
        ledgerScans.map((n) => [n['Node Type'], n['Index Name']]),
        name,
      ).toEqual([['Index Scan', index]]);
      const scan = ledgerScans[0]!;
      const ranges = index === DENSE ? 1 : (f.coin ? 1 : COIN_CODES.length) * reasonsOf(f.type!).length;
      expect(scan['Actual Loops'], name).toBe(ranges);
      // Rows read from the ledger: a page per range, plus the rows the filters skip on the way (those of the other
      // coins and reasons, and the rows newer than `to`: dates are filters on the id walk); never the player's 60,000.
      const read = scan['Actual Rows'] * scan['Actual Loops'] + (scan['Rows Removed by Filter'] ?? 0);
      const newer = f.to === undefined ? 0 : await newerThan(heavy.user.id, f.to, f.cursor?.id);
      expect(read, `${name}: ${read} rows read, ${newer} newer than to`).toBeLessThan(newer + 700);
      expect(plan['Execution Time'], name).toBeLessThan(200);
    }
    // And the answers match the table.
    const tips = (await heavy.client.get<{ list: LedgerRecord[] }>('/v1/account/transaction?type=tips&size=100')).body.data!.list;
    expect(tips).toHaveLength(100);
    expect(tips.every((r) => r.reason === 'tip_in')).toBe(true);
    expect(tips.map((r) => r.id)).toEqual([...tips.map((r) => r.id)].sort((a, b) => b - a));
    expect(await ledgerMismatches(t.db)).toEqual([]);
  });
});

interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Name'?: string;
  'Actual Rows': number;
  'Actual Loops': number;
  'Rows Removed by Filter'?: number;
  Plans?: PlanNode[];
}

function flatten(node: PlanNode): PlanNode[] {
  return [node, ...(node.Plans ?? []).flatMap(flatten)];
}
