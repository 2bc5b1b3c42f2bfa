import { getState, resetStore } from '../../src/app/store';
import { fakeUser } from '../../src/app/api/fixtures.testing';

/** A logged-in alice with 10 USDT and 0.5 BTC on deposit, USD rates loaded (USDT 1, BTC 60000; USDT 0.9 EUR). */
export function loginAlice(): void {
  resetStore();
  getState().setUser(fakeUser({ userName: 'alice', nickName: 'Alice', fiatType: 'USD', selectedCoinType: 'USDT' }));
  getState().setBalanceData({
    amountType: 'DEPOSIT',
    selectedCoinType: 'USDT',
    list: [
      { coin: 'USDT', amount: '10.000000', bonusAmount: '0' },
      { coin: 'BTC', amount: '0.50000000', bonusAmount: '0' },
    ],
  });
  getState().setRates({
    rates: {
      USDT: { USD: { price: '1', inversePrice: '1' }, EUR: { price: '0.9', inversePrice: '1.11' } },
      BTC: { USD: { price: '60000', inversePrice: '0' } },
    } as never,
    legalRate: {} as never,
  });
}
