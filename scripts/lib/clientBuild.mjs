// Builds the browser app when its sources are newer than the build (npm start, the bench's bundle report).
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

const SOURCES = [
  'index.html',
  'vite.config.ts',
  'scripts/viteBuildInfo.ts',
  'scripts/vitePwa.ts',
  'src',
  'ui',
  'game-engine',
  'public',
  'assets',
];

/** Newest modification time under a path, in ms (node_modules and test files aside). */
export function newest(path) {
  if (!existsSync(path)) return 0;
  const st = statSync(path);
  if (!st.isDirectory()) return st.mtimeMs;
  let max = st.mtimeMs;
  for (const entry of readdirSync(path)) {
    if (entry === 'node_modules' || entry.endsWith('.test.ts') || entry.endsWith('.test.tsx')) continue;
    max = Math.max(max, newest(join(path, entry)));
  }
  return max;
}

/**
 * Runs `vite build` (with `config` when given) in `root` when a source under `sources` (paths from root) is newer than
 * `output` (a file the build writes); exits the process if the build fails.
 */
export function buildIfStale(root, { output, sources, config, what }, log = console.log) {
  const built = join(root, output);
  const builtAt = existsSync(built) ? statSync(built).mtimeMs : 0;
  if (sources.every((s) => newest(join(root, s)) <= builtAt)) return;
  log(`[start] building ${what}…`);
  const vite = join(root, 'node_modules', 'vite', 'bin', 'vite.js');
  const args = [vite, 'build', ...(config ? ['--config', config] : []), '--logLevel', 'warn'];
  const result = spawnSync(process.execPath, args, { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

/** Builds the browser app (dist/client) when its sources are newer than the build. */
export function buildClientIfStale(root, log = console.log) {
  buildIfStale(root, { output: 'dist/client/index.html', sources: SOURCES, what: 'the browser app' }, log);
}
