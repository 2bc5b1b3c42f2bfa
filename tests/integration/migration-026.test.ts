import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { migrate, MIGRATIONS_DIR } from '../../server/db/migrate';
import { seed } from '../../server/db/seed';
import { createDatabase } from './helpers';
import { oldPlayer } from './migrationSeed';

const FK = '026_games_fk.sql';

/** The constraint a statement violated, or null when it succeeded. */
const violated = (run: Promise<unknown>): Promise<string | null> =>
  run.then(
    () => null,
    (e: { constraint?: string }) => e.constraint ?? String(e),
  );

async function gameConstraints(pool: pg.Pool): Promise<{ name: string; def: string }[]> {
  const { rows } = await pool.query<{ name: string; def: string }>(
    `SELECT conname AS name, pg_get_constraintdef(oid) AS def FROM pg_constraint
      WHERE conrelid = 'bets'::regclass AND conname IN ('bets_game_check', 'bets_game_fkey') ORDER BY 1`,
  );
  return rows;
}

describe('migration 026: bets.game references the games table', () => {
  it('on a fresh database it needs no games rows: bets is empty, and the seed that follows writes the catalogue', async () => {
    const pool = new pg.Pool({ connectionString: await createDatabase(), max: 2 });
    try {
      expect(await migrate(pool)).toContain(FK);
      expect(await gameConstraints(pool)).toEqual([{ name: 'bets_game_fkey', def: 'FOREIGN KEY (game) REFERENCES games(name)' }]);
      // The house games: later migrations add a game of their own (the sportsbook's).
      expect((await pool.query('SELECT count(*)::int AS n FROM games WHERE aggregator IS NULL')).rows[0].n).toBe(0);
      await seed(pool);
      expect((await pool.query('SELECT name FROM games WHERE aggregator IS NULL ORDER BY code')).rows.map((r) => r.name)).toEqual([
        'crash',
        'plinko',
        'dice',
        'limbo',
        'mines',
      ]);
    } finally {
      await pool.end();
    }
  });

  it('on a database with bets: writes the rows its bets name and lack, keeps the others, then refuses unknown games', async () => {
    const pool = new pg.Pool({ connectionString: await createDatabase(), max: 2 });
    try {
      expect((await migrate(pool, () => {}, MIGRATIONS_DIR, '024')).at(-1)).toBe('024_crash_alive.sql');
      await seed(pool);
      // An operator's limit on dice stays; limbo and mines lost their rows (deleted, or a database migrated without a
      // start): limbo has bets, mines has none.
      await pool.query(`UPDATE games SET max_bet_amount = 5, maintain_state = 1 WHERE name = 'dice'`);
      await pool.query(`DELETE FROM games WHERE name IN ('limbo', 'mines')`);
      const { userId, pairId } = await oldPlayer(pool, '26');
      const bet = (game: string, nonce: number) =>
        pool.query(
          `INSERT INTO bets (user_id, game, coin, balance_type, amount, multiplier, payout, win, paid, params, outcome, seed_pair_id, nonce)
           VALUES ($1, $2, 'USDT', 'DEPOSIT', 0, 2, 0, false, false, '{"target":"2.00"}', '{"result":"1.50"}', $3, $4)`,
          [userId, game, pairId, nonce],
        );
      await bet('dice', 0);
      await bet('limbo', 1);
      // Before: the CHECK list refuses a game it does not name.
      expect(await violated(bet('coinflip', 2))).toBe('bets_game_check');

      const applied = await migrate(pool, () => {}, MIGRATIONS_DIR, '026');
      expect(applied.at(-1)).toBe(FK);
      expect(await gameConstraints(pool)).toEqual([{ name: 'bets_game_fkey', def: 'FOREIGN KEY (game) REFERENCES games(name)' }]);
      const games = await pool.query(
        `SELECT code, name, title, channel, img_url, min_bet_amount::text AS min, max_bet_amount::text AS max, house_edge::text AS edge,
                maintain_state AS state
           FROM games ORDER BY code`,
      );
      expect(games.rows.map((g) => g.name)).toEqual(['crash', 'plinko', 'dice', 'limbo']);
      expect(games.rows.find((g) => g.name === 'dice')).toMatchObject({ code: 10003, max: '5.000000000000000000', state: 1 });
      expect(games.rows.find((g) => g.name === 'limbo')).toEqual({
        code: 10004,
        name: 'limbo',
        title: 'Limbo',
        channel: 'HS-GAME',
        img_url: '/games/limbo.svg',
        min: '0.010000000000000000',
        max: '10000.000000000000000000',
        edge: '0.010000',
        state: 0,
      });

      // After: a game without a row is refused by the key, and a row that bets name cannot go.
      expect(await violated(bet('coinflip', 2))).toBe('bets_game_fkey');
      expect(await violated(bet('mines', 2))).toBe('bets_game_fkey');
      expect(await violated(pool.query(`DELETE FROM games WHERE name = 'limbo'`))).toBe('bets_game_fkey');
      // The seed of the next start matches the rows by code and brings mines back; then its bets are accepted.
      await seed(pool);
      expect((await pool.query('SELECT count(*)::int AS n FROM games')).rows[0].n).toBe(5);
      expect(await violated(bet('mines', 2))).toBeNull();
      // A new game's first bet needs only its games row.
      await pool.query(
        `INSERT INTO games (code, name, title, channel, img_url, min_bet_amount, max_bet_amount, house_edge)
         VALUES (19001, 'coinflip', 'Coin flip', 'HS-GAME', '/games/coinflip.svg', 0.01, 10000, 0.01)`,
      );
      expect(await violated(bet('coinflip', 3))).toBeNull();
    } finally {
      await pool.end();
    }
  });
});
