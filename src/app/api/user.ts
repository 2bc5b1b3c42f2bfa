import type { z } from 'zod';
import type { UserInfo, WsInfo } from '../../core/api';
import type { loginSchema, registerSchema, setFiatTypeSchema } from '../../core/schemas';
import { get, post, type CallOptions } from '../http';

/** Body of POST /v1/user/login. */
export type LoginBody = z.input<typeof loginSchema>;
/** Body of POST /v1/user/register. */
export type RegisterBody = z.input<typeof registerSchema>;
/** Body of POST /v1/user/setFiatType. */
export type SetFiatTypeBody = z.input<typeof setFiatTypeSchema>;

/** POST /v1/user/login: userName holds a name or an email. */
export const login = (body: LoginBody) => post<UserInfo>('/v1/user/login', body);

/** POST /v1/user/register: logged in after success. */
export const register = (body: RegisterBody) => post<UserInfo>('/v1/user/register', body);

/** POST /v1/user/offlineUser: log out. */
export const offlineUser = () => post<null>('/v1/user/offlineUser', {}, { silent: true });

/** GET /v1/user/info: the profile, or code 401. */
export const userInfo = (options?: CallOptions) => get<UserInfo>('/v1/user/info', undefined, options);

/** GET /v1/user/getMyInfo. */
export const getMyInfo = (options?: CallOptions) => get<UserInfo>('/v1/user/getMyInfo', undefined, options);

/** GET /v1/user/wsinfo: socket path and timings. */
export const wsInfo = () => get<WsInfo>('/v1/user/wsinfo', undefined, { silent: true });

/** POST /v1/user/setFiatType: display mode (COIN or FAIT) and/or the fiat. */
export const setFiatType = (body: SetFiatTypeBody) => post<null>('/v1/user/setFiatType', body, { toastServerError: true });
