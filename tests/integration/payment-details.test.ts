import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UserInfo } from '../../src/core/api';
import type { PasswordValid } from '../../src/core/paymentDetails';
import { NO_PASSWORD } from '../../server/wallet/paymentDetails';
import { BIRTH_ON_RECORD } from '../../server/protection/age';
import { BIRTH, Client, createTestApp, PASSWORD, register, type TestApp } from './helpers';

let t: TestApp;

beforeAll(async () => {
  // The login pair budget at its default: 5 failures per account and address in 15 minutes.
  t = await createTestApp();
});

afterAll(async () => {
  await t.close();
});

const DETAILS = {
  realName: 'Ada Quintessa Lovelace',
  // The date of birth given at registration (it cannot change here).
  birth: BIRTH,
  country: 'GB',
  address: '12 St James Square, London SW1Y 4JH',
  tell: '+44 20 7946 0958',
};
const SAVED = { ...DETAILS, tell: '+442079460958' };
const WRONG = 'not-the-password-1';

/** The failed logins counted against an account (whatever the address). */
async function failures(userId: number): Promise<number> {
  const { rows } = await t.db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM auth_events WHERE kind = 'login_fail' AND account = $1`,
    [`user:${userId}`],
  );
  return rows[0]!.n;
}

/** The payment columns of a user as stored. */
async function stored(userId: number): Promise<Record<string, unknown>> {
  const { rows } = await t.db.query(
    `SELECT real_name, to_char(birth, 'YYYY-MM-DD') AS birth, country, address, tell, payment_updated_at IS NOT NULL AS saved
       FROM users WHERE id = $1`,
    [userId],
  );
  return rows[0] as Record<string, unknown>;
}

describe('POST /v1/user/validatePass', () => {
  it('answers valid for the right password; a wrong one is refused and counted as a failed login', async () => {
    const { client, user } = await register(t.app, 'vp');
    expect((await client.post<PasswordValid>('/v1/user/validatePass', { password: PASSWORD })).body).toMatchObject({
      code: 200,
      data: { valid: true },
    });
    expect(await failures(user.id)).toBe(0);
    expect((await client.post('/v1/user/validatePass', { password: WRONG })).body).toMatchObject({
      code: 400,
      msg: 'password is incorrect',
    });
    expect(await failures(user.id)).toBe(1);
    // The right password forgives this address's failures, as a login does.
    expect((await client.post('/v1/user/validatePass', { password: PASSWORD })).body.code).toBe(200);
    expect(await failures(user.id)).toBe(0);

    expect((await new Client(t.app).post('/v1/user/validatePass', { password: PASSWORD })).body.code).toBe(401);
    for (const body of [{}, { password: '' }, { password: 12345678 }, { password: PASSWORD, extra: 1 }, { password: 'x'.repeat(129) }])
      expect((await client.post('/v1/user/validatePass', body)).body.code, JSON.stringify(body)).toBe(400);
    // Malformed bodies never reach the password check.
    expect(await failures(user.id)).toBe(0);
  });

  it('shares the login budget: once it is spent even the right password is refused, here and at the login', async () => {
    const { client, user } = await register(t.app, 'vpb');
    for (let i = 0; i < t.config.loginPairLimit.max; i++)
      expect((await client.post('/v1/user/validatePass', { password: WRONG })).body.msg).toBe('password is incorrect');
    expect(await failures(user.id)).toBe(t.config.loginPairLimit.max);
    const refused = await client.post('/v1/user/validatePass', { password: PASSWORD });
    expect(refused.body).toMatchObject({ code: 429 });
    expect(refused.body.msg).toMatch(/^Too many login attempts, try again in \d+ minutes?$/);
    expect((await client.post('/v1/user/updatePayment', { password: PASSWORD, ...DETAILS })).body.code).toBe(429);
    expect(await stored(user.id)).toMatchObject({ real_name: '', saved: false });
    // The same budget as the login form's from this address...
    expect((await new Client(t.app).post('/v1/user/login', { userName: user.userName, password: PASSWORD })).body.code).toBe(429);
    // ...which a guesser elsewhere does not share: the owner still logs in from another address.
    const elsewhere = new Client(t.app, { ip: '198.51.100.7' });
    expect((await elsewhere.post('/v1/user/login', { userName: user.userName, password: PASSWORD })).body.code).toBe(200);
    expect((await elsewhere.post('/v1/user/validatePass', { password: PASSWORD })).body.code).toBe(200);
  });
});

describe('POST /v1/user/updatePayment', () => {
  it('saves the details with the right password; they come back in the owner profile only', async () => {
    const { client, user } = await register(t.app, 'pay');
    const before = (await client.get<UserInfo>('/v1/user/info')).body.data!;
    expect(before).toMatchObject({ realName: '', birth: BIRTH, country: '', address: '', tell: '' });

    const saved = await client.post<UserInfo>('/v1/user/updatePayment', { password: PASSWORD, ...DETAILS });
    expect(saved.body).toMatchObject({ code: 200, msg: 'Payment details saved', data: SAVED });
    expect(await stored(user.id)).toEqual({
      real_name: SAVED.realName,
      birth: SAVED.birth,
      country: 'GB',
      address: SAVED.address,
      tell: SAVED.tell,
      saved: true,
    });
    expect((await client.get<UserInfo>('/v1/user/info')).body.data).toMatchObject(SAVED);
    expect((await client.get<UserInfo>('/v1/user/getMyInfo')).body.data).toMatchObject(SAVED);
    // A login answers the owner's profile with them too.
    const again = new Client(t.app);
    expect((await again.post<UserInfo>('/v1/user/login', { userName: user.userName, password: PASSWORD })).body.data).toMatchObject(SAVED);

    // Nobody else sees them: another player's profile, and the public feeds and player card naming this player.
    const other = await register(t.app, 'payo');
    expect((await other.client.get<UserInfo>('/v1/user/info')).body.data).toMatchObject({ realName: '', tell: '', country: '' });
    await client.post('/api/games/dice/bet', { coin: 'USDT', amount: '1', balanceType: 'DEPOSIT', target: '50', condition: 'over' });
    const publicUrls = [
      `/v1/user/betRecord/userbet?userName=${encodeURIComponent(user.userName)}`,
      '/v1/home/center/gamewin',
      '/api/games/bets/live?game=dice',
      '/v1/home/selectUserInfo',
    ];
    for (const viewer of [new Client(t.app), other.client]) {
      for (const url of publicUrls) {
        const text = JSON.stringify((await viewer.get(url)).body);
        for (const secret of ['Quintessa', BIRTH, '2079460958', 'St James']) expect(text, url).not.toContain(secret);
      }
    }

    // A second save replaces every field but the date of birth on record, which another date cannot replace.
    const earlier = { password: PASSWORD, ...DETAILS, birth: '1985-12-10' };
    expect((await client.post('/v1/user/updatePayment', earlier)).body).toMatchObject({ code: 400, msg: BIRTH_ON_RECORD });
    const moved = {
      realName: 'Ada King',
      birth: BIRTH,
      country: 'fr',
      address: '5 Rue de Rivoli, Paris',
      tell: '+33 1 42 60 00 00',
    };
    expect((await client.post<UserInfo>('/v1/user/updatePayment', { password: PASSWORD, ...moved })).body.data).toMatchObject({
      realName: 'Ada King',
      country: 'FR',
      address: '5 Rue de Rivoli, Paris',
      tell: '+33142600000',
    });
  });

  it('refuses a wrong password (counted) and bad fields (not counted), changing nothing', async () => {
    const { client, user } = await register(t.app, 'payx');
    expect((await client.post('/v1/user/updatePayment', { password: PASSWORD, ...DETAILS })).body.code).toBe(200);
    const kept = await stored(user.id);

    expect((await client.post('/v1/user/updatePayment', { password: WRONG, ...DETAILS, realName: 'Eve Intruder' })).body).toMatchObject({
      code: 400,
      msg: 'password is incorrect',
    });
    expect(await failures(user.id)).toBe(1);
    expect(await stored(user.id)).toEqual(kept);

    const adult = new Date();
    adult.setUTCFullYear(adult.getUTCFullYear() - 17);
    const bad: [Record<string, unknown>, RegExp][] = [
      [{ realName: 'R2-D2' }, /^realName may hold only letters/],
      [{ realName: 'A' }, /^realName must be 2-64 characters$/],
      [{ realName: 'Ada\u202eecalevoL' }, /^realName must not contain control/],
      [{ birth: '1985-02-30' }, /^birth is not a real date$/],
      [{ birth: '10/12/1985' }, /^birth must be a date written YYYY-MM-DD$/],
      [{ birth: '2999-01-01' }, /^birth must be in the past$/],
      [{ birth: adult.toISOString().slice(0, 10) }, /^birth: You must be at least 18 years old$/],
      [{ birth: '1800-01-01' }, /^birth is more than 120 years ago$/],
      [{ country: 'XK' }, /^country must be an ISO 3166-1 alpha-2 code/],
      [{ country: 'GBR' }, /^country must be an ISO 3166-1 alpha-2 code/],
      [{ address: 'x' }, /^address must be 5-200 characters$/],
      [{ address: '<img src=x onerror=alert(1)>' }, /^address may hold only letters/],
      [{ address: 'Line 1\nLine 2' }, /^address must not contain control/],
      [{ tell: '020 7946 0958' }, /^tell must be an international number/],
      [{ tell: '+44 12' }, /^tell must have 8 to 15 digits$/],
      [{ tell: 442079460958 }, /^tell is required$/],
      [{ realName: undefined }, /^realName is required$/],
      [{ extra: 'x' }, /^Unknown field: extra$/],
      [{ password: undefined }, /^password is required$/],
    ];
    for (const [patch, message] of bad) {
      const res = await client.post('/v1/user/updatePayment', { password: PASSWORD, ...DETAILS, realName: 'Eve Intruder', ...patch });
      expect(res.body.code, JSON.stringify(patch)).toBe(400);
      expect(res.body.msg, JSON.stringify(patch)).toMatch(message);
    }
    expect(await stored(user.id)).toEqual(kept);
    expect(await failures(user.id)).toBe(1);
    expect((await new Client(t.app).post('/v1/user/updatePayment', { password: PASSWORD, ...DETAILS })).body.code).toBe(401);
  });

  it('an account without a password (made by a third-party sign-in) is told to set one, and stays logged in', async () => {
    const { client, user } = await register(t.app, 'paynp');
    await t.db.query(`UPDATE users SET password_hash = '' WHERE id = $1`, [user.id]);
    for (const [path, body] of [
      ['/v1/user/validatePass', { password: PASSWORD }],
      ['/v1/user/updatePayment', { password: PASSWORD, ...DETAILS }],
    ] as const) {
      expect((await client.post(path, body)).body).toMatchObject({ code: 400, msg: NO_PASSWORD });
    }
    expect((await client.get('/v1/user/info')).body.code).toBe(200);
    expect(await stored(user.id)).toMatchObject({ real_name: '', saved: false });
  });
});
