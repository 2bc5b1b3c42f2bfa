import { useStore } from '../../src/app/store';

/**
 * How many free bets of a promotion the player holds now, from the free bets the socket last listed (type 209); null
 * while that list is not known (no frame yet, or signed out), when only the entry state can be shown.
 */
export function useFreeBetsLeft(promotionId: number, enabled: boolean): number | null {
  return useStore((s) => {
    if (!enabled || !s.loggedIn || s.freeBets === null) return null;
    let n = 0;
    for (const f of s.freeBets) if (f.promotionId === promotionId) n++;
    return n;
  });
}
