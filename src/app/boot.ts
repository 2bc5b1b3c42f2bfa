import { CODE } from '../core/api';
import { deviceClass } from '../core/device';
import * as userApi from './api/user';
import { configureHttp } from './http';
import { liveSocket, setLiveHandlers, setSocketPath } from './live';
import { captureShareCode } from './referral';
import { getState } from './store';
import { forcedLogout, handleLoginForbidden, handleUnauthorized, loadProfile, restoreSession } from './actions/session';
import { loadRates, refreshBalance } from './actions/wallet';
import { toastError, toastSuccess } from './actions/toast';

/** Keeps the device class (spec section 3) in the store. */
function watchDevice(): void {
  const update = () => getState().setDevice(deviceClass(navigator.userAgent, window.innerWidth));
  update();
  window.addEventListener('resize', update, { passive: true });
}

/** Connects the http layer's error catalogue (spec section 8) to the session, the dialogs and the toasts. */
export function wireHttp(): void {
  configureHttp({
    onUnauthorized: handleUnauthorized,
    onLoginForbidden: handleLoginForbidden,
    onError: (message) => void toastError(message),
  });
}

/** Wires http, socket and store together and restores the session; called once before the first render. */
export function boot(): void {
  wireHttp();
  setLiveHandlers({
    refreshBalance: () => void refreshBalance(),
    refreshProfile: () => void loadProfile(),
    refreshRates: () => void loadRates(),
    forcedLogout,
    toastSuccess: (message) => void toastSuccess(message),
  });
  watchDevice();
  captureShareCode(window.location.search);
  void restoreSession();
  void userApi.wsInfo().then((env) => {
    if (env.code === CODE.OK && env.data?.path) setSocketPath(env.data.path);
    liveSocket.connect();
  });
}
