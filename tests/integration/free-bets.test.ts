import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Decimal } from '../../src/core/money';
import type { PlayerPromotion } from '../../src/core/promotions';
import { MSG } from '../../src/core/socket';
import { createTestApp, diceBody, ledgerMismatches, listen, register, TestSocket, type Client, type TestApp } from './helpers';

// Free bets on PostgreSQL: taken once, each spent by one bet only (whatever races it), a loss costing nothing and a win
// paying what it won beyond its stake, no wager written, and every bad use refused with nothing changed.

let t: TestApp;
/** The seeded offer: 10 free bets of 0.1 USDT on dice and limbo, for 7 days. */
const FREE_BETS = 5;

beforeAll(async () => {
  t = await createTestApp();
});

afterAll(async () => {
  await t?.close();
});

async function take(client: Client): Promise<PlayerPromotion> {
  const res = await client.post<PlayerPromotion>('/v1/activity/activityJoinThe', { id: FREE_BETS });
  expect(res.body.code, res.body.msg).toBe(200);
  return res.body.data!;
}

async function usdt(userId: number): Promise<Decimal> {
  const { rows } = await t.db.query<{ amount: string }>(
    `SELECT amount FROM balances WHERE user_id = $1 AND coin = 'USDT' AND kind = 'DEPOSIT'`,
    [userId],
  );
  return new Decimal(rows[0]!.amount);
}

/** What a player's bets leave behind: the nonce of their pair, their wagers and their XP. */
async function traces(userId: number): Promise<unknown> {
  const { rows } = await t.db.query(
    `SELECT (SELECT max(nonce) FROM seed_pairs WHERE user_id = $1 AND state = 'active') AS nonce,
            (SELECT count(*)::int FROM wagers WHERE user_id = $1) AS wagers,
            (SELECT count(*)::int FROM bets WHERE user_id = $1) AS bets,
            (SELECT count(*)::int FROM free_bets WHERE user_id = $1 AND used_at IS NULL) AS left`,
    [userId],
  );
  return rows[0];
}

describe('free bets', () => {
  it('are taken once; each bet on one debits nothing, pays a win beyond its stake, writes no wager and spends it', async () => {
    const { client, user } = await register(t.app, 'fb');
    const taken = await take(client);
    expect(taken).toMatchObject({ state: 'claimed', canJoin: false, freeBets: { used: 0, expired: 0, won: '0' } });
    expect(taken.freeBets!.available).toHaveLength(10);
    expect(taken.freeBets!.available[0]).toMatchObject({ coin: 'USDT', amount: '0.1', games: ['dice', 'limbo'], promotionId: FREE_BETS });
    expect((await client.post('/v1/activity/activityJoinThe', { id: FREE_BETS })).body).toMatchObject({
      code: 400,
      msg: 'You have already taken these free bets',
    });
    expect((await client.post('/v1/activity/cancel', { id: FREE_BETS })).body).toMatchObject({
      code: 400,
      msg: 'Free bets are yours until they expire: there is nothing to leave',
    });

    let won = new Decimal(0);
    for (const [i, fb] of taken.freeBets!.available.entries()) {
      const before = await usdt(user.id);
      const game = i % 2 ? 'limbo' : 'dice';
      const body =
        game === 'dice'
          ? diceBody('0.1', { freeBetId: fb.id })
          : { coin: 'USDT', amount: '0.1', balanceType: 'DEPOSIT', target: '1.98', freeBetId: fb.id };
      const res = await client.post<{ bet: { payout: string; win: boolean; freeBet?: true } }>(`/api/games/${game}/bet`, body);
      expect(res.body.code, res.body.msg).toBe(200);
      expect(res.body.data!.bet.freeBet).toBe(true);
      const { bet } = res.body.data!;
      const gain = Decimal.max(0, new Decimal(bet.payout).minus('0.1'));
      won = won.plus(gain);
      expect((await usdt(user.id)).minus(before).toFixed()).toBe(gain.toFixed());
    }
    const { rows } = await t.db.query(
      `SELECT count(*)::int AS bets, count(free_bet_id)::int AS free, (SELECT count(*)::int FROM wagers WHERE user_id = $1) AS wagers,
              (SELECT count(*)::int FROM ledger WHERE user_id = $1 AND reason = 'bet') AS debits
         FROM bets WHERE user_id = $1`,
      [user.id],
    );
    expect(rows[0]).toEqual({ bets: 10, free: 10, wagers: 0, debits: 0 });
    // The player's bet list marks them.
    const listed = await client.get<{ freeBet?: true }[]>('/api/games/bets');
    expect(listed.body.data!.map((b) => b.freeBet)).toEqual(Array(10).fill(true));
    const after = await client.get<PlayerPromotion>(`/v1/user/selectByActivityAndUser?id=${FREE_BETS}`);
    expect(after.body.data!.freeBets).toEqual({ available: [], used: 10, expired: 0, won: won.toFixed() === '0' ? '0' : won.toFixed() });
    expect(await ledgerMismatches(t.db)).toEqual([]);
  });

  it('ten racing bets on one free bet settle one; the rest are told it was used', async () => {
    const { client, user } = await register(t.app, 'fr');
    const fb = (await take(client)).freeBets!.available[0]!;
    const results = await Promise.all(
      Array.from({ length: 10 }, () => client.post('/api/games/dice/bet', diceBody('0.1', { freeBetId: fb.id }))),
    );
    expect(results.filter((r) => r.body.code === 200)).toHaveLength(1);
    expect(new Set(results.filter((r) => r.body.code !== 200).map((r) => r.body.msg))).toEqual(
      new Set(['This free bet has already been used']),
    );
    expect(await traces(user.id)).toMatchObject({ bets: 1, wagers: 0, left: 9 });
  });

  it('refuses every bad use with its reason and changes nothing', async () => {
    const { client, user } = await register(t.app, 'fx');
    const other = await register(t.app, 'fy');
    const [fb, spare] = (await take(client)).freeBets!.available;
    const theirs = (await take(other.client)).freeBets!.available[0]!;
    await t.db.query(`UPDATE free_bets SET expires_at = now() - interval '1 minute' WHERE id = $1`, [spare!.id]);
    const before = { traces: await traces(user.id), balance: (await usdt(user.id)).toFixed() };
    const refusals: [string, Record<string, unknown>, string][] = [
      ['dice', diceBody('0.2', { freeBetId: fb!.id }), 'A free bet is placed with its own amount: 0.1 USDT'],
      ['dice', diceBody('0.1', { coin: 'TRX', freeBetId: fb!.id }), 'A free bet is placed with its own amount: 0.1 USDT'],
      ['dice', diceBody('0.1', { balanceType: 'BONUS', freeBetId: fb!.id }), 'A free bet is placed with balanceType DEPOSIT'],
      [
        'plinko',
        { coin: 'USDT', amount: '0.1', balanceType: 'DEPOSIT', risk: 'low', rows: 8, freeBetId: fb!.id },
        'This free bet is for dice, limbo only',
      ],
      ['dice', diceBody('0.1', { freeBetId: theirs.id }), 'No such free bet'],
      ['dice', diceBody('0.1', { freeBetId: 999_999_999 }), 'No such free bet'],
      ['dice', diceBody('0.1', { freeBetId: 'one' }), 'freeBetId must be the id of one of your free bets'],
      ['dice', diceBody('0.1', { freeBetId: 0 }), 'freeBetId must be the id of one of your free bets'],
    ];
    for (const [game, body, msg] of refusals) {
      const res = await client.post(`/api/games/${game}/bet`, body);
      expect(res.body, `${game} ${JSON.stringify(body)}`).toMatchObject({ code: 400, msg });
    }
    const expired = await client.post('/api/games/dice/bet', diceBody('0.1', { freeBetId: spare!.id }));
    expect(expired.body.code).toBe(400);
    expect(expired.body.msg).toMatch(/^This free bet expired on \d{4}-\d\d-\d\d \d\d:\d\d UTC$/);
    // A stateful game takes no free bet.
    const mines = await client.post('/api/games/mines/start', {
      coin: 'USDT',
      amount: '0.1',
      balanceType: 'DEPOSIT',
      mines: 3,
      freeBetId: fb!.id,
    });
    expect(mines.body.code).toBe(400);
    expect({ traces: await traces(user.id), balance: (await usdt(user.id)).toFixed() }).toEqual(before);
  });

  it('a retried key answers its first bet; the free bets left reach the sockets (type 209)', async () => {
    const { client, user } = await register(t.app, 'fk');
    const base = await listen(t.app);
    const socket = await TestSocket.open(base, { cookie: client.cookieHeader(), origin: base });
    await take(client);
    const first = await socket.next((f) => f.type === MSG.BONUS_PROGRESS);
    const held = (first.data as { freeBets: { id: number }[] }).freeBets;
    expect(held).toHaveLength(10);
    const body = diceBody('0.1', { freeBetId: held[0]!.id, idempotencyKey: 'free-bet-retry-1' });
    const one = await client.post<{ bet: { id: number } }>('/api/games/dice/bet', body);
    const two = await client.post<{ bet: { id: number } }>('/api/games/dice/bet', body);
    expect(one.body.code, one.body.msg).toBe(200);
    expect(two.body.data!.bet.id).toBe(one.body.data!.bet.id);
    const next = await socket.next((f) => f.type === MSG.BONUS_PROGRESS);
    expect((next.data as { freeBets: unknown[] }).freeBets).toHaveLength(9);
    expect(await traces(user.id)).toMatchObject({ bets: 1, left: 9 });
    socket.close();
  });
});
