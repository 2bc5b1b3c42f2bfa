import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UserInfo } from '../../src/core/api';
import { BIRTH_NEEDED } from '../../src/core/protection';
import { BIRTH_ON_RECORD } from '../../server/protection/age';
import { BIRTH, Client, createTestApp, diceBody, moneySnapshot, PASSWORD, register, uniqueName, type TestApp } from './helpers';

// The date of birth: asked at registration and checked against the minimum age of the player's country; an account
// without one (a third-party sign-in's, or one from before the rule) may not stake, tip, rain, deposit or take a
// promotion until it is given, once.

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ COUNTRY_HEADER: 'CF-IPCountry', MIN_AGE_BY_COUNTRY: 'US=21, ee=21' });
});
afterAll(async () => {
  await t?.close();
});

/** YYYY-MM-DD of someone who turns `years` old today (UTC). */
function turning(years: number): string {
  const d = new Date();
  d.setUTCFullYear(d.getUTCFullYear() - years);
  return d.toISOString().slice(0, 10);
}
/** The day after: someone a day short of `years`. */
function dayShortOf(years: number): string {
  const d = new Date(`${turning(years)}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + 1);
  return d.toISOString().slice(0, 10);
}

const signUp = (birth: unknown, country?: string) => {
  const userName = uniqueName('bd');
  const body = { userName, email: `${userName}@example.test`, password: PASSWORD, ...(birth === undefined ? {} : { birth }) };
  return new Client(t.app).post<UserInfo>('/v1/user/register', body, country ? { 'cf-ipcountry': country } : {});
};

/** A registered player whose account has no date of birth, as a third-party sign-in leaves it. */
async function withoutBirth(prefix: string) {
  const p = await register(t.app, prefix);
  await t.db.query('UPDATE users SET birth = NULL WHERE id = $1', [p.user.id]);
  return p;
}

describe('registration', () => {
  it('needs a date of birth of someone 18 or older, and keeps it in the owner profile', async () => {
    const count = async () => Number((await t.db.query('SELECT count(*) FROM users')).rows[0].count);
    const users = await count();
    for (const [birth, msg] of [
      [undefined, 'birth is required'],
      ['', 'birth is required'],
      ['01/02/1990', 'birth must be a date written YYYY-MM-DD'],
      ['1990-02-30', 'birth is not a real date'],
      [dayShortOf(18), 'birth: You must be at least 18 years old'],
      [19900101, 'birth is required'],
    ] as const) {
      expect((await signUp(birth)).body, String(birth)).toMatchObject({ code: 400, msg });
    }
    expect(await count()).toBe(users);
    const adult = await signUp(turning(18));
    expect(adult.body).toMatchObject({ code: 200, data: { birth: turning(18), realName: '' } });
  });

  it('applies the minimum age of the country the trusted header names', async () => {
    expect((await signUp(turning(20), 'US')).body).toMatchObject({ code: 400, msg: 'birth: You must be at least 21 years old' });
    expect((await signUp(dayShortOf(21), 'EE')).body).toMatchObject({ code: 400, msg: 'birth: You must be at least 21 years old' });
    expect((await signUp(turning(21), 'us')).body.code).toBe(200);
    expect((await signUp(turning(20), 'DE')).body.code).toBe(200);
    // No header (or a malformed one): the default minimum.
    expect((await signUp(turning(18))).body.code).toBe(200);
    expect((await signUp(turning(18), 'USA')).body.code).toBe(200);
  });
});

describe('an account without a date of birth', () => {
  it('may not stake, tip, rain, deposit or claim a code, and nothing moves; chat and withdrawals stay open', async () => {
    const p = await withoutBirth('bn');
    const friend = await register(t.app, 'bnf');
    const snapshot = await moneySnapshot(t.db);
    expect((await p.client.post('/api/games/dice/bet', diceBody('1'))).body).toMatchObject({ code: 400, msg: BIRTH_NEEDED });
    const tip = await p.client.post('/v1/account/sendTip', { toUserName: friend.user.userName, coin: 'USDT', amount: '1' });
    expect(tip.body).toMatchObject({ code: 400, msg: BIRTH_NEEDED });
    expect((await p.client.get('/api/wallet/deposit?coin=USDT')).body).toMatchObject({ code: 400, msg: BIRTH_NEEDED });
    const code = await p.client.post('/v1/bonus/bonusRedemptionCode/redemption', { code: 'ANYCODE1' });
    expect(code.body).toMatchObject({ code: 400, msg: BIRTH_NEEDED });
    expect(await moneySnapshot(t.db)).toBe(snapshot);
    // The same refusal for rain, through the money statement's own check.
    expect(await t.app.protection.refusal(t.db, p.user.id, 'rain')).toBe(BIRTH_NEEDED);
    expect(await t.app.protection.refusal(t.db, p.user.id, 'chat')).toBeNull();
    expect(await t.app.protection.refusal(t.db, p.user.id, 'withdraw')).toBeNull();
    expect((await p.client.get<UserInfo>('/v1/user/info')).body.data).toMatchObject({ birth: '', chatStatus: 1 });
  });

  it('gives it once, of age where the player is; then play opens', async () => {
    const p = await withoutBirth('bg');
    const give = (birth: unknown, country?: string) =>
      p.client.post<UserInfo>('/v1/protection/birth', { birth }, country ? { 'cf-ipcountry': country } : {});
    for (const [birth, country, msg] of [
      [dayShortOf(18), undefined, 'birth: You must be at least 18 years old'],
      [turning(19), 'US', 'birth: You must be at least 21 years old'],
      ['2100-01-01', undefined, 'birth must be in the past'],
      [null, undefined, 'birth is required'],
    ] as const) {
      expect((await give(birth, country)).body, `${birth} ${country}`).toMatchObject({ code: 400, msg });
    }
    expect((await p.client.post('/v1/protection/birth', { birth: BIRTH, extra: 1 })).body).toMatchObject({ code: 400 });
    expect((await t.db.query('SELECT birth FROM users WHERE id = $1', [p.user.id])).rows[0].birth).toBeNull();
    expect((await new Client(t.app).post('/v1/protection/birth', { birth: BIRTH })).body.code).toBe(401);

    expect((await give('1991-07-15', 'US')).body).toMatchObject({ code: 200, msg: 'Date of birth saved', data: { birth: '1991-07-15' } });
    expect((await p.client.post('/api/games/dice/bet', diceBody('1'))).body.code).toBe(200);
    expect((await p.client.get('/api/wallet/deposit?coin=USDT')).body.code).toBe(200);
    // Once only: a second date, even of age, is refused and the first stays.
    expect((await give('1980-01-01')).body).toMatchObject({ code: 400, msg: BIRTH_ON_RECORD });
    expect((await p.client.get<UserInfo>('/v1/user/info')).body.data!.birth).toBe('1991-07-15');
  });

  it('of two concurrent first answers, one is kept', async () => {
    const p = await withoutBirth('bc');
    const dates = ['1970-01-01', '1980-02-02', '1990-03-03', '2000-04-04'];
    const answers = await Promise.all(dates.map((birth) => p.client.post('/v1/protection/birth', { birth })));
    expect(answers.filter((a) => a.body.code === 200)).toHaveLength(1);
    expect(answers.filter((a) => a.body.msg === BIRTH_ON_RECORD)).toHaveLength(3);
  });

  it('may give it with the payment details too, once', async () => {
    const p = await withoutBirth('bp');
    const details = { realName: 'Ada King', country: 'GB', address: '1 Test Street, London', tell: '+44 20 7946 0958' };
    const saved = await p.client.post<UserInfo>('/v1/user/updatePayment', { password: PASSWORD, birth: '1988-08-08', ...details });
    expect(saved.body).toMatchObject({ code: 200, data: { birth: '1988-08-08' } });
    const changed = await p.client.post('/v1/user/updatePayment', { password: PASSWORD, birth: '1977-07-07', ...details });
    expect(changed.body).toMatchObject({ code: 400, msg: BIRTH_ON_RECORD });
    expect((await p.client.post('/api/games/dice/bet', diceBody('1'))).body.code).toBe(200);
  });
});
