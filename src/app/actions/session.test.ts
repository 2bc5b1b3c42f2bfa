import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeUser } from '../api/fixtures.testing';
import { getState, resetStore } from '../store';
import { getLoginStatus, setLoginStatus, storage } from '../storage/storage';

vi.mock('../network/live', () => ({ liveSocket: { reconnect: vi.fn(), connect: vi.fn() } }));
vi.mock('../api/user', () => ({
  login: vi.fn(),
  register: vi.fn(),
  offlineUser: vi.fn(async () => ({ code: 200, msg: '', data: null })),
  userInfo: vi.fn(),
  setFiatType: vi.fn(),
}));
vi.mock('../api/account', () => ({
  findBalance: vi.fn(async () => ({
    code: 200,
    msg: '',
    data: { amountType: 'DEPOSIT', selectedCoinType: 'USDT', list: [{ coin: 'USDT', amount: '1000', bonusAmount: '0' }] },
  })),
  currencyList: vi.fn(async () => ({ code: 200, msg: '', data: { coins: [], fiats: [] } })),
  rateAll: vi.fn(async () => ({ code: 200, msg: '', data: { rates: {}, legalRate: {} } })),
  switchAccount: vi.fn(),
}));

const userApi = await import('../api/user');
const accountApi = await import('../api/account');
const { liveSocket } = await import('../network/live');
const session = await import('./session');
const wallet = await import('./wallet');
const { resetToasts } = await import('./toast');

beforeEach(() => {
  resetStore();
  localStorage.clear();
  sessionStorage.clear();
  vi.clearAllMocks();
});

describe('login', () => {
  it('on success closes the dialog, stores the session, loads the wallet, reconnects the socket and toasts', async () => {
    vi.mocked(userApi.login).mockResolvedValue({ code: 200, msg: '', data: fakeUser({ amountType: 'DEPOSIT', selectedCoinType: 'USDT' }) });
    getState().openDialog('login');
    const result = await session.login({ userName: 'alice', password: 'Secret123' });
    expect(result.ok).toBe(true);
    expect(getState().dialog).toBeNull();
    expect(getState().loggedIn).toBe(true);
    expect(getLoginStatus()).toBe(true);
    expect(sessionStorage.getItem('hs_loginStatus')).toBe('1');
    expect(liveSocket.reconnect).toHaveBeenCalledTimes(1);
    await vi.waitFor(() => expect(getState().balances).toHaveLength(1));
    expect(getState().toasts[0]).toMatchObject({ kind: 'success', title: 'Successful!' });
  });

  it('on 403 reports the failure (the dialogs are handled by the http layer, see handleLoginForbidden)', async () => {
    vi.mocked(userApi.login).mockResolvedValue({ code: 403, msg: 'Account disabled', data: null });
    const result = await session.login({ userName: 'alice', password: 'x' });
    expect(result).toEqual({ ok: false, code: 403, message: 'Account disabled' });
    expect(getState().loggedIn).toBe(false);
  });

  it('handleLoginForbidden closes Login or Register and opens the prohibition notice', () => {
    for (const open of ['login', 'register'] as const) {
      getState().openDialog(open);
      session.handleLoginForbidden();
      expect(getState().dialog).toBe('prohibition');
    }
  });

  it('passes other failures (429, 400) back to the form with the server message', async () => {
    vi.mocked(userApi.login).mockResolvedValue({ code: 429, msg: 'Too many attempts, try again in 60 s', data: null });
    getState().openDialog('login');
    const result = await session.login({ userName: 'alice', password: 'x' });
    expect(result).toEqual({ ok: false, code: 429, message: 'Too many attempts, try again in 60 s' });
    expect(getState().dialog).toBe('login');
  });
});

describe('register', () => {
  beforeEach(() => resetToasts());

  it("shows the answer's reason when a new demo account starts without the demo credit", async () => {
    const reason =
      'Your account is ready, without the demo credit: 3 accounts from your address already got it in the last 24 hours. Deposit to play.';
    vi.mocked(userApi.register).mockResolvedValue({ code: 200, msg: reason, data: fakeUser() });
    const result = await session.register({ userName: 'late4', email: 'late4@example.com', password: 'Secret123', birth: '1990-01-01' });
    expect(result.ok).toBe(true);
    // The queue releases one toast at a time: the welcome, then the reason.
    await vi.waitFor(() =>
      expect(getState().toasts.map((t) => [t.kind, t.message])).toEqual([
        ['success', 'Your account is ready. Good luck!'],
        ['warning', reason],
      ]),
    );
  });

  it("says nothing more when the answer's msg is plain success", async () => {
    vi.useFakeTimers();
    try {
      vi.mocked(userApi.register).mockResolvedValue({ code: 200, msg: 'success', data: fakeUser() });
      await session.register({ userName: 'first', email: 'first@example.com', password: 'Secret123', birth: '1990-01-01' });
      // Past the queue's next releases: only the welcome.
      await vi.advanceTimersByTimeAsync(1000);
      expect(getState().toasts.map((t) => t.kind)).toEqual(['success']);
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('logout and 401', () => {
  it('logout resets the profile, clears session storage and the flag, keeps long-lived keys, reconnects', async () => {
    getState().setUser(fakeUser());
    setLoginStatus(true);
    storage.set('lang', 'en_US');
    sessionStorage.setItem('hs_something', '1');
    await session.logout();
    expect(userApi.offlineUser).toHaveBeenCalled();
    expect(getState().loggedIn).toBe(false);
    expect(getState().balances).toEqual([]);
    expect(getLoginStatus()).toBe(false);
    expect(sessionStorage.getItem('hs_something')).toBeNull();
    expect(localStorage.getItem('hs_lang')).toBe('en_US'); // long-lived settings survive a logout
    expect(liveSocket.reconnect).toHaveBeenCalled();
  });

  it('a 401 ends a held session once; an anonymous 401 changes nothing', () => {
    session.handleUnauthorized();
    expect(liveSocket.reconnect).not.toHaveBeenCalled();
    getState().setUser(fakeUser());
    session.handleUnauthorized();
    expect(getState().loggedIn).toBe(false);
    expect(liveSocket.reconnect).toHaveBeenCalledTimes(1);
  });

  it('forced logout 303 also opens the prohibition dialog', () => {
    getState().setUser(fakeUser());
    session.forcedLogout(true);
    expect(getState().loggedIn).toBe(false);
    expect(getState().dialog).toBe('prohibition');
  });
});

describe('wallet switches', () => {
  it('selectCoin applies the server answer, and keeps the old coin when the server refuses', async () => {
    getState().setUser(fakeUser({ selectedCoinType: 'USDT' }));
    vi.mocked(accountApi.switchAccount).mockResolvedValueOnce({
      code: 200,
      msg: '',
      data: { amountType: 'DEPOSIT', selectedCoinType: 'ETH', list: [] },
    });
    expect(await wallet.selectCoin('ETH')).toBe(true);
    expect(getState().selectedCoin).toBe('ETH');
    vi.mocked(accountApi.switchAccount).mockResolvedValueOnce({ code: 500, msg: 'no', data: null });
    expect(await wallet.selectCoin('BTC')).toBe(false);
    expect(getState().selectedCoin).toBe('ETH');
  });

  it('selectCurrencyType posts setFiatType and keeps the mode', async () => {
    getState().setUser(fakeUser({ currencyType: 'COIN' }));
    vi.mocked(userApi.setFiatType).mockResolvedValue({ code: 200, msg: '', data: null });
    const done = wallet.selectCurrencyType('FAIT');
    // The display changes only once the server has stored the choice.
    expect(getState().currencyType).toBe('COIN');
    expect(getState().walletPending).toBe(true);
    expect(await wallet.selectCurrencyType('COIN')).toBe(false); // a second tap while pending is ignored
    expect(await done).toBe(true);
    expect(userApi.setFiatType).toHaveBeenCalledTimes(1);
    expect(userApi.setFiatType).toHaveBeenCalledWith({ currencyType: 'FAIT' });
    expect(getState().currencyType).toBe('FAIT');
    expect(getState().walletPending).toBe(false);
  });
});
