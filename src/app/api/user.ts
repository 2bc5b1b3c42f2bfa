import type { z } from '../../core/zod';
import type { UserInfo, WsInfo } from '../../core/api';
import type { ClearSessionsData, SessionRow } from '../../core/accountSessions';
import type {
  checkEmailSchema,
  loginSchema,
  registerSchema,
  setFiatTypeSchema,
  updateNameSchema,
  updatePasswordSchema,
  updatePrivacySchema,
} from '../../core/schemas';
import type {
  changeEmailSchema,
  CodeSentData,
  DevMailbox,
  mailCodeSchema,
  registerCodeSchema,
  userMailCodeSchema,
  validateEmailSchema,
} from '../../core/emailCodes';
import type { PasswordValid, updatePaymentSchema, validatePassSchema } from '../../core/paymentDetails';
import type { checkGoogleCodeSchema, closeTwoAuthSchema, startTwoAuthSchema, TwoFactorSecret, TwoFactorStatus } from '../../core/twoFactor';
import { get, post, type CallOptions } from '../network/http';

// User and auth calls. One small function per call; answers the server does not serve yet are
// typed `unknown` until their issue defines them.

/** Body of POST /v1/user/login. */
export type LoginBody = z.input<typeof loginSchema>;
/** Body of POST /v1/user/register. */
export type RegisterBody = z.input<typeof registerSchema>;
/** Body of POST /v1/user/setFiatType. */
export type SetFiatTypeBody = z.input<typeof setFiatTypeSchema>;
/** Body of POST /v1/user/updateName. */
export type UpdateNameBody = z.input<typeof updateNameSchema>;
/** Body of POST /v1/user/updateLoginPassword. */
export type UpdatePasswordBody = z.input<typeof updatePasswordSchema>;
/** Body of POST /v1/user/updatePrivacy. */
export type UpdatePrivacyBody = z.input<typeof updatePrivacySchema>;
/** Body of POST /v1/user/mail/common/registerCode. */
export type RegisterCodeBody = z.input<typeof registerCodeSchema>;
/** Body of POST /v1/mail/common/code. */
export type MailCodeBody = z.input<typeof mailCodeSchema>;
/** Body of POST /v1/user/mail/common/code. */
export type UserMailCodeBody = z.input<typeof userMailCodeSchema>;
/** Body of POST /v1/user/validateEmail. */
export type ValidateEmailBody = z.input<typeof validateEmailSchema>;
/** Body of POST /v1/user/changeEmail. */
export type ChangeEmailBody = z.input<typeof changeEmailSchema>;
/** Body of POST /v1/user/startTwoAuth. */
export type StartTwoAuthBody = z.input<typeof startTwoAuthSchema>;
/** Body of POST /v1/user/closeTwoAuth. */
export type CloseTwoAuthBody = z.input<typeof closeTwoAuthSchema>;
/** Query of GET /v1/user/checkGoogleCode. */
export type CheckGoogleCodeQuery = z.input<typeof checkGoogleCodeSchema>;
/** Body of POST /v1/user/validatePass. */
export type ValidatePassBody = z.input<typeof validatePassSchema>;
/** Body of POST /v1/user/updatePayment. */
export type UpdatePaymentBody = z.input<typeof updatePaymentSchema>;
/** Query of GET /v1/user/checkEmail. */
export type CheckEmailQuery = z.input<typeof checkEmailSchema>;

/** POST /v1/user/login: userName holds a name or an email. A 403 opens the prohibition notice (http layer). */
export const login = (body: LoginBody) => post<UserInfo>('/v1/user/login', body);

/** GET /v1/user/getUuid. */
export const getUuid = () => get<{ uuid: string }>('/v1/user/getUuid');

/** GET /v1/user/checkEmail: whether an address is taken. */
export const checkEmail = (query: CheckEmailQuery) => get<{ exists: boolean }>('/v1/user/checkEmail', query);

/** POST /v1/user/register: logged in after success. */
export const register = (body: RegisterBody) => post<UserInfo>('/v1/user/register', body);

/** POST /v1/user/mail/common/registerCode: mails a sign-up code to an address not registered yet (returns data). */
export const registerCode = (body: RegisterCodeBody, options?: CallOptions) =>
  post<CodeSentData>('/v1/user/mail/common/registerCode', body, options);

/** POST /v1/user/offlineUser: log out. */
export const offlineUser = () => post<null>('/v1/user/offlineUser', {}, { silent: true });

/** GET /v1/user/info: the profile, or code 401. */
export const userInfo = (options?: CallOptions) => get<UserInfo>('/v1/user/info', undefined, options);

/** POST /v1/user/updateImgUrl: avatar upload (FormData, no JSON content type). */
export const updateImgUrl = (form: FormData, options?: CallOptions) => post<UserInfo>('/v1/user/updateImgUrl', form, options);

/** GET /v1/user/secret: a two-factor secret to enrol and its otpauth URL (the QR code), shown this once. */
export const secret = (options?: CallOptions) => get<TwoFactorSecret>('/v1/user/secret', undefined, options);

/** GET /v1/user/getMyInfo. */
export const getMyInfo = (options?: CallOptions) => get<UserInfo>('/v1/user/getMyInfo', undefined, options);

/** POST /v1/user/updateName: the nickname. */
export const updateName = (body: UpdateNameBody, options?: CallOptions) => post<UserInfo>('/v1/user/updateName', body, options);

/** POST /v1/user/updateLoginPassword: ends every other session of the player on success (this one stays). */
export const updateLoginPassword = (body: UpdatePasswordBody, options?: CallOptions) =>
  post<ClearSessionsData>('/v1/user/updateLoginPassword', body, options);

/** POST /v1/user/updatePayment: saves the payment details (the login password with them); answers the profile. */
export const updatePayment = (body: UpdatePaymentBody, options?: CallOptions) => post<UserInfo>('/v1/user/updatePayment', body, options);

/** POST /v1/user/changeEmail: the new address with the codes mailed to the current and the new one. */
export const changeEmail = (body: ChangeEmailBody, options?: CallOptions) => post<UserInfo>('/v1/user/changeEmail', body, options);

/** POST /v1/user/validateEmail: verifies the account's address with the code mailed to it. */
export const validateEmail = (body: ValidateEmailBody, options?: CallOptions) => post<UserInfo>('/v1/user/validateEmail', body, options);

/** POST /v1/mail/common/code: mails a code to the address in the body (sign-up, or the new address of a change). */
export const mailCode = (body: MailCodeBody, options?: CallOptions) => post<CodeSentData>('/v1/mail/common/code', body, options);

/** POST /v1/user/mail/common/code: mails a code to the logged-in player's own address. */
export const userMailCode = (body: UserMailCodeBody, options?: CallOptions) =>
  post<CodeSentData>('/v1/user/mail/common/code', body, options);

/** POST /v1/user/validatePass: checks the login password (wrong guesses count as failed logins). */
export const validatePass = (body: ValidatePassBody, options?: CallOptions) => post<PasswordValid>('/v1/user/validatePass', body, options);

/** GET /v1/user/wsinfo: socket path and timings. */
export const wsInfo = () => get<WsInfo>('/v1/user/wsinfo', undefined, { silent: true });

/** POST /v1/user/updatePrivacy: 1 hides the player's name in public feeds. */
export const updatePrivacy = (body: UpdatePrivacyBody, options?: CallOptions) => post<UserInfo>('/v1/user/updatePrivacy', body, options);

/** POST /v1/user/startTwoAuth: turns two-factor login on with a code of the enrolled secret. */
export const startTwoAuth = (body: StartTwoAuthBody, options?: CallOptions) => post<UserInfo>('/v1/user/startTwoAuth', body, options);

/** POST /v1/user/closeTwoAuth: turns two-factor login off (a code and the password). */
export const closeTwoAuth = (body: CloseTwoAuthBody, options?: CallOptions) => post<UserInfo>('/v1/user/closeTwoAuth', body, options);

/** GET /v1/user/checkGoogleCode: checks (and uses up) an authenticator code of the logged-in player. */
export const checkGoogleCode = (query: CheckGoogleCodeQuery, options?: CallOptions) =>
  get<{ valid: true }>('/v1/user/checkGoogleCode', query, options);

/** GET /v1/user/googleCheck: whether two-factor login is on for the logged-in player. */
export const googleCheck = (options?: CallOptions) => get<TwoFactorStatus>('/v1/user/googleCheck', undefined, options);

/** GET /v1/user/clearSessionId: ends every other session of the player (this one stays). */
export const clearSessionId = () => get<ClearSessionsData>('/v1/user/clearSessionId', undefined, { silent: true });

/** GET /api/account/sessions: the player's live sessions (browsers and devices logged in), this one marked. */
export const accountSessions = () => get<SessionRow[]>('/api/account/sessions', undefined, { silent: true });

/** POST /v1/user/setFiatType: display mode (COIN or FAIT) and/or the fiat; answers the profile. */
export const setFiatType = (body: SetFiatTypeBody) => post<UserInfo>('/v1/user/setFiatType', body, { toastError: true });

/** GET /api/dev/mailbox (demo mode only, 404 otherwise): the latest mails of the server's outbox, to one address or all. */
export const devMailbox = (query?: { to: string }) => get<DevMailbox>('/api/dev/mailbox', query, { silent: true });
