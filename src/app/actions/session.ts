import { CODE, type UserInfo } from '../../core/api';
import * as userApi from '../api/user';
import type { LoginBody, RegisterBody } from '../api/user';
import { clearSessionStorage, getLoginStatus, removeThirdLoginEntries, setLoginStatus } from '../storage/storage';
import { getState } from '../store';
import { liveSocket } from '../network/live';
import { loadWallet } from './wallet';
import { toastSuccess, toastWarning } from './toast';
import { TWO_FACTOR_REQUIRED } from '../../core/twoFactor';
import { clearTwoFactorLogin, holdTwoFactorLogin } from './twoFactorLogin';

/** Outcome of a login or register form. */
export type AuthResult = { ok: true; user: UserInfo } | { ok: false; code: number; message: string };

/** Logs the user in locally: profile in the store, login flag stored, wallet loaded, socket re-established. */
export function startSession(user: UserInfo): void {
  getState().setUser(user);
  setLoginStatus(true);
  void loadWallet();
  liveSocket.reconnect();
  // A login also triggers the news notify.
  getState().notifyNews();
}

/** GET /v1/user/info: restores a session at start or refreshes the profile. Returns the user or null. */
export async function loadProfile(): Promise<UserInfo | null> {
  const env = await userApi.userInfo({ silent: true });
  if (env.code === CODE.OK && env.data) {
    const wasLoggedIn = getState().loggedIn;
    getState().setUser(env.data);
    setLoginStatus(true);
    if (!wasLoggedIn) void loadWallet();
    return env.data;
  }
  return null;
}

/** Restores the session at start. */
export async function restoreSession(): Promise<void> {
  try {
    await loadProfile();
  } finally {
    getState().setSessionChecked(true);
  }
}

/**
 * A successful sign-in or sign-up whose answer says more than 'success' (a demo account that starts without the demo
 * credit says why): the player sees it as a warning after the welcome.
 */
export function noteFromServer(msg: string | undefined): void {
  if (msg && msg !== 'success') toastWarning(msg);
}

async function authenticate(call: Promise<{ code: number; msg: string; data: UserInfo | null }>, welcome: string): Promise<AuthResult> {
  const env = await call;
  if (env.code === CODE.OK && env.data) {
    getState().closeDialog();
    startSession(env.data);
    toastSuccess(welcome);
    noteFromServer(env.msg);
    return { ok: true, user: env.data };
  }
  if (env.code === CODE.FORBIDDEN) {
    // A 403 on login has already closed Login/Register and opened the prohibition notice (http layer).
    return { ok: false, code: env.code, message: env.msg || 'Your account is restricted' };
  }
  return { ok: false, code: env.code, message: env.msg || 'Something went wrong, please try again' };
}

/** POST /v1/user/login. A 428 asks for the authenticator code: the credentials wait in memory for the second step. */
export async function login(body: LoginBody): Promise<AuthResult> {
  const result = await authenticate(userApi.login(body), 'Welcome back!');
  if (!result.ok && result.code === TWO_FACTOR_REQUIRED) {
    holdTwoFactorLogin({ who: body.userName, finish: (googleCode) => login({ ...body, googleCode }) });
  }
  if (result.ok) clearTwoFactorLogin();
  return result;
}

/** POST /v1/user/register (logged in after success). */
export function register(body: RegisterBody): Promise<AuthResult> {
  return authenticate(userApi.register(body), 'Your account is ready. Good luck!');
}

/** Local part of a logout: profile fields reset, session storage cleared, login flag removed, socket re-established. */
export function endSession(): void {
  getState().clearSession();
  getState().clearWallet();
  getState().clearVip();
  getState().clearBonuses();
  getState().clearNotifications();
  getState().clearFavorites();
  getState().clearProtection();
  clearSessionStorage();
  removeThirdLoginEntries();
  setLoginStatus(false);
  liveSocket.reconnect();
}

// The server answers our own logout with a 302 on this tab's socket too, often before the HTTP answer: while the call
// runs, that 302 is ours and logout() ends the session itself.
let loggingOut = false;

/**
 * Runs a call after which the server ends every session of the player, this one too (a time-out or self-exclusion):
 * while it runs, the 302 on this tab's socket is its own doing, and the caller ends the session and says why.
 */
export async function whileEndingSession<T>(call: () => Promise<T>): Promise<T> {
  loggingOut = true;
  try {
    return await call();
  } finally {
    loggingOut = false;
  }
}

/** Log out: tells the server, then ends the local session. */
export async function logout(): Promise<void> {
  loggingOut = true;
  try {
    await userApi.offlineUser();
  } finally {
    loggingOut = false;
  }
  endSession();
  toastSuccess('You have been logged out');
}

/** This tab holds a session: its store, or the login flag another tab of the site set. */
export function sessionHeld(): boolean {
  return getState().loggedIn || getLoginStatus();
}

/** Body code 401 on a call sent with a session: clears the stored session (once; anonymous 401s change nothing). */
export function handleUnauthorized(): void {
  if (sessionHeld()) endSession();
}

/** A body code 403 on the login call closes the Login and Register dialogs and opens the prohibition notice. */
export function handleLoginForbidden(): void {
  // One dialog at a time: opening the notice replaces whichever of Login or Register was open.
  getState().openDialog('prohibition');
}

/** Socket types 302/303: the server ended the session. */
export function forcedLogout(banned: boolean): void {
  if (!banned && loggingOut) return;
  const held = sessionHeld();
  if (held) endSession();
  if (banned) getState().openDialog('prohibition');
  else if (held) toastWarning('You have been logged out because your session ended elsewhere');
}
