import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GameRule } from '../../src/core/api';
import type { BetResponse, FairnessChange } from '../../src/core/bets';
import { HOUSE_EDGE, HOUSE_RTP, INSTANT_GAMES } from '../../src/core/games';
import { Decimal } from '../../src/core/money';
import { MSG, type AmountChange } from '../../src/core/socket';
import { Client, TestSocket, createTestApp, diceBody, ledgerMismatches, listen, register, type TestApp } from './helpers';

let t: TestApp;
let base: string;

beforeAll(async () => {
  t = await createTestApp({ BET_RATE_LIMIT_MAX: '1000' });
  base = await listen(t.app);
  // The sweeps on timers of their own (bonus ends, race prizes) would be counted as a bet's statements.
  await t.app.promotions.periodic.stop();
  await t.app.bonusSettler.stop();
});

afterAll(async () => {
  await t.close();
});

const dice = diceBody;

// Counts the statements every pg client of this process sends while fn runs (the app's pool and nothing else: the
// test's own pool is not used meanwhile).
async function statementsDuring(fn: () => Promise<unknown>): Promise<string[]> {
  const seen: string[] = [];
  const original = pg.Client.prototype.query;
  pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
    const q = args[0] as string | { text: string };
    const head = (typeof q === 'string' ? q : q.text).trim().split(/\s+/).slice(0, 3).join(' ');
    // The shared rate limiter flushes its counts on its own timer, whatever request is running: not a bet's work.
    if (head !== 'WITH input AS') seen.push(head);
    return (original as (...a: unknown[]) => unknown).apply(this, args);
  } as typeof original;
  try {
    await fn();
  } finally {
    pg.Client.prototype.query = original;
  }
  return seen;
}

describe('the bet path', () => {
  it('one statement per bet; the first bet of a session looks it up, the first after a start or a rotation reads the pair', async () => {
    const { client } = await register(t.app, 'count');
    // The reference tables are cached (a fresh snapshot here); what is counted is the bet's own work.
    await t.app.refs.get();
    const first = await statementsDuring(() => client.post('/api/games/dice/bet', dice('1', { idempotencyKey: 'count-key-0001' })));
    expect(first, first.join(' / ')).toHaveLength(3);
    await t.app.refs.get();
    const later = await statementsDuring(() => client.post('/api/games/dice/bet', dice('1', { idempotencyKey: 'count-key-0002' })));
    // The session's check rides in the bet statement once the session was looked up in the last 30 s.
    expect(later).toHaveLength(1);
    expect(later[0]).toMatch(/^WITH pair AS/);
    await client.post<FairnessChange>('/api/fairness/change', { clientSeed: 'rotated' });
    await t.app.refs.get();
    expect(
      await statementsDuring(() => client.post('/api/games/limbo/bet', { coin: 'USDT', amount: '1', balanceType: 'DEPOSIT', target: '2' })),
    ).toHaveLength(2);
  });

  it('a session revoked after its last lookup is refused at once: 401 for bets and malformed bets, nothing written', async () => {
    for (const how of ['logout', 'sql'] as const) {
      const { client, user } = await register(t.app, 'revk');
      expect((await client.post('/api/games/dice/bet', dice('1'))).body.code).toBe(200);
      const cookie = client.cookieHeader();
      if (how === 'logout') expect((await client.post('/v1/user/offlineUser')).body.code).toBe(200);
      // Another process revoking it, as far as this one can tell.
      else await t.db.query('UPDATE sessions SET revoked_at = now() WHERE user_id = $1', [user.id]);
      const stale = new Client(t.app);
      for (const part of cookie.split('; ')) stale.cookies.set(part.split('=')[0]!, part.slice(part.indexOf('=') + 1));
      const before = (await t.db.query('SELECT count(*)::int AS n FROM bets WHERE user_id = $1', [user.id])).rows[0].n;
      expect((await stale.post('/api/games/dice/bet', dice('1'))).body.code, how).toBe(401);
      expect((await stale.post('/api/games/dice/bet', dice('1', { target: '1.5' }))).body.code, how).toBe(401);
      expect((await stale.post('/api/games/limbo/bet', {})).body.code, how).toBe(401);
      expect((await t.db.query('SELECT count(*)::int AS n FROM bets WHERE user_id = $1', [user.id])).rows[0].n).toBe(before);
    }
  });

  it("ledger ids: a player's sequential bets carry strictly increasing ids that match the ledger, and so do type 3 frames", async () => {
    const { client, user } = await register(t.app, 'ledg');
    const socket = await TestSocket.open(base, { cookie: client.cookieHeader(), origin: base });
    const answers: BetResponse[] = [];
    for (let i = 0; i < 12; i++) {
      const r = await client.post<BetResponse>('/api/games/dice/bet', dice(i === 3 ? '0' : '1', { target: i % 2 ? '50.50' : '10.00' }));
      expect(r.body.code).toBe(200);
      answers.push(r.body.data!);
    }
    const paid = answers.filter((a) => a.bet.amount !== '0.000000');
    expect(answers[3]!.ledgerId).toBeNull();
    const ids = paid.map((a) => a.ledgerId!);
    expect(ids.every((id, i) => i === 0 || id > ids[i - 1]!)).toBe(true);
    for (const a of paid) {
      const { rows } = await t.db.query(`SELECT id, balance_after::text FROM ledger WHERE ref = $1 ORDER BY id DESC LIMIT 1`, [
        `bet:${a.bet.id}`,
      ]);
      expect(Number(rows[0].id)).toBe(a.ledgerId);
      expect(new Decimal(rows[0].balance_after).eq(a.balance)).toBe(true);
    }
    const rows = (
      await t.db.query(
        `SELECT id, delta::text, balance_after::text, reason FROM ledger WHERE user_id = $1 AND reason IN ('bet', 'payout') ORDER BY id`,
        [user.id],
      )
    ).rows;
    const last = await socket.next((f) => f.type === MSG.AMOUNT_CHANGE && (f.data as AmountChange).ledgerId === Number(rows.at(-1).id));
    // Frames of one player arrive in the order their movements were written.
    const frames = [...socket.frames.filter((f) => f.type === MSG.AMOUNT_CHANGE), last].map((f) => f.data as AmountChange);
    expect(frames.map((f) => f.ledgerId)).toEqual(rows.map((r) => Number(r.id)));
    for (const [i, row] of rows.entries()) {
      expect(frames[i]!.reason).toBe(row.reason);
      expect(new Decimal(frames[i]!.amount).eq(row.balance_after)).toBe(true);
      expect(new Decimal(frames[i]!.delta).eq(row.delta)).toBe(true);
    }
    expect(await ledgerMismatches(t.db)).toEqual([]);
    socket.close();
  });

  it('one house edge: settlement, the config answer and the core constant agree', async () => {
    expect(new Decimal(1).minus(HOUSE_EDGE).eq(HOUSE_RTP)).toBe(true);
    for (const def of Object.values(INSTANT_GAMES)) expect(def.rtp).toBe(HOUSE_RTP);
    const rules = (await new Client(t.app).post<GameRule[]>('/v1/home/selectGameRule', {})).body.data!;
    for (const rule of rules) {
      expect(JSON.parse(rule.content)).toMatchObject({
        houseEdge: HOUSE_EDGE,
        minBetAmount: '0.01',
        maxBetAmount: '10000',
        betLimitCurrency: 'USD',
      });
    }
    expect(JSON.parse(rules.find((r) => r.name === 'dice')!.content).houseEdge).toBe('0.01');
    const { rows } = await t.db.query<{ house_edge: string }>('SELECT DISTINCT house_edge::text FROM games WHERE aggregator IS NULL');
    expect(rows.map((r) => new Decimal(r.house_edge).toFixed())).toEqual([HOUSE_EDGE]);
    // A dice bet at a 49.5% chance is worth 0.99 / 0.495 = 2x; a limbo target of 2 wins with chance 0.99 / 2.
    const { client } = await register(t.app, 'edge');
    const bet = (await client.post<BetResponse>('/api/games/dice/bet', dice('1'))).body.data!.bet;
    const stored = await t.db.query<{ multiplier: string }>('SELECT multiplier::text FROM bets WHERE id = $1', [bet.id]);
    expect(new Decimal(stored.rows[0]!.multiplier).toFixed(4)).toBe('2.0000');
    expect(bet.multiplier).toBe(bet.win ? '2.0000' : '0');
    expect(bet.payout).toBe(bet.win ? '2.000000' : '0.000000');
  });

  it('a change to the games table is seen after invalidation (maintenance) without waiting for the TTL', async () => {
    const { client } = await register(t.app, 'maint');
    await t.app.refs.get();
    await t.db.query(`UPDATE games SET maintain_state = 1 WHERE name = 'limbo'`);
    t.app.refs.invalidate();
    try {
      const r = await client.post('/api/games/limbo/bet', { coin: 'USDT', amount: '1', balanceType: 'DEPOSIT', target: '2' });
      expect(r.body).toMatchObject({ code: 400, msg: 'limbo is under maintenance, please try again later' });
      expect((await client.post('/api/games/dice/bet', dice('1'))).body.code).toBe(200);
    } finally {
      await t.db.query(`UPDATE games SET maintain_state = 0 WHERE name = 'limbo'`);
      t.app.refs.invalidate();
    }
  });
});
