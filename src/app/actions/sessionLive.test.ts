import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeUser } from '../api/fixtures.testing';
import { getState, resetStore } from '../store';
import { getLoginStatus, setLoginStatus } from '../storage/storage';

// Login, logout and forced logout as the live socket sees them.
vi.mock('../network/live', () => ({ liveSocket: { reconnect: vi.fn(), connect: vi.fn() } }));
vi.mock('./toast', () => ({ toastSuccess: vi.fn(), toastWarning: vi.fn(), toastError: vi.fn() }));
vi.mock('./wallet', () => ({ loadWallet: vi.fn(async () => {}) }));
vi.mock('../api/user', () => ({
  login: vi.fn(),
  register: vi.fn(),
  offlineUser: vi.fn(async () => ({ code: 200, msg: '', data: null })),
  userInfo: vi.fn(),
}));

const userApi = await import('../api/user');
const toasts = await import('./toast');
const { liveSocket } = await import('../network/live');
const session = await import('./session');

beforeEach(() => {
  resetStore();
  localStorage.clear();
  sessionStorage.clear();
  vi.clearAllMocks();
});

describe('login', () => {
  it('loads the profile, reconnects the socket and triggers the news notify', async () => {
    vi.mocked(userApi.login).mockResolvedValue({ code: 200, msg: '', data: fakeUser({ nickName: 'Al' }) });
    const before = getState().newsNotify;
    expect((await session.login({ userName: 'alice', password: 'Secret123' })).ok).toBe(true);
    expect(getState().user?.nickName).toBe('Al');
    expect(liveSocket.reconnect).toHaveBeenCalledTimes(1);
    expect(getState().newsNotify).toBe(before + 1);
  });
});

describe('logout', () => {
  it('resets every profile field, clears session storage and re-establishes the socket', async () => {
    getState().setUser(fakeUser());
    getState().setUnreadFlags(0b1100001);
    getState().setDragInfo({ x: 1 });
    setLoginStatus(true);
    sessionStorage.setItem('anything', '1');
    await session.logout();
    const s = getState();
    expect([s.loggedIn, s.user, s.vipUnread, s.bonusUnread, s.dragInfo]).toEqual([false, null, 0, 0, null]);
    expect(sessionStorage.length).toBe(0);
    expect(getLoginStatus()).toBe(false);
    expect(liveSocket.reconnect).toHaveBeenCalledTimes(1);
    expect(toasts.toastSuccess).toHaveBeenCalledWith('You have been logged out');
  });

  it('the 302 answering our own logout is not reported as a session ended elsewhere', async () => {
    getState().setUser(fakeUser());
    setLoginStatus(true);
    vi.mocked(userApi.offlineUser).mockImplementationOnce(async () => {
      session.forcedLogout(false); // the socket frame arrives before the HTTP answer
      return { code: 200, msg: '', data: null };
    });
    await session.logout();
    expect(toasts.toastWarning).not.toHaveBeenCalled();
    expect(liveSocket.reconnect).toHaveBeenCalledTimes(1);
    expect(getState().loggedIn).toBe(false);
  });
});

describe('forced logout (socket 302/303)', () => {
  it('302 ends a held session, re-establishes the socket and warns', () => {
    getState().setUser(fakeUser());
    setLoginStatus(true);
    session.forcedLogout(false);
    expect(getState().loggedIn).toBe(false);
    expect(getLoginStatus()).toBe(false);
    expect(liveSocket.reconnect).toHaveBeenCalledTimes(1);
    expect(toasts.toastWarning).toHaveBeenCalledTimes(1);
    expect(getState().dialog).toBeNull();
  });

  it('303 also opens the prohibition dialog', () => {
    getState().setUser(fakeUser());
    session.forcedLogout(true);
    expect(getState().loggedIn).toBe(false);
    expect(getState().dialog).toBe('prohibition');
  });

  it('a 302 to a guest changes nothing', () => {
    session.forcedLogout(false);
    expect(liveSocket.reconnect).not.toHaveBeenCalled();
    expect(toasts.toastWarning).not.toHaveBeenCalled();
  });
});
