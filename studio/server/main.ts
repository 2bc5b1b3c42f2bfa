import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildStudio } from './app';

// The demo studio as its own process: `npm start` runs it beside the server in demo mode (scripts/lib/studio.mjs).
// STUDIO_SECRET (shared with the casino), CASINO_WALLET_URL and CASINO_ORIGINS are required; STUDIO_PORT and
// STUDIO_HOST say where it listens.
const root = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const need = (name: string): string => {
  const value = process.env[name]?.trim();
  if (!value) {
    console.error(`[studio] ${name} is required`);
    process.exit(1);
  }
  return value;
};
const port = Number(process.env.STUDIO_PORT ?? 3100);
const host = process.env.STUDIO_HOST?.trim() || '127.0.0.1';
const app = await buildStudio({
  secret: need('STUDIO_SECRET'),
  walletUrl: need('CASINO_WALLET_URL'),
  casinoOrigins: need('CASINO_ORIGINS')
    .split(',')
    .map((o) => o.trim())
    .filter(Boolean),
  publicOrigin: process.env.STUDIO_PUBLIC_ORIGIN?.trim() || `http://${host}:${port}`,
  clientDir: path.join(root, 'dist', 'studio'),
  staticDir: path.join(root, 'studio', 'static'),
});
const stop = async () => {
  await app.close().catch(() => undefined);
  process.exit(0);
};
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) process.on(signal, () => void stop());
await app.listen({ port, host });
console.log(`[studio] listening on http://${host}:${port}`);
