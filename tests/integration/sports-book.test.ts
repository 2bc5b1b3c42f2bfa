import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { exportPKCS8, exportSPKI, generateKeyPair } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Decimal } from '../../src/core/money';
import type { SportsToken } from '../../src/core/sportsbook';
import { freePort } from '../../scripts/lib/freePort';
import { runAdmin } from '../../server/admin/cli';
import { buildBook } from '../../sportsbook/server/app';
import type { BookBet, EventsResponse, PlaceBetsResponse, SessionResponse } from '../../sportsbook/shared/api';
import { createTestApp, ledgerMismatches, listen, register, type TestApp } from './helpers';

// The demo sportsbook as the real party it stands for, against our server: a player's token opens a book session,
// bets are made and committed through the signed wallet, the operator's orders (signed with our key) settle them, and
// every misbehaviour the book can be told to produce (each call twice at once, a rollback before its make, a call cut
// off before its answer and sent again) moves the money exactly once.

let t: TestApp;
let book: FastifyInstance;
let bookUrl: string;
/** The wallet calls that reached our server, by name (repeats included). */
const arrived = new Map<string, number>();

beforeAll(async () => {
  const keys = await generateKeyPair('ES256', { extractable: true });
  const port = await freePort();
  bookUrl = `http://127.0.0.1:${port}/`;
  t = await createTestApp({ SPORTSBOOK_URL: bookUrl, SPORTSBOOK_BOOK_PUBLIC_KEY: await exportSPKI(keys.publicKey) });
  const base = await listen(t.app);
  t.app.server.on('request', (req: { url?: string }) => {
    const call = /\/v1\/sportsbook\/wallet\/(\w+)/.exec(req.url ?? '')?.[1];
    if (call) arrived.set(call, (arrived.get(call) ?? 0) + 1);
  });
  book = await buildBook({
    walletUrl: `${base}/v1/sportsbook/wallet`,
    casinoKeys: `${base}/v1/sportsbook/jwks.json`,
    casinoOrigins: [base],
    privateKey: await exportPKCS8(keys.privateKey),
    dataDir: null,
    clientDir: path.resolve('dist/sportsbook'),
    liveDelayMs: 0,
    retryDelaysMs: [50, 100, 200],
    walletTimeoutMs: 3000,
  });
  await book.listen({ port, host: '127.0.0.1' });
});
afterAll(async () => {
  await book?.close();
  await t?.close();
});

const sports = (...args: string[]) =>
  runAdmin(t.db, ['sports', ...args], [], { config: t.app.config.sportsbook, demoMode: true, sessionIdleMs: t.app.config.sessionIdleMs });

async function bookCall<T>(
  method: 'GET' | 'POST',
  url: string,
  session: string | null,
  body?: unknown,
): Promise<{ status: number; body: T }> {
  const res = await fetch(new URL(url, bookUrl), {
    method,
    headers: { 'content-type': 'application/json', ...(session ? { authorization: `Bearer ${session}` } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as T };
}

async function balance(userId: number): Promise<string> {
  const { rows } = await t.db.query<{ amount: string }>(
    `SELECT trim_scale(amount)::text AS amount FROM balances WHERE user_id = $1 AND coin = 'USDT' AND kind = 'DEPOSIT'`,
    [userId],
  );
  return rows[0]!.amount;
}

/** A player with a book session opened by our token. */
async function player() {
  const { client, user } = await register(t.app, 'bk');
  const token = (await client.post<SportsToken>('/v1/token/genToken', { currency: 'USDT' })).body.data!;
  expect(token.url).toBe(bookUrl);
  const session = await bookCall<SessionResponse>('POST', '/api/session', null, { token: token.token });
  expect(session.body.player).toMatchObject({ name: user.nickName, currency: 'USDT' });
  return { userId: user.id, session: session.body.session! };
}

/** A match kicking off later (its prices do not move) and its home win. */
async function homeWin(skip = 0) {
  const { body } = await bookCall<EventsResponse>('GET', '/api/events?status=upcoming', null);
  const event = body.events.filter((e) => e.markets[0]!.selections[0]!.price !== null)[skip]!;
  return { event, selection: event.markets[0]!.selections[0]! };
}

async function place(session: string, stake: string, skip = 0): Promise<{ bet: BookBet; event: string }> {
  const { event, selection } = await homeWin(skip);
  const res = await bookCall<PlaceBetsResponse>('POST', '/api/bets', session, {
    type: 'singles',
    stake,
    selections: [{ id: selection.id, price: selection.price }],
    acceptOdds: 'any',
  });
  expect(res.status).toBe(200);
  return { bet: res.body.bets[0]!, event: event.id };
}

async function ourBet(bookBetId: string) {
  const { rows } = await t.db.query<{ state: string; payout: string; txs: number }>(
    `SELECT s.state, trim_scale(s.payout)::text AS payout, (SELECT count(*)::int FROM sports_txs x WHERE x.sports_bet_id = s.id) AS txs
       FROM sports_bets s WHERE s.book_bet_id = $1`,
    [bookBetId],
  );
  return rows[0];
}

describe('the demo sportsbook against our wallet', () => {
  for (const mode of ['none', 'duplicate', 'timeout'] as const) {
    it(`takes a stake once and pays its settlement once (${mode === 'none' ? 'well behaved' : mode})`, async () => {
      expect((await sports('misbehave', mode)).out).toBe(`the sportsbook now misbehaves: ${mode}`);
      try {
        const { userId, session } = await player();
        arrived.clear();
        const { bet, event } = await place(session, '2', mode === 'none' ? 0 : mode === 'duplicate' ? 1 : 2);
        expect(bet.status).toBe('open');
        expect(await balance(userId)).toBe('998');
        expect(await ourBet(bet.id)).toMatchObject({ state: 'open' });

        const settled = await sports('settle', event, '2-0');
        expect(settled).toMatchObject({ code: 0, out: expect.stringMatching(new RegExp(`^${event} ended 2-0: \\d+ bets settled`)) });
        await expect.poll(async () => (await ourBet(bet.id))?.state, { timeout: 15_000 }).toBe('won');
        const paid = (await ourBet(bet.id))!.payout;
        expect(await balance(userId)).toBe(new Decimal(998).plus(paid).toFixed());
        // make, commit, win: three transactions of ours, whatever the book sent (each call once, or at least twice).
        const sent = Object.fromEntries(['make', 'commit', 'win'].map((call) => [call, arrived.get(call) ?? 0]));
        if (mode === 'none') expect(sent).toEqual({ make: 1, commit: 1, win: 1 });
        else for (const count of Object.values(sent)) expect(count).toBeGreaterThanOrEqual(2);
        expect((await ourBet(bet.id))!.txs).toBe(3);
        expect(await ledgerMismatches(t.db)).toEqual([]);
      } finally {
        await sports('misbehave', 'none');
      }
    });
  }

  it('turns a bet down when its rollback reaches us before its make, moving nothing', async () => {
    await sports('misbehave', 'rollback_first');
    try {
      const { userId, session } = await player();
      const { bet } = await place(session, '2', 3);
      expect(bet.status).toBe('rejected');
      expect(await balance(userId)).toBe('1000');
      expect(await ourBet(bet.id)).toBeUndefined();
    } finally {
      await sports('misbehave', 'none');
    }
  });

  it('refuses orders it cannot carry out, saying why', async () => {
    expect(await sports('settle', 'no-such-match-1')).toMatchObject({ code: 1, out: expect.stringContaining('no match no-such-match-1') });
    expect(await sports('settle', 'x', '2:1')).toMatchObject({ code: 2 });
    expect(await sports('misbehave', 'sometimes')).toMatchObject({ code: 2 });
    expect(await sports('jump')).toMatchObject({ code: 2, out: expect.stringContaining('unknown sports command: jump') });
  });
});
