import { CODE, type Envelope } from '../../core/api';
import { SIGN_IN_CHANNEL } from '../routing/queryParams';
import {
  THIRD_LOGIN_TTL_MS,
  THIRD_PROVIDERS,
  type ThirdAuthUrl,
  type ThirdLoginResult,
  type ThirdProvider,
  type ThirdProviderInfo,
} from '../../core/thirdLogin';
import { TWO_FACTOR_REQUIRED } from '../../core/twoFactor';
import * as thirdApi from '../api/thirdLogin';
import { setThirdLogin } from '../storage/thirdLoginStorage';
import { getState } from '../store';
import { noteFromServer, startSession, type AuthResult } from './session';
import { toastSuccess } from './toast';
import { clearTwoFactorLogin, holdTwoFactorLogin } from './twoFactorLogin';

/** Outcome of a third-party sign-in: a login (created: the sign-in made the account), or why not. */
export type ThirdSignInResult = (AuthResult & { created?: boolean }) | { ok: false; code: 0; message: string; cancelled: true };

/** What the popup reported. */
export type PopupOutcome = { code: string } | { error: string } | { closed: true };

let providers: Promise<ThirdProviderInfo[]> | null = null;

/** The sign-in providers the site offers, asked once per page (a failed ask is asked again next time). */
export function loadAuthProviders(): Promise<ThirdProviderInfo[]> {
  providers ??= thirdApi.authProviders({ silent: true }).then((env) => {
    if (env.code === CODE.OK && Array.isArray(env.data)) return env.data;
    providers = null;
    return [];
  });
  return providers;
}

const POPUP_FEATURES = 'popup=yes,width=500,height=680';
// How often the opener looks whether the player closed the popup.
const CLOSED_POLL_MS = 500;

/** How the wait for a popup ends besides its answer. */
export interface AwaitOptions {
  /**
   * Whether a closed popup means the player gave up. True when the popup stays on our origin (the local provider); a
   * real provider's pages may cut the popup off from this window, which then reads as closed while the player still
   * signs in: its answer comes over the broadcast channel, and the player cancels with the button.
   */
  watchClosed?: boolean;
  signal?: AbortSignal;
  timeoutMs?: number;
}

/**
 * Waits for the popup's answer ({codeyyy} posted to its opener by the site's own page, or the same on
 * the origin's broadcast channel): only from our origin, only from this popup (a posted message), only for this
 * sign-in's state. A cancel, a closed popup (when watched) or the sign-in's lifetime ends the wait.
 */
export function awaitPopup(popup: Window, state: string, win: Window = window, options: AwaitOptions = {}): Promise<PopupOutcome> {
  const { watchClosed = true, signal, timeoutMs = THIRD_LOGIN_TTL_MS } = options;
  return new Promise((resolve) => {
    const channel = typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel(SIGN_IN_CHANNEL);
    const done = (outcome: PopupOutcome) => {
      win.removeEventListener('message', onMessage);
      channel?.close();
      signal?.removeEventListener('abort', onAbort);
      clearInterval(poll);
      clearTimeout(limit);
      resolve(outcome);
    };
    const take = (raw: unknown) => {
      const data = raw as { codeyyy?: unknown; state?: unknown; error?: unknown } | null;
      if (!data || typeof data.codeyyy !== 'string' || data.state !== state) return;
      done(data.codeyyy ? { code: data.codeyyy } : { error: typeof data.error === 'string' ? data.error : 'access_denied' });
    };
    const onMessage = (event: MessageEvent) => {
      if (event.origin === win.location.origin && event.source === popup) take(event.data);
    };
    const onAbort = () => {
      popup.close();
      done({ closed: true });
    };
    win.addEventListener('message', onMessage);
    if (channel) channel.onmessage = (event) => take(event.data);
    signal?.addEventListener('abort', onAbort);
    const poll = setInterval(() => {
      if (watchClosed && popup.closed) done({ closed: true });
    }, CLOSED_POLL_MS);
    const limit = setTimeout(() => done({ closed: true }), timeoutMs);
  });
}

const start = (provider: ThirdProvider): Promise<Envelope<ThirdAuthUrl>> =>
  provider === 'facebook' ? thirdApi.oauth2AuthUrl(provider, { silent: true }) : thirdApi.thirdLoginAuthUrl(provider, { silent: true });

const finish = (provider: ThirdProvider, body: thirdApi.ThirdLoginBody): Promise<Envelope<ThirdLoginResult>> =>
  provider === 'facebook' ? thirdApi.oauth2Login(provider, body, { silent: true }) : thirdApi.thirdLogin(provider, body, { silent: true });

/** Logs in with a finished sign-in's answer: the session, and the spec's third-party entries in storage. */
export function applyThirdLogin(result: ThirdLoginResult): void {
  setThirdLogin(THIRD_PROVIDERS[result.provider].kind, result.accountId);
  clearTwoFactorLogin();
  getState().closeDialog();
  startSession(result.user);
}

async function send(provider: ThirdProvider, body: thirdApi.ThirdLoginBody): Promise<ThirdSignInResult> {
  const env = await finish(provider, body);
  const label = THIRD_PROVIDERS[provider].label;
  if (env.code === CODE.OK && env.data) {
    applyThirdLogin(env.data);
    toastSuccess(env.data.created ? `Welcome! Your account is ready, signed in with ${label}` : `Signed in with ${label}`);
    noteFromServer(env.msg);
    return { ok: true, user: env.data.user, created: env.data.created };
  }
  if (env.code === TWO_FACTOR_REQUIRED) {
    holdTwoFactorLogin({ who: `your ${label} sign-in`, finish: (googleCode) => send(provider, { state: body.state, googleCode }) });
  }
  return { ok: false, code: env.code, message: env.msg || 'The sign-in did not go through, please try again' };
}

/**
 * Signs in with a provider through a popup. Call it straight from the click: the popup opens
 * before anything is awaited, so browsers let it through. The server answers the provider's URL and the state; the
 * popup comes back to the site, whose page posts the code to this window; the code and state then finish the sign-in
 * (a 428 holds it for the authenticator code).
 */
export async function signInWith(
  provider: ThirdProvider,
  options: Omit<AwaitOptions, 'timeoutMs'> = {},
  win: Window = window,
): Promise<ThirdSignInResult> {
  const label = THIRD_PROVIDERS[provider].label;
  const popup = win.open('about:blank', `hs-signin-${provider}`, POPUP_FEATURES);
  if (!popup) return { ok: false, code: 0, message: `Allow pop-ups for this site to sign in with ${label}`, cancelled: true };
  const started = await start(provider);
  if (started.code !== CODE.OK || !started.data) {
    popup.close();
    return { ok: false, code: started.code, message: started.msg || `${label} sign-in is not available right now` };
  }
  popup.location.href = started.data.url;
  popup.focus();
  const outcome = await awaitPopup(popup, started.data.state, win, options);
  if ('closed' in outcome) return { ok: false, code: 0, message: `${label} sign-in was closed before it finished`, cancelled: true };
  if ('error' in outcome) {
    const message =
      outcome.error === 'access_denied' ? `${label} sign-in was cancelled` : `${label} refused the sign-in (${outcome.error})`;
    return { ok: false, code: 0, message, cancelled: true };
  }
  return send(provider, { code: outcome.code, state: started.data.state });
}

/** POST /api/account/thirdLogin/bind: the sign-in that made this account moves to an older one (its password). */
export async function bindToExistingAccount(body: thirdApi.BindAccountBody): Promise<AuthResult> {
  const env = await thirdApi.bindThirdAccount(body, { silent: true });
  if (env.code === CODE.OK && env.data) {
    applyThirdLogin(env.data);
    toastSuccess(env.msg || 'Sign-in linked to your account');
    return { ok: true, user: env.data.user };
  }
  return { ok: false, code: env.code, message: env.msg || 'Could not link the sign-in, please try again' };
}
