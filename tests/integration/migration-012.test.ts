import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { migrate, MIGRATIONS_DIR } from '../../server/db/migrate';
import { seed } from '../../server/db/seed';
import { createDatabase } from './helpers';
import { oldPlayer } from './migrationSeed';

describe('migration 012: stakes name their balance row', () => {
  it('opens a balance row for any stake without one, then keys bets, mines games and crash bets to balances', async () => {
    const url = await createDatabase();
    const pool = new pg.Pool({ connectionString: url, max: 2 });
    try {
      expect((await migrate(pool, () => {}, MIGRATIONS_DIR, '011')).at(-1)).toBe('011_notifications_feeds.sql');
      await seed(pool);
      // Only a USDT row: the BTC bet below was made before its coin's row existed (a coin added after sign-up).
      const { userId, pairId } = await oldPlayer(pool, '12');
      for (const [nonce, coin] of [
        [0, 'USDT'],
        [1, 'BTC'],
      ] as const) {
        await pool.query(
          `INSERT INTO bets (user_id, game, coin, balance_type, amount, multiplier, payout, win, paid, params, outcome, seed_pair_id, nonce)
           VALUES ($1, 'limbo', $2, 'DEPOSIT', 0, 2, 0, false, false, '{"target":"2.00"}', '{"multiplier":"1.50"}', $3, $4)`,
          [userId, coin, pairId, nonce],
        );
      }

      expect(await migrate(pool, () => {}, MIGRATIONS_DIR, '012')).toEqual(['012_stake_keys.sql']);
      const balances = await pool.query(`SELECT coin, kind, amount::text FROM balances WHERE user_id = $1 ORDER BY coin`, [userId]);
      expect(balances.rows).toEqual([
        { coin: 'BTC', kind: 'DEPOSIT', amount: '0.000000000000000000' },
        { coin: 'USDT', kind: 'DEPOSIT', amount: '5.000000000000000000' },
      ]);
      const keys = await pool.query<{ table: string; name: string; def: string }>(
        `SELECT conrelid::regclass::text AS table, conname AS name, pg_get_constraintdef(oid) AS def FROM pg_constraint
          WHERE contype = 'f' AND conrelid::regclass::text IN ('bets', 'mines_rounds', 'crash_bets') AND confrelid::regclass::text IN ('users', 'coins', 'balances')
          ORDER BY 1, 2`,
      );
      expect(keys.rows).toEqual(
        ['bets', 'crash_bets', 'mines_rounds'].map((table) => ({
          table,
          name: `${table}_balance_fkey`,
          def: 'FOREIGN KEY (user_id, coin, balance_type) REFERENCES balances(user_id, coin, kind)',
        })),
      );
      expect((await pool.query(`SELECT 1 FROM pg_indexes WHERE indexname = 'bets_user_idx'`)).rowCount).toBe(0);
      // A stake on a balance that does not exist is refused by the key.
      const refused = await pool
        .query(
          `INSERT INTO bets (user_id, game, coin, balance_type, amount, multiplier, payout, win, paid, params, outcome, seed_pair_id, nonce)
           VALUES ($1, 'limbo', 'ETH', 'BONUS', 0, 2, 0, false, false, '{}', '{}', $2, 2)`,
          [userId, pairId],
        )
        .then(
          () => null,
          (e: { constraint?: string }) => e.constraint,
        );
      expect(refused).toBe('bets_balance_fkey');
    } finally {
      await pool.end();
    }
  });
});
