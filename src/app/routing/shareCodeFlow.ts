import { clearShareCode } from './referral';
import { clearSessionStorage, getLoginStatus, removeThirdLoginEntries, setLoginStatus } from '../storage/storage';
import { getState, useStore } from '../store';

/** The Register dialog opens 4 s after a share code is read for a guest. */
export const SHARE_REGISTER_DELAY_MS = 4000;
/** ...and 5 s after the login state turns to logged out while a code is held. */
export const SHARE_LOGOUT_REGISTER_DELAY_MS = 5000;

/** What the flow needs from the app; the defaults wire it to the store and storage. */
export interface ShareCodeDeps {
  isLoggedIn(): boolean;
  /** Calls back on every change of the login state; returns the unsubscribe. */
  onLoginChange(listener: (loggedIn: boolean, wasLoggedIn: boolean) => void): () => void;
  openRegister(): void;
  /** The Register dialog will open soon: its code can be fetched now, so it opens on time. */
  prepareRegister?(): void;
  /** The close handler of the logout-style routine. */
  close(): void;
  /** Forgets the stored copy of the code (its cookie). */
  forgetStoredCode(): void;
  removeThirdLoginEntries(): void;
  clearSessionStore(): void;
  removeLoginStatus(): void;
}

/** Holds a share code from the URL and prompts a guest to register, or clears it for a logged-in user. */
export interface ShareCodeFlow {
  /** A share code was read from the URL. */
  hold(code: string): void;
  /** The held code, or null. */
  held(): string | null;
  /** Cancels timers and the login subscription. */
  dispose(): void;
}

/**
 * Share code from the URL: a guest sees the Register dialog 4 s later; when the login state turns to
 * logged out while a code is held, it opens 5 s later; a logged-in user's code is cleared and a logout-style routine
 * runs (close handler, third-party login entries removed, session store cleared, login status flag removed).
 */
export function createShareCodeFlow(deps: ShareCodeDeps): ShareCodeFlow {
  let code: string | null = null;
  let timer: ReturnType<typeof setTimeout> | null = null;

  const cancel = () => {
    if (timer !== null) clearTimeout(timer);
    timer = null;
  };
  const scheduleRegister = (delay: number) => {
    cancel();
    deps.prepareRegister?.();
    timer = setTimeout(() => {
      timer = null;
      // Conditions are checked again when the timer fires: a login in the meantime cancels the dialog.
      if (code && !deps.isLoggedIn()) deps.openRegister();
    }, delay);
  };

  const unsubscribe = deps.onLoginChange((loggedIn, wasLoggedIn) => {
    if (wasLoggedIn && !loggedIn && code) scheduleRegister(SHARE_LOGOUT_REGISTER_DELAY_MS);
  });

  return {
    hold(next) {
      code = next;
      if (!deps.isLoggedIn()) {
        scheduleRegister(SHARE_REGISTER_DELAY_MS);
        return;
      }
      code = null;
      cancel();
      deps.forgetStoredCode();
      deps.close();
      deps.removeThirdLoginEntries();
      deps.clearSessionStore();
      deps.removeLoginStatus();
    },
    held: () => code,
    dispose() {
      cancel();
      unsubscribe();
    },
  };
}

/** The flow wired to the store: logged in by the store or by the stored login status flag. */
export function storeShareCodeDeps(): ShareCodeDeps {
  return {
    isLoggedIn: () => getState().loggedIn || getLoginStatus(),
    onLoginChange: (listener) =>
      useStore.subscribe((state, prev) => {
        if (state.loggedIn !== prev.loggedIn) listener(state.loggedIn, prev.loggedIn);
      }),
    openRegister: () => getState().openDialog('register'),
    prepareRegister: () => getState().setDialogDue(true),
    close: () => getState().closeDialog(),
    forgetStoredCode: clearShareCode,
    removeThirdLoginEntries,
    clearSessionStore: clearSessionStorage,
    removeLoginStatus: () => setLoginStatus(false),
  };
}

let shared: ShareCodeFlow | null = null;

/** The app's one share-code flow, created on first use. */
export function shareCodeFlow(): ShareCodeFlow {
  shared ??= createShareCodeFlow(storeShareCodeDeps());
  return shared;
}

/** Drops the shared flow (tests). */
export function resetShareCodeFlow(): void {
  shared?.dispose();
  shared = null;
}
