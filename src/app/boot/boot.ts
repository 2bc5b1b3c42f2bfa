import { CODE } from '../../core/api';
import * as userApi from '../api/user';
import { configureHttp } from '../network/http';
import { liveSocket, setLiveHandlers, setSocketPath } from '../network/live';
import { forcedLogout, handleLoginForbidden, handleUnauthorized, loadProfile, restoreSession, sessionHeld } from '../actions/session';
import { balanceHint, loadRates } from '../actions/wallet';
import { toastError, toastSuccess } from '../actions/toast';
import { loadGameConfig } from '../actions/games';
import { announceLevelUp, watchVipSession } from '../actions/vip';
import { watchPromotionsSession } from '../actions/promotions';
import { watchProtectionSession } from '../actions/protection';
import { watchCelebrateSession } from '../actions/celebrate';
import { setErrorReporter } from './errorReport';
import { serverReporter } from './clientLogs';

/** Wires http errors: 401 ends the session, 403 on login opens the prohibition notice, server messages toast. */
export function wireHttp(): void {
  configureHttp({
    sessionHeld,
    onUnauthorized: handleUnauthorized,
    onLoginForbidden: handleLoginForbidden,
    onError: (message) => void toastError(message),
  });
}

/**
 * The app's services: wires http, socket and store together and restores the session. This module carries the http
 * client, the socket and the money code, so it is loaded apart from the shell (src/app/boot/services.ts starts it once the
 * lobby has painted, or as soon as a page that talks to the server loads).
 */
export function startServices(): void {
  wireHttp();
  // Errors the page reports (a failed postMessage, a startup error) reach the team through the server.
  setErrorReporter(serverReporter());
  // Balance hints go through the wallet: skipped while a bet holds the row or when already shown, else one
  // coalesced read (single flight, at most one a second, always one after the last hint).
  setLiveHandlers({
    refreshBalance: balanceHint,
    refreshProfile: () => void loadProfile(),
    refreshRates: () => void loadRates(),
    forcedLogout,
    toastSuccess: (message) => void toastSuccess(message),
    toastError: (message) => void toastError(message),
    refreshGameConfig: () => void loadGameConfig(),
    levelUp: announceLevelUp,
  });
  // The VIP badge's first read after each sign-in (the socket's type 5 keeps it current after that).
  watchVipSession();
  // The open bonuses (the bet panels' rollover bar) are read once after each sign-in; socket type 209 keeps them current.
  watchPromotionsSession();
  // Limits, a break, locks and the reality-check interval are read once after each sign-in, and again after a change.
  watchProtectionSession();
  // The player's celebration thresholds are read once after each sign-in (a guest keeps the defaults).
  watchCelebrateSession();
  void loadGameConfig();
  void restoreSession();
  void userApi.wsInfo().then((env) => {
    if (env.code === CODE.OK && env.data?.path) setSocketPath(env.data.path);
    liveSocket.connect();
  });
}
