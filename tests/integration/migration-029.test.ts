import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { migrate, MIGRATIONS_DIR } from '../../server/db/migrate';
import { seed } from '../../server/db/seed';
import { Decimal } from '../../src/core/money';
import { createDatabase } from './helpers';
import { oldPlayer } from './migrationSeed';

describe('migration 029: the VIP programme on a database with history', () => {
  it("turns each player's wager stream into their standing, day roll-up and levels reached; new stakes then count", async () => {
    const pool = new pg.Pool({ connectionString: await createDatabase(), max: 2 });
    try {
      expect((await migrate(pool, () => {}, MIGRATIONS_DIR, '028')).at(-1)).toBe('028_bet_links.sql');
      await seed(pool);
      const { userId, pairId } = await oldPlayer(pool, '29', '100000');
      const { userId: idle } = await oldPlayer(pool, '29b');
      const bet = (amount: string, payout: string, nonce: number, at: string) =>
        pool.query(
          `INSERT INTO bets (user_id, game, coin, balance_type, amount, multiplier, payout, win, paid, params, outcome, seed_pair_id, nonce, created_at)
           VALUES ($1, 'dice', 'USDT', 'DEPOSIT', $2, 2, $3, $3::numeric > 0, $3::numeric > 0, '{"target":"50.50","condition":"over"}',
                   '{"result":"75.00"}', $4, $5, $6)`,
          [userId, amount, payout, pairId, nonce, at],
        );
      // 300 USD over two days before the programme: Steel II (250).
      await bet('100', '200', 2, '2026-11-20T10:00:00Z');
      await bet('200', '0', 3, '2026-11-21T10:00:00Z');

      expect((await migrate(pool, () => {}, MIGRATIONS_DIR, '029')).at(-1)).toBe('029_vip.sql');
      const standing = async (id: number) =>
        (
          await pool.query<{ xp: string; level_id: number; rakeback: unknown }>(
            'SELECT xp::text, level_id, rakeback FROM vip_accounts WHERE user_id = $1',
            [id],
          )
        ).rows[0];
      expect(await standing(userId)).toMatchObject({ level_id: 3, rakeback: {} });
      expect(new Decimal((await standing(userId))!.xp).eq(300)).toBe(true);
      // A player without a stake has a standing too.
      expect(await standing(idle)).toMatchObject({ xp: '0', level_id: 1 });
      const reached = await pool.query<{ level_id: number }>('SELECT level_id FROM vip_levels_reached WHERE user_id = $1 ORDER BY 1', [
        userId,
      ]);
      expect(reached.rows.map((r) => r.level_id)).toEqual([2, 3]);
      const days = await pool.query<{ day: string; usd: string; payout_usd: string }>(
        `SELECT to_char(day, 'YYYY-MM-DD') AS day, usd::text, payout_usd::text FROM wager_days_all WHERE user_id = $1 ORDER BY day`,
        [userId],
      );
      expect(days.rows.map((d) => [d.day, Number(d.usd), Number(d.payout_usd)])).toEqual([
        ['2026-11-20', 100, 200],
        ['2026-11-21', 200, 0],
      ]);

      // A stake after the migration moves the standing and accrues rakeback at Steel II's 6%.
      await bet('10', '0', 4, new Date().toISOString());
      expect(new Decimal((await standing(userId))!.xp).eq(310)).toBe(true);
      const rake = await pool.query<{ accrued: string }>(`SELECT accrued::text FROM vip_rakeback WHERE user_id = $1 AND coin = 'USDT'`, [
        userId,
      ]);
      expect(new Decimal(rake.rows[0]!.accrued).eq('0.006')).toBe(true);
    } finally {
      await pool.end();
    }
  });
});
