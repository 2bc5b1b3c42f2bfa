/**
 * Site administration from the command line, against the server's database (DATABASE_URL, or the embedded one in
 * DATA_DIR on PG_PORT: the running server's, or started for the command when the server is stopped).
 *   npm run -s admin -- grant-moderator <userName> | revoke-moderator <userName>
 *   npm run -s admin -- mute <userName> <minutes> | unmute <userName>
 *   npm run -s admin -- withdrawals list [--status …] [--user …] | show <id> | approve <id> <txid> | reject <id> <reason…>
 *   npm run -s admin -- deposits list [--status …] [--user …] | show <id> | approve <id> | reject <id> <reason…>
 *   npm run -s admin -- vip levels | set <levelId> <field>=<value>… | show | lock | unlock | grant (see the usage)
 *   npm run -s admin -- promo list | create <file.json> | end <id|slug> | code create|list|end (see the usage)
 *   npm run -s admin -- games sync [<aggregator>] | list [<search>] | maintenance <code> on|off
 *   npm run -s admin -- sports settle <match> [<home>-<away>] | void <match> | misbehave <mode>
 * Exit codes: 0 done, 1 refused (unknown player, withdrawal or deposit, one already decided), 2 bad arguments.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import pg from 'pg';
import { runAdmin } from '../server/admin/cli';
import { loadConfig } from '../server/config';
import { startEmbedded, type EmbeddedDb } from '../server/db/embedded';
import { withStudioSecret } from './lib/studio.mjs';
import { withBook } from './lib/book.mjs';

async function connect(): Promise<{ pool: pg.Pool; embedded?: EmbeddedDb }> {
  const config = loadConfig(withStudioSecret(process.env));
  if (config.databaseUrl) return { pool: new pg.Pool({ connectionString: config.databaseUrl, max: 2 }) };
  const dir = path.join(config.dataDir, 'pg');
  const password = (await readFile(`${dir}.password`, 'utf8').catch(() => '')).trim();
  if (password) {
    const url = `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${config.pgPort}/postgres`;
    const pool = new pg.Pool({ connectionString: url, max: 2 });
    // The running server's cluster, when there is one.
    if (
      await pool.query('SELECT 1').then(
        () => true,
        () => false,
      )
    )
      return { pool };
    await pool.end();
  }
  const embedded = await startEmbedded({ dir, port: config.pgPort });
  return { pool: new pg.Pool({ connectionString: embedded.url, max: 2 }), embedded };
}

async function main(): Promise<number> {
  const { pool, embedded } = await connect();
  try {
    const config = loadConfig(withBook(withStudioSecret(process.env)));
    const sports = { config: config.sportsbook, demoMode: config.demoMode, sessionIdleMs: config.sessionIdleMs };
    const { code, out } = await runAdmin(pool, process.argv.slice(2), config.aggregators, sports, config.dataDir);
    (code === 0 ? console.log : console.error)(out);
    return code;
  } finally {
    await pool.end();
    await embedded?.stop();
  }
}

main().then(
  (code) => process.exit(code),
  (error: Error) => {
    console.error(`admin: ${error.message}`);
    process.exit(1);
  },
);
