import { useEffect, useState } from 'react';
import { CODE, type Envelope } from '../../../src/core/api';

/**
 * What `load(id)` answered for the current `id` (a dialog's bet): the data, or the server's message (else `fallback`);
 * both null while it loads. An answer for an id no longer shown is dropped.
 */
export function useLoadById<T>(
  id: number | null,
  load: (id: number) => Promise<Envelope<T>>,
  fallback: string,
): { data: T | null; error: string | null } {
  const [loaded, setLoaded] = useState<{ id: number; data: T | null; error: string | null } | null>(null);
  useEffect(() => {
    if (id === null) return;
    let live = true;
    void load(id).then((env) => {
      if (!live) return;
      if (env.code === CODE.OK && env.data) setLoaded({ id, data: env.data, error: null });
      else setLoaded({ id, data: null, error: env.msg || fallback });
    });
    return () => {
      live = false;
    };
  }, [id, load, fallback]);
  const current = loaded && loaded.id === id ? loaded : null;
  return { data: current?.data ?? null, error: current?.error ?? null };
}
