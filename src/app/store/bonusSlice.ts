import type { Coin } from '../../core/currency';
import type { BonusView, FreeBetView } from '../../core/promotions/types';
import type { SliceCreator } from './types';

/** Whether a bonus is still open (wagering, or wagered and its conversion due): the ones socket type 209 carries. */
export const isOpenBonus = (bonus: Pick<BonusView, 'status'>): boolean => bonus.status === 'active' || bonus.status === 'completed';

/** Most spent free-bet ids a tab remembers (it spends them by hand, one press each). */
const SPENT_KEPT = 200;

/**
 * The player's open bonuses (socket type 209, the sign-in read, the answers of the bonus actions) and the free bets
 * they hold (type 209 only).
 */
export interface BonusSlice {
  /** The open bonuses, at most one per coin; null until known (signed out, or the first read not in yet). */
  openBonuses: BonusView[] | null;
  /** Counts the writes, so a read sent before a newer write (a 209 push, an action's answer) knows its answer is older. */
  openBonusesSeq: number;
  /** Takes the whole list of open bonuses (a 209 frame or a read); bonuses that are not open are left out. */
  setOpenBonuses(list: readonly BonusView[]): void;
  /** Takes one bonus an action answered with: an open one replaces its entry (or is added), an ended one leaves. */
  applyBonus(bonus: BonusView): void;
  /** The free bets the player holds (unused, unexpired), soonest to expire first; null until a type 209 frame. */
  freeBets: FreeBetView[] | null;
  /**
   * Free bets this tab spent (their bet was answered): left out of any later list still naming them, since a 209 frame
   * computed before the spend may arrive after its answer. A spent free bet never comes back.
   */
  spentFreeBets: number[];
  /** Takes the whole list of free bets (a 209 frame), less the ones this tab spent. */
  setFreeBets(list: readonly FreeBetView[]): void;
  /** A free bet's bet was answered: it leaves the list now, before the server's next 209 frame says so. */
  spendFreeBet(id: number): void;
  /** Logout: no bonuses and no free bets known. */
  clearBonuses(): void;
}

/** The bonus slice: no open bonuses known (null) until the sign-in read or a type 209 frame. */
export const createBonusSlice: SliceCreator<BonusSlice> = (set) => ({
  openBonuses: null,
  openBonusesSeq: 0,
  setOpenBonuses: (list) => set((s) => ({ openBonuses: list.filter(isOpenBonus), openBonusesSeq: s.openBonusesSeq + 1 })),
  applyBonus: (bonus) =>
    set((s) => {
      const others = (s.openBonuses ?? []).filter((b) => b.id !== bonus.id);
      return { openBonuses: isOpenBonus(bonus) ? [...others, bonus] : others, openBonusesSeq: s.openBonusesSeq + 1 };
    }),
  freeBets: null,
  spentFreeBets: [],
  setFreeBets: (list) => set((s) => ({ freeBets: bySoonestExpiry(list.filter((f) => !s.spentFreeBets.includes(f.id))) })),
  spendFreeBet: (id) =>
    set((s) => ({
      freeBets: s.freeBets?.filter((f) => f.id !== id) ?? null,
      spentFreeBets: s.spentFreeBets.includes(id) ? s.spentFreeBets : [id, ...s.spentFreeBets].slice(0, SPENT_KEPT),
    })),
  clearBonuses: () => set((s) => ({ openBonuses: null, openBonusesSeq: s.openBonusesSeq + 1, freeBets: null, spentFreeBets: [] })),
});

// The server sends them soonest first; sorted again (stable) so the one a press spends never depends on that.
const bySoonestExpiry = (list: FreeBetView[]): FreeBetView[] =>
  list
    .map((f, i) => [Date.parse(f.expiresAt), i, f] as const)
    .sort((a, b) => a[0] - b[0] || a[1] - b[1])
    .map(([, , f]) => f);

/** The open bonus of a coin (a player has at most one per coin), or null. */
export const openBonusOf = (list: readonly BonusView[] | null, coin: Coin): BonusView | null =>
  list?.find((b) => b.coin === coin && isOpenBonus(b)) ?? null;

const NO_FREE_BETS: readonly FreeBetView[] = [];
// Per store list, per game: the same array while the list is the same, so the selector is safe as a plain zustand one.
const usableCache = new WeakMap<readonly FreeBetView[], Map<string, readonly FreeBetView[]>>();

/** The free bets usable on a game (it is among their `games`), soonest to expire first; empty when none or unknown. */
export function freeBetsFor(list: readonly FreeBetView[] | null, game: string): readonly FreeBetView[] {
  if (!list) return NO_FREE_BETS;
  let byGame = usableCache.get(list);
  if (!byGame) usableCache.set(list, (byGame = new Map()));
  let usable = byGame.get(game);
  if (!usable) {
    const found = list.filter((f) => f.games.includes(game));
    usable = found.length > 0 ? found : NO_FREE_BETS;
    byGame.set(game, usable);
  }
  return usable;
}

/** Selector of the free bets usable on a game (a stable list per store list), none while signed out. */
export const selectFreeBetsFor =
  (game: string) =>
  (s: Pick<BonusSlice, 'freeBets'> & { loggedIn: boolean }): readonly FreeBetView[] =>
    s.loggedIn ? freeBetsFor(s.freeBets, game) : NO_FREE_BETS;

/** The free bet a press spends: the soonest to expire of the usable ones not expired at `now`, or null. */
export const nextFreeBet = (usable: readonly FreeBetView[], now: number): FreeBetView | null =>
  usable.find((f) => Date.parse(f.expiresAt) > now) ?? null;
