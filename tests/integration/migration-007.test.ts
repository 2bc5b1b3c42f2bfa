import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import type { SettledBet } from '../../src/core/bets';
import { ints, payoutOf, sha256Hex, verifyBet } from '../../src/core/fairness';
import { INSTANT_GAMES } from '../../src/core/games';
import { migrate, MIGRATIONS_DIR } from '../../server/db/migrate';
import { seed } from '../../server/db/seed';
import { buildOn, Client, createDatabase, type TestApp } from './helpers';

let t: TestApp | undefined;
afterAll(async () => {
  await t?.close();
});

describe('migration 007: bets say whether they paid', () => {
  it('gives every dice and limbo bet paid = win, keeps its values, and each reads back as before and verifies', async () => {
    const url = await createDatabase();
    const pool = new pg.Pool({ connectionString: url, max: 2 });
    const before: { id: number; win: boolean; multiplier: string; payout: string }[] = [];
    try {
      expect((await migrate(pool, () => {}, MIGRATIONS_DIR, '006')).at(-1)).toBe('006_bet_params_outcome.sql');
      await seed(pool);
      const { rows } = await pool.query<{ id: number }>(
        `INSERT INTO users (user_name, email, password_hash, nick_name, share_code) VALUES ('old7', 'old7@x.test', 'x', 'Old7', 'OLDCODE7') RETURNING id`,
      );
      // The 8 bets of a seed: dice over 50 and limbo at 2x in turn.
      const settleAll = (seed: string) =>
        Array.from({ length: 8 }, (_, nonce) => {
          const dice = nonce % 2 === 0;
          const params = dice ? { target: '50.00', condition: 'over' as const } : { target: '2.00' };
          const def = dice ? INSTANT_GAMES.dice : INSTANT_GAMES.limbo;
          return { nonce, params, def, s: def.settle(ints(seed, 'c7', nonce, def.ints), params as never) };
        });
      // A seed whose bets hold both a win and a loss (a random one gives all of one kind once in 128 runs).
      let serverSeed = randomBytes(32).toString('hex');
      let bets = settleAll(serverSeed);
      while (new Set(bets.map((b) => b.s.win)).size < 2) {
        serverSeed = randomBytes(32).toString('hex');
        bets = settleAll(serverSeed);
      }
      const pair = await pool.query<{ id: string }>(
        `INSERT INTO seed_pairs (user_id, server_seed, server_seed_hash, client_seed, nonce, state, activated_at, revealed_at)
         VALUES ($1, $2, $3, 'c7', 8, 'revealed', now(), now()) RETURNING id`,
        [rows[0]!.id, serverSeed, sha256Hex(serverSeed)],
      );
      for (const { nonce, params, def, s } of bets) {
        const amount = `${nonce + 1}.25`;
        const payout = payoutOf(amount, s.multiplier, s.win, 'USDT');
        const bet = await pool.query<{ id: string }>(
          `INSERT INTO bets (user_id, game, coin, balance_type, amount, multiplier, payout, win, params, outcome, seed_pair_id, nonce)
           VALUES ($1, $2, 'USDT', 'DEPOSIT', $3, $4, $5, $6, $7, $8, $9, $10) RETURNING id`,
          [
            rows[0]!.id,
            def.game,
            amount,
            s.multiplier,
            payout,
            s.win,
            JSON.stringify(params),
            JSON.stringify(s.outcome),
            pair.rows[0]!.id,
            nonce,
          ],
        );
        before.push({ id: Number(bet.rows[0]!.id), win: s.win, multiplier: s.multiplier, payout });
      }
      expect(await migrate(pool, () => {}, MIGRATIONS_DIR, '007')).toEqual(['007_bet_paid.sql']);
      const stored = await pool.query<{ id: string; win: boolean; paid: boolean; multiplier: string }>(
        'SELECT id, win, paid, multiplier::text FROM bets ORDER BY id',
      );
      for (const [i, row] of stored.rows.entries()) {
        expect(row.paid).toBe(row.win);
        expect(Number(row.multiplier)).toBe(Number(before[i]!.multiplier));
      }
      // A win that did not pay, or an unpaid bet with a payout, is refused.
      const refuse = (sql: string, id: number) =>
        pool.query(sql, [id]).then(
          () => null,
          (e: { constraint?: string }) => e.constraint,
        );
      const win = before.find((b) => b.win)!.id;
      expect(await refuse(`UPDATE bets SET paid = false, payout = 0 WHERE id = $1`, win)).toBe('bets_win_paid');
      expect(await refuse(`UPDATE bets SET paid = false, win = false WHERE id = $1`, win)).toBe('bets_unpaid_zero');
    } finally {
      await pool.end();
    }

    t = await buildOn(url);
    const guest = new Client(t.app);
    for (const b of before) {
      const bet = (await guest.get<SettledBet>(`/api/games/bets/${b.id}`)).body.data!;
      // As before 007: the game's multiplier on a win, "0" on a loss, the payout unchanged.
      expect(bet.multiplier).toBe(b.win ? b.multiplier : '0');
      expect(bet.payout).toBe(b.payout);
      expect(verifyBet(bet)).toMatchObject({ hashMatches: true, matches: true });
    }
  });
});
