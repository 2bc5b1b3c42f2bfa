import { chmod, mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CODE } from '../../src/core/api';
import { startEmbedded, type EmbeddedDb } from '../../server/db/embedded';
import { DATABASE_UNAVAILABLE_MSG } from '../../server/plugins/envelope';
import { buildOn, ledgerMismatches, register, type Client, type TestApp } from './helpers';
import { freePort } from '../../scripts/lib/freePort';

// The server against a database that fails under it: backends terminated mid-transaction, PostgreSQL restarted and
// killed while players bet. The process must keep serving, broken requests answer a clean 500 envelope, /healthz
// follows the database, and no money moves twice. This file runs its own cluster, since it stops and kills it.

let root: string;
let db: EmbeddedDb;
let t: TestApp;
const logs: string[] = [];

const sleep = (ms: number) => new Promise<void>((r) => setTimeout(r, ms));

/** Polls until check() is true, failing after timeoutMs. */
async function until(what: string, check: () => Promise<boolean>, timeoutMs = 30_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await sleep(25);
  }
}

const health = async (): Promise<number> => (await t.app.inject({ method: 'GET', url: '/healthz' })).statusCode;

type Player = { client: Client; name: string };

/** A money-moving call that failed for the database and is retried later with the same idempotency key. */
type Failed = { client: Client; url: string; body: Record<string, string> };

const bet = (key: string) => ({
  coin: 'USDT',
  amount: '0.01',
  balanceType: 'DEPOSIT',
  target: '50',
  condition: 'over',
  idempotencyKey: key,
});

/**
 * Players betting in a loop and tipping each other, every call with its own idempotency key. A call may fail only
 * with the database-unavailable envelope; it is remembered to be retried once the database is back.
 */
function startLoad(players: Player[]) {
  let stopped = false;
  let seq = 0;
  // Keys unique to this load: a key is looked up after a refusal, and the players bet and tip in several loads.
  const run = Math.random().toString(36).slice(2, 8);
  let bets = 0;
  const codes = new Map<string, number>();
  const failed: Failed[] = [];
  const unexpected: string[] = [];
  const call = async (client: Client, url: string, body: Record<string, string>) => {
    const res = await client.post(url, body);
    const { code, msg } = res.body;
    codes.set(`${code}`, (codes.get(`${code}`) ?? 0) + 1);
    // A tip is a chat line: one faster than the chat rate is refused (nothing moved), not a failure to retry.
    if (code === CODE.TOO_MANY && url === '/v1/account/sendTip') return false;
    if (res.status !== 200 || (code !== 200 && !(code === 500 && msg === DATABASE_UNAVAILABLE_MSG)))
      unexpected.push(`${url} ${res.status} ${code} ${msg}`);
    if (code !== 200) {
      failed.push({ client, url, body });
      // The database is down: don't spin.
      await sleep(20);
    }
    return code === 200;
  };
  const workers = players.map(async ({ client }, i) => {
    const to = players[(i + 1) % players.length]!.name;
    while (!stopped) {
      const key = `load-${run}-${i}-${++seq}`;
      if (await call(client, '/api/games/dice/bet', bet(key))) bets++;
      // One tip for every four bets.
      if (seq % 4 === 0)
        await call(client, '/v1/account/sendTip', { toUserName: to, coin: 'USDT', amount: '0.01', idempotencyKey: `tip-${key}` });
    }
  });
  return {
    codes,
    unexpected,
    /** Number of bets answered 200 so far. */
    ok: () => bets,
    async stop() {
      stopped = true;
      await Promise.all(workers);
      return failed;
    },
  };
}

/** Retries every failed call with its key: each must now succeed (answering the one that did commit, if any). */
async function retryFailed(failed: Failed[]): Promise<void> {
  for (const { client, url, body } of failed) {
    const res = await client.post(url, body);
    // A tip that never committed is a new chat line on retry: over the chat rate it is refused, and nothing moved.
    if (url === '/v1/account/sendTip' && res.body.code === CODE.TOO_MANY) {
      expect((await t.db.query('SELECT 1 FROM tips WHERE idempotency_key = $1', [body.idempotencyKey])).rowCount).toBe(0);
      continue;
    }
    expect(`${url} ${res.body.code} ${res.body.msg}`).toBe(`${url} 200 success`);
  }
}

/** Money moved once: ledger = balances, one bet or tip per key, one debit per bet, one payout per won bet. */
async function expectMoneyIntact(): Promise<void> {
  expect(await ledgerMismatches(t.db)).toEqual([]);
  const dupBets = await t.db.query(
    'SELECT user_id, idempotency_key FROM bets WHERE idempotency_key IS NOT NULL GROUP BY 1, 2 HAVING count(*) > 1',
  );
  expect(dupBets.rows).toEqual([]);
  const dupTips = await t.db.query(
    'SELECT from_user, idempotency_key FROM tips WHERE idempotency_key IS NOT NULL GROUP BY 1, 2 HAVING count(*) > 1',
  );
  expect(dupTips.rows).toEqual([]);
  const dupRows = await t.db.query('SELECT ref, reason FROM ledger WHERE ref IS NOT NULL GROUP BY 1, 2 HAVING count(*) > 1');
  expect(dupRows.rows).toEqual([]);
  const { rows } = await t.db.query(`
    SELECT (SELECT count(*) FROM bets WHERE amount > 0)::int AS bets,
           (SELECT count(*) FROM ledger WHERE reason = 'bet')::int AS debits,
           (SELECT count(*) FROM bets WHERE win AND payout > 0)::int AS wins,
           (SELECT count(*) FROM ledger WHERE reason = 'payout')::int AS payouts,
           (SELECT count(*) FROM tips)::int AS tips,
           (SELECT count(*) FROM ledger WHERE reason = 'tip_out')::int AS tips_out,
           (SELECT count(*) FROM ledger WHERE reason = 'tip_in')::int AS tips_in`);
  expect(rows[0].debits).toBe(rows[0].bets);
  expect(rows[0].payouts).toBe(rows[0].wins);
  expect(rows[0].tips).toBeGreaterThan(0);
  expect([rows[0].tips_out, rows[0].tips_in]).toEqual([rows[0].tips, rows[0].tips]);
}

async function players(n: number, prefix: string): Promise<Player[]> {
  return Promise.all(
    Array.from({ length: n }, async () => {
      const { client, user } = await register(t.app, prefix);
      return { client, name: user.userName };
    }),
  );
}

/** The postmaster and its children (backends, checkpointer, …), read from /proc. */
async function clusterPids(postmaster: number): Promise<number[]> {
  const pids = [postmaster];
  for (const entry of await readdir('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    const stat = await readFile(`/proc/${entry}/stat`, 'utf8').catch(() => '');
    // "pid (comm) state ppid …": comm may hold spaces, so read after the last ')'.
    if (Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]) === postmaster) pids.push(Number(entry));
  }
  return pids;
}

beforeAll(async () => {
  root = await mkdtemp(path.join(os.tmpdir(), 'hs-resilience-'));
  await chmod(root, 0o755);
  db = await startEmbedded({ dir: path.join(root, 'pg'), port: await freePort(), log: (m) => logs.push(m), restartDelayMs: 200 });
  const admin = new pg.Client({ connectionString: db.url });
  await admin.connect();
  await admin.query('CREATE DATABASE resilience');
  await admin.end();
  // The app reaches PostgreSQL over its Unix socket, as the server does: restarts and kills are survived on that path.
  const url = new URL(db.socketUrl);
  url.pathname = '/resilience';
  t = await buildOn(url.toString(), { BET_RATE_LIMIT_MAX: '100000' });
  // Assertions use a pool that may see the restarts too: its idle clients' errors must not crash the run.
  t.db.on('error', () => undefined);
}, 120_000);

afterAll(async () => {
  await t?.close();
  await db?.stop();
  await rm(root, { recursive: true, force: true, maxRetries: 5, retryDelay: 200 });
});

describe('the server survives its database', () => {
  it('20 backends terminated inside running transactions: only those requests fail, the process serves on', async () => {
    const admin = new pg.Client({ connectionString: t.url });
    admin.on('error', () => undefined);
    await admin.connect();
    const load = startLoad(await players(4, 'term'));
    let hits = 0;
    try {
      await until('some bets', async () => load.ok() > 10);
      while (hits < 20) {
        // A backend of the app that is inside a transaction right now.
        const { rows } = await admin.query<{ terminated: boolean }>(
          `SELECT pg_terminate_backend(pid) AS terminated FROM pg_stat_activity
            WHERE datname = current_database() AND pid <> pg_backend_pid()
              AND state IN ('active', 'idle in transaction') AND backend_xid IS NOT NULL
            LIMIT 1`,
        );
        if (rows[0]?.terminated) hits++;
        else await sleep(5);
        expect(await health()).toBe(200);
      }
      const before = load.ok();
      await until('bets to go on succeeding', async () => load.ok() > before + 20);
    } finally {
      const failed = await load.stop();
      await admin.end();
      expect(load.unexpected).toEqual([]);
      // Each termination breaks at most the request on that connection.
      expect(failed.length).toBeGreaterThan(0);
      expect(failed.length).toBeLessThanOrEqual(hits);
      await retryFailed(failed);
    }
    expect(await health()).toBe(200);
    await expectMoneyIntact();
  }, 180_000);

  it('PostgreSQL restarted 20 times under load: /healthz goes 503 then 200, requests recover, no money moves twice', async () => {
    const load = startLoad(await players(3, 'rst'));
    try {
      for (let round = 0; round < 20; round++) {
        const before = load.ok();
        await until('a bet before the restart', async () => load.ok() > before);
        await db.stop();
        await until('/healthz 503', async () => (await health()) === 503);
        await db.start();
        await until('/healthz 200', async () => (await health()) === 200);
        const after = load.ok();
        await until('a bet after the restart', async () => load.ok() > after);
      }
    } finally {
      const failed = await load.stop();
      expect(load.unexpected).toEqual([]);
      await retryFailed(failed);
    }
    await expectMoneyIntact();
  }, 300_000);

  it('a PostgreSQL killed with SIGKILL is restarted by the server', async () => {
    const load = startLoad(await players(2, 'kill'));
    try {
      for (let round = 0; round < 3; round++) {
        const before = load.ok();
        await until('a bet before the kill', async () => load.ok() > before);
        const pid = db.pid()!;
        process.kill(pid, 'SIGKILL');
        await until('a new postmaster', async () => db.pid() !== undefined && db.pid() !== pid, 60_000);
        await until('/healthz 200', async () => (await health()) === 200, 60_000);
        const after = load.ok();
        await until('a bet after the restart', async () => load.ok() > after, 60_000);
      }
    } finally {
      const failed = await load.stop();
      expect(load.unexpected).toEqual([]);
      await retryFailed(failed);
    }
    expect(logs.filter((l) => l.includes('PostgreSQL exited unexpectedly')).length).toBeGreaterThanOrEqual(3);
    expect(logs.filter((l) => l === 'PostgreSQL restarted').length).toBeGreaterThanOrEqual(3);
    await expectMoneyIntact();
  }, 300_000);

  it('a hung database (every PostgreSQL process stopped): /healthz answers 503 within seconds, 200 once it resumes', async () => {
    const [player] = await players(1, 'hung');
    expect(await health()).toBe(200);
    const pids = await clusterPids(db.pid()!);
    // The postmaster first, so it forks nothing new while its children are listed and stopped.
    for (const pid of pids) process.kill(pid, 'SIGSTOP');
    let pending: Promise<unknown> | undefined;
    try {
      // A bet now waits on its connection; the probe must not wait with it (probe time-out 2 s, pool's 10 s).
      pending = player!.client.post('/api/games/dice/bet', bet('hung-bet-1'));
      for (let i = 0; i < 2; i++) {
        const started = Date.now();
        expect(await health()).toBe(503);
        expect(Date.now() - started).toBeLessThan(6_000);
      }
    } finally {
      for (const pid of pids) process.kill(pid, 'SIGCONT');
    }
    await until('/healthz 200', async () => (await health()) === 200);
    // The bet that waited goes through (or, at worst, answers the clean envelope and settles on retry).
    const { body } = (await pending) as { body: { code: number; msg: string } };
    expect([`200 success`, `500 ${DATABASE_UNAVAILABLE_MSG}`]).toContain(`${body.code} ${body.msg}`);
    await retryFailed([{ client: player!.client, url: '/api/games/dice/bet', body: bet('hung-bet-1') }]);
    await expectMoneyIntact();
  }, 120_000);

  it('once the process is shutting down, an exit of PostgreSQL is not restarted', async () => {
    const pid = db.pid()!;
    db.shuttingDown();
    // What a Ctrl-C does to the postgres of the same process group.
    process.kill(pid, 'SIGINT');
    await until('PostgreSQL gone', async () => db.pid() === undefined);
    const before = logs.length;
    // Several restart delays (200 ms here) with nothing restarted, and stop() returns at once.
    await sleep(1_000);
    expect(db.pid()).toBeUndefined();
    expect(logs.slice(before).filter((l) => l.includes('restart'))).toEqual([]);
    await db.stop();
    expect(db.pid()).toBeUndefined();
  }, 60_000);
});
