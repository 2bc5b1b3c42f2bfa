import { readdir, rm } from 'node:fs/promises';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import pg from 'pg';
import { clearLeftoverPostmaster, startEmbedded } from '../../server/db/embedded';
import { migrate } from '../../server/db/migrate';
import { seed } from '../../server/db/seed';
import { freePort } from '../../scripts/lib/freePort';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Admin connection string of the PostgreSQL cluster shared by the integration run. */
    databaseUrl: string;
    /** A database of that cluster with every migration and the seed applied: createTestApp's databases copy it. */
    templateDatabase: string;
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/**
 * Makes the run's template database: migrated and seeded once, then copied by every createTestApp (a copy and a build
 * on it took 450 ms against 725 ms for an empty database and a build that runs the migrations, measured). Nothing
 * stays connected to it, since PostgreSQL copies only a database no one is using. Returns a function that drops it.
 */
async function makeTemplate(adminUrl: string): Promise<{ name: string; drop: () => Promise<void> }> {
  const name = `test_template_${process.pid}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${name}`);
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const pool = new pg.Pool({ connectionString: url.toString(), max: 1 });
  try {
    await migrate(pool);
    await seed(pool);
  } finally {
    await pool.end();
  }
  return {
    name,
    drop: async () => {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    },
  };
}

/** Starts one PostgreSQL for the whole integration run (or uses TEST_DATABASE_URL) and stops it at the end. */
export default async function setup(project: TestProject): Promise<(() => Promise<void>) | undefined> {
  const external = process.env.TEST_DATABASE_URL;
  if (external) {
    const template = await makeTemplate(external);
    project.provide('databaseUrl', external);
    project.provide('templateDatabase', template.name);
    return template.drop;
  }
  const root = path.resolve('.data-test');
  // One folder per run (named by pid): two runs in the same checkout must not wipe each other's cluster.
  for (const entry of await readdir(root).catch(() => [] as string[])) {
    const pid = Number(entry);
    if (Number.isInteger(pid) && pid > 0 && isAlive(pid)) continue;
    // A run killed half-way may have left its postgres behind: stop it before wiping its folder.
    await clearLeftoverPostmaster(path.join(root, entry, 'pg'));
    await rm(path.join(root, entry), { recursive: true, force: true });
  }
  const dir = path.join(root, String(process.pid));
  const db = await startEmbedded({ dir: path.join(dir, 'pg'), port: await freePort() });
  // Over the cluster's Unix socket, as the server reaches its embedded PostgreSQL.
  project.provide('databaseUrl', db.socketUrl);
  project.provide('templateDatabase', (await makeTemplate(db.socketUrl)).name);
  return async () => {
    await db.stop();
    await rm(dir, { recursive: true, force: true });
  };
}
