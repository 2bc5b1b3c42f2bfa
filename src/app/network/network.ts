import { getState } from '../store';

/**
 * Mirrors the browser's online/offline events into the store's offline flag (the network state
 * toggles a progress bar). Returns a function that stops watching. The browser's word is not the only one: a page
 * opened while the network is gone can start with `navigator.onLine` true, so a call that finds no network sets the
 * flag too, and the next call answered clears it (requestReached).
 */
export function watchNetwork(target: Window = window): () => void {
  const update = () => getState().setOffline(!target.navigator.onLine);
  const offline = () => getState().setOffline(true);
  const online = () => getState().setOffline(false);
  update();
  target.addEventListener('offline', offline);
  target.addEventListener('online', online);
  return () => {
    target.removeEventListener('offline', offline);
    target.removeEventListener('online', online);
  };
}

/** What the http layer learned of the network from one call: it reached the server (true) or found no network (false). */
export function requestReached(reached: boolean): void {
  const offline = !reached;
  if (getState().offline !== offline) getState().setOffline(offline);
}
