import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { COOKIE, getCookie, removeCookie, setCookie } from '../storage/cookies';
import { aesDecrypt, aesEncrypt } from '../storage/crypto';
import { encodeOrderParams } from '../storage/crypto.testing';
import { setErrorReporter } from '../boot/errorReport';
import { captureStag, handleQueryParams, POPUP_CLOSE_DELAY_MS, runPopupCallback, type PopupWindow } from './queryParams';
import { resetShareCodeFlow } from './shareCodeFlow';
import { getState, resetStore } from '../store';

function popup(opener: PopupWindow['opener'] = { postMessage: vi.fn() }) {
  return { opener, close: vi.fn() };
}

beforeEach(() => {
  vi.useFakeTimers();
  resetStore();
  resetShareCodeFlow();
  localStorage.clear();
  sessionStorage.clear();
});
afterEach(() => {
  for (const name of Object.values(COOKIE)) removeCookie(name);
  resetShareCodeFlow();
  setErrorReporter(null);
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('popup callback: query code', () => {
  it('posts {codeyyy: code} to the opener with the site URL as target origin and closes after 2 s', () => {
    const win = popup();
    handleQueryParams('?code=XYZ', win);
    expect(win.opener!.postMessage).toHaveBeenCalledWith({ codeyyy: 'XYZ' }, window.location.origin);
    expect(POPUP_CLOSE_DELAY_MS).toBe(2000);
    vi.advanceTimersByTime(1999);
    expect(win.close).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(win.close).toHaveBeenCalledTimes(1);
  });

  it("a provider's redirect: the state goes along with the code; an error is reported with an empty code", () => {
    const win = popup();
    handleQueryParams('?code=XYZ&state=abc', win);
    expect(win.opener!.postMessage).toHaveBeenLastCalledWith({ codeyyy: 'XYZ', state: 'abc' }, window.location.origin);
    handleQueryParams('?error=access_denied&state=abc', win);
    expect(win.opener!.postMessage).toHaveBeenLastCalledWith({ codeyyy: '', state: 'abc', error: 'access_denied' }, window.location.origin);
    vi.advanceTimersByTime(2000);
    expect(win.close).toHaveBeenCalledTimes(2);
    // An error without a sign-in's state is not ours to answer.
    handleQueryParams('?error=x', win);
    expect(win.opener!.postMessage).toHaveBeenCalledTimes(2);
  });

  it('a popup cut off from its opener answers on the broadcast channel and still closes', async () => {
    const heard = new Promise<unknown>((resolve) => {
      const channel = new BroadcastChannel('hs-signin');
      channel.onmessage = (event) => {
        channel.close();
        resolve(event.data);
      };
    });
    const win = popup(null);
    handleQueryParams('?code=XYZ&state=abc', win);
    await expect(heard).resolves.toEqual({ codeyyy: 'XYZ', state: 'abc' });
    vi.advanceTimersByTime(2000);
    expect(win.close).toHaveBeenCalledTimes(1);
  });

  it('logs a postMessage failure as "postMessage error:" and reports it; still closes', () => {
    const error = new Error('blocked');
    const win = popup({
      postMessage: () => {
        throw error;
      },
    });
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const reporter = vi.fn();
    setErrorReporter(reporter);
    runPopupCallback('XYZ', win);
    expect(consoleError).toHaveBeenCalledWith('postMessage error:', error);
    expect(reporter).toHaveBeenCalledWith('postMessage error:', error);
    vi.advanceTimersByTime(2000);
    expect(win.close).toHaveBeenCalled();
  });

  it('does nothing without an opener', () => {
    const win = popup(null);
    runPopupCallback('XYZ', win);
    vi.advanceTimersByTime(5000);
    expect(win.close).not.toHaveBeenCalled();
  });

  it('the returned cleanup cancels the close', () => {
    const win = popup();
    handleQueryParams('?code=XYZ', win)();
    vi.advanceTimersByTime(5000);
    expect(win.close).not.toHaveBeenCalled();
  });
});

describe('stag and partner cookies', () => {
  it('stores stag AES-encrypted for 2592000 s, only if absent', async () => {
    const writes: string[] = [];
    const desc = Object.getOwnPropertyDescriptor(Document.prototype, 'cookie')!;
    vi.spyOn(Document.prototype, 'cookie', 'set').mockImplementation(function (this: Document, v: string) {
      writes.push(v);
      desc.set!.call(this, v);
    });
    handleQueryParams('?stag=aff-42', popup(null));
    // crypto-js loads on demand, so the cookie is written once its module is in.
    await vi.waitFor(() => expect(getCookie('stag')).toBeTruthy());
    const stored = getCookie('stag')!;
    expect(stored).not.toBe('aff-42');
    expect(aesDecrypt(stored)).toBe('aff-42');
    expect(writes).toEqual([`stag=${encodeURIComponent(aesEncrypt('aff-42'))}; Max-Age=2592000; Path=/; SameSite=Lax`]);
    await expect(captureStag('other')).resolves.toBe(false);
    expect(aesDecrypt(getCookie('stag')!)).toBe('aff-42');
    expect(writes).toHaveLength(1);
  });

  it('sets partner only if absent', () => {
    setCookie('partner', 'existing', 60);
    handleQueryParams('?partner=new', popup(null));
    expect(getCookie('partner')).toBe('existing');
    removeCookie('partner');
    handleQueryParams('?partner=new', popup(null));
    expect(getCookie('partner')).toBe('new');
  });
});

describe('sharCode and params', () => {
  it('keeps the share code and opens Register 4 s later for a guest', () => {
    handleQueryParams('?sharCode=ABC123', popup(null));
    expect(getCookie('shareCode')).toBe('ABC123');
    vi.advanceTimersByTime(3999);
    expect(getState().dialog).toBeNull();
    vi.advanceTimersByTime(1);
    expect(getState().dialog).toBe('register');
  });

  it('opens the OrderDialog with the order id from an encrypted params value', async () => {
    handleQueryParams(`?params=${encodeOrderParams('ORD-77')}`, popup(null));
    await vi.waitFor(() => expect(getState().orderDialogId).toBe('ORD-77'));
  });

  it('ignores a params value that does not decrypt', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    handleQueryParams('?params=nonsense', popup(null));
    await vi.waitFor(() => expect(warn).toHaveBeenCalledWith(expect.stringMatching(/does not decrypt/)));
    expect(getState().orderDialogId).toBeNull();
  });
});
