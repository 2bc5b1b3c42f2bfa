import { COOKIE, getCookie, removeCookie, setCookie } from '../storage/cookies';

const SHARE_CODE_MAX_AGE = 30 * 24 * 3600;

/** Keeps a share code given in the query (?sharCode=) in its cookie, so Register can prefill it later. */
export function captureShareCode(search: string): void {
  const code = new URLSearchParams(search).get('sharCode')?.trim();
  if (code) setCookie(COOKIE.shareCode, code.slice(0, 32), SHARE_CODE_MAX_AGE);
}

/** The held share code: the query wins over the cookie. */
export function heldShareCode(search = typeof window === 'undefined' ? '' : window.location.search): string {
  const fromQuery = new URLSearchParams(search).get('sharCode')?.trim();
  // The spec names the cookie shareCode; sharCode (the query spelling) is accepted too.
  return (fromQuery || getCookie(COOKIE.shareCode) || getCookie('sharCode') || '').slice(0, 32);
}

/** Forgets the held share code. */
export function clearShareCode(): void {
  removeCookie(COOKIE.shareCode);
}
