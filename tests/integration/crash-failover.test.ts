import { spawn, type ChildProcess } from 'node:child_process';
import { createHash } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { crashPoint } from '../../src/core/games/crash';
import { MSG } from '../../src/core/socket';
import { migrate } from '../../server/db/migrate';
import { storeChain } from '../../server/games/crash/chain';
import { TestSocket, createDatabase, ledgerMismatches } from './helpers';

// Two real server processes on one database. The first runs the crash round loop; mid-round it is killed with
// SIGKILL. The second takes the loop over within 5 s and voids the round it finds running: every stake still in is
// refunded once, the cash-out made before the kill stands and is paid once, and the rounds go on.
const CHILD = fileURLToPath(new URL('./fixtures/crashChild.ts', import.meta.url));
const SALT = 'highstakes-crash-salt-v1';
const LENGTH = 1000;
const children = new Set<ChildProcess>();

afterAll(() => {
  for (const c of children) c.kill('SIGKILL');
});

/** The first seed of a fixed sequence whose game 1 runs long (at least 5x, over 26 s) and game 2 is short. */
function seed(): Buffer {
  for (let i = 0; ; i++) {
    const s = createHash('sha256').update(`crash-failover-${i}`).digest();
    let h: Buffer = s;
    const last: string[] = [];
    for (let k = 0; k < LENGTH; k++) {
      if (k >= LENGTH - 2) last.push(h.toString('hex'));
      h = createHash('sha256').update(h).digest();
    }
    // last = [h(length-2), h(length-1)] = [game 2, game 1].
    if (Number(crashPoint(last[1]!, SALT)) >= 5 && Number(crashPoint(last[0]!, SALT)) <= 2) return s;
  }
}

async function server(url: string, bettingMs: number): Promise<{ child: ChildProcess; base: string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', CHILD], {
    env: { ...process.env, CHILD_DB_URL: url, CHILD_BETTING_MS: String(bettingMs) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.add(child);
  child.on('exit', () => children.delete(child));
  let err = '';
  child.stderr!.on('data', (c: Buffer) => (err += c.toString()));
  const port = await new Promise<number>((resolve, reject) => {
    let out = '';
    child.stdout!.on('data', (c: Buffer) => {
      out += c.toString();
      const m = /LISTENING (\d+)/.exec(out);
      if (m) resolve(Number(m[1]));
    });
    child.on('exit', (code) => reject(new Error(`server exited (${code}): ${err.slice(-1500)}`)));
  });
  return { child, base: `http://127.0.0.1:${port}` };
}

/** A player over HTTP with their session cookie. */
async function player(base: string, prefix: string) {
  const userName = `${prefix}${Math.random().toString(36).slice(2, 10)}`;
  const res = await fetch(`${base}/v1/user/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: base },
    body: JSON.stringify({ userName, email: `${userName}@example.test`, password: 'correct-horse-9' }),
  });
  const cookie = res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  const post = async (to: string, path: string, body: unknown) =>
    (await (
      await fetch(`${to}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', cookie, origin: to },
        body: JSON.stringify(body),
      })
    ).json()) as { code: number; msg: string };
  return { post };
}

async function until<T>(read: () => Promise<T>, done: (v: T) => boolean, ms: number): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const v = await read();
    if (done(v)) return v;
    if (Date.now() > end) throw new Error(`condition not met in ${ms} ms: ${JSON.stringify(v)}`);
    await new Promise((r) => setTimeout(r, 25));
  }
}

describe('crash failover between server processes', () => {
  it('SIGKILL of the loop runner mid-round: another process takes over within 5 s and voids the round, paying nothing twice', async () => {
    const url = await createDatabase();
    const db = new pg.Pool({ connectionString: url, max: 3 });
    await migrate(db);
    await storeChain(db, seed(), { length: LENGTH, salt: SALT });
    const phase = async (id: number) =>
      (await db.query<{ phase: string }>('SELECT phase FROM crash_rounds WHERE id = $1', [id])).rows[0]?.phase ?? null;

    // The first process is alone when round 1 is made: it runs the loop. Its rounds take bets for 20 s, time enough to
    // start the second process and place the bets however slow the machine; the second's rounds take 1.5 s.
    const first = await server(url, 20_000);
    await until(
      () => phase(1),
      (p) => p === 'betting',
      60_000,
    );
    const second = await server(url, 1500);
    const watcher = await TestSocket.open(second.base, { origin: second.base });

    const [a, b, c] = await Promise.all([player(second.base, 'fa'), player(first.base, 'fb'), player(second.base, 'fc')]);
    const bet = (amount: string, extra = {}) => ({ coin: 'USDT', amount, balanceType: 'DEPOSIT', ...extra });
    expect((await a.post(second.base, '/api/games/crash/bet', bet('3', { autoCashout: '1000000' }))).code).toBe(200);
    expect((await b.post(first.base, '/api/games/crash/bet', bet('4'))).code).toBe(200);
    expect((await c.post(second.base, '/api/games/crash/bet', bet('5'))).code).toBe(200);

    await until(
      () => phase(1),
      (p) => p === 'running',
      30_000,
    );
    // b cashes out through the process that does not run the loop.
    expect((await b.post(second.base, '/api/games/crash/cashout', { roundId: 1 })).code).toBe(200);

    first.child.kill('SIGKILL');
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
    expect(bets.map((x) => x.state)).toEqual(['refunded', 'cashed', 'refunded']);
    const ledger = (await db.query(`SELECT reason, delta FROM ledger WHERE ref LIKE 'crash:%' AND reason <> 'bet' ORDER BY id`)).rows;
    expect(ledger.filter((l) => l.reason === 'payout')).toHaveLength(1);
    expect(ledger.filter((l) => l.reason === 'refund').map((l) => Number(l.delta))).toEqual([3, 5]);
    expect(await ledgerMismatches(db)).toEqual([]);

    // The rounds go on under the second process.
    await until(
      () => phase(2),
      (p) => p === 'crashed',
      30_000,
    );
    watcher.close();
    second.child.kill('SIGTERM');
    await db.end();
  }, 120_000);
});
