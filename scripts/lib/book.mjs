// The demo sportsbook beside the server: `npm start` (and the end-to-end servers) run it as its own process in demo
// mode, on its own port and origin. Its ES256 key pair is made once and kept in the data folder: the book signs its
// wallet calls with the private half, the server checks them with the public half.
import { createPublicKey, generateKeyPairSync } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { buildIfStale } from './clientBuild.mjs';
import { isDemoMode, runBeside } from './studio.mjs';

/** Whether the demo sportsbook runs here: demo mode, and no sportsbook of its own configured. */
export function bookWanted(env) {
  return isDemoMode(env) && !env.SPORTSBOOK_URL?.trim();
}

const localHost = (env) => {
  const host = env.HOST?.trim() || '127.0.0.1';
  return host === '0.0.0.0' || host === '::' ? '127.0.0.1' : host;
};

/**
 * The environment with the book wired in: SPORTSBOOK_URL (its page on BOOK_PORT, default 3200), the book's public key
 * for the server (SPORTSBOOK_BOOK_PUBLIC_KEY) and its private key and store for the book (BOOK_PRIVATE_KEY,
 * BOOK_DATA_DIR), the pair made once in DATA_DIR/book.
 */
export function withBook(env) {
  if (!bookWanted(env)) return env;
  const dir = join(resolve(env.DATA_DIR?.trim() || './data'), 'book');
  const file = join(dir, 'book-key.pem');
  if (!existsSync(file)) {
    const { privateKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
    mkdirSync(dir, { recursive: true });
    writeFileSync(file, privateKey.export({ type: 'pkcs8', format: 'pem' }), { mode: 0o600 });
    chmodSync(file, 0o600);
  }
  const publicKey = createPublicKey(readFileSync(file, 'utf8')).export({ type: 'spki', format: 'pem' });
  const bookPort = env.BOOK_PORT?.trim() || '3200';
  return {
    ...env,
    BOOK_PORT: bookPort,
    BOOK_DATA_DIR: dir,
    BOOK_PRIVATE_KEY: `@${file}`,
    SPORTSBOOK_URL: `http://${localHost(env)}:${bookPort}/`,
    SPORTSBOOK_BOOK_PUBLIC_KEY: publicKey,
  };
}

/** Builds the book's page (dist/sportsbook) when its sources are newer than the build. */
export function buildBookIfStale(root, log = console.log) {
  const sources = ['sportsbook/client', 'sportsbook/shared', 'sportsbook/vite.config.ts'];
  const build = { output: 'dist/sportsbook/book.js', sources, config: 'sportsbook/vite.config.ts' };
  buildIfStale(root, { ...build, what: 'the demo sportsbook’s page' }, log);
}

/** Starts the book's process for a server on HOST:PORT (env from withBook); it stops with this process. */
export function startBook(root, env) {
  const port = env.PORT?.trim() || '3000';
  const local = localHost(env);
  const casino = `http://${local}:${port}`;
  const origins = [casino, `http://localhost:${port}`, ...(env.PUBLIC_ORIGIN?.trim() ? [env.PUBLIC_ORIGIN.trim()] : [])];
  return runBeside(root, join('sportsbook', 'server', 'main.ts'), 'book', {
    ...env,
    BOOK_HOST: local,
    CASINO_WALLET_URL: `${casino}/v1/sportsbook/wallet`,
    CASINO_JWKS_URL: `${casino}/v1/sportsbook/jwks.json`,
    CASINO_ORIGINS: origins.join(','),
  });
}
