import type { VipRewardKind } from '../../core/vip/types';

/** What each reward kind is called on the page, in toasts and in the transaction list. */
export const REWARD_LABELS: Record<VipRewardKind, string> = {
  rakeback: 'Rakeback',
  recharge: 'Recharge',
  level_up: 'Level-up reward',
  daily: 'Daily reward',
  weekly: 'Weekly reward',
  monthly: 'Monthly reward',
  birthday: 'Birthday bonus',
  gift: 'Monthly gift',
  grant: 'VIP grant',
};
