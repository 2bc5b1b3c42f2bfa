import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { BookBet } from '../shared/api';
import { FakeCasino } from './fakeCasino.testing';
import { BOOK_TESTS, harness, tempDir, waitFor, type Harness } from './harness.testing';
import { BookStore, STORE_FILE } from './store';

let h: Harness | null = null;
let casino: FakeCasino | null = null;
afterEach(async () => {
  await h?.close();
  await casino?.stop();
  h = null;
  casino = null;
});

describe('the book’s store', BOOK_TESTS, () => {
  it('writes its state to one file soon after a change, whole, and reads it back', async () => {
    const dir = tempDir('book-store');
    const store = await BookStore.open(dir, 5);
    store.misbehaviour = 'timeout';
    store.events.set('frostline-3', { status: 'void', home: 1, away: 0, minute: 20, endedAt: 5, by: 'operator' });
    store.changed();
    await waitFor(() => existsSync(path.join(dir, STORE_FILE)));
    await store.flush();
    expect(readdirSync(dir)).toEqual([STORE_FILE]);
    const again = await BookStore.open(dir);
    expect(again.misbehaviour).toBe('timeout');
    expect(again.events.get('frostline-3')).toMatchObject({ status: 'void', minute: 20 });
  });

  it('refuses a file it does not understand rather than start over it', async () => {
    const dir = tempDir('book-store-bad');
    writeFileSync(path.join(dir, STORE_FILE), JSON.stringify({ version: 99 }));
    await expect(BookStore.open(dir)).rejects.toThrow('not a version 1 store');
  });

  it('keeps bets, sessions (by hash only) and ended matches across a restart', async () => {
    const dataDir = tempDir('book-data');
    h = await harness({ dataDir });
    casino = h.casino;
    const session = await h.login('1');
    const [a, b] = await h.events('?status=upcoming');
    const place = (id: string, price: string | null) =>
      h!.app.inject({
        method: 'POST',
        url: '/api/bets',
        headers: { authorization: `Bearer ${session}` },
        payload: { type: 'singles', stake: '1', selections: [{ id, price }], acceptOdds: 'none' },
      });
    await place(a!.markets[0]!.selections[0]!.id, a!.markets[0]!.selections[0]!.price);
    await place(b!.markets[0]!.selections[0]!.id, b!.markets[0]!.selections[0]!.price);
    const order = await h.casino.order({ order: 'settle', event: a!.id, score: { home: 1, away: 0 } });
    await h.app.inject({ method: 'POST', url: '/control', payload: { payload: order } });
    await h.app.close();
    const file = readFileSync(path.join(dataDir, STORE_FILE), 'utf8');
    expect(file).not.toContain(session);

    const keepCasino = h.casino;
    h = await harness({ dataDir, casino: keepCasino });
    const mine = (status: string) =>
      h!.app
        .inject({ url: `/api/bets?status=${status}`, headers: { authorization: `Bearer ${session}` } })
        .then((r) => r.json<{ bets: BookBet[] }>().bets);
    expect((await mine('settled')).map((x) => x.status)).toEqual(['won']);
    expect((await mine('open')).map((x) => x.legs[0]!.eventId)).toEqual([b!.id]);
    expect((await h.events(`?league=${a!.league}`)).find((e) => e.id === a!.id)).toMatchObject({
      status: 'finished',
      score: { home: 1, away: 0 },
    });
  });

  it('rolls back, after a restart, a bet whose make was never answered', async () => {
    const dataDir = tempDir('book-orphan');
    const store = await BookStore.open(dataDir);
    store.bets.set('bkorphan', {
      id: 'bkorphan',
      player: '1',
      type: 'single',
      stake: '1.00',
      currency: 'USDT',
      odds: '2.00',
      potentialWin: '2.00',
      status: 'pending',
      payout: '0',
      placedAt: 1,
      settledAt: null,
      legs: [],
      makeTx: 'bkorphan:make',
      committed: false,
      pending: null,
    });
    await store.flush();
    h = await harness({ dataDir });
    casino = h.casino;
    await h.app.book.settlement.runOnce();
    expect(h.casino.received('rollback')[0]!.claims).toMatchObject({ tx: 'bkorphan:rollback', parent: 'bkorphan:make' });
    expect(h.app.book.ctx.store.bets.get('bkorphan')).toMatchObject({ status: 'rejected', pending: null });
  });
});
