import { CODE, type Envelope } from '../../core/api';
import type { Coin } from '../../core/currency';
import { formatCoin, toDecimal } from '../../core/format';
import { updateShareCodeSchema, type InviteInfo, type ReferralPayment } from '../../core/promotions/referrals';
import * as referralApi from '../api/referrals';
import { NETWORK_FAILURE } from '../network/http';
import { avatarFileError } from './profile';
import { ACTION_FAILED, type PromoOutcome } from './promotions';
import { toastError, toastSuccess, toastWarning } from './toast';

// The referral page's actions: choose the share code (once), claim the commission, change the share card's picture.
// Each is sent once, never retried. A claim's refusal is toasted as the server words it; the code's and the picture's
// are their forms' to show beside the field (no toast), and so is a value refused here before any request.

/** Shown when an action got no answer: it may have gone through, so the page reads the summary again. */
export const REFERRAL_NO_ANSWER = 'No answer from the server. Your referral summary is read again to show whether it went through.';

/** An answer as an outcome; `toast` false leaves the message to the caller (a form shows it beside its field). */
async function acted<T>(call: Promise<Envelope<T>>, toast: boolean): Promise<PromoOutcome<T>> {
  const env = await call;
  if (env.code === CODE.OK && env.data !== null && env.data !== undefined) return { ok: true, data: env.data };
  const message = env.code === NETWORK_FAILURE ? REFERRAL_NO_ANSWER : env.msg || ACTION_FAILED;
  // 401 has already ended the session (http layer); its toast would only repeat that.
  if (toast && env.code !== CODE.UNAUTHORIZED) {
    if (env.code === CODE.TOO_MANY) toastWarning(message);
    else toastError(message);
  }
  return { ok: false, code: env.code, message };
}

/** The invite link to share: the summary's site path ("/?sharCode=CODE") on this site's origin. */
export function inviteUrl(link: string, origin: string = window.location.origin): string {
  return new URL(link, origin).href;
}

/** Whether there is commission to claim: at least the smallest claim (and more than nothing). */
export function canClaim(info: Pick<InviteInfo, 'claimableUsd' | 'minClaimUsd'>): boolean {
  const claimable = toDecimal(info.claimableUsd);
  return claimable.gt(0) && claimable.gte(toDecimal(info.minClaimUsd));
}

/**
 * The share card's address. The server keeps a card for a few minutes (it is public, for the link's previews): after a
 * new picture the page asks for it with a version suffix, so the browser fetches the card drawn over it.
 */
export function shareCardSrc(card: string, version: number | null): string {
  return version === null ? card : `${card}${card.includes('?') ? '&' : '?'}v=${version}`;
}

/**
 * Chooses the share code (once): a malformed code is refused here with the contract's words, without a request; the
 * server's refusal (taken, already chosen) is the form's to show.
 */
export async function chooseShareCode(text: string): Promise<PromoOutcome<InviteInfo>> {
  const parsed = updateShareCodeSchema.safeParse({ shareCode: text });
  if (!parsed.success) return { ok: false, code: CODE.BAD_REQUEST, message: parsed.error.issues[0]?.message ?? 'Enter a code' };
  const outcome = await acted(referralApi.updateShareCode({ shareCode: parsed.data.shareCode }), false);
  if (outcome.ok) toastSuccess(`Your share code is now ${outcome.data.shareCode}`, 'Share code saved');
  return outcome;
}

/** Claims the commission, paid to the deposit balance in `coin`; the balance follows on the socket. */
export async function claimCommission(coin: Coin): Promise<PromoOutcome<ReferralPayment>> {
  const outcome = await acted(referralApi.userReferralReward({ coin }), true);
  if (outcome.ok) toastSuccess(`Claimed ${formatCoin(outcome.data.amount)} ${outcome.data.coin}`, 'Commission claimed');
  return outcome;
}

/**
 * Uploads the share card's picture as the avatar is uploaded (one multipart field "file", the same formats and size,
 * checked here first); the server re-encodes it to the card's size without its metadata.
 */
export async function uploadSharePicture(file: File): Promise<PromoOutcome<InviteInfo>> {
  const problem = avatarFileError(file);
  if (problem) return { ok: false, code: CODE.BAD_REQUEST, message: problem };
  const form = new FormData();
  form.append('file', file);
  const outcome = await acted(referralApi.updateShareImg(form), false);
  if (outcome.ok) toastSuccess('Your share card shows the new picture', 'Picture updated');
  return outcome;
}
