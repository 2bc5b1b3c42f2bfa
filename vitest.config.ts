import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

export default defineConfig({
  plugins: [react()],
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          // The browser's code: a DOM per test file (jsdom), with the DOM matchers.
          include: ['src/app/**/*.test.{ts,tsx}', 'src/audio/**/*.test.{ts,tsx}', 'ui/**/*.test.{ts,tsx}', 'game-engine/**/*.test.ts'],
          environment: 'jsdom',
          setupFiles: ['tests/setup-unit.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'unit-node',
          // Rules, the server's units, scripts and the repository checks: plain Node, no DOM to set up per file.
          include: [
            'src/core/**/*.test.ts',
            'server/**/*.test.ts',
            'scripts/**/*.test.ts',
            'tests/stats/**/*.test.ts',
            'tests/lint/**/*.test.ts',
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
          fileParallelism: false,
        },
      },
    ],
  },
});
