import { beforeEach, describe, expect, it } from 'vitest';
import { getState, resetStore, useStore } from './index';
import { fakeUser } from '../api/fixtures.testing';

beforeEach(() => resetStore());

describe('session slice', () => {
  it('logs a user in and seeds the wallet display settings from the profile', () => {
    getState().setUser(fakeUser());
    const s = getState();
    expect(s.loggedIn).toBe(true);
    expect(s.user?.userName).toBe('alice');
    expect([s.amountType, s.selectedCoin, s.currencyType, s.fiat]).toEqual(['BONUS', 'BTC', 'FAIT', 'EUR']);
  });

  it('patches and clears the profile', () => {
    getState().patchUser({ nickName: 'x' });
    expect(getState().user).toBeNull(); // nothing to patch when logged out
    getState().setUser(fakeUser());
    getState().patchUser({ nickName: 'Al' });
    expect(getState().user?.nickName).toBe('Al');
    getState().clearSession();
    expect(getState().loggedIn).toBe(false);
    expect(getState().user).toBeNull();
  });
});

describe('wallet slice', () => {
  it('takes balance data and clears back to defaults, keeping reference data', () => {
    getState().setRates({ rates: {} as never, legalRate: {} as never });
    getState().setBalanceData({ amountType: 'BONUS', selectedCoinType: 'ETH', list: [{ coin: 'ETH', amount: '1', bonusAmount: '2' }] });
    expect(getState().balances).toHaveLength(1);
    expect(getState().selectedCoin).toBe('ETH');
    getState().clearWallet();
    expect(getState().balances).toEqual([]);
    expect(getState().selectedCoin).toBe('USDT');
    expect(getState().amountType).toBe('DEPOSIT');
    expect(getState().rates).not.toBeNull();
  });
});

describe('ui slice', () => {
  it('opens one dialog at a time and closes the mobile menu', () => {
    getState().setMenuOpen(true);
    getState().openDialog('login');
    expect(getState().dialog).toBe('login');
    expect(getState().menuOpen).toBe(false);
    getState().openDialog('prohibition');
    expect(getState().dialog).toBe('prohibition');
    getState().closeDialog();
    expect(getState().dialog).toBeNull();
  });

  it('adds toasts with default titles and removes them by id', () => {
    const a = getState().addToast('success', 'ok');
    const b = getState().addToast('error', 'bad');
    getState().addToast('warning', 'careful', 'Heads up');
    expect(getState().toasts.map((t) => t.title)).toEqual(['Successful!', 'Oops!', 'Heads up']);
    getState().removeToast(a);
    expect(getState().toasts.map((t) => t.id)).not.toContain(a);
    expect(getState().toasts.map((t) => t.id)).toContain(b);
  });
});

describe('live slice and reset', () => {
  it('tracks the online count and socket status, and resets everything', () => {
    getState().setOnline(12);
    getState().setSocketStatus('open');
    getState().setUser(fakeUser());
    expect(useStore.getState().online).toBe(12);
    resetStore();
    const s = getState();
    expect([s.online, s.socketStatus, s.loggedIn, s.dialog]).toEqual([null, 'idle', false, null]);
    expect(typeof s.setUser).toBe('function');
  });
});
