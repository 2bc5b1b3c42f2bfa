import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { existsSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { expect, test } from './test';
import { Decimal } from '../../src/core/money';
import { CODE, type RatesData } from '../../src/core/api';
import { MSG } from '../../src/core/socket';
import { SEED_COIN_USD, SEED_FIAT_PER_USD } from '../../server/db/seed';
import { COINGECKO_IDS } from '../../server/rates/provider';
import { FakeRates } from '../integration/fakeRates';
import { registerThroughApi, uniqueName } from './helpers';
import { freshBrowser } from './launch';

// A browser of its own: a long-lived one's GPU process was seen slowing later specs until they timed out.
test.use(freshBrowser('rates-live'));

// Live exchange rates end to end: a price move at the market-data provider reaches an open page without a reload.
// The shared e2e server runs on the seeded fixed rates other specs rely on, so this spec runs an app server of its own
// (its own ports and data dir) polling a fake provider started here, and moves the fake's bitcoin price while a
// player looks at the wallet's buy tab with balances shown in USD. Each move is one push (socket 203) and the page
// answers each push with exactly one read of the rates.

const KEY = 'rates-e2e-key';
/** The rates the browser reads once per push. */
const RATES_PATH = '/v1/userApi/rateAll';
/** Throwaway data dir of this spec's server (emptied at its start, removed after). */
const DATA_DIR = '.data-e2e-rates';
/** The poll interval (the shortest the server accepts): a move shows within about this long. */
const POLL_SEC = 5;

let fake: FakeRates;
let server: ChildProcess | null = null;
let base = '';

/** A loopback port nothing listens on now (the shared e2e server's and the engine fixture's are taken, so never these). */
async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as { port: number };
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
}

/** Bitcoin's price in every fiat (lowercase) for a USD price, at the seeded legal rates. */
const btcIn = (usd: string) =>
  Object.fromEntries(
    Object.entries(SEED_FIAT_PER_USD).map(([fiat, perUsd]) => [fiat.toLowerCase(), new Decimal(perUsd).times(usd).toFixed()]),
  );

/** Local HH:MM of a quote time, as the buy tab's note writes it (the page runs in UTC). */
const hhmm = (unixSec: number) =>
  new Date(unixSec * 1000).toLocaleTimeString('en-GB', { timeZone: 'UTC', hour: '2-digit', minute: '2-digit' });

/** Quotes the seeded prices with one quote time, then moves bitcoin's price (the fiats' legal rates stay). */
function quote(btcUsd: string, at: number): void {
  fake.usd = Object.fromEntries(
    Object.entries(SEED_COIN_USD).map(([coin, usd]) => [COINGECKO_IDS[coin as keyof typeof COINGECKO_IDS], coin === 'BTC' ? btcUsd : usd]),
  );
  fake.btcIn = btcIn(btcUsd);
  fake.quotedAt = at;
}

/** Stops the server with SIGTERM (it stops its embedded PostgreSQL first), SIGKILL only if it hangs. */
async function stopServer(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = once(child, 'exit');
  child.kill('SIGTERM');
  const hung = setTimeout(() => child.kill('SIGKILL'), 20_000);
  await exited;
  clearTimeout(hung);
}

// Quotes are written minutes in the past (a quote from the future is read as now), a minute apart, so the note's
// HH:MM differs for each one.
const T0 = Math.floor(Date.now() / 1000) - 600;

test.beforeAll(async () => {
  test.setTimeout(180_000);
  fake = new FakeRates(KEY);
  // The seeded prices: the server's first poll moves nothing and pushes nothing, so no push is left over for the page.
  quote(SEED_COIN_USD.BTC, T0);
  const ratesUrl = await fake.start();
  const port = await freePort();
  const pgPort = await freePort();
  base = `http://127.0.0.1:${port}`;
  const output: string[] = [];
  server = spawn(process.execPath, ['scripts/e2e-server.mjs'], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      PG_PORT: String(pgPort),
      E2E_DATA_DIR: DATA_DIR,
      RATES_URL: ratesUrl,
      RATES_KEY: KEY,
      RATES_POLL_SEC: String(POLL_SEC),
      // Longer than the test: the quotes stay valid throughout.
      RATES_MAX_AGE_SEC: '3600',
      // Nothing here plays crash: no round loop to share the two cores with.
      CRASH_LOOP: '0',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  for (const stream of [server.stdout!, server.stderr!]) stream.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  const child = server;
  let failed: (() => void) | undefined;
  const exited = new Promise<never>((_, reject) => {
    failed = () => reject(new Error(`the rates e2e server exited before it served:\n${output.join('').slice(-4000)}`));
    child.once('exit', failed);
  });
  try {
    await Promise.race([
      expect
        .poll(
          () =>
            fetch(`${base}/healthz`).then(
              (r) => r.status,
              () => 0,
            ),
          { timeout: 150_000, intervals: [250] },
        )
        .toBe(200),
      exited,
    ]);
  } finally {
    child.off('exit', failed!);
  }
  // The first poll has written the fake's quotes (live rates quoted at T0) before any page reads them.
  await expect
    .poll(async () => {
      const body = (await (await fetch(`${base}${RATES_PATH}`)).json()) as { code: number; data?: RatesData };
      return body.code === CODE.OK ? { fixed: body.data?.fixed, updatedAt: body.data?.updatedAt } : null;
    })
    .toEqual({ fixed: false, updatedAt: T0 * 1000 });
});

test.afterAll(async () => {
  if (server) await stopServer(server);
  await fake?.stop();
  // PostgreSQL removes its postmaster.pid on a clean stop: none left means the server stopped it.
  expect(existsSync(path.join(DATA_DIR, 'pg', 'postmaster.pid'))).toBe(false);
  rmSync(DATA_DIR, { recursive: true, force: true });
});

/** A state-changing API call in the page's session; fails the test on any answer but 200. */
async function post(page: Page, url: string, data: object): Promise<void> {
  const body = (await (await page.request.post(url, { data })).json()) as { code: number; msg: string };
  expect(body, `${url}: ${body.msg}`).toMatchObject({ code: 200 });
}

test('a bitcoin price move at the provider reaches the open wallet without a reload, one rates read per push', async ({ browser }) => {
  test.setTimeout(120_000);
  const context = await browser.newContext({ baseURL: base, timezoneId: 'UTC', viewport: { width: 1440, height: 900 } });
  const page = await context.newPage();
  // A player with the demo funds, bitcoin selected, balances shown in USD.
  await registerThroughApi(page, uniqueName('rates'));
  await post(page, '/v1/account/switchAccount', { coin: 'BTC' });
  await post(page, '/v1/user/setFiatType', { currencyType: 'FAIT', fiat: 'USD' });

  let reads = 0;
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === RATES_PATH) reads += 1;
  });
  let pushes = 0;
  page.on('websocket', (ws) =>
    ws.on('framereceived', ({ payload }) => {
      if (typeof payload !== 'string') return;
      try {
        if ((JSON.parse(payload) as { type?: unknown }).type === MSG.REFRESH_RATES) pushes += 1;
      } catch {
        // Not a JSON frame: not a push.
      }
    }),
  );
  let navigations = 0;
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) navigations += 1;
  });

  await page.goto('/');
  const balance = page.getByTestId('balance-amount');
  // 0.02 BTC (the demo funds) at 95,000 USD.
  await expect(balance).toHaveText('$1,900.00');

  await page.getByTestId('header-deposit').click();
  const wallet = page.getByTestId('wallet-dialog');
  await wallet.getByTestId('wallet-tab-buy').click();
  await wallet.getByTestId('buy-amount').fill('100');
  const estimate = wallet.getByTestId('buy-estimate');
  // 100 USD at 95,000 USD per bitcoin, rounded down to bitcoin's 8 decimals.
  await expect(estimate.locator('strong')).toHaveText('0.00105263 BTC');
  await expect(estimate.locator('small')).toContainText(`An estimate at the market price of ${hhmm(T0)} on`);
  // Reads made while the page loaded; from here on every read answers a push.
  const loaded = reads;
  expect(pushes).toBe(0);
  const navigated = navigations;

  const moves = [
    { btcUsd: '100000', at: T0 + 60, estimate: '0.001 BTC', balance: '$2,000.00' },
    { btcUsd: '80000', at: T0 + 120, estimate: '0.00125 BTC', balance: '$1,600.00' },
  ];
  for (const [i, move] of moves.entries()) {
    quote(move.btcUsd, move.at);
    await expect(estimate.locator('strong')).toHaveText(move.estimate, { timeout: (2 * POLL_SEC + 10) * 1000 });
    await expect(estimate.locator('small')).toContainText(`An estimate at the market price of ${hhmm(move.at)} on`);
    await expect(balance).toHaveText(move.balance);
    expect(pushes, 'one push per move').toBe(i + 1);
    expect(reads - loaded, 'one rates read per push').toBe(pushes);
    if (i === 0) await page.screenshot({ path: test.info().outputPath('rates-moved.png') });
  }
  // Two more polls with nothing moved: no push, and no late second read of the last push.
  const polled = fake.requests.length;
  await expect.poll(() => fake.requests.length, { timeout: (3 * POLL_SEC + 10) * 1000 }).toBeGreaterThanOrEqual(polled + 2);
  expect(pushes).toBe(moves.length);
  expect(reads - loaded).toBe(moves.length);
  // Still the same page: no reload, and the typed amount is still there.
  expect(navigations).toBe(navigated);
  await expect(wallet.getByTestId('buy-amount')).toHaveValue('100');
});
