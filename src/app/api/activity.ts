import type { Coin } from '../../core/currency';
import type {
  BonusView,
  CollectableReward,
  FirstChargeInfo,
  IntroduceInfo,
  MyPromotions,
  PlayerPromotion,
  PromotionCard,
  PromotionDetail,
  PromotionGame,
  PromotionTab,
  RechargeActivityInfo,
  RedemptionResult,
} from '../../core/promotions/types';
import { get, post, type CallOptions } from '../network/http';

// Promotions and bonus calls (the contract's types: src/core/promotions/types.ts, request fields:
// src/core/promotions/schemas.ts). One small function per call. The list, a promotion, its games, the introduction,
// the home banners and the pop-up are public (a player's answers carry their entry state); the others need a session,
// and a 401 on any of them ends it, so no screen sends them for a guest.

// The calls that act (join, leave, claim, cancel, redeem) are POSTs, never retried; their failures are worded by the
// promotion actions (src/app/actions/promotions.ts), which toast them (or, for a code, show it under the field).
const ACTS: CallOptions = { silent: true };

/** The answer of a claimed deposit match: the player's new standing, and the bonus it credited. */
export interface ReceiveAwardResult {
  promotion: PlayerPromotion;
  bonus: BonusView | null;
}

/** The size and kind of the activity pop-up's list. */
export interface ActivityQuery {
  size?: number;
  type?: 'popup' | 'banner' | 'all';
}

/** POST /v1/home/selectPromotion: the promotions page's cards of a tab (joined and available need a session). */
export const selectPromotion = (body: { tab?: PromotionTab; lang?: string } = {}) =>
  post<{ list: PromotionCard[] }>('/v1/home/selectPromotion', body);

/** GET /v1/activity/selectPromotionBySourceId: one promotion in full (public; `mine` is null for a guest). */
export const selectPromotionBySourceId = (id: number, options?: CallOptions) =>
  get<PromotionDetail>('/v1/activity/selectPromotionBySourceId', { id }, options);

/** POST /v1/activity/getActivityIntroduceInfo: one promotion's rules and FAQ, or (no id) how bonuses and wagering work. */
export const getActivityIntroduceInfo = (body: { id?: number } = {}) => post<IntroduceInfo>('/v1/activity/getActivityIntroduceInfo', body);

/** GET /v1/user/selectByActivityAndUser: the player's standing in one promotion. */
export const selectByActivityAndUser = (id: number) => get<PlayerPromotion>('/v1/user/selectByActivityAndUser', { id });

/** POST /v1/activity/activityJoinThe: joins a promotion. */
export const activityJoin = (id: number) => post<PlayerPromotion>('/v1/activity/activityJoinThe', { id }, ACTS);

/** POST /v1/activity/cancel: leaves a promotion, or declines the deposit match waiting in it. */
export const cancelActivity = (id: number) => post<PlayerPromotion>('/v1/activity/cancel', { id }, ACTS);

/**
 * POST /v1/activity/receiveAward: claims a waiting deposit match (crediting its bonus), or the cashback due (every
 * period, or the one named) to the deposit balance of `coin` (default: the player's selected coin).
 */
export const receiveAward = (body: { id: number; period?: string; coin?: Coin }) =>
  post<ReceiveAwardResult>('/v1/activity/receiveAward', body, ACTS);

/** POST /v1/activity/cancelActivityReward: cancels an open bonus (its bonus balance is removed, the deposit stays). */
export const cancelActivityReward = (bonusId: number) => post<BonusView>('/v1/activity/cancelActivityReward', { bonusId }, ACTS);

/** POST /v1/activity/selectGames: the house games a promotion counts on. */
export const selectActivityGames = (id: number) => post<{ games: PromotionGame[] }>('/v1/activity/selectGames', { id });

/** GET /v1/activity/getUserRechargeActivityInfo: the deposit dialog's offers for a coin. */
export const getUserRechargeActivityInfo = (coin?: Coin) =>
  get<RechargeActivityInfo>('/v1/activity/getUserRechargeActivityInfo', coin ? { coin } : undefined, { silent: true });

/** GET /v1/activity/selectUserAvailableCollection: rewards waiting to be collected. */
export const selectUserAvailableCollection = () => get<{ list: CollectableReward[] }>('/v1/activity/selectUserAvailableCollection');

/** GET /v1/activity/selectPromotionByUserId: the player's entries, bonuses (open, then ended) and collectable rewards. */
export const selectPromotionByUserId = (options?: CallOptions) =>
  get<MyPromotions>('/v1/activity/selectPromotionByUserId', undefined, options);

/** POST /v1/home/selectAllActivityConfig: the home page's promotion banners. */
export const selectAllActivityConfig = () => post<{ banners: PromotionCard[] }>('/v1/home/selectAllActivityConfig', {}, { silent: true });

/** GET /v1/home/selectAllActivity: the activity pop-up's promotions (query fields size and type). */
export const selectAllActivity = (query: ActivityQuery = {}) =>
  get<{ list: PromotionCard[] }>('/v1/home/selectAllActivity', query, { silent: true });

/** GET /v1/bonus/queryFirstChargeInfo: the first-deposit offer and the player's state in it. */
export const queryFirstChargeInfo = () => get<FirstChargeInfo>('/v1/bonus/queryFirstChargeInfo');

/** POST /v1/bonus/chooseGame: where the first-deposit bonus is played (a code of the offer's choices). */
export const chooseBonusGame = (code: string) => post<FirstChargeInfo>('/v1/bonus/chooseGame', { code }, ACTS);

/** POST /v1/bonus/cancelFirstChargeBonus: declines the first-deposit offer, or cancels the bonus it gave. */
export const cancelFirstChargeBonus = () => post<FirstChargeInfo>('/v1/bonus/cancelFirstChargeBonus', {}, ACTS);

/** POST /v1/bonus/receiveFirstChargeBonus: claims the first-deposit bonus. */
export const receiveFirstChargeBonus = () => post<FirstChargeInfo>('/v1/bonus/receiveFirstChargeBonus', {}, ACTS);

/** POST /v1/bonus/bonusRedemptionCode/redemption: redeems a code; the caller shows the errors (under the field). */
export const redeemBonusCode = (code: string) => post<RedemptionResult>('/v1/bonus/bonusRedemptionCode/redemption', { code }, ACTS);
