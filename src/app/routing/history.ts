import { UNSAFE_createBrowserHistory, UNSAFE_createMemoryHistory, type Location } from 'react-router';

/** The browser history the router reads (react-router's own history type). */
type History = ReturnType<typeof UNSAFE_createBrowserHistory>;
/** One navigation: how it happened and where it goes. */
export type HistoryUpdate = Parameters<Parameters<History['listen']>[0]>[0];

/**
 * The app's history: react-router's, with any number of listeners. A navigation reaches every listener as it starts,
 * before any page renders it: the address bar already shows its target while the next page loads. The router is one
 * listener; the top progress bar, the build watch (a newer build loads the target from the server) and the route
 * middleware read it too.
 */
export interface AppHistory extends History {
  /** Subscribes to every navigation; returns the unsubscribe. */
  listen(listener: (update: HistoryUpdate) => void): () => void;
}

/** Wraps a react-router history (which takes a single listener) so that every subscriber hears each navigation. */
export function fanOut(base: History): AppHistory {
  const listeners = new Set<(update: HistoryUpdate) => void>();
  let detach: (() => void) | null = null;
  const history: AppHistory = {
    get action() {
      return base.action;
    },
    get location(): Location {
      return base.location;
    },
    createHref: (to) => base.createHref(to),
    createURL: (to) => base.createURL(to),
    encodeLocation: (to) => base.encodeLocation(to),
    push: (to, state?: unknown) => base.push(to, state),
    replace: (to, state?: unknown) => base.replace(to, state),
    go: (delta) => base.go(delta),
    listen(listener) {
      const entry = (update: HistoryUpdate) => listener(update);
      listeners.add(entry);
      detach ??= base.listen((update) => {
        for (const l of [...listeners]) l(update);
      });
      return () => {
        listeners.delete(entry);
        if (listeners.size === 0) {
          detach?.();
          detach = null;
        }
      };
    },
  };
  return history;
}

/** The address bar's history (v5Compat: the listeners hear pushes and replaces too, not only the back button). */
export function createAppHistory(): AppHistory {
  return fanOut(UNSAFE_createBrowserHistory({ v5Compat: true }));
}

/** An in-memory history starting at `path` (tests). */
export function createTestHistory(path = '/'): AppHistory {
  return fanOut(UNSAFE_createMemoryHistory({ initialEntries: [path], v5Compat: true }));
}
