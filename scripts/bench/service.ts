import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { setHmac } from '../../src/core/fairness';
import { BetService } from '../../server/games/bets/BetService';
import { ReferenceCache } from '../../server/reference/ReferenceCache';
import { nodeHmac } from '../../server/lib/hmac';
import { closedLoop, type LoadResult } from './load';

/**
 * Dice bets through the server's bet service straight on `pg`, no HTTP: the bet's own checks, settlement and SQL
 * (one statement per bet) with `workers` concurrent loops spread over the given players.
 */
export async function serviceBets(url: string, userNames: string[], workers: number, seconds: number): Promise<LoadResult> {
  setHmac(nodeHmac);
  const pool = new pg.Pool({ connectionString: url, max: workers });
  try {
    const { rows } = await pool.query<{ id: number }>('SELECT id FROM users WHERE user_name = ANY($1) ORDER BY user_name', [userNames]);
    const ids = rows.map((r) => r.id);
    const service = new BetService(pool, new ReferenceCache(pool));
    return await closedLoop(workers, seconds, async (w) => {
      await service.place({
        userId: ids[w % ids.length]!,
        game: 'dice',
        coin: 'USDT',
        amount: '0.01',
        balanceType: 'DEPOSIT',
        params: { target: '50.50', condition: 'over' },
        idempotencyKey: randomBytes(12).toString('hex'),
      });
      return true;
    });
  } finally {
    await pool.end();
  }
}
