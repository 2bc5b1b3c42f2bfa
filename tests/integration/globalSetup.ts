import { rm } from 'node:fs/promises';
import net from 'node:net';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { clearLeftoverPostmaster, startEmbedded } from '../../server/db/embedded';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Admin connection string of the PostgreSQL cluster shared by the integration run. */
    databaseUrl: string;
  }
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/** Starts one PostgreSQL for the whole integration run (or uses TEST_DATABASE_URL) and stops it at the end. */
export default async function setup(project: TestProject): Promise<(() => Promise<void>) | undefined> {
  const external = process.env.TEST_DATABASE_URL;
  if (external) {
    project.provide('databaseUrl', external);
    return undefined;
  }
  const root = path.resolve('.data-test');
  // A run killed half-way may have left its postgres behind: stop it before wiping its folder.
  await clearLeftoverPostmaster(path.join(root, 'pg'));
  await rm(root, { recursive: true, force: true });
  const db = await startEmbedded({ dir: path.join(root, 'pg'), port: await freePort() });
  project.provide('databaseUrl', db.url);
  return async () => {
    await db.stop();
  };
}
