import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UserInfo } from '../../src/core/api';
import { COIN_CODES } from '../../src/core/currency';
import { buildOn, Client, createTestApp, BIRTH, PASSWORD, register, uniqueName, type TestApp } from './helpers';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});

afterAll(async () => {
  await t.close();
});

describe('register', () => {
  it('creates the user, logs in, credits demo funds through the ledger', async () => {
    const userName = uniqueName('reg');
    const client = new Client(t.app);
    const res = await client.post<UserInfo>('/v1/user/register', {
      userName,
      email: `${userName}@Example.test`,
      password: PASSWORD,
      birth: BIRTH,
    });
    expect(res.status).toBe(200);
    expect(res.body.code).toBe(200);
    const user = res.body.data!;
    expect(user.userName).toBe(userName);
    expect(user.nickName).toBe(userName);
    expect(user.balance.USDT).toBe('1000.000000');
    expect(user.balance.BTC).toBe('0.02000000');
    expect(user.bonusBalance.SOL).toBe('0.000000000');
    expect(Object.keys(user.balance).sort()).toEqual([...COIN_CODES].sort());
    expect(user).toMatchObject({
      twoAuth: 1,
      emailAuth: 0,
      chatStatus: 1,
      privacy: 0,
      levelId: 1,
      canGetUpReward: 0,
      canGetUpRewardAmount: '0',
    });
    // Nothing constant or secret: fields without a feature behind them are left out.
    for (const field of ['googleSecret', 'googleUrl', 'payPwd', 'identityCard', 'isShareCode', 'province', 'gent'])
      expect(user).not.toHaveProperty(field);
    expect(user.sharCode).toMatch(/^[A-Z2-9]{8}$/);
    expect(user.coinRate.BTC).toBe('95000');
    const cookie = res.setCookie.find((c) => c.startsWith('hs_sid='))!;
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    expect(cookie).toMatch(/Path=\//);
    expect(cookie).not.toMatch(/Secure/);
    const { rows } = await t.db.query(
      `SELECT count(*)::int AS n FROM ledger l JOIN users u ON u.id = l.user_id WHERE u.user_name = $1 AND reason = 'demo_credit'`,
      [userName],
    );
    expect(rows[0].n).toBe(8);
    const info = await client.get<UserInfo>('/v1/user/info');
    expect(info.body.data!.id).toBe(user.id);
  });

  it('refuses a taken user name or email regardless of case', async () => {
    const { user } = await register(t.app, 'dup');
    const c = new Client(t.app);
    const byName = await c.post('/v1/user/register', {
      userName: user.userName.toUpperCase(),
      email: 'other@example.test',
      password: PASSWORD,
      birth: BIRTH,
    });
    expect(byName.body).toMatchObject({ code: 400, msg: 'userName is already taken' });
    const byEmail = await c.post('/v1/user/register', {
      userName: uniqueName('x'),
      email: user.email.toUpperCase(),
      password: PASSWORD,
      birth: BIRTH,
    });
    expect(byEmail.body).toMatchObject({ code: 400, msg: 'email is already registered' });
    expect(c.cookies.size).toBe(0);
  });

  it('validates fields and names them', async () => {
    const c = new Client(t.app);
    const weak = await c.post('/v1/user/register', { userName: uniqueName(), email: 'a@example.test', password: 'short', birth: BIRTH });
    expect(weak.body.code).toBe(400);
    expect(weak.body.msg).toMatch(/password/i);
    const extra = await c.post('/v1/user/register', {
      userName: uniqueName(),
      email: 'b@example.test',
      password: PASSWORD,
      birth: BIRTH,
      admin: true,
    });
    expect(extra.body).toMatchObject({ code: 400, msg: 'Unknown field: admin' });
    const badEmail = await c.post('/v1/user/register', { userName: uniqueName(), email: 'nope', password: PASSWORD, birth: BIRTH });
    expect(badEmail.body.msg).toMatch(/^email/);
  });

  it('records the referrer of a share code', async () => {
    const { user: referrer } = await register(t.app, 'ref');
    const userName = uniqueName('kid');
    const res = await new Client(t.app).post('/v1/user/register', {
      userName,
      email: `${userName}@example.test`,
      password: PASSWORD,
      birth: BIRTH,
      sharCode: referrer.sharCode.toLowerCase(),
    });
    expect(res.body.code).toBe(200);
    const { rows } = await t.db.query('SELECT referred_by FROM users WHERE user_name = $1', [userName]);
    expect(rows[0].referred_by).toBe(referrer.id);
  });

  it('checkEmail tells whether an email is registered', async () => {
    const { user } = await register(t.app, 'chk');
    const c = new Client(t.app);
    expect((await c.get(`/v1/user/checkEmail?email=${encodeURIComponent(user.email)}`)).body.data).toEqual({ exists: true });
    expect((await c.get('/v1/user/checkEmail?email=nobody%40example.test')).body.data).toEqual({ exists: false });
    expect((await c.get('/v1/user/checkEmail?email=bad')).body.code).toBe(400);
  });
});

describe('login and sessions', () => {
  it('logs in by name and by email, rotating the session cookie', async () => {
    const { client, user } = await register(t.app, 'log');
    const first = client.cookies.get('hs_sid')!;
    const byName = await client.post<UserInfo>('/v1/user/login', { userName: user.userName, password: PASSWORD });
    expect(byName.body.code).toBe(200);
    expect(byName.body.data!.id).toBe(user.id);
    const second = client.cookies.get('hs_sid')!;
    expect(second).not.toBe(first);
    const byEmail = await client.post<UserInfo>('/v1/user/login', { userName: user.email.toUpperCase(), password: PASSWORD });
    expect(byEmail.body.code).toBe(200);
    expect(client.cookies.get('hs_sid')).not.toBe(second);
    // The cookies replaced at login no longer work.
    for (const old of [first, second]) {
      const stale = await t.app.inject({ method: 'GET', url: '/v1/user/info', headers: { cookie: `hs_sid=${old}` } });
      expect(stale.json()).toMatchObject({ code: 401 });
      expect(String(stale.headers['set-cookie'])).toMatch(/hs_sid=;/);
    }
    expect((await client.get('/v1/user/info')).body.code).toBe(200);
  });

  it('stores only a hash of the session token', async () => {
    const { client } = await register(t.app, 'hash');
    const token = client.cookies.get('hs_sid')!;
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const { rows } = await t.db.query('SELECT count(*)::int AS n FROM sessions WHERE id = $1', [token]);
    expect(rows[0].n).toBe(0);
  });

  it('answers an unknown user and a wrong password identically', async () => {
    const { user } = await register(t.app, 'same');
    const c = new Client(t.app);
    const wrong = await c.post('/v1/user/login', { userName: user.userName, password: 'wrong-password-1' });
    const unknown = await c.post('/v1/user/login', { userName: uniqueName('ghost'), password: 'wrong-password-1' });
    expect(wrong.body).toEqual({ code: 400, msg: 'Incorrect username or password', data: null });
    expect(unknown.body).toEqual(wrong.body);
    expect(c.cookies.size).toBe(0);
  });

  it('logs out: the session is revoked and info answers 401', async () => {
    const { client } = await register(t.app, 'out');
    const token = client.cookies.get('hs_sid')!;
    const out = await client.post('/v1/user/offlineUser');
    expect(out.body.code).toBe(200);
    expect(client.cookies.has('hs_sid')).toBe(false);
    expect((await client.get('/v1/user/info')).body.code).toBe(401);
    const replay = await t.app.inject({ method: 'GET', url: '/v1/user/getMyInfo', headers: { cookie: `hs_sid=${token}` } });
    expect(replay.json()).toMatchObject({ code: 401 });
  });

  it('answers 401 without a cookie and with a forged one', async () => {
    const c = new Client(t.app);
    expect((await c.get('/v1/user/info')).body).toMatchObject({ code: 401, data: null });
    c.cookies.set('hs_sid', 'A'.repeat(43));
    expect((await c.get('/v1/account/findBalance')).body.code).toBe(401);
  });

  it('changes the password: wrong old refused, then every other session ends and this one stays', async () => {
    const { client, user } = await register(t.app, 'pwd');
    const other = new Client(t.app);
    await other.post('/v1/user/login', { userName: user.userName, password: PASSWORD });
    const wrong = await client.post('/v1/user/updateLoginPassword', { oldPassword: 'not-it-123', newPassword: 'brand-new-42' });
    expect(wrong.body).toMatchObject({ code: 400, msg: 'oldPassword is incorrect' });
    const changed = await client.post('/v1/user/updateLoginPassword', { oldPassword: PASSWORD, newPassword: 'brand-new-42' });
    expect(changed.body).toMatchObject({ code: 200, data: { ended: 1 } });
    expect((await client.get('/v1/user/info')).body.code).toBe(200);
    expect((await other.get('/v1/user/info')).body.code).toBe(401);
    const again = new Client(t.app);
    expect((await again.post('/v1/user/login', { userName: user.userName, password: PASSWORD })).body.code).toBe(400);
    expect((await again.post('/v1/user/login', { userName: user.userName, password: 'brand-new-42' })).body.code).toBe(200);
  });
});

describe('profile', () => {
  it('updates nick name, privacy and fiat display', async () => {
    const { client } = await register(t.app, 'prof');
    expect((await client.post<UserInfo>('/v1/user/updateName', { nickName: 'Lucky Star' })).body.data!.nickName).toBe('Lucky Star');
    expect((await client.post<UserInfo>('/v1/user/updatePrivacy', { privacy: 1 })).body.data!.privacy).toBe(1);
    expect((await client.post('/v1/user/updatePrivacy', { privacy: '1' })).body.code).toBe(400);
    const fiat = await client.post<UserInfo>('/v1/user/setFiatType', { currencyType: 'FAIT', fiat: 'EUR' });
    expect(fiat.body.data).toMatchObject({ currencyType: 'FAIT', fiatType: 'EUR' });
    expect(fiat.body.data!.coinRate.BTC).toBe('87400');
    expect((await client.post('/v1/user/setFiatType', {})).body.code).toBe(400);
    const uuid = await client.get<{ uuid: string }>('/v1/user/getUuid');
    expect(uuid.body.data!.uuid).toMatch(/^[0-9a-f-]{36}$/);
    expect((await client.get('/v1/user/wsinfo')).body.data).toMatchObject({ path: '/chat', heartbeatMs: 3000, reconnectMs: 5000 });
  });
});

describe('origin check', () => {
  it('refuses state-changing calls from a foreign Origin or Referer', async () => {
    const { client, user } = await register(t.app, 'orig');
    const evil = await client.post('/v1/user/updateName', { nickName: 'hacked' }, { origin: 'https://evil.example' });
    expect(evil.body).toEqual({ code: 403, msg: 'Cross-site request refused', data: null });
    const viaReferer = await client.post('/v1/user/updateName', { nickName: 'hacked' }, { referer: 'https://evil.example/page' });
    expect(viaReferer.body.code).toBe(403);
    const nullOrigin = await client.post('/v1/user/updateName', { nickName: 'hacked' }, { origin: 'null' });
    expect(nullOrigin.body.code).toBe(403);
    const login = await new Client(t.app, { origin: 'https://evil.example' }).post('/v1/user/login', {
      userName: user.userName,
      password: PASSWORD,
    });
    expect(login.body.code).toBe(403);
    // Same site (Host-derived) and the configured dev origin pass.
    const own = await client.post('/v1/user/updateName', { nickName: 'fine' }, { origin: 'http://localhost:80', host: 'localhost:80' });
    expect(own.body.code).toBe(200);
    const dev = await client.post('/v1/user/updateName', { nickName: 'fine2' }, { origin: 'http://localhost:5173' });
    expect(dev.body.code).toBe(200);
  });
});

describe('login rate limits', () => {
  it('holds a guessing address after 5 failures on an account; the owner and other addresses still get in', async () => {
    const limited = await buildOn(t.url, { LOGIN_PAIR_LIMIT_MAX: '5', LOGIN_ACCOUNT_LIMIT_MAX: '30', LOGIN_IP_LIMIT_MAX: '100' });
    try {
      const { user } = await register(limited.app, 'lock', { ip: '10.0.0.50' });
      const { user: bystander } = await register(limited.app, 'free');
      const c = new Client(limited.app, { ip: '10.0.0.1' });
      for (let i = 0; i < 5; i++) {
        expect((await c.post('/v1/user/login', { userName: user.userName, password: 'bad-guess-1' })).body.code).toBe(400);
      }
      const blocked = await c.post('/v1/user/login', { userName: user.userName, password: PASSWORD });
      expect(blocked.body.code).toBe(429);
      expect(blocked.body.msg).toMatch(/^Too many login attempts, try again in 15 minutes$/);
      // The same account by email shares the pair budget.
      expect((await c.post('/v1/user/login', { userName: user.email, password: PASSWORD })).body.code).toBe(429);
      // The owner from the address they signed up from, and someone else entirely, are not held.
      expect(
        (await new Client(limited.app, { ip: '10.0.0.50' }).post('/v1/user/login', { userName: user.userName, password: PASSWORD })).body
          .code,
      ).toBe(200);
      expect(
        (await new Client(limited.app, { ip: '10.0.0.2' }).post('/v1/user/login', { userName: user.email, password: PASSWORD })).body.code,
      ).toBe(200);
      expect((await c.post('/v1/user/login', { userName: bystander.userName, password: PASSWORD })).body.code).toBe(200);
    } finally {
      await limited.close();
    }
  });

  it("a stranger's 100 wrong passwords, from one address or from 100, do not stop the owner's login", async () => {
    const limited = await buildOn(t.url, { LOGIN_PAIR_LIMIT_MAX: '5', LOGIN_ACCOUNT_LIMIT_MAX: '30', LOGIN_IP_LIMIT_MAX: '1000' });
    try {
      const { user } = await register(limited.app, 'owner', { ip: '10.7.0.1' });
      const stranger = new Client(limited.app, { ip: '10.7.9.9' });
      const one: number[] = [];
      for (let i = 0; i < 100; i++)
        one.push((await stranger.post('/v1/user/login', { userName: user.userName, password: `guess-${i}x` })).body.code);
      expect(one.slice(0, 5)).toEqual([400, 400, 400, 400, 400]);
      expect(new Set(one.slice(5))).toEqual(new Set([429]));
      const many: number[] = [];
      for (let i = 0; i < 100; i++) {
        const from = new Client(limited.app, { ip: `10.8.${Math.floor(i / 250)}.${i % 250}` });
        many.push((await from.post('/v1/user/login', { userName: user.userName, password: `guess-${i}y` })).body.code);
      }
      // Unknown addresses share the slower account budget (30, one already spent by the first stranger's 5).
      expect(many.filter((c) => c === 400).length).toBe(25);
      expect(many.filter((c) => c === 429).length).toBe(75);
      const owner = await new Client(limited.app, { ip: '10.7.0.1' }).post<UserInfo>('/v1/user/login', {
        userName: user.userName,
        password: PASSWORD,
      });
      expect(owner.body.code).toBe(200);
      expect(owner.body.data!.userName).toBe(user.userName);
    } finally {
      await limited.close();
    }
  });

  it('counts concurrent guesses before checking them: at most the budget gets through', async () => {
    const limited = await buildOn(t.url, { LOGIN_PAIR_LIMIT_MAX: '5', LOGIN_IP_LIMIT_MAX: '1000' });
    try {
      const { user } = await register(limited.app, 'race');
      const c = new Client(limited.app, { ip: '10.6.6.6' });
      const codes = await Promise.all(
        Array.from({ length: 20 }, (_, i) => c.post('/v1/user/login', { userName: user.userName, password: `burst-${i}z` })),
      );
      expect(codes.filter((r) => r.body.code === 400).length).toBeLessThanOrEqual(5);
      expect(codes.filter((r) => r.body.code === 429).length).toBeGreaterThanOrEqual(15);
      expect(codes.every((r) => r.body.code === 400 || r.body.code === 429)).toBe(true);
    } finally {
      await limited.close();
    }
  });

  it('forgives an address its failures once it logs in', async () => {
    const limited = await buildOn(t.url, { LOGIN_PAIR_LIMIT_MAX: '3', LOGIN_IP_LIMIT_MAX: '1000' });
    try {
      const { user } = await register(limited.app, 'forg');
      const c = new Client(limited.app, { ip: '10.5.5.5' });
      for (let i = 0; i < 2; i++)
        expect((await c.post('/v1/user/login', { userName: user.userName, password: 'wrong-pass-1' })).body.code).toBe(400);
      expect((await c.post('/v1/user/login', { userName: user.userName, password: PASSWORD })).body.code).toBe(200);
      for (let i = 0; i < 3; i++)
        expect((await c.post('/v1/user/login', { userName: user.userName, password: 'wrong-pass-2' })).body.code).toBe(400);
      expect((await c.post('/v1/user/login', { userName: user.userName, password: PASSWORD })).body.code).toBe(429);
    } finally {
      await limited.close();
    }
  });

  it('limits attempts per IP across accounts', async () => {
    const limited = await buildOn(t.url, { LOGIN_ACCOUNT_LIMIT_MAX: '100', LOGIN_IP_LIMIT_MAX: '20' });
    try {
      const { user } = await register(limited.app, 'ipl');
      const c = new Client(limited.app, { ip: '10.9.9.9' });
      for (let i = 0; i < 20; i++) {
        expect((await c.post('/v1/user/login', { userName: uniqueName('nobody'), password: 'guess-123' })).body.code).toBe(400);
      }
      const blocked = await c.post('/v1/user/login', { userName: user.userName, password: PASSWORD });
      expect(blocked.body).toMatchObject({ code: 429 });
      expect(blocked.body.msg).toMatch(/Too many login attempts/);
      const elsewhere = await new Client(limited.app, { ip: '10.9.9.10' }).post('/v1/user/login', {
        userName: user.userName,
        password: PASSWORD,
      });
      expect(elsewhere.body.code).toBe(200);
    } finally {
      await limited.close();
    }
  });
});

describe('sign-up limits', () => {
  it('limits sign-ups per address', async () => {
    const limited = await buildOn(t.url, { REGISTER_IP_LIMIT_MAX: '3' });
    try {
      for (let i = 0; i < 3; i++) await register(limited.app, 'ripl', { ip: '10.4.4.4' });
      const name = uniqueName('ripl');
      const refused = await new Client(limited.app, { ip: '10.4.4.4' }).post('/v1/user/register', {
        userName: name,
        email: `${name}@example.test`,
        password: PASSWORD,
        birth: BIRTH,
      });
      expect(refused.body).toMatchObject({ code: 429, msg: 'Too many sign-ups from this address, try again in 60 minutes' });
      expect((await limited.db.query('SELECT 1 FROM users WHERE user_name = $1', [name])).rowCount).toBe(0);
      await register(limited.app, 'ripl', { ip: '10.4.4.5' });
    } finally {
      await limited.close();
    }
  });

  it('caps the demo credit per address per day; later accounts start empty', async () => {
    const limited = await buildOn(t.url, { DEMO_FUNDS_IP_DAILY_MAX: '2' });
    try {
      const first = await register(limited.app, 'demo', { ip: '10.3.3.3' });
      await register(limited.app, 'demo', { ip: '10.3.3.3' });
      expect(first.user.balance.USDT).toBe('1000.000000');
      const name = uniqueName('demo');
      const third = await new Client(limited.app, { ip: '10.3.3.3' }).post<UserInfo>('/v1/user/register', {
        userName: name,
        email: `${name}@example.test`,
        password: PASSWORD,
        birth: BIRTH,
      });
      expect(third.body.code).toBe(200);
      const reason =
        'Your account is ready, without the demo credit: 2 accounts from your address already got it in the last 24 hours. Deposit to play.';
      expect(third.body.msg).toBe(reason);
      expect(third.body.data!.balance.USDT).toBe('0.000000');
      const ledger = await limited.db.query('SELECT count(*)::int AS n FROM ledger WHERE user_id = $1', [third.body.data!.id]);
      expect(ledger.rows[0].n).toBe(0);
      // The reason waits in the new player's bell too; the credited accounts have no such notice.
      const bell = async (userId: number) =>
        (await limited.db.query('SELECT kind, title, body FROM notifications WHERE user_id = $1', [userId])).rows;
      expect(await bell(third.body.data!.id)).toEqual([
        { kind: 'demo_credit_refused', title: 'No demo credit on this account', body: reason },
      ]);
      expect(await bell(first.user.id)).toEqual([]);
      const elsewhere = await register(limited.app, 'demo', { ip: '10.3.3.4' });
      expect(elsewhere.user.balance.USDT).toBe('1000.000000');
    } finally {
      await limited.close();
    }
  });
});
