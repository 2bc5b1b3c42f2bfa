import { useCallback, useState } from 'react';
import { storage } from '../../../src/app/storage/storage';

/** A setting kept in the app storage (session area like every key not listed as long-lived). */
export function useStoredState<T>(key: string, fallback: T): [T, (value: T) => void] {
  const [value, setValue] = useState<T>(() => storage.getJson<T>(key) ?? fallback);
  const set = useCallback(
    (next: T) => {
      setValue(next);
      storage.setJson(key, next);
    },
    [key],
  );
  return [value, set];
}
