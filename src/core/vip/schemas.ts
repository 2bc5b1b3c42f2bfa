import { z } from '../zod';
import { COIN_CODES } from '../currency';
import { CALENDAR_PERIODS, PRIVILEGE_BONUSES } from './types';

const coin = z.enum(COIN_CODES, { error: `coin must be one of ${COIN_CODES.join(', ')}` }).optional();

/** A call without fields. */
export const vipPlainQuery = z.strictObject({});

/** GET /v1/userVip/vipReceiveReward: rakeback (default) or recharge. Rakeback pays each coin in itself. */
export const rebateClaimQuery = z.strictObject({
  type: z.enum(['rakeback', 'recharge'], { error: 'type must be rakeback or recharge' }).optional(),
  coin,
});

/** GET /v1/user/vipReceiveReward: one calendar reward, every unclaimed period of it; paid in coin (default: selected). */
export const calendarClaimQuery = z.strictObject({
  period: z.enum(CALENDAR_PERIODS, { error: `period must be one of ${CALENDAR_PERIODS.join(', ')}` }),
  coin,
});

/** GET /v1/user/receiveUpgradeReward: one level's reward, or every waiting one. */
export const upgradeClaimQuery = z.strictObject({
  levelId: z.coerce
    .number({ error: 'levelId must be a whole number' })
    .int({ error: 'levelId must be a whole number' })
    .min(1, { error: 'levelId must be a whole number from 1' })
    .max(32767, { error: 'levelId is too large' })
    .optional(),
  coin,
});

/** GET /v1/user/receivePrivilegeBonus. */
export const privilegeClaimQuery = z.strictObject({
  code: z.enum(PRIVILEGE_BONUSES, { error: `code must be one of ${PRIVILEGE_BONUSES.join(', ')}` }),
  coin,
});

/** GET /v1/userVip/clickActivate and clickRapid: no fields. */
export const rechargeQuery = vipPlainQuery;

/** GET /v1/user/levelI18n. */
export const levelI18nQuery = z.strictObject({
  lang: z
    .string({ error: 'lang must be a string' })
    .regex(/^[a-z]{2}_[A-Z]{2}$/, { error: 'lang must look like en_US' })
    .optional(),
});
