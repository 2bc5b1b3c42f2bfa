import { z } from '../zod';
import type { Coin } from '../currency';

/** The share of an invitee's house edge paid to the inviter (published on the invite page): 10%. */
export const REFERRAL_RATE = '0.10';

/** The smallest commission claim, in USD. */
export const REFERRAL_MIN_CLAIM_USD = '0.01';

/** A custom share code: 4 to 16 letters or digits, stored upper-case. */
export const SHARE_CODE_RULE = 'A share code is 4 to 16 letters or digits';

/** The invite page's summary (POST /v1/user/getMyInviteUserInfo). USD amounts are decimal strings. */
export interface InviteInfo {
  shareCode: string;
  /** Whether the player chose the code (it can be chosen once). */
  custom: boolean;
  /** The site path that carries the code: /?sharCode=CODE. */
  link: string;
  rate: string;
  invited: number;
  /** Invitees whose referral pays (not blocked as a self-referral). */
  active: number;
  blocked: number;
  wageredUsd: string;
  commissionUsd: string;
  claimedUsd: string;
  claimableUsd: string;
  minClaimUsd: string;
  /** The player's share picture, or null for the default card background. */
  shareImg: string | null;
  /** The generated share card (PNG, 1200x630). */
  card: string;
}

/** One invited player (GET /v1/user/getMyInviteUserRefer). */
export interface InvitedPlayer {
  /** The invitee's nickname, or "Hidden" when their privacy setting hides it. */
  name: string;
  joinedAt: string;
  bets: number;
  wageredUsd: string;
  commissionUsd: string;
  status: 'active' | 'blocked';
  blockedReason: string | null;
}

/** A page of invitees. */
export interface InvitedPage {
  list: InvitedPlayer[];
  total: number;
  page: number;
  size: number;
}

/** A commission claim's payment (POST /v1/user/userReferralReward). */
export interface ReferralPayment {
  usd: string;
  coin: Coin;
  amount: string;
}

/** GET /v1/user/updateShareCode?shareCode=. */
export const updateShareCodeSchema = z.strictObject({
  shareCode: z
    .string({ error: 'shareCode must be a string' })
    .trim()
    .regex(/^[A-Za-z0-9]{4,16}$/, { error: SHARE_CODE_RULE })
    .transform((s) => s.toUpperCase()),
});

/** GET /v1/user/getMyInviteUserRefer. */
export const invitedPageSchema = z.strictObject({
  page: z.coerce.number({ error: 'page must be a whole number' }).int().min(1, { error: 'page must be from 1' }).max(10_000).optional(),
  size: z.coerce
    .number({ error: 'size must be a whole number' })
    .int()
    .min(1, { error: 'size must be 1 to 50' })
    .max(50, { error: 'size must be 1 to 50' })
    .optional(),
});

/** POST /v1/user/userReferralReward: paid in coin (default: the selected coin). */
export const referralClaimSchema = z.strictObject({
  coin: z
    .string({ error: 'coin must be a string' })
    .regex(/^[A-Z]{2,6}$/, { error: 'coin must be a coin code such as USDT' })
    .optional(),
});
