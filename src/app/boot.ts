import { CODE } from '../core/api';
import * as userApi from './api/user';
import { configureHttp } from './http';
import { liveSocket, setLiveHandlers, setSocketPath } from './live';
import { captureShareCode } from './referral';
import { watchDevice } from './device';
import { runStartup } from './startup';
import { forcedLogout, handleLoginForbidden, handleUnauthorized, loadProfile, restoreSession } from './actions/session';
import { balanceHint, loadRates } from './actions/wallet';
import { toastError, toastSuccess } from './actions/toast';
import { loadGameConfig } from './actions/games';
import { watchNetwork } from './network';

/** Connects the http layer's error catalogue (spec section 8) to the session, the dialogs and the toasts. */
export function wireHttp(): void {
  configureHttp({
    onUnauthorized: handleUnauthorized,
    onLoginForbidden: handleLoginForbidden,
    onError: (message) => void toastError(message),
  });
}

/** Wires http, socket and store together and restores the session; called once before the first render. */
function startApp(): void {
  wireHttp();
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
  });
  watchDevice();
  watchNetwork();
  void loadGameConfig();
  captureShareCode(window.location.search);
  void restoreSession();
  void userApi.wsInfo().then((env) => {
    if (env.code === CODE.OK && env.data?.path) setSocketPath(env.data.path);
    liveSocket.connect();
  });
}

/** Starts the app; a startup failure leaves the marketing error page instead of a blank screen (spec section 8). */
export function boot(): void {
  runStartup(startApp);
}
