import { useEffect, useState } from 'react';

/** This browser's clock, re-read every `intervalMs` (a countdown's tick): only the component using it re-renders. */
export function useNow(intervalMs = 1000): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const id = setInterval(() => setNow(Date.now()), intervalMs);
    return () => clearInterval(id);
  }, [intervalMs]);
  return now;
}
