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

describe('storage keys: six long-lived keys in local storage, the rest in session storage', () => {
  it('keeps exactly the six long-lived keys in local storage', async () => {
    const { LOCAL_KEYS, STORAGE_PREFIX } = await import('./storage');
    expect(STORAGE_PREFIX).toBe('hs_');
    expect([...LOCAL_KEYS]).toEqual([
      'internationalConfig',
      'internationalSysConfig',
      'lang',
      'levelConfig',
      'privilegeConfig',
      'sideChildId',
    ]);
    for (const key of LOCAL_KEYS) {
      storage.set(key, 'v');
      expect(localStorage.getItem(`hs_${key}`)).toBe('v');
      expect(sessionStorage.getItem(`hs_${key}`)).toBeNull();
    }
    for (const key of ['userInfo', 'chunkReload', 'token', 'rates']) {
      storage.set(key, 'v');
      expect(sessionStorage.getItem(`hs_${key}`)).toBe('v');
      expect(localStorage.getItem(`hs_${key}`)).toBeNull();
    }
  });

  it('stores a third-party login flag and one account id per provider kind in local storage; clearStorage keeps them', async () => {
    const { THIRD_LOGIN_PROVIDERS, setThirdLogin, getThirdLoginFlag, getThirdLoginAccount } = await import('./thirdLoginStorage');
    expect([...THIRD_LOGIN_PROVIDERS]).toEqual(['searchEngine', 'streamingPlatform', 'socialNetwork']);
    setThirdLogin('searchEngine', 'g-1');
    setThirdLogin('streamingPlatform', 't-2');
    setThirdLogin('socialNetwork', 'f-3');
    expect(getThirdLoginFlag()).toBe('socialNetwork');
    expect(getThirdLoginAccount('searchEngine')).toBe('g-1');
    expect(getThirdLoginAccount('streamingPlatform')).toBe('t-2');
    expect(localStorage.getItem('hs_thirdLoginId_socialNetwork')).toBe('f-3');
    clearStorage();
    expect(getThirdLoginAccount('searchEngine')).toBe('g-1');
    removeThirdLoginEntries();
    expect(getThirdLoginFlag()).toBeNull();
    for (const p of THIRD_LOGIN_PROVIDERS) expect(getThirdLoginAccount(p)).toBeNull();
  });
});
