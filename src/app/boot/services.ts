import { loadChunk } from './chunkReload';
import { captureShareCode } from '../routing/referral';
import { watchDevice } from '../device/device';
import { watchNetwork } from '../network/network';
import { runStartup } from './startup';

/*
 * The start of the app in two steps. The shell part runs before the first render: it is small and the first paint needs
 * it (the device class picks the layout). The services (http wiring, socket, session restore: ./boot, with axios and
 * decimal.js) load as their own chunk, after the lobby's first paint or as soon as a page that talks to the server
 * loads, whichever comes first. A failure of either step is a startup failure: the router shows the error page.
 */

/** The part of the start the first paint needs: device class and network state into the store, the share code kept. */
export function startShellState(): void {
  watchDevice();
  watchNetwork();
  captureShareCode(window.location.search);
}

let services: Promise<void> | null = null;

/** Loads and starts the services once; resolves when they have started (or failed: see startupFailure). */
export function startServices(): Promise<void> {
  services ??= loadChunk(() => import('./boot')).then(
    (boot) => runStartup(boot.startServices),
    (error: unknown) =>
      runStartup(() => {
        throw error;
      }),
  );
  return services;
}
