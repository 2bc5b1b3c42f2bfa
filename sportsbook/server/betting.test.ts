import { afterEach, describe, expect, it } from 'vitest';
import type { ApiErrorBody, BookBet, SportEvent } from '../shared/api';
import { BOOK_TESTS, harness, type Harness } from './harness.testing';

let h: Harness;
afterEach(() => h.close());

const place = (session: string, body: unknown) =>
  h.app.inject({ method: 'POST', url: '/api/bets', payload: body as object, headers: { authorization: `Bearer ${session}` } });
const homeWin = (e: SportEvent) => e.markets[0]!.selections[0]!;

describe('placing bets', BOOK_TESTS, () => {
  it('takes singles before kick-off: one make and one commit each, at the slip’s prices', async () => {
    h = await harness();
    const session = await h.login('1');
    const [a, b] = await h.events('?sport=soccer&status=upcoming');
    const response = await place(session, {
      type: 'singles',
      stake: '2.5',
      selections: [
        { id: homeWin(a!).id, price: homeWin(a!).price },
        { id: a!.markets[1]!.selections[0]!.id, price: a!.markets[1]!.selections[0]!.price },
      ],
      acceptOdds: 'none',
    });
    expect(response.statusCode).toBe(200);
    const bets = response.json<{ bets: BookBet[] }>().bets;
    expect(bets).toHaveLength(2);
    expect(bets[0]).toMatchObject({ type: 'single', stake: '2.50', currency: 'USDT', status: 'open', payout: '0' });
    expect(bets[0]!.legs[0]).toMatchObject({
      eventId: a!.id,
      eventName: `${a!.home} v ${a!.away}`,
      price: homeWin(a!).price,
      result: 'open',
    });
    expect(bets[0]!.cashOut).not.toBeNull();
    expect(h.casino.balance('1')).toBe('95.00000000');
    expect(h.casino.received('make')).toHaveLength(2);
    expect(h.casino.received('commit').map((c) => c.claims.parent)).toEqual(h.casino.received('make').map((c) => c.claims.tx));
    const make = h.casino.received('make')[0]!.claims;
    expect(make).toMatchObject({ currency: 'USDT', amount: '2.50', bet: { type: 'single', odds: homeWin(a!).price } });
    expect((make.bet as { legs: { sport: string; live: boolean }[] }).legs[0]).toMatchObject({ sport: 'soccer', live: false });

    const combo = await place(session, {
      type: 'combo',
      stake: '1',
      selections: [a, b].map((e) => ({ id: homeWin(e!).id, price: homeWin(e!).price })),
      acceptOdds: 'none',
    });
    const bet = combo.json<{ bets: BookBet[] }>().bets[0]!;
    expect(bet.type).toBe('combo');
    const odds = (Number(homeWin(a!).price) * Number(homeWin(b!).price)).toFixed(4);
    expect(Number(bet.odds).toFixed(4)).toBe(odds);
    expect(Number(bet.potentialWin)).toBe(Math.floor(Number(odds) * 100) / 100);

    const mine = await h.app.inject({ url: '/api/bets?status=open', headers: { authorization: `Bearer ${session}` } });
    expect(mine.json<{ bets: BookBet[] }>().bets.map((x) => x.type)).toEqual(['combo', 'single', 'single']);
  });

  it('checks prices as the player said: none refuses any move, higher takes only rises, any takes all', async () => {
    h = await harness();
    const session = await h.login('2');
    const event = (await h.events('?status=upcoming'))[0]!;
    const selection = homeWin(event);
    const price = Number(selection.price);
    const slip = (offered: number, acceptOdds: string) => ({
      type: 'singles',
      stake: '1',
      selections: [{ id: selection.id, price: offered.toFixed(2) }],
      acceptOdds,
    });
    const refused = await place(session, slip(price + 0.1, 'none'));
    expect(refused.statusCode).toBe(409);
    expect(refused.json<ApiErrorBody>()).toMatchObject({ code: 'odds_changed', changes: [{ id: selection.id, price: selection.price }] });
    expect((await place(session, slip(price + 0.1, 'higher'))).json<ApiErrorBody>().code).toBe('odds_changed');
    const rose = await place(session, slip(price - 0.1, 'higher'));
    expect(rose.json<{ bets: BookBet[] }>().bets[0]!.legs[0]!.price).toBe(selection.price);
    const any = await place(session, slip(price + 0.1, 'any'));
    expect(any.json<{ bets: BookBet[] }>().bets[0]!.legs[0]!.price).toBe(selection.price);
    expect(h.casino.received('make')).toHaveLength(2);
  });

  it('refuses bad slips clearly, naming the field, and changes nothing', async () => {
    h = await harness();
    const session = await h.login('3');
    const [a, b] = await h.events('?status=upcoming');
    const sel = (e: SportEvent, m = 0) => ({ id: e.markets[m]!.selections[0]!.id, price: e.markets[m]!.selections[0]!.price! });
    const refusal = async (body: unknown) => {
      // Apart enough for the rate limit, which counts every slip.
      h.clock.now += 2000;
      const response = await place(session, body);
      return { status: response.statusCode, ...response.json<ApiErrorBody>() };
    };
    const base = { type: 'singles', stake: '1', selections: [sel(a!)], acceptOdds: 'none' };
    expect(await refusal({ ...base, stake: undefined })).toMatchObject({
      status: 400,
      code: 'bad_request',
      message: expect.stringMatching(/^stake: /),
    });
    expect((await refusal({ ...base, stake: 1 })).message).toMatch(/^stake: /);
    expect((await refusal({ ...base, stake: '1.005' })).message).toBe('stake: at most 2 decimals in USDT');
    expect((await refusal({ ...base, stake: '0.05' })).message).toBe('stake: at least 0.1 USDT');
    expect((await refusal({ ...base, stake: '5000.01' })).message).toBe('stake: at most 5000 USDT');
    expect((await refusal({ ...base, acceptOdds: 'some' })).message).toBe('acceptOdds: none, higher or any');
    expect((await refusal({ ...base, selections: [] })).message).toBe('selections: at least one selection');
    expect((await refusal({ ...base, selections: [{ id: sel(a!).id, price: '1.5' }] })).message).toMatch(/^selections\.0\.price: /);
    expect((await refusal({ ...base, extra: true })).code).toBe('bad_request');
    expect((await refusal({ ...base, selections: [sel(a!), sel(a!)] })).message).toMatch(/is on the slip twice$/);
    expect((await refusal({ ...base, type: 'combo' })).message).toBe('selections: a combo has 2 to 12 selections');
    expect((await refusal({ ...base, type: 'combo', selections: [sel(a!), sel(a!, 1)] })).message).toBe(
      'selections: a combo takes one selection of each match',
    );
    expect(await refusal({ ...base, selections: [{ id: `${b!.id}:1x2:nobody`, price: '2.00' }] })).toMatchObject({
      status: 404,
      code: 'not_found',
    });
    const notJson = await h.app.inject({
      method: 'POST',
      url: '/api/bets',
      payload: 'stake=1',
      headers: { authorization: `Bearer ${session}`, 'content-type': 'text/plain' },
    });
    expect(notJson.statusCode).toBe(400);
    expect(notJson.json()).toMatchObject({ code: 'bad_request' });
    expect(h.casino.calls).toHaveLength(0);
    expect(h.app.book.ctx.store.bets.size).toBe(0);
  });

  it('passes the casino’s refusals on: no funds, no log-in', async () => {
    h = await harness();
    const session = await h.login('4', '1');
    const selection = homeWin((await h.events('?status=upcoming'))[0]!);
    const slip = { type: 'singles', stake: '5', selections: [{ id: selection.id, price: selection.price }], acceptOdds: 'any' };
    const poor = await place(session, slip);
    expect(poor.statusCode).toBe(402);
    expect(poor.json()).toMatchObject({ code: 'insufficient_funds' });
    h.casino.refuse.make = { code: 'token_invalid', status: 401 };
    expect((await place(session, { ...slip, stake: '0.5' })).json()).toMatchObject({ code: 'login_required' });
    expect(h.app.book.ctx.store.bets.size).toBe(0);
    expect((await place('x'.repeat(43), slip)).json()).toMatchObject({ code: 'login_required' });
  });

  it('waits the live delay on a live leg, then takes it, or turns it down if betting stopped meanwhile', async () => {
    h = await harness();
    const session = await h.login('5');
    const [live, other] = (await h.events('?status=live')).filter((e) => !e.markets[0]!.suspended);
    const slip = (e: SportEvent) => ({
      type: 'singles',
      stake: '1',
      selections: [{ id: homeWin(e).id, price: homeWin(e).price }],
      acceptOdds: 'any',
    });
    const before = h.clock.now;
    const taken = (await place(session, slip(live!))).json<{ bets: BookBet[] }>().bets[0]!;
    expect(taken.status).toBe('open');
    expect(h.clock.now - before).toBe(2000);

    // A call-off lands during the delay: the stake goes back through a discard.
    h.duringDelay.run = () => h.app.book.ctx.schedule.end(h.app.book.ctx.schedule.fixture(other!.id)!, { status: 'void' });
    const rejected = (await place(session, slip(other!))).json<{ bets: BookBet[] }>().bets[0]!;
    expect(rejected).toMatchObject({ status: 'rejected', reason: `Bets on ${other!.home} v ${other!.away} stopped during the live delay` });
    const discard = h.casino.received('discard')[0]!.claims;
    expect(discard).toMatchObject({ tx: `${rejected.id}:discard`, parent: `${rejected.id}:make` });
    expect(h.casino.balance('5')).toBe('99.00000000');
  });

  it('rolls back a make the casino never answered, and rejects the bet', async () => {
    h = await harness();
    const session = await h.login('6');
    const selection = homeWin((await h.events('?status=upcoming'))[0]!);
    h.casino.failNext.make = 4;
    const response = await place(session, {
      type: 'singles',
      stake: '1',
      selections: [{ id: selection.id, price: selection.price }],
      acceptOdds: 'any',
    });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toMatchObject({ code: 'casino_unavailable' });
    expect(h.casino.received('make')).toHaveLength(4);
    const rollback = h.casino.received('rollback')[0]!.claims;
    expect(rollback.parent).toBe(h.casino.received('make')[0]!.claims.tx);
    const settled = await h.app.inject({ url: '/api/bets?status=settled', headers: { authorization: `Bearer ${session}` } });
    expect(settled.json<{ bets: BookBet[] }>().bets[0]).toMatchObject({
      status: 'rejected',
      reason: 'The casino did not answer: the bet was not taken',
    });
  });

  it('limits how fast a session places slips', async () => {
    h = await harness();
    const session = await h.login('7');
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) statuses.push((await place(session, { type: 'singles' })).statusCode);
    expect(statuses.slice(0, 10).every((s) => s === 400)).toBe(true);
    expect(statuses[10]).toBe(429);
    h.clock.now += 10_001;
    expect((await place(session, { type: 'singles' })).statusCode).toBe(400);
  });
});
