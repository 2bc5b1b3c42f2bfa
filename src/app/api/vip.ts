import { get, type CallOptions, type Fields } from '../network/http';

// VIP calls, all GETs. One small function per call; the server does not serve them yet, so answers
// are `unknown` until the VIP issue defines them.

// The GETs that act (collect a reward, activate a bonus) are not retried: a lost answer may hide a done collection.
const ACTS: CallOptions = { retry: false };

/** GET /v1/userVip/getVipRebateInfo. */
export const getVipRebateInfo = (query?: Fields) => get<unknown>('/v1/userVip/getVipRebateInfo', query);

/** GET /v1/userVip/vipReceiveReward: collects a VIP rebate. */
export const vipRebateReceive = (query?: Fields) => get<unknown>('/v1/userVip/vipReceiveReward', query, ACTS);

/** GET /v1/userVip/getUserStateBetAmount. */
export const getUserStateBetAmount = (query?: Fields) => get<unknown>('/v1/userVip/getUserStateBetAmount', query);

/** GET /v1/userVip/clickActivate. */
export const clickActivate = (query?: Fields) => get<unknown>('/v1/userVip/clickActivate', query, ACTS);

/** GET /v1/userVip/clickRapid. */
export const clickRapid = (query?: Fields) => get<unknown>('/v1/userVip/clickRapid', query, ACTS);

/** GET /v1/userVip/vipLevelInfoList: the level table. */
export const vipLevelInfoList = (query?: Fields) => get<unknown>('/v1/userVip/vipLevelInfoList', query);

/** GET /v1/user/queryGameStatistics. */
export const queryGameStatistics = (query?: Fields) => get<unknown>('/v1/user/queryGameStatistics', query);

/** GET /v1/user/queryVipReferInfo. */
export const queryVipReferInfo = (query?: Fields) => get<unknown>('/v1/user/queryVipReferInfo', query);

/** GET /v1/user/vipReceiveReward: collects a VIP reward. */
export const vipReceiveReward = (query?: Fields) => get<unknown>('/v1/user/vipReceiveReward', query, ACTS);

/** GET /v1/user/queryVipCalendar. */
export const queryVipCalendar = (query?: Fields) => get<unknown>('/v1/user/queryVipCalendar', query);

/** GET /v1/user/queryTypeReward. */
export const queryTypeReward = (query?: Fields) => get<unknown>('/v1/user/queryTypeReward', query);

/** GET /v1/user/queryUnlockedLevelList. */
export const queryUnlockedLevelList = (query?: Fields) => get<unknown>('/v1/user/queryUnlockedLevelList', query);

/** GET /v1/user/queryLockLevel. */
export const queryLockLevel = (query?: Fields) => get<unknown>('/v1/user/queryLockLevel', query);

/** GET /v1/user/receiveUpgradeReward: collects the level-up reward. */
export const receiveUpgradeReward = (query?: Fields) => get<unknown>('/v1/user/receiveUpgradeReward', query, ACTS);

/** GET /v1/user/queryVipRewardCount. */
export const queryVipRewardCount = (query?: Fields) => get<unknown>('/v1/user/queryVipRewardCount', query);

/** GET /v1/user/receivePrivilegeBonus. */
export const receivePrivilegeBonus = (query?: Fields) => get<unknown>('/v1/user/receivePrivilegeBonus', query, ACTS);

/** GET /v1/home/levelPrivilegeList: privileges per level. */
export const levelPrivilegeList = (query?: Fields) => get<unknown>('/v1/home/levelPrivilegeList', query);

/** GET /v1/user/getPrivilegeBonusList. */
export const getPrivilegeBonusList = (query?: Fields) => get<unknown>('/v1/user/getPrivilegeBonusList', query);

/** GET /v1/user/levelI18n: level names. */
export const levelI18n = (query?: Fields) => get<unknown>('/v1/user/levelI18n', query);
