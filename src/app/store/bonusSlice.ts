import type { Coin } from '../../core/currency';
import type { BonusView } from '../../core/promotions/types';
import type { SliceCreator } from './types';

/** Whether a bonus is still open (wagering, or wagered and its conversion due): the ones socket type 209 carries. */
export const isOpenBonus = (bonus: Pick<BonusView, 'status'>): boolean => bonus.status === 'active' || bonus.status === 'completed';

/** The player's open bonuses (socket type 209, the sign-in read, the answers of the bonus actions). */
export interface BonusSlice {
  /** The open bonuses, at most one per coin; null until known (signed out, or the first read not in yet). */
  openBonuses: BonusView[] | null;
  /** Counts the writes, so a read sent before a newer write (a 209 push, an action's answer) knows its answer is older. */
  openBonusesSeq: number;
  /** Takes the whole list of open bonuses (a 209 frame or a read); bonuses that are not open are left out. */
  setOpenBonuses(list: readonly BonusView[]): void;
  /** Takes one bonus an action answered with: an open one replaces its entry (or is added), an ended one leaves. */
  applyBonus(bonus: BonusView): void;
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
  clearBonuses: () => set((s) => ({ openBonuses: null, openBonusesSeq: s.openBonusesSeq + 1 })),
});

/** The open bonus of a coin (a player has at most one per coin), or null. */
export const openBonusOf = (list: readonly BonusView[] | null, coin: Coin): BonusView | null =>
  list?.find((b) => b.coin === coin && isOpenBonus(b)) ?? null;
