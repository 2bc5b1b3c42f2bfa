import type { Coin } from '../../core/currency';
import type {
  CalendarPeriod,
  GameStatistics,
  LevelI18n,
  LevelPrivilegeList,
  LockLevelList,
  PrivilegeBonusCode,
  PrivilegeBonusList,
  RechargeState,
  TypeRewardList,
  UnlockedLevelList,
  UserStateBetAmount,
  VipCalendar,
  VipClaimResult,
  VipLevelList,
  VipRebateInfo,
  VipRewardCount,
  VipSummary,
} from '../../core/vip/types';
import { get, type CallOptions } from '../network/http';

// VIP calls, all GETs (the contract's types: src/core/vip/types.ts, query fields: src/core/vip/schemas.ts). One small
// function per call. Three are public (the ladder, the privileges, the level names); the others need a session, and
// a 401 on any of them ends the session, so the page never sends them for a guest.

// The GETs that act (collect a reward, start or speed up a recharge) are not retried: a lost answer may hide a done
// collection. Their failures are worded by the VIP actions (src/app/actions/vip.ts), which know what a lost claim means.
const ACTS: CallOptions = { retry: false, silent: true };

/** Query of the rakeback / recharge claim: rakeback pays each coin in itself; recharge is paid in `coin`. */
export interface RebateClaimQuery {
  type?: 'rakeback' | 'recharge';
  coin?: Coin;
}

/** Query of a calendar claim: every unclaimed completed period of that reward. */
export interface CalendarClaimQuery {
  period: CalendarPeriod;
  coin?: Coin;
}

/** Query of a level-up claim: one level, or (no levelId) every waiting one. */
export interface UpgradeClaimQuery {
  levelId?: number;
  coin?: Coin;
}

/** Query of a privilege bonus claim. */
export interface PrivilegeClaimQuery {
  code: PrivilegeBonusCode;
  coin?: Coin;
}

/** GET /v1/userVip/getVipRebateInfo: rakeback per coin and the recharge. */
export const getVipRebateInfo = () => get<VipRebateInfo>('/v1/userVip/getVipRebateInfo');

/** GET /v1/userVip/vipReceiveReward: collects the rakeback (default) or the recharge released so far. */
export const vipRebateReceive = (query: RebateClaimQuery = {}) => get<VipClaimResult>('/v1/userVip/vipReceiveReward', query, ACTS);

/** GET /v1/userVip/getUserStateBetAmount: the player's wagering today, this week, month, last 7 days and in total. */
export const getUserStateBetAmount = () => get<UserStateBetAmount>('/v1/userVip/getUserStateBetAmount');

/** GET /v1/userVip/clickActivate: starts a 7-day recharge. */
export const clickActivate = () => get<RechargeState>('/v1/userVip/clickActivate', undefined, ACTS);

/** GET /v1/userVip/clickRapid: switches the running recharge to hourly windows. */
export const clickRapid = () => get<RechargeState>('/v1/userVip/clickRapid', undefined, ACTS);

/** GET /v1/userVip/vipLevelInfoList: the ladder (public). */
export const vipLevelInfoList = () => get<VipLevelList>('/v1/userVip/vipLevelInfoList');

/** GET /v1/user/queryGameStatistics: the player's wagering per game. */
export const queryGameStatistics = () => get<GameStatistics>('/v1/user/queryGameStatistics');

/** GET /v1/user/queryVipReferInfo: the player's level, XP and the next level. */
export const queryVipReferInfo = () => get<VipSummary>('/v1/user/queryVipReferInfo');

/** GET /v1/user/vipReceiveReward: collects a calendar reward (daily, weekly or monthly). */
export const vipReceiveReward = (query: CalendarClaimQuery) => get<VipClaimResult>('/v1/user/vipReceiveReward', query, ACTS);

/** GET /v1/user/queryVipCalendar: the calendar rewards, running and claimable, with the server's time. */
export const queryVipCalendar = () => get<VipCalendar>('/v1/user/queryVipCalendar');

/** GET /v1/user/queryTypeReward: totals per reward kind and the latest claims. */
export const queryTypeReward = () => get<TypeRewardList>('/v1/user/queryTypeReward');

/** GET /v1/user/queryUnlockedLevelList: the levels reached and their level-up rewards. */
export const queryUnlockedLevelList = () => get<UnlockedLevelList>('/v1/user/queryUnlockedLevelList');

/** GET /v1/user/queryLockLevel: the levels ahead and an operator-held level floor. */
export const queryLockLevel = () => get<LockLevelList>('/v1/user/queryLockLevel');

/** GET /v1/user/receiveUpgradeReward: collects a level-up reward, or every waiting one. */
export const receiveUpgradeReward = (query: UpgradeClaimQuery = {}) => get<VipClaimResult>('/v1/user/receiveUpgradeReward', query, ACTS);

/** GET /v1/user/queryVipRewardCount: the unread flag word and what has something to claim. */
export const queryVipRewardCount = (options?: CallOptions) => get<VipRewardCount>('/v1/user/queryVipRewardCount', undefined, options);

/** GET /v1/user/receivePrivilegeBonus: collects the birthday or monthly gift bonus. */
export const receivePrivilegeBonus = (query: PrivilegeClaimQuery) => get<VipClaimResult>('/v1/user/receivePrivilegeBonus', query, ACTS);

/** GET /v1/home/levelPrivilegeList: the privileges of every level (public). */
export const levelPrivilegeList = () => get<LevelPrivilegeList>('/v1/home/levelPrivilegeList');

/** GET /v1/user/getPrivilegeBonusList: the birthday and gift bonuses and their state. */
export const getPrivilegeBonusList = () => get<PrivilegeBonusList>('/v1/user/getPrivilegeBonusList');

/** GET /v1/user/levelI18n: the level names in a language (public). */
export const levelI18n = (lang?: string) => get<LevelI18n>('/v1/user/levelI18n', lang ? { lang } : undefined);
