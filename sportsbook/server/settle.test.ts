import { afterEach, describe, expect, it } from 'vitest';
import type { BookBet, SportEvent } from '../shared/api';
import { BOOK_TESTS, harness, type Harness } from './harness.testing';

let h: Harness;
afterEach(() => h.close());

const auth = (session: string) => ({ authorization: `Bearer ${session}` });
const control = async (
  claims: Record<string, unknown>,
  options?: Parameters<Harness['casino']['order']>[1],
): Promise<Record<string, unknown> & { http: number }> => {
  const response = await h.app.inject({ method: 'POST', url: '/control', payload: { payload: await h.casino.order(claims, options) } });
  return { http: response.statusCode, ...response.json<Record<string, unknown>>() };
};
const placeOn = async (session: string, picks: { id: string; price: string | null }[], stake = '10', type = 'singles') => {
  const response = await h.app.inject({
    method: 'POST',
    url: '/api/bets',
    headers: auth(session),
    payload: { type, stake, selections: picks.map((p) => ({ id: p.id, price: p.price })), acceptOdds: 'none' },
  });
  return response.json<{ bets: BookBet[] }>().bets;
};
const pick = (e: SportEvent, market: number, outcome: number) => e.markets[market]!.selections[outcome]!;
const myBets = async (session: string, status: 'open' | 'settled') =>
  (await h.app.inject({ url: `/api/bets?status=${status}`, headers: auth(session) })).json<{ bets: BookBet[] }>().bets;

describe('settlement', BOOK_TESTS, () => {
  it('settles a match on the operator’s order: the win paid exactly, rounded down, the loss reported', async () => {
    h = await harness();
    const session = await h.login('1');
    const event = (await h.events('?sport=ice-hockey&status=upcoming'))[0]!;
    const home = pick(event, 0, 0);
    const [won, lost] = await placeOn(session, [home, pick(event, 1, 1)], '3.33');
    const settled = await control({ order: 'settle', event: event.id, score: { home: 4, away: 2 } });
    expect(settled).toMatchObject({
      http: 200,
      ok: true,
      order: 'settle',
      event: event.id,
      score: { home: 4, away: 2 },
      settled: 2,
      open: 0,
    });
    const expected = (Math.floor(333 * Number(home.price)) / 100).toFixed(2);
    const bets = await myBets(session, 'settled');
    expect(bets.find((b) => b.id === won!.id)).toMatchObject({ status: 'won', payout: expected, legs: [{ result: 'won' }] });
    expect(bets.find((b) => b.id === lost!.id)).toMatchObject({ status: 'lost', payout: '0', legs: [{ result: 'lost' }] });
    expect(h.casino.received('win')[0]!.claims).toMatchObject({
      tx: `${won!.id}:win`,
      parent: `${won!.id}:make`,
      amount: expected,
      cashOut: false,
    });
    expect(h.casino.received('lost')[0]!.claims).toMatchObject({ legs: [{ selectionId: pick(event, 1, 1).id, result: 'lost' }] });
    expect(h.casino.balance('1')).toBe((100 - 6.66 + Number(expected)).toFixed(8));
    // The match is over: no more bets on it, and no second settlement.
    expect((await control({ order: 'settle', event: event.id })).http).toBe(409);
    const late = await h.app.inject({
      method: 'POST',
      url: '/api/bets',
      headers: auth(session),
      payload: { type: 'singles', stake: '1', selections: [{ id: home.id, price: '2.00' }], acceptOdds: 'any' },
    });
    expect(late.json()).toMatchObject({ code: 'suspended' });
  });

  it('refunds a single on a void match, and settles a combo lost as soon as one leg lost', async () => {
    h = await harness();
    const session = await h.login('2');
    const [a, b, c] = await h.events('?sport=soccer&status=upcoming');
    const [single] = await placeOn(session, [pick(a!, 0, 0)], '5');
    const [combo] = await placeOn(session, [pick(b!, 0, 0), pick(c!, 0, 0)], '5', 'combo');
    expect(await control({ order: 'void', event: a!.id })).toMatchObject({ ok: true, status: 'void', settled: 1 });
    expect(h.casino.received('refund')[0]!.claims).toMatchObject({ parent: `${single!.id}:make`, reason: 'The match was called off' });
    // The combo's first leg loses (an away win): the bet is lost at once, its other match still to play.
    expect(await control({ order: 'settle', event: b!.id, score: { home: 0, away: 1 } })).toMatchObject({ settled: 1 });
    const settled = await myBets(session, 'settled');
    expect(settled.find((x) => x.id === single!.id)).toMatchObject({ status: 'refunded', payout: '5.00', legs: [{ result: 'void' }] });
    expect(settled.find((x) => x.id === combo!.id)).toMatchObject({ status: 'lost', legs: [{ result: 'lost' }, { result: 'open' }] });
    expect(h.casino.balance('2')).toBe('95.00000000');
    // The other match ends: the lost combo shows how, and nothing more is sent.
    expect(await control({ order: 'settle', event: c!.id, score: { home: 2, away: 0 } })).toMatchObject({ settled: 0, open: 0 });
    const after = (await myBets(session, 'settled')).find((x) => x.id === combo!.id);
    expect(after).toMatchObject({ status: 'lost', payout: '0', legs: [{ result: 'lost' }, { result: 'won' }] });
    expect(h.casino.received('lost')).toHaveLength(1);
    expect(h.casino.balance('2')).toBe('95.00000000');
  });

  it('pays a combo with a void leg at the other legs’ prices, once every match is over', async () => {
    h = await harness();
    const session = await h.login('3');
    const [a, b] = await h.events('?sport=ice-hockey&status=upcoming');
    const [combo] = await placeOn(session, [pick(a!, 0, 0), pick(b!, 0, 2)], '2', 'combo');
    expect(await control({ order: 'void', event: a!.id })).toMatchObject({ settled: 0, open: 1 });
    expect(await control({ order: 'settle', event: b!.id, score: { home: 1, away: 3 } })).toMatchObject({ settled: 1 });
    const expected = (Math.floor(200 * Number(pick(b!, 0, 2).price)) / 100).toFixed(2);
    expect((await myBets(session, 'settled'))[0]).toMatchObject({ id: combo!.id, status: 'won', payout: expected });
  });

  it('settles matches that play out on the clock, in the loop', async () => {
    h = await harness();
    const session = await h.login('4');
    const live = (await h.events('?status=live')).find((e) => !e.markets[1]!.suspended)!;
    const [bet] = await placeOn(session, [pick(live, 1, 0)], '1');
    expect(bet!.status).toBe('open');
    await h.app.book.settlement.runOnce();
    expect(await myBets(session, 'open')).toHaveLength(1);
    h.clock.now = live.kickoff + 12 * 60_000;
    await h.app.book.settlement.runOnce();
    const [settled] = await myBets(session, 'settled');
    expect(['won', 'lost']).toContain(settled!.status);
    // The result is recorded: the bet settled on it whatever happens to the seed later.
    expect(h.app.book.ctx.store.events.get(live.id)).toMatchObject({ status: 'finished', by: 'clock' });
  });

  it('keeps a settlement the casino does not answer, and sends the same call again later', async () => {
    h = await harness();
    const session = await h.login('5');
    const event = (await h.events('?status=upcoming'))[0]!;
    const [bet] = await placeOn(session, [pick(event, 0, 0)], '1');
    h.casino.failNext.win = 100;
    expect(await control({ order: 'settle', event: event.id, score: { home: 2, away: 0 } })).toMatchObject({ settled: 0, open: 1 });
    expect((await myBets(session, 'open'))[0]).toMatchObject({ id: bet!.id, status: 'open', cashOut: null });
    h.casino.failNext.win = 0;
    await h.app.book.settlement.runOnce();
    // Backing off: not yet.
    expect(h.app.book.ctx.store.bets.get(bet!.id)!.status).toBe('open');
    h.clock.now += 5_000;
    await h.app.book.settlement.runOnce();
    expect(h.app.book.ctx.store.bets.get(bet!.id)!.status).toBe('won');
    expect(new Set(h.casino.received('win').map((c) => c.claims.tx))).toEqual(new Set([`${bet!.id}:win`]));
    expect(h.casino.received('win')).toHaveLength(5);
  });
});

describe('cash-out', BOOK_TESTS, () => {
  it('pays the offer the player saw, and refuses an offer that moved', async () => {
    h = await harness();
    const session = await h.login('6');
    const event = (await h.events('?status=upcoming'))[0]!;
    const selection = pick(event, 0, 0);
    const [bet] = await placeOn(session, [selection], '10');
    const offer = (Math.floor(1000 * 0.95) / 100).toFixed(2);
    expect(bet!.cashOut).toBe(offer);
    const cash = (amount: string) =>
      h.app.inject({ method: 'POST', url: `/api/bets/${bet!.id}/cashout`, headers: auth(session), payload: { amount } });
    const moved = await cash('9.00');
    expect(moved.statusCode).toBe(409);
    expect(moved.json()).toMatchObject({ code: 'cashout_changed', message: `The cash-out offer moved to ${offer} USDT` });
    const paid = await cash(offer);
    expect(paid.json<BookBet>()).toMatchObject({ status: 'cashed_out', payout: offer, cashOut: null });
    expect(h.casino.received('win')[0]!.claims).toMatchObject({ tx: `${bet!.id}:cashout`, amount: offer, cashOut: true });
    expect(h.casino.balance('6')).toBe((90 + Number(offer)).toFixed(8));
    expect((await cash(offer)).json()).toMatchObject({ code: 'cashout_changed' });
    expect((await control({ order: 'settle', event: event.id })).settled).toBe(0);
    const other = await h.login('7');
    const stranger = await h.app.inject({
      method: 'POST',
      url: `/api/bets/${bet!.id}/cashout`,
      headers: auth(other),
      payload: { amount: offer },
    });
    expect(stranger.statusCode).toBe(404);
  });

  it('offers nothing on a suspended leg, and a refused cash-out leaves the bet open', async () => {
    h = await harness();
    const session = await h.login('8');
    const [a, b] = await h.events('?status=upcoming');
    const [bet] = await placeOn(session, [pick(a!, 0, 0), pick(b!, 0, 0)], '1', 'combo');
    expect(bet!.cashOut).not.toBeNull();
    h.casino.refuse.win = { code: 'bad_state', status: 409 };
    const refused = await h.app.inject({
      method: 'POST',
      url: `/api/bets/${bet!.id}/cashout`,
      headers: auth(session),
      payload: { amount: bet!.cashOut! },
    });
    expect(refused.json()).toMatchObject({ code: 'casino_unavailable' });
    expect(h.app.book.ctx.store.bets.get(bet!.id)).toMatchObject({ status: 'open', pending: null });
    delete h.casino.refuse.win;
    await control({ order: 'settle', event: a!.id, score: { home: 3, away: 0 } });
    // One leg won, the other not started: still an offer, on the open leg's price.
    expect((await myBets(session, 'open'))[0]!.cashOut).not.toBeNull();
    h.clock.now = b!.kickoff + 12 * 60_000;
    expect((await myBets(session, 'open'))[0]!.cashOut).toBeNull();
  });
});

describe('the operator’s orders', BOOK_TESTS, () => {
  it('are taken only signed by the casino, for the control audience, short-lived, and well formed', async () => {
    h = await harness();
    const event = (await h.events('?status=upcoming'))[0]!;
    const { generateKeyPair } = await import('jose');
    const stranger = await generateKeyPair('ES256');
    expect(await control({ order: 'void', event: event.id }, { key: stranger.privateKey })).toMatchObject({
      http: 401,
      code: 'bad_signature',
    });
    expect(await control({ order: 'void', event: event.id }, { audience: 'sportsbook' })).toMatchObject({
      http: 401,
      code: 'bad_signature',
    });
    expect(await control({ order: 'void', event: event.id }, { lifeSec: 600 })).toMatchObject({ http: 401, code: 'bad_signature' });
    expect(await control({ order: 'explode' })).toMatchObject({ http: 400, code: 'bad_request' });
    expect(await control({ order: 'settle', event: event.id, score: { home: -1, away: 0 } })).toMatchObject({
      http: 400,
      message: expect.stringMatching(/^score\.home: /),
    });
    expect(await control({ order: 'misbehave', mode: 'sometimes' })).toMatchObject({
      http: 400,
      message: 'mode: duplicate, rollback_first, timeout or none',
    });
    expect(await control({ order: 'void', event: 'north-premier-1' })).toMatchObject({ http: 404, code: 'not_found' });
    const bad = await h.app.inject({ method: 'POST', url: '/control', payload: { payload: 5 } });
    expect(bad.json()).toEqual({ ok: false, code: 'bad_request', message: 'payload: a signed order (a JWT)' });
    const big = await h.app.inject({ method: 'POST', url: '/control', payload: { payload: 'x'.repeat(20_000) } });
    expect(big.json()).toEqual({ ok: false, code: 'bad_request', message: 'body: too large (at most 16 KiB)' });
    expect(h.app.book.ctx.store.events.size).toBe(0);
  });

  it('rollback_first: a make rolled back before it is sent rejects the bet', async () => {
    h = await harness();
    const session = await h.login('9');
    expect(await control({ order: 'misbehave', mode: 'rollback_first' })).toMatchObject({ ok: true, mode: 'rollback_first' });
    const event = (await h.events('?status=upcoming'))[0]!;
    const [bet] = await placeOn(session, [pick(event, 0, 0)], '1');
    expect(bet).toMatchObject({ status: 'rejected', reason: 'The casino rolled the bet back before taking it' });
    expect(h.casino.balance('9')).toBe('100.00000000');
    await control({ order: 'misbehave', mode: 'duplicate' });
    const [twice] = await placeOn(session, [pick(event, 0, 1)], '1');
    expect(twice!.status).toBe('open');
    expect(h.casino.received('make').filter((c) => c.claims.tx === `${twice!.id}:make`)).toHaveLength(2);
    expect(h.casino.balance('9')).toBe('99.00000000');
  });
});
