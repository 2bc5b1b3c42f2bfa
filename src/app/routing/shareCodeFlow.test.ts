import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createShareCodeFlow, resetShareCodeFlow, shareCodeFlow, type ShareCodeDeps } from './shareCodeFlow';
import { getState, resetStore } from '../store';
import { setLoginStatus, getLoginStatus } from '../storage/storage';
import { setThirdLogin, getThirdLoginFlag } from '../storage/thirdLoginStorage';
import { getCookie, setCookie } from '../storage/cookies';
import { fakeUser } from '../api/fixtures.testing';

function fakeDeps(loggedIn = false) {
  const state = { loggedIn };
  let listener: ((now: boolean, before: boolean) => void) | null = null;
  const calls: string[] = [];
  const deps: ShareCodeDeps = {
    isLoggedIn: () => state.loggedIn,
    onLoginChange: (l) => {
      listener = l;
      return () => (listener = null);
    },
    openRegister: () => calls.push('openRegister'),
    close: () => calls.push('close'),
    forgetStoredCode: () => calls.push('forgetStoredCode'),
    removeThirdLoginEntries: () => calls.push('removeThirdLoginEntries'),
    clearSessionStore: () => calls.push('clearSessionStore'),
    removeLoginStatus: () => calls.push('removeLoginStatus'),
  };
  const setLoggedIn = (next: boolean) => {
    const before = state.loggedIn;
    state.loggedIn = next;
    listener?.(next, before);
  };
  return { deps, calls, setLoggedIn };
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('share-code flow', () => {
  it('opens the Register dialog 4 s after a guest arrives with a share code, not before', () => {
    const { deps, calls } = fakeDeps(false);
    const flow = createShareCodeFlow(deps);
    flow.hold('ABC123');
    vi.advanceTimersByTime(3999);
    expect(calls).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(calls).toEqual(['openRegister']);
    expect(flow.held()).toBe('ABC123');
  });

  it("has the Register dialog's code fetched when the wait starts, so the dialog opens on time", () => {
    const { deps, calls } = fakeDeps(false);
    const prepared: number[] = [];
    createShareCodeFlow({ ...deps, prepareRegister: () => prepared.push(Date.now()) }).hold('ABC123');
    expect(prepared).toHaveLength(1);
    expect(calls).toEqual([]);
  });

  it('does not open it if the guest logged in meanwhile', () => {
    const { deps, calls, setLoggedIn } = fakeDeps(false);
    createShareCodeFlow(deps).hold('ABC123');
    vi.advanceTimersByTime(2000);
    setLoggedIn(true);
    vi.advanceTimersByTime(5000);
    expect(calls).toEqual([]);
  });

  it('opens it 5 s after the login state turns to logged out while a code is held', () => {
    const { deps, calls, setLoggedIn } = fakeDeps(false);
    createShareCodeFlow(deps).hold('ABC123');
    vi.advanceTimersByTime(4000);
    expect(calls).toEqual(['openRegister']);
    setLoggedIn(true);
    setLoggedIn(false);
    vi.advanceTimersByTime(4999);
    expect(calls).toEqual(['openRegister']);
    vi.advanceTimersByTime(1);
    expect(calls).toEqual(['openRegister', 'openRegister']);
  });

  it('does nothing on logout when no code is held', () => {
    const { deps, calls, setLoggedIn } = fakeDeps(true);
    createShareCodeFlow(deps);
    setLoggedIn(false);
    vi.advanceTimersByTime(10000);
    expect(calls).toEqual([]);
  });

  it('clears the code and runs the logout-style routine for a logged-in user', () => {
    const { deps, calls, setLoggedIn } = fakeDeps(true);
    const flow = createShareCodeFlow(deps);
    flow.hold('ABC123');
    expect(flow.held()).toBeNull();
    expect(calls).toEqual(['forgetStoredCode', 'close', 'removeThirdLoginEntries', 'clearSessionStore', 'removeLoginStatus']);
    // The code is gone, so a later logout opens nothing.
    setLoggedIn(false);
    vi.advanceTimersByTime(10000);
    expect(calls).not.toContain('openRegister');
  });

  it('dispose cancels a pending dialog', () => {
    const { deps, calls } = fakeDeps(false);
    const flow = createShareCodeFlow(deps);
    flow.hold('X');
    flow.dispose();
    vi.advanceTimersByTime(10000);
    expect(calls).toEqual([]);
  });
});

describe('share-code flow wired to the store', () => {
  beforeEach(() => {
    resetStore();
    resetShareCodeFlow();
    localStorage.clear();
    sessionStorage.clear();
    document.cookie = 'shareCode=; Max-Age=0; Path=/';
  });
  afterEach(() => resetShareCodeFlow());

  it('opens the Register dialog in the store after 4 s for a guest, and 5 s after a logout', () => {
    shareCodeFlow().hold('ABC123');
    vi.advanceTimersByTime(3000);
    expect(getState().dialog).toBeNull();
    vi.advanceTimersByTime(1000);
    expect(getState().dialog).toBe('register');
    getState().closeDialog();
    getState().setUser(fakeUser());
    getState().clearSession();
    vi.advanceTimersByTime(4999);
    expect(getState().dialog).toBeNull();
    vi.advanceTimersByTime(1);
    expect(getState().dialog).toBe('register');
  });

  it('for a logged-in user: closes dialogs, removes third-party entries, clears session storage and the login flag', () => {
    setLoginStatus(true);
    setThirdLogin('socialNetwork', 'f-1');
    sessionStorage.setItem('hs_draft', '1');
    setCookie('shareCode', 'ABC123', 60);
    getState().openDialog('login');
    shareCodeFlow().hold('ABC123');
    expect(getState().dialog).toBeNull();
    expect(getThirdLoginFlag()).toBeNull();
    expect(sessionStorage.length).toBe(0);
    expect(getLoginStatus()).toBe(false);
    expect(getCookie('shareCode')).toBeNull();
    vi.advanceTimersByTime(10000);
    expect(getState().dialog).toBeNull();
  });
});
