import { availableParallelism } from 'node:os';
import { configDefaults, defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import LongRunningFirst from './tests/sequencer.ts';

export default defineConfig({
  plugins: [react()],
  test: {
    sequence: { sequencer: LongRunningFirst },
    // A worker per core. Vitest's default in a run is one fewer than the cores: a single worker on a 2-core machine,
    // where the unit projects took 170 s against 96 with two (measured). The integration project sets its own.
    maxWorkers: availableParallelism(),
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          // The browser's code in a DOM (jsdom), with the DOM matchers: everything under src but its rules. A worker's
          // files share its DOM, set up once (isolate: false: a DOM per file was most of this project's time on 2
          // cores, 3.1 min against 0.5 measured); tests/setup-unit-shared.ts gives each file its own modules and mocks
          // and puts the DOM back after it.
          include: ['src/**/*.test.{ts,tsx}', 'ui/**/*.test.{ts,tsx}', 'game-engine/**/*.test.ts', 'sportsbook/client/**/*.test.{ts,tsx}'],
          exclude: [...configDefaults.exclude, 'src/core/**'],
          environment: 'jsdom',
          setupFiles: ['tests/setup-unit.ts', 'tests/setup-unit-shared.ts'],
          isolate: false,
          // Worker threads start faster than forked processes.
          pool: 'threads',
          // @pixi/react imports react-reconciler's subpaths without extensions, which Node's resolver refuses: Vite
          // resolves them when the package is inlined.
          server: { deps: { inline: ['@pixi/react'] } },
        },
      },
      {
        extends: true,
        test: {
          name: 'unit-node',
          // Rules, the server's units, scripts and the repository checks: plain Node, no DOM to set up per file.
          include: [
            'src/core/**/*.test.{ts,tsx}',
            'server/**/*.test.ts',
            'studio/**/*.test.ts',
            'sportsbook/{server,shared}/**/*.test.ts',
            'scripts/**/*.test.ts',
            'tests/stats/**/*.test.ts',
            'tests/lint/**/*.test.ts',
            'tests/flashes/**/*.test.ts',
          ],
          environment: 'node',
        },
      },
      {
        extends: true,
        test: {
          name: 'integration',
          include: ['tests/integration/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['tests/integration/globalSetup.ts'],
          testTimeout: 30000,
          hookTimeout: 60000,
          // Three files at a time, each on its own database (or its own cluster or processes): the long ones wait on
          // real rounds and child processes more than they compute, so other files run beside them (the two longest
          // start first: tests/sequencer.ts). On 2 cores: 9.5 min with two at a time, 7.4 with three, measured.
          maxWorkers: 3,
          // Tests marked concurrent (independent child processes, each on its own folders and ports) run 3 at a time.
          maxConcurrency: 3,
          // A worker's files share its module cache: each file imported the whole server anew (fastify, pg, zod and
          // every route), 153 s of import time over the run. Shared: 443 -> 323 s wall and 797 -> 542 CPU-seconds,
          // measured. The files keep no state in modules: each builds its own app on its own database, and the one
          // file that drives the browser's store (live-socket) resets it per test.
          isolate: false,
        },
      },
    ],
  },
});
