import { unreadFromFlags } from '../../core/vipFlags';
import type { SliceCreator } from './types';

/** Unread badges of the VIP and bonus areas (socket type 5). */
export interface VipSlice {
  vipUnread: number;
  bonusUnread: number;
  /** The last type 5 flag word (0 when none or not a flag word): the VIP page re-reads what a changed bit concerns. */
  vipFlags: number;
  /** Counts the flag words taken, so a read sent before a newer push knows its answer is older. */
  vipFlagsSeq: number;
  /** Takes the type 5 flag word: bits 5 and 6 count as bonus, the others as VIP. */
  setUnreadFlags(flags: unknown): void;
  clearVip(): void;
}

const isFlagWord = (flags: unknown): flags is number =>
  typeof flags === 'number' && Number.isInteger(flags) && flags >= 0 && flags <= 0xffffffff;

export const createVipSlice: SliceCreator<VipSlice> = (set) => ({
  vipUnread: 0,
  bonusUnread: 0,
  vipFlags: 0,
  vipFlagsSeq: 0,
  setUnreadFlags: (flags) => {
    const { vip, bonus } = unreadFromFlags(flags);
    set((s) => ({ vipUnread: vip, bonusUnread: bonus, vipFlags: isFlagWord(flags) ? flags >>> 0 : 0, vipFlagsSeq: s.vipFlagsSeq + 1 }));
  },
  clearVip: () => set((s) => ({ vipUnread: 0, bonusUnread: 0, vipFlags: 0, vipFlagsSeq: s.vipFlagsSeq + 1 })),
});
