import { useEffect, useRef, useState } from 'react';

/**
 * A brief mark after a value moves: `direction` tells which way (null: no mark). The mark lasts `ms` and a new move
 * restarts it; the first value and moves the direction ignores make none.
 */
export function useFlash<T>(value: T, direction: (before: T, after: T) => 'up' | 'down' | null, ms: number): 'up' | 'down' | null {
  const [flash, setFlash] = useState<'up' | 'down' | null>(null);
  const before = useRef(value);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(() => {
    const dir = Object.is(before.current, value) ? null : direction(before.current, value);
    before.current = value;
    if (!dir) return;
    if (timer.current) clearTimeout(timer.current);
    setFlash(dir);
    timer.current = setTimeout(() => setFlash(null), ms);
  }, [value, direction, ms]);
  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );
  return flash;
}

/** Class names joined, falsy ones left out. */
export const cls = (...names: (string | false | null | undefined)[]): string => names.filter(Boolean).join(' ');
