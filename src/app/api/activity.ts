import { get, post, type CallOptions, type Fields } from '../network/http';

// Activities and bonus calls. One small function per call; the server does not serve them yet, so
// payloads are loose fields and answers `unknown` until the promotions issue defines them.

/** POST /v1/activity/cancel: leaves an activity. */
export const cancelActivity = (body: Fields, options?: CallOptions) => post<unknown>('/v1/activity/cancel', body, options);

/** GET /v1/activity/getUserRechargeActivityInfo: deposit activity of the player. */
export const getUserRechargeActivityInfo = (query?: Fields) => get<unknown>('/v1/activity/getUserRechargeActivityInfo', query);

/** POST /v1/activity/activityJoinThe: joins an activity. */
export const activityJoin = (body: Fields, options?: CallOptions) => post<unknown>('/v1/activity/activityJoinThe', body, options);

/** GET /v1/activity/selectUserAvailableCollection: rewards the player can collect. */
export const selectUserAvailableCollection = (query?: Fields) => get<unknown>('/v1/activity/selectUserAvailableCollection', query);

/** GET /v1/activity/selectPromotionBySourceId. */
export const selectPromotionBySourceId = (query: Fields) => get<unknown>('/v1/activity/selectPromotionBySourceId', query);

/** POST /v1/activity/cancelActivityReward. */
export const cancelActivityReward = (body: Fields, options?: CallOptions) =>
  post<unknown>('/v1/activity/cancelActivityReward', body, options);

/** POST /v1/activity/selectGames: games an activity counts. */
export const selectActivityGames = (body: Fields) => post<unknown>('/v1/activity/selectGames', body);

/** POST /v1/activity/getActivityIntroduceInfo: an activity's description. */
export const getActivityIntroduceInfo = (body: Fields) => post<unknown>('/v1/activity/getActivityIntroduceInfo', body);

/** POST /v1/activity/receiveAward: collects an activity reward. */
export const receiveAward = (body: Fields, options?: CallOptions) => post<unknown>('/v1/activity/receiveAward', body, options);

/** GET /v1/user/selectByActivityAndUser: the player's state in one activity. */
export const selectByActivityAndUser = (query: Fields) => get<unknown>('/v1/user/selectByActivityAndUser', query);

/** GET /v1/activity/selectPromotionByUserId: the player's promotions. */
export const selectPromotionByUserId = (query?: Fields) => get<unknown>('/v1/activity/selectPromotionByUserId', query);

/** POST /v1/home/selectPromotion: the promotions page. */
export const selectPromotion = (body: Fields = {}) => post<unknown>('/v1/home/selectPromotion', body);

/** POST /v1/home/selectAllActivityConfig. */
export const selectAllActivityConfig = (body: Fields = {}) => post<unknown>('/v1/home/selectAllActivityConfig', body);

/** GET /v1/home/selectAllActivity: the activity popup list (query fields size and type). */
export const selectAllActivity = (query?: { size?: number; type?: string }) => get<unknown>('/v1/home/selectAllActivity', query);

/** GET /v1/bonus/queryFirstChargeInfo: the first-deposit bonus. */
export const queryFirstChargeInfo = (query?: Fields) => get<unknown>('/v1/bonus/queryFirstChargeInfo', query);

/** POST /v1/bonus/chooseGame: the game the first-deposit bonus is played on. */
export const chooseBonusGame = (body: Fields, options?: CallOptions) => post<unknown>('/v1/bonus/chooseGame', body, options);

/** POST /v1/bonus/cancelFirstChargeBonus. */
export const cancelFirstChargeBonus = (body: Fields = {}, options?: CallOptions) =>
  post<unknown>('/v1/bonus/cancelFirstChargeBonus', body, options);

/** POST /v1/bonus/receiveFirstChargeBonus. */
export const receiveFirstChargeBonus = (body: Fields = {}, options?: CallOptions) =>
  post<unknown>('/v1/bonus/receiveFirstChargeBonus', body, options);

/** POST /v1/bonus/bonusRedemptionCode/redemption: redeems a bonus code; the caller shows the errors. */
export const redeemBonusCode = (body: Fields) => post<unknown>('/v1/bonus/bonusRedemptionCode/redemption', body, { silent: true });
