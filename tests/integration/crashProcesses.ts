import { spawn, type ChildProcess } from 'node:child_process';
import { createHash } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { crashPoint } from '../../src/core/games/crash';
import { BIRTH, uniqueName } from './helpers';

// What the crash tests of several server processes share: house servers in child processes on one database, players
// over HTTP with their session cookie, chains whose games are chosen by a fixed seed sequence, and a condition poll.
const CHILD = fileURLToPath(new URL('./fixtures/crashChild.ts', import.meta.url));

/** The public salt of the test chains. */
export const SALT = 'highstakes-crash-salt-v1';

const children = new Set<ChildProcess>();

/** Kills every server process still running (afterAll). */
export function killServers(): void {
  for (const c of children) c.kill('SIGKILL');
}

/** A house server in a child process: its address, and whether it runs the round loop now. */
export interface ServerProcess {
  child: ChildProcess;
  base: string;
  leading(): boolean;
}

/** A house server process on `url` (migrated, chain stored) running the crash loop with these phases (or none: loop false). */
export async function serverProcess(
  url: string,
  phases: { bettingMs: number; crashedMs?: number; loop?: boolean },
): Promise<ServerProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', CHILD], {
    env: {
      ...process.env,
      CHILD_DB_URL: url,
      CHILD_BETTING_MS: String(phases.bettingMs),
      CHILD_CRASHED_MS: String(phases.crashedMs ?? 300),
      CHILD_LOOP: phases.loop === false ? '0' : '1',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.add(child);
  child.on('exit', () => children.delete(child));
  let err = '';
  let leading = false;
  child.stderr!.on('data', (c: Buffer) => (err += c.toString()));
  const port = await new Promise<number>((resolve, reject) => {
    let out = '';
    child.stdout!.on('data', (c: Buffer) => {
      out += c.toString();
      if (out.includes('LEADING')) leading = true;
      const m = /LISTENING (\d+)/.exec(out);
      if (m) resolve(Number(m[1]));
    });
    child.on('exit', (code) => reject(new Error(`server exited (${code}): ${err.slice(-1500)}`)));
  });
  return { child, base: `http://127.0.0.1:${port}`, leading: () => leading };
}

/** A JSON answer of the API. */
export interface Reply<T = unknown> {
  code: number;
  msg: string;
  data?: T;
}

/** A registered player over HTTP with their session cookie (the cookie works on every process of the database). */
export interface HttpPlayer {
  userName: string;
  cookie: string;
  post<T = unknown>(to: string, path: string, body: unknown): Promise<Reply<T>>;
  get<T = unknown>(to: string, path: string): Promise<Reply<T>>;
}

/** Registers a player through `base` (demo funds included). */
export async function httpPlayer(base: string, prefix: string): Promise<HttpPlayer> {
  const userName = uniqueName(prefix);
  const res = await fetch(`${base}/v1/user/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: base },
    body: JSON.stringify({ userName, email: `${userName}@example.test`, password: 'correct-horse-9', birth: BIRTH }),
  });
  if (!res.ok) throw new Error(`register failed: ${res.status} ${await res.text()}`);
  const cookie = res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  const call = async <T>(method: string, to: string, path: string, body?: unknown): Promise<Reply<T>> => {
    const answer = await fetch(`${to}${path}`, {
      method,
      headers: { ...(body === undefined ? {} : { 'content-type': 'application/json' }), cookie, origin: to },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return (await answer.json()) as Reply<T>;
  };
  return {
    userName,
    cookie,
    post: (to, path, body) => call('POST', to, path, body),
    get: (to, path) => call('GET', to, path),
  };
}

/** The game hashes a chain of `length` from `seed` plays, game 1 first (game g is h(length - g)). */
export function chainGames(seed: Buffer, length: number, count: number): string[] {
  const hashes: string[] = [];
  let h: Buffer = seed;
  for (let k = 0; k <= length; k++) {
    if (k >= length - count && k < length) hashes.push(h.toString('hex'));
    h = createHash('sha256').update(h).digest();
  }
  return hashes.reverse();
}

/**
 * The first seed of the fixed sequence `<prefix>-0`, `<prefix>-1`, … whose first games' crash points satisfy `ok`
 * (the same seed every run), with those points (game 1 first).
 */
export function seedWhere(
  prefix: string,
  length: number,
  count: number,
  ok: (points: number[]) => boolean,
): { seed: Buffer; points: number[] } {
  for (let i = 0; ; i++) {
    const seed = createHash('sha256').update(`${prefix}-${i}`).digest();
    const points = chainGames(seed, length, count).map((g) => Number(crashPoint(g, SALT)));
    if (ok(points)) return { seed, points };
  }
}

/**
 * Of the seeds `<prefix>-0` … `<prefix>-<candidates - 1>` whose first games satisfy `ok`, the one whose games take the
 * least time in all (the same seed every run, found in bounded time), with those games' crash points.
 */
export function quickestSeed(
  prefix: string,
  length: number,
  count: number,
  ok: (points: number[]) => boolean,
  candidates: number,
): { seed: Buffer; points: number[] } {
  let best: { seed: Buffer; points: number[]; ms: number } | null = null;
  for (let i = 0; i < candidates; i++) {
    const seed = createHash('sha256').update(`${prefix}-${i}`).digest();
    const points = chainGames(seed, length, count).map((g) => Number(crashPoint(g, SALT)));
    if (!ok(points)) continue;
    const ms = points.reduce((sum, p) => sum + Math.log(p) / 0.00006, 0);
    if (!best || ms < best.ms) best = { seed, points, ms };
  }
  if (!best) throw new Error(`no seed of ${candidates} satisfies the condition`);
  return best;
}

/** Polls `read` until `done` holds (a condition, never a fixed delay); fails after `ms`. */
export async function until<T>(read: () => Promise<T>, done: (v: T) => boolean, ms: number): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const v = await read();
    if (done(v)) return v;
    if (Date.now() > end) throw new Error(`condition not met in ${ms} ms: ${JSON.stringify(v)}`);
    await new Promise((r) => setTimeout(r, 25));
  }
}
