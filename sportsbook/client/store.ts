import { useSyncExternalStore } from 'react';

// A small observable store: one state object, replaced (never mutated) on every change, read by React through
// useSyncExternalStore with a selector (a selector returns a value the state already holds, so it is stable).

/** A store of one state object. */
export interface Store<T> {
  get(): T;
  /** Merges a patch (or the patch a function of the state gives) and tells the subscribers if anything changed. */
  set(patch: Partial<T> | ((state: T) => Partial<T>)): void;
  subscribe(listener: () => void): () => void;
}

export function createStore<T extends object>(initial: T): Store<T> {
  let state = initial;
  const listeners = new Set<() => void>();
  return {
    get: () => state,
    set(patch) {
      const p = typeof patch === 'function' ? patch(state) : patch;
      const keys = Object.keys(p) as (keyof T)[];
      if (keys.every((k) => Object.is(state[k], p[k]))) return;
      state = { ...state, ...p };
      for (const listener of [...listeners]) listener();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** A value of the store in a component, re-rendered when that value changes. */
export function useSelect<T, U>(store: Store<T>, select: (state: T) => U): U {
  return useSyncExternalStore(store.subscribe, () => select(store.get()));
}
