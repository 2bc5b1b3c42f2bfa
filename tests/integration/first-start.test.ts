import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chmod, mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { clearLeftoverPostmaster, isCompleteCluster } from '../../server/db/embedded';
import { freePort } from '../../scripts/lib/freePort';

// A first start killed (SIGKILL) at ten points of its set-up: before anything, as initdb begins, four times during
// initdb, as the data folder is renamed into place, as PostgreSQL starts, as the app migrates, once it is ready.
// Every next start must succeed on the same folder.

const CHILD = path.resolve('tests/integration/fixtures/startChild.ts');
const roots: string[] = [];

interface Run {
  child: ChildProcess;
  lines: string[];
  /** Resolves when a line starting with the prefix was printed (or rejects when the child exits first). */
  line(prefix: string): Promise<void>;
  exited: Promise<number | null>;
}

function run(dir: string, port: number, env: Record<string, string> = {}): Run {
  const child = spawn(process.execPath, ['--import', 'tsx', CHILD], {
    env: { ...process.env, CHILD_PG_DIR: dir, CHILD_PG_PORT: String(port), ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const lines: string[] = [];
  const waiters: { prefix: string; resolve: () => void }[] = [];
  let buffer = '';
  child.stdout!.on('data', (chunk: Buffer) => {
    buffer += chunk.toString();
    const parts = buffer.split('\n');
    buffer = parts.pop()!;
    for (const l of parts) {
      lines.push(l);
      for (const w of waiters.filter((x) => l.startsWith(x.prefix))) w.resolve();
    }
  });
  let stderr = '';
  child.stderr!.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return {
    child,
    lines,
    exited,
    line: (prefix) =>
      new Promise<void>((resolve, reject) => {
        if (lines.some((l) => l.startsWith(prefix))) return resolve();
        waiters.push({ prefix, resolve });
        void exited.then((code) => reject(new Error(`child exited (${code}) before "${prefix}"; stdout: ${lines.join(' | ')}; stderr: ${stderr.slice(-2000)}`)));
      }),
  };
}

const sleep = (ms: number) => new Promise<void>((r) => setTimeout(r, ms));

/** Kill points: each waits for a moment of the first start, then the child is killed with SIGKILL. */
const POINTS: [string, (r: Run) => Promise<void>][] = [
  ['right after spawn', async () => undefined],
  ['as initdb begins', (r) => r.line('initialising PostgreSQL data')],
  ['early in initdb', async (r) => (await r.line('initialising PostgreSQL data'), await sleep(150))],
  ['in initdb', async (r) => (await r.line('initialising PostgreSQL data'), await sleep(400))],
  ['later in initdb', async (r) => (await r.line('initialising PostgreSQL data'), await sleep(900))],
  ['late in initdb', async (r) => (await r.line('initialising PostgreSQL data'), await sleep(1600))],
  ['as the folder is renamed into place', (r) => r.line('PostgreSQL data initialised')],
  ['as PostgreSQL starts', async (r) => (await r.line('PostgreSQL data initialised'), await sleep(100))],
  ['while the app migrates', async (r) => (await r.line('STARTED'), await sleep(50))],
  ['once ready', (r) => r.line('READY')],
];

afterAll(async () => {
  for (const root of roots) {
    for (const entry of await readdir(root).catch(() => [] as string[])) await clearLeftoverPostmaster(path.join(root, entry)).catch(() => undefined);
    await rm(root, { recursive: true, force: true, maxRetries: 5, retryDelay: 200 });
  }
});

describe('an interrupted first start', () => {
  it.each(POINTS)('killed %s: the next start succeeds', async (_name, point) => {
    const root = await mkdtemp(path.join(os.tmpdir(), 'hs-first-'));
    roots.push(root);
    // PostgreSQL runs as its own user and must reach the folder (mkdtemp makes it private).
    await chmod(root, 0o755);
    const dir = path.join(root, 'pg');
    const first = run(dir, await freePort());
    // The point may never come if the child got further or failed: either way it is killed now.
    await Promise.race([point(first).catch(() => undefined), first.exited]);
    first.child.kill('SIGKILL');
    await first.exited;

    const next = run(dir, await freePort(), { STOP_AFTER_READY: '1' });
    await next.line('READY');
    expect(next.lines.find((l) => l.startsWith('READY'))).toBe('READY 5');
    expect(await next.exited).toBe(0);
    expect(isCompleteCluster(dir)).toBe(true);
    // No half-initialised folder is left beside it once the owning process is gone.
    const third = run(dir, await freePort(), { STOP_AFTER_READY: '1' });
    await third.line('READY');
    expect(await third.exited).toBe(0);
    const leftovers = (await readdir(root)).filter((e) => e.startsWith('pg.init-'));
    expect(leftovers).toEqual([]);
    expect(existsSync(path.join(root, 'pg.password'))).toBe(true);
  }, 180_000);

  it('a half-initialised folder left in place by an older version is set aside and initialised again', async () => {
    const root = await mkdtemp(path.join(os.tmpdir(), 'hs-first-'));
    roots.push(root);
    await chmod(root, 0o755);
    const dir = path.join(root, 'pg');
    // What initdb leaves when killed early: PG_VERSION and a few folders, no "postgres" database.
    await mkdir(path.join(dir, 'global'), { recursive: true });
    await mkdir(path.join(dir, 'base', '1'), { recursive: true });
    await writeFile(path.join(dir, 'PG_VERSION'), '18\n');
    expect(isCompleteCluster(dir)).toBe(false);
    const next = run(dir, await freePort(), { STOP_AFTER_READY: '1' });
    await next.line('READY');
    expect(await next.exited).toBe(0);
    expect(next.lines.some((l) => l.includes('holds an unfinished initialisation'))).toBe(true);
    expect(isCompleteCluster(dir)).toBe(true);
  }, 180_000);
});
