import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import type { SettledBet } from '../../src/core/bets';
import { payoutOf, sha256Hex, verifyBet } from '../../src/core/fairness';
import { diceOutcome, limboOutcome, type DiceCondition } from '../../src/core/games';
import { migrate, MIGRATIONS_DIR } from '../../server/db/migrate';
import { seed } from '../../server/db/seed';
import { buildOn, Client, createDatabase, type TestApp } from './helpers';

let t: TestApp | undefined;
afterAll(async () => {
  await t?.close();
});

const seedOf = () => randomBytes(32).toString('hex');

describe('migration 006: bets params and outcome', () => {
  it('converts dice and limbo bets settled before it; each reads back through the API and verifies', async () => {
    const url = await createDatabase();
    const pool = new pg.Pool({ connectionString: url, max: 2 });
    const ids: number[] = [];
    try {
      expect((await migrate(pool, () => {}, MIGRATIONS_DIR, '005')).at(-1)).toBe('005_auth_events.sql');
      await seed(pool);
      const { rows } = await pool.query<{ id: number }>(
        `INSERT INTO users (user_name, email, password_hash, nick_name, share_code) VALUES ('old', 'old@x.test', 'x', 'Oldtimer', 'OLDCODE2') RETURNING id`,
      );
      const userId = rows[0]!.id;
      // Two pairs, both rotated (revealed) before the upgrade, with bets of both games on each.
      for (const [p, clientSeed] of ['first seed', 'second:seed'].entries()) {
        const serverSeed = seedOf();
        const pair = await pool.query<{ id: string }>(
          `INSERT INTO seed_pairs (user_id, server_seed, server_seed_hash, client_seed, nonce, state, activated_at, revealed_at)
           VALUES ($1, $2, $3, $4, 6, 'revealed', now(), now()) RETURNING id`,
          [userId, serverSeed, sha256Hex(serverSeed), clientSeed],
        );
        for (let nonce = 0; nonce < 6; nonce++) {
          const seeds = { serverSeed, clientSeed, nonce };
          const amount = nonce === 5 ? '0' : `${nonce + p}.5`;
          const dice = nonce % 2 === 0;
          const condition: DiceCondition = nonce % 4 === 0 ? 'under' : 'over';
          const target = dice ? ['49.5', '30', '75.25'][nonce % 3]! : ['2', '1.01', '1000'][nonce % 3]!;
          const o = dice ? diceOutcome(seeds, target, condition) : limboOutcome(seeds, target);
          const bet = await pool.query<{ id: string }>(
            `INSERT INTO bets (user_id, game, coin, balance_type, amount, multiplier, payout, win, result, target, condition, seed_pair_id, nonce)
             VALUES ($1, $2, 'USDT', 'DEPOSIT', $3, $4, $5, $6, $7, $8, $9, $10, $11) RETURNING id`,
            [
              userId,
              dice ? 'dice' : 'limbo',
              amount,
              o.multiplier,
              payoutOf(amount, o.multiplier, o.win, 'USDT'),
              o.win,
              o.result,
              target,
              dice ? condition : null,
              pair.rows[0]!.id,
              nonce,
            ],
          );
          ids.push(Number(bet.rows[0]!.id));
        }
      }
      expect(await migrate(pool, () => {}, MIGRATIONS_DIR, '006')).toEqual(['006_bet_params_outcome.sql']);
      const columns = await pool.query<{ column_name: string }>(
        `SELECT column_name FROM information_schema.columns WHERE table_name = 'bets'`,
      );
      const names = columns.rows.map((c) => c.column_name);
      expect(names).toEqual(expect.arrayContaining(['params', 'outcome']));
      expect(names.filter((n) => ['result', 'target', 'condition'].includes(n))).toEqual([]);
      // Any catalogue game may be stored now; a name outside it is still refused.
      const refused = await pool.query(`UPDATE bets SET game = 'roulette' WHERE id = $1`, [ids[0]]).then(
        () => null,
        (e: { constraint?: string }) => e.constraint,
      );
      expect(refused).toBe('bets_game_check');
    } finally {
      await pool.end();
    }

    t = await buildOn(url);
    const guest = new Client(t.app);
    const games = new Set<string>();
    for (const id of ids) {
      const bet = (await guest.get<SettledBet>(`/api/games/bets/${id}`)).body.data!;
      games.add(bet.game);
      expect(bet.serverSeed).toMatch(/^[0-9a-f]{64}$/);
      expect(bet.game === 'dice' ? Object.keys(bet.params).sort() : Object.keys(bet.params)).toEqual(
        bet.game === 'dice' ? ['condition', 'target'] : ['target'],
      );
      const check = verifyBet(bet);
      expect(check, JSON.stringify(bet)).toMatchObject({ hashMatches: true, matches: true });
    }
    expect([...games].sort()).toEqual(['dice', 'limbo']);
    expect(ids).toHaveLength(12);
    // The start-up step gave the old player an active and a next pair.
    const pairs = await t.db.query(`SELECT state FROM seed_pairs WHERE state IN ('active', 'next') ORDER BY state`);
    expect(pairs.rows.map((r) => r.state)).toEqual(['active', 'next']);
  });
});
