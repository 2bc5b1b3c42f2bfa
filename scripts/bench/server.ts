import { spawn, type ChildProcess } from 'node:child_process';
import { freePort } from '../lib/freePort';

/** Waits until the server answers /healthz (90 s at most: a fresh database is migrated and seeded first, on a shared machine), failing at once if it exits. */
export async function waitHealthy(base: string, child: ChildProcess): Promise<void> {
  for (let i = 0; i < 900; i++) {
    if (child.exitCode !== null) throw new Error('the server exited during start');
    const ok = await fetch(`${base}/healthz`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('the server did not become healthy in 90 s');
}

/** Limits the bench lifts so its own load is never refused. */
export const BENCH_LIMITS = {
  LOG_LEVEL: 'warn',
  DEMO_MODE: '1',
  DEMO_FUNDS: 'USDT:1000000',
  API_RATE_LIMIT_MAX: '100000000',
  BET_RATE_LIMIT_MAX: '100000000',
  REGISTER_IP_LIMIT_MAX: '1000',
  DEMO_FUNDS_IP_DAILY_MAX: '1000',
  // No demo studio process beside the bench's servers (the wallet figures configure an aggregator of their own).
  AGGREGATORS: '',
};

/**
 * Starts the house server in its own process as `npm start` runs it, on `dbUrl`, and waits until it answers.
 * `nodeArgs` go to node (e.g. --cpu-prof); `env` adds to the bench limits.
 */
export async function startServer(
  dbUrl: string,
  env: Record<string, string>,
  nodeArgs: string[] = [],
): Promise<{ child: ChildProcess; base: string }> {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, [...nodeArgs, 'scripts/start.mjs'], {
    env: { ...process.env, DATABASE_URL: dbUrl, PORT: String(port), ...BENCH_LIMITS, ...env },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  await waitHealthy(base, child);
  return { child, base };
}

/** Stops a server process and waits for it to exit (SIGKILL after 10 s). */
export async function stopServer(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
  await exited;
  clearTimeout(timer);
}
