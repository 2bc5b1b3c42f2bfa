import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { migrate, MIGRATIONS_DIR } from '../../server/db/migrate';
import { seed } from '../../server/db/seed';
import { createDatabase } from './helpers';
import { oldPlayer } from './migrationSeed';

const HASH = 'a'.repeat(64);

describe('migrations 025-027: one money statement, the wager stream, crash bets in bets', () => {
  it('labels old ledger rows, turns settled crash bets into bets rows, and gives every old staked bet its wager', async () => {
    const url = await createDatabase();
    const pool = new pg.Pool({ connectionString: url, max: 2 });
    try {
      await migrate(pool, () => {}, MIGRATIONS_DIR, '024');
      await seed(pool);
      const { userId, pairId } = await oldPlayer(pool, '25', '100');
      // A staked dice bet and a free one.
      const diceIds: string[] = [];
      for (const [nonce, amount] of [
        [0, '2'],
        [1, '0'],
      ] as const) {
        const { rows } = await pool.query<{ id: string }>(
          `INSERT INTO bets (user_id, game, coin, balance_type, amount, multiplier, payout, win, paid, params, outcome, seed_pair_id, nonce)
           VALUES ($1, 'dice', 'USDT', 'DEPOSIT', $2, 2, 0, false, false, '{"target":"50.50","condition":"over"}', '{"roll":"12.00"}', $3, $4)
           RETURNING id`,
          [userId, amount, pairId, nonce],
        );
        diceIds.push(rows[0]!.id);
      }
      // Crash: a chain, a crashed round at 2.47x, and a bet of each end state.
      const chainId = (
        await pool.query<{ id: number }>(
          `INSERT INTO crash_chains (length, checkpoint_every, terminating_hash, salt) VALUES (10, 5, $1, 'salt') RETURNING id`,
          [HASH],
        )
      ).rows[0]!.id;
      await pool.query(
        `INSERT INTO crash_rounds (id, chain_id, hash, crash_point, crash_ms, phase, betting_ends_at, started_at, ended_at)
         VALUES (1, $1, $2, 247, 9000, 'crashed', now(), now(), now())`,
        [chainId, HASH],
      );
      const users = [userId];
      for (const name of ['b25', 'c25']) {
        const id = (
          await pool.query<{ id: number }>(
            `INSERT INTO users (user_name, email, password_hash, nick_name, share_code) VALUES ($1, $1 || '@x.test', 'x', $1, upper($1) || 'CODE1') RETURNING id`,
            [name],
          )
        ).rows[0]!.id;
        await pool.query(`INSERT INTO balances (user_id, coin, kind, amount) VALUES ($1, 'USDT', 'DEPOSIT', 100)`, [id]);
        users.push(id);
      }
      const crash = async (user: number, state: string, cashoutAt: number | null, payout: string) =>
        (
          await pool.query<{ id: string }>(
            `INSERT INTO crash_bets (round_id, user_id, coin, balance_type, amount, auto_cashout, state, cashout_at, cashout_ms, payout, settled_at)
             VALUES (1, $1, 'USDT', 'DEPOSIT', 4, 300, $2, $3, CASE WHEN $3::int IS NULL THEN NULL ELSE 100 END, $4, now()) RETURNING id`,
            [user, state, cashoutAt, payout],
          )
        ).rows[0]!.id;
      const cashed = await crash(users[0]!, 'cashed', 150, '6');
      const lost = await crash(users[1]!, 'lost', null, '0');
      const refunded = await crash(users[2]!, 'refunded', null, '4');
      // Ledger rows of each kind, as the old statements wrote them (no product, no game).
      const ledger = async (delta: string, reason: string, ref: string | null) =>
        (
          await pool.query<{ id: string }>(
            `INSERT INTO ledger (user_id, coin, kind, delta, balance_after, reason, ref) VALUES ($1, 'USDT', 'DEPOSIT', $2, 100, $3, $4) RETURNING id`,
            [userId, delta, reason, ref],
          )
        ).rows[0]!.id;
      const rows = {
        bet: await ledger('-2', 'bet', `bet:${diceIds[0]}`),
        crash: await ledger('-4', 'bet', `crash:${cashed}`),
        mines: await ledger('-1', 'bet', 'mines:7'),
        deposit: await ledger('50', 'deposit', 'deposit:3'),
        tip: await ledger('-1', 'tip_out', 'tip:4'),
        demo: await ledger('100', 'demo_credit', null),
      };

      const applied = await migrate(pool, () => {}, MIGRATIONS_DIR, '027');
      expect(applied[0]).toBe('025_money_core.sql');
      expect(applied.at(-1)).toBe('027_crash_bets_in_bets.sql');

      const labels = await pool.query<{ id: string; product: string; game: string | null }>(
        'SELECT id::text, product, game FROM ledger WHERE user_id = $1',
        [userId],
      );
      const label = (id: string) => labels.rows.find((r) => r.id === id);
      expect(label(rows.bet)).toMatchObject({ product: 'originals', game: 'dice' });
      expect(label(rows.crash)).toMatchObject({ product: 'originals', game: 'crash' });
      expect(label(rows.mines)).toMatchObject({ product: 'originals', game: 'mines' });
      expect(label(rows.deposit)).toMatchObject({ product: 'wallet', game: null });
      expect(label(rows.tip)).toMatchObject({ product: 'social', game: null });
      expect(label(rows.demo)).toMatchObject({ product: 'wallet', game: null });

      const crashRows = await pool.query<{ id: string; state: string; bet_id: string | null }>(
        'SELECT id::text, state, bet_id::text FROM crash_bets ORDER BY id',
      );
      expect(crashRows.rows.map((r) => [r.id, r.bet_id === null])).toEqual([
        [cashed, false],
        [lost, false],
        [refunded, true],
      ]);
      const settled = await pool.query(
        `SELECT b.user_id, b.game, b.amount::text, b.multiplier::text, b.payout::text, b.win, b.paid, b.params, b.outcome, b.round_id::int,
                b.seed_pair_id, b.nonce
           FROM bets b JOIN crash_bets c ON c.bet_id = b.id ORDER BY c.id`,
      );
      expect(settled.rows).toEqual([
        {
          user_id: users[0],
          game: 'crash',
          amount: '4.000000000000000000',
          multiplier: '1.500000000000000000',
          payout: '6.000000000000000000',
          win: true,
          paid: true,
          params: { autoCashout: 300 },
          outcome: { roundId: 1, cashoutAt: 150 },
          round_id: 1,
          seed_pair_id: null,
          nonce: null,
        },
        {
          user_id: users[1],
          game: 'crash',
          amount: '4.000000000000000000',
          multiplier: '2.470000000000000000',
          payout: '0.000000000000000000',
          win: false,
          paid: false,
          params: { autoCashout: 300 },
          outcome: { roundId: 1, cashoutAt: null },
          round_id: 1,
          seed_pair_id: null,
          nonce: null,
        },
      ]);

      // One wager per staked bet: the dice bet and the two settled crash bets; not the free bet, not the refund.
      const wagers = await pool.query<{ game: string; ref_id: string; usd: string }>(
        'SELECT game, ref_id::text, usd::text FROM wagers ORDER BY ref_id',
      );
      const crashBetIds = crashRows.rows.filter((r) => r.bet_id !== null).map((r) => r.bet_id);
      expect(wagers.rows.map((w) => [w.game, w.ref_id])).toEqual([['dice', diceIds[0]], ...crashBetIds.map((id) => ['crash', id])]);

      // A bets row needs exactly one proof: a seed pair and nonce, or a round.
      const refused = await pool
        .query(
          `INSERT INTO bets (user_id, game, coin, balance_type, amount, multiplier, payout, win, paid, params, outcome)
           VALUES ($1, 'crash', 'USDT', 'DEPOSIT', 1, 2, 0, false, false, '{}', '{}')`,
          [userId],
        )
        .catch((e: { constraint?: string }) => e.constraint);
      expect(refused).toBe('bets_fairness');
    } finally {
      await pool.end();
    }
  });
});
