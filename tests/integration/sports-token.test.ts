import { createLocalJWKSet, decodeProtectedHeader, generateKeyPair, jwtVerify, SignJWT, type JWK } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SportsToken, SportsTokenClaims } from '../../src/core/sportsbook';
import { SportsTokens } from '../../server/sportsbook/tokens';
import { Client, createTestApp, register, type TestApp } from './helpers';

// The sportsbook's tokens: ES256 JWTs a guest or a player gets from genToken, checked by the book with our key set;
// a player's token lives while it is unexpired, unkilled and its log-in session lasts.

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ SPORTSBOOK_URL: 'http://127.0.0.1:3200/' });
});
afterAll(async () => t?.close());

const keySet = async () => (await t.app.inject({ method: 'GET', url: '/v1/sportsbook/jwks.json' })).json() as { keys: JWK[] };
const verifyAsBook = async (token: string) => {
  const { payload } = await jwtVerify(token, createLocalJWKSet(await keySet()), { issuer: 'highstakes', audience: 'sportsbook' });
  return payload as unknown as SportsTokenClaims;
};

describe('sportsbook tokens', () => {
  it('gives a guest an anonymous token the book verifies with our published key', async () => {
    const res = await new Client(t.app).post<SportsToken>('/v1/token/genToken', {});
    expect(res.body.code).toBe(200);
    const answer = res.body.data!;
    expect(answer.guest).toBe(true);
    expect(answer.url).toBe('http://127.0.0.1:3200/');
    expect(decodeProtectedHeader(answer.token)).toMatchObject({ alg: 'ES256', kid: 'hs-1', typ: 'JWT' });
    const claims = await verifyAsBook(answer.token);
    expect(claims).toMatchObject({ sub: 'guest', name: null, currency: null, lang: 'en_US' });
    expect(claims.exp - claims.iat).toBe(300);
    expect(answer.expiresAt).toBe(claims.exp * 1000);
    expect(claims.jti).toMatch(/^[0-9a-f-]{36}$/);
    // The key set holds the public half only.
    const { keys } = await keySet();
    expect(keys).toHaveLength(1);
    expect(keys[0]).toMatchObject({ kty: 'EC', crv: 'P-256', kid: 'hs-1', alg: 'ES256', use: 'sig' });
    expect(keys[0]).not.toHaveProperty('d');
    const { rows } = await t.db.query('SELECT 1 FROM sports_tokens WHERE jti = $1', [claims.jti]);
    expect(rows).toEqual([]);
  });

  it('gives a player a token of their own (name, coin, language, one id each) that lives as long as their log-in', async () => {
    const { client, user } = await register(t.app, 'sb');
    const first = (await client.post<SportsToken>('/v1/token/genToken', { currency: 'BTC', lang: 'de_DE' })).body.data!;
    const claims = await verifyAsBook(first.token);
    expect(claims).toMatchObject({ sub: String(user.id), name: user.nickName, currency: 'BTC', lang: 'de_DE' });
    expect(first.guest).toBe(false);
    // Without a coin asked for: the player's selected one.
    const second = (await client.post<SportsToken>('/v1/token/genToken', {})).body.data!;
    const again = await verifyAsBook(second.token);
    expect(again.currency).toBe(user.selectedCoinType);
    expect(again.jti).not.toBe(claims.jti);
    expect((await t.app.sportsTokens.verify(first.token)).userId).toBe(user.id);

    await client.post('/v1/user/offlineUser', {});
    await expect(t.app.sportsTokens.verify(first.token)).rejects.toThrow('The player has logged out');
  });

  it('refuses a killed, an expired, a foreign and a guest token, each with its reason', async () => {
    const { client, user } = await register(t.app, 'sk');
    const live = (await client.post<SportsToken>('/v1/token/genToken', {})).body.data!.token;
    expect(await t.app.sportsTokens.revoke(user.id)).toBe(1);
    await expect(t.app.sportsTokens.verify(live)).rejects.toThrow('The sportsbook token was ended');

    const auth = await t.db.query<{ id: string }>('SELECT id FROM sessions WHERE user_id = $1 AND revoked_at IS NULL', [user.id]);
    const holder = { userId: user.id, sessionId: auth.rows[0]!.id, name: 'x', coin: 'USDT' as const };
    const old = await t.app.sportsTokens.issue(holder, 'en_US', new Date(Date.now() - 600_000));
    await expect(t.app.sportsTokens.verify(old.token)).rejects.toThrow('The sportsbook token has expired');

    const other = await generateKeyPair('ES256');
    const forged = await new SignJWT({ name: 'x', currency: 'USDT', lang: 'en_US' })
      .setProtectedHeader({ alg: 'ES256', kid: 'hs-1' })
      .setIssuer('highstakes')
      .setAudience('sportsbook')
      .setSubject(String(user.id))
      .setJti('00000000-0000-4000-8000-000000000000')
      .setIssuedAt()
      .setExpirationTime('5m')
      .sign(other.privateKey);
    await expect(t.app.sportsTokens.verify(forged)).rejects.toThrow('The sportsbook token is not valid');

    const guest = (await new Client(t.app).post<SportsToken>('/v1/token/genToken', {})).body.data!.token;
    await expect(t.app.sportsTokens.verify(guest)).rejects.toThrow("A guest's sportsbook token cannot bet");
  });

  it('refuses a bad body with a message naming the field, and signs with one key per database', async () => {
    const guest = new Client(t.app);
    for (const [body, msg] of [
      [{ currency: 'XYZ' }, /currency must be one of/],
      [{ lang: 'english' }, /lang must be a language code/],
      [{ player: 1 }, /player/],
    ] as const) {
      const res = await guest.post('/v1/token/genToken', body);
      expect(res.body.code, JSON.stringify(body)).toBe(400);
      expect(res.body.msg).toMatch(msg);
    }
    // Another process on the same database signs with the same demo key.
    const again = new SportsTokens(t.db, t.app.config.sportsbook, true, t.app.config.sessionIdleMs);
    expect(await again.keySet()).toEqual(await keySet());
  });

  it('says the sportsbook is not available when none is configured', async () => {
    const bare = await createTestApp();
    try {
      const res = await new Client(bare.app).post('/v1/token/genToken', {});
      expect(res.body).toMatchObject({ code: 500, msg: 'The sportsbook is not available right now' });
    } finally {
      await bare.close();
    }
  });
});
