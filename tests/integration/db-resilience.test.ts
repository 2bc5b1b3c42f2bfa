import { chmod, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BetResponse } from '../../src/core/bets';
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

/** Players betting in a loop, each bet with its own idempotency key; a 500 is remembered for a retry. */
function startLoad(players: Client[]) {
  let stopped = false;
  let seq = 0;
  const codes = new Map<string, number>();
  const failed: { client: Client; key: string }[] = [];
  const unexpected: string[] = [];
  const workers = players.map(async (client, i) => {
    while (!stopped) {
      const key = `load-${i}-${++seq}`;
      const res = await client.post<BetResponse>('/api/games/dice/bet', { coin: 'USDT', amount: '0.01', balanceType: 'DEPOSIT', target: '50', condition: 'over', idempotencyKey: key });
      const { code, msg } = res.body;
      codes.set(`${code}`, (codes.get(`${code}`) ?? 0) + 1);
      if (res.status !== 200 || (code !== 200 && !(code === 500 && msg === DATABASE_UNAVAILABLE_MSG))) unexpected.push(`${res.status} ${code} ${msg}`);
      if (code !== 200) {
        failed.push({ client, key });
        // The database is down: don't spin.
        await sleep(20);
      }
    }
  });
  return {
    codes,
    unexpected,
    /** Number of bets answered 200 so far. */
    ok: () => codes.get('200') ?? 0,
    async stop() {
      stopped = true;
      await Promise.all(workers);
      return failed;
    },
  };
}

/** Retries every failed bet with its key: each must now settle (or answer the bet that did commit). */
async function retryFailed(failed: { client: Client; key: string }[]): Promise<void> {
  for (const { client, key } of failed) {
    const res = await client.post('/api/games/dice/bet', { coin: 'USDT', amount: '0.01', balanceType: 'DEPOSIT', target: '50', condition: 'over', idempotencyKey: key });
    expect(`${res.body.code} ${res.body.msg}`).toBe('200 success');
  }
}

/** Money moved once: ledger = balances, one bet row per key, one debit per bet, one payout per won bet. */
async function expectMoneyIntact(): Promise<void> {
  expect(await ledgerMismatches(t.db)).toEqual([]);
  const dupKeys = await t.db.query('SELECT user_id, idempotency_key FROM bets WHERE idempotency_key IS NOT NULL GROUP BY 1, 2 HAVING count(*) > 1');
  expect(dupKeys.rows).toEqual([]);
  const dupRows = await t.db.query('SELECT ref, reason FROM ledger WHERE ref IS NOT NULL GROUP BY 1, 2 HAVING count(*) > 1');
  expect(dupRows.rows).toEqual([]);
  const { rows } = await t.db.query(`
    SELECT (SELECT count(*) FROM bets WHERE amount > 0)::int AS bets,
           (SELECT count(*) FROM ledger WHERE reason = 'bet')::int AS debits,
           (SELECT count(*) FROM bets WHERE win AND payout > 0)::int AS wins,
           (SELECT count(*) FROM ledger WHERE reason = 'payout')::int AS payouts`);
  expect(rows[0].debits).toBe(rows[0].bets);
  expect(rows[0].payouts).toBe(rows[0].wins);
}

beforeAll(async () => {
  root = await mkdtemp(path.join(os.tmpdir(), 'hs-resilience-'));
  await chmod(root, 0o755);
  db = await startEmbedded({ dir: path.join(root, 'pg'), port: await freePort(), log: (m) => logs.push(m), restartDelayMs: 200 });
  const admin = new pg.Client({ connectionString: db.url });
  await admin.connect();
  await admin.query('CREATE DATABASE resilience');
  await admin.end();
  const url = new URL(db.url);
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
    const players = await Promise.all([1, 2, 3, 4].map(async () => (await register(t.app, 'term')).client));
    const admin = new pg.Client({ connectionString: t.url });
    admin.on('error', () => undefined);
    await admin.connect();
    const load = startLoad(players);
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
    const players = await Promise.all([1, 2, 3].map(async () => (await register(t.app, 'rst')).client));
    const load = startLoad(players);
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
    const players = await Promise.all([1, 2].map(async () => (await register(t.app, 'kill')).client));
    const load = startLoad(players);
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
});
