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

/** Runs `vite build` in `root` when a source is newer than dist/client/index.html; exits the process if it fails. */
export function buildClientIfStale(root, log = console.log) {
  const built = join(root, 'dist', 'client', 'index.html');
  const builtAt = existsSync(built) ? statSync(built).mtimeMs : 0;
  const sourcesAt = Math.max(...SOURCES.map((s) => newest(join(root, s))));
  if (sourcesAt <= builtAt) return;
  log('[start] building the browser app…');
  const vite = join(root, 'node_modules', 'vite', 'bin', 'vite.js');
  const result = spawnSync(process.execPath, [vite, 'build', '--logLevel', 'warn'], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
