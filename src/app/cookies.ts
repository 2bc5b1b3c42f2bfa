/** Cookie names of the spec (section 3). */
export const COOKIE = {
  leftIsClose: 'leftIsClose',
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

/** Writes a cookie (path /, SameSite Lax) that lives for maxAgeSeconds. */
export function setCookie(name: string, value: string, maxAgeSeconds: number): void {
  if (typeof document === 'undefined') return;
  document.cookie = `${name}=${encodeURIComponent(value)}; Max-Age=${maxAgeSeconds}; Path=/; SameSite=Lax`;
}

/** Removes a cookie. */
export function removeCookie(name: string): void {
  if (typeof document === 'undefined') return;
  document.cookie = `${name}=; Max-Age=0; Path=/; SameSite=Lax`;
}
