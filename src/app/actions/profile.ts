import { CODE, type Envelope, type UserInfo } from '../../core/api';
import type { SessionRow } from '../../core/accountSessions';
import { AVATAR } from '../../core/avatar';
import type { TwoFactorSecret } from '../../core/twoFactor';
import * as protectionApi from '../api/protection';
import * as userApi from '../api/user';
import type { ChangeEmailBody, CloseTwoAuthBody, UpdatePasswordBody, UpdatePaymentBody } from '../api/user';
import { getState } from '../store';
import { toastSuccess } from './toast';

/** Outcome of a profile form: done, or the server's refusal to show. */
export type ProfileResult = { ok: true } | { ok: false; code: number; message: string };

// A write that answers the updated profile: the store takes it and a toast confirms.
async function profileWrite(call: Promise<Envelope<UserInfo>>, done: string): Promise<ProfileResult> {
  const env = await call;
  if (env.code === CODE.OK && env.data) {
    getState().setUser(env.data);
    toastSuccess(done);
    return { ok: true };
  }
  return { ok: false, code: env.code, message: env.msg || 'Something went wrong, please try again' };
}

/** POST /v1/user/updateName. */
export const saveNickName = (nickName: string) => profileWrite(userApi.updateName({ nickName }, { silent: true }), 'Nickname saved');

/** POST /v1/user/updatePrivacy: 1 hides the player's name in feeds and chat. */
export const savePrivacy = (privacy: 0 | 1) =>
  profileWrite(userApi.updatePrivacy({ privacy }, { silent: true }), privacy ? 'Your name is hidden now' : 'Your name is shown now');

/** POST /v1/user/validateEmail. */
export const verifyEmail = (code: string) => profileWrite(userApi.validateEmail({ code }, { silent: true }), 'Email verified');

/** POST /v1/user/changeEmail. */
export const changeEmail = (body: ChangeEmailBody) => profileWrite(userApi.changeEmail(body, { silent: true }), 'Email changed');

/** POST /v1/user/startTwoAuth. */
export const enableTwoFactor = (googleCode: string) =>
  profileWrite(userApi.startTwoAuth({ googleCode }, { silent: true }), 'Two-factor login is on');

/** POST /v1/user/closeTwoAuth. */
export const disableTwoFactor = (body: CloseTwoAuthBody) =>
  profileWrite(userApi.closeTwoAuth(body, { silent: true }), 'Two-factor login is off');

/** GET /v1/user/secret: a secret to enrol, shown once. */
export async function enrolTwoFactor(): Promise<{ ok: true; secret: TwoFactorSecret } | { ok: false; message: string }> {
  const env = await userApi.secret({ silent: true });
  if (env.code === CODE.OK && env.data) return { ok: true, secret: env.data };
  return { ok: false, message: env.msg || 'The secret could not be made, please try again' };
}

/** POST /v1/user/updateLoginPassword: this browser stays logged in; every other session of the player ends. */
export async function changePassword(body: UpdatePasswordBody): Promise<ProfileResult> {
  const env = await userApi.updateLoginPassword(body, { silent: true });
  if (env.code !== CODE.OK) return { ok: false, code: env.code, message: env.msg || 'Something went wrong, please try again' };
  toastSuccess(env.msg || 'Password changed');
  return { ok: true };
}

/** POST /v1/user/validatePass: whether the login password is right (a wrong one counts as a failed login). */
export async function checkPassword(password: string): Promise<ProfileResult> {
  const env = await userApi.validatePass({ password }, { silent: true });
  if (env.code === CODE.OK && env.data?.valid) return { ok: true };
  return { ok: false, code: env.code, message: env.msg || 'Something went wrong, please try again' };
}

/** POST /v1/user/updatePayment: the payment details with the login password; the store takes the new profile. */
export const savePaymentDetails = (body: UpdatePaymentBody) =>
  profileWrite(userApi.updatePayment(body, { silent: true }), 'Payment details saved');

/** GET /v1/user/clearSessionId: signs out every other browser and device of the player. */
export async function signOutElsewhere(): Promise<ProfileResult & { ended?: number }> {
  const env = await userApi.clearSessionId();
  if (env.code !== CODE.OK || !env.data) return { ok: false, code: env.code, message: env.msg || 'Something went wrong, please try again' };
  toastSuccess(
    env.data.ended ? `Signed out ${env.data.ended} other session${env.data.ended === 1 ? '' : 's'}` : 'No other sessions were open',
  );
  return { ok: true, ended: env.data.ended };
}

/** GET /api/account/sessions: the player's live sessions, this one marked. */
export async function loadSessions(): Promise<SessionRow[] | null> {
  const env = await userApi.accountSessions();
  return env.code === CODE.OK && env.data ? env.data : null;
}

/** What is wrong with a picture before it is sent (type or size), or null when it may go. */
export function avatarFileError(file: { type: string; size: number }): string | null {
  if (!(AVATAR.accept as readonly string[]).includes(file.type)) return 'Choose a JPEG, PNG, WebP, GIF or AVIF picture';
  if (file.size > AVATAR.maxBytes) return `The picture is larger than ${AVATAR.maxBytes / 1024 / 1024} MB`;
  return null;
}

/** POST /v1/user/updateImgUrl: uploads the picture as multipart (no JSON content type); the server re-encodes it. */
export function uploadAvatar(file: File): Promise<ProfileResult> {
  const form = new FormData();
  form.append('file', file);
  return profileWrite(userApi.updateImgUrl(form, { silent: true }), 'Avatar updated');
}

/** POST /v1/protection/birth: the date of birth of an account without one; play and deposits open with it. */
export const saveBirth = (birth: string) =>
  profileWrite(protectionApi.setBirth(birth), 'Date of birth saved: you can play and deposit now');
