import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AxiosError, type AxiosAdapter, type InternalAxiosRequestConfig } from 'axios';
import { fakeUser } from '../api/fixtures.testing';

// The http layer runs with the app's real wiring (boot's wireHttp): session, dialogs and the toast action. Only the
// socket and the toast queue are replaced, so the tests read what the player would get.
vi.mock('./live', () => ({ liveSocket: { reconnect: vi.fn(), connect: vi.fn() }, setLiveHandlers: vi.fn(), setSocketPath: vi.fn() }));
vi.mock('../actions/toast', () => ({ toast: vi.fn(), toastError: vi.fn(), toastSuccess: vi.fn(), toastWarning: vi.fn() }));

const http = await import('./http');
const { wireHttp } = await import('../boot/boot');
const { toastError } = await import('../actions/toast');
const { getState, resetStore } = await import('../store');
const { getLoginStatus, setLoginStatus, storage } = await import('../storage/storage');
const userApi = await import('../api/user');
const thirdApi = await import('../api/thirdLogin');
const accountApi = await import('../api/account');
const walletApi = await import('../api/wallet');
const activityApi = await import('../api/activity');
const vipApi = await import('../api/vip');
const gamesApi = await import('../api/games');
const socialApi = await import('../api/social');
const referralApi = await import('../api/referrals');
const fairnessApi = await import('../api/fairness');
const chatApi = await import('../api/chat');
const notificationsApi = await import('../api/notifications');
const feedsApi = await import('../api/feeds');
const protectionApi = await import('../api/protection');
const identityApi = await import('../api/identity');
const streamerApi = await import('../api/streamer');

const { client, EMPTY_RESPONSE, fetchData, get, needData, NETWORK_FAILURE, post, REQUEST_FAILED, REQUEST_TIMED_OUT, requireData } = http;

type Reply = unknown | ((config: InternalAxiosRequestConfig) => unknown);
let calls: InternalAxiosRequestConfig[] = [];
let replies: Reply[] = [];

/** A fake axios adapter: records each request and answers the next queued reply (the last one repeats). */
const adapter: AxiosAdapter = async (config) => {
  calls.push(config);
  const next = replies.length > 1 ? replies.shift() : replies[0];
  const data = typeof next === 'function' ? await (next as (c: InternalAxiosRequestConfig) => unknown)(config) : next;
  if (data instanceof Error) throw data;
  return { data, status: 200, statusText: 'OK', headers: {}, config };
};

const answer = (...r: Reply[]) => {
  replies = r;
};
const envelope = (code: number, msg = '', data: unknown = null) => ({ code, msg, data });
const networkError = () => (config: InternalAxiosRequestConfig) => new AxiosError('Network Error', AxiosError.ERR_NETWORK, config);
const timeoutError = () => (config: InternalAxiosRequestConfig) =>
  new AxiosError('timeout of 50000ms exceeded', AxiosError.ECONNABORTED, config);
const only = () => {
  expect(calls).toHaveLength(1);
  return calls[0]!;
};

beforeEach(() => {
  calls = [];
  answer(envelope(200, 'ok', { a: 1 }));
  client.defaults.adapter = adapter;
  resetStore();
  localStorage.clear();
  sessionStorage.clear();
  vi.clearAllMocks();
  wireHttp();
});
afterEach(() => {
  client.defaults.adapter = undefined;
  http.resetHttpHooks();
  vi.unstubAllEnvs();
});

describe('every call (shared rules)', () => {
  it('sends the stored language, default en_US', async () => {
    await get('/v1/x');
    storage.set('lang', 'pt_BR');
    await get('/v1/x');
    expect(calls.map((c) => c.headers.get('Accept-Language'))).toEqual(['en_US', 'pt_BR']);
  });

  it('sends no-cache headers, credentials and the 50000 ms time-out', async () => {
    await post('/v1/y', { b: 2 });
    const c = only();
    expect(c.headers.get('Cache-Control')).toBe('no-cache');
    expect(c.headers.get('Pragma')).toBe('no-cache');
    expect(c.withCredentials).toBe(true);
    expect(c.timeout).toBe(50000);
    expect(http.REQUEST_TIMEOUT_MS).toBe(50000);
  });

  it('sends a JSON content type, except for an upload (FormData)', async () => {
    await post('/v1/y', { b: 2 });
    expect(String(calls[0]!.headers.get('Content-Type'))).toBe('application/json');
    await get('/v1/x', { t: 1 });
    expect(String(calls[1]!.headers.get('Content-Type'))).toBe('application/json');
    const form = new FormData();
    form.append('file', new Blob(['png'], { type: 'image/png' }), 'a.png');
    await userApi.updateImgUrl(form);
    await referralApi.updateShareImg(form);
    for (const upload of calls.slice(2)) {
      expect(upload.data).toBe(form); // sent as is, not turned into JSON
      expect(String(upload.headers.get('Content-Type') ?? '')).not.toContain('application/json');
    }
  });

  it('sends an identity submission as multipart: the two text fields, then the document and the selfie', async () => {
    const document = new File(['doc'], 'passport.jpg', { type: 'image/jpeg' });
    const selfie = new Blob(['me'], { type: 'image/png' });
    await identityApi.submitIdentity({ docType: 'id_card', docNumber: 'AB 12345' }, document, selfie);
    const c = only();
    expect(c.data).toBeInstanceOf(FormData);
    expect(String(c.headers.get('Content-Type') ?? '')).not.toContain('application/json');
    const sent = c.data as FormData;
    expect([...sent.keys()]).toEqual(['docType', 'docNumber', 'document', 'selfie']);
    expect(sent.get('docType')).toBe('id_card');
    expect(sent.get('docNumber')).toBe('AB 12345');
    expect((sent.get('document') as File).name).toBe('passport.jpg');
    expect((sent.get('selfie') as File).name).toBe('selfie');
    expect((sent.get('selfie') as File).type).toBe('image/png');
  });

  it('puts GET payloads in the query string and POST payloads in the body', async () => {
    await get('/v1/x', { t: 5, page: 2 });
    expect(calls[0]!.params).toEqual({ t: 5, page: 2 });
    expect(calls[0]!.data).toBeUndefined();
    await post('/v1/y', { b: 2 });
    expect(calls[1]!.params).toBeUndefined();
    expect(JSON.parse(String(calls[1]!.data))).toEqual({ b: 2 });
  });

  it('goes to the site origin: relative URLs, no base URL', async () => {
    await get('/v1/user/info');
    expect(only().baseURL).toBeUndefined();
    expect(only().url).toBe('/v1/user/info');
  });

  it('retries a GET once after a network failure, and succeeds if the retry does', async () => {
    answer(networkError(), envelope(200, '', { ok: 1 }));
    const env = await get('/v1/a');
    expect(calls).toHaveLength(2);
    expect(env).toEqual(envelope(200, '', { ok: 1 }));
    expect(toastError).not.toHaveBeenCalled();
  });

  it('gives up after that one retry; a POST is never retried', async () => {
    answer(networkError());
    await get('/v1/a', undefined, { silent: true });
    expect(calls).toHaveLength(2);
    calls = [];
    await post('/v1/b', {}, { silent: true });
    expect(calls).toHaveLength(1);
  });

  it('a call that finds no network marks the app offline; the next answered call, of any code, clears it', async () => {
    expect(getState().offline).toBe(false);
    answer(networkError());
    await post('/v1/b', {}, { silent: true });
    expect(getState().offline).toBe(true);
    answer(timeoutError());
    await post('/v1/b', {}, { silent: true });
    expect(getState().offline).toBe(true);
    answer(envelope(400, 'nope'));
    await post('/v1/b', {}, { silent: true });
    expect(getState().offline).toBe(false);
  });

  it('does not retry a GET that acts (reward collection, share-code change)', async () => {
    answer(networkError());
    await get('/v1/a', undefined, { silent: true, retry: false });
    await vipApi.vipReceiveReward({ period: 'daily' });
    await vipApi.receiveUpgradeReward();
    await vipApi.vipRebateReceive({ type: 'rakeback' });
    await vipApi.receivePrivilegeBonus({ code: 'birthday' });
    await vipApi.clickActivate();
    await vipApi.clickRapid();
    await referralApi.updateShareCode();
    expect(calls).toHaveLength(8);
    calls = [];
    await vipApi.vipLevelInfoList(); // a read is retried
    expect(calls).toHaveLength(2);
  });
});

describe('game-API base path', () => {
  it('defaults to the same origin', async () => {
    await fairnessApi.fairness();
    expect(only().url).toBe('/api/fairness');
  });

  it('is VITE_GAME_API_BASE for exactly the four game-API calls', async () => {
    vi.stubEnv('VITE_GAME_API_BASE', 'https://games.example.com/');
    expect(http.GAME_API_PATHS).toEqual(['/api/fairness', '/api/fairness/change', '/api/fairness/history', '/api/web-lobby/login']);
    await fairnessApi.fairness();
    await fairnessApi.changeFairness();
    await fairnessApi.fairnessHistory();
    await gamesApi.webLobbyLogin({ gameId: 1, currency: 'USDT', horizontal: 0 });
    await userApi.userInfo();
    await get('/api/games/dice/bet');
    expect(calls.map((c) => c.url)).toEqual([
      'https://games.example.com/api/fairness',
      'https://games.example.com/api/fairness/change',
      'https://games.example.com/api/fairness/history',
      'https://games.example.com/api/web-lobby/login',
      '/v1/user/info',
      '/api/games/dice/bet',
    ]);
  });
});

describe('error catalogue', () => {
  it("callers that need data fail with 'Empty response' when the result is empty", async () => {
    answer(envelope(200, '', null));
    await expect(needData(get('/v1/a'))).rejects.toThrow(EMPTY_RESPONSE);
    answer(envelope(500, 'Boom', { leaked: true }));
    await expect(needData(get('/v1/a'))).rejects.toThrow(EMPTY_RESPONSE);
    answer(envelope(404, 'Nothing'));
    await expect(needData(get('/v1/a'))).rejects.toThrow(EMPTY_RESPONSE);
    answer(networkError());
    await expect(needData(get('/v1/a', undefined, { silent: true }))).rejects.toThrow(EMPTY_RESPONSE);
    answer(envelope(200, '', { a: 1 }));
    await expect(needData(get('/v1/a'))).resolves.toEqual({ a: 1 });
    // Codes passed to the caller reject with the server's message.
    expect(() => requireData(envelope(400, 'email: taken'))).toThrow('email: taken');
  });

  it('body code 401 on any call clears the stored session (logout)', async () => {
    getState().setUser(fakeUser());
    setLoginStatus(true);
    answer(envelope(401, 'Not logged in'));
    const env = await accountApi.findBalance();
    expect(env).toEqual(envelope(401, 'Not logged in'));
    expect(getState().loggedIn).toBe(false);
    expect(getState().user).toBeNull();
    expect(getLoginStatus()).toBe(false);
    expect(toastError).not.toHaveBeenCalled();
  });

  it('a 401 answering a call sent as a guest ends nothing, not even a session started while it was on its way', async () => {
    let release!: () => void;
    answer(async () => {
      await new Promise<void>((resolve) => (release = resolve));
      return envelope(401, 'Not logged in');
    });
    // Sent as a guest (a sign-in popup's own session check), answered after a sign-in in another tab set the flag.
    const check = userApi.userInfo({ silent: true });
    await vi.waitFor(() => expect(calls).toHaveLength(1));
    setLoginStatus(true);
    localStorage.setItem('hs_thirdLogin', 'searchEngine');
    release();
    expect(await check).toEqual(envelope(401, 'Not logged in'));
    expect(getLoginStatus()).toBe(true);
    expect(localStorage.getItem('hs_thirdLogin')).toBe('searchEngine');
  });

  it('body code 403 on login closes Login and Register, opens the prohibition notice, empty result', async () => {
    answer(envelope(403, 'Account disabled', { some: 'thing' }));
    for (const open of ['login', 'register'] as const) {
      getState().openDialog(open);
      const env = await userApi.login({ userName: 'alice', password: 'x' });
      expect(env.data).toBeNull();
      expect(getState().dialog).toBe('prohibition');
    }
    expect(toastError).not.toHaveBeenCalled();
  });

  it('body code 403 or 404 on other paths: no message, no dialog', async () => {
    getState().openDialog('register');
    answer(envelope(403, 'Forbidden'));
    expect((await userApi.register({ userName: 'al', email: 'a@b.co', password: 'x', birth: '1990-01-01' })).data).toBeNull();
    answer(envelope(404, 'Not found'));
    expect((await get('/v1/blog/blogInfo', { id: 1 }, { toastError: true })).data).toBeNull();
    expect(getState().dialog).toBe('register');
    expect(toastError).not.toHaveBeenCalled();
  });

  it('500 or 501: the server message as an error toast only when the caller wants it; empty result', async () => {
    answer(envelope(500, 'Boom', { partial: 1 }));
    expect(await get('/v1/a')).toEqual(envelope(500, 'Boom', null));
    expect(toastError).not.toHaveBeenCalled();
    expect(await get('/v1/a', undefined, { toastError: true })).toEqual(envelope(500, 'Boom', null));
    answer(envelope(501, 'Not built yet'));
    expect(await post('/v1/b', {}, { toastError: true })).toEqual(envelope(501, 'Not built yet', null));
    expect(vi.mocked(toastError).mock.calls).toEqual([['Boom'], ['Not built yet']]);
  });

  it('the withdraw path skips the code handling: the answer comes back unchanged', async () => {
    getState().setUser(fakeUser());
    for (const body of [envelope(401, 'Session ended', { x: 1 }), envelope(500, 'Chain busy', { retryIn: 30 }), envelope(403, 'No')]) {
      answer(body);
      expect(await walletApi.withdraw({ coin: 'USDT', amount: '1' })).toEqual(body);
    }
    expect(getState().loggedIn).toBe(true);
    expect(getState().dialog).toBeNull();
    expect(toastError).not.toHaveBeenCalled();
  });

  it('a network or time-out failure toasts unless turned off; empty result', async () => {
    answer(networkError());
    expect(await post('/v1/b', {})).toEqual({ code: NETWORK_FAILURE, msg: REQUEST_FAILED, data: null });
    answer(timeoutError());
    expect(await post('/v1/b', {})).toEqual({ code: NETWORK_FAILURE, msg: REQUEST_TIMED_OUT, data: null });
    expect(vi.mocked(toastError).mock.calls).toEqual([[REQUEST_FAILED], [REQUEST_TIMED_OUT]]);
    vi.mocked(toastError).mockClear();
    await post('/v1/b', {}, { silent: true });
    answer(networkError());
    await get('/v1/a', undefined, { silent: true });
    expect(toastError).not.toHaveBeenCalled();
  });

  it('other body codes are passed to the caller with their message and data', async () => {
    answer(envelope(400, 'email: taken', { field: 'email' }));
    expect(await post('/v1/user/register', {})).toEqual(envelope(400, 'email: taken', { field: 'email' }));
    answer(envelope(429, 'Too many attempts'));
    expect(await userApi.login({ userName: 'a', password: 'b' })).toEqual(envelope(429, 'Too many attempts'));
    expect(toastError).not.toHaveBeenCalled();
    expect(getState().dialog).toBeNull();
  });

  it('an envelope inside an HTTP error status is read like any other answer', async () => {
    answer(
      (config: InternalAxiosRequestConfig) =>
        new AxiosError('Request failed with status code 500', AxiosError.ERR_BAD_RESPONSE, config, undefined, {
          data: envelope(500, 'Database down'),
          status: 500,
          statusText: 'Internal Server Error',
          headers: {},
          config,
        }),
    );
    expect(await get('/v1/a', undefined, { toastError: true })).toEqual(envelope(500, 'Database down', null));
    expect(calls).toHaveLength(1);
    expect(toastError).toHaveBeenCalledWith('Database down');
  });

  it("the lower-level helper shows the server message or 'request failed' and returns null", async () => {
    answer(envelope(200, '', { coins: [] }));
    expect(await fetchData('GET', '/v1/userApi/currency')).toEqual({ coins: [] });
    answer(networkError());
    calls = [];
    expect(await fetchData('GET', '/v1/userApi/rateAll')).toBeNull();
    expect(calls).toHaveLength(2); // the one retry applies here too
    answer(envelope(500, 'Rates unavailable'));
    expect(await fetchData('GET', '/v1/userApi/rateAll')).toBeNull();
    answer(envelope(500, ''));
    expect(await fetchData('POST', '/v1/x', {})).toBeNull();
    expect(vi.mocked(toastError).mock.calls).toEqual([[REQUEST_FAILED], ['Rates unavailable'], [REQUEST_FAILED]]);
  });
});

describe('endpoint functions', () => {
  it('gameTypeAll takes query t', async () => {
    await gamesApi.gameTypeAll('abc');
    expect(only().params).toEqual({ t: 'abc' });
    await gamesApi.gameTypeAll();
    expect(calls[1]!.params).toEqual({ t: expect.stringMatching(/^\d+$/) });
  });

  it('the win feeds default to size 30, type M, page 1', async () => {
    await feedsApi.bigWins();
    await feedsApi.luckyWins('D', 10);
    expect(calls.map((c) => c.params)).toEqual([
      { type: 'M', size: 30, page: 1 },
      { type: 'D', size: 10, page: 1 },
    ]);
  });

  it('a game launch sends the country part of the language (after the underscore of en_US)', async () => {
    const launch = { gameCode: 10003, channel: 'house', gameName: 'Dice', id: 3, imgUrl: '', currency: 'USDT' };
    await gamesApi.goToGame(launch);
    storage.set('lang', 'pt_BR');
    await gamesApi.goToGame(launch);
    expect(calls.map((c) => JSON.parse(String(c.data)).country)).toEqual(['US', 'BR']);
  });

  const form = new FormData();
  const q = { id: 1 };
  const third = { code: 'c', state: 's'.repeat(43) };
  // Every call path (User and auth, Account and money, Activities and bonus, VIP, Games and home, Social
  // and content) with its method. "request" calls (method not shown): likeCollect as POST, getNotify as GET.
  const table: [string, 'get' | 'post', string, () => Promise<unknown>][] = [
    // User and auth
    ['login', 'post', '/v1/user/login', () => userApi.login({ userName: 'a', password: 'b' })],
    ['thirdLogin', 'post', '/v1/user/thirdLogin/google/login', () => thirdApi.thirdLogin('google', third)],
    ['thirdLogin twitch', 'post', '/v1/user/thirdLogin/twitch/login', () => thirdApi.thirdLogin('twitch', third)],
    ['oauth2Login', 'post', '/v1/user/thirdLogin/oauth2/facebookAuth', () => thirdApi.oauth2Login('facebook', third)],
    ['thirdLoginAuthUrl', 'get', '/v1/user/thirdLogin/google/authUrl', () => thirdApi.thirdLoginAuthUrl('google')],
    ['oauth2AuthUrl', 'get', '/v1/user/thirdLogin/oauth2/facebook', () => thirdApi.oauth2AuthUrl('facebook')],
    ['authProviders', 'get', '/api/auth/providers', () => thirdApi.authProviders()],
    ['linkedSignIns', 'get', '/api/account/thirdLogin', () => thirdApi.linkedSignIns()],
    ['bindThirdAccount', 'post', '/api/account/thirdLogin/bind', () => thirdApi.bindThirdAccount({ userName: 'abc', password: 'x' })],
    ['getUuid', 'get', '/v1/user/getUuid', () => userApi.getUuid()],
    ['checkEmail', 'get', '/v1/user/checkEmail', () => userApi.checkEmail({ email: 'a@b.co' })],
    [
      'register',
      'post',
      '/v1/user/register',
      () => userApi.register({ userName: 'abc', email: 'a@b.co', password: 'x', birth: '1990-01-01' }),
    ],
    ['registerCode', 'post', '/v1/user/mail/common/registerCode', () => userApi.registerCode({ email: 'a@b.co' })],
    ['offlineUser', 'post', '/v1/user/offlineUser', () => userApi.offlineUser()],
    ['userInfo', 'get', '/v1/user/info', () => userApi.userInfo()],
    ['updateImgUrl', 'post', '/v1/user/updateImgUrl', () => userApi.updateImgUrl(form)],
    ['secret', 'get', '/v1/user/secret', () => userApi.secret()],
    ['updateShareCode', 'get', '/v1/user/updateShareCode', () => referralApi.updateShareCode()],
    ['getMyInfo', 'get', '/v1/user/getMyInfo', () => userApi.getMyInfo()],
    ['updateName', 'post', '/v1/user/updateName', () => userApi.updateName({ nickName: 'Al' })],
    [
      'updateLoginPassword',
      'post',
      '/v1/user/updateLoginPassword',
      () => userApi.updateLoginPassword({ oldPassword: 'a', newPassword: 'b' }),
    ],
    [
      'updatePayment',
      'post',
      '/v1/user/updatePayment',
      () =>
        userApi.updatePayment({
          password: 'x',
          realName: 'A B',
          birth: '1990-01-01',
          country: 'DE',
          address: 'Street 1',
          tell: '+4912345678',
        }),
    ],
    ['changeEmail', 'post', '/v1/user/changeEmail', () => userApi.changeEmail({ email: 'a@b.co', oldCode: '123456', newCode: '654321' })],
    ['validateEmail', 'post', '/v1/user/validateEmail', () => userApi.validateEmail({ code: '123456' })],
    ['mailCode', 'post', '/v1/mail/common/code', () => userApi.mailCode({ email: 'a@b.co', type: 'register' })],
    ['devMailbox', 'get', '/api/dev/mailbox', () => userApi.devMailbox()],
    ['accountSessions', 'get', '/api/account/sessions', () => userApi.accountSessions()],
    ['userMailCode', 'post', '/v1/user/mail/common/code', () => userApi.userMailCode({ type: 'validateEmail' })],
    ['validatePass', 'post', '/v1/user/validatePass', () => userApi.validatePass({ password: 'x' })],
    ['wsInfo', 'get', '/v1/user/wsinfo', () => userApi.wsInfo()],
    ['updatePrivacy', 'post', '/v1/user/updatePrivacy', () => userApi.updatePrivacy({ privacy: 1 })],
    ['startTwoAuth', 'post', '/v1/user/startTwoAuth', () => userApi.startTwoAuth({ googleCode: '123456' })],
    ['closeTwoAuth', 'post', '/v1/user/closeTwoAuth', () => userApi.closeTwoAuth({ googleCode: '123456', password: 'x' })],
    ['checkGoogleCode', 'get', '/v1/user/checkGoogleCode', () => userApi.checkGoogleCode({ googleCode: '123456' })],
    ['googleCheck', 'get', '/v1/user/googleCheck', () => userApi.googleCheck()],
    ['clearSessionId', 'get', '/v1/user/clearSessionId', () => userApi.clearSessionId()],
    ['setFiatType', 'post', '/v1/user/setFiatType', () => userApi.setFiatType({ currencyType: 'COIN' })],
    // Account and money
    ['getWithdrawCode', 'post', '/v1/account/getWithdrawCode', () => walletApi.getWithdrawCode()],
    ['pay', 'post', '/v1/account/pay', () => walletApi.pay({ coin: 'BTC', fiat: 'USD', fiatAmount: '100' })],
    ['depositAddress', 'get', '/api/wallet/deposit', () => walletApi.depositAddress('BTC')],
    ['withdrawTerms', 'get', '/api/wallet/withdraw', () => walletApi.withdrawTerms('BTC')],
    ['payOrder', 'get', '/api/wallet/order', () => walletApi.payOrder('00000000-0000-4000-8000-000000000000')],
    ['withdraw', 'post', '/v1/account/withdraw', () => walletApi.withdraw(q)],
    ['findBalance', 'get', '/v1/account/findBalance', () => accountApi.findBalance()],
    ['findChuRu', 'get', '/v1/account/findChuRu', () => walletApi.findChuRu()],
    ['myPay', 'get', '/v1/account/myPay', () => walletApi.myPay()],
    ['myWithdraw', 'get', '/v1/account/myWithdraw', () => walletApi.myWithdraw()],
    ['transaction', 'get', '/v1/account/transaction', () => walletApi.transaction()],
    ['personTransaction', 'get', '/v1/account/personTransaction', () => walletApi.personTransaction()],
    ['switchAccount', 'post', '/v1/account/switchAccount', () => accountApi.switchAccount({ coin: 'ETH' })],
    ['rateAll', 'get', '/v1/userApi/rateAll', () => accountApi.rateAll()],
    ['currencyList', 'get', '/v1/userApi/currency', () => accountApi.currencyList()],
    ['configCurrencyType', 'get', '/v1/account/configCurrencyType', () => accountApi.configCurrencyType()],
    ['sendTip', 'post', '/v1/account/sendTip', () => accountApi.sendTip({ toUserName: 'bob', coin: 'USDT', amount: '1' })],
    // Activities and bonus
    ['cancelActivity', 'post', '/v1/activity/cancel', () => activityApi.cancelActivity(1)],
    [
      'getUserRechargeActivityInfo',
      'get',
      '/v1/activity/getUserRechargeActivityInfo',
      () => activityApi.getUserRechargeActivityInfo('USDT'),
    ],
    ['activityJoin', 'post', '/v1/activity/activityJoinThe', () => activityApi.activityJoin(1)],
    [
      'selectUserAvailableCollection',
      'get',
      '/v1/activity/selectUserAvailableCollection',
      () => activityApi.selectUserAvailableCollection(),
    ],
    ['selectPromotionBySourceId', 'get', '/v1/activity/selectPromotionBySourceId', () => activityApi.selectPromotionBySourceId(1)],
    ['cancelActivityReward', 'post', '/v1/activity/cancelActivityReward', () => activityApi.cancelActivityReward(1)],
    ['selectActivityGames', 'post', '/v1/activity/selectGames', () => activityApi.selectActivityGames(1)],
    ['getActivityIntroduceInfo', 'post', '/v1/activity/getActivityIntroduceInfo', () => activityApi.getActivityIntroduceInfo({ id: 1 })],
    ['receiveAward', 'post', '/v1/activity/receiveAward', () => activityApi.receiveAward({ id: 1 })],
    ['selectByActivityAndUser', 'get', '/v1/user/selectByActivityAndUser', () => activityApi.selectByActivityAndUser(1)],
    ['selectPromotionByUserId', 'get', '/v1/activity/selectPromotionByUserId', () => activityApi.selectPromotionByUserId()],
    ['selectPromotion', 'post', '/v1/home/selectPromotion', () => activityApi.selectPromotion()],
    ['selectAllActivityConfig', 'post', '/v1/home/selectAllActivityConfig', () => activityApi.selectAllActivityConfig()],
    ['selectAllActivity', 'get', '/v1/home/selectAllActivity', () => activityApi.selectAllActivity({ size: 5, type: 'popup' })],
    ['queryFirstChargeInfo', 'get', '/v1/bonus/queryFirstChargeInfo', () => activityApi.queryFirstChargeInfo()],
    ['chooseBonusGame', 'post', '/v1/bonus/chooseGame', () => activityApi.chooseBonusGame('originals')],
    ['cancelFirstChargeBonus', 'post', '/v1/bonus/cancelFirstChargeBonus', () => activityApi.cancelFirstChargeBonus()],
    ['receiveFirstChargeBonus', 'post', '/v1/bonus/receiveFirstChargeBonus', () => activityApi.receiveFirstChargeBonus()],
    ['redeemBonusCode', 'post', '/v1/bonus/bonusRedemptionCode/redemption', () => activityApi.redeemBonusCode('WELCOME')],
    // VIP
    ['getVipRebateInfo', 'get', '/v1/userVip/getVipRebateInfo', () => vipApi.getVipRebateInfo()],
    ['vipRebateReceive', 'get', '/v1/userVip/vipReceiveReward', () => vipApi.vipRebateReceive()],
    ['getUserStateBetAmount', 'get', '/v1/userVip/getUserStateBetAmount', () => vipApi.getUserStateBetAmount()],
    ['clickActivate', 'get', '/v1/userVip/clickActivate', () => vipApi.clickActivate()],
    ['clickRapid', 'get', '/v1/userVip/clickRapid', () => vipApi.clickRapid()],
    ['vipLevelInfoList', 'get', '/v1/userVip/vipLevelInfoList', () => vipApi.vipLevelInfoList()],
    ['queryGameStatistics', 'get', '/v1/user/queryGameStatistics', () => vipApi.queryGameStatistics()],
    ['queryVipReferInfo', 'get', '/v1/user/queryVipReferInfo', () => vipApi.queryVipReferInfo()],
    ['vipReceiveReward', 'get', '/v1/user/vipReceiveReward', () => vipApi.vipReceiveReward({ period: 'weekly' })],
    ['queryVipCalendar', 'get', '/v1/user/queryVipCalendar', () => vipApi.queryVipCalendar()],
    ['queryTypeReward', 'get', '/v1/user/queryTypeReward', () => vipApi.queryTypeReward()],
    ['queryUnlockedLevelList', 'get', '/v1/user/queryUnlockedLevelList', () => vipApi.queryUnlockedLevelList()],
    ['queryLockLevel', 'get', '/v1/user/queryLockLevel', () => vipApi.queryLockLevel()],
    ['receiveUpgradeReward', 'get', '/v1/user/receiveUpgradeReward', () => vipApi.receiveUpgradeReward()],
    ['queryVipRewardCount', 'get', '/v1/user/queryVipRewardCount', () => vipApi.queryVipRewardCount()],
    ['receivePrivilegeBonus', 'get', '/v1/user/receivePrivilegeBonus', () => vipApi.receivePrivilegeBonus({ code: 'gift' })],
    ['levelPrivilegeList', 'get', '/v1/home/levelPrivilegeList', () => vipApi.levelPrivilegeList()],
    ['getPrivilegeBonusList', 'get', '/v1/user/getPrivilegeBonusList', () => vipApi.getPrivilegeBonusList()],
    ['levelI18n', 'get', '/v1/user/levelI18n', () => vipApi.levelI18n()],
    // Streamer overlays
    ['getStreamer', 'get', '/v1/streamer', () => streamerApi.getStreamer()],
    ['makeOverlayToken', 'post', '/v1/streamer/token', () => streamerApi.makeOverlayToken('view', 'OBS')],
    ['revokeOverlayToken', 'post', '/v1/streamer/revoke', () => streamerApi.revokeOverlayToken(3)],
    [
      'saveStreamerSettings',
      'post',
      '/v1/streamer/settings',
      () => streamerApi.saveStreamerSettings({ celebrateMultiplier: '50', celebrateUsd: '1000', commandCooldown: 10 }),
    ],
    ['setStreamerScene', 'post', '/v1/streamer/scene', () => streamerApi.setStreamerScene('stats')],
    ['resetStreamerSession', 'post', '/v1/streamer/reset', () => streamerApi.resetStreamerSession()],
    ['setStreamModerator', 'post', '/v1/streamer/moderators', () => streamerApi.setStreamModerator('ann')],
    [
      'setOverlayScene',
      'post',
      '/v1/overlay/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA/scene',
      () => streamerApi.setOverlayScene('AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA', 'hunt'),
    ],
    // Player protection
    ['getProtection', 'get', '/v1/protection', () => protectionApi.getProtection()],
    ['setLimit', 'post', '/v1/protection/limit', () => protectionApi.setLimit({ kind: 'deposit', period: 'day', amount: '25.50' })],
    ['setLimit (removal)', 'post', '/v1/protection/limit', () => protectionApi.setLimit({ kind: 'session', amount: null })],
    ['takeBreak', 'post', '/v1/protection/break', () => protectionApi.takeBreak({ kind: 'timeout', length: '24h', password: 'x' })],
    ['setRealityCheck', 'post', '/v1/protection/reality', () => protectionApi.setRealityCheck(30)],
    ['getRealityCheck', 'get', '/v1/protection/reality', () => protectionApi.getRealityCheck()],
    ['getStatement', 'get', '/v1/protection/statement', () => protectionApi.getStatement()],
    ['setBirth', 'post', '/v1/protection/birth', () => protectionApi.setBirth('1990-01-01')],
    // Identity check
    ['getIdentity', 'get', '/v1/identity', () => identityApi.getIdentity()],
    [
      'submitIdentity',
      'post',
      '/v1/identity/submit',
      () => identityApi.submitIdentity({ docType: 'passport', docNumber: 'X1234567' }, new Blob(['a']), new Blob(['b'])),
    ],
    // Games and home
    [
      'goToGame',
      'post',
      '/v1/user/game/goToGame',
      () => gamesApi.goToGame({ gameCode: 1, channel: 'c', gameName: 'g', id: 1, imgUrl: '', currency: 'USD' }),
    ],
    ['demoUrl', 'post', '/v1/game/pragmatic/DemoUrl', () => gamesApi.demoUrl('pragmatic', { gameCode: 1 })],
    ['getGameByCode', 'post', '/v1/game/pragmatic/getGameByCode', () => gamesApi.getGameByCode('pragmatic', { gameCode: 1 })],
    ['queryAllOperation', 'get', '/v1/userApi/queryAllOperation', () => gamesApi.queryAllOperation()],
    ['webLobbyLogin', 'get', '/api/web-lobby/login', () => gamesApi.webLobbyLogin({ gameId: 1, currency: 'USDT', horizontal: 0 })],
    ['bigWins', 'get', '/v1/home/center/gamewin', () => feedsApi.bigWins()],
    ['luckyWins', 'get', '/v1/home/center/getPlayersVictory', () => feedsApi.luckyWins()],
    ['hotGames', 'get', '/v1/home/main/hgame', () => feedsApi.hotGames()],
    ['playedGames', 'get', '/v1/home/center/pageUserPlayedGames', () => feedsApi.playedGames()],
    ['gameTypeAll', 'get', '/v1/home/gameTypeAll', () => gamesApi.gameTypeAll('1')],
    ['listGame', 'post', '/v1/home/center/listGame', () => gamesApi.listGame({ page: 1 })],
    ['collectList', 'post', '/v1/game/likeCollect/collectList', () => gamesApi.collectList()],
    ['gameLikeCollectCount', 'get', '/v1/game/likeCollect/gameLikeCollectCount', () => gamesApi.gameLikeCollectCount({ gameCode: 1 })],
    ['likeCollect', 'post', '/v1/game/likeCollect/likeCollect', () => gamesApi.likeCollect({ gameCode: 1, type: 'like' })],
    ['selectGameRule', 'post', '/v1/home/selectGameRule', () => gamesApi.selectGameRule({ t: 1 })],
    ['listProviderGameCount', 'get', '/v1/home/header/listProviderGameCount', () => gamesApi.listProviderGameCount()],
    ['betInfo', 'get', '/v1/home/selectBetInfo', () => feedsApi.betInfo()],
    ['siteUserInfo', 'get', '/v1/home/selectUserInfo', () => feedsApi.siteUserInfo()],
    ['selectH5GameInfo', 'get', '/v1/home/selectH5GameInfo', () => gamesApi.selectH5GameInfo(q)],
    ['banners', 'get', '/v1/home/listAdvertis', () => feedsApi.banners()],
    ['latestBets', 'get', '/api/games/bets/live', () => feedsApi.latestBets()],
    ['selectLiveStatsByUser', 'get', '/v1/user/selectLiveStatsByUser', () => gamesApi.selectLiveStatsByUser()],
    ['selectUserGameStatistics', 'get', '/v1/user/selectUserGameStatistics', () => gamesApi.selectUserGameStatistics()],
    ['currentClientLogs', 'post', '/v1/user/currentClientLogs', () => gamesApi.currentClientLogs({ level: 'error', message: 'x' })],
    ['genToken', 'post', '/v1/token/genToken', () => gamesApi.genToken()],
    ['sportsBets', 'get', '/v1/sportsbook/bets', () => gamesApi.sportsBets()],
    ['fairness', 'get', '/api/fairness', () => fairnessApi.fairness()],
    ['changeFairness', 'post', '/api/fairness/change', () => fairnessApi.changeFairness()],
    ['fairnessHistory', 'post', '/api/fairness/history', () => fairnessApi.fairnessHistory()],
    // Social and content
    ['getChatList', 'post', '/v1/user/userChat/getChatList', () => chatApi.getChatList()],
    ['getAtUsers', 'get', '/v1/user/userChat/atUsers', () => chatApi.getAtUsers('bo')],
    ['getMentionState', 'get', '/v1/user/userChat/hasRead', () => chatApi.getMentionState()],
    ['chatRain', 'post', '/v1/user/userChat/rain', () => socialApi.chatRain({ coin: 'USDT', amount: '1' })],
    ['userBet', 'get', '/v1/user/betRecord/userbet', () => socialApi.userBet({ userName: 'bob' })],
    ['shareBet', 'post', '/v1/user/userChat/shareBet', () => socialApi.shareBet({ betId: '1' })],
    ['getChatRules', 'get', '/v1/user/configure/chatRoomRules', () => chatApi.getChatRules()],
    ['acceptChatRules', 'post', '/v1/user/updateIsFirstPopUp', () => chatApi.acceptChatRules()],
    ['selectByTypeCode', 'get', '/v1/home/selectByTypeCode', () => socialApi.selectByTypeCode(q)],
    ['footer', 'get', '/v1/home/internationalConfig/footer', () => socialApi.footer()],
    ['footerCon', 'get', '/v1/home/internationalConfig/footerCon', () => socialApi.footerCon()],
    ['listGameTypes', 'get', '/v1/home/internationalConfig/listGameTypes', () => socialApi.listGameTypes()],
    ['footerI18n', 'get', '/v1/home/internationalConfig/footerI18n', () => socialApi.footerI18n()],
    ['getNotify', 'get', '/v1/user/notification/getNotify', () => notificationsApi.getNotify()],
    ['cleanAll', 'get', '/v1/user/notification/cleanAll', () => notificationsApi.cleanAll()],
    ['updRead', 'get', '/v1/user/notification/updRead', () => notificationsApi.updRead()],
    ['getMyInviteUserInfo', 'post', '/v1/user/getMyInviteUserInfo', () => referralApi.getMyInviteUserInfo()],
    ['getMyInviteUserRefer', 'get', '/v1/user/getMyInviteUserRefer', () => referralApi.getMyInviteUserRefer()],
    ['userReferralReward', 'post', '/v1/user/userReferralReward', () => referralApi.userReferralReward()],
    ['updateShareImg', 'post', '/v1/home/updateShareImg', () => referralApi.updateShareImg(form)],
    ['blogInfo', 'get', '/v1/blog/blogInfo', () => socialApi.blogInfo(q)],
    ['blogTypes', 'get', '/v1/blog/blogTypes', () => socialApi.blogTypes()],
    ['recommendBlog', 'get', '/v1/blog/recommendBlog', () => socialApi.recommendBlog()],
    ['blogList', 'post', '/v1/blog/blogList', () => socialApi.blogList()],
  ];

  it.each(table)('%s: %s %s', async (_name, method, path, call) => {
    vi.stubEnv('VITE_GAME_API_BASE', 'https://games.example.com');
    await call();
    const c = only();
    expect(c.method).toBe(method);
    expect(c.url).toBe(http.GAME_API_PATHS.includes(path) ? `https://games.example.com${path}` : path);
  });

  it('the table covers every endpoint function of src/app/api', () => {
    const modules = {
      userApi,
      thirdApi,
      accountApi,
      walletApi,
      activityApi,
      vipApi,
      gamesApi,
      socialApi,
      referralApi,
      fairnessApi,
      chatApi,
      notificationsApi,
      feedsApi,
      protectionApi,
      identityApi,
    };
    const helpers = new Set(['languageCountry']);
    const exported = Object.values(modules).flatMap((m) =>
      Object.entries(m)
        .filter(([name, value]) => typeof value === 'function' && !helpers.has(name))
        .map(([name]) => name),
    );
    const covered = new Set(table.map(([name]) => name.split(' ')[0]));
    expect(exported.filter((name) => !covered.has(name))).toEqual([]);
    expect(new Set(exported).size).toBe(exported.length); // one name per call across the groups
  });
});
