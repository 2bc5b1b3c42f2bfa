/** Cookie names the site sets. */
export const COOKIE = {
  leftIsClose: 'left-is-close',
  locale: 'locale',
  stag: 'stag',
  partner: 'partner',
  shareCode: 'shareCode',
} as const;

/** Reads a cookie by name, or null. */
export function getCookie(name: string): string | null {
  if (typeof document === 'undefined') return null;
  for (const part of document.cookie.split(';')) {
    const [rawKey, ...rest] = part.trim().split('=');
    if (rawKey === name) {
      try {
        return decodeURIComponent(rest.join('='));
      } catch {
        return rest.join('=');
      }
    }
  }
  return null;
}

/** Cookie lifetimes in seconds: locale 365 days, stag 30 days. */
export const COOKIE_MAX_AGE = {
  /** Locale cookie: 365 days. */
  locale: 365 * 24 * 3600,
  /** stag cookie: 30 days = 2592000 s. */
  stag: 2592000,
  /** partner and shareCode cookies: 30 days, like stag. */
  partner: 2592000,
  shareCode: 2592000,
  /** left-is-close: a UI preference kept for a year. */
  leftIsClose: 365 * 24 * 3600,
} as const;

/** The Set-Cookie text document.cookie is given: path /, SameSite Lax, a Max-Age. */
export function cookieString(name: string, value: string, maxAgeSeconds: number): string {
  return `${name}=${encodeURIComponent(value)}; Max-Age=${maxAgeSeconds}; Path=/; SameSite=Lax`;
}

/** Writes a cookie (path /, SameSite Lax) that lives for maxAgeSeconds. */
export function setCookie(name: string, value: string, maxAgeSeconds: number): void {
  if (typeof document === 'undefined') return;
  document.cookie = cookieString(name, value, maxAgeSeconds);
}

/** Writes a cookie only if none of that name exists; true when it wrote one. */
export function setCookieIfAbsent(name: string, value: string, maxAgeSeconds: number): boolean {
  if (getCookie(name) !== null) return false;
  setCookie(name, value, maxAgeSeconds);
  return true;
}

/** The name earlier builds wrote the left-is-close preference under. */
export const LEGACY_LEFT_IS_CLOSE = 'leftIsClose';

/**
 * The left-is-close cookie as a boolean, default false. A returning player's preference under the old name is read
 * once: it moves to left-is-close (the name the spec gives) and the old cookie is removed; the new name wins when both exist.
 */
export function getLeftIsClose(): boolean {
  let raw = getCookie(COOKIE.leftIsClose);
  const legacy = getCookie(LEGACY_LEFT_IS_CLOSE);
  if (legacy !== null) {
    if (raw === null) {
      raw = legacy;
      setLeftIsCloseCookie(legacy === 'true' || legacy === '1');
    }
    removeCookie(LEGACY_LEFT_IS_CLOSE);
  }
  return raw === 'true' || raw === '1';
}

/** Stores the left-is-close preference. */
export function setLeftIsCloseCookie(closed: boolean): void {
  setCookie(COOKIE.leftIsClose, String(closed), COOKIE_MAX_AGE.leftIsClose);
}

/** The locale cookie (365 days, path /, SameSite lax). */
export function setLocaleCookie(locale: string): void {
  setCookie(COOKIE.locale, locale, COOKIE_MAX_AGE.locale);
}

/** The locale cookie, or null. */
export function getLocaleCookie(): string | null {
  return getCookie(COOKIE.locale);
}

/** Writes the locale cookie when it is missing or differs from the language in use (kept for 365 days). */
export function syncLocaleCookie(language: string): void {
  if (getLocaleCookie() !== language) setLocaleCookie(language);
}

/** Removes a cookie. */
export function removeCookie(name: string): void {
  if (typeof document === 'undefined') return;
  document.cookie = `${name}=; Max-Age=0; Path=/; SameSite=Lax`;
}
