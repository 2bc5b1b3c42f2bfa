import { useEffect, useState } from 'react';
import type { Loaded } from '../../src/app/actions/walletCalls';

/** A read's state on screen. */
export type LoadState<T> = { status: 'loading' } | { status: 'ok'; data: T } | { status: 'error'; message: string };

/** Reads kept for the dialog's life, one per key (a coin): a key shown again costs no request. */
export type LoadCache<T> = Map<string, Promise<Loaded<T>>>;

/**
 * The read of `key` through the cache: one request per key while it succeeds; a failed read leaves the cache, so
 * `retry` (or showing the key again) asks once more.
 */
export function useCachedLoad<T>(cache: LoadCache<T>, key: string, load: () => Promise<Loaded<T>>): [LoadState<T>, () => void] {
  const [shown, setShown] = useState<{ key: string; state: LoadState<T> }>({ key, state: { status: 'loading' } });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let live = true;
    let call = cache.get(key);
    if (!call) {
      call = load();
      cache.set(key, call);
    }
    void call.then((result) => {
      if (!result.ok && cache.get(key) === call) cache.delete(key);
      if (live) setShown({ key, state: result.ok ? { status: 'ok', data: result.data } : { status: 'error', message: result.message } });
    });
    return () => {
      live = false;
    };
    // `load` reads the key it is made for: a new function each render must not start a new read.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [cache, key, attempt]);
  // While another key's answer is on screen, the new key is loading.
  const state: LoadState<T> = shown.key === key ? shown.state : { status: 'loading' };
  const retry = () => {
    setShown({ key, state: { status: 'loading' } });
    setAttempt((n) => n + 1);
  };
  return [state, retry];
}
