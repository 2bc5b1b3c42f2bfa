import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { MSG } from '../../src/core/socket';
import { storeChain } from '../../server/games/crash/chain';
import { LEADER_LOCK } from '../../server/games/crash/CrashLeader';
import { SALT, httpPlayer, killServers, seedWhere, serverProcess, until } from './crashProcesses';
import { TestSocket, createDatabase, ledgerMismatches } from './helpers';

// Two real server processes on one database. One runs the crash round loop (the leader); mid-round it is killed with
// SIGKILL. The other takes the loop over within 5 s and voids the round it finds running: the auto cash-out whose
// target the curve had passed before the kill (its pay held up by a row lock, so the dead leader never made it) is paid
// at its target, every other stake still in is refunded once, the cash-out made before the kill stands and is paid
// once, and the rounds go on.
const LENGTH = 1000;

afterAll(killServers);

/** A chain whose game 1 runs long (at least 5x, over 26 s) and game 2 is short. */
const seed = () => seedWhere('crash-failover', LENGTH, 2, ([g1, g2]) => g1! >= 5 && g2! <= 2).seed;

describe('crash failover between server processes', () => {
  it('SIGKILL of the loop runner mid-round: another process takes over within 5 s, pays the auto target the curve had passed and voids the round, paying nothing twice', async () => {
    const url = await createDatabase({ migrated: true });
    const db = new pg.Pool({ connectionString: url, max: 3 });
    await storeChain(db, seed(), { length: LENGTH, salt: SALT });
    const phase = async (id: number) =>
      (await db.query<{ phase: string }>('SELECT phase FROM crash_rounds WHERE id = $1', [id])).rows[0]?.phase ?? null;

    // No process may lead until everything is ready: the test holds the loop's lock while both processes start and
    // the players register, so round 1's betting time only has to cover the bets, however slow the machine.
    const gate = await db.connect();
    await gate.query('SELECT pg_advisory_lock($1)', [LEADER_LOCK]);
    const [one, two] = await Promise.all([serverProcess(url, { bettingMs: 10_000 }), serverProcess(url, { bettingMs: 10_000 })]);
    const [a, b, c, d] = await Promise.all([
      httpPlayer(one.base, 'fa'),
      httpPlayer(two.base, 'fb'),
      httpPlayer(one.base, 'fc'),
      httpPlayer(two.base, 'fd'),
    ]);
    await gate.query('SELECT pg_advisory_unlock($1)', [LEADER_LOCK]);
    gate.release();
    // One of them takes the lock and makes round 1: the leader (killed below); the other is the follower.
    await until(
      async () => one.leading() || two.leading(),
      (yes) => yes,
      30_000,
    );
    const [leader, follower] = one.leading() ? [one, two] : [two, one];
    const watcher = await TestSocket.open(follower.base, { origin: follower.base });
    await until(
      () => phase(1),
      (p) => p === 'betting',
      30_000,
    );

    const bet = (amount: string, extra = {}) => ({ coin: 'USDT', amount, balanceType: 'DEPOSIT', ...extra });
    expect(await a.post(follower.base, '/api/games/crash/bet', bet('3', { autoCashout: '1000000' }))).toMatchObject({ code: 200 });
    expect(await b.post(leader.base, '/api/games/crash/bet', bet('4'))).toMatchObject({ code: 200 });
    expect(await c.post(follower.base, '/api/games/crash/bet', bet('5'))).toMatchObject({ code: 200 });
    expect(await d.post(follower.base, '/api/games/crash/bet', bet('2', { autoCashout: '1.01' }))).toMatchObject({ code: 200 });
    // d's bet row is locked until the kill: the leader reaches 1.01x, tries to pay it and waits, as a leader that
    // dies between passing a target and paying it.
    const holder = await db.connect();
    await holder.query('BEGIN');
    await holder.query(`SELECT id FROM crash_bets WHERE round_id = 1 AND auto_cashout = 101 FOR UPDATE`);

    await until(
      () => phase(1),
      (p) => p === 'running',
      30_000,
    );
    // b cashes out through the process that does not run the loop.
    expect(await b.post(follower.base, '/api/games/crash/cashout', { roundId: 1 })).toMatchObject({ code: 200 });

    await until(
      async () =>
        (
          await db.query<{ n: number }>(
            `SELECT count(*)::int AS n FROM pg_stat_activity
              WHERE datname = current_database() AND wait_event_type = 'Lock' AND query LIKE '%crash_bets SET state = ''cashed''%'`,
          )
        ).rows[0]!.n,
      (n) => n === 1,
      30_000,
    );
    leader.child.kill('SIGKILL');
    await holder.query('ROLLBACK');
    holder.release();
    const killedAt = Date.now();
    await until(
      () => phase(1),
      (p) => p === 'voided',
      5_000,
    );
    expect(Date.now() - killedAt).toBeLessThanOrEqual(5_000);
    const frame = await watcher.next((f) => f.type === MSG.CRASH_ROUND && (f.data as { phase: string }).phase === 'voided', 5_000);
    expect(frame.data).toMatchObject({ roundId: 1, phase: 'voided' });

    const bets = (await db.query('SELECT amount, state, payout FROM crash_bets WHERE round_id = 1 ORDER BY id')).rows;
    expect(bets.map((x) => x.state)).toEqual(['refunded', 'cashed', 'refunded', 'cashed']);
    expect(Number(bets[3]!.payout)).toBe(2.02);
    expect((await db.query('SELECT cashout_at FROM crash_bets WHERE round_id = 1 ORDER BY id DESC LIMIT 1')).rows[0]).toEqual({
      cashout_at: 101,
    });
    const ledger = (await db.query(`SELECT reason, delta FROM ledger WHERE ref LIKE 'crash:%' AND reason <> 'bet' ORDER BY id`)).rows;
    expect(ledger.filter((l) => l.reason === 'payout')).toHaveLength(2);
    expect(ledger.filter((l) => l.reason === 'payout').map((l) => Number(l.delta))).toContain(2.02);
    // The refunds run in player order, not bet order.
    expect(
      ledger
        .filter((l) => l.reason === 'refund')
        .map((l) => Number(l.delta))
        .sort((a, b) => a - b),
    ).toEqual([3, 5]);
    expect(await ledgerMismatches(db)).toEqual([]);

    // The rounds go on under the other process.
    await until(
      () => phase(2),
      (p) => p === 'crashed',
      60_000,
    );
    watcher.close();
    follower.child.kill('SIGTERM');
    await db.end();
  }, 180_000);
});
