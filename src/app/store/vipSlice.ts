import { unreadFromFlags } from '../../core/vipFlags';
import type { SliceCreator } from './types';

/** Unread badges of the VIP and bonus areas (socket type 5). */
export interface VipSlice {
  vipUnread: number;
  bonusUnread: number;
  /** Takes the type 5 flag word: bits 5 and 6 count as bonus, the others as VIP. */
  setUnreadFlags(flags: unknown): void;
  clearVip(): void;
}

export const createVipSlice: SliceCreator<VipSlice> = (set) => ({
  vipUnread: 0,
  bonusUnread: 0,
  setUnreadFlags: (flags) => {
    const { vip, bonus } = unreadFromFlags(flags);
    set({ vipUnread: vip, bonusUnread: bonus });
  },
  clearVip: () => set({ vipUnread: 0, bonusUnread: 0 }),
});
