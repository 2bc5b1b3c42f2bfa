import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UserInfo } from '../../src/core/api';
import { TWO_AUTH, TWO_FACTOR_REQUIRED, type TwoFactorSecret } from '../../src/core/twoFactor';
import { clearChatRate } from './chatHelpers';
import { awaitTotpStep, buildOn, Client, codeAt, createTestApp, moneySnapshot, PASSWORD, register, type TestApp } from './helpers';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});

afterAll(async () => {
  await t.close();
});

/** A player with two-factor login on; returns the secret, the client and the name to log in with. */
async function playerWith2fa(prefix: string): Promise<{ client: Client; secret: string; userName: string; id: number }> {
  const { client, user } = await register(t.app, prefix);
  const { secret } = (await client.get<TwoFactorSecret>('/v1/user/secret')).body.data!;
  await awaitTotpStep(5);
  expect((await client.post('/v1/user/startTwoAuth', { googleCode: await codeAt(secret, -1) })).body.code).toBe(200);
  return { client, secret, userName: user.userName, id: user.id };
}

describe('TOTP two-factor login', () => {
  it('enrols with a secret shown to its owner only, and turns on with a valid code', async () => {
    const { client, user } = await register(t.app, 'tfa');
    expect(user.twoAuth).toBe(TWO_AUTH.off);
    const first = await client.get<TwoFactorSecret>('/v1/user/secret');
    expect(first.body.code).toBe(200);
    const { secret, otpauthUrl } = first.body.data!;
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    const url = new URL(otpauthUrl);
    expect(url.protocol).toBe('otpauth:');
    expect(url.host).toBe('totp');
    expect(decodeURIComponent(url.pathname)).toBe(`/HighStakes:${user.email}`);
    expect(url.searchParams.get('secret')).toBe(secret);
    expect(url.searchParams.get('issuer')).toBe('HighStakes');
    // The same secret while the enrolment is open; never in the profile.
    expect((await client.get<TwoFactorSecret>('/v1/user/secret')).body.data!.secret).toBe(secret);
    expect(JSON.stringify((await client.get('/v1/user/info')).body)).not.toContain(secret);
    expect((await new Client(t.app).get('/v1/user/secret')).body.code).toBe(401);

    const wrong = (await codeAt(secret)) === '000000' ? '111111' : '000000';
    expect((await client.post('/v1/user/startTwoAuth', { googleCode: wrong })).body).toMatchObject({
      code: 400,
      msg: 'The authenticator code is incorrect',
    });
    expect((await client.get('/v1/user/googleCheck')).body.data).toEqual({ enabled: false });
    const on = await client.post<UserInfo>('/v1/user/startTwoAuth', { googleCode: await codeAt(secret) });
    expect(on.body).toMatchObject({ code: 200, data: { twoAuth: TWO_AUTH.on } });
    expect((await client.get('/v1/user/googleCheck')).body.data).toEqual({ enabled: true });
    expect((await client.get('/v1/user/secret')).body).toMatchObject({ code: 400, msg: 'Two-factor login is already on' });
  });

  it('login asks for the code in a second step; a wrong code is refused; each code is accepted once', async () => {
    // Every code below is judged within one step of the server's clock.
    await awaitTotpStep(20);
    const { secret, userName } = await playerWith2fa('tfl');
    const guest = new Client(t.app);
    const step1 = await guest.post('/v1/user/login', { userName, password: PASSWORD });
    expect(step1.body).toMatchObject({ code: TWO_FACTOR_REQUIRED, msg: 'Enter the 6-digit code from your authenticator app' });
    expect((await guest.get('/v1/user/info')).body.code).toBe(401);
    // A wrong password never reaches the code step.
    expect((await guest.post('/v1/user/login', { userName, password: 'wrong-pass-1' })).body.code).toBe(400);
    const code = await codeAt(secret);
    const wrong = code === '000000' ? '111111' : '000000';
    expect((await guest.post('/v1/user/login', { userName, password: PASSWORD, googleCode: wrong })).body).toMatchObject({
      code: 400,
      msg: 'The authenticator code is incorrect',
    });
    const ok = await guest.post<UserInfo>('/v1/user/login', {
      userName,
      password: PASSWORD,
      googleCode: ` ${code.slice(0, 3)} ${code.slice(3)} `,
    });
    expect(ok.body.code).toBe(200);
    expect((await guest.get('/v1/user/info')).body.code).toBe(200);
    // Replay of the same code (or of an earlier step's) is refused, also from another browser.
    for (const replay of [code, await codeAt(secret, -1)]) {
      expect((await new Client(t.app).post('/v1/user/login', { userName, password: PASSWORD, googleCode: replay })).body).toMatchObject({
        code: 400,
        msg: 'This code was already used; wait for the next one',
      });
    }
    // The next step's code (a phone clock a little ahead) still works once.
    expect(
      (await new Client(t.app).post('/v1/user/login', { userName, password: PASSWORD, googleCode: await codeAt(secret, 1) })).body.code,
    ).toBe(200);
  });

  it('two requests racing with one code: exactly one is accepted', async () => {
    const { client, secret } = await playerWith2fa('tfr');
    const code = await codeAt(secret, 1);
    // Four at once: under the wrong-code budget of 5, which counts every check until it proves right.
    const answers = await Promise.all(Array.from({ length: 4 }, () => client.get(`/v1/user/checkGoogleCode?googleCode=${code}`)));
    expect(answers.filter((a) => a.body.code === 200)).toHaveLength(1);
    expect(answers.filter((a) => a.body.code === 400).map((a) => a.body.msg)).toEqual(
      Array(3).fill('This code was already used; wait for the next one'),
    );
  });

  it('wrong codes are capped per account across processes: then even the right code waits', async () => {
    const { secret, userName, id } = await playerWith2fa('tfb');
    const other = await buildOn(t.url);
    try {
      const code = await codeAt(secret, 1);
      const wrong = code === '000000' ? '111111' : '000000';
      for (let i = 0; i < 5; i++) {
        const app = i % 2 ? other.app : t.app;
        const r = await new Client(app, { ip: `10.8.0.${i + 1}` }).post('/v1/user/login', {
          userName,
          password: PASSWORD,
          googleCode: wrong,
        });
        expect(r.body.code).toBe(400);
      }
      const held = await new Client(other.app).post('/v1/user/login', { userName, password: PASSWORD, googleCode: code });
      expect(held.body.code).toBe(429);
      expect(held.body.msg).toMatch(/^Too many wrong authenticator codes, try again in \d+ minutes?$/);
      // The code was not used by the refused attempt: it works once the window has passed.
      await t.db.query(`UPDATE auth_events SET at = at - interval '16 minutes' WHERE kind = 'totp_fail' AND account = $1`, [`user:${id}`]);
      expect((await new Client(t.app).post('/v1/user/login', { userName, password: PASSWORD, googleCode: code })).body.code).toBe(200);
    } finally {
      await other.close();
    }
  });

  it('closing 2FA needs the password and a code; a wrong password leaves it on and the code unused', async () => {
    const { client, secret } = await playerWith2fa('tfc');
    const code = await codeAt(secret, 1);
    expect((await client.post('/v1/user/closeTwoAuth', { googleCode: code, password: 'not-the-password-1' })).body).toMatchObject({
      code: 400,
      msg: 'password is incorrect',
    });
    expect((await client.get('/v1/user/googleCheck')).body.data).toEqual({ enabled: true });
    const off = await client.post<UserInfo>('/v1/user/closeTwoAuth', { googleCode: code, password: PASSWORD });
    expect(off.body).toMatchObject({ code: 200, data: { twoAuth: TWO_AUTH.off } });
    expect((await client.post('/v1/user/closeTwoAuth', { googleCode: code, password: PASSWORD })).body).toMatchObject({
      code: 400,
      msg: 'Two-factor login is off for this account',
    });
    expect(await t.db.query('SELECT totp_secret FROM users WHERE two_auth = 1 AND totp_secret IS NOT NULL')).toMatchObject({ rowCount: 0 });
  });

  it('a tip of 50 USD or more asks for the code; a smaller one and a retry of a sent tip do not', async () => {
    const { client, secret, id } = await playerWith2fa('tft');
    const { user: friend } = await register(t.app, 'tff');
    const big = { toUserName: friend.userName, coin: 'USDT', amount: '60', idempotencyKey: 'tip-2fa-key-0001' };
    const before = await moneySnapshot(t.db);
    expect((await client.post('/v1/account/sendTip', big)).body).toMatchObject({
      code: TWO_FACTOR_REQUIRED,
      msg: 'Enter the code from your authenticator app to send this tip',
    });
    const wrong = (await codeAt(secret, 1)) === '000000' ? '111111' : '000000';
    expect((await client.post('/v1/account/sendTip', { ...big, googleCode: wrong })).body.code).toBe(400);
    expect(await moneySnapshot(t.db)).toBe(before);
    const sent = await client.post('/v1/account/sendTip', { ...big, googleCode: await codeAt(secret, 1) });
    expect(sent.body.code).toBe(200);
    // The answer was lost: the retry under the same key replays it without a new code.
    expect((await client.post('/v1/account/sendTip', big)).body).toEqual(sent.body);
    // (A new tip is a new chat line: the sent one is first moved out of the chat rate's window.)
    await clearChatRate(t.db, id);
    expect((await client.post('/v1/account/sendTip', { toUserName: friend.userName, coin: 'USDT', amount: '5' })).body.code).toBe(200);
  });

  it('malformed codes are refused with the rule and change nothing', async () => {
    const { client } = await register(t.app, 'tfm');
    for (const googleCode of ['', '12345', '1234567', 'abcdef', '12 34 5', null, 123456, ['123456'], { a: 1 }]) {
      const r = await client.post('/v1/user/startTwoAuth', { googleCode });
      expect(r.body.code, JSON.stringify(googleCode)).toBe(400);
    }
    expect((await client.get('/v1/user/checkGoogleCode?googleCode=12')).body.code).toBe(400);
    expect((await client.get('/v1/user/googleCheck')).body.data).toEqual({ enabled: false });
  });
});
