import { useCallback, useEffect, useRef, useState } from 'react';
import { CODE, type Envelope } from '../../src/core/api';
import { NETWORK_FAILURE } from '../../src/app/network/http';

/** A read's state on screen. */
export type LoadState<T> =
  { status: 'idle' } | { status: 'loading' } | { status: 'ok'; data: T } | { status: 'error'; code: number; message: string };

/** Shown when a read failed without a message of its own. */
export const READ_FAILED = "Couldn't load this, check your connection and try again";

/** The read's controls: read again (keeping what is shown until the answer), and change the data shown. */
export interface Loader<T> {
  state: LoadState<T>;
  /** Reads again; what is shown stays until the answer (a failed re-read keeps it too). */
  reload(): void;
  /** Changes the data shown (an action's answer), when there is some. */
  update(fn: (data: T) => T): void;
}

/**
 * Reads `load` whenever `key` changes (null: nothing to read, e.g. a guest's player calls), dropping answers of an
 * earlier key or an earlier read. The first read of a key shows `loading`; a re-read keeps the data on screen.
 */
export function useLoad<T>(load: () => Promise<Envelope<T>>, key: string | null): Loader<T> {
  const initial = (k: string | null): LoadState<T> => (k === null ? { status: 'idle' } : { status: 'loading' });
  const [shown, setShown] = useState<{ key: string | null; state: LoadState<T> }>(() => ({ key, state: initial(key) }));
  // A new key shows nothing of the one before (another player's data, another promotion): it starts afresh.
  if (shown.key !== key) setShown({ key, state: initial(key) });
  const loadRef = useRef(load);
  useEffect(() => {
    loadRef.current = load;
  });
  const seq = useRef(0);

  const read = useCallback((forKey: string) => {
    const mine = ++seq.current;
    void loadRef.current().then((env) => {
      if (mine !== seq.current) return;
      if (env.code === CODE.OK && env.data !== null && env.data !== undefined) {
        const data = env.data;
        setShown({ key: forKey, state: { status: 'ok', data } });
      } else {
        const message = env.code === NETWORK_FAILURE || !env.msg ? READ_FAILED : env.msg;
        // A failed re-read keeps what is on screen.
        setShown((s) =>
          s.key === forKey && s.state.status === 'ok' ? s : { key: forKey, state: { status: 'error', code: env.code, message } },
        );
      }
    });
  }, []);

  useEffect(() => {
    // Answers on their way for the key before are dropped.
    if (key === null) seq.current++;
    else read(key);
  }, [key, read]);

  const reload = useCallback(() => {
    if (key !== null) read(key);
  }, [key, read]);
  const update = useCallback(
    (fn: (data: T) => T) => setShown((s) => (s.state.status === 'ok' ? { ...s, state: { status: 'ok', data: fn(s.state.data) } } : s)),
    [],
  );
  return { state: shown.key === key ? shown.state : initial(key), reload, update };
}
