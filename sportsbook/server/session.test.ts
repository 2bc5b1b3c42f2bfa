import { generateKeyPair } from 'jose';
import { afterEach, describe, expect, it } from 'vitest';
import type { SessionResponse } from '../shared/api';
import { BOOK_TESTS, harness, type Harness } from './harness.testing';

let h: Harness;
afterEach(() => h.close());

const open = (token: string, session?: string) =>
  h.app.inject({
    method: 'POST',
    url: '/api/session',
    payload: { token },
    headers: session ? { authorization: `Bearer ${session}` } : {},
  });

describe('sessions from the casino’s token', BOOK_TESTS, () => {
  it('gives a guest prices only, and a player a session; a fresh token keeps the session', async () => {
    h = await harness();
    const guest = (await open(await h.casino.token('guest', { currency: null }))).json<SessionResponse>();
    expect(guest).toMatchObject({ session: null, player: null });
    expect(guest.tokenExpiresAt).toBe((Math.floor(h.clock.now / 1000) + 300) * 1000);

    const first = (await open(await h.casino.token('42', { name: 'Ada', currency: 'BTC' }))).json<SessionResponse>();
    expect(first.player).toEqual({ name: 'Ada', currency: 'BTC' });
    expect(first.session).toMatch(/^[A-Za-z0-9_-]{43}$/);

    h.clock.now += 120_000;
    const fresh = await h.casino.token('42', { name: 'Ada', currency: 'ETH' });
    const again = (await open(fresh, first.session!)).json<SessionResponse>();
    expect(again.session).toBe(first.session);
    expect(again.player).toEqual({ name: 'Ada', currency: 'ETH' });
    const kept = [...h.app.book.ctx.store.sessions.values()];
    expect(kept).toHaveLength(1);
    expect(kept[0]).toMatchObject({ player: '42', token: fresh, currency: 'ETH' });
    // Only the hash of the session's id is kept.
    expect([...h.app.book.ctx.store.sessions.keys()][0]).not.toContain(first.session);

    // Another player's token never takes over a session.
    const other = (await open(await h.casino.token('43'), first.session!)).json<SessionResponse>();
    expect(other.session).not.toBe(first.session);
  });

  it('reads the casino’s key set from its URL', async () => {
    h = await harness();
    const book = await harness({ casino: h.casino, casinoKeys: h.casino.jwksUrl });
    try {
      const response = await book.app.inject({ method: 'POST', url: '/api/session', payload: { token: await h.casino.token('11') } });
      expect(response.json<SessionResponse>().player).toEqual({ name: 'Player 11', currency: 'USDT' });
    } finally {
      await book.close();
    }
  });

  it('refuses tokens not signed by the casino, for another audience, expired, or of a coin it does not take', async () => {
    h = await harness();
    const stranger = await generateKeyPair('ES256');
    const refused = async (token: string) => (await open(token)).json<{ code: string; message: string }>();
    expect(await refused(await h.casino.token('1', { key: stranger.privateKey }))).toEqual({
      code: 'login_required',
      message: 'token: the casino token is not valid',
    });
    const expired = await h.casino.token('1', { ttlSec: 60 });
    h.clock.now += 61_000;
    expect((await refused(expired)).message).toBe('token: the casino token has expired');
    expect(await refused(await h.casino.token('1', { currency: 'EUR' }))).toEqual({
      code: 'bad_request',
      message: 'token: the currency EUR is not one the book takes',
    });
    expect((await refused('not a token at all, just text')).code).toBe('login_required');
    const bad = await h.app.inject({ method: 'POST', url: '/api/session', payload: { token: 5 } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json<{ message: string }>().message).toMatch(/^token: /);
  });

  it('ends a session left idle, and asks for a log-in without one', async () => {
    h = await harness();
    const session = await h.login('9');
    const bets = (auth?: string) => h.app.inject({ url: '/api/bets', headers: auth ? { authorization: `Bearer ${auth}` } : {} });
    expect((await bets(session)).statusCode).toBe(200);
    h.clock.now += 29 * 60_000;
    expect((await bets(session)).statusCode).toBe(200);
    h.clock.now += 31 * 60_000;
    const ended = await bets(session);
    expect(ended.statusCode).toBe(401);
    expect(ended.json()).toMatchObject({ code: 'login_required' });
    expect((await bets()).json()).toMatchObject({ code: 'login_required' });
  });
});
