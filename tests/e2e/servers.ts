import { execFile } from 'node:child_process';
import { promisify } from 'node:util';

/** One e2e server: the whole app (built client, house server, embedded PostgreSQL) on its own ports and data folder. */
export interface E2eServer {
  baseURL: string;
  port: number;
  pgPort: number;
  /** Its demo studio (the third-party games' provider, a process of its own). */
  studioPort: number;
  /** Its demo sportsbook (a process of its own). */
  bookPort: number;
  dataDir: string;
}

const FIRST_PORT = Number(process.env.E2E_PORT ?? 3210);
const FIRST_PG_PORT = Number(process.env.PG_PORT ?? 25439);
const FIRST_STUDIO_PORT = Number(process.env.STUDIO_PORT ?? 3260);
const FIRST_BOOK_PORT = Number(process.env.BOOK_PORT ?? 3280);
const DATA_DIR = process.env.E2E_DATA_DIR ?? '.data-e2e';

/**
 * How many servers, and so how many workers: one server per worker, so the spec files a worker runs one after another
 * never share a server (its chat, feeds and rate limits) with the files of another worker.
 */
export const SERVER_COUNT = Math.max(1, Number(process.env.E2E_SERVERS ?? 2));

/** The server of a worker slot (Playwright's parallelIndex: 0 to workers - 1, unique among running workers). */
export function e2eServer(slot: number): E2eServer {
  const port = FIRST_PORT + slot;
  return {
    baseURL: `http://127.0.0.1:${port}`,
    port,
    pgPort: FIRST_PG_PORT + slot,
    studioPort: FIRST_STUDIO_PORT + slot,
    bookPort: FIRST_BOOK_PORT + slot,
    dataDir: slot === 0 ? DATA_DIR : `${DATA_DIR}-${slot}`,
  };
}

/** The server of the worker this code runs in (Playwright sets TEST_PARALLEL_INDEX in each worker). */
export function workerServer(): E2eServer {
  return e2eServer(Number(process.env.TEST_PARALLEL_INDEX ?? 0));
}

const run = promisify(execFile);

/** Runs the admin CLI (`npm run -s admin -- <args>`) against the database of this worker's server. */
export async function admin(...args: string[]): Promise<string> {
  const server = workerServer();
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    DATA_DIR: server.dataDir,
    PG_PORT: String(server.pgPort),
    STUDIO_PORT: String(server.studioPort),
    BOOK_PORT: String(server.bookPort),
  };
  delete env.DATABASE_URL;
  const { stdout } = await run(process.execPath, ['--import', 'tsx', 'scripts/admin.ts', ...args], { env, timeout: 60_000 });
  return stdout.trim();
}
