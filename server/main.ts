import path from 'node:path';
import { build } from './app';
import { ConfigError, loadConfig } from './config';
import { startEmbedded, type EmbeddedDb } from './db/embedded';

/** Entry point: read env, start the database (embedded unless DATABASE_URL), serve, stop cleanly on signals. */
async function main(): Promise<void> {
  const config = loadConfig();
  let embedded: EmbeddedDb | undefined;
  const say = (msg: string) => console.log(`[server] ${msg}`);
  if (!config.databaseUrl) {
    // Its log lines include the supervision: "PostgreSQL exited unexpectedly (…); restarting it", "PostgreSQL restarted".
    embedded = await startEmbedded({ dir: path.join(config.dataDir, 'pg'), port: config.pgPort, log: say });
    const socket = embedded.socketUrl !== embedded.url ? ', Unix socket in its data folder' : '';
    say(`embedded PostgreSQL running on 127.0.0.1:${config.pgPort}${socket} (data in ${path.join(config.dataDir, 'pg')})`);
  }
  // The server reaches the embedded cluster over its Unix socket (cheaper per query than TCP loopback) when it has one.
  const app = await build({ config: { ...config, databaseUrl: config.databaseUrl ?? embedded!.socketUrl } }).catch(async (error) => {
    await embedded?.stop();
    throw error;
  });

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    // A Ctrl-C reaches the embedded postgres too: its exit from here on is expected, not a crash to restart.
    embedded?.shuttingDown();
    say(`${signal}: shutting down`);
    // Nothing may hang the exit: past 10 s the process leaves anyway.
    setTimeout(() => process.exit(1), 10_000).unref();
    await app.close().catch((err) => app.log.error({ err }, 'close failed'));
    await embedded?.stop().catch((err) => app.log.error({ err }, 'stopping PostgreSQL failed'));
    process.exit(0);
  };
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) process.on(signal, () => void stop(signal));

  try {
    await app.listen({ port: config.port, host: config.host });
  } catch (error) {
    await app.close().catch(() => undefined);
    await embedded?.stop();
    throw error;
  }
  say(`listening on http://${config.host}:${config.port} (demo mode ${config.demoMode ? 'on' : 'off'})`);
}

main().catch((error) => {
  if (error instanceof ConfigError) console.error(`[server] configuration error: ${error.message}`);
  else if (process.env.LOG_LEVEL === 'debug' || !(error instanceof Error)) console.error(error);
  else console.error(`[server] failed to start: ${error.message}`);
  process.exit(1);
});
