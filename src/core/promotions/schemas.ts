import { z } from '../zod';
import { PROMOTION_TABS } from './types';

const id = (field: string) =>
  z.coerce
    .number({ error: `${field} must be a whole number` })
    .int({ error: `${field} must be a whole number` })
    .min(1, { error: `${field} must be a whole number from 1` })
    .max(2_147_483_647, { error: `${field} is too large` });

const lang = z
  .string({ error: 'lang must be a string' })
  .regex(/^[a-z]{2}_[A-Z]{2}$/, { error: 'lang must look like en_US' })
  .optional();

/** A call without fields. */
export const promoPlainSchema = z.strictObject({});

/** POST /v1/home/selectPromotion. */
export const selectPromotionSchema = z.strictObject({
  tab: z.enum(PROMOTION_TABS, { error: `tab must be one of ${PROMOTION_TABS.join(', ')}` }).optional(),
  lang,
});

/** Calls naming one promotion: ?id= or {id}. */
export const promotionIdSchema = z.strictObject({ id: id('id'), lang });

/** POST /v1/activity/getActivityIntroduceInfo: one promotion's rules and FAQ, or (no id) how bonuses work. */
export const introduceSchema = z.strictObject({ id: id('id').optional(), lang });

/** POST /v1/activity/receiveAward: the promotion, and for a period-based reward the period (default: the due one). */
export const receiveAwardSchema = z.strictObject({
  id: id('id'),
  period: z
    .string({ error: 'period must be a string' })
    .regex(/^[0-9A-Za-z:-]{1,32}$/, { error: 'period must be a period key such as 2026-12-04' })
    .optional(),
  /** The coin a cashback is paid in (default: the player's selected coin). */
  coin: z
    .string({ error: 'coin must be a string' })
    .regex(/^[A-Z]{2,6}$/, { error: 'coin must be a coin code such as USDT' })
    .optional(),
});

/** POST /v1/activity/cancelActivityReward: cancels an open bonus (its bonus balance is removed). */
export const cancelBonusSchema = z.strictObject({ bonusId: id('bonusId') });

/** GET /v1/activity/getUserRechargeActivityInfo. */
export const rechargeInfoSchema = z.strictObject({
  coin: z
    .string({ error: 'coin must be a string' })
    .regex(/^[A-Z]{2,6}$/, { error: 'coin must be a coin code such as USDT' })
    .optional(),
});

/** GET /v1/home/selectAllActivity: the activity pop-up (spec query fields size and type). */
export const selectAllActivitySchema = z.strictObject({
  size: z.coerce
    .number({ error: 'size must be a whole number' })
    .int({ error: 'size must be a whole number' })
    .min(1, { error: 'size must be 1 to 20' })
    .max(20, { error: 'size must be 1 to 20' })
    .optional(),
  type: z.enum(['popup', 'banner', 'all'], { error: 'type must be popup, banner or all' }).optional(),
});

/** POST /v1/bonus/chooseGame: where the first-deposit bonus is played (a product code from the offer's choices). */
export const chooseGameSchema = z.strictObject({
  code: z.string({ error: 'code must be a string' }).regex(/^[a-z][a-z_]{1,31}$/, { error: 'code must be one of the offered choices' }),
});

/** The redemption code as typed: letters, digits and dashes, 4 to 32, any case (spaces around are trimmed). */
export const redemptionSchema = z.strictObject({
  code: z
    .string({ error: 'code must be a string' })
    .trim()
    .min(1, { error: 'Enter a code' })
    .regex(/^[A-Za-z0-9][A-Za-z0-9-]{3,31}$/, { error: 'A code is 4 to 32 letters, digits or dashes' })
    .transform((s) => s.toUpperCase()),
});
