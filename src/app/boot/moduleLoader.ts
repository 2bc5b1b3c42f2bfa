import { useEffect, useReducer, useState } from 'react';

/** A module loaded on demand, usable from React without a Suspense fallback once it is in. */
export interface ModuleLoader<T> {
  /** Starts (or joins) the load; a failed load may be tried again. */
  load(): Promise<T>;
  /**
   * The module while `wanted`, or null until it has loaded. A module already loaded (preloaded on idle) renders in the
   * same pass as the change that asked for it: no fallback frame, no Suspense reveal delay. A failed load is thrown to
   * the nearest error boundary.
   */
  useModule(wanted: boolean): T | null;
  /** The module if it has loaded, else null (it starts nothing). */
  loaded(): T | null;
}

/** Wraps a module import (through loadChunk, so the chunk reload rule applies) for use in components. */
export function createModuleLoader<T>(importModule: () => Promise<T>): ModuleLoader<T> {
  let loaded: { value: T } | null = null;
  let pending: Promise<T> | null = null;
  const load = (): Promise<T> => {
    if (loaded) return Promise.resolve(loaded.value);
    pending ??= importModule().then(
      (value) => {
        loaded = { value };
        return value;
      },
      (error: unknown) => {
        pending = null;
        throw error;
      },
    );
    return pending;
  };
  function useModule(wanted: boolean): T | null {
    const [, rerender] = useReducer((n: number) => n + 1, 0);
    const [failure, setFailure] = useState<{ error: unknown } | null>(null);
    useEffect(() => {
      if (!wanted || loaded) return;
      let live = true;
      load().then(
        () => live && rerender(),
        (error: unknown) => live && setFailure({ error }),
      );
      return () => {
        live = false;
      };
    }, [wanted]);
    if (failure) throw failure.error;
    return wanted && loaded ? loaded.value : null;
  }
  return { load, useModule, loaded: () => loaded?.value ?? null };
}
