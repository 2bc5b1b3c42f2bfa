import type { z } from '../../core/zod';
import type {
  bindAccountSchema,
  LinkedSignIn,
  ThirdAuthUrl,
  ThirdLoginResult,
  ThirdProviderInfo,
  thirdLoginSchema,
} from '../../core/thirdLogin';
import { get, post, type CallOptions } from '../network/http';

// Third-party sign-in calls (User and auth): their own module, loaded with the login forms' chunk,
// never with the first paint.

/** Body of the third-party sign-in's finishing call. */
export type ThirdLoginBody = z.input<typeof thirdLoginSchema>;
/** Body of POST /api/account/thirdLogin/bind. */
export type BindAccountBody = z.input<typeof bindAccountSchema>;
/** The search-engine and streaming-platform providers (their own login paths). */
export type NamedThirdProvider = 'google' | 'twitch';

/** POST /v1/user/thirdLogin/{provider}/login: finishes a third-party sign-in (a 428 asks for the authenticator code). */
export const thirdLogin = (provider: NamedThirdProvider, body: ThirdLoginBody, options?: CallOptions) =>
  post<ThirdLoginResult>(`/v1/user/thirdLogin/${provider}/login`, body, options);

/** POST /v1/user/thirdLogin/oauth2/{network}Auth: finishes the social network's sign-in. */
export const oauth2Login = (network: 'facebook', body: ThirdLoginBody, options?: CallOptions) =>
  post<ThirdLoginResult>(`/v1/user/thirdLogin/oauth2/${network}Auth`, body, options);

/** GET /v1/user/thirdLogin/{provider}/authUrl: starts a sign-in; where the popup goes and the state to expect back. */
export const thirdLoginAuthUrl = (provider: NamedThirdProvider, options?: CallOptions) =>
  get<ThirdAuthUrl>(`/v1/user/thirdLogin/${provider}/authUrl`, undefined, { retry: false, ...options });

/** GET /v1/user/thirdLogin/oauth2/{network}: starts the social network's sign-in. */
export const oauth2AuthUrl = (network: 'facebook', options?: CallOptions) =>
  get<ThirdAuthUrl>(`/v1/user/thirdLogin/oauth2/${network}`, undefined, { retry: false, ...options });

/** GET /api/auth/providers: the sign-in providers the site offers (none configured and no demo mode: empty). */
export const authProviders = (options?: CallOptions) => get<ThirdProviderInfo[]>('/api/auth/providers', undefined, options);

/** GET /api/account/thirdLogin: the sign-ins linked to the account. */
export const linkedSignIns = (options?: CallOptions) => get<LinkedSignIn[]>('/api/account/thirdLogin', undefined, options);

/** POST /api/account/thirdLogin/bind: moves the sign-in that made this account to an older one (its password). */
export const bindThirdAccount = (body: BindAccountBody, options?: CallOptions) =>
  post<ThirdLoginResult>('/api/account/thirdLogin/bind', body, options);
