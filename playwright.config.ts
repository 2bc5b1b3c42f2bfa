import { defineConfig } from '@playwright/test';
import { LAUNCH } from './tests/e2e/launch';

// End-to-end tests run the real app (built SPA + house server + embedded PostgreSQL in a throwaway data dir)
// in Debian's Chromium: Playwright's own browser download is not available on these machines.
const port = Number(process.env.E2E_PORT ?? 3210);
const baseURL = `http://127.0.0.1:${port}`;
const enginePort = Number(process.env.ENGINE_FIXTURE_PORT ?? 5199);

export default defineConfig({
  testDir: 'tests/e2e',
  outputDir: 'test-results/e2e',
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    baseURL,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    // Pages run with reduced motion (calm effects, CSS loops run once): the same app a player who asks for it gets, at
    // a third less CPU on a 2-core machine. The engine specs, which test the motion itself, ask for it in full;
    // E2E_MOTION=full runs every spec with it.
    reducedMotion: process.env.E2E_MOTION === 'full' ? 'no-preference' : 'reduce',
    launchOptions: LAUNCH,
  },
  webServer: [
    {
      command: 'node scripts/e2e-server.mjs',
      url: `${baseURL}/healthz`,
      timeout: 180_000,
      reuseExistingServer: false,
      stdout: 'pipe',
      stderr: 'pipe',
      env: { PORT: String(port), HOST: '127.0.0.1' },
    },
    // The dev-only engine fixture page (tests/e2e/engine.spec.ts), on its own port; not part of the app build.
    {
      command: 'npx vite --config game-engine/fixtures/vite.config.ts',
      url: `http://127.0.0.1:${enginePort}/`,
      timeout: 60_000,
      reuseExistingServer: !process.env.CI,
      stdout: 'ignore',
      stderr: 'pipe',
      env: { ENGINE_FIXTURE_PORT: String(enginePort) },
    },
  ],
});
