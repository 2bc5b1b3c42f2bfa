import { totpCodeSchema } from './twoFactor';
import type { UserInfo } from './api';
import { z } from './zod';

/**
 * Third-party sign-in: one provider per kind. The search-engine and streaming-platform kinds
 * use /v1/user/thirdLogin/{provider}/…, the social-network kind /v1/user/thirdLogin/oauth2/{provider}….
 */
export const THIRD_PROVIDERS = {
  google: { kind: 'searchEngine', label: 'Google', path: 'named' },
  twitch: { kind: 'streamingPlatform', label: 'Twitch', path: 'named' },
  facebook: { kind: 'socialNetwork', label: 'Facebook', path: 'oauth2' },
} as const;

/** A third-party sign-in provider. */
export type ThirdProvider = keyof typeof THIRD_PROVIDERS;
/** The provider kind, as the browser's storage keys name it. */
export type ThirdProviderKind = (typeof THIRD_PROVIDERS)[ThirdProvider]['kind'];

export const THIRD_PROVIDER_NAMES = Object.keys(THIRD_PROVIDERS) as ThirdProvider[];

/** True for a provider name the server knows. */
export function isThirdProvider(value: string): value is ThirdProvider {
  return Object.hasOwn(THIRD_PROVIDERS, value);
}

/** How long a started sign-in (its state and PKCE verifier) may take, popup and authenticator code included. */
export const THIRD_LOGIN_TTL_MS = 10 * 60_000;

/** The state of a started sign-in: 32 random bytes, base64url. */
export const thirdStateSchema = z
  .string({ error: 'state is required' })
  .regex(/^[A-Za-z0-9_-]{43}$/, { error: 'state must be the value the sign-in started with' });

/**
 * POST /v1/user/thirdLogin/{provider}/login and /oauth2/{provider}Auth: the code the popup reported with the state the
 * sign-in started with; or, for an account with two-factor login, the same state again with the authenticator code.
 */
export const thirdLoginSchema = z
  .strictObject({
    code: z
      .string({ error: 'code must be text' })
      .regex(/^[\x21-\x7e]{1,2048}$/, { error: 'code must be the code the provider returned' })
      .optional(),
    state: thirdStateSchema,
    googleCode: totpCodeSchema.optional(),
  })
  .refine((b) => b.code !== undefined || b.googleCode !== undefined, { error: 'code is required', path: ['code'] });

/** POST /api/account/thirdLogin/bind: attach the sign-in just made to an existing account, proven by its password. */
export const bindAccountSchema = z.strictObject({
  userName: z
    .string({ error: 'userName is required' })
    .trim()
    .min(1, { error: 'Enter the username or email of your account' })
    .max(254, { error: 'userName is too long' }),
  password: z.string({ error: 'password is required' }).min(1, { error: 'Enter the password of that account' }).max(128),
  googleCode: totpCodeSchema.optional(),
});

/** GET …/authUrl and GET /v1/user/thirdLogin/oauth2/{provider}: where the popup goes, and the state to expect back. */
export interface ThirdAuthUrl {
  url: string;
  state: string;
}

/** Answer of a finished third-party sign-in. */
export interface ThirdLoginResult {
  user: UserInfo;
  provider: ThirdProvider;
  /** The account id at the provider (kept in local storage with the provider's kind, as the spec lists). */
  accountId: string;
  /** True when this sign-in created the account: the bind-account page offers to attach it to an older one instead. */
  created: boolean;
}

/** One sign-in provider the server offers. */
export interface ThirdProviderInfo {
  provider: ThirdProvider;
  label: string;
  /** True when the local demo sign-in stands in for the real provider (demo mode without its configuration). */
  demo: boolean;
}

/** The sign-ins linked to the logged-in account. */
export interface LinkedSignIn {
  provider: ThirdProvider;
  name: string;
  linkedAt: string;
}
