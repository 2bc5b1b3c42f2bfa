import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  COOKIE,
  COOKIE_MAX_AGE,
  cookieString,
  getCookie,
  getLeftIsClose,
  getLocaleCookie,
  LEGACY_LEFT_IS_CLOSE,
  removeCookie,
  setCookieIfAbsent,
  setLeftIsCloseCookie,
  setLocaleCookie,
} from './cookies';

afterEach(() => {
  for (const name of Object.values(COOKIE)) removeCookie(name);
  removeCookie(LEGACY_LEFT_IS_CLOSE);
  vi.restoreAllMocks();
});

describe('cookies', () => {
  it('has the spec lifetimes: locale 365 days, stag 30 days = 2592000 s', () => {
    expect(COOKIE_MAX_AGE.locale).toBe(365 * 86400);
    expect(COOKIE_MAX_AGE.stag).toBe(2592000);
  });

  it('writes the locale cookie for 365 days, path /, SameSite lax', () => {
    const writes: string[] = [];
    const proto = Object.getPrototypeOf(document) as Document;
    const desc = Object.getOwnPropertyDescriptor(Document.prototype, 'cookie')!;
    vi.spyOn(proto, 'cookie', 'set').mockImplementation(function (this: Document, v: string) {
      writes.push(v);
      desc.set!.call(this, v);
    });
    setLocaleCookie('en_US');
    expect(writes).toEqual(['locale=en_US; Max-Age=31536000; Path=/; SameSite=Lax']);
    expect(getLocaleCookie()).toBe('en_US');
  });

  it('builds cookie text with path / and SameSite Lax', () => {
    expect(cookieString('stag', 'a+b/=', 2592000)).toBe('stag=a%2Bb%2F%3D; Max-Age=2592000; Path=/; SameSite=Lax');
  });

  it('sets a cookie only if absent', () => {
    expect(setCookieIfAbsent('partner', 'first', 60)).toBe(true);
    expect(setCookieIfAbsent('partner', 'second', 60)).toBe(false);
    expect(getCookie('partner')).toBe('first');
  });

  it('reads left-is-close as a boolean, default false', () => {
    expect(getLeftIsClose()).toBe(false);
    setLeftIsCloseCookie(true);
    expect(getLeftIsClose()).toBe(true);
    setLeftIsCloseCookie(false);
    expect(getLeftIsClose()).toBe(false);
    document.cookie = 'left-is-close=garbage; Path=/';
    expect(getLeftIsClose()).toBe(false);
  });

  it('writes the preference under the name the spec gives, left-is-close', () => {
    setLeftIsCloseCookie(true);
    expect(getCookie('left-is-close')).toBe('true');
    expect(getCookie('leftIsClose')).toBeNull();
  });

  it("reads a returning player's leftIsClose cookie once, moving it to left-is-close", () => {
    document.cookie = 'leftIsClose=true; Path=/';
    expect(getLeftIsClose()).toBe(true);
    expect(getCookie('left-is-close')).toBe('true');
    expect(getCookie('leftIsClose')).toBeNull();
    // From then on the new cookie alone decides.
    setLeftIsCloseCookie(false);
    expect(getLeftIsClose()).toBe(false);
  });

  it('keeps left-is-close when both names exist, and drops the old one', () => {
    document.cookie = 'left-is-close=false; Path=/';
    document.cookie = 'leftIsClose=true; Path=/';
    expect(getLeftIsClose()).toBe(false);
    expect(getCookie('leftIsClose')).toBeNull();
    expect(getCookie('left-is-close')).toBe('false');
  });
});

describe('locale cookie sync', () => {
  it('writes the locale cookie only when it is missing or different', async () => {
    const { syncLocaleCookie } = await import('./cookies');
    const writes: string[] = [];
    const desc = Object.getOwnPropertyDescriptor(Document.prototype, 'cookie')!;
    vi.spyOn(Document.prototype, 'cookie', 'set').mockImplementation(function (this: Document, v: string) {
      writes.push(v);
      desc.set!.call(this, v);
    });
    syncLocaleCookie('en_US');
    syncLocaleCookie('en_US');
    syncLocaleCookie('pt_BR');
    expect(writes).toEqual([
      'locale=en_US; Max-Age=31536000; Path=/; SameSite=Lax',
      'locale=pt_BR; Max-Age=31536000; Path=/; SameSite=Lax',
    ]);
  });
});
