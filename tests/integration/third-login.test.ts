import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UserInfo } from '../../src/core/api';
import type { ThirdAuthUrl, ThirdLoginResult, ThirdProviderInfo } from '../../src/core/thirdLogin';
import { TWO_FACTOR_REQUIRED, type TwoFactorSecret } from '../../src/core/twoFactor';
import { BIRTH_NEEDED } from '../../src/core/protection';
import { awaitTotpStep, Client, codeAt, createTestApp, register, type TestApp } from './helpers';
import { DEMO_WALLET_KEYS, walletKeysEnv } from '../../server/wallet/derive';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});

afterAll(async () => {
  await t.close();
});

/**
 * Plays the popup as a browser would: from the provider's URL through its sign-in page (typing `name`) back to the
 * site's root with ?code=&state=. The provider's own cookies live in the popup's jar, the site's binding in the client.
 */
async function popup(url: string, name: string, action = 'sign-in', jar = new Map<string, string>()): Promise<URL> {
  let next = new URL(url);
  for (let hop = 0; hop < 12; hop++) {
    if (next.pathname === '/') return next;
    const headers: Record<string, string> = { host: next.host, cookie: [...jar].map(([k, v]) => `${k}=${v}`).join('; ') };
    let res = await t.app.inject({ method: 'GET', url: next.pathname + next.search, headers });
    if (res.statusCode === 200 && res.headers['content-type']?.toString().startsWith('text/html')) {
      for (const c of res.cookies) jar.set(c.name, c.value);
      const form = /<form method="post" action="([^"]+)"/.exec(res.body);
      expect(form, res.body.slice(0, 300)).not.toBeNull();
      expect(res.body).toContain('Demo sign-in');
      res = await t.app.inject({
        method: 'POST',
        url: form![1]!,
        headers: {
          ...headers,
          cookie: [...jar].map(([k, v]) => `${k}=${v}`).join('; '),
          origin: next.origin,
          'content-type': 'application/x-www-form-urlencoded',
        },
        payload: new URLSearchParams({ name, action }).toString(),
      });
    }
    for (const c of res.cookies) jar.set(c.name, c.value);
    expect([302, 303], `${next.pathname}: ${res.statusCode} ${res.body.slice(0, 200)}`).toContain(res.statusCode);
    next = new URL(String(res.headers.location), next);
  }
  throw new Error('the popup never came back to the site');
}

/** Starts a sign-in with `provider` in `client`, plays the popup and finishes it; returns the answer. */
async function signIn(client: Client, name: string, provider: 'google' | 'twitch' | 'facebook' = 'google', jar?: Map<string, string>) {
  const start = provider === 'facebook' ? '/v1/user/thirdLogin/oauth2/facebook' : `/v1/user/thirdLogin/${provider}/authUrl`;
  const finish = provider === 'facebook' ? '/v1/user/thirdLogin/oauth2/facebookAuth' : `/v1/user/thirdLogin/${provider}/login`;
  const started = await client.get<ThirdAuthUrl>(start);
  expect(started.body.code, started.body.msg).toBe(200);
  const back = await popup(started.body.data!.url, name, 'sign-in', jar);
  expect(back.searchParams.get('state')).toBe(started.body.data!.state);
  const body = { code: back.searchParams.get('code')!, state: started.body.data!.state };
  return { res: await client.post<ThirdLoginResult>(finish, body), body, finish };
}

describe('third-party sign-in with the local provider', () => {
  it('offers the three provider kinds in demo mode', async () => {
    const list = (await new Client(t.app).get<ThirdProviderInfo[]>('/api/auth/providers')).body.data!;
    expect(list).toEqual([
      { provider: 'google', label: 'Google', demo: true },
      { provider: 'twitch', label: 'Twitch', demo: true },
      { provider: 'facebook', label: 'Facebook', demo: true },
    ]);
  });

  it('the authorization URL carries PKCE (S256), state and nonce; the state is bound to this browser', async () => {
    const client = new Client(t.app);
    const res = await client.get<ThirdAuthUrl>('/v1/user/thirdLogin/twitch/authUrl');
    const url = new URL(res.body.data!.url);
    expect(url.pathname).toBe('/demo-oidc/auth');
    expect(url.searchParams.get('client_id')).toBe('demo-twitch');
    expect(url.searchParams.get('response_type')).toBe('code');
    expect(url.searchParams.get('code_challenge_method')).toBe('S256');
    expect(url.searchParams.get('code_challenge')).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(url.searchParams.get('state')).toBe(res.body.data!.state);
    expect(url.searchParams.get('nonce')).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(url.searchParams.get('redirect_uri')).toBe('http://localhost/');
    expect(res.setCookie.join(';')).toMatch(/hs_tl=[A-Za-z0-9_-]{43}; Max-Age=600; Path=\/; HttpOnly; SameSite=Lax/);
  });

  it('a first sign-in makes an account and logs it in; the same provider account signs in to it again', async () => {
    const client = new Client(t.app);
    const first = await signIn(client, 'Ada Lovelace');
    expect(first.res.body.code, first.res.body.msg).toBe(200);
    const result = first.res.body.data!;
    expect(result).toMatchObject({ provider: 'google', accountId: 'demo-ada-lovelace', created: true });
    expect(result.user).toMatchObject({
      userName: 'Ada_Lovelace',
      nickName: 'Ada Lovelace',
      email: 'demo-ada-lovelace@demo-id.highstakes.local',
      emailAuth: 1,
      hasPwd: 0,
      thirdLogin: 1,
    });
    expect((await client.get<UserInfo>('/v1/user/info')).body.data!.id).toBe(result.user.id);
    // Demo credit as for any sign-up.
    const usdt = await t.db.query(`SELECT amount::text FROM balances WHERE user_id = $1 AND coin = 'USDT' AND kind = 'DEPOSIT'`, [
      result.user.id,
    ]);
    expect(Number(usdt.rows[0].amount)).toBe(1000);

    const again = new Client(t.app);
    const second = await signIn(again, 'ada lovelace');
    expect(second.res.body.data).toMatchObject({ created: false, user: { id: result.user.id } });
    // Another provider is another account.
    const other = await signIn(new Client(t.app), 'Ada Lovelace', 'facebook');
    expect(other.res.body.data).toMatchObject({ provider: 'facebook', created: true });
    expect(other.res.body.data!.user.id).not.toBe(result.user.id);
    expect(other.res.body.data!.user.userName).toMatch(/^Ada_Lovelace_\d+$/);
  });

  it('a sign-up through a provider keeps the share code, partner and address the browser arrived with', async () => {
    const { user: inviter } = await register(t.app, 'tl');
    const client = new Client(t.app, { ip: '198.51.100.77' });
    client.cookies.set('shareCode', inviter.sharCode);
    client.cookies.set('partner', 'stream-9');
    const first = await signIn(client, 'Rita Levi');
    expect(first.res.body.code, first.res.body.msg).toBe(200);
    const { rows } = await t.db.query(
      `SELECT u.partner, u.register_ip, r.inviter_id, r.status FROM users u JOIN referrals r ON r.invitee_id = u.id WHERE u.id = $1`,
      [first.res.body.data!.user.id],
    );
    expect(rows).toEqual([{ partner: 'stream-9', register_ip: '198.51.100.77', inviter_id: inviter.id, status: 'active' }]);
  });

  it("an account made without an address (the provider's one is taken) adds one with the new address's code only", async () => {
    // Ada's address belongs to the first test's account: this sign-in's account gets none.
    const client = new Client(t.app);
    const made = (await signIn(client, 'Ada Lovelace', 'twitch')).res.body.data!;
    expect(made.user).toMatchObject({ email: '', emailAuth: 0, hasPwd: 0 });
    expect((await client.post('/v1/user/mail/common/code', { type: 'validateEmail' })).body).toMatchObject({
      code: 400,
      msg: 'Your account has no email yet: add one first',
    });
    const address = `added-${Date.now()}@example.test`;
    expect((await client.post('/v1/mail/common/code', { email: address, type: 'changeEmail' })).body.code).toBe(200);
    const mail = await t.db.query<{ body: string }>(
      'SELECT body FROM mail_outbox WHERE lower(to_address) = lower($1) ORDER BY id DESC LIMIT 1',
      [address],
    );
    const code = /\b(\d{6})\b/.exec(mail.rows[0]!.body)![1]!;
    const added = await client.post<UserInfo>('/v1/user/changeEmail', { email: address, newCode: code });
    expect(added.body).toMatchObject({ code: 200, msg: 'Email added', data: { email: address, emailAuth: 1 } });
    // From now on a change needs the current address's code too.
    expect((await client.post('/v1/user/changeEmail', { email: `x${address}`, newCode: '123456' })).body).toMatchObject({
      code: 400,
      msg: 'oldCode: enter the code we emailed to your current address',
    });
  });

  it('an account without a password sets its first one without a current one, then logs in with it too', async () => {
    const client = new Client(t.app);
    const made = (await signIn(client, 'Pass Setter')).res.body.data!;
    expect(made.user.hasPwd).toBe(0);
    // No password yet: logging in with an empty or a guessed one opens nothing.
    expect((await new Client(t.app).post('/v1/user/login', { userName: made.user.userName, password: 'anything-1' })).body.code).toBe(400);
    const set = await client.post('/v1/user/updateLoginPassword', { newPassword: 'first-pass-123' });
    expect(set.body).toMatchObject({ code: 200, msg: 'Password set; every other session is signed out' });
    expect((await client.get<UserInfo>('/v1/user/info')).body.data!.hasPwd).toBe(1);
    expect((await client.post('/v1/user/updateLoginPassword', { newPassword: 'second-pass-123' })).body).toMatchObject({
      code: 400,
      msg: 'oldPassword is required',
    });
    const login = await new Client(t.app).post<UserInfo>('/v1/user/login', { userName: made.user.userName, password: 'first-pass-123' });
    expect(login.body.data!.id).toBe(made.user.id);
  });

  it('one browser signs in as another demo identity: each sign-in asks, none meets the previous session', async () => {
    const jar = new Map<string, string>();
    const first = (await signIn(new Client(t.app), 'Same Browser One', 'google', jar)).res.body.data!;
    expect([...jar.keys()].some((k) => k.startsWith('_session'))).toBe(true);
    const second = (await signIn(new Client(t.app), 'Same Browser Two', 'google', jar)).res.body.data!;
    expect(second.accountId).toBe('demo-same-browser-two');
    expect(second.user.id).not.toBe(first.user.id);
    const again = (await signIn(new Client(t.app), 'Same Browser One', 'google', jar)).res.body.data!;
    expect(again.user.id).toBe(first.user.id);
  });

  it('a code and state work once, from the browser that started the sign-in only', async () => {
    const client = new Client(t.app);
    const started = (await client.get<ThirdAuthUrl>('/v1/user/thirdLogin/google/authUrl')).body.data!;
    const back = await popup(started.url, 'Grace Hopper');
    const body = { code: back.searchParams.get('code')!, state: started.state };
    const users = async () => Number((await t.db.query('SELECT count(*) FROM users')).rows[0].count);
    const before = await users();
    // Another browser (no binding cookie, or another one) gets nothing, and does not use the sign-in up.
    const stranger = new Client(t.app);
    await stranger.get('/v1/user/thirdLogin/google/authUrl');
    for (const c of [new Client(t.app), stranger]) {
      expect((await c.post('/v1/user/thirdLogin/google/login', body)).body).toMatchObject({
        code: 400,
        msg: expect.stringContaining('expired or was already used'),
      });
    }
    // The wrong provider's route neither.
    expect((await client.post('/v1/user/thirdLogin/twitch/login', body)).body.code).toBe(400);
    expect(await users()).toBe(before);
    expect((await client.post('/v1/user/thirdLogin/google/login', body)).body.code).toBe(200);
    expect((await client.post('/v1/user/thirdLogin/google/login', body)).body).toMatchObject({ code: 400 });
    expect(await users()).toBe(before + 1);
  });

  it('a code the provider did not issue is refused after the state is used up', async () => {
    const client = new Client(t.app);
    const started = (await client.get<ThirdAuthUrl>('/v1/user/thirdLogin/google/authUrl')).body.data!;
    const res = await client.post('/v1/user/thirdLogin/google/login', { code: 'forged-code', state: started.state });
    expect(res.body).toMatchObject({ code: 400, msg: 'Google did not confirm the sign-in: please try again' });
    expect((await client.get('/v1/user/info')).body.code).toBe(401);
  });

  it('cancelling on the provider page comes back without a code', async () => {
    const client = new Client(t.app);
    const started = (await client.get<ThirdAuthUrl>('/v1/user/thirdLogin/google/authUrl')).body.data!;
    const back = await popup(started.url, '', 'cancel');
    expect(back.searchParams.get('code')).toBeNull();
    expect(back.searchParams.get('error')).toBe('access_denied');
  });

  it('two-factor login holds: the sign-in waits for the authenticator code', async () => {
    const client = new Client(t.app);
    const first = (await signIn(client, 'Katherine J')).res.body.data!;
    const { secret } = (await client.get<TwoFactorSecret>('/v1/user/secret')).body.data!;
    await awaitTotpStep(5);
    expect((await client.post('/v1/user/startTwoAuth', { googleCode: await codeAt(secret, -1) })).body.code).toBe(200);

    const fresh = new Client(t.app);
    const { res, body, finish } = await signIn(fresh, 'Katherine J');
    expect(res.body.code).toBe(TWO_FACTOR_REQUIRED);
    expect((await fresh.get('/v1/user/info')).body.code).toBe(401);
    const wrong = (await codeAt(secret)) === '000000' ? '111111' : '000000';
    expect((await fresh.post(finish, { state: body.state, googleCode: wrong })).body.code).toBe(400);
    // Another browser cannot finish it with the right code.
    expect((await new Client(t.app).post(finish, { state: body.state, googleCode: await codeAt(secret) })).body.code).toBe(400);
    const done = await fresh.post<ThirdLoginResult>(finish, { state: body.state, googleCode: await codeAt(secret) });
    expect(done.body.code, done.body.msg).toBe(200);
    expect(done.body.data!.user.id).toBe(first.user.id);
    expect((await fresh.post(finish, { state: body.state, googleCode: await codeAt(secret, 1) })).body.code).toBe(400);
  });
});

describe('the local provider under hostile input', () => {
  it('answers every malformed request with a 4xx, never a 5xx, and makes no account', async () => {
    const users = async () => Number((await t.db.query('SELECT count(*) FROM users')).rows[0].count);
    const before = await users();
    const form = { 'content-type': 'application/x-www-form-urlencoded' };
    const requests: { method: 'GET' | 'POST'; url: string; payload?: string; headers?: Record<string, string> }[] = [
      { method: 'GET', url: '/demo-oidc/auth' },
      { method: 'GET', url: '/demo-oidc/auth?client_id=demo-google&response_type=code&redirect_uri=http://evil.example/' },
      { method: 'GET', url: '/demo-oidc/auth?client_id=demo-google&response_type=code&redirect_uri=http://localhost/&scope=openid' },
      { method: 'GET', url: '/demo-oidc/auth?client_id=nobody&response_type=code' },
      { method: 'GET', url: '/demo-oidc/interaction/nope' },
      { method: 'GET', url: '/demo-oidc/interaction/%00' },
      { method: 'POST', url: '/demo-oidc/interaction/nope', payload: 'name=Eve', headers: form },
      { method: 'POST', url: '/demo-oidc/interaction/nope', payload: 'x'.repeat(10_000), headers: form },
      {
        method: 'POST',
        url: '/demo-oidc/token',
        payload: 'grant_type=authorization_code&code=forged&client_id=demo-google',
        headers: form,
      },
      { method: 'POST', url: '/demo-oidc/token', payload: '{"a":1}', headers: { 'content-type': 'application/json' } },
      { method: 'POST', url: '/demo-oidc/token', payload: '%%%', headers: form },
      { method: 'GET', url: '/demo-oidc/me' },
      { method: 'GET', url: '/demo-oidc/me', headers: { authorization: 'Bearer forged' } },
      { method: 'GET', url: '/demo-oidc/nothing-here' },
    ];
    for (const r of requests) {
      const res = await t.app.inject(r);
      expect(res.statusCode, `${r.method} ${r.url}: ${res.body.slice(0, 200)}`).toBeGreaterThanOrEqual(300);
      expect(res.statusCode, `${r.method} ${r.url}: ${res.body.slice(0, 200)}`).toBeLessThan(500);
    }
    // Discovery and keys are public.
    const discovery = await t.app.inject({ method: 'GET', url: '/demo-oidc/.well-known/openid-configuration' });
    expect(discovery.json()).toMatchObject({ issuer: 'http://localhost/demo-oidc', code_challenge_methods_supported: ['S256'] });
    expect(await users()).toBe(before);
  });

  it('the sign-in page refuses a bad name and says why', async () => {
    const started = (await new Client(t.app).get<ThirdAuthUrl>('/v1/user/thirdLogin/google/authUrl')).body.data!;
    const url = new URL(started.url);
    const auth = await t.app.inject({ method: 'GET', url: url.pathname + url.search });
    const jar = auth.cookies.map((c) => `${c.name}=${c.value}`).join('; ');
    const page = String(auth.headers.location);
    for (const [name, message] of [
      ['', 'Enter a name to sign in with.'],
      ['ab', 'The name must be 3 to 20 characters.'],
      ['<script>x', 'Use letters, digits, spaces, dots, dashes or underscores.'],
    ] as const) {
      const res = await t.app.inject({
        method: 'POST',
        url: page,
        headers: { cookie: jar, 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams({ name, action: 'sign-in' }).toString(),
      });
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain(message);
      expect(res.body).not.toContain('<script>x');
      expect(res.headers['content-security-policy']).toContain("default-src 'none'");
    }
  });
});

describe('bind-account', () => {
  it('attaches a fresh sign-in to an older account with its password, and closes the fresh one', async () => {
    const older = await register(t.app, 'bind');
    const client = new Client(t.app);
    const fresh = (await signIn(client, 'Linus T')).res.body.data!;
    expect(fresh.created).toBe(true);
    const bind = (body: object, c = client) => c.post<ThirdLoginResult>('/api/account/thirdLogin/bind', body);
    expect((await bind({ userName: older.user.userName, password: 'wrong-password-1' })).body).toMatchObject({
      code: 400,
      msg: 'Incorrect username or password',
    });
    expect((await bind({ userName: older.user.userName, password: older.password }, new Client(t.app))).body.code).toBe(401);
    const res = await bind({ userName: older.user.userName, password: older.password });
    expect(res.body.code, res.body.msg).toBe(200);
    expect(res.body.data).toMatchObject({ provider: 'google', accountId: 'demo-linus-t', user: { id: older.user.id } });
    expect((await client.get<UserInfo>('/v1/user/info')).body.data!.id).toBe(older.user.id);
    // The sign-in now opens the older account; the fresh one is closed.
    expect((await signIn(new Client(t.app), 'Linus T')).res.body.data).toMatchObject({ created: false, user: { id: older.user.id } });
    expect((await t.db.query('SELECT merged_into FROM users WHERE id = $1', [fresh.user.id])).rows[0].merged_into).toBe(older.user.id);
    expect((await client.get<{ provider: string }[]>('/api/account/thirdLogin')).body.data!.map((l) => l.provider)).toEqual(['google']);
  });

  it('refuses an account already played with, a password account, and a provider the older account has', async () => {
    const older = await register(t.app, 'bind2');
    const played = new Client(t.app);
    await signIn(played, 'Played One');
    // A provider's account has no date of birth: play waits for it.
    const limbo = { coin: 'USDT', amount: '1', balanceType: 'DEPOSIT', target: '2' };
    expect((await played.post('/api/games/limbo/bet', limbo)).body).toMatchObject({ code: 400, msg: BIRTH_NEEDED });
    expect((await played.get<UserInfo>('/v1/user/info')).body.data!.birth).toBe('');
    expect((await played.post('/v1/protection/birth', { birth: '1993-03-03' })).body.code).toBe(200);
    expect((await played.post('/api/games/limbo/bet', { coin: 'USDT', amount: '1', balanceType: 'DEPOSIT', target: '2' })).body.code).toBe(
      200,
    );
    expect(
      (await played.post('/api/account/thirdLogin/bind', { userName: older.user.userName, password: older.password })).body,
    ).toMatchObject({
      code: 400,
      msg: expect.stringContaining('played with'),
    });
    const other = await register(t.app, 'bind3');
    expect(
      (await other.client.post('/api/account/thirdLogin/bind', { userName: older.user.userName, password: older.password })).body.code,
    ).toBe(400);

    const a = new Client(t.app);
    await signIn(a, 'First Link');
    expect((await a.post('/api/account/thirdLogin/bind', { userName: older.user.userName, password: older.password })).body.code).toBe(200);
    const b = new Client(t.app);
    await signIn(b, 'Second Link');
    expect((await b.post('/api/account/thirdLogin/bind', { userName: older.user.userName, password: older.password })).body).toMatchObject({
      code: 400,
      msg: 'That account already has a sign-in with this provider',
    });
  });
});

describe('without demo mode', () => {
  it('offers no provider and answers 404 for each', async () => {
    const plain = await createTestApp({ DEMO_MODE: '0', ...walletKeysEnv(DEMO_WALLET_KEYS) });
    try {
      const c = new Client(plain.app);
      expect((await c.get('/api/auth/providers')).body.data).toEqual([]);
      expect((await c.get('/v1/user/thirdLogin/google/authUrl')).body).toMatchObject({
        code: 404,
        msg: 'Google sign-in is not available on this site',
      });
      expect((await c.get('/v1/user/thirdLogin/oauth2/facebook')).body.code).toBe(404);
      // No provider mounted: the path is only the page's fallback.
      const discovery = await plain.app.inject({ method: 'GET', url: '/demo-oidc/.well-known/openid-configuration' });
      expect(String(discovery.headers['content-type'])).not.toContain('json');
    } finally {
      await plain.close();
    }
  });
});
