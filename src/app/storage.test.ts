import { beforeEach, describe, expect, it } from 'vitest';
import { clearStorage, getLanguage, getLoginStatus, removeThirdLoginEntries, setLoginStatus, storage } from './storage';

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

describe('storage', () => {
  it('prefixes keys with hs_ and keeps only the listed long-lived keys in local storage', () => {
    storage.set('lang', 'en_US');
    storage.set('draft', 'x');
    expect(localStorage.getItem('hs_lang')).toBe('en_US');
    expect(sessionStorage.getItem('hs_draft')).toBe('x');
    expect(localStorage.getItem('hs_draft')).toBeNull();
    storage.setJson('levelConfig', { a: 1 });
    expect(storage.getJson('levelConfig')).toEqual({ a: 1 });
  });

  it('defaults the language to en_US', () => {
    expect(getLanguage()).toBe('en_US');
  });

  it('keeps the login status flag in local and session storage', () => {
    setLoginStatus(true);
    expect(localStorage.getItem('hs_loginStatus')).toBe('1');
    expect(sessionStorage.getItem('hs_loginStatus')).toBe('1');
    expect(getLoginStatus()).toBe(true);
    setLoginStatus(false);
    expect(getLoginStatus()).toBe(false);
  });

  it('clearing removes the listed long-lived items and all session items, nothing else', () => {
    storage.set('lang', 'en_US');
    storage.set('sideChildId', '3');
    localStorage.setItem('other_app', 'keep');
    setLoginStatus(true);
    sessionStorage.setItem('anything', '1');
    clearStorage();
    expect(localStorage.getItem('hs_lang')).toBeNull();
    expect(localStorage.getItem('hs_sideChildId')).toBeNull();
    expect(localStorage.getItem('other_app')).toBe('keep');
    expect(localStorage.getItem('hs_loginStatus')).toBe('1');
    expect(sessionStorage.length).toBe(0);
  });

  it('removes third-party login entries', () => {
    localStorage.setItem('hs_thirdLogin', '1');
    localStorage.setItem('hs_thirdLogin_google', 'id');
    removeThirdLoginEntries();
    expect(localStorage.getItem('hs_thirdLogin')).toBeNull();
    expect(localStorage.getItem('hs_thirdLogin_google')).toBeNull();
  });
});
