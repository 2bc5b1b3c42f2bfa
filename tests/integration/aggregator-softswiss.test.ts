import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, ledgerMismatches, listen, register, TestSocket, type TestApp } from './helpers';
import { MSG, type LiveBet } from '../../src/core/socket';
import { addGame, aggregatorEnv, session, softswiss, usdt } from './aggregatorFixtures';
import { closeStaleRounds } from '../../server/aggregators/rounds';

// Conformance of the softswiss-style wallet, modelled on the aggregator's own suite: balance, bet, win, rollback,
// duplicates, rollback before bet, refund cap, insufficient funds, bad signature, unknown player, closed round,
// closed account, expired session, and a hundred concurrent deliveries of one call.

let t: TestApp;
let base: string;
let game: number;
const USDT = 1_000_000; // subunits per USDT (6 decimals)

beforeAll(async () => {
  t = await createTestApp(aggregatorEnv());
  game = await addGame(t.db, 'acme', 'fruit-party');
  base = await listen(t.app);
});
afterAll(async () => t?.close());

async function player() {
  const { user } = await register(t.app, 'ss');
  await session(t.app, 'acme', user.id, game);
  return user.id;
}

const call = (userId: number, extra: Record<string, unknown> = {}) => ({
  user_id: String(userId),
  currency: 'USDT',
  game: 'fruit-party',
  ...extra,
});

describe('softswiss-style wallet', () => {
  it('answers the balance of a call without actions, in subunits', async () => {
    const userId = await player();
    const res = await softswiss(t.app, '/play', call(userId));
    expect(res).toEqual({ status: 200, body: { balance: 1000 * USDT, transactions: [] } });
  });

  it('takes a bet and pays a win in one finished call: one bets row, one wager of the slots product, a live feed entry', async () => {
    const userId = await player();
    const guest = await TestSocket.open(base, { origin: base });
    const res = await softswiss(
      t.app,
      '/play',
      call(userId, {
        game_id: 'r-1',
        finished: true,
        actions: [
          { action: 'bet', amount: 2 * USDT, action_id: 'b-1' },
          { action: 'win', amount: 5 * USDT, action_id: 'w-1' },
        ],
      }),
    );
    expect(res.status).toBe(200);
    expect(res.body.balance).toBe(1003 * USDT);
    expect(res.body.game_id).toBe('r-1');
    const txs = res.body.transactions as { action_id: string; tx_id: string; processed_at: string }[];
    expect(txs.map((x) => x.action_id)).toEqual(['b-1', 'w-1']);
    expect(new Date(txs[0]!.processed_at).getTime()).toBeGreaterThan(0);
    const { rows: bets } = await t.db.query(
      `SELECT trim_scale(amount)::text AS amount, trim_scale(payout)::text AS payout, trim_scale(multiplier)::text AS multiplier, win, game
         FROM bets WHERE user_id = $1`,
      [userId],
    );
    expect(bets).toEqual([{ amount: '2', payout: '5', multiplier: '2.5', win: true, game: 'acme:fruit-party' }]);
    const { rows: wagers } = await t.db.query(
      `SELECT product, trim_scale(amount)::text AS amount, house_edge::float AS edge FROM wagers WHERE user_id = $1`,
      [userId],
    );
    expect(wagers).toEqual([{ product: 'slots', amount: '2', edge: 0.04 }]);
    expect(await ledgerMismatches(t.db)).toEqual([]);
    // The closed round reaches everyone's all-bets feed with its game's title.
    const listOf = (f: { data?: unknown }) => (f.data as { list: LiveBet[] }).list;
    const frame = await guest.next((f) => f.type === MSG.LIVE_BETS && listOf(f).some((b) => b.gameName === 'acme:fruit-party'));
    expect(listOf(frame).find((b) => b.gameName === 'acme:fruit-party')).toMatchObject({
      gameCode: game,
      title: 'fruit-party',
      coin: 'USDT',
      amount: '2.000000',
      multiplier: '2.50',
      payout: '5.000000',
    });
    guest.close();
  });

  it('answers a repeated call with its first result and moves nothing again', async () => {
    const userId = await player();
    const body = call(userId, { game_id: 'r-dup', finished: true, actions: [{ action: 'bet', amount: USDT, action_id: 'dup-b' }] });
    const first = await softswiss(t.app, '/play', body);
    const second = await softswiss(t.app, '/play', body);
    expect(second).toEqual(first);
    expect(await usdt(t.db, userId)).toBe('999');
    const { rows } = await t.db.query(`SELECT count(*)::int AS n FROM ledger WHERE user_id = $1 AND reason = 'bet'`, [userId]);
    expect(rows[0].n).toBe(1);
  });

  it('refuses an action id sent again with another amount, and changes nothing', async () => {
    const userId = await player();
    await softswiss(t.app, '/play', call(userId, { game_id: 'r-mm', actions: [{ action: 'bet', amount: USDT, action_id: 'mm-b' }] }));
    const res = await softswiss(
      t.app,
      '/play',
      call(userId, { game_id: 'r-mm', actions: [{ action: 'bet', amount: 2 * USDT, action_id: 'mm-b' }] }),
    );
    expect(res.status).toBe(400);
    expect(await usdt(t.db, userId)).toBe('999');
  });

  it('stores a rollback that arrives before its bet as a tombstone: the late bet moves nothing', async () => {
    const userId = await player();
    const rb = await softswiss(
      t.app,
      '/rollback',
      call(userId, { game_id: 'r-early', actions: [{ action: 'rollback', action_id: 'rb-early', original_action_id: 'late-bet' }] }),
    );
    expect(rb.status).toBe(200);
    const late = await softswiss(
      t.app,
      '/play',
      call(userId, { game_id: 'r-early', finished: true, actions: [{ action: 'bet', amount: 3 * USDT, action_id: 'late-bet' }] }),
    );
    expect(late.status).toBe(200);
    expect(late.body.balance).toBe(1000 * USDT);
    expect(await usdt(t.db, userId)).toBe('1000');
    const { rows } = await t.db.query(`SELECT count(*)::int AS n FROM bets WHERE user_id = $1`, [userId]);
    expect(rows[0].n).toBe(0);
  });

  it('refunds a rolled-back bet once, never more than it took', async () => {
    const userId = await player();
    await softswiss(t.app, '/play', call(userId, { game_id: 'r-rb', actions: [{ action: 'bet', amount: 4 * USDT, action_id: 'rb-b' }] }));
    expect(await usdt(t.db, userId)).toBe('996');
    const one = await softswiss(
      t.app,
      '/rollback',
      call(userId, { game_id: 'r-rb', actions: [{ action: 'rollback', action_id: 'rb-1', original_action_id: 'rb-b' }] }),
    );
    expect(one.body.balance).toBe(1000 * USDT);
    // Another rollback of the same bet under a new id: nothing left to refund.
    const two = await softswiss(
      t.app,
      '/rollback',
      call(userId, { game_id: 'r-rb', finished: true, actions: [{ action: 'rollback', action_id: 'rb-2', original_action_id: 'rb-b' }] }),
    );
    expect(two.body.balance).toBe(1000 * USDT);
    expect(await usdt(t.db, userId)).toBe('1000');
    // Closing a round whose stakes all came back writes no bet.
    const { rows } = await t.db.query(`SELECT count(*)::int AS n FROM bets WHERE user_id = $1`, [userId]);
    expect(rows[0].n).toBe(0);
    expect(await ledgerMismatches(t.db)).toEqual([]);
  });

  it('refuses a bet the balance cannot cover with code 100 and the balance, applying no action of the call', async () => {
    const userId = await player();
    const res = await softswiss(
      t.app,
      '/play',
      call(userId, {
        game_id: 'r-poor',
        actions: [
          { action: 'bet', amount: 1 * USDT, action_id: 'poor-1' },
          { action: 'bet', amount: 5000 * USDT, action_id: 'poor-2' },
        ],
      }),
    );
    expect(res).toEqual({ status: 412, body: { code: 100, message: 'Insufficient balance', balance: 1000 * USDT } });
    expect(await usdt(t.db, userId)).toBe('1000');
    const { rows } = await t.db.query(`SELECT count(*)::int AS n FROM provider_txs WHERE user_id = $1`, [userId]);
    expect(rows[0].n).toBe(0);
  });

  it("refuses a stake over the game's USD limit with code 105, and takes one at it", async () => {
    const userId = await player();
    await t.db.query('UPDATE games SET max_bet_amount = 5 WHERE code = $1', [game]);
    try {
      const over = await softswiss(
        t.app,
        '/play',
        call(userId, { game_id: 'r-max', actions: [{ action: 'bet', amount: 6 * USDT, action_id: 'max-1' }] }),
      );
      expect(over).toMatchObject({ status: 412, body: { code: 105, message: 'A stake on this game can be worth at most 5 USD' } });
      const at = await softswiss(
        t.app,
        '/play',
        call(userId, { game_id: 'r-max', actions: [{ action: 'bet', amount: 5 * USDT, action_id: 'max-2' }] }),
      );
      expect(at.status).toBe(200);
    } finally {
      await t.db.query('UPDATE games SET max_bet_amount = 10000 WHERE code = $1', [game]);
    }
  });

  it('refuses a bad signature with 403 before reading the body', async () => {
    const userId = await player();
    const body = call(userId, { game_id: 'r-sig', actions: [{ action: 'bet', amount: USDT, action_id: 'sig-b' }] });
    const res = await softswiss(t.app, '/play', body, 'ab'.repeat(32));
    expect(res.status).toBe(403);
    expect(res.body.code).toBe(403);
    expect(await usdt(t.db, userId)).toBe('1000');
  });

  it('answers an unknown player with code 101 and an unknown game with 107', async () => {
    const unknown = await softswiss(t.app, '/play', call(99_999_999));
    expect(unknown.body.code).toBe(101);
    const userId = await player();
    const noGame = await softswiss(t.app, '/play', { ...call(userId), game: 'nope' });
    expect(noGame.body.code).toBe(107);
  });

  it('refuses a bet on a closed round, and a bet without a live session of the game', async () => {
    const userId = await player();
    await softswiss(
      t.app,
      '/play',
      call(userId, { game_id: 'r-closed', finished: true, actions: [{ action: 'bet', amount: USDT, action_id: 'c-1' }] }),
    );
    const late = await softswiss(
      t.app,
      '/play',
      call(userId, { game_id: 'r-closed', actions: [{ action: 'bet', amount: USDT, action_id: 'c-2' }] }),
    );
    expect(late.status).toBe(400);
    expect(late.body.message).toMatch(/closed/);
    const { user } = await register(t.app, 'ns');
    const noSession = await softswiss(
      t.app,
      '/play',
      call(user.id, { game_id: 'r-ns', actions: [{ action: 'bet', amount: USDT, action_id: 'ns-1' }] }),
    );
    expect(noSession.body.code).toBe(101);
    expect(await usdt(t.db, user.id)).toBe('1000');
  });

  it('still credits the win of a closed account and of an expired session, but refuses their bets', async () => {
    const userId = await player();
    await softswiss(t.app, '/play', call(userId, { game_id: 'r-win', actions: [{ action: 'bet', amount: USDT, action_id: 'wb-1' }] }));
    const { user: other } = await register(t.app, 'mg');
    await t.db.query('UPDATE users SET merged_into = $2 WHERE id = $1', [userId, other.id]);
    await t.db.query('UPDATE provider_sessions SET expires_at = now() - interval $$1 second$$ WHERE user_id = $1', [userId]);
    const bet = await softswiss(
      t.app,
      '/play',
      call(userId, { game_id: 'r-win', actions: [{ action: 'bet', amount: USDT, action_id: 'wb-2' }] }),
    );
    expect(bet.body.code).toBe(110);
    const win = await softswiss(
      t.app,
      '/play',
      call(userId, { game_id: 'r-win', finished: true, actions: [{ action: 'win', amount: 3 * USDT, action_id: 'ww-1' }] }),
    );
    expect(win.status).toBe(200);
    expect(await usdt(t.db, userId)).toBe('1002');
  });

  it('takes a hundred concurrent deliveries of one call once', async () => {
    const userId = await player();
    const body = call(userId, {
      game_id: 'r-100',
      finished: true,
      actions: [
        { action: 'bet', amount: 10 * USDT, action_id: 'h-b' },
        { action: 'win', amount: 25 * USDT, action_id: 'h-w' },
      ],
    });
    const answers = await Promise.all(Array.from({ length: 100 }, () => softswiss(t.app, '/play', body)));
    expect(new Set(answers.map((a) => a.status))).toEqual(new Set([200]));
    expect(new Set(answers.map((a) => a.body.balance))).toEqual(new Set([1015 * USDT]));
    expect(await usdt(t.db, userId)).toBe('1015');
    const { rows } = await t.db.query(`SELECT count(*)::int AS n FROM ledger WHERE user_id = $1 AND product = 'slots'`, [userId]);
    expect(rows[0].n).toBe(2);
    expect(await ledgerMismatches(t.db)).toEqual([]);
  });

  it('closes a round its game left open for a day into a bets row, and leaves a fresh one open', async () => {
    const userId = await player();
    await softswiss(
      t.app,
      '/play',
      call(userId, { game_id: 'r-stale', actions: [{ action: 'bet', amount: 2 * USDT, action_id: 'st-b' }] }),
    );
    await softswiss(t.app, '/play', call(userId, { game_id: 'r-fresh', actions: [{ action: 'bet', amount: USDT, action_id: 'fr-b' }] }));
    await t.db.query(`UPDATE provider_rounds SET updated_at = now() - interval '25 hours' WHERE round_ref = 'r-stale'`);
    const closed = await closeStaleRounds(t.app.db);
    expect(closed.map((c) => [c.userId, c.stake, c.payout])).toEqual([[userId, '2', '0']]);
    const { rows } = await t.db.query(
      `SELECT round_ref, closed_at IS NOT NULL AS closed, bet_id IS NOT NULL AS bet FROM provider_rounds
      WHERE user_id = $1 ORDER BY round_ref`,
      [userId],
    );
    expect(rows).toEqual([
      { round_ref: 'r-fresh', closed: false, bet: false },
      { round_ref: 'r-stale', closed: true, bet: true },
    ]);
  });

  it('refuses malformed bodies with 400 and a message naming the field', async () => {
    const userId = await player();
    const bad = await softswiss(t.app, '/play', { ...call(userId), actions: [{ action: 'bet', amount: -5, action_id: 'x' }] });
    expect(bad.status).toBe(400);
    expect(String(bad.body.message)).toMatch(/actions\.0\.amount/);
    const noRound = await softswiss(t.app, '/play', call(userId, { actions: [{ action: 'bet', amount: 1, action_id: 'x' }] }));
    expect(noRound.status).toBe(400);
    const raw = await t.app.inject({
      method: 'POST',
      url: '/v1/wallet/nobody/play',
      payload: '{}',
      headers: { 'content-type': 'application/json' },
    });
    expect(raw.json()).toMatchObject({ code: 404, msg: 'Unknown wallet route' });
  });
});
