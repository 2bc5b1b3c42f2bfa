import { defineConfig } from '@playwright/test';
import { LAUNCH } from './tests/e2e/launch';
import { E2E_CRASH_ENV } from './tests/e2e/crashChain';
import { e2eServer, SERVER_COUNT } from './tests/e2e/servers';

// End-to-end tests run the real app (built SPA + house server + embedded PostgreSQL in a throwaway data dir)
// in Debian's Chromium: Playwright's own browser download is not available on these machines.
// One app per worker (E2E_SERVERS, default 2): a worker's spec files run one after another on its own server.
const servers = Array.from({ length: SERVER_COUNT }, (_, slot) => e2eServer(slot));
const enginePort = Number(process.env.ENGINE_FIXTURE_PORT ?? 5199);
const FIXTURE_CONFIG = 'game-engine/fixtures/vite.config.ts';
/** Where the fixture page is built (relative to the fixture page's own folder, vite's root there). */
const FIXTURE_OUT = '../../dist/engine-fixtures';
/**
 * The specs that wait for live crash rounds of the right length (their bets are queued ahead of a known round, but
 * the rounds come at the pace of the game: minutes of waiting a spec). They run in a worker of their own beside the
 * rest of the suite, so that waiting overlaps the other specs' work instead of adding to it.
 */
const ROUND_SPECS = /\/(crash|crash-flows|crash-layout|keyboard|lobby-live)\.spec\.ts$/;

export default defineConfig({
  testDir: 'tests/e2e',
  outputDir: 'test-results/e2e',
  fullyParallel: false,
  workers: SERVER_COUNT,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    // Each worker's own server replaces it (tests/e2e/test.ts).
    baseURL: servers[0]!.baseURL,
    // A trace is recorded only for a failed test's retry (CI retries once; E2E_TRACE=retain-on-failure records one
    // for every test and keeps the failed ones): recording every test, its DOM snapshots and screencast frames, cost
    // 18% of the suite's time on 2 cores, measured (wallet and a11y specs: 4.9 against 4.1 min).
    trace: (process.env.E2E_TRACE as 'on-first-retry' | 'retain-on-failure' | 'on' | 'off' | undefined) ?? 'on-first-retry',
    screenshot: 'only-on-failure',
    // Pages run with reduced motion (calm effects, CSS loops run once): the same app a player who asks for it gets, at
    // a third less CPU on a 2-core machine. The engine specs, which test the motion itself, ask for it in full;
    // E2E_MOTION=full runs every spec with it.
    reducedMotion: process.env.E2E_MOTION === 'full' ? 'no-preference' : 'reduce',
    launchOptions: LAUNCH,
    // No service worker but in the spec that tests it (pwa.spec.ts): every test's fresh context would install one,
    // precache the shell and cache every file the page loaded, about a tenth of the CPU of each first page load,
    // measured; a player pays that once per device.
    serviceWorkers: 'block',
    // Pages are drawn at half a device pixel per CSS pixel: layout, hit targets and every size a test reads are in CSS
    // pixels and do not change, while a quarter of the pixels are rasterised, composited and drawn in software WebGL
    // (a page zoomed out to 50% has the same ratio). 20% less CPU than at 1, measured on the game and wallet specs
    // (221 against 276 CPU-seconds). The engine spec, which counts the scene's pixels, draws at 1; E2E_DSF sets it.
    deviceScaleFactor: Number(process.env.E2E_DSF ?? 0.5),
  },
  // Two workers. The crash-round specs, listed first, start at once and run one at a time (two visible crash stages
  // would want more than the two cores), their waiting leaving the CPU to the app specs in the other worker; once they
  // are done, the app specs take both workers. E2E_SERVERS=1 runs everything in one worker.
  projects: [
    { name: 'rounds', testMatch: ROUND_SPECS, workers: 1 },
    { name: 'app', testIgnore: ROUND_SPECS },
  ],
  webServer: [
    // Started one after another: the first builds the client when its sources changed, the others find it built.
    ...servers.map((server) => ({
      command: 'node scripts/e2e-server.mjs',
      url: `${server.baseURL}/healthz`,
      timeout: 180_000,
      reuseExistingServer: false,
      stdout: 'pipe' as const,
      stderr: 'pipe' as const,
      env: {
        PORT: String(server.port),
        HOST: '127.0.0.1',
        PG_PORT: String(server.pgPort),
        STUDIO_PORT: String(server.studioPort),
        BOOK_PORT: String(server.bookPort),
        E2E_DATA_DIR: server.dataDir,
        ...E2E_CRASH_ENV,
      },
    })),
    // The engine fixture page (engine, flashes and a11y specs), on its own port; never part of the app. A production
    // build served statically: on the dev server each fresh browser context fetched and parsed the unbundled modules
    // again, 5-7 s per page opened.
    {
      command: `npx vite build --config ${FIXTURE_CONFIG} --outDir ${FIXTURE_OUT} --emptyOutDir --logLevel warn && npx vite preview --config ${FIXTURE_CONFIG} --outDir ${FIXTURE_OUT}`,
      url: `http://127.0.0.1:${enginePort}/`,
      timeout: 60_000,
      reuseExistingServer: !process.env.CI,
      stdout: 'ignore',
      stderr: 'pipe',
      env: { ENGINE_FIXTURE_PORT: String(enginePort) },
    },
  ],
});
