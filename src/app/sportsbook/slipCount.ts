import { useSyncExternalStore } from 'react';

// The sportsbook's bet-slip count as its frame last reported it: the phone navigation's Sports button shows it.

let count = 0;
const listeners = new Set<() => void>();

export function setSlipCount(next: number): void {
  if (next === count) return;
  count = next;
  for (const l of listeners) l();
}

/** The slip's count (0 once the sportsbook page is left: its frame is gone). */
export function useSlipCount(): number {
  return useSyncExternalStore(
    (l) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    () => count,
  );
}
