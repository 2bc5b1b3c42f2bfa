import { CODE } from '../../core/api';
import type { BalanceType, Coin, CurrencyType, Fiat } from '../../core/currency';
import * as account from '../api/account';
import * as user from '../api/user';
import { getState } from '../store';

/** Re-reads the balances (after login, on a socket amount change, after a switch). */
export async function refreshBalance(): Promise<void> {
  if (!getState().loggedIn) return;
  const env = await account.findBalance();
  if (env.code === CODE.OK && env.data) getState().setBalanceData(env.data);
}

/** Loads the coin and fiat lists. */
export async function loadCurrencies(): Promise<void> {
  const env = await account.currencyList();
  if (env.code === CODE.OK && env.data) getState().setCurrencies(env.data);
}

/** Loads the coin prices (also on socket type 203). */
export async function loadRates(): Promise<void> {
  const env = await account.rateAll();
  if (env.code === CODE.OK && env.data) getState().setRates(env.data);
}

/** Everything the wallet needs after a login. */
export async function loadWallet(): Promise<void> {
  await Promise.all([refreshBalance(), loadCurrencies(), loadRates()]);
}

// The server owns these settings: the display changes once it has stored them, so a reload right after a switch
// shows the same thing. walletPending marks the wait (controls show it and ignore repeated taps).
async function pending<T>(work: () => Promise<T>): Promise<T | false> {
  if (getState().walletPending) return false;
  getState().setWalletPending(true);
  try {
    return await work();
  } finally {
    getState().setWalletPending(false);
  }
}

/** Selects the coin shown in the balance pill. */
export async function selectCoin(coin: Coin): Promise<boolean> {
  return pending(async () => {
    const env = await account.switchAccount({ coin });
    if (env.code !== CODE.OK || !env.data) return false;
    getState().setBalanceData(env.data);
    getState().patchUser({ selectedCoinType: env.data.selectedCoinType });
    return true;
  });
}

/** Switches between the deposit and the bonus balance. */
export async function selectBalanceType(amountType: BalanceType): Promise<boolean> {
  return pending(async () => {
    const env = await account.switchAccount({ amountType });
    if (env.code !== CODE.OK || !env.data) return false;
    getState().setBalanceData(env.data);
    getState().patchUser({ amountType: env.data.amountType, selectedBalanceType: env.data.amountType });
    return true;
  });
}

/** Shows amounts in the coin or in the fiat. */
export async function selectCurrencyType(currencyType: CurrencyType): Promise<boolean> {
  return pending(async () => {
    const env = await user.setFiatType({ currencyType });
    if (env.code !== CODE.OK) return false;
    getState().setCurrencyType(currencyType);
    getState().patchUser({ currencyType });
    if (currencyType === 'FAIT' && !getState().rates) void loadRates();
    return true;
  });
}

/** Picks the fiat amounts are converted to. */
export async function selectFiat(fiat: Fiat): Promise<boolean> {
  return pending(async () => {
    const env = await user.setFiatType({ fiat });
    if (env.code !== CODE.OK) return false;
    getState().setFiat(fiat);
    getState().patchUser({ fiatType: fiat });
    return true;
  });
}
