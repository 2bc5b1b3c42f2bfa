import type { BalanceData, BalanceRow, CurrencyData, RatesData } from '../../core/api';
import type { BalanceType, Coin, CurrencyType, Fiat } from '../../core/currency';
import type { SliceCreator } from './types';

/** Balances and how they are displayed. */
export interface WalletSlice {
  balances: BalanceRow[];
  /** Selected balance type: deposit or bonus funds. */
  amountType: BalanceType;
  selectedCoin: Coin;
  /** Show amounts in the coin or converted to the fiat. */
  currencyType: CurrencyType;
  fiat: Fiat;
  currencies: CurrencyData | null;
  rates: RatesData | null;
  /** A wallet setting change is waiting for the server. */
  walletPending: boolean;
  setWalletPending(pending: boolean): void;
  setBalanceData(data: BalanceData): void;
  setAmountType(type: BalanceType): void;
  setSelectedCoin(coin: Coin): void;
  setCurrencyType(type: CurrencyType): void;
  setFiat(fiat: Fiat): void;
  setCurrencies(data: CurrencyData): void;
  setRates(data: RatesData): void;
  clearWallet(): void;
}

const walletDefaults = {
  balances: [] as BalanceRow[],
  amountType: 'DEPOSIT' as BalanceType,
  selectedCoin: 'USDT' as Coin,
  currencyType: 'COIN' as CurrencyType,
  fiat: 'USD' as Fiat,
};

export const createWalletSlice: SliceCreator<WalletSlice> = (set) => ({
  ...walletDefaults,
  currencies: null,
  rates: null,
  walletPending: false,
  setWalletPending: (walletPending) => set({ walletPending }),
  setBalanceData: (data) => set({ balances: data.list, amountType: data.amountType, selectedCoin: data.selectedCoinType }),
  setAmountType: (amountType) => set({ amountType }),
  setSelectedCoin: (selectedCoin) => set({ selectedCoin }),
  setCurrencyType: (currencyType) => set({ currencyType }),
  setFiat: (fiat) => set({ fiat }),
  setCurrencies: (currencies) => set({ currencies }),
  setRates: (rates) => set({ rates }),
  // Currencies and rates are public reference data: they survive a logout.
  clearWallet: () => set({ ...walletDefaults }),
});
