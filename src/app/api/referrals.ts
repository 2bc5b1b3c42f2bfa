import type { Coin } from '../../core/currency';
import type { InvitedPage, InviteInfo, ReferralPayment } from '../../core/promotions/referrals';
import { get, post, type CallOptions } from '../network/http';

// The referral calls (the contract: src/core/promotions/referrals.ts). One small function per call. All need a session,
// and a 401 ends it, so no screen sends them for a guest. The two reads toast their failures as any read does; the
// three that act (the share code, a claim, the share picture) are silent and never retried: their refusals are worded
// by the referral actions (src/app/actions/referrals.ts), under a field or in a toast.
const ACTS: CallOptions = { silent: true };

/** The query of a page of invitees (size 1-50, the server's default 20). */
export interface InvitedQuery {
  page?: number;
  size?: number;
}

/** POST /v1/user/getMyInviteUserInfo: the invite summary (code, link, invitees, commission, the share card). */
export const getMyInviteUserInfo = (body: Record<string, never> = {}, options?: CallOptions) =>
  post<InviteInfo>('/v1/user/getMyInviteUserInfo', body, options);

/** GET /v1/user/getMyInviteUserRefer: a page of the player's invitees, newest first. */
export const getMyInviteUserRefer = (query: InvitedQuery = {}, options?: CallOptions) =>
  get<InvitedPage>('/v1/user/getMyInviteUserRefer', query, options);

/** GET /v1/user/updateShareCode?shareCode=: chooses the share code (once); it acts, so it is not retried. */
export const updateShareCode = (query: { shareCode?: string } = {}) =>
  get<InviteInfo>('/v1/user/updateShareCode', query, { ...ACTS, retry: false });

/** POST /v1/user/userReferralReward: claims the commission, paid in `coin` (default: the selected coin). */
export const userReferralReward = (body: { coin?: Coin } = {}) => post<ReferralPayment>('/v1/user/userReferralReward', body, ACTS);

/** POST /v1/home/updateShareImg: the share card's picture (FormData with the field "file", no JSON content type). */
export const updateShareImg = (form: FormData) => post<InviteInfo>('/v1/home/updateShareImg', form, ACTS);
