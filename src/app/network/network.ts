import { getState } from '../store';

/**
 * Mirrors the browser's online/offline events into the store's offline flag (the network state
 * toggles a progress bar). Returns a function that stops watching.
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
