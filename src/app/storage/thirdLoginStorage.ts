import { FLAG_KEYS, read, write } from './storage';

// The third-party sign-in storage entries, apart from storage.ts: only the sign-in code (a lazy chunk) writes
// and reads them, so they stay out of the first paint. Removing them at logout is storage.ts's removeThirdLoginEntries.

/** Third-party sign-in provider kinds, one stored account id each. */
export const THIRD_LOGIN_PROVIDERS = ['searchEngine', 'streamingPlatform', 'socialNetwork'] as const;
/** A third-party sign-in provider kind. */
export type ThirdLoginProvider = (typeof THIRD_LOGIN_PROVIDERS)[number];

/** Local key of the third-party account id of a provider kind (shares the thirdLogin prefix, so one sweep removes all). */
export function thirdLoginAccountKey(provider: ThirdLoginProvider): string {
  return `${FLAG_KEYS.thirdLogin}Id_${provider}`;
}

/** Records a third-party sign-in: the flag (which provider kind) and that provider's account id, in local storage. */
export function setThirdLogin(provider: ThirdLoginProvider, accountId: string): void {
  write('local', FLAG_KEYS.thirdLogin, provider);
  write('local', thirdLoginAccountKey(provider), accountId);
}

/** The provider kind of the current third-party sign-in, or null. */
export function getThirdLoginFlag(): ThirdLoginProvider | null {
  const value = read('local', FLAG_KEYS.thirdLogin);
  return (THIRD_LOGIN_PROVIDERS as readonly string[]).includes(value ?? '') ? (value as ThirdLoginProvider) : null;
}

/** The stored third-party account id of a provider kind, or null. */
export function getThirdLoginAccount(provider: ThirdLoginProvider): string | null {
  return read('local', thirdLoginAccountKey(provider));
}
