import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import type pg from 'pg';
import { withClient } from './pool';

/** Folder of the committed SQL migrations. */
export const MIGRATIONS_DIR = fileURLToPath(new URL('./migrations', import.meta.url));

// Any constant works: it only keeps two starting processes from migrating at the same time.
const MIGRATION_LOCK = 7_414_201;

/**
 * Applies every not-yet-applied migrations/*.sql in name order, one transaction each; returns the applied names.
 * `until` stops after the migration of that name prefix ("005"): tests build a database as an older release left it.
 */
export async function migrate(
  pool: pg.Pool,
  log: (msg: string) => void = () => {},
  dir = MIGRATIONS_DIR,
  until?: string,
): Promise<string[]> {
  const all = (await readdir(dir)).filter((f) => f.endsWith('.sql')).sort();
  const files = until === undefined ? all : all.filter((f) => f.slice(0, until.length) <= until);
  const applied: string[] = [];
  // withClient handles the client's 'error' event: a connection lost mid-migration fails the start, not the process.
  await withClient(pool, async (client, discard) => {
    try {
      await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK]);
      await client.query(`CREATE TABLE IF NOT EXISTS schema_migrations (
        version TEXT PRIMARY KEY,
        checksum TEXT NOT NULL,
        applied_at TIMESTAMPTZ NOT NULL DEFAULT now()
      )`);
      const done = new Map(
        (await client.query<{ version: string; checksum: string }>('SELECT version, checksum FROM schema_migrations')).rows.map((r) => [
          r.version,
          r.checksum,
        ]),
      );
      for (const file of files) {
        const sql = await readFile(`${dir}/${file}`, 'utf8');
        const checksum = createHash('sha256').update(sql).digest('hex');
        const previous = done.get(file);
        if (previous !== undefined) {
          // Editing an applied migration does nothing to existing databases: say so instead of failing silently.
          if (previous !== checksum) log(`migration ${file} changed after it was applied; write a new migration instead`);
          continue;
        }
        try {
          await client.query('BEGIN');
          await client.query(sql);
          await client.query('INSERT INTO schema_migrations (version, checksum) VALUES ($1, $2)', [file, checksum]);
          await client.query('COMMIT');
        } catch (error) {
          await client.query('ROLLBACK').catch(discard);
          throw new Error(`migration ${file} failed: ${(error as Error).message}`, { cause: error });
        }
        applied.push(file);
        log(`migration ${file} applied`);
      }
    } finally {
      // A connection that cannot unlock is destroyed, which releases its session lock too.
      await client.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(discard);
    }
  });
  return applied;
}
