// `npm test`: every test, stage by stage, with each suite's wall time at the end.
// 1. typecheck and lint side by side (a few CPU-bound minutes that fail fast);
// 2. the unit suite; 3. the integration suite; 4. the end-to-end suite (its own workers run in parallel).
// Unit, integration and end-to-end side by side were tried on 2 cores and were slower: the browsers' software
// rendering, the unit threads and the integration servers each want a core, and the end-to-end tests ran 2-5x
// slower each. `TEST_SUITES_TOGETHER=1` runs the last three side by side on a machine with cores to spare: the
// end-to-end output then streams live and the others print whole as each finishes.
// Run one after another, every suite's report streams live; side by side, the unit and integration reports are kept
// in test-results/logs/. The exit code is non-zero when any suite failed. `TEST_ONLY=unit,e2e` runs the named suites.
import { spawn } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const LOG_DIR = join('test-results', 'logs');

/** @typedef {{ name: string, script: string, live?: boolean }} Suite */

const TOGETHER = process.env.TEST_SUITES_TOGETHER === '1';
const E2E = { name: 'e2e', script: 'test:e2e', live: true };
const UNIT = { name: 'unit', script: 'test:unit', live: !TOGETHER };
const INTEGRATION = { name: 'integration', script: 'test:integration', live: !TOGETHER };

/** @type {Suite[][]} */
const STAGES = [
  [
    { name: 'typecheck', script: 'typecheck' },
    { name: 'lint', script: 'lint' },
  ],
  ...(TOGETHER ? [[E2E, UNIT, INTEGRATION]] : [[UNIT], [INTEGRATION], [E2E]]),
];

const only = process.env.TEST_ONLY?.split(',').map((s) => s.trim());

/** Runs one suite; resolves with its exit code and wall time. */
function run(suite) {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn(npm, ['run', '-s', suite.script], {
      stdio: suite.live ? 'inherit' : ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, FORCE_COLOR: process.env.FORCE_COLOR ?? (process.stdout.isTTY ? '1' : '0') },
    });
    const out = [];
    child.stdout?.on('data', (d) => out.push(d));
    child.stderr?.on('data', (d) => out.push(d));
    child.on('close', (code, signal) => {
      const seconds = (Date.now() - started) / 1000;
      const status = code ?? (signal ? 1 : 0);
      if (!suite.live) {
        const text = Buffer.concat(out).toString();
        mkdirSync(LOG_DIR, { recursive: true });
        writeFileSync(join(LOG_DIR, `${suite.name}.log`), text);
        process.stdout.write(`\n──── ${suite.name} (${status === 0 ? 'passed' : 'FAILED'}, ${fmt(seconds)}) ────\n${text}\n`);
      }
      resolve({ name: suite.name, status, seconds });
    });
  });
}

const fmt = (seconds) => `${(seconds / 60).toFixed(1)} min`;

const started = Date.now();
/** @type {{ name: string, status: number, seconds: number }[]} */
const results = [];
for (const stage of STAGES) {
  const suites = stage.filter((s) => !only || only.includes(s.name));
  if (suites.length === 0) continue;
  results.push(...(await Promise.all(suites.map(run))));
  // A stage that failed stops the run: the next one's minutes would not change the verdict.
  if (results.some((r) => r.status !== 0)) break;
}

const failed = results.filter((r) => r.status !== 0);
process.stdout.write(
  `\n${results.map((r) => `${r.name.padEnd(12)} ${r.status === 0 ? 'passed' : 'FAILED'}  ${fmt(r.seconds)}`).join('\n')}\n` +
    `${'all'.padEnd(12)} ${failed.length === 0 ? 'passed' : 'FAILED'}  ${fmt((Date.now() - started) / 1000)}\n`,
);
process.exit(failed.length === 0 ? 0 : 1);
