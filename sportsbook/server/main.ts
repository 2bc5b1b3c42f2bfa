import { existsSync, readFileSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { exportPKCS8, exportSPKI, generateKeyPair } from 'jose';
import { buildBook } from './app';

// The demo sportsbook as its own process, on its own port and origin. Its settings come from the environment:
// BOOK_PORT, BOOK_HOST, BOOK_PUBLIC_ORIGIN, CASINO_ORIGINS, CASINO_WALLET_URL, CASINO_JWKS_URL, CASINO_BRAND, BOOK_ID,
// BOOK_PRIVATE_KEY, BOOK_DATA_DIR, BOOK_SEED, BOOK_MATCH_MS, BOOK_NAME (sportsbook/README.md).
const root = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const env = (name: string) => process.env[name]?.trim() || undefined;
const fail = (message: string): never => {
  console.error(`[book] ${message}`);
  process.exit(1);
};

const port = Number(env('BOOK_PORT') ?? 3200);
const host = env('BOOK_HOST') ?? '127.0.0.1';
if (!Number.isInteger(port) || port < 1 || port > 65535) fail('BOOK_PORT must be a port number');
const matchMs = Number(env('BOOK_MATCH_MS') ?? 12 * 60_000);
if (!Number.isInteger(matchMs) || matchMs < 5_000) fail('BOOK_MATCH_MS must be a whole number of milliseconds, at least 5000');
const dataDir = path.resolve(env('BOOK_DATA_DIR') ?? path.join(root, 'data', 'book'));
const casinoOrigins = (env('CASINO_ORIGINS') ?? 'http://127.0.0.1:3000,http://localhost:3000')
  .split(',')
  .map((o) => o.trim())
  .filter(Boolean);
for (const origin of casinoOrigins) {
  if (!/^https?:\/\/[^/\s;,'"]+$/.test(origin)) fail(`CASINO_ORIGINS: ${origin} is not an origin (scheme://host[:port])`);
}

/** The book's key: BOOK_PRIVATE_KEY (inline, `\n` for line breaks, or `@file`), else one made once in the data folder. */
async function privateKey(): Promise<string> {
  const given = env('BOOK_PRIVATE_KEY');
  if (given) return given.startsWith('@') ? readFileSync(given.slice(1), 'utf8') : given.replace(/\\n/g, '\n');
  const file = path.join(dataDir, 'book-key.pem');
  const publicFile = path.join(dataDir, 'book-key.pub.pem');
  if (existsSync(file)) return readFileSync(file, 'utf8');
  const made = await generateKeyPair('ES256', { extractable: true });
  await mkdir(dataDir, { recursive: true });
  await writeFile(file, await exportPKCS8(made.privateKey), { mode: 0o600 });
  await writeFile(publicFile, await exportSPKI(made.publicKey));
  console.log(`[book] made a key pair; give the casino its public half: ${publicFile}`);
  return readFileSync(file, 'utf8');
}

const app = await buildBook({
  walletUrl: env('CASINO_WALLET_URL') ?? 'http://127.0.0.1:3000/v1/sportsbook/wallet',
  casinoKeys: env('CASINO_JWKS_URL') ?? 'http://127.0.0.1:3000/v1/sportsbook/jwks.json',
  casinoOrigins,
  brand: env('CASINO_BRAND') ?? 'highstakes',
  bookId: env('BOOK_ID') ?? 'demo-book',
  privateKey: await privateKey(),
  dataDir,
  clientDir: path.join(root, 'dist', 'sportsbook'),
  bookName: env('BOOK_NAME') ?? 'Demo Sportsbook',
  seed: env('BOOK_SEED') ?? 'demo-book',
  matchMs,
  log: (message) => console.warn(`[book] ${message}`),
});
const stop = async () => {
  await app.close().catch(() => undefined);
  process.exit(0);
};
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) process.on(signal, () => void stop());
await app.listen({ port, host });
console.log(`[book] listening on http://${host}:${port} (public origin ${env('BOOK_PUBLIC_ORIGIN') ?? `http://${host}:${port}`})`);
