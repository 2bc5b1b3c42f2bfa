// The demo studio beside the server: `npm start` (and the end-to-end server) run it as its own process in demo mode,
// on its own port and origin, sharing a secret with the server that is made once and kept in the data folder.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { buildIfStale } from './clientBuild.mjs';
import { dirname, join, resolve } from 'node:path';

/** Whether this environment runs in demo mode (the server's own rule: on by default with the embedded database). */
export function isDemoMode(env) {
  const raw = env.DEMO_MODE?.trim();
  if (raw === undefined || raw === '') return !env.DATABASE_URL?.trim();
  return ['1', 'true', 'yes', 'on'].includes(raw.toLowerCase());
}

/** Whether the demo studio runs here: demo mode, and AGGREGATORS unset or naming it without a URL of its own. */
export function studioWanted(env) {
  if (!isDemoMode(env)) return false;
  const list = env.AGGREGATORS;
  if (
    list !== undefined &&
    !list
      .split(',')
      .map((s) => s.trim())
      .includes('studio')
  )
    return false;
  return !env.AGGREGATOR_STUDIO_URL?.trim();
}

/** The environment with STUDIO_SECRET set (made once, kept in DATA_DIR/studio.secret) when the demo studio runs. */
export function withStudioSecret(env) {
  if (!studioWanted(env) || env.STUDIO_SECRET?.trim()) return env;
  const file = join(resolve(env.DATA_DIR?.trim() || './data'), 'studio.secret');
  let secret = existsSync(file) ? readFileSync(file, 'utf8').trim() : '';
  if (secret.length < 32) {
    secret = randomBytes(32).toString('hex');
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, `${secret}\n`, { mode: 0o600 });
    chmodSync(file, 0o600);
  }
  return { ...env, STUDIO_SECRET: secret };
}

/** Builds the studio's game client (dist/studio) when its sources are newer than the build. */
export function buildStudioIfStale(root, log = console.log) {
  const build = { output: 'dist/studio/studio.js', sources: ['studio/client', 'studio/vite.config.ts'], config: 'studio/vite.config.ts' };
  buildIfStale(root, { ...build, what: 'the demo studio’s games' }, log);
}

/**
 * Starts the studio process for a server on HOST:PORT; it stops with this process. Answers the child. The studio's
 * lines are prefixed [studio].
 */
export function startStudio(root, env) {
  const port = env.PORT?.trim() || '3000';
  const host = env.HOST?.trim() || '127.0.0.1';
  const local = host === '0.0.0.0' || host === '::' ? '127.0.0.1' : host;
  const origins = [`http://${local}:${port}`, `http://localhost:${port}`, ...(env.PUBLIC_ORIGIN?.trim() ? [env.PUBLIC_ORIGIN.trim()] : [])];
  return runBeside(root, join('studio', 'server', 'main.ts'), 'studio', {
    ...env,
    STUDIO_PORT: env.STUDIO_PORT?.trim() || '3100',
    CASINO_WALLET_URL: `http://${local}:${port}/v1/wallet/studio`,
    CASINO_ORIGINS: origins.join(','),
  });
}

/**
 * Runs a demo party's server (a TypeScript entry under root) as a child process with `env`; it stops with this
 * process. Its output goes to ours (its lines carry its own [label] prefix); an unexpected exit is reported.
 */
export function runBeside(root, entry, label, env) {
  const child = spawn(process.execPath, ['--import', 'tsx', join(root, entry)], {
    cwd: root,
    env,
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const stop = () => {
    if (child.exitCode === null) child.kill('SIGTERM');
  };
  process.on('exit', stop);
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, stop);
  child.on('exit', (code, signal) => {
    if (code !== 0 && signal === null) console.error(`[${label}] exited with code ${code}`);
  });
  return child;
}
