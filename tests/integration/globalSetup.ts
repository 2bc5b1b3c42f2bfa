import { readdir, rm } from 'node:fs/promises';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { clearLeftoverPostmaster, startEmbedded } from '../../server/db/embedded';
import { freePort } from '../../scripts/lib/freePort';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Admin connection string of the PostgreSQL cluster shared by the integration run. */
    databaseUrl: string;
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

/** Starts one PostgreSQL for the whole integration run (or uses TEST_DATABASE_URL) and stops it at the end. */
export default async function setup(project: TestProject): Promise<(() => Promise<void>) | undefined> {
  const external = process.env.TEST_DATABASE_URL;
  if (external) {
    project.provide('databaseUrl', external);
    return undefined;
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
  return async () => {
    await db.stop();
    await rm(dir, { recursive: true, force: true });
  };
}
