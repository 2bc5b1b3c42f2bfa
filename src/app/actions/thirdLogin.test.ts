import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeUser } from '../api/fixtures.testing';
import { getState, resetStore } from '../store';
import { getLoginStatus } from '../storage/storage';
import { getThirdLoginAccount, getThirdLoginFlag } from '../storage/thirdLoginStorage';

vi.mock('../network/live', () => ({ liveSocket: { reconnect: vi.fn(), connect: vi.fn() } }));
vi.mock('./wallet', () => ({ loadWallet: vi.fn(async () => undefined) }));
vi.mock('../api/thirdLogin', () => ({
  thirdLoginAuthUrl: vi.fn(),
  oauth2AuthUrl: vi.fn(),
  thirdLogin: vi.fn(),
  oauth2Login: vi.fn(),
  authProviders: vi.fn(),
  bindThirdAccount: vi.fn(),
}));

const userApi = await import('../api/thirdLogin');
const { awaitPopup, signInWith, loadAuthProviders } = await import('./thirdLogin');
const { heldTwoFactorLogin, clearTwoFactorLogin } = await import('./twoFactorLogin');

const STATE = 'S'.repeat(43);

/** A popup window as window.open hands it back. */
function fakePopup() {
  return { closed: false, close: vi.fn(), focus: vi.fn(), location: { href: 'about:blank' } } as unknown as Window & { closed: boolean };
}

/** Delivers a message to this window as the popup's page would post it. */
function post(data: unknown, source: unknown, origin = window.location.origin) {
  window.dispatchEvent(new MessageEvent('message', { data, origin, source: source as Window }));
}

beforeEach(() => {
  resetStore();
  localStorage.clear();
  sessionStorage.clear();
  vi.clearAllMocks();
  clearTwoFactorLogin();
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('awaitPopup', () => {
  it('takes only a message from our origin, from this popup, for this sign-in state', async () => {
    const popup = fakePopup();
    const outcome = awaitPopup(popup, STATE);
    post({ codeyyy: 'evil', state: STATE }, popup, 'https://evil.example');
    post({ codeyyy: 'other-window', state: STATE }, window);
    post({ codeyyy: 'other-state', state: 'T'.repeat(43) }, popup);
    post({ nothing: true }, popup);
    post({ codeyyy: 'right', state: STATE }, popup);
    await expect(outcome).resolves.toEqual({ code: 'right' });
  });

  it('takes the answer from the broadcast channel when the popup lost its opener; a cancel ends the wait', async () => {
    const popup = fakePopup();
    const outcome = awaitPopup(popup, STATE, window, { watchClosed: false });
    // Cut off from this window, the popup reads as closed: not a cancel for a real provider.
    popup.closed = true;
    const channel = new BroadcastChannel('hs-signin');
    channel.postMessage({ codeyyy: 'wrong-state', state: 'T'.repeat(43) });
    channel.postMessage({ codeyyy: 'from-channel', state: STATE });
    await expect(outcome).resolves.toEqual({ code: 'from-channel' });
    channel.close();

    const controller = new AbortController();
    const cancelled = awaitPopup(fakePopup(), STATE, window, { watchClosed: false, signal: controller.signal });
    controller.abort();
    await expect(cancelled).resolves.toEqual({ closed: true });
  });

  it('reports a provider error (empty code) and a closed popup', async () => {
    vi.useFakeTimers();
    const popup = fakePopup();
    const cancelled = awaitPopup(popup, STATE);
    post({ codeyyy: '', state: STATE, error: 'access_denied' }, popup);
    await expect(cancelled).resolves.toEqual({ error: 'access_denied' });

    const closed = awaitPopup(popup, STATE);
    popup.closed = true;
    vi.advanceTimersByTime(500);
    await expect(closed).resolves.toEqual({ closed: true });
  });
});

describe('signInWith', () => {
  const user = fakeUser({ thirdLogin: 1, hasPwd: 0 });

  it('opens the popup first, sends it to the provider, and logs in with the code and state it reports', async () => {
    const popup = fakePopup();
    const open = vi.spyOn(window, 'open').mockReturnValue(popup);
    vi.mocked(userApi.thirdLoginAuthUrl).mockResolvedValue({
      code: 200,
      msg: '',
      data: { url: 'http://localhost/demo-oidc/auth?x=1', state: STATE },
    });
    vi.mocked(userApi.thirdLogin).mockResolvedValue({
      code: 200,
      msg: '',
      data: { user, provider: 'google', accountId: 'sub-1', created: true },
    });
    const result = signInWith('google');
    expect(open).toHaveBeenCalledWith('about:blank', 'hs-signin-google', expect.stringContaining('popup'));
    await vi.waitFor(() => expect(popup.location.href).toBe('http://localhost/demo-oidc/auth?x=1'));
    post({ codeyyy: 'the-code', state: STATE }, popup);
    await expect(result).resolves.toMatchObject({ ok: true, created: true });
    expect(userApi.thirdLogin).toHaveBeenCalledWith('google', { code: 'the-code', state: STATE }, { silent: true });
    expect(getState().user?.id).toBe(user.id);
    expect(getLoginStatus()).toBe(true);
    // The spec's storage entries: the flag names the provider kind, with that kind's account id.
    expect(getThirdLoginFlag()).toBe('searchEngine');
    expect(getThirdLoginAccount('searchEngine')).toBe('sub-1');
  });

  it('the social network goes through the oauth2 calls', async () => {
    const popup = fakePopup();
    vi.spyOn(window, 'open').mockReturnValue(popup);
    vi.mocked(userApi.oauth2AuthUrl).mockResolvedValue({ code: 200, msg: '', data: { url: 'http://localhost/x', state: STATE } });
    vi.mocked(userApi.oauth2Login).mockResolvedValue({
      code: 200,
      msg: '',
      data: { user, provider: 'facebook', accountId: 'f-9', created: false },
    });
    const result = signInWith('facebook');
    await vi.waitFor(() => expect(popup.location.href).toBe('http://localhost/x'));
    post({ codeyyy: 'c', state: STATE }, popup);
    await expect(result).resolves.toMatchObject({ ok: true, created: false });
    expect(getThirdLoginFlag()).toBe('socialNetwork');
    expect(getThirdLoginAccount('socialNetwork')).toBe('f-9');
  });

  it('a blocked popup, a refused start and a cancelled sign-in each say why, and log nobody in', async () => {
    vi.spyOn(window, 'open').mockReturnValueOnce(null);
    await expect(signInWith('twitch')).resolves.toMatchObject({ ok: false, message: 'Allow pop-ups for this site to sign in with Twitch' });
    expect(userApi.thirdLoginAuthUrl).not.toHaveBeenCalled();

    const popup = fakePopup();
    vi.spyOn(window, 'open').mockReturnValue(popup);
    vi.mocked(userApi.thirdLoginAuthUrl).mockResolvedValueOnce({
      code: 404,
      msg: 'Twitch sign-in is not available on this site',
      data: null,
    });
    await expect(signInWith('twitch')).resolves.toMatchObject({ ok: false, message: 'Twitch sign-in is not available on this site' });
    expect(popup.close).toHaveBeenCalled();

    vi.mocked(userApi.thirdLoginAuthUrl).mockResolvedValueOnce({ code: 200, msg: '', data: { url: 'http://localhost/y', state: STATE } });
    const cancelled = signInWith('twitch');
    await vi.waitFor(() => expect(popup.location.href).toBe('http://localhost/y'));
    post({ codeyyy: '', state: STATE, error: 'access_denied' }, popup);
    await expect(cancelled).resolves.toMatchObject({ ok: false, message: 'Twitch sign-in was cancelled' });
    expect(userApi.thirdLogin).not.toHaveBeenCalled();
    expect(getState().loggedIn).toBe(false);
  });

  it('a 428 holds the sign-in for the authenticator code, sent with the same state', async () => {
    const popup = fakePopup();
    vi.spyOn(window, 'open').mockReturnValue(popup);
    vi.mocked(userApi.thirdLoginAuthUrl).mockResolvedValue({ code: 200, msg: '', data: { url: 'http://localhost/z', state: STATE } });
    vi.mocked(userApi.thirdLogin).mockResolvedValueOnce({
      code: 428,
      msg: 'Enter the 6-digit code from your authenticator app',
      data: null,
    });
    const result = signInWith('google');
    await vi.waitFor(() => expect(popup.location.href).toBe('http://localhost/z'));
    post({ codeyyy: 'c', state: STATE }, popup);
    await expect(result).resolves.toMatchObject({ ok: false, code: 428 });
    const held = heldTwoFactorLogin()!;
    expect(held.who).toBe('your Google sign-in');
    vi.mocked(userApi.thirdLogin).mockResolvedValueOnce({
      code: 200,
      msg: '',
      data: { user, provider: 'google', accountId: 's', created: false },
    });
    await expect(held.finish('123456')).resolves.toMatchObject({ ok: true });
    expect(userApi.thirdLogin).toHaveBeenLastCalledWith('google', { state: STATE, googleCode: '123456' }, { silent: true });
    expect(heldTwoFactorLogin()).toBeNull();
  });
});

describe('loadAuthProviders', () => {
  it('asks once, and again after a failure', async () => {
    vi.mocked(userApi.authProviders).mockResolvedValueOnce({ code: 500, msg: 'down', data: null });
    await expect(loadAuthProviders()).resolves.toEqual([]);
    const list = [{ provider: 'google' as const, label: 'Google', demo: true }];
    vi.mocked(userApi.authProviders).mockResolvedValue({ code: 200, msg: '', data: list });
    await expect(loadAuthProviders()).resolves.toEqual(list);
    await expect(loadAuthProviders()).resolves.toEqual(list);
    expect(userApi.authProviders).toHaveBeenCalledTimes(2);
  });
});
