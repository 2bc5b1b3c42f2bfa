import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { SportEvent } from '../shared/api';
import { buildBook, type BookOptions } from './app';
import { FakeCasino } from './fakeCasino.testing';

// A book for tests: the fake casino on a real port, a clock the test moves (the live delay moves it too), no
// settlement timer (tests run the loop by hand), fast wallet retries.

/**
 * Options of a describe block whose tests build a book: the first build of a worker loads and warms much (keys, the
 * seeded fixtures), slow on a busy machine.
 */
export const BOOK_TESTS = { timeout: 30_000 };

/** Ten-minute slots of twelve-minute matches, as by default. */
export const SLOT = 10 * 60_000;

/** The book, its fake casino and the test's clock. */
export interface Harness {
  app: FastifyInstance;
  casino: FakeCasino;
  clock: { now: number };
  /** Runs before the live delay ends (a goal, a call-off). */
  duringDelay: { run: (() => void) | null };
  /** A player's session (funded with 100 USDT unless said). */
  login: (player: string, funds?: string) => Promise<string>;
  /** The matches listed now. */
  events: (query?: string) => Promise<SportEvent[]>;
  close: () => Promise<void>;
}

/** A fresh temporary folder. */
export const tempDir = (name: string) => mkdtempSync(path.join(tmpdir(), `${name}-`));

/** Waits until `check` holds (polled), or fails after `timeoutMs`. */
export async function waitFor(check: () => boolean | Promise<boolean>, timeoutMs = 5000): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > until) throw new Error('The condition never held');
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

/** Builds a book on a fixed clock three minutes into a slot (its matches live, the last slot's just over, the next ahead). */
export async function harness(options: Partial<BookOptions> & { casino?: FakeCasino } = {}): Promise<Harness> {
  // A fixed moment, so every run sees the same matches in the same state (the casino's checks read this clock too).
  const clock = { now: Math.floor(Date.UTC(2026, 11, 1) / SLOT) * SLOT + 3 * 60_000 };
  const now = () => clock.now;
  const casino = options.casino ?? (await FakeCasino.start(now));
  const duringDelay: Harness['duringDelay'] = { run: null };
  const app = await buildBook({
    walletUrl: casino.url,
    casinoKeys: casino.keys,
    casinoOrigins: ['https://casino.example'],
    privateKey: casino.bookPrivatePem,
    dataDir: null,
    clientDir: tempDir('book-client'),
    now,
    sleep: async (ms) => {
      duringDelay.run?.();
      clock.now += ms;
    },
    settleEveryMs: 0,
    retryDelaysMs: [1, 1, 1],
    walletTimeoutMs: 2000,
    log: () => undefined,
    ...options,
  });
  const login = async (player: string, funds = '100') => {
    casino.fund(player, funds);
    const response = await app.inject({ method: 'POST', url: '/api/session', payload: { token: await casino.token(player) } });
    return (response.json() as { session: string }).session;
  };
  const events = async (query = '') => (await app.inject({ url: `/api/events${query}` })).json<{ events: SportEvent[] }>().events;
  return {
    app,
    casino,
    clock,
    duringDelay,
    login,
    events,
    close: async () => {
      await app.close();
      if (!options.casino) await casino.stop();
    },
  };
}
